'use client';

import type { ReactNode } from 'react';
import { reasonText } from '../reasons';
import styles from '../console.module.css';

/** A console page: its section, named by its one h1. */
export function ConsolePage({ id, title, children }: { id: string; title: ReactNode; children: ReactNode }) {
  return (
    <section aria-labelledby={`${id}-title`}>
      <h1 id={`${id}-title`} className={styles.title}>
        {title}
      </h1>
      {children}
    </section>
  );
}

/** What an action did ("Deposit #12 approved."), or the platform's reason it was refused; nothing before either. */
export function Outcome({ error, done }: { error: Error | null | undefined; done: ReactNode }) {
  if (error)
    return (
      <p className={styles.error} role="alert">
        {reasonText(error.message)}
      </p>
    );
  return done ? (
    <p className={styles.ok} role="status">
      {done}
    </p>
  ) : null;
}
