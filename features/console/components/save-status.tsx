'use client';

import { reasonText } from '../reasons';
import styles from '../console.module.css';

/** "Saved" or the platform's reason, beside a save button. */
export function SaveStatus({ saved, error }: { saved: boolean; error: Error | null }) {
  if (error)
    return (
      <span className={styles.error} role="alert">
        {reasonText(error.message)}
      </span>
    );
  return saved ? (
    <span className={styles.ok} role="status">
      Saved
    </span>
  ) : null;
}
