'use client';

import { useLocale, useTimeZone, useTranslations } from 'next-intl';
import { Column } from 'primereact/column';
import { DataTable, type DataTablePageEvent } from 'primereact/datatable';
import { usePrimeLocale } from '@/components/i18n/prime-locale';
import { useAppStore } from '@/components/providers/store-provider';
import type { HistoryRow } from '@/lib/contracts/wallet';
import { extraCellText, type CellContext } from '../cell-text';
import type { ExtraColumn } from '../columns';
import { DASH, formatMoment } from '../format-day';
import { PAGE_SIZE } from '../query-state';
import { signedAmount } from '../signed-amount';
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

/**
 * One page of a history, paged on the server (lazy). Under 768 px the rows stack into cards
 * with each value labelled, so nothing scrolls sideways on a phone.
 */
export function HistoryTable({ label, rows, columns, description, total, page, currency, decimals, loading, onPage }: Props) {
  usePrimeLocale();
  const t = useTranslations('transactions');
  const locale = useLocale();
  const statusLabel = useStatusLabel();
  const mobile = useAppStore((s) => s.mobileView);

  const timeZone = useTimeZone() ?? 'UTC';
  const cell: CellContext = { locale, timeZone, decimals, translate: (key) => (t.has(key) ? t(key) : undefined) };
  const header = (key: string) => (t.has(`col_${key}`) ? t(`col_${key}`) : key);

  return (
    <div className={styles.table}>
      <DataTable
        value={rows}
        dataKey="id"
        lazy
        paginator
        // One page needs no pager (and an empty history no "Page 1 of 0").
        alwaysShowPaginator={false}
        rows={PAGE_SIZE}
        first={(page - 1) * PAGE_SIZE}
        totalRecords={total}
        onPage={(e: DataTablePageEvent) => onPage(Math.floor(e.first / e.rows) + 1)}
        loading={loading}
        // A phone has no room for five page links and first/last.
        paginatorTemplate={
          mobile
            ? 'PrevPageLink CurrentPageReport NextPageLink'
            : 'FirstPageLink PrevPageLink PageLinks NextPageLink LastPageLink CurrentPageReport'
        }
        // PrimeReact fills its own {placeholders}: hand them through the translation unchanged.
        currentPageReportTemplate={t('page_report', { currentPage: '{currentPage}', totalPages: '{totalPages}' })}
        emptyMessage={<p className={styles.empty}>{loading ? t('loading') : t('empty')}</p>}
        responsiveLayout="stack"
        breakpoint="767px"
        size="small"
        stripedRows
        pt={{ table: { 'aria-label': label } }}
      >
        <Column
          header={t('col_date')}
          body={(row: HistoryRow) => <span className={styles.nowrap}>{formatMoment(row.createdAt, locale, timeZone)}</span>}
        />
        {description ? <Column header={t('col_description')} body={(row: HistoryRow) => row.description || DASH} /> : null}
        {columns.map((column) => (
          <Column
            key={column.key}
            header={header(column.key)}
            headerClassName={NUMERIC.has(column.kind) ? styles.numeric : undefined}
            bodyClassName={NUMERIC.has(column.kind) ? styles.numeric : undefined}
            body={(row: HistoryRow) => {
              const text = extraCellText(row, column, cell);
              return column.kind === 'id' ? (
                <span className={styles.id} title={text}>
                  {text}
                </span>
              ) : (
                text
              );
            }}
          />
        ))}
        <Column
          header={t('col_amount', { currency })}
          headerClassName={styles.numeric}
          bodyClassName={styles.numeric}
          body={(row: HistoryRow) => {
            const amount = signedAmount(row.amount, locale, decimals);
            return <span className={styles[amount.tone]}>{amount.text}</span>;
          }}
        />
        <Column header={t('col_status')} body={(row: HistoryRow) => <StatusBadge code={row.status} label={statusLabel(row.status)} />} />
      </DataTable>
    </div>
  );
}
