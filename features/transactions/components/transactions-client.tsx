'use client';

import { useTranslations } from 'next-intl';
import { usePathname } from 'next/navigation';
import { useMemo, useState } from 'react';
import { useProfileLoading } from '@/components/providers/store-provider';
import { shownDecimals } from '@/lib/format-money';
import { usePageCurrency } from '@/components/providers/use-page-currency';
import type { TransactionType } from '@/lib/routes';
import { useHistory } from '../api';
import { extraColumns, showsDescription } from '../columns';
import type { DateRange } from '../dates';
import { errorMessage } from '../error-message';
import { writeHistoryQuery, type HistoryQuery } from '../query-state';
import { statusFilters } from '../statuses';
import { HistoryFilters } from './history-filters';
import { HistoryTable } from './history-table';
import styles from './transactions.module.css';

type Props = {
  type: TransactionType;
  /** the URL's query as the server read it (defaults filled in) */
  initial: HistoryQuery;
};

/**
 * Filters and the table of one history. The query lives here and is mirrored into the URL with
 * history.replaceState, which Next's router picks up (useSearchParams follows) without a server
 * round trip: nothing on this page is server-rendered from the query, so router.replace would only
 * re-run the proxy and the page for the same markup. A reload reads the query back.
 */
export function TransactionsClient({ type, initial }: Props) {
  const t = useTranslations('transactions');
  const tAll = useTranslations();
  const pathname = usePathname();
  const [query, setQuery] = useState<HistoryQuery>(initial);
  const history = useHistory(type, query);
  // The member's profile may still be loading (the page knows only that they are signed in): the
  // page's currency is theirs, and the table says it is loading rather than empty meanwhile.
  const pageCurrency = usePageCurrency();
  const profileLoading = useProfileLoading();
  const currency = history.data?.currency ?? pageCurrency;
  const decimals = shownDecimals(currency);
  const rows = useMemo(() => history.data?.rows ?? [], [history.data]);
  const columns = useMemo(() => extraColumns(type, rows), [type, rows]);

  const update = (next: HistoryQuery) => {
    setQuery(next);
    const search = writeHistoryQuery(next, window.location.search);
    window.history.replaceState(window.history.state, '', `${pathname}?${search}`);
  };

  return (
    <div className={styles.history}>
      <HistoryFilters
        range={{ from: query.from, to: query.to }}
        status={query.status}
        statuses={statusFilters(type)}
        onRange={(range: DateRange) => update({ ...query, ...range, page: 1 })}
        onStatus={(status) => update({ ...query, status, page: 1 })}
      />
      {history.isError ? (
        <div className={styles.notice} role="alert">
          <p>{errorMessage(tAll, history.error.message)}</p>
          <button type="button" className={styles.retry} onClick={() => void history.refetch()}>
            {t('retry')}
          </button>
        </div>
      ) : (
        <HistoryTable
          label={t('table_label', { type: t(type) })}
          rows={rows}
          columns={columns}
          description={showsDescription(type)}
          total={history.data?.total ?? 0}
          page={query.page}
          currency={currency}
          decimals={decimals}
          loading={history.isFetching || profileLoading}
          onPage={(page) => update({ ...query, page })}
        />
      )}
    </div>
  );
}
