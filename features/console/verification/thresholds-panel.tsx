'use client';

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button } from 'primereact/button';
import { InputText } from 'primereact/inputtext';
import { useState } from 'react';
import { LoadFailed } from '../components/load-failed';
import { Outcome } from '../components/page-frame';
import { useConsoleApi } from '../console-api';
import styles from '../console.module.css';
import layout from './verification.module.css';
import { saveThreshold, thresholdsKey, thresholdsQueryOptions } from './api';
import { verificationReason } from './texts';

/**
 * The withdrawal amount per currency above which a member must be verified. Finance and owners
 * change it (audited); support sees it. Empty means no threshold: withdrawals never wait.
 */
export function ThresholdsPanel({ mayChange }: { mayChange: boolean }) {
  const api = useConsoleApi();
  const queryClient = useQueryClient();
  const list = useQuery(thresholdsQueryOptions(api));
  const [drafts, setDrafts] = useState<Record<string, string>>({});
  const [notice, setNotice] = useState('');
  const save = useMutation({
    mutationFn: (input: { currency: string; threshold: string }) => saveThreshold(api, input),
    onSuccess: (saved) => {
      setNotice(
        saved.threshold ? `${saved.currency}: withdrawals above ${saved.threshold} need verification.` : `${saved.currency}: no threshold.`,
      );
      setDrafts(({ [saved.currency]: _saved, ...rest }) => rest);
      void queryClient.invalidateQueries({ queryKey: thresholdsKey });
    },
  });

  return (
    <section className={styles.section} aria-labelledby="thresholds-title">
      <h2 id="thresholds-title" className={styles.subtitle}>
        Withdrawal thresholds
      </h2>
      <p className={styles.muted}>A withdrawal above the amount waits for a verified member. Leave it empty for no threshold.</p>
      {list.isError ? (
        <LoadFailed what="The thresholds" error={list.error} retry={() => void list.refetch()} />
      ) : list.isPending ? (
        <p className={styles.muted}>Loading…</p>
      ) : (
        <div className={layout.thresholds}>
          {list.data.map(({ currency, threshold }) => {
            const value = drafts[currency] ?? threshold;
            return (
              <form
                key={currency}
                className={styles.toolbar}
                aria-label={`Threshold ${currency}`}
                onSubmit={(e) => {
                  e.preventDefault();
                  setNotice('');
                  save.mutate({ currency, threshold: value.trim() });
                }}
              >
                <label className={styles.field}>
                  {currency} threshold
                  <InputText
                    value={value}
                    inputMode="decimal"
                    placeholder="none"
                    disabled={!mayChange}
                    onChange={(e) => setDrafts((d) => ({ ...d, [currency]: e.target.value.replace(/[^\d.]/g, '').slice(0, 24) }))}
                  />
                </label>
                {mayChange ? (
                  <Button
                    type="submit"
                    label="Save"
                    size="small"
                    disabled={value === threshold}
                    loading={save.isPending && save.variables?.currency === currency}
                  />
                ) : null}
              </form>
            );
          })}
        </div>
      )}
      <Outcome error={null} done={notice} />
      {save.isError ? (
        <p className={styles.error} role="alert">
          {verificationReason(save.error.message)}
        </p>
      ) : null}
    </section>
  );
}
