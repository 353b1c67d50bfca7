'use client';

import { Button } from 'primereact/button';
import { InputText } from 'primereact/inputtext';
import { useState } from 'react';
import { SaveStatus } from '../components/save-status';
import { useConsoleSave } from '../components/use-console-save';
import styles from '../console.module.css';
import { saveRebateRate, settingsKey } from './api';

/** "0.50" (percent) ↔ 50 basis points, exactly: at most two decimals. */
const toBp = (percent: string) => (/^\d{1,2}(\.\d{1,2})?$/.test(percent) ? Math.round(Number(percent) * 100) : null);
const toPercent = (bp: number) => (bp / 100).toFixed(2);

/** The base rebate rate; a member's VIP tier may set its own instead. */
export function RebateForm({ rateBp, mayEdit }: { rateBp: number; mayEdit: boolean }) {
  const [percent, setPercent] = useState(toPercent(rateBp));
  const save = useConsoleSave(saveRebateRate, settingsKey);
  const bp = toBp(percent);
  return (
    <form
      className={`${styles.card} ${styles.toolbar}`}
      aria-label="Rebate rate"
      onSubmit={(e) => {
        e.preventDefault();
        if (bp !== null) save.mutate({ rateBp: bp });
      }}
    >
      <label className={styles.field}>
        Rebate rate, % of settled turnover (0–10; a VIP tier’s rate replaces it)
        <InputText value={percent} inputMode="decimal" disabled={!mayEdit} maxLength={5} onChange={(e) => setPercent(e.target.value)} />
      </label>
      {mayEdit ? (
        <Button type="submit" label="Save rate" size="small" disabled={bp === null || bp > 1000} loading={save.isPending} />
      ) : null}
      {bp === null ? <span className={styles.error}>Write a percentage with at most two decimals.</span> : null}
      <SaveStatus saved={save.isSuccess} error={save.error} />
    </form>
  );
}
