// @vitest-environment happy-dom
import { describe, expect, it, vi } from 'vitest';
import {
  accept,
  alphaNum,
  alphaNumCheck,
  equalto,
  isEmptyValue,
  max,
  maxfile,
  maxlength,
  maxsize,
  memoizeChecker,
  min,
  minlength,
  moreThanPrevious,
  notequalto,
  passwordcond,
  promoMinDepo,
  required,
  toFiles,
  toNumber,
  validemail,
  validphone,
  validUsername,
  type UsernameChecker,
} from './rules';

const MB = 1024 * 1024;
const file = (name: string, type = '', size = 1) => ({ name, type, size });

describe('isEmptyValue', () => {
  it.each([[null], [undefined], [''], ['   '], [Number.NaN], [false], [[]], [{ length: 0 }]])('%j is empty', (value) => {
    expect(isEmptyValue(value)).toBe(true);
  });

  it.each([['a'], [0], [true], [['x']], [file('a.png')]])('%j is not empty', (value) => {
    expect(isEmptyValue(value)).toBe(false);
  });
});

describe('toNumber', () => {
  it('reads numbers and plain decimal strings', () => {
    expect(toNumber(12)).toBe(12);
    expect(toNumber(' 12.5 ')).toBe(12.5);
    expect(toNumber('-3')).toBe(-3);
  });

  it('refuses what Number() would bend into a number', () => {
    for (const text of ['', '0x10', '1e3', '1,000', 'abc']) expect(toNumber(text)).toBeNaN();
  });
});

describe('toFiles', () => {
  it('accepts a single file, an array, or a FileList', () => {
    const a = new File(['x'], 'a.png', { type: 'image/png' });
    expect(toFiles(a)).toEqual([a]);
    expect(toFiles([a, 'not a file'])).toEqual([a]);
    const input = document.createElement('input');
    input.type = 'file';
    expect(toFiles(input.files ?? [])).toEqual([]);
    expect(toFiles(null)).toEqual([]);
  });
});

describe('required', () => {
  it('fails on blank, whitespace, unchecked and empty lists', () => {
    for (const value of ['', '  ', null, undefined, false, [], { length: 0 }]) {
      expect(required(value)).toEqual({ key: 'error_required' });
    }
  });

  it('passes on any content, zero included', () => {
    for (const value of ['a', 0, true, [file('a.png')]]) expect(required(value)).toBeNull();
  });
});

describe('minlength / maxlength', () => {
  it('count the trimmed characters and carry n', () => {
    expect(minlength('abcde', 6)).toEqual({ key: 'error_minlength', params: { n: 6 } });
    expect(minlength(' abcde ', 6)).toEqual({ key: 'error_minlength', params: { n: 6 } });
    expect(minlength('abcdef', 6)).toBeNull();
    expect(maxlength('abcdefg', 6)).toEqual({ key: 'error_maxlength', params: { n: 6 } });
    expect(maxlength(' abcdef ', 6)).toBeNull();
  });

  it('count items of a list', () => {
    expect(minlength(['a'], 2)).toEqual({ key: 'error_minlength', params: { n: 2 } });
    expect(maxlength(['a', 'b', 'c'], 2)).toEqual({ key: 'error_maxlength', params: { n: 2 } });
  });

  it('let empty values through', () => {
    expect(minlength('', 6)).toBeNull();
    expect(maxlength(undefined, 6)).toBeNull();
  });
});

describe('equalto / notequalto', () => {
  it('equalto wants the same text as the other value', () => {
    expect(equalto('secret1!', 'secret1!')).toBeNull();
    expect(equalto('secret1! ', 'secret1!')).toBeNull();
    expect(equalto('secret1', 'secret1!')).toEqual({ key: 'error_equalto' });
    expect(equalto('secret1', '')).toEqual({ key: 'error_equalto' });
    expect(equalto('', 'secret1!')).toBeNull();
  });

  it('notequalto wants a different text, once there is something to compare', () => {
    expect(notequalto('old1!', 'old1!')).toEqual({ key: 'error_notequalto' });
    expect(notequalto('new1!', 'old1!')).toBeNull();
    expect(notequalto('new1!', '')).toBeNull();
    expect(notequalto('', 'old1!')).toBeNull();
  });
});

describe('validemail', () => {
  it.each(['a@b.co', ' user.name+tag@mail.example.com '])('accepts %j', (email) => {
    expect(validemail(email)).toBeNull();
  });

  it.each(['plain', 'a@b', '@b.co', 'a@.co x', 'a b@c.co', 'a@@b.co'])('rejects %j', (email) => {
    expect(validemail(email)).toEqual({ key: 'error_validemail' });
  });

  it('lets an empty value through', () => {
    expect(validemail('')).toBeNull();
  });
});

