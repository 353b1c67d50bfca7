'use client';

import { useEffect, useState } from 'react';
import { handleChunkError, isChunkLoadError, reloadAllowed } from '@/lib/chunk-reload';
import styles from './crash-screen.module.css';

export type CrashCopy = { title: string; body: string; retry: string; home: string };

type Props = {
  error: unknown;
  copy: CrashCopy;
  /** Where "return home" goes: the language's home page. */
  homeHref: string;
  /** Another render of the failed part; a chunk error reloads the page instead (its module stays failed). */
  onRetry: () => void;
  /** The root error screen fills the window; a page's sits in the layout. */
  fullPage?: boolean;
};

/**
 * What an error boundary shows: a stale chunk first reloads the page (at most once per 10 s per path,
 * docs/PRODUCT.md); when that is not allowed, or the error is another, the styled error card with
 * "try again" and "return home". Nothing shows while the reload is under way.
 */
export function CrashScreen({ error, copy, homeHref, onRetry, fullPage = false }: Props) {
  // Decided once, from the guard's record; the reload itself happens after the render.
  const [reloading] = useState(
    () =>
      typeof window !== 'undefined' &&
      isChunkLoadError(error) &&
      reloadAllowed({ path: location.pathname, storage: sessionStorageOrNull() }),
  );
  useEffect(() => {
    if (reloading) handleChunkError(error, { path: location.pathname, storage: sessionStorageOrNull(), reload: () => location.reload() });
  }, [reloading, error]);
  if (reloading) return <div className={fullPage ? styles.screen : undefined} aria-busy="true" />;
  const retry = () => (isChunkLoadError(error) ? window.location.reload() : onRetry());
  return (
    <main className={`${styles.screen} ${fullPage ? '' : styles.inline}`}>
      <section role="alert" className={styles.card}>
        <span className={styles.icon} aria-hidden>
          !
        </span>
        <h1>{copy.title}</h1>
        <p className={styles.body}>{copy.body}</p>
        <div className={styles.actions}>
          <a className={styles.secondary} href={homeHref}>
            {copy.home}
          </a>
          <button type="button" className={styles.primary} onClick={retry}>
            {copy.retry}
          </button>
        </div>
      </section>
    </main>
  );
}

function sessionStorageOrNull(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null; // blocked storage: no reload, since nothing would stop a loop
  }
}
