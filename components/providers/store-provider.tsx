'use client';

import { createContext, useContext, useState, type ReactNode } from 'react';
import { useStore } from 'zustand';
import type { MemberProfile } from '@/lib/contracts/auth';
import { createAppStore, type AppState, type AppStore } from '@/lib/stores/app-store';
import { createUserStore, type UserStore } from '@/lib/stores/user-store';

type Stores = { user: ReturnType<typeof createUserStore>; app: ReturnType<typeof createAppStore> };
const StoresContext = createContext<Stores | null>(null);

type Props = { signedIn: boolean; member?: MemberProfile | null; app: Partial<AppState>; children: ReactNode };

/**
 * One set of stores per request / page load (zustand's Next.js guide): never shared between users.
 * The server says only whether a member is signed in; `member` is for tests that have one at hand.
 */
export function StoreProvider({ signedIn, member = null, app, children }: Props) {
  const [stores] = useState<Stores>(() => ({ user: createUserStore({ signedIn, member }), app: createAppStore(app) }));
  return <StoresContext.Provider value={stores}>{children}</StoresContext.Provider>;
}

function useStores(): Stores {
  const stores = useContext(StoresContext);
  if (!stores) throw new Error('StoreProvider is missing');
  return stores;
}

export function useUserStore<T>(selector: (s: UserStore) => T): T {
  return useStore(useStores().user, selector);
}

export function useAppStore<T>(selector: (s: AppStore) => T): T {
  return useStore(useStores().app, selector);
}

/** The logged-in member's id, null for a visitor: the memberId of the member's query keys. */
export function useMemberId(): number | null {
  return useUserStore((s) => s.data?.id ?? null);
}

/** A member is signed in and their profile is on its way (use-member-profile.ts): their id is not known yet. */
export function useProfileLoading(): boolean {
  return useUserStore((s) => s.loggedIn && s.data === null && !s.profileFailed);
}

/** For event handlers that need the latest state without subscribing. */
export function useStoreApis(): Stores {
  return useStores();
}
