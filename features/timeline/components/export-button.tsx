'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { useApi } from '@/components/providers/api-provider';
import { fetchWholeTimeline } from '../api';
import { timelineCsv } from '../csv';
import { errorMessage } from '../error-message';
import type { TimelineFilter } from '../query-state';
import { useTimelineLabels } from './labels';
import styles from './timeline.module.css';

/** Hands the browser a file without a page of its own: a link to the blob, clicked once. */
function download(text: string, name: string) {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/**
 * The CSV of the filtered period, built in the browser from the same timeline/list pages the
 * screen reads (the largest pages, followed to the end), so it always matches what the filter
 * shows; times are on the member's clock and cells are safe from formula injection (csv.ts).
 */
export function ExportButton({ filter }: { filter: TimelineFilter }) {
  const t = useTranslations('timeline');
  const tAll = useTranslations();
  const api = useApi();
  const labels = useTimelineLabels();
  const [state, setState] = useState<{ pending: boolean; error: string }>({ pending: false, error: '' });

  const run = async () => {
    setState({ pending: true, error: '' });
    try {
      const { first, items } = await fetchWholeTimeline(api, filter);
      const headings = [
        `${t('col_when')} (${first.timeZone})`,
        t('filter_kind'),
        t('col_what'),
        t('col_details'),
        t('col_status'),
        t('col_stake'),
        t('col_win'),
        t('col_amount'),
        t('col_balance'),
        t('col_currency'),
      ] as const;
      const csv = timelineCsv(items, { timeZone: first.timeZone, currency: first.currency, labels: { ...labels, headings } });
      download(csv, `timeline-${first.from}-${first.to}${filter.kind ? `-${filter.kind}` : ''}.csv`);
      setState({ pending: false, error: '' });
    } catch (error) {
      const msg = error instanceof Error ? error.message : '';
      setState({ pending: false, error: msg && tAll.has(`timeline.${msg}`) ? errorMessage(tAll, msg) : t('export_failed') });
    }
  };

  return (
    <div className={styles.exportBox}>
      <button type="button" className={styles.export} onClick={() => void run()} disabled={state.pending} aria-busy={state.pending}>
        {state.pending ? <i className="pi pi-spin pi-spinner" aria-hidden /> : null}
        {state.pending ? t('exporting') : t('export')}
      </button>
      {state.error ? (
        <p className={styles.exportError} role="alert">
          {state.error}
        </p>
      ) : null}
    </div>
  );
}
