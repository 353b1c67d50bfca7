'use client';

import { useTranslations } from 'next-intl';
import { useCurrencyAmount } from '@/components/i18n/use-currency-amount';
import { useDates } from '@/components/i18n/use-dates';
import type { ActiveBonus } from '@/lib/contracts/promotions';
import { countdown, wageringPercent } from '../progress';
import { useNow } from '../use-now';
import styles from './promotions.module.css';

/** Time left and the moment the bonus lapses, in the member's country's zone; rendered in the browser only (the countdown needs now). */
function Expiry({ expiresAt }: { expiresAt: string }) {
  const t = useTranslations('promotions');
  const dates = useDates();
  const now = useNow();
  if (now === null) return <p className={styles.expiry}>&nbsp;</p>;
  const left = countdown(expiresAt, now);
  if (!left) return null;
  const at = dates.dateTime(expiresAt);
  return (
    <p className={styles.expiry} data-testid="bonus-expiry">
      <i className="pi pi-clock" aria-hidden />{' '}
      {left === 'expired' ? t('expired', { date: at }) : t('expires_in', { time: t('countdown', left), date: at })}
    </p>
  );
}

type Props = {
  bonus: ActiveBonus;
  currency: string;
  /** the promotion's title when known */
  title?: string;
  /** the header menu's short form: no maximum-bet line */
  compact?: boolean;
};

/** The active bonus: money left, wagered against required as a bar, and the countdown to its expiry. */
export function BonusProgress({ bonus, currency, title, compact = false }: Props) {
  const t = useTranslations('promotions');
  const money = useCurrencyAmount(currency);
  const percent = wageringPercent(bonus);
  const progress = t('progress_text', { wagered: money(bonus.wagered), required: money(bonus.required) });
  return (
    <div className={compact ? `${styles.progress} ${styles.progressCompact}` : styles.progress} data-testid="bonus-progress">
      <div className={styles.progressHead}>
        <span className={styles.progressTitle}>{title ?? t('active_bonus')}</span>
        {bonus.status === 'pending' ? (
          <span className={styles.badge}>{t('status_pending')}</span>
        ) : (
          <span className={styles.progressAmount}>{t('bonus_left', { amount: money(bonus.balance) })}</span>
        )}
      </div>
      <div
        className={styles.bar}
        role="progressbar"
        aria-label={t('progress_label')}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={progress}
      >
        <span style={{ width: `${percent}%` }} />
      </div>
      <p className={styles.progressText}>
        {progress} <strong>{percent}%</strong>
      </p>
      {bonus.status === 'pending' ? <p className={styles.muted}>{t('pending_text')}</p> : null}
      {!compact && bonus.maxBet ? <p className={styles.muted}>{t('max_bet_now', { amount: money(bonus.maxBet) })}</p> : null}
      {bonus.expiresAt ? <Expiry expiresAt={bonus.expiresAt} /> : null}
    </div>
  );
}
