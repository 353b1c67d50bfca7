'use client';

import { Button } from 'primereact/button';
import { useState } from 'react';
import { Outcome } from '../components/page-frame';
import { useConsoleSave } from '../components/use-console-save';
import styles from '../console.module.css';
import { catalogKey, setMaintenance } from './api';

/** '' → until reopened; otherwise the local date-time input's value as an ISO instant. */
const toIso = (local: string) => (local ? new Date(local).toISOString() : undefined);

/**
 * Closes a game or provider for maintenance (until a time, or until reopened) or opens it again.
 * Launches are refused at once; the lobby shows the badge after the republish.
 */
export function MaintenanceSwitch(props: { kind: 'game' | 'provider'; id: string; until: string | null; mayEdit: boolean }) {
  const [end, setEnd] = useState('');
  const save = useConsoleSave(setMaintenance, catalogKey);
  const closed = props.until !== null;
  const state = !closed ? 'Open' : props.until ? `Closed until ${props.until.replace('T', ' ').slice(0, 16)} UTC` : 'Closed';
  if (!props.mayEdit) return <span>{state}</span>;
  return (
    <div className={styles.actions}>
      <span className={closed ? styles.error : styles.muted}>{state}</span>
      {closed ? (
        <Button
          label="Reopen"
          size="small"
          outlined
          loading={save.isPending}
          onClick={() => save.mutate({ kind: props.kind, id: props.id, closed: false })}
        />
      ) : (
        <>
          <input
            type="datetime-local"
            aria-label={`Maintenance of ${props.id} ends (empty: until reopened)`}
            className={styles.dateTime}
            value={end}
            onChange={(e) => setEnd(e.target.value)}
          />
          <Button
            label="Close for maintenance"
            size="small"
            severity="warning"
            loading={save.isPending}
            onClick={() => save.mutate({ kind: props.kind, id: props.id, closed: true, until: toIso(end) })}
          />
        </>
      )}
      <Outcome inline error={save.error} done={null} />
    </div>
  );
}
