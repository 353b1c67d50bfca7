'use client';

import type { QueryKey, QueryObserver, QueryObserverResult } from '@tanstack/react-query';
import { useCallback, useEffect, useState, useSyncExternalStore } from 'react';
import { loadQueryCore, useQueryCore } from './query-load';
import { useQuerySlot } from './query-slot';

/** The options the first-load readers use (a subset of useQuery's). */
export type LazyQueryOptions<T> = {
  queryKey: QueryKey;
  queryFn: (context: { signal: AbortSignal }) => Promise<T>;
  enabled?: boolean;
  staleTime?: number;
  gcTime?: number;
  retry?: boolean;
};

export type LazyQueryResult<T> = Pick<QueryObserverResult<T>, 'data' | 'error' | 'isError' | 'isFetching' | 'isPending' | 'isSuccess'> & {
  refetch: () => Promise<unknown>;
};

const noop = () => undefined;

/**
 * useQuery for parts of every page's first load (header, lobby, home), without React Query in that
 * load: until the core arrives (right after hydration, when the query is enabled) it answers
 * "pending, no data" — what useQuery answers during the server render and hydration anyway — and
 * then it is a QueryObserver on the page's one client, exactly as useQuery's, so the cache, keys,
 * invalidation and a logout's clearing work as for every other query.
 */
export function useLazyQuery<T>(options: LazyQueryOptions<T>): LazyQueryResult<T> {
  const slot = useQuerySlot();
  const enabled = options.enabled !== false;
  const core = useQueryCore(enabled);
  const client = core ? core.clientOf(slot) : null;
  const defaulted = client ? client.defaultQueryOptions(options) : null;
  const [observer, setObserver] = useState<QueryObserver<T, Error> | null>(null);
  // Made once the core is here (a render-phase update of this component's own state, as React allows).
  if (core && client && defaulted && !observer) setObserver(new core.QueryObserver<T, Error>(client, defaulted));

  const subscribe = useCallback(
    (onChange: () => void) => {
      if (!observer || !core) return noop;
      const unsubscribe = observer.subscribe(core.notifyManager.batchCalls(onChange));
      observer.updateResult();
      return unsubscribe;
    },
    [observer, core],
  );
  useSyncExternalStore(
    subscribe,
    () => observer?.getCurrentResult() ?? null,
    () => null,
  );
  useEffect(() => {
    if (observer && defaulted) observer.setOptions(defaulted);
  }, [observer, defaulted]);

  if (!observer || !defaulted) {
    return {
      data: undefined,
      error: null,
      isError: false,
      isFetching: false,
      isPending: true,
      isSuccess: false,
      refetch: async () => (await loadQueryCore()).clientOf(slot).refetchQueries({ queryKey: options.queryKey }),
    };
  }
  return observer.getOptimisticResult(defaulted);
}

/**
 * A call with a pending flag, for first-load parts (logout, a favourite's heart); the answer's
 * effect on cached queries goes through {@link useQueryClientLater}.
 */
export function useLazyMutation<A extends unknown[], O>(call: (...args: A) => Promise<O>) {
  const [pending, setPending] = useState(0);
  const mutateAsync = useCallback(
    async (...args: A) => {
      setPending((n) => n + 1);
      try {
        return await call(...args);
      } finally {
        setPending((n) => n - 1);
      }
    },
    [call],
  );
  return { mutateAsync, isPending: pending > 0 };
}

/**
 * The page's client if anything made it yet, else null: nothing is cached then, so removing or
 * invalidating has nothing to do. For first-load code (logout, restored pages, after a launch).
 */
export function useQueryClientIfAny() {
  const slot = useQuerySlot();
  return useCallback(() => slot.client, [slot]);
}

/** The page's client, loading React Query if it is not here yet (to write an answer into the cache). */
export function useQueryClientLater() {
  const slot = useQuerySlot();
  return useCallback(async () => (await loadQueryCore()).clientOf(slot), [slot]);
}
