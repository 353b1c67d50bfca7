'use client';

import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ComponentType, ReactNode } from 'react';
import { AllMessages } from './all-messages';
import { useQuerySlot, type QuerySlot } from './query-slot';

export { QueryObserver, notifyManager } from '@tanstack/react-query';

/** The page's client, made on first use (query-slot.tsx). */
export function clientOf(slot: QuerySlot): QueryClient {
  slot.client ??= new QueryClient({ defaultOptions: { queries: { staleTime: 30_000, retry: false } } });
  return slot.client;
}

/** React Query's provider with the page's one client: wraps the pages and lazy parts that use its hooks. */
export function QueryScope({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={clientOf(useQuerySlot())}>{children}</QueryClientProvider>;
}

/** `Component` with the page's client and every message namespace (withFullContext in query-load.ts). */
export function scoped<P extends object>(Component: ComponentType<P>): ComponentType<P> {
  function Scoped(props: P) {
    return (
      <AllMessages>
        <QueryScope>
          <Component {...props} />
        </QueryScope>
      </AllMessages>
    );
  }
  Scoped.displayName = `Scoped(${Component.displayName ?? Component.name})`;
  return Scoped;
}
