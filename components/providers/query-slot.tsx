'use client';

import type { QueryClient } from '@tanstack/react-query';
import { createContext, useContext, useState, type ReactNode } from 'react';

/**
 * The page's one QueryClient, made when something first needs it. React Query (about 11 KB of gzip)
 * is not part of any page's first-load JavaScript: it loads with the first part that asks for it —
 * a query hook of `lazy-query.ts` after hydration (`query-load.ts` fetches it), a dialog, a member page ({@link QueryScope} in
 * `query-core.tsx`). Everything shares this one client, so a logout clears one cache.
 */
export type QuerySlot = { client: QueryClient | null };

const QuerySlotContext = createContext<QuerySlot | null>(null);

/** One slot per page load (per request on the server), filled by `clientOf` in query-core.tsx. */
export function QuerySlotProvider({ children }: { children: ReactNode }) {
  const [slot] = useState<QuerySlot>(() => ({ client: null }));
  return <QuerySlotContext.Provider value={slot}>{children}</QuerySlotContext.Provider>;
}

export function useQuerySlot(): QuerySlot {
  const slot = useContext(QuerySlotContext);
  if (!slot) throw new Error('QuerySlotProvider is missing');
  return slot;
}
