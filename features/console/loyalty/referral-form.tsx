'use client';

import { Button } from 'primereact/button';
import { InputText } from 'primereact/inputtext';
import { useState } from 'react';
import type { EndpointOutput } from '@/lib/contracts/endpoints';
import { COMMISSION_BASES } from '@/lib/contracts/loyalty';
import { bpToPercent, percentToBp } from './percent';
import { SaveStatus } from '../components/save-status';
import { useConsoleSave } from '../components/use-console-save';
import styles from '../console.module.css';
import { loyaltyKey, saveReferralSettings } from './api';

type Loyalty = EndpointOutput<'operator/loyalty'>;
const BASIS_LABEL: Record<(typeof COMMISSION_BASES)[number], string> = {
  turnover: 'of the referred members’ settled turnover',
  first_deposit: 'of each referred member’s first deposit',
};

/** The referral commission: rate, what it is a share of, and the smallest claim. */
export function ReferralForm({ loyalty, mayEdit }: { loyalty: Loyalty; mayEdit: boolean }) {
  const [rate, setRate] = useState(bpToPercent(loyalty.commissionBp));
  const [basis, setBasis] = useState(loyalty.basis);
  const [minimum, setMinimum] = useState(loyalty.minimum);
  const save = useConsoleSave(saveReferralSettings, loyaltyKey);
  const bp = percentToBp(rate);
  return (
    <form
      className={`${styles.card} ${styles.toolbar}`}
      aria-label="Referral commission"
      onSubmit={(e) => {
        e.preventDefault();
        if (bp !== null) save.mutate({ currency: loyalty.currency, commissionBp: bp, basis, minimum });
      }}
    >
      <label className={styles.field}>
        Commission %
        <InputText value={rate} disabled={!mayEdit} onChange={(e) => setRate(e.target.value)} />
      </label>
      <label className={styles.field}>
        Paid as a share
        <select value={basis} disabled={!mayEdit} onChange={(e) => setBasis(e.target.value as typeof basis)}>
          {COMMISSION_BASES.map((b) => (
            <option key={b} value={b}>
              {BASIS_LABEL[b]}
            </option>
          ))}
        </select>
      </label>
      <label className={styles.field}>
        Smallest claim
        <InputText value={minimum} disabled={!mayEdit} onChange={(e) => setMinimum(e.target.value)} />
      </label>
      {mayEdit ? <Button type="submit" label="Save commission" size="small" disabled={bp === null} loading={save.isPending} /> : null}
      {bp === null ? (
        <span className={styles.error}>Write a percentage with at most two decimals.</span>
      ) : (
        <SaveStatus saved={save.isSuccess} error={save.error} />
      )}
    </form>
  );
}
