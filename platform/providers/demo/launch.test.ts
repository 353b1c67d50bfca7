import type { LaunchRequest } from '../../modules/games';
import { demoGameProvider } from './adapter';
import { signLaunchToken, verifyLaunchToken } from './protocol/launch-token';

const secret = 'launch-test-secret';
const now = new Date('2026-03-01T00:00:00Z');
const adapter = demoGameProvider({ secret, url: 'http://games.example.test', tokenTtlSeconds: 120 });
const request: LaunchRequest = {
  member: { id: 42, currency: 'MYR' },
  game: { gameId: 'slot-1', providerId: 'P1', name: 'Slot', type: 'slot', method: null, redirect: 0 },
  provider: { providerId: 'P1', name: 'P1', method: 0, transfer: 0, currencies: ['MYR'] },
  now,
};
const tokenOf = (url: string) => new URL(url).searchParams.get('token')!;

describe('demo provider launch', () => {
  it('answers its /play page with a signed, short-lived token naming member, game, provider and currency', async () => {
    const { url } = await adapter.launch(request);
    expect(url.startsWith('http://games.example.test/play?token=')).toBe(true);

    const check = verifyLaunchToken(secret, tokenOf(url), now);
    expect(check).toMatchObject({ ok: true, claims: { memberId: 42, gameId: 'slot-1', providerId: 'P1', currency: 'MYR' } });
    if (check.ok) expect(check.claims.exp).toBe(Math.floor(now.getTime() / 1000) + 120);
    expect(verifyLaunchToken(secret, tokenOf(url), new Date(now.getTime() + 120_000))).toEqual({ ok: false, reason: 'expired' });
  });

  it('signs tokens no other secret, and no hand edit, can pass', async () => {
    const token = tokenOf((await adapter.launch(request)).url);
    expect(verifyLaunchToken('another-secret', token, now)).toEqual({ ok: false, reason: 'bad_signature' });
    const [body, sig] = token.split('.');
    const forged = Buffer.from(Buffer.from(body!, 'base64url').toString().replace('"memberId":42', '"memberId":1')).toString('base64url');
    expect(verifyLaunchToken(secret, `${forged}.${sig}`, now)).toEqual({ ok: false, reason: 'bad_signature' });
  });

  it('makes every token unique, even two in the same second', async () => {
    const [a, b] = await Promise.all([adapter.launch(request), adapter.launch(request)]);
    expect(a.url).not.toBe(b.url);
  });

  it('launches a demo with a token that names no member and says demo', async () => {
    const { url } = await adapter.launchDemo!({ currency: 'THB', game: request.game, provider: request.provider, now });
    const check = verifyLaunchToken(secret, tokenOf(url), now);
    expect(check).toMatchObject({ ok: true, claims: { memberId: 0, demo: true, gameId: 'slot-1', currency: 'THB' } });
    if (check.ok) expect(check.claims.exp).toBe(Math.floor(now.getTime() / 1000) + 120);
  });

  it('takes a demo claim only without a member, and a real one only with one', () => {
    const claims = { gameId: 'slot-1', providerId: 'P1', currency: 'MYR', exp: Math.floor(now.getTime() / 1000) + 60 };
    const check = (extra: Record<string, unknown>) =>
      verifyLaunchToken(secret, signLaunchToken(secret, { ...claims, ...extra } as never), now);
    expect(check({ memberId: 0, demo: true })).toMatchObject({ ok: true });
    expect(check({ memberId: 7, demo: true })).toEqual({ ok: false, reason: 'malformed' });
    expect(check({ memberId: 0 })).toEqual({ ok: false, reason: 'malformed' });
    expect(check({ memberId: 7 })).toMatchObject({ ok: true });
  });

  it('is registered as "demo" and serves every catalogue provider', () => {
    expect(adapter.id).toBe('demo');
    expect(adapter.serves('any-provider')).toBe(true);
  });
});
