import { useQueryClient } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { memberKey, walletBalanceKey } from '@/lib/api/query-keys';
import { COUNTRIES } from '@/lib/test-fixtures';
import en from '@/messages/en.json';
import { stubApi } from '@/tests/render-app';
import { AppProviders } from './app-providers';
import { QueryIsland } from './query-island';
import { useStoreApis } from './store-provider';
import { useClearMember } from './use-clear-member';

const member = {
  id: 1,
  username: 'demomy01',
  currency: 'MYR',
  countryCode: 'MY',
  language: 'en',
  mobileno: '60-123456789',
  email: '',
  tncAcceptedAt: null,
  createdAt: '2026-11-01T00:00:00Z',
};

function wrapper({ children }: { children: ReactNode }) {
  return (
    <AppProviders lang="en-my" timeZone="Asia/Kuala_Lumpur" messages={en} signedIn member={member} config={null} countries={COUNTRIES}>
      <QueryIsland>{children}</QueryIsland>
    </AppProviders>
  );
}

describe('useClearMember', () => {
  it("drops the member and their queries, and keeps data that is nobody's own", () => {
    stubApi({ 'common/status-list': () => ({ body: { status: true, msg: '', output: [] } }) });
    const { result } = renderHook(() => ({ clear: useClearMember(), queryClient: useQueryClient(), stores: useStoreApis() }), { wrapper });
    const { queryClient, stores } = result.current;
    queryClient.setQueryData(walletBalanceKey(1), { balance: '10.00', minor: 1000, currency: 'MYR' });
    queryClient.setQueryData(memberKey('transactions', 1, { type: 'deposit' }), { rows: [] });
    queryClient.setQueryData(['maintenance', { currency: 'MYR' }], { games: [], providers: [] });

    let wasMember = false;
    act(() => {
      wasMember = result.current.clear();
    });
    expect(wasMember).toBe(true);

    expect(stores.user.getState()).toMatchObject({ loggedIn: false, data: null });
    expect(queryClient.getQueryData(walletBalanceKey(1))).toBeUndefined();
    expect(queryClient.getQueryData(memberKey('transactions', 1, { type: 'deposit' }))).toBeUndefined();
    expect(queryClient.getQueryData(['maintenance', { currency: 'MYR' }])).toEqual({ games: [], providers: [] });
  });

  it('drops the member on a page that never loaded React Query (a visitor-shaped page: no client yet)', () => {
    stubApi({ 'common/status-list': () => ({ body: { status: true, msg: '', output: [] } }) });
    const bare = ({ children }: { children: ReactNode }) => (
      <AppProviders lang="en-my" timeZone="Asia/Kuala_Lumpur" messages={en} signedIn member={member} config={null} countries={COUNTRIES}>
        {children}
      </AppProviders>
    );
    const { result } = renderHook(() => ({ clear: useClearMember(), stores: useStoreApis() }), { wrapper: bare });
    let wasMember = false;
    act(() => {
      wasMember = result.current.clear();
    });
    expect(wasMember).toBe(true);
    expect(result.current.stores.user.getState()).toMatchObject({ loggedIn: false, data: null });
  });
});
