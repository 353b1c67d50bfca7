'use client';

import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import { InputText } from 'primereact/inputtext';
import { useState } from 'react';
import { consoleMoney } from '../components/money';
import styles from '../console.module.css';
import type { PaymentRow } from './api';

/** Rejecting asks first, with the reason the member will read; Cancel leaves the request pending. */
export function RejectDialog(props: { row: PaymentRow; busy: boolean; onReject: (reason: string) => void; onCancel: () => void }) {
  const { row } = props;
  const [reason, setReason] = useState('');
  return (
    <Dialog header={`Reject ${row.kind} #${row.id}?`} visible onHide={props.onCancel} style={{ width: 'min(28rem, 95vw)' }}>
      <form
        aria-label="Reject"
        onSubmit={(e) => {
          e.preventDefault();
          props.onReject(reason);
        }}
      >
        <p>
          {consoleMoney(row.amount, row.currency)} for {row.username}.
        </p>
        <label className={styles.field}>
          Reason (the member sees it)
          <InputText value={reason} onChange={(e) => setReason(e.target.value.slice(0, 200))} required autoFocus />
        </label>
        <div className={styles.actions} style={{ marginTop: '1rem' }}>
          <Button type="submit" label="Reject" severity="danger" loading={props.busy} />
          <Button type="button" label="Cancel" text onClick={props.onCancel} />
        </div>
      </form>
    </Dialog>
  );
}
