'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import { useCurrencyAmount } from '@/components/i18n/use-currency-amount';
import { formatDateTime } from '@/lib/dates';
import type { Limit } from '@/lib/contracts/limits';
import { useLimitChange } from '../api';
import { limitMessage } from '../limit-message';
import { LimitEditor } from './limit-editor';
import styles from './limits.module.css';

type Props = { limit: Limit; currency: string; timeZone: string };

/** One limit: what is in force, how much of it is used until it resets, a pending raise or removal, and its editor. */
export function LimitRow({ limit, currency, timeZone }: Props) {
  const t = useTranslations('limits');
  const tAll = useTranslations();
  const locale = useLocale();
  const money = useCurrencyAmount(currency);
  const confirm = useLimitChange('limits/confirm');
  const cancel = useLimitChange('limits/cancel');
  const [editing, setEditing] = useState(false);
  const [status, setStatus] = useState<{ ok: boolean; text: string } | null>(null);
  const when = (iso: string) => formatDateTime(iso, locale, timeZone);
  const used = Number(limit.used);
  const share = limit.amount === null ? 0 : Math.min(100, Math.max(0, (used / Number(limit.amount)) * 100));
  const busy = confirm.isPending || cancel.isPending;
  const key = { kind: limit.kind, period: limit.period };

  const act = async (run: typeof confirm | typeof cancel, done: string) => {
    setStatus(null);
    const answer = await run.mutateAsync(key);
    if (!answer) return;
    setStatus(answer.status ? { ok: true, text: done } : { ok: false, text: limitMessage(tAll, answer.msg) });
  };

  return (
    <div className={styles.row} data-testid={`limit-${limit.kind}-${limit.period}`}>
      <div className={styles.head}>
        <h3 className={styles.period}>{t(`period_${limit.period}`)}</h3>
        <strong className={styles.amount}>{limit.amount === null ? t('no_limit') : money(limit.amount)}</strong>
      </div>
      {limit.amount !== null ? (
        <div
          className={`${styles.meter} ${share >= 80 ? styles.meterHigh : ''}`}
          role="meter"
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={Math.round(share)}
          aria-label={t('used_of', { used: money(limit.used), limit: money(limit.amount) })}
        >
          <span style={{ width: `${share}%` }} />
        </div>
      ) : null}
      <p className={styles.muted}>
        {limit.amount === null
          ? t('used_so_far', { used: money(limit.used) })
          : t('used_of', { used: money(limit.used), limit: money(limit.amount) })}
        {' · '}
        {t('resets', { date: when(limit.resetsAt) })}
      </p>
      {limit.pending ? (
        <div className={styles.pending} role="status">
          <p>
            <strong>
              {limit.pending.amount === null ? t('pending_removal') : t('pending_raise', { amount: money(limit.pending.amount) })}
            </strong>{' '}
            {limit.pending.confirmable ? t('pending_ready') : t('pending_wait', { date: when(limit.pending.coolingEndsAt) })}
          </p>
          <div className={styles.actions}>
            <button
              type="button"
              className={styles.primary}
              disabled={busy || !limit.pending.confirmable}
              onClick={() => void act(confirm, t('confirmed'))}
            >
              {t('confirm')}
            </button>
            <button type="button" className={styles.button} disabled={busy} onClick={() => void act(cancel, t('cancelled'))}>
              {t('cancel_request')}
            </button>
          </div>
        </div>
      ) : null}
      {status ? (
        <p className={`${styles.notice} ${status.ok ? styles.success : styles.warning}`} role={status.ok ? 'status' : 'alert'}>
          {status.text}
        </p>
      ) : null}
      {editing ? (
        <LimitEditor
          limit={limit}
          currency={currency}
          onCancel={() => setEditing(false)}
          onDone={(text) => {
            setEditing(false);
            setStatus({ ok: true, text });
          }}
        />
      ) : (
        <div className={styles.actions}>
          <button
            type="button"
            className={styles.button}
            onClick={() => {
              setStatus(null);
              setEditing(true);
            }}
          >
            <i className={`pi ${limit.amount === null ? 'pi-plus' : 'pi-pencil'}`} aria-hidden />{' '}
            {limit.amount === null ? t('set') : t('change')}
          </button>
        </div>
      )}
    </div>
  );
}