describe('min / max', () => {
  it('compare numbers and digit strings, bounds included, and carry n', () => {
    expect(min(10, 10)).toBeNull();
    expect(min('9', 10)).toEqual({ key: 'error_min', params: { n: 10 } });
    expect(min('10.5', 10)).toBeNull();
    expect(max('100', 100)).toBeNull();
    expect(max(100.01, 100)).toEqual({ key: 'error_max', params: { n: 100 } });
  });

  it('fail on text that is not a number', () => {
    expect(min('abc', 1)).toEqual({ key: 'error_min', params: { n: 1 } });
    expect(max('1e9', 10)).toEqual({ key: 'error_max', params: { n: 10 } });
  });

  it('let empty values through', () => {
    expect(min('', 1)).toBeNull();
    expect(max(Number.NaN, 1)).toBeNull();
  });
});

describe('accept', () => {
  const images = ['image/png', 'image/jpg', 'image/jpeg'];

  it('matches mime types, case-insensitively', () => {
    expect(accept([file('a.png', 'image/png')], images)).toBeNull();
    expect(accept([file('a.JPG', 'IMAGE/JPEG')], images)).toBeNull();
    expect(accept([file('a.pdf', 'application/pdf')], images)).toEqual({ key: 'error_accept' });
  });

  it('matches extensions with or without the dot, and mime wildcards', () => {
    expect(accept([file('scan.PDF')], ['.pdf'])).toBeNull();
    expect(accept([file('scan.pdf')], ['pdf'])).toBeNull();
    expect(accept([file('scan')], ['pdf'])).toEqual({ key: 'error_accept' });
    expect(accept([file('a.webp', 'image/webp')], ['image/*'])).toBeNull();
    expect(accept([file('a.txt', 'text/plain')], ['image/*'])).toEqual({ key: 'error_accept' });
  });

  it('requires every file to match', () => {
    expect(accept([file('a.png', 'image/png'), file('b.exe', 'application/x-msdownload')], images)).toEqual({
      key: 'error_accept',
    });
  });

  it('works on a real File and passes when nothing is selected', () => {
    expect(accept(new File(['x'], 'id.jpeg', { type: 'image/jpeg' }), images)).toBeNull();
    expect(accept([], images)).toBeNull();
  });
});

describe('maxfile / maxsize', () => {
  it('maxfile limits the count and carries n', () => {
    expect(maxfile([file('a'), file('b')], 2)).toBeNull();
    expect(maxfile([file('a'), file('b'), file('c')], 2)).toEqual({ key: 'error_maxfile', params: { n: 2 } });
  });

  it('maxsize limits each file in MB and carries n', () => {
    expect(maxsize([file('a', '', 5 * MB)], 5)).toBeNull();
    expect(maxsize([file('a', '', 1), file('b', '', 5 * MB + 1)], 5)).toEqual({ key: 'error_maxsize', params: { n: 5 } });
  });

  it('pass when nothing is selected', () => {
    expect(maxfile(undefined, 1)).toBeNull();
    expect(maxsize([], 1)).toBeNull();
  });
});

describe('alphaNum', () => {
  it('accepts ASCII letters and digits only', () => {
    expect(alphaNum('Player01')).toBeNull();
    expect(alphaNum('123')).toBeNull();
    for (const value of ['player_01', 'play er', 'ผู้เล่น1', 'a-b']) {
      expect(alphaNum(value)).toEqual({ key: 'error_alphaNum' });
    }
    expect(alphaNum('')).toBeNull();
  });
});

describe('validphone', () => {
  it('wants <code>-<number> with a code of at least 2 digits', () => {
    expect(validphone('60-123456789')).toBeNull();
    expect(validphone('855-12345')).toBeNull();
    for (const value of ['6-123456789', '60123456789', '60-', '-123', '+60-1234', '60-12a4', '60-12-34']) {
      expect(validphone(value)).toEqual({ key: 'error_validphone' });
    }
  });

  it('checks the number length when the country gives one, and carries it as n', () => {
    expect(validphone('66-812345678', { length: 9 })).toBeNull();
    expect(validphone('66-81234567', { length: 9 })).toEqual({ key: 'error_validphone', params: { n: 9 } });
    expect(validphone('bad', { length: 9 })).toEqual({ key: 'error_validphone', params: { n: 9 } });
  });

  it('lets an empty value through', () => {
    expect(validphone('', { length: 9 })).toBeNull();
  });
});

