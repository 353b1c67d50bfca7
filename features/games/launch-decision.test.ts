import { describe, expect, it } from 'vitest';
import { decideLaunch, parsePlayParam, playHref } from './launch-decision';

const game = {
  gameId: 'g1',
  providerId: 'p1',
  name: 'Lucky 7',
  displayName: 'Lucky 7',
  method: 0 as 0 | 1 | null,
  redirect: 0 as 0 | 1,
  type: 'slots',
};
const base = { lang: 'en-my', game, provider: { method: 1 as const }, loggedIn: true, underMaintenance: false };

describe('decideLaunch (docs/PRODUCT.md §4)', () => {
  it('sends redirect games to the provider page, even for a visitor', () => {
    expect(decideLaunch({ ...base, loggedIn: false, game: { ...game, redirect: 1 } })).toEqual({
      kind: 'redirect',
      href: '/en-my/slots?provider=p1',
    });
  });

  it('asks a visitor to log in', () => {
    expect(decideLaunch({ ...base, loggedIn: false })).toEqual({ kind: 'login' });
  });

  it('refuses a game under maintenance', () => {
    expect(decideLaunch({ ...base, underMaintenance: true })).toEqual({ kind: 'maintenance' });
  });

  it('opens method 0 in the same tab and method 1 in a new one; null falls back to the provider', () => {
    expect(decideLaunch(base)).toEqual({ kind: 'same-tab', href: playHref('en-my', { gameId: 'g1', providerId: 'p1', name: 'Lucky 7' }) });
    expect(decideLaunch({ ...base, game: { ...game, method: 1 } })).toMatchObject({ kind: 'new-tab' });
    expect(decideLaunch({ ...base, game: { ...game, method: null } })).toMatchObject({ kind: 'new-tab' });
    expect(decideLaunch({ ...base, game: { ...game, method: null }, provider: { method: 0 } })).toMatchObject({ kind: 'same-tab' });
  });

  it('opens a new-tab game of a transfer-wallet provider on our play page in the new tab (transfer dialog, recall on close)', () => {
    const href = playHref('en-my', { gameId: 'g1', providerId: 'p1', name: 'Lucky 7' });
    expect(decideLaunch({ ...base, game: { ...game, method: 1 }, provider: { method: 1, transfer: 1 } })).toEqual({
      kind: 'new-tab-page',
      href,
    });
    expect(decideLaunch({ ...base, game: { ...game, method: 0 }, provider: { method: 1, transfer: 1 } })).toEqual({
      kind: 'same-tab',
      href,
    });
  });

  it('round-trips the play segment and rejects junk', () => {
    const href = playHref('en-my', { gameId: 'g 1', providerId: 'p/1', name: '金龙' });
    expect(parsePlayParam(href.split('/').at(-1)!)).toEqual({ gameId: 'g 1', providerId: 'p/1', name: '金龙' });
    expect(parsePlayParam('{"gameId":"g1","providerId":"p1"}')).toEqual({ gameId: 'g1', providerId: 'p1', name: 'g1' });
    expect(parsePlayParam('not json')).toBeNull();
    expect(parsePlayParam('{"gameId":1}')).toBeNull();
  });
});
