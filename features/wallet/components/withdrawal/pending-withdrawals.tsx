'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { useCurrencyAmount } from '@/components/i18n/use-currency-amount';
import { useDates } from '@/components/i18n/use-dates';
import { useToast } from '@/components/providers/toast-provider';
import { useMemberMutation } from '../../money-api';
import { usePendingWithdrawals } from '../../api';
import { requestIdOf } from '../../request-id';
import { useServerMessage } from '../../use-server-message';
import { useRefreshWallet } from '../../refresh-wallet';
import styles from '../wallet.module.css';

/** The member's withdrawals awaiting approval, each cancellable (the held amount returns to the wallet). */
export function PendingWithdrawals({ currency, onCancelled }: { currency: string; onCancelled?: (id: number) => void }) {
  const t = useTranslations('wallet');
  const dates = useDates();
  const toast = useToast();
  const message = useServerMessage();
  const money = useCurrencyAmount(currency);
  const refresh = useRefreshWallet();
  const pending = usePendingWithdrawals();
  const cancel = useMemberMutation('wallet/withdraw-cancel');
  const [cancelling, setCancelling] = useState<number | null>(null);

  const onCancel = async (id: number) => {
    setCancelling(id);
    try {
      const answer = await cancel.mutateAsync({ id });
      if (!answer) return;
      if (answer.status) {
        toast({ severity: 'success', summary: t('withdraw_cancelled', { id }) });
        onCancelled?.(id);
      } else toast({ severity: 'error', summary: message(answer.msg, answer.output) });
      // Refused too (request_not_pending): the operator decided meanwhile, so the list is stale either way.
      await refresh();
    } finally {
      setCancelling(null);
    }
  };

  const rows = pending.data?.rows ?? [];
  return (
    <section aria-labelledby="pending-withdrawals">
      <h3 id="pending-withdrawals" className={styles.sectionTitle}>
        {t('pending_withdrawals')}
      </h3>
      {pending.isPending ? null : rows.length === 0 ? (
        <p className={styles.muted}>{t('no_pending')}</p>
      ) : (
        <ul className={styles.list}>
          {rows.map((row) => {
            const id = requestIdOf(row);
            return (
              <li key={row.id} className={styles.listItem}>
                <div>
                  <span className={styles.amount}>{money(row.amount.replace(/^-/, ''))}</span>
                  <small>
                    #{id ?? row.id} · {dates.dateTime(row.createdAt)}
                    {row.description ? ` · ${row.description}` : ''}
                  </small>
                </div>
                {id !== null ? (
                  <button
                    type="button"
                    className={styles.secondary}
                    aria-label={t('cancel_request_label', { id })}
                    disabled={cancelling !== null}
                    onClick={() => void onCancel(id)}
                  >
                    {t('cancel_request')}
                  </button>
                ) : null}
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
