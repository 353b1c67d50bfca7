'use client';

import { createContext, useContext, useState, type ReactNode } from 'react';
import { useStore } from 'zustand';
import type { MemberProfile } from '@/lib/contracts/auth';
import { createAppStore, type AppState, type AppStore } from '@/lib/stores/app-store';
import { createUserStore, type UserStore } from '@/lib/stores/user-store';

type Stores = { user: ReturnType<typeof createUserStore>; app: ReturnType<typeof createAppStore> };
const StoresContext = createContext<Stores | null>(null);

/** One set of stores per request / page load (zustand's Next.js guide): never shared between users. */
export function StoreProvider({ member, app, children }: { member: MemberProfile | null; app: Partial<AppState>; children: ReactNode }) {
  const [stores] = useState<Stores>(() => ({ user: createUserStore(member), app: createAppStore(app) }));
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

/** For event handlers that need the latest state without subscribing. */
export function useStoreApis(): Stores {
  return useStores();
}
