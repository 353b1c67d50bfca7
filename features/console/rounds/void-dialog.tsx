'use client';

import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import { InputText } from 'primereact/inputtext';
import { useState } from 'react';
import { consoleMoney } from '../components/money';
import styles from '../console.module.css';
import type { OpenRoundRow } from './api';

const MIN_REASON = 3;

/** Voiding asks first: which round, whose, what goes back, and why (kept with the entry and the audit row). */
export function VoidDialog(props: { round: OpenRoundRow; busy: boolean; onVoid: (reason: string) => void; onCancel: () => void }) {
  const { round } = props;
  const [reason, setReason] = useState('');
  const ready = reason.trim().length >= MIN_REASON;
  return (
    <Dialog header={`Void round ${round.roundId}?`} visible onHide={props.onCancel} style={{ width: 'min(30rem, 95vw)' }}>
      <form
        aria-label="Void round"
        onSubmit={(e) => {
          e.preventDefault();
          if (ready) props.onVoid(reason.trim());
        }}
      >
        <p>
          {consoleMoney(round.bet, round.currency)} goes back to {round.username || `member #${round.memberId}`} and the round closes as
          rolled back. A win the provider sends later is refused.
        </p>
        <p className={styles.muted}>
          {round.gameName} · {round.providerName}
        </p>
        <label className={styles.field}>
          Reason (at least {MIN_REASON} characters)
          <InputText value={reason} onChange={(e) => setReason(e.target.value.slice(0, 500))} required autoFocus />
        </label>
        <div className={styles.actions} style={{ marginTop: '1rem' }}>
          <Button type="submit" label="Void and refund" severity="danger" loading={props.busy} disabled={!ready} />
          <Button type="button" label="Cancel" text onClick={props.onCancel} />
        </div>
      </form>
    </Dialog>
  );
}
