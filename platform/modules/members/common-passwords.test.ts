import { isCommonPassword } from './common-passwords';

describe('common passwords', () => {
  it.each(['Password1!', 'password123!', 'qwerty123!', 'sasha_007', 'ABC123!!'])('refuses %s', (password) => {
    expect(isCommonPassword(password)).toBe(true);
  });

  it.each(['Demo@1234', 'Secret@123', 'Secret#123', 'tr0ub4dor&3-horse-battery', 'x'.repeat(128)])('accepts %s', (password) => {
    expect(isCommonPassword(password)).toBe(false);
  });
});
