import { describe, expect, it, vi } from 'vitest';
import { RULE_ORDER, validateField, validateForm, type FieldRules, type FormSchema } from './field-rules';
import { RULE_TYPES } from './messages';
import type { UsernameChecker } from './rules';

const free: UsernameChecker = async () => ({ status: true, msg: '' });
const taken: UsernameChecker = async (field) => ({ status: false, msg: `${field}_has_been_taken` });

describe('RULE_ORDER', () => {
  it('names every rule once', () => {
    expect(new Set(RULE_ORDER).size).toBe(RULE_TYPES.length);
  });
});

describe('validateField', () => {
  it('returns null synchronously when every rule passes', () => {
    expect(validateField('player01', { required: true, minlength: 6, alphaNum: true })).toBeNull();
  });

  it('reports the first failing rule in a stable order', () => {
    const rules: FieldRules = { alphaNum: true, maxlength: 3, minlength: 2, required: true };
    expect(validateField('', rules)).toEqual({ key: 'error_required' });
    expect(validateField('a', rules)).toEqual({ key: 'error_minlength', params: { n: 2 } });
    expect(validateField('a_b_c', rules)).toEqual({ key: 'error_maxlength', params: { n: 3 } });
    expect(validateField('a_b', rules)).toEqual({ key: 'error_alphaNum' });
  });

  it('lets an empty optional field through every other rule', () => {
    const rules: FieldRules = { minlength: 6, validemail: true, min: 1, validphone: { length: 9 }, passwordcond: true };
    expect(validateField('', rules)).toBeNull();
  });

  it('ignores rules that are switched off', () => {
    expect(validateField('', { required: false, validemail: false })).toBeNull();
    expect(validateField('x', { validphone: false, alphaNumCheck: false, passwordcond: false })).toBeNull();
  });

  it('reads cross-field rules from the other values', () => {
    const values = { password: 'abc123!', old: 'old123!', from: '10' };
    expect(validateField('abc123!', { equalto: 'password' }, values)).toBeNull();
    expect(validateField('abc124!', { equalto: 'password' }, values)).toEqual({ key: 'error_equalto' });
    expect(validateField('old123!', { notequalto: 'old' }, values)).toEqual({ key: 'error_notequalto' });
    expect(validateField('10', { moreThanPrevious: 'from' }, values)).toEqual({
      key: 'error_moreThanPrevious',
      params: { n: 10 },
    });
    expect(validateField('11', { moreThanPrevious: 'from' }, values)).toBeNull();
  });

  it('passes each rule its configured argument', () => {
    expect(validateField('5', { min: 10 })).toEqual({ key: 'error_min', params: { n: 10 } });
    expect(validateField('50', { max: 10 })).toEqual({ key: 'error_max', params: { n: 10 } });
    expect(validateField('50', { promoMinDepo: 100 })).toEqual({ key: 'error_promoMinDepo', params: { n: 100 } });
    expect(validateField('60-1234', { validphone: true })).toBeNull();
    expect(validateField('60-1234', { validphone: { length: 9 } })).toEqual({ key: 'error_validphone', params: { n: 9 } });
    expect(validateField('abc', { alphaNumCheck: true })).toEqual({ key: 'error_alphaNumCheck' });
    expect(validateField('abc', { passwordcond: true })).toEqual({ key: 'error_passwordcond' });
    expect(validateField('bad', { validemail: true })).toEqual({ key: 'error_validemail' });
  });

  it('applies the file rules', () => {
    const files = [
      { name: 'a.png', type: 'image/png', size: 1 },
      { name: 'b.gif', type: 'image/gif', size: 2 * 1024 * 1024 },
    ];
    expect(validateField(files, { maxfile: 1 })).toEqual({ key: 'error_maxfile', params: { n: 1 } });
    expect(validateField(files, { accept: ['image/png'] })).toEqual({ key: 'error_accept' });
    expect(validateField(files, { maxsize: 1 })).toEqual({ key: 'error_maxsize', params: { n: 1 } });
  });

  describe('with validUsername', () => {
    it('becomes async and asks the checker once local rules pass', async () => {
      const check = vi.fn(taken);
      const result = validateField('player01', { minlength: 6, validUsername: 'username' }, {}, { checkUsername: check });
      expect(result).toBeInstanceOf(Promise);
      await expect(result).resolves.toEqual({ key: 'username_has_been_taken' });
      expect(check).toHaveBeenCalledWith('username', 'player01');
    });

    it('does not ask the server while a local rule fails', async () => {
      const check = vi.fn(free);
      await expect(validateField('abc', { minlength: 6, validUsername: 'username' }, {}, { checkUsername: check })).resolves.toEqual({
        key: 'error_minlength',
        params: { n: 6 },
      });
      expect(check).not.toHaveBeenCalled();
    });

    it('passes a free value', async () => {
      await expect(validateField('60-123456789', { validUsername: 'mobileno' }, {}, { checkUsername: free })).resolves.toBeNull();
    });

    it('refuses to run without a checker', async () => {
      await expect(validateField('player01', { validUsername: 'username' })).rejects.toThrow(/checkUsername/);
    });
  });
});

describe('validateForm', () => {
  type Register = { username: string; password: string; confirm: string; email: string };
  const schema: FormSchema<Register> = {
    username: { required: true, alphaNum: true, validUsername: 'username' },
    password: { required: true, minlength: 8, passwordcond: true },
    confirm: { required: true, equalto: 'password' },
    email: { validemail: true },
  };

  it('returns the first error of each failing field only', async () => {
    const errors = await validateForm({ username: 'player01', password: 'short', confirm: 'other', email: '' }, schema, {
      checkUsername: taken,
    });
    expect(errors).toEqual({
      username: { key: 'username_has_been_taken' },
      password: { key: 'error_minlength', params: { n: 8 } },
      confirm: { key: 'error_equalto' },
    });
  });

  it('returns no errors for a valid form', async () => {
    const values = { username: 'player01', password: 'secret12!', confirm: 'secret12!', email: 'a@b.co' };
    await expect(validateForm(values, schema, { checkUsername: free })).resolves.toEqual({});
  });

  it('only checks fields named in the schema', async () => {
    await expect(validateForm({ a: '', b: '' }, { a: { required: true } })).resolves.toEqual({
      a: { key: 'error_required' },
    });
  });
});
