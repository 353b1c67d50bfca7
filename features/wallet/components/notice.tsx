import type { ReactNode } from 'react';
import styles from './wallet.module.css';

/** An outcome box (credited, pending approval, a missing prerequisite), announced when it appears. */
export function Notice({ icon, title, children, tone }: { icon: string; title?: string; children: ReactNode; tone?: 'success' }) {
  return (
    <div className={`${styles.notice} ${tone === 'success' ? styles.success : ''}`} role="status">
      <i className={`pi ${icon}`} aria-hidden />
      <div>
        {title ? <h3>{title}</h3> : null}
        {children}
      </div>
    </div>
  );
}
