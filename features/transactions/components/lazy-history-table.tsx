'use client';

import { useEffect, useState, type ComponentProps } from 'react';
import type { HistoryTable as HistoryTableComponent } from './history-table';
import styles from './transactions.module.css';

type Table = typeof HistoryTableComponent;

let loaded: Table | null = null;
let loading: Promise<Table> | null = null;

/**
 * The history table's code (PrimeReact's DataTable, ~107 KB gzip), loaded once: by the member
 * menu's prefetch (prefetch.ts) ahead of a tap, or by the page. One import for both, so the bundler
 * gives them the same chunks (with an import each, a chunk only the page's list named was fetched
 * after the tap).
 */
export function loadHistoryTable(): Promise<Table> {
  loading ??= import('./history-table').then(
    (m) => (loaded = m.HistoryTable),
    (error: unknown) => {
      loading = null; // the next call tries again
      throw error;
    },
  );
  return loading;
}

/**
 * The history table, or a loading block while its code comes. Code the prefetch already brought is
 * rendered in the first pass: next/dynamic painted its loading block for a frame or more even then
 * (React.lazy suspends on its first render), which a warm tap from the menu should not show.
 */
export function LazyHistoryTable(props: ComponentProps<Table>) {
  const [Loaded, setLoaded] = useState<Table | null>(() => loaded);
  const [failed, setFailed] = useState<unknown>(null);
  useEffect(() => {
    if (Loaded) return;
    let current = true;
    loadHistoryTable().then(
      (table) => current && setLoaded(() => table),
      (error: unknown) => current && setFailed(error),
    );
    return () => {
      current = false;
    };
  }, [Loaded]);
  // Code that could not load goes to the page's error boundary (its retry), as next/dynamic's did.
  if (failed) throw failed;
  if (!Loaded) return <div className={styles.tableLoading} aria-busy="true" />;
  return <Loaded {...props} />;
}
