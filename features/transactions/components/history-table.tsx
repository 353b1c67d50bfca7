'use client';

import { useLocale, useTimeZone, useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { useAppStore } from '@/components/providers/store-provider';
import type { HistoryRow } from '@/lib/contracts/wallet';
import { extraCellText, type CellContext } from '../cell-text';
import type { ExtraColumn } from '../columns';
import { DASH, formatMoment } from '../format-day';
import { PAGE_SIZE } from '../query-state';
import { signedAmount } from '../signed-amount';
import { HistoryPager } from './history-pager';
import { StatusBadge, useStatusLabel } from './status-badge';
import styles from './transactions.module.css';

const NUMERIC: ReadonlySet<ExtraColumn['kind']> = new Set(['money', 'number']);

type Props = {
  label: string;
  rows: HistoryRow[];
  columns: ExtraColumn[];
  description: boolean;
  total: number;
  page: number;
  currency: string;
  decimals: number;
  loading: boolean;
  onPage: (page: number) => void;
};

type Column = { key: string; header: string; numeric: boolean; body: (row: HistoryRow) => ReactNode };

/**
 * One page of a history, paged on the server. A plain table (PrimeReact's DataTable was ~75 KB of
 * gzip for this page, the largest wait of a member's pages on a phone). In a box under 600 px (a
 * phone, a tablet beside the sidebar) the rows stack into cards with each value labelled, so
 * nothing scrolls sideways.
 */
export function HistoryTable({ label, rows, columns, description, total, page, currency, decimals, loading, onPage }: Props) {
  const t = useTranslations('transactions');
  const locale = useLocale();
  const statusLabel = useStatusLabel();
  const mobile = useAppStore((s) => s.mobileView);
  const timeZone = useTimeZone() ?? 'UTC';
  const cell: CellContext = { locale, timeZone, decimals, translate: (key) => (t.has(key) ? t(key) : undefined) };
  const header = (key: string) => (t.has(`col_${key}`) ? t(`col_${key}`) : key);

  const shown: Column[] = [
    {
      key: 'date',
      header: t('col_date'),
      numeric: false,
      body: (row) => <span className={styles.nowrap}>{formatMoment(row.createdAt, locale, timeZone)}</span>,
    },
    ...(description
      ? [{ key: 'description', header: t('col_description'), numeric: false, body: (row: HistoryRow) => row.description || DASH }]
      : []),
    ...columns.map((column) => ({
      key: column.key,
      header: header(column.key),
      numeric: NUMERIC.has(column.kind),
      body: (row: HistoryRow) => {
        const text = extraCellText(row, column, cell);
        return column.kind === 'id' ? (
          <span className={styles.id} title={text}>
            {text}
          </span>
        ) : (
          text
        );
      },
    })),
    {
      key: 'amount',
      header: t('col_amount', { currency }),
      numeric: true,
      body: (row) => {
        const amount = signedAmount(row.amount, locale, decimals);
        return <span className={styles[amount.tone]}>{amount.text}</span>;
      },
    },
    {
      key: 'status',
      header: t('col_status'),
      numeric: false,
      body: (row) => <StatusBadge code={row.status} label={statusLabel(row.status)} />,
    },
  ];
  const pages = Math.ceil(total / PAGE_SIZE);

  return (
    <div className={styles.table} aria-busy={loading}>
      <div className={styles.tableScroll}>
        <table className={styles.grid} aria-label={label}>
          <thead>
            <tr>
              {shown.map((column) => (
                <th key={column.key} scope="col" className={column.numeric ? styles.numeric : undefined}>
                  {column.header}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.length === 0 ? (
              <tr>
                <td colSpan={shown.length} className={styles.emptyCell}>
                  <p className={styles.empty}>{loading ? t('loading') : t('empty')}</p>
                </td>
              </tr>
            ) : (
              rows.map((row) => (
                <tr key={row.id}>
                  {shown.map((column) => (
                    <td key={column.key} className={column.numeric ? styles.numeric : undefined}>
                      {/* The column's name, shown beside the value when the rows stack on a phone. */}
                      <span className={styles.cellLabel}>{column.header}</span>
                      {column.body(row)}
                    </td>
                  ))}
                </tr>
              ))
            )}
          </tbody>
        </table>
      </div>
      {loading && rows.length > 0 ? (
        <div className={styles.tableOverlay}>
          <i className="pi pi-spinner pi-spin" aria-hidden />
        </div>
      ) : null}
      {pages > 1 ? (
        <HistoryPager
          page={page}
          pages={pages}
          compact={mobile}
          report={t('page_report', { currentPage: page, totalPages: pages })}
          onPage={onPage}
        />
      ) : null}
    </div>
  );
}
