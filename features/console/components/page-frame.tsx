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

/**
 * What an action did ("Deposit #12 approved."), or the platform's reason it was refused; nothing
 * before either. `inline` keeps it on a form's row (a span, beside its button).
 */
export function Outcome({ error, done, inline = false }: { error: Error | null | undefined; done: ReactNode; inline?: boolean }) {
  const Line = inline ? 'span' : 'p';
  if (error)
    return (
      <Line className={styles.error} role="alert">
        {reasonText(error.message)}
      </Line>
    );
  return done ? (
    <Line className={styles.ok} role="status">
      {done}
    </Line>
  ) : null;
}
