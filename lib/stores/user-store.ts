import { createStore } from 'zustand/vanilla';
import type { MemberProfile, WalletBalance } from '../contracts/auth';

/** docs/PRODUCT.md §3 User. Balance is what member/wallet-balance last returned. */
export type InboxMessage = { noticeId: number; title: string; is_read: 0 | 1; created: string };

export type UserState = {
  loggedIn: boolean;
  data: MemberProfile | null;
  balance: WalletBalance | null;
  withdrawalPin: boolean | null;
  transfer: unknown;
  messageList: InboxMessage[];
  unreadMsg: number;
  hasFetchedMessages: boolean;
  /** true while the balance is being fetched (docs/PRODUCT.md §4 wallet refresh) */
  refreshBalance: boolean;
};

export type UserActions = {
  login: (data: MemberProfile) => void;
  /** clears everything a member had (docs/PRODUCT.md §4 logout) */
  clear: () => void;
  setRefreshing: (value: boolean) => void;
  setBalance: (balance: WalletBalance) => void;
};

export type UserStore = UserState & UserActions;

const visitor: UserState = {
  loggedIn: false,
  data: null,
  balance: null,
  withdrawalPin: null,
  transfer: null,
  messageList: [],
  unreadMsg: 0,
  hasFetchedMessages: false,
  refreshBalance: false,
};

export function createUserStore(member: MemberProfile | null) {
  return createStore<UserStore>()((set) => ({
    ...visitor,
    loggedIn: member !== null,
    data: member,
    login: (data) => set({ loggedIn: true, data }),
    clear: () => set({ ...visitor }),
    setRefreshing: (value) => set({ refreshBalance: value }),
    setBalance: (balance) => set({ balance, refreshBalance: false }),
  }));
}
