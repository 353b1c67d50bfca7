'use client';

import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useQueryClientHolder, type QueryClientHolder } from './query-client-holder';

/** The page's client, made on first use: every island of the page shares it, so one logout clears one cache. */
export function queryClientOf(holder: QueryClientHolder): QueryClient {
  holder.client ??= new QueryClient({ defaultOptions: { queries: { staleTime: 30_000, retry: false } } });
  return holder.client;
}

/**
 * Where React Query's hooks may be used: a page, dialog or widget that queries renders under one.
 * Its import brings React Query, so nothing in a visitor's first screen imports it.
 */
export function QueryIsland({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={queryClientOf(useQueryClientHolder())}>{children}</QueryClientProvider>;
}
