'use client';

import { useQuery } from '@tanstack/react-query';
import dynamic from 'next/dynamic';
import { useState } from 'react';
import { useConsoleApi } from '../console-api';
import { LoadFailed } from '../components/load-failed';
import { ConsolePage } from '../components/page-frame';
import styles from '../console.module.css';
import { dashboardQueryOptions, utcToday } from './api';
import { FiguresTable } from './figures-table';

/** The charts and Chart.js load with the dashboard only, after its table. */
const DashboardCharts = dynamic(() => import('./dashboard-charts').then((m) => m.DashboardCharts), {
  ssr: false,
  loading: () => <p className={styles.muted}>Loading the charts…</p>,
});

/** One UTC day per currency: deposits, withdrawals, bets, wins, GGR, members, what waits for a decision, and that day and its week in charts. */
export function DashboardView() {
  const api = useConsoleApi();
  const [day, setDay] = useState(utcToday);
  const [currency, setCurrency] = useState('');
  const board = useQuery(dashboardQueryOptions(api, day));
  const rows = board.data?.currencies ?? [];
  const charted = rows.find((row) => row.currency === currency) ?? rows[0];
  return (
    <ConsolePage id="dashboard" title="Dashboard">
      <form className={styles.toolbar} aria-label="Choose the day" onSubmit={(e) => e.preventDefault()}>
        <label className={styles.field}>
          Day (UTC)
          <input type="date" value={day} max={utcToday()} onChange={(e) => e.target.value && setDay(e.target.value)} />
        </label>
        <label className={styles.field}>
          Charts in
          <select value={charted?.currency ?? ''} onChange={(e) => setCurrency(e.target.value)} disabled={rows.length === 0}>
            {rows.map((row) => (
              <option key={row.currency}>{row.currency}</option>
            ))}
          </select>
        </label>
      </form>
      {board.isError ? (
        <LoadFailed what="The dashboard" error={board.error} retry={() => void board.refetch()} />
      ) : (
        <>
          <FiguresTable rows={rows} loading={board.isPending} />
          {charted ? <DashboardCharts day={day} currency={charted.currency} dayRow={charted} /> : null}
        </>
      )}
    </ConsolePage>
  );
}
