import { describe, expect, it, vi } from 'vitest';
import en from '@/messages/en.json';
import { errorKey, formatMessage, MOBILENO_TAKEN, renderFieldError, RULE_TYPES, USERNAME_TAKEN } from './messages';
import { englishTranslate } from './testing';

describe('message keys', () => {
  it('follow error_{type}', () => {
    expect(errorKey('minlength')).toBe('error_minlength');
    expect(errorKey('alphaNumCheck')).toBe('error_alphaNumCheck');
  });

  it('have an English text in messages/en.json for every rule and both validUsername outcomes', () => {
    const texts: Record<string, string> = en.validation;
    for (const type of RULE_TYPES) expect(texts[errorKey(type)]).toBeTruthy();
    expect(texts[USERNAME_TAKEN]).toBeTruthy();
    expect(texts[MOBILENO_TAKEN]).toBeTruthy();
    expect(USERNAME_TAKEN).toBe('username_has_been_taken');
    expect(MOBILENO_TAKEN).toBe('mobileno_has_been_taken');
  });

  it('match the docs/PRODUCT.md §5 table verbatim', () => {
    expect(en.validation).toMatchObject({
      error_required: 'This field is required.',
      error_minlength: 'Input must be at least {n} characters.',
      error_maxlength: 'Input cannot be more than {n} characters.',
      error_equalto: 'Input value does not match.',
      error_notequalto: 'Input value cannot be the same.',
      error_validemail: 'Please enter a valid email.',
      error_min: 'Minimum value is {n}.',
      error_max: 'Maximum value is {n}.',
      error_accept: 'File(s) extension is not accepted.',
      error_maxfile: 'Please select not more than {n} files.',
      error_maxsize: 'File(s) must less than {n}Mb.',
    });
  });
});

describe('formatMessage', () => {
  it('fills placeholders, repeated ones included', () => {
    expect(formatMessage('{n} to {m}, again {n}', { n: 1, m: 'two' })).toBe('1 to two, again 1');
  });

  it('leaves unknown placeholders visible', () => {
    expect(formatMessage('at least {n}', {})).toBe('at least {n}');
    expect(formatMessage('at least {n}')).toBe('at least {n}');
  });
});

describe('renderFieldError', () => {
  it("renders en.json's English text with params through englishTranslate", () => {
    expect(renderFieldError({ key: 'error_minlength', params: { n: 6 } }, englishTranslate)).toBe('Input must be at least 6 characters.');
    expect(renderFieldError({ key: 'error_maxsize', params: { n: 5 } }, englishTranslate)).toBe('File(s) must less than 5Mb.');
    expect(renderFieldError({ key: MOBILENO_TAKEN }, englishTranslate)).toBe('This mobile number has been registered.');
  });

  it('uses the translation and hands it key and params', () => {
    const translate = vi.fn(() => 'ต้องมีอย่างน้อย 6 ตัวอักษร');
    expect(renderFieldError({ key: 'error_minlength', params: { n: 6 } }, translate)).toBe('ต้องมีอย่างน้อย 6 ตัวอักษร');
    expect(translate).toHaveBeenCalledWith('error_minlength', { n: 6 });
  });

  it.each([
    ['returns the key', (key: string) => key],
    ['returns namespace.key', (key: string) => `validation.${key}`],
    ['returns an empty string', () => ''],
    [
      'throws',
      () => {
        throw new Error('MISSING_MESSAGE');
      },
    ],
  ])('shows the key when the translator %s, rather than nothing', (_label, translate) => {
    expect(renderFieldError({ key: 'error_max', params: { n: 100 } }, translate)).toBe('error_max');
  });

  it('shows an unknown key as-is', () => {
    expect(renderFieldError({ key: 'some_server_msg' }, englishTranslate)).toBe('some_server_msg');
  });
});
