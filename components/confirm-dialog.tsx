'use client';

import type { ReactNode } from 'react';
import { AppDialog } from './app-dialog';
import styles from './confirm-dialog.module.css';

type Props = {
  title: string;
  /** What happens when the member confirms, in words (an amount lost, a game that will not count). */
  children: ReactNode;
  confirmLabel: string;
  cancelLabel: string;
  onConfirm: () => void;
  onCancel: () => void;
  /** The confirmed action is running: confirm waits, cancel still closes. */
  busy?: boolean;
};

/** A question before an action that cannot be undone; load it with next/dynamic where first paint does not need it. */
export function ConfirmDialog({ title, children, confirmLabel, cancelLabel, onConfirm, onCancel, busy = false }: Props) {
  return (
    <AppDialog title={title} onClose={onCancel} width={440}>
      <div className={styles.body}>{children}</div>
      <div className={styles.actions}>
        <button type="button" className={styles.cancel} onClick={onCancel}>
          {cancelLabel}
        </button>
        <button type="button" className={styles.confirm} onClick={onConfirm} disabled={busy} aria-busy={busy || undefined}>
          {confirmLabel}
        </button>
      </div>
    </AppDialog>
  );
}
