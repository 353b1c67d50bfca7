'use client';

import { Button } from 'primereact/button';
import styles from '../console.module.css';
import { Outcome } from './page-frame';

/** An editor's last lines: the platform's reason a save was refused, then Save and Cancel. */
export function SaveOrCancel({
  error,
  label = 'Save',
  busy,
  onCancel,
}: {
  error: Error | null;
  label?: string;
  busy: boolean;
  onCancel: () => void;
}) {
  return (
    <>
      <Outcome error={error} done={null} />
      <div className={styles.actions}>
        <Button type="submit" label={label} size="small" loading={busy} />
        <Button type="button" label="Cancel" size="small" text onClick={onCancel} />
      </div>
    </>
  );
}
