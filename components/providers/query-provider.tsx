'use client';

import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';

/**
 * The page's one QueryClient (per request on the server, per page load in the browser): every query
 * and mutation on the site goes through React Query's own hooks under it, so a logout clears one cache.
 */
export function QueryProvider({ children }: { children: ReactNode }) {
  const [client] = useState(() => new QueryClient({ defaultOptions: { queries: { staleTime: 30_000, retry: false } } }));
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}
