import type { ReactNode } from 'react';
import styles from '@/components/page-shell.module.css';
import own from './account.module.css';

/** One card of the account page, labelled by its heading (and reachable as #id). */
export function AccountSection({ id, title, intro, children }: { id: string; title: string; intro?: string; children: ReactNode }) {
  return (
    <section id={id} className={`${styles.card} ${own.section}`} aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>{title}</h2>
      {intro ? <p className={own.intro}>{intro}</p> : null}
      {children}
    </section>
  );
}
