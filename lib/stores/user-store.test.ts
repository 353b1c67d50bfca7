import { describe, expect, it } from 'vitest';
import { createUserStore } from './user-store';

const member = {
  id: 1, username: 'demomy01', currency: 'MYR', countryCode: 'MY', language: 'en', mobileno: '60-1234567890',
  email: '', tncAcceptedAt: null, createdAt: '2026-11-01T00:00:00Z',
};

describe('user store', () => {
  it('logs in, refreshes the balance with a flag, and clears everything on logout', () => {
    const store = createUserStore(null);
    expect(store.getState().loggedIn).toBe(false);
    store.getState().login(member);
    store.getState().setRefreshing(true);
    expect(store.getState().refreshBalance).toBe(true);
    store.getState().setBalance({ balance: '10.00', minor: 1000, currency: 'MYR' });
    expect(store.getState()).toMatchObject({ loggedIn: true, refreshBalance: false, balance: { minor: 1000 } });
    store.getState().clear();
    expect(store.getState()).toMatchObject({ loggedIn: false, data: null, balance: null, messageList: [], unreadMsg: 0 });
  });
});
