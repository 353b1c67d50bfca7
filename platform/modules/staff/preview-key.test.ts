import { PREVIEW_KEY_TTL_MS, readPreviewKey, signPreviewKey } from './preview-key';

const SECRET = 'a-test-session-secret-of-enough-length';
const session = { staffId: 7, createdAt: new Date('2026-11-26T09:00:00.123Z') };
const issuedAt = new Date('2026-11-26T10:00:00Z');
const at = (ms: number) => new Date(issuedAt.getTime() + ms);

describe('preview keys', () => {
  it('reads back the session and expiry it was signed with, until just before the expiry', () => {
    const { key, expiresAt } = signPreviewKey(session, SECRET, issuedAt);
    expect(expiresAt).toEqual(at(PREVIEW_KEY_TTL_MS));
    expect(readPreviewKey(key, SECRET, at(PREVIEW_KEY_TTL_MS - 1))).toEqual({
      ok: true,
      claims: { staffId: 7, sessionCreatedAt: session.createdAt, expiresAt },
    });
  });

  it('is over at its expiry instant and after it', () => {
    const { key } = signPreviewKey(session, SECRET, issuedAt);
    expect(readPreviewKey(key, SECRET, at(PREVIEW_KEY_TTL_MS))).toEqual({ ok: false, reason: 'expired' });
    expect(readPreviewKey(key, SECRET, at(PREVIEW_KEY_TTL_MS + 60_000))).toEqual({ ok: false, reason: 'expired' });
  });

  it('refuses a key signed under another secret, a changed payload, a changed signature and junk', () => {
    const { key } = signPreviewKey(session, SECRET, issuedAt);
    const [payload, signature] = key.split('.') as [string, string];
    expect(readPreviewKey(key, 'another-secret-of-enough-length-here', issuedAt)).toEqual({ ok: false, reason: 'invalid' });
    // A stretched expiry keeps the old signature: refused.
    const stretched = Buffer.from(JSON.stringify([7, session.createdAt.getTime(), issuedAt.getTime() + 86_400_000])).toString('base64url');
    expect(readPreviewKey(`${stretched}.${signature}`, SECRET, issuedAt).ok).toBe(false);
    const flipped = signature.slice(0, -2) + (signature.endsWith('AA') ? 'BA' : 'AA');
    expect(readPreviewKey(`${payload}.${flipped}`, SECRET, issuedAt).ok).toBe(false);
    for (const junk of ['', '.', 'abc', `${payload}.`, `${payload}.${signature}.x`, 'a.b']) {
      expect(readPreviewKey(junk, SECRET, issuedAt)).toEqual({ ok: false, reason: 'invalid' });
    }
  });
});
