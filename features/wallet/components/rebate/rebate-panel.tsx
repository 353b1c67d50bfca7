'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { formStyles } from '@/components/form';
import { useCurrencyAmount } from '@/components/i18n/use-currency-amount';
import { useDates } from '@/components/i18n/use-dates';
import { useToast } from '@/components/providers/toast-provider';
import type { WalletSettingsData } from '../../api';
import { isPositiveAmount } from '../../amount';
import { useMoneyMutation } from '../../money-api';
import { useRebateInfo } from '../../api';
import { useServerMessage } from '../../use-server-message';
import { FormError } from '../fields/form-error';
import styles from '../wallet.module.css';

/** Instant rebate: turnover since the last claim × the rate, claimed into the main wallet at once. */
export function RebatePanel({ settings }: { settings: WalletSettingsData }) {
  const t = useTranslations('wallet');
  const tCommon = useTranslations('common');
  const dates = useDates();
  const toast = useToast();
  const message = useServerMessage();
  const money = useCurrencyAmount(settings.currency);
  const info = useRebateInfo();
  const claim = useMoneyMutation('wallet/rebate-claim');
  const [formError, setFormError] = useState<string | null>(null);

  if (info.isPending) return <p className={styles.loading}>{tCommon('loading')}</p>;
  if (info.isError) {
    return (
      <>
        <FormError message={message(info.error.message)} />
        <button type="button" className={styles.secondary} onClick={() => void info.refetch()}>
          {t('retry')}
        </button>
      </>
    );
  }
  const rebate = info.data;
  const claimable = isPositiveAmount(rebate.amount);

  const onClaim = async () => {
    setFormError(null);
    const answer = await claim.mutateAsync({});
    if (!answer) return;
    if (!answer.status) return setFormError(message(answer.msg, answer.output));
    // The answer describes the claim just paid (a replayed key answers the first claim again).
    // The mutation refreshes the balance and the rebate info.
    toast({ severity: 'success', summary: t('rebate_claimed', { amount: money(answer.output?.amount ?? rebate.amount) }) });
  };

  const stats: [string, string][] = [
    [t('rebate_turnover'), money(rebate.turnover)],
    [t('rebate_rate'), `${rebate.rate}%`],
    [t('rebate_amount'), money(rebate.amount)],
    [t('rebate_since'), rebate.since ? dates.dateTime(rebate.since) : t('rebate_since_start')],
  ];
  return (
    <>
      <div className={styles.stats}>
        {stats.map(([label, value]) => (
          <div key={label} className={styles.stat}>
            <span>{label}</span>
            <strong>{value}</strong>
          </div>
        ))}
      </div>
      {!claimable ? <p className={styles.muted}>{t('nothing_to_claim')}</p> : null}
      <FormError message={formError} />
      <button
        type="button"
        className={formStyles.submit}
        style={{ width: '100%', marginTop: 12 }}
        disabled={!claimable || claim.isPending}
        onClick={() => void onClaim()}
      >
        {t('rebate_claim')}
      </button>
    </>
  );
}