describe('passwordcond', () => {
  it('wants a digit, a letter and a symbol', () => {
    expect(passwordcond('abc123!')).toBeNull();
    expect(passwordcond('!1a')).toBeNull();
    for (const value of ['abcdef!', '123456!', 'abc123', 'abc 123']) {
      expect(passwordcond(value)).toEqual({ key: 'error_passwordcond' });
    }
    expect(passwordcond('')).toBeNull();
  });
});

describe('moreThanPrevious', () => {
  it('wants strictly more than the previous value and carries it as n', () => {
    expect(moreThanPrevious('11', '10')).toBeNull();
    expect(moreThanPrevious('10', '10')).toEqual({ key: 'error_moreThanPrevious', params: { n: 10 } });
    expect(moreThanPrevious(5, 10)).toEqual({ key: 'error_moreThanPrevious', params: { n: 10 } });
    expect(moreThanPrevious('abc', 10)).toEqual({ key: 'error_moreThanPrevious', params: { n: 10 } });
  });

  it('has nothing to check while either value is missing', () => {
    expect(moreThanPrevious('5', '')).toBeNull();
    expect(moreThanPrevious('', '10')).toBeNull();
  });
});

describe('promoMinDepo', () => {
  it('wants at least the minimum deposit and carries it as n', () => {
    expect(promoMinDepo('100', 100)).toBeNull();
    expect(promoMinDepo('99.99', 100)).toEqual({ key: 'error_promoMinDepo', params: { n: 100 } });
    expect(promoMinDepo('x', 100)).toEqual({ key: 'error_promoMinDepo', params: { n: 100 } });
    expect(promoMinDepo('', 100)).toBeNull();
  });
});

describe('alphaNumCheck', () => {
  it.each(['123456', 'abc123', '1a'])('accepts digits only or letters with digits: %j', (value) => {
    expect(alphaNumCheck(value)).toBeNull();
  });

  it.each(['abcdef', 'abc_123', '12 34', 'ก1'])('rejects letters only or other characters: %j', (value) => {
    expect(alphaNumCheck(value)).toEqual({ key: 'error_alphaNumCheck' });
  });

  it('lets an empty value through', () => {
    expect(alphaNumCheck('')).toBeNull();
  });
});

describe('validUsername', () => {
  it('passes when the server says the value is free, asking with the trimmed value', async () => {
    const check = vi.fn<UsernameChecker>(async () => ({ status: true, msg: '' }));
    await expect(validUsername(' player01 ', 'username', check)).resolves.toBeNull();
    expect(check).toHaveBeenCalledWith('username', 'player01');
  });

  it('yields the server msg when it names a taken outcome', async () => {
    const check: UsernameChecker = async () => ({ status: false, msg: 'mobileno_has_been_taken' });
    await expect(validUsername('60-123456', 'mobileno', check)).resolves.toEqual({ key: 'mobileno_has_been_taken' });
  });

  it("falls back to the field's taken key for any other refusal", async () => {
    const check: UsernameChecker = async () => ({ status: false, msg: 'Something Went Wrong' });
    await expect(validUsername('player01', 'username', check)).resolves.toEqual({ key: 'username_has_been_taken' });
    await expect(validUsername('60-1234', 'mobileno', check)).resolves.toEqual({ key: 'mobileno_has_been_taken' });
  });

  it('passes when the check itself fails, and never asks about an empty value', async () => {
    const failing = vi.fn<UsernameChecker>(async () => {
      throw new Error('network');
    });
    await expect(validUsername('player01', 'username', failing)).resolves.toBeNull();
    await expect(validUsername('  ', 'username', failing)).resolves.toBeNull();
    expect(failing).toHaveBeenCalledTimes(1);
  });
});

describe('memoizeChecker', () => {
  it('asks once per field and value, sharing concurrent asks', async () => {
    const check = vi.fn<UsernameChecker>(async () => ({ status: true, msg: '' }));
    const cached = memoizeChecker(check);
    await Promise.all([cached('username', 'a'), cached('username', 'a')]);
    await cached('username', 'a');
    await cached('mobileno', 'a');
    await cached('username', 'b');
    expect(check).toHaveBeenCalledTimes(3);
  });

  it('forgets failures so the next validation retries', async () => {
    const check = vi
      .fn<UsernameChecker>()
      .mockRejectedValueOnce(new Error('network'))
      .mockResolvedValueOnce({ status: false, msg: 'username_has_been_taken' });
    const cached = memoizeChecker(check);
    await expect(cached('username', 'a')).rejects.toThrow('network');
    await expect(cached('username', 'a')).resolves.toEqual({ status: false, msg: 'username_has_been_taken' });
    expect(check).toHaveBeenCalledTimes(2);
  });
});
