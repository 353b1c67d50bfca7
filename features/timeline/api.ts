'use client';

import { useInfiniteQuery } from '@tanstack/react-query';
import { useApi } from '@/components/providers/api-provider';
import { useMemberId } from '@/components/providers/store-provider';
import type { ApiClient } from '@/lib/api/client';
import { outputOrThrow } from '@/lib/api/output';
import { memberKey } from '@/lib/api/query-keys';
import type { TimelineItem, TimelinePage } from '@/lib/contracts/timeline';
import { TIMELINE_MAX_PAGE } from '@/lib/contracts/timeline-kinds';
import { timelinePayload, type TimelineFilter } from './query-state';

/** Lines per page on screen; the CSV pages with the most the platform allows. */
export const SCREEN_PAGE = 30;

async function fetchPage(api: ApiClient, filter: TimelineFilter, pageSize: number, cursor: string | null, signal?: AbortSignal) {
  const payload = { ...timelinePayload(filter), pageSize, ...(cursor ? { cursor } : {}) };
  return outputOrThrow(await api.call('timeline/list', payload, { idempotent: true, ...(signal ? { signal } : {}) }));
}

/**
 * timeline/list a keyset page at a time: "show older" asks for the page after the last cursor, so
 * a member with years of rounds pages as fast as one with a few. A failed answer's msg (a
 * translation key) travels in the error.
 */
export function useTimeline(filter: TimelineFilter) {
  const api = useApi();
  const memberId = useMemberId();
  return useInfiniteQuery({
    queryKey: memberKey('timeline', memberId, timelinePayload(filter)),
    enabled: memberId !== null,
    initialPageParam: null as string | null,
    queryFn: ({ pageParam, signal }) => fetchPage(api, filter, SCREEN_PAGE, pageParam, signal),
    getNextPageParam: (last: TimelinePage) => last.next,
  });
}

/** Every line of the filter (the CSV's): the pages followed to the end, the first page's facts with them. */
export async function fetchWholeTimeline(api: ApiClient, filter: TimelineFilter): Promise<{ first: TimelinePage; items: TimelineItem[] }> {
  const first = await fetchPage(api, filter, TIMELINE_MAX_PAGE, null);
  const items = [...first.items];
  // The dates are pinned to the first answer's, so a midnight passing meanwhile cannot shift the period.
  const pinned = { ...filter, from: first.from, to: first.to };
  for (let cursor = first.next; cursor;) {
    const next = await fetchPage(api, pinned, TIMELINE_MAX_PAGE, cursor);
    items.push(...next.items);
    cursor = next.next;
  }
  return { first, items };
}
