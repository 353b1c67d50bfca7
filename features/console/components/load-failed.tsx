'use client';

import { Button } from 'primereact/button';
import type { ReactNode } from 'react';
import { reasonText } from '../reasons';
import styles from '../console.module.css';

/**
 * The one card a console page shows when what it reads could not be loaded: what failed, the
 * platform's reason in words, and Retry (the query's refetch).
 */
export function LoadFailed({ what, error, retry }: { what: ReactNode; error: Error; retry: () => void }) {
  return (
    <div className={styles.card} role="alert">
      <p className={styles.error}>
        {what} could not be loaded: {reasonText(error.message)}
      </p>
      <Button label="Retry" size="small" onClick={retry} />
    </div>
  );
}
