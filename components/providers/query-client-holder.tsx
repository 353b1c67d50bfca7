'use client';

import type { QueryClient } from '@tanstack/react-query';
import { createContext, useContext, useState, type ReactNode } from 'react';

/**
 * The page's one QueryClient, made when a part that queries first renders (QueryIsland): per
 * request on the server, per page load in the browser. Only the holder is in every page's first
 * load; React Query itself loads with the first part that reads or writes through it, so a
 * visitor's home and lobby hydrate without it (issue 29). Code that only acts on the cache if
 * there is one (a logout clearing it, a restored page refreshing it) reads `client` here.
 */
export type QueryClientHolder = { client: QueryClient | null };

const HolderContext = createContext<QueryClientHolder | null>(null);

export function QueryClientHolderProvider({ children }: { children: ReactNode }) {
  const [holder] = useState<QueryClientHolder>(() => ({ client: null }));
  return <HolderContext value={holder}>{children}</HolderContext>;
}

export function useQueryClientHolder(): QueryClientHolder {
  const holder = useContext(HolderContext);
  if (!holder) throw new Error('QueryClientHolderProvider is missing');
  return holder;
}
