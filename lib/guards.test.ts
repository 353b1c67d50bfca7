import { describe, expect, it } from 'vitest';
import { runGuards, type GuardContext } from './guards';
import { matchRoute } from './routes';

function ctx(path: string, over: Partial<GuardContext> = {}): GuardContext {
  const rest = path.replace(/^\/[a-z]{2}-[a-z]{2}/, '') || '/';
  return {
    lang: 'en-my',
    path,
    search: '',
    match: matchRoute(rest)!,
    member: null,
    tacExpiryDays: 365,
    categories: ['slots', 'live-casino'],
    now: new Date('2026-11-21T00:00:00Z'),
    ...over,
  };
}
const member = { id: 7, currency: 'MYR', tncAcceptedAt: '2026-11-01T00:00:00Z' };

describe('guards', () => {
  it('auth sends a visitor to the login dialog and back afterwards', () => {
    const c = ctx('/en-my/account');
    expect(runGuards(c.match.route.guards, c)).toEqual({ kind: 'redirect', to: '/en-my?action=login&redirect=%2Fen-my%2Faccount' });
    expect(runGuards(c.match.route.guards, { ...c, member })).toEqual({ kind: 'next' });
  });

  it('auth runs before query-redirect, which opens the dialog for a member', () => {
    const c = ctx('/en-my/deposit');
    expect(runGuards(c.match.route.guards, c)).toMatchObject({ to: expect.stringContaining('action=login') });
    expect(runGuards(c.match.route.guards, { ...c, member })).toEqual({ kind: 'redirect', to: '/en-my?action=deposit' });
  });

  it('non-auth sends a member home; register keeps cmsID', () => {
    const c = ctx('/en-my/register', { search: '?cmsID=abc' });
    expect(runGuards(c.match.route.guards, { ...c, member })).toEqual({ kind: 'redirect', to: '/en-my' });
    expect(runGuards(c.match.route.guards, c)).toEqual({ kind: 'redirect', to: '/en-my?action=register&cmsID=abc' });
  });

  it('general-tnc asks for the terms again once they expire', () => {
    const c = ctx('/en-my/account', { member: { ...member, tncAcceptedAt: '2025-01-01T00:00:00Z' } });
    expect(runGuards(c.match.route.guards, c)).toMatchObject({ to: expect.stringContaining('action=tnc') });
    expect(runGuards(c.match.route.guards, { ...c, member: { ...member, tncAcceptedAt: null } })).toMatchObject({ kind: 'redirect' });
  });

  it('general-tnc asks again when the terms version changed, and lets the current version through', () => {
    const fresh = { ...member, tncVersion: '1' };
    const c = { ...ctx('/en-my/account', { member: fresh }), tacVersion: '1' };
    expect(runGuards(c.match.route.guards, c)).toEqual({ kind: 'next' });
    expect(runGuards(c.match.route.guards, { ...c, tacVersion: '2' })).toMatchObject({ to: expect.stringContaining('action=tnc') });
    expect(runGuards(c.match.route.guards, { ...c, member: { ...fresh, tncVersion: null } })).toMatchObject({ kind: 'redirect' });
  });

  it('gms lets only enabled categories through', () => {
    expect(runGuards(['gms'], ctx('/en-my/slots'))).toEqual({ kind: 'next' });
    expect(runGuards(['gms'], ctx('/en-my/poker'))).toEqual({ kind: 'not-found' });
  });

  it('throws on an unknown guard name', () => {
    expect(() => runGuards(['nope'], ctx('/en-my'))).toThrow('Unknown route middleware');
  });
});
