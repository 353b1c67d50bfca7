import type { ReactNode } from 'react';
import styles from './page-shell.module.css';

/** A page's heading, its introduction and its content. */
export function PageShell({ title, intro, icon, children }: { title: string; intro?: string; icon?: string; children?: ReactNode }) {
  return (
    <section className={styles.page}>
      <header className={styles.head}>
        {icon ? <i className={`${icon} ${styles.icon}`} aria-hidden /> : null}
        <div>
          <h1>{title}</h1>
          {intro ? <p>{intro}</p> : null}
        </div>
      </header>
      {children}
    </section>
  );
}
