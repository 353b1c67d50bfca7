'use client';

import { useLocale, useTimeZone } from 'next-intl';
import { useMemo } from 'react';
import { formatDate, formatDateTime, type DateInput } from '@/lib/dates';

/**
 * The one way a member page shows a time: the page's locale, the member's country's zone (the
 * providers give next-intl that zone), Gregorian, `dd Mon yyyy`, a dash when invalid.
 */
export function useDates() {
  const locale = useLocale();
  const timeZone = useTimeZone() ?? 'UTC';
  return useMemo(
    () => ({
      timeZone,
      date: (value: DateInput) => formatDate(value, locale, timeZone),
      dateTime: (value: DateInput) => formatDateTime(value, locale, timeZone),
    }),
    [locale, timeZone],
  );
}
