import { generate } from 'otplib';
import { checkTotp, newTotpSecret } from '../common';
import { CHALLENGE_TTL_MS, challengeOpen } from './challenges';
import { isRecoveryCodeShaped, newRecoveryCodes, normalizeCode } from './recovery-codes';
import { deviceOf } from './user-agent';

const at = (iso: string) => new Date(iso);

describe('the login challenge', () => {
  it('takes codes until its five minutes are up, not at the boundary', () => {
    const created = at('2026-11-25T08:00:00Z');
    const expires = new Date(created.getTime() + CHALLENGE_TTL_MS);
    expect(CHALLENGE_TTL_MS).toBe(5 * 60_000);
    expect(challengeOpen(expires, at('2026-11-25T08:04:59.999Z'))).toBe(true);
    expect(challengeOpen(expires, at('2026-11-25T08:05:00Z'))).toBe(false);
  });
});

describe('a member’s code at the time-step boundaries', () => {
  const secret = newTotpSecret();
  const codeAt = (iso: string) => generate({ secret, epoch: Math.floor(at(iso).getTime() / 1000) });

  it('accepts the step before and after (a phone a little off), not two steps away', async () => {
    const now = at('2026-11-25T08:00:29.999Z'); // the last instant of its step
    expect(await checkTotp(secret, await codeAt('2026-11-25T07:59:30Z'), now, null)).not.toBeNull();
    expect(await checkTotp(secret, await codeAt('2026-11-25T08:00:30Z'), now, null)).not.toBeNull();
    expect(await checkTotp(secret, await codeAt('2026-11-25T07:59:29Z'), now, null)).toBeNull();
    expect(await checkTotp(secret, await codeAt('2026-11-25T08:01:00Z'), now, null)).toBeNull();
  });

  it('refuses the used step and any earlier one, takes the next', async () => {
    const now = at('2026-11-25T08:00:00Z');
    const used = await checkTotp(secret, await codeAt('2026-11-25T08:00:00Z'), now, null);
    expect(used).not.toBeNull();
    expect(await checkTotp(secret, await codeAt('2026-11-25T07:59:45Z'), now, used)).toBeNull();
    expect(await checkTotp(secret, await codeAt('2026-11-25T08:00:30Z'), at('2026-11-25T08:00:30Z'), used)).toBe(used! + 1);
  });
});

describe('recovery codes', () => {
  it('are ten distinct xxxxx-xxxxx codes, read without regard to case, spaces or dashes', () => {
    const codes = newRecoveryCodes();
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const code of codes) expect(code).toMatch(/^[0-9a-hjkmnp-tv-z]{5}-[0-9a-hjkmnp-tv-z]{5}$/);
    expect(normalizeCode(' AB3DE-fg4hj ')).toBe('ab3defg4hj');
    expect(isRecoveryCodeShaped('AB3DE FG4HJ')).toBe(true);
    expect(isRecoveryCodeShaped('123456')).toBe(false);
    expect(isRecoveryCodeShaped('ab3de-fg4hi')).toBe(false); // i is not in the alphabet
  });
});

describe('the device a user agent names', () => {
  it('reads browser, system and kind', () => {
    expect(
      deviceOf('Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36'),
    ).toEqual({ kind: 'desktop', browser: 'Chrome 131', os: 'Windows 10' });
    expect(
      deviceOf('Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36'),
    ).toMatchObject({ kind: 'mobile', browser: 'Chrome 131', os: 'Android 14' });
    expect(deviceOf('')).toEqual({ kind: 'unknown', browser: '', os: '' });
  });
});
