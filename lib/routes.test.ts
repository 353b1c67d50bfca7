import { describe, expect, it } from 'vitest';
import { matchRoute, routeModule, ROUTES, TRANSACTION_TYPES } from './routes';
import { isGuardName } from './guards';

describe('route table', () => {
  it('names only the five guards of the spec', () => {
    for (const route of ROUTES) for (const guard of route.guards) expect(isGuardName(guard)).toBe(true);
  });

  it('matches static routes before dynamic category routes', () => {
    expect(matchRoute('/account')?.route.id).toBe('account');
    expect(matchRoute('/providers/slots')).toMatchObject({ route: { id: 'providers' }, params: { category: 'slots' } });
    expect(matchRoute('/slots')).toMatchObject({ route: { id: 'category', layout: 'category' }, params: { category: 'slots' } });
    expect(matchRoute('/slots/123')?.route.id).toBe('category-item');
    expect(matchRoute('/game/%7B%22a%22%3A1%7D')).toMatchObject({ route: { id: 'game', layout: 'play' }, params: { play: '{"a":1}' } });
    expect(matchRoute('/')?.route.id).toBe('home');
  });

  it('knows the ten transaction sub-modules and nothing else', () => {
    for (const type of TRANSACTION_TYPES) {
      const match = matchRoute(`/transactions/${type}`);
      expect(match && routeModule(match)).toEqual({ name: type, parent: 'transactions' });
    }
    expect(matchRoute('/transactions/nope')).toBeNull();
    expect(matchRoute('/a/b/c')).toBeNull();
  });

  it('protects the routes the spec lists with auth', () => {
    for (const id of ['account', 'bank', 'deposit', 'withdrawal', 'game', 'promo-center']) {
      expect(ROUTES.find((r) => r.id === id)?.guards).toContain('auth');
    }
  });
});
