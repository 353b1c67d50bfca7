import { createStore } from 'zustand/vanilla';
import type { MemberProfile } from '../contracts/auth';

export type InboxMessage = { noticeId: number; title: string; is_read: 0 | 1; created: string };

/**
 * docs/PRODUCT.md §3 User. Server state is not copied here: the balance's one source is the
 * wallet's balance query (its isFetching is the refreshing flag), the PIN's the wallet settings.
 * `loggedIn` is known with the page (the server knows a member is signed in, nothing more);
 * `data`, the profile, loads on the client (components/providers/use-member-profile.ts): null
 * while it loads, or when it could not load (`profileFailed`).
 */
export type UserState = {
  loggedIn: boolean;
  data: MemberProfile | null;
  profileFailed: boolean;
  transfer: unknown;
  messageList: InboxMessage[];
  unreadMsg: number;
  hasFetchedMessages: boolean;
};

export type UserActions = {
  login: (data: MemberProfile) => void;
  /** the profile of a signed-in member could not be loaded (the header offers to try again) */
  failProfile: () => void;
  /** asks for the profile again (use-member-profile.ts loads it while `data` is null) */
  retryProfile: () => void;
  /** clears everything a member had (docs/PRODUCT.md §4 logout) */
  clear: () => void;
};

export type UserStore = UserState & UserActions;

const visitor: UserState = {
  loggedIn: false,
  data: null,
  profileFailed: false,
  transfer: null,
  messageList: [],
  unreadMsg: 0,
  hasFetchedMessages: false,
};

/** `signedIn` as the server knows it; `member` only when the profile is already at hand (tests). */
export function createUserStore({ signedIn, member = null }: { signedIn: boolean; member?: MemberProfile | null }) {
  return createStore<UserStore>()((set) => ({
    ...visitor,
    loggedIn: signedIn || member !== null,
    data: member,
    login: (data) => set({ loggedIn: true, data, profileFailed: false }),
    failProfile: () => set({ profileFailed: true }),
    retryProfile: () => set({ profileFailed: false }),
    clear: () => set({ ...visitor }),
  }));
}
