import { createStore } from 'zustand/vanilla';
import type { MemberProfile } from '../contracts/auth';

export type InboxMessage = { noticeId: number; title: string; is_read: 0 | 1; created: string };

/**
 * docs/PRODUCT.md §3 User. Server state is not copied here: the balance's one source is the
 * wallet's balance query (its isFetching is the refreshing flag), the PIN's the wallet settings.
 */
export type UserState = {
  loggedIn: boolean;
  data: MemberProfile | null;
  transfer: unknown;
  messageList: InboxMessage[];
  unreadMsg: number;
  hasFetchedMessages: boolean;
};

export type UserActions = {
  login: (data: MemberProfile) => void;
  /** clears everything a member had (docs/PRODUCT.md §4 logout) */
  clear: () => void;
};

export type UserStore = UserState & UserActions;

const visitor: UserState = {
  loggedIn: false,
  data: null,
  transfer: null,
  messageList: [],
  unreadMsg: 0,
  hasFetchedMessages: false,
};

export function createUserStore(member: MemberProfile | null) {
  return createStore<UserStore>()((set) => ({
    ...visitor,
    loggedIn: member !== null,
    data: member,
    login: (data) => set({ loggedIn: true, data }),
    clear: () => set({ ...visitor }),
  }));
}
