import { TIMELINE_KINDS, type TimelineKind } from '@/lib/contracts/timeline-kinds';
import { parseDay } from '@/lib/timeline-period';

/**
 * What the timeline shows, kept in the URL (?kind=&from=&to=) so a reload or a shared link shows
 * the same. An empty date is the platform's default (the whole last 12 months, up to today).
 */
export type TimelineFilter = { kind: TimelineKind | ''; from: string; to: string };

export const ALL_TIME: TimelineFilter = { kind: '', from: '', to: '' };

type SearchLike = { get(name: string): string | null };

const isKind = (value: string): value is TimelineKind => (TIMELINE_KINDS as readonly string[]).includes(value);

/** The URL's filter; anything unusable (an unknown kind, a day that is not one, a reversed range) is left to the default. */
export function readTimelineFilter(search: SearchLike): TimelineFilter {
  const kind = search.get('kind') ?? '';
  let from = parseDay(search.get('from') ?? '') ?? '';
  let to = parseDay(search.get('to') ?? '') ?? '';
  if (from && to && from > to) [from, to] = ['', ''];
  return { kind: isKind(kind) ? kind : '', from, to };
}

/** Writes the filter over the current search, keeping its other keys (?action= of an open dialog). */
export function writeTimelineFilter(filter: TimelineFilter, current: string): string {
  const params = new URLSearchParams(current);
  for (const name of ['kind', 'from', 'to'] as const) {
    params.delete(name);
    if (filter[name]) params.set(name, filter[name]);
  }
  return params.toString();
}

/** The timeline/list payload of a filter (no empty fields: the platform fills in its defaults). */
export function timelinePayload(filter: TimelineFilter) {
  return {
    ...(filter.kind ? { kind: filter.kind } : {}),
    ...(filter.from ? { from: filter.from } : {}),
    ...(filter.to ? { to: filter.to } : {}),
  };
}
export type TimelinePayload = ReturnType<typeof timelinePayload>;
