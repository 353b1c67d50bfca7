'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { formStyles, TextField } from '@/components/form';
import type { Limit } from '@/lib/contracts/limits';
import { useLimitChange } from '../api';
import { limitMessage } from '../limit-message';
import styles from './limits.module.css';

type Props = { limit: Limit; currency: string; onDone: (text: string) => void; onCancel: () => void };

const AMOUNT = /^\d{1,15}(\.\d{1,2})?$/;

/** Sets, changes or removes one limit. A lower amount is in force at once; a higher one or a removal is a request. */
export function LimitEditor({ limit, currency, onDone, onCancel }: Props) {
  const t = useTranslations('limits');
  const tAll = useTranslations();
  const change = useLimitChange('limits/set');
  const [amount, setAmount] = useState(limit.amount ?? '');
  const [error, setError] = useState<string | null>(null);

  const send = async (wanted: string | null) => {
    setError(null);
    if (wanted !== null && (!AMOUNT.test(wanted.trim()) || Number(wanted) <= 0)) return setError(t('error_amount'));
    const answer = await change.mutateAsync({ kind: limit.kind, period: limit.period, amount: wanted === null ? null : wanted.trim() });
    if (!answer) return;
    if (!answer.status) return setError(limitMessage(tAll, answer.msg));
    const after = answer.output?.limits.find((l) => l.kind === limit.kind && l.period === limit.period);
    onDone(after?.pending ? t('request_noted') : t('saved_now'));
  };

  return (
    <form
      className={`${formStyles.form} ${styles.editor}`}
      noValidate
      aria-label={`${t(`kind_${limit.kind}`)} – ${t(`period_${limit.period}`)}`}
      onSubmit={(event) => {
        event.preventDefault();
        void send(amount);
      }}
    >
      <TextField
        label={t('amount_label', { currency })}
        name="amount"
        inputMode="decimal"
        autoComplete="off"
        value={amount}
        onChange={(e) => setAmount(e.target.value)}
        error={error ?? undefined}
        hint={t('amount_hint')}
      />
      <div className={styles.actions}>
        <button type="submit" className={styles.primary} disabled={change.isPending}>
          {change.isPending ? t('saving') : t('save')}
        </button>
        {limit.amount !== null && limit.pending?.amount !== null ? (
          <button type="button" className={styles.button} disabled={change.isPending} onClick={() => void send(null)}>
            {t('remove')}
          </button>
        ) : null}
        <button type="button" className={styles.link} disabled={change.isPending} onClick={onCancel}>
          {t('cancel_edit')}
        </button>
      </div>
    </form>
  );
}
