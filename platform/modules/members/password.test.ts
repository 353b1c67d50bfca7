import { hashPassword, verifyPassword } from './password';

describe('password hashing', () => {
  it('uses argon2id with the OWASP parameters and a fresh salt each time', async () => {
    const a = await hashPassword('Secret@123');
    const b = await hashPassword('Secret@123');
    expect(a).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(a).not.toBe(b);
  });

  it('verifies the right password only, and treats a malformed hash as a mismatch', async () => {
    const stored = await hashPassword('Secret@123');
    expect(await verifyPassword(stored, 'Secret@123')).toBe(true);
    expect(await verifyPassword(stored, 'secret@123')).toBe(false);
    expect(await verifyPassword('not-a-hash', 'Secret@123')).toBe(false);
  });
});
