'use client';

import { Button } from 'primereact/button';
import { InputText } from 'primereact/inputtext';
import { useState } from 'react';
import type { ConsoleCurrency } from '@/lib/contracts/console-settings';
import { SaveStatus } from '../components/save-status';
import { useConsoleSave } from '../components/use-console-save';
import styles from '../console.module.css';
import { saveWalletLimits, settingsKey } from './api';

const FIELDS = [
  ['minDeposit', 'Minimum deposit'],
  ['maxDeposit', 'Maximum deposit (0: none)'],
  ['minWithdrawal', 'Minimum withdrawal'],
  ['maxWithdrawal', 'Maximum withdrawal (0: none)'],
] as const;

/** One currency's deposit and withdrawal range, in its own decimals. */
export function LimitsForm({ currency, mayEdit }: { currency: ConsoleCurrency; mayEdit: boolean }) {
  const [limits, setLimits] = useState(currency.limits);
  const save = useConsoleSave(saveWalletLimits, settingsKey);
  return (
    <form
      className={`${styles.card} ${styles.form}`}
      aria-label={`${currency.currency} limits`}
      onSubmit={(e) => {
        e.preventDefault();
        save.mutate({ currency: currency.currency, ...limits });
      }}
    >
      <strong>
        {currency.currency} <span className={styles.muted}>({currency.minorUnits} decimals)</span>
      </strong>
      <div className={styles.limitFields}>
        {FIELDS.map(([field, label]) => (
          <label key={field} className={styles.field}>
            {label}
            <InputText
              value={limits[field]}
              inputMode="decimal"
              disabled={!mayEdit}
              maxLength={18}
              onChange={(e) => setLimits({ ...limits, [field]: e.target.value.replace(/[^\d.]/g, '') })}
            />
          </label>
        ))}
      </div>
      {mayEdit ? (
        <div className={styles.actions}>
          <Button type="submit" label="Save limits" size="small" loading={save.isPending} />
          <SaveStatus saved={save.isSuccess} error={save.error} />
        </div>
      ) : null}
    </form>
  );
}
