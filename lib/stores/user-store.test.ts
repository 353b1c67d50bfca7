import { describe, expect, it } from 'vitest';
import { createUserStore } from './user-store';

const member = {
  id: 1,
  username: 'demomy01',
  currency: 'MYR',
  countryCode: 'MY',
  language: 'en',
  mobileno: '60-1234567890',
  email: '',
  tncAcceptedAt: null,
  createdAt: '2026-11-01T00:00:00Z',
};

describe('user store', () => {
  it('logs in and clears everything on logout', () => {
    const store = createUserStore({ signedIn: false });
    expect(store.getState().loggedIn).toBe(false);
    store.getState().login(member);
    expect(store.getState()).toMatchObject({ loggedIn: true, data: member });
    store.getState().clear();
    expect(store.getState()).toMatchObject({ loggedIn: false, data: null, messageList: [], unreadMsg: 0 });
  });

  it('knows a signed-in member before their profile, which loads on the client', () => {
    const store = createUserStore({ signedIn: true });
    expect(store.getState()).toMatchObject({ loggedIn: true, data: null, profileFailed: false });
    store.getState().failProfile();
    expect(store.getState()).toMatchObject({ loggedIn: true, data: null, profileFailed: true });
    store.getState().retryProfile();
    expect(store.getState().profileFailed).toBe(false);
    store.getState().login(member);
    expect(store.getState()).toMatchObject({ loggedIn: true, data: member, profileFailed: false });
  });
});
