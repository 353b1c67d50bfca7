import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '@/lib/api/client';
import { consoleCall } from '../console-api';
import { consoleKey } from '../query-keys';

/** The dashboard's reads: one UTC day's figures per currency (operator/dashboard). */

/** Today in UTC, the dashboard's default day and the date picker's last. */
export const utcToday = () => new Date().toISOString().slice(0, 10);

/** operator/dashboard for a day; today's figures are read again every minute, a past day's stay. */
export function dashboardQueryOptions(api: ApiClient, day: string) {
  const isToday = day === utcToday();
  return queryOptions({
    queryKey: consoleKey('dashboard', day),
    queryFn: () => consoleCall(api, 'operator/dashboard', { day }),
    placeholderData: keepPreviousData,
    staleTime: isToday ? 10_000 : 10 * 60_000,
    refetchInterval: isToday ? 60_000 : false,
  });
}

/** The seven UTC days that end on `day`, oldest first: the week the dashboard charts. */
export function weekEndingOn(day: string): string[] {
  const end = Date.parse(`${day}T00:00:00Z`);
  return Array.from({ length: 7 }, (_, i) => new Date(end - (6 - i) * 86_400_000).toISOString().slice(0, 10));
}
