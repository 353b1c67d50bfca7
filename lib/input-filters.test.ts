// @vitest-environment happy-dom
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { amountInput, blockSpaceKey, nameInput, noSpaceInput, PIN_LENGTH, pinInput, trimStrings } from './input-filters';

describe('pinInput', () => {
  it('keeps digits only, at most 6', () => {
    expect(PIN_LENGTH).toBe(6);
    expect(pinInput('12a3-4 5')).toBe('12345');
    expect(pinInput('12345678')).toBe('123456');
    expect(pinInput('abc')).toBe('');
  });

  it('keeps leading zeros, which are part of a PIN', () => {
    expect(pinInput('007007')).toBe('007007');
  });
});

describe('amountInput', () => {
  it('keeps digits only and strips leading zeros', () => {
    expect(amountInput('1,000')).toBe('1000');
    expect(amountInput('007')).toBe('7');
    expect(amountInput('00')).toBe('0');
    expect(amountInput('-5.5')).toBe('55');
    expect(amountInput('')).toBe('');
  });

  it('with decimals, allows one dot and at most that many decimals', () => {
    expect(amountInput('12.345', { decimals: 2 })).toBe('12.34');
    expect(amountInput('1.2.3', { decimals: 2 })).toBe('1.23');
    expect(amountInput('12', { decimals: 2 })).toBe('12');
    expect(amountInput('1,234.5', { decimals: 2 })).toBe('1234.5');
  });

  it('keeps "0." typeable on the way to "0.5"', () => {
    expect(amountInput('0', { decimals: 2 })).toBe('0');
    expect(amountInput('0.', { decimals: 2 })).toBe('0.');
    expect(amountInput('.', { decimals: 2 })).toBe('0.');
    expect(amountInput('.5', { decimals: 2 })).toBe('0.5');
    expect(amountInput('00.50', { decimals: 2 })).toBe('0.50');
  });

  it('drops the dot when decimals are not allowed or nonsensical', () => {
    expect(amountInput('12.5')).toBe('125');
    expect(amountInput('12.5', { decimals: -1 })).toBe('125');
    expect(amountInput('12.5', { decimals: Number.NaN })).toBe('125');
    expect(amountInput('1.234', { decimals: 1.9 })).toBe('1.2');
  });
});

describe('nameInput', () => {
  it('strips special characters and digits', () => {
    expect(nameInput('John<script>1!')).toBe('Johnscript');
    expect(nameInput('Ann@#$%^&*()_+=Lee')).toBe('AnnLee');
  });

  it("keeps spaces and the . ' - of real names", () => {
    expect(nameInput("Mary-Jane O'Neil Jr.")).toBe("Mary-Jane O'Neil Jr.");
  });

  it('keeps letters of any script with their marks', () => {
    expect(nameInput('สมชาย ใจดี')).toBe('สมชาย ใจดี');
    expect(nameInput('王小明')).toBe('王小明');
    expect(nameInput('Nguyễn Thị Ánh')).toBe('Nguyễn Thị Ánh');
    const decomposed = 'Nguyễn'.normalize('NFD');
    expect(nameInput(decomposed)).toBe(decomposed);
  });

  it("turns a phone keyboard's typographic apostrophe into a plain one", () => {
    expect(nameInput('O’Brien')).toBe("O'Brien");
  });
});

describe('noSpaceInput', () => {
  it('removes every kind of whitespace, e.g. from pasted text', () => {
    expect(noSpaceInput(' play er\t01\n')).toBe('player01');
  });
});

describe('blockSpaceKey', () => {
  it('prevents the space key only', () => {
    for (const key of [' ', 'Spacebar']) {
      const event = { key, preventDefault: vi.fn() };
      blockSpaceKey(event);
      expect(event.preventDefault).toHaveBeenCalledTimes(1);
    }
    const letter = { key: 'a', preventDefault: vi.fn() };
    blockSpaceKey(letter);
    expect(letter.preventDefault).not.toHaveBeenCalled();
  });

  it('keeps spaces out of a real input while typing', async () => {
    const input = document.createElement('input');
    input.addEventListener('keydown', blockSpaceKey);
    document.body.append(input);
    await userEvent.setup().type(input, 'pla yer 01');
    expect(input.value).toBe('player01');
    input.remove();
  });
});

describe('trimStrings', () => {
  it('trims strings however deeply nested, leaving the input untouched', () => {
    const payload = {
      username: '  player01 ',
      amount: 100,
      agree: true,
      note: null,
      profile: { email: ' a@b.co ', tags: [' vip ', 7] },
    };
    const copy = structuredClone(payload);
    expect(trimStrings(payload)).toEqual({
      username: 'player01',
      amount: 100,
      agree: true,
      note: null,
      profile: { email: 'a@b.co', tags: ['vip', 7] },
    });
    expect(payload).toEqual(copy);
  });

  it('passes files, dates and other instances through as they are', () => {
    const file = new File(['x'], ' a.png ');
    const when = new Date(0);
    const result = trimStrings({ file, when, list: [file] });
    expect(result.file).toBe(file);
    expect(result.when).toBe(when);
    expect(result.list[0]).toBe(file);
  });

  it('trims a bare string or array too', () => {
    expect(trimStrings(' x ')).toBe('x');
    expect(trimStrings([' a ', ' b '])).toEqual(['a', 'b']);
  });
});
