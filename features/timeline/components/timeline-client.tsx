'use client';

import { useLocale, useTranslations } from 'next-intl';
import { usePathname } from 'next/navigation';
import { useMemo, useState } from 'react';
import { EmptyNotice, LoadFailedNotice } from '@/components/status-notice';
import { Skeleton } from '@/components/skeleton';
import { usePageCurrency } from '@/components/providers/use-page-currency';
import { formatTimeZoneName } from '@/lib/dates';
import { dayOn } from '@/lib/timeline-period';
import { useTimeline } from '../api';
import { errorMessage } from '../error-message';
import { writeTimelineFilter, type TimelineFilter } from '../query-state';
import { ExportButton } from './export-button';
import { NetSummary } from './net-summary';
import { TimelineFilters } from './timeline-filters';
import { TimelineList } from './timeline-list';
import styles from './timeline.module.css';

/**
 * The timeline's screen: net deposits of the period, the filters with the CSV download, the lines
 * newest first and "show older" for the next keyset page. The filter lives here and is mirrored
 * into the URL with history.replaceState (nothing server-rendered depends on it).
 */
export function TimelineClient({ initial }: { initial: TimelineFilter }) {
  const t = useTranslations('timeline');
  const tAll = useTranslations();
  const locale = useLocale();
  const pathname = usePathname();
  const [filter, setFilter] = useState<TimelineFilter>(initial);
  const timeline = useTimeline(filter);
  const first = timeline.data?.pages[0];
  const pageCurrency = usePageCurrency();
  const currency = first?.currency ?? pageCurrency;
  const items = useMemo(() => timeline.data?.pages.flatMap((page) => page.items) ?? [], [timeline.data]);
  const shown = first && { from: first.from, to: first.to, earliest: first.earliest, today: dayOn(new Date(), first.timeZone) };

  const update = (next: TimelineFilter) => {
    setFilter(next);
    const search = writeTimelineFilter(next, window.location.search);
    window.history.replaceState(window.history.state, '', search ? `${pathname}?${search}` : pathname);
  };

  const failed = timeline.isError && items.length === 0;
  return (
    <div className={styles.timeline}>
      <NetSummary page={first} failed={failed} />
      <TimelineFilters filter={filter} shown={shown} onChange={update}>
        <ExportButton filter={filter} />
      </TimelineFilters>
      {first ? <p className={styles.zone}>{t('zone_note', { zone: formatTimeZoneName(first.timeZone, locale) })}</p> : null}
      {failed ? (
        <LoadFailedNotice
          title={t('error_load')}
          detail={errorMessage(tAll, timeline.error.message)}
          retryLabel={t('retry')}
          onRetry={() => void timeline.refetch()}
        />
      ) : timeline.isPending ? (
        <Skeleton shape="rows" count={6} label={t('loading')} />
      ) : items.length === 0 ? (
        <EmptyNotice title={t('empty')} icon="pi-inbox" />
      ) : (
        <>
          <TimelineList items={items} currency={currency} timeZone={first?.timeZone ?? 'UTC'} />
          {timeline.isFetchNextPageError ? (
            <LoadFailedNotice
              title={t('error_load')}
              detail={errorMessage(tAll, timeline.error?.message ?? '')}
              retryLabel={t('retry')}
              onRetry={() => void timeline.fetchNextPage()}
            />
          ) : timeline.hasNextPage ? (
            <button
              type="button"
              className={styles.more}
              onClick={() => void timeline.fetchNextPage()}
              disabled={timeline.isFetchingNextPage}
              aria-busy={timeline.isFetchingNextPage}
            >
              {timeline.isFetchingNextPage ? t('loading_more') : t('load_more')}
            </button>
          ) : (
            <p className={styles.end}>{t('end')}</p>
          )}
        </>
      )}
    </div>
  );
}
