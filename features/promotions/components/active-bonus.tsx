'use client';

import { useTranslations } from 'next-intl';
import { useCurrencyAmount } from '@/components/i18n/use-currency-amount';
import { promotionById, promotionLanguage } from '../catalogue';
import { useBonusStatus, usePromotionInfo } from '../hooks';
import { BonusProgress } from './bonus-progress';
import { LeaveBonus } from './leave-bonus';
import { Empty, LoadFailed } from './states';
import styles from './promotions.module.css';

type Props = {
  lang: string;
  currency: string;
  /** a promotion's page shows the bonus only when it is this promotion's */
  promotionId?: number;
};

/** The promo centre's bonus: cash and bonus money, the progress of the active bonus and the way out of it. */
export function ActiveBonus({ lang, currency, promotionId }: Props) {
  const t = useTranslations('promotions');
  const status = useBonusStatus();
  const info = usePromotionInfo(currency);
  const money = useCurrencyAmount(status.data?.currency ?? currency);
  const only = promotionId !== undefined;

  if (status.isPending) {
    return only ? null : <div className={`${styles.progress} ${styles.skeleton}`} aria-busy="true" aria-label={t('loading')} />;
  }
  if (status.isError) return only ? null : <LoadFailed error={status.error} onRetry={() => void status.refetch()} />;
  const active = status.data.active;
  if (!active || (only && active.promotionId !== promotionId)) {
    return only ? null : <Empty title={t('no_bonus_title')} text={t('no_bonus_text')} icon="pi-ticket" />;
  }
  const title = promotionById(info.data?.promotions ?? [], String(active.promotionId), promotionLanguage(lang))?.text.title;
  return (
    <div className={styles.bonusPanel}>
      <BonusProgress bonus={active} currency={status.data.currency} title={title} />
      <dl className={styles.split}>
        <div>
          <dt>{t('cash')}</dt>
          <dd>{money(status.data.cash)}</dd>
        </div>
        <div>
          <dt>{t('bonus')}</dt>
          <dd>{money(status.data.bonus)}</dd>
        </div>
      </dl>
      <LeaveBonus bonus={active} currency={status.data.currency} />
    </div>
  );
}
