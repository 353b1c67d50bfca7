'use client';

import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import { InputText } from 'primereact/inputtext';
import { useState } from 'react';
import { DECISION_REASON_MAX, type OperatorDocument } from '@/lib/contracts/verification';
import styles from '../console.module.css';
import { DECISION_LABELS, documentTitle, verificationReason } from './texts';

type Props = {
  document: OperatorDocument;
  decision: 'reject' | 'resubmit';
  busy: boolean;
  error: Error | null;
  onConfirm: (reason: string) => void;
  onCancel: () => void;
};

/** Reject, or ask for another document: the reason the member reads, then a confirming button. */
export function DecisionDialog({ document, decision, busy, error, onConfirm, onCancel }: Props) {
  const [reason, setReason] = useState('');
  const label = DECISION_LABELS[decision];
  return (
    <Dialog header={`${label}: ${documentTitle(document)}?`} visible onHide={onCancel} style={{ width: 'min(30rem, 95vw)' }}>
      <form
        aria-label={label}
        className={styles.dialogForm}
        onSubmit={(e) => {
          e.preventDefault();
          onConfirm(reason.trim());
        }}
      >
        <p className={styles.muted}>
          {decision === 'reject'
            ? 'The document is refused; the member reads your reason and may send another.'
            : 'The member is asked to send another document of this kind.'}{' '}
          They get an inbox message.
        </p>
        <label className={styles.field}>
          Reason (the member reads it)
          <InputText value={reason} onChange={(e) => setReason(e.target.value.slice(0, DECISION_REASON_MAX))} required autoFocus />
        </label>
        {error ? (
          <p className={styles.error} role="alert">
            {verificationReason(error.message)}
          </p>
        ) : null}
        <div className={styles.actions}>
          <Button type="submit" label={label} severity={decision === 'reject' ? 'danger' : undefined} loading={busy} />
          <Button type="button" label="Cancel" text onClick={onCancel} />
        </div>
      </form>
    </Dialog>
  );
}
