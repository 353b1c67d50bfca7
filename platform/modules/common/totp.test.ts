import { generate } from 'otplib';
import { checkTotp, newTotpSecret, openTotpSecret, sealTotpSecret } from './totp';

const at = (iso: string) => new Date(iso);
const codeAt = (secret: string, when: Date) => generate({ secret, epoch: Math.floor(when.getTime() / 1000) });

describe('TOTP codes', () => {
  const secret = newTotpSecret();
  const now = at('2026-11-25T08:00:15Z');

  it('accepts the current step and one step either side, nothing further', async () => {
    expect(await checkTotp(secret, await codeAt(secret, now), now, null)).not.toBeNull();
    expect(await checkTotp(secret, await codeAt(secret, at('2026-11-25T07:59:45Z')), now, null)).not.toBeNull();
    expect(await checkTotp(secret, await codeAt(secret, at('2026-11-25T08:00:45Z')), now, null)).not.toBeNull();
    expect(await checkTotp(secret, await codeAt(secret, at('2026-11-25T07:59:15Z')), now, null)).toBeNull();
    expect(await checkTotp(secret, await codeAt(secret, at('2026-11-25T08:01:15Z')), now, null)).toBeNull();
  });

  it('refuses a step already used (the caller passes the last one back)', async () => {
    const step = await checkTotp(secret, await codeAt(secret, now), now, null);
    expect(step).not.toBeNull();
    expect(await checkTotp(secret, await codeAt(secret, now), now, step)).toBeNull();
  });

  it('treats malformed codes as wrong', async () => {
    expect(await checkTotp(secret, 'abcdef', now, null)).toBeNull();
    expect(await checkTotp('not base32!', '123456', now, null)).toBeNull();
  });
});

describe('the sealed secret', () => {
  it('opens with the same session secret and purpose only, and not after tampering', () => {
    const sealed = sealTotpSecret('JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP', 'a'.repeat(40), 'staff-totp');
    expect(openTotpSecret(sealed, 'a'.repeat(40), 'staff-totp')).toBe('JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP');
    expect(openTotpSecret(sealed, 'b'.repeat(40), 'staff-totp')).toBeNull();
    expect(openTotpSecret(sealed, 'a'.repeat(40), 'member-totp')).toBeNull();
    const parts = sealed.split('.');
    parts[3] = `${parts[3]!.startsWith('A') ? 'B' : 'A'}${parts[3]!.slice(1)}`; // one character of the ciphertext changed
    expect(openTotpSecret(parts.join('.'), 'a'.repeat(40), 'staff-totp')).toBeNull();
  });
});
