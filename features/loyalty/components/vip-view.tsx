'use client';

import { useTranslations } from 'next-intl';
import { useEffect } from 'react';
import { useQueryDialog } from '@/components/dialogs/use-query-dialog';
import { useCurrencyAmount } from '@/components/i18n/use-currency-amount';
import { useUserStore } from '@/components/providers/store-provider';
import { useToast } from '@/components/providers/toast-provider';
import type { VipStatus, VipTier } from '@/lib/contracts/loyalty';
import { useLoyaltyCurrency, useVipStatus, useVipTiers } from '../hooks';
import { Empty, LoadFailed, Loading, ProgressBar } from './states';
import styles from './loyalty.module.css';

/**
 * /{lang}/vip: the member's tier and progress, then every tier's benefits; a visitor sees the table
 * and a login call. The server hands the tiers down (server/vip-page.tsx); the member's tier loads here.
 */
export function VipView() {
  const t = useTranslations('loyalty');
  const currency = useLoyaltyCurrency();
  const loggedIn = useUserStore((s) => s.loggedIn);
  const tiers = useVipTiers(currency);
  // Asked for now, beside the tiers, rather than once the tier table is here (the card reads the same query).
  useVipStatus(currency);
  const { showDialog } = useQueryDialog();

  if (tiers.isPending) return <Loading />;
  if (tiers.isError) return <LoadFailed error={tiers.error} onRetry={() => void tiers.refetch()} />;
  if (tiers.data.tiers.length === 0) return <Empty title={t('vip_none')} icon="pi-crown" />;
  return (
    <div className={styles.stack}>
      {loggedIn ? (
        <MemberTier currency={currency} />
      ) : (
        <div className={styles.notice}>
          <i className="pi pi-crown" aria-hidden />
          <div>
            <p>{t('vip_login_cta')}</p>
            <button type="button" className={styles.primary} onClick={() => showDialog('login')}>
              {t('login')}
            </button>
          </div>
        </div>
      )}
      <TierTable tiers={tiers.data.tiers} currency={currency} periodDays={tiers.data.periodDays} />
    </div>
  );
}

function MemberTier({ currency }: { currency: string }) {
  const t = useTranslations('loyalty');
  const status = useVipStatus(currency);
  const money = useCurrencyAmount(currency);
  const toast = useToast();
  const paid = status.data?.rewardsPaid;
  useEffect(() => {
    for (const reward of paid ?? []) toast({ severity: 'success', summary: t('vip_reward_paid', { amount: money(reward.amount) }) });
  }, [paid, toast, t, money]);

  if (status.isPending) return <Loading count={1} />;
  if (status.isError) return <LoadFailed error={status.error} onRetry={() => void status.refetch()} />;
  return <TierCard status={status.data} money={money} />;
}

function TierCard({ status, money }: { status: VipStatus; money: (amount: string) => string }) {
  const t = useTranslations('loyalty');
  return (
    <section className={styles.card} aria-label={t('vip_current')} data-testid="vip-current">
      <div className={styles.row}>
        {/* eslint-disable-next-line @next/next/no-img-element -- a small SVG badge from storage */}
        {status.image ? <img className={styles.badge} src={status.image} alt="" /> : null}
        <div>
          <p className={styles.muted}>{t('vip_current')}</p>
          <p className={styles.tierName}>{status.name}</p>
          <p className={styles.muted}>
            {t(status.periodDays === null ? 'vip_turnover_lifetime' : 'vip_turnover_period', {
              amount: money(status.turnover),
              days: status.periodDays ?? 0,
            })}
          </p>
        </div>
      </div>
      {status.next ? (
        <>
          <ProgressBar percent={status.next.percent} label={t('vip_progress', { name: status.next.name })} />
          <p className={styles.muted}>{t('vip_to_next', { amount: money(status.next.remaining), name: status.next.name })}</p>
        </>
      ) : (
        <p className={styles.done}>{t('vip_top')}</p>
      )}
    </section>
  );
}

function TierTable({ tiers, currency, periodDays }: { tiers: VipTier[]; currency: string; periodDays: number | null }) {
  const t = useTranslations('loyalty');
  const money = useCurrencyAmount(currency);
  const loggedIn = useUserStore((s) => s.loggedIn);
  const status = useVipStatus(currency);
  const current = loggedIn ? status.data?.level : undefined;
  return (
    <section className={styles.stack} aria-label={t('vip_benefits')}>
      <h2 className={styles.cardTitle}>{t('vip_benefits')}</h2>
      <p className={styles.muted}>{periodDays === null ? t('vip_rule_lifetime') : t('vip_rule_period', { days: periodDays })}</p>
      <div className={styles.tableWrap}>
        <table className={styles.table}>
          <thead>
            <tr>
              <th scope="col">{t('vip_tier')}</th>
              <th scope="col">{t('vip_threshold')}</th>
              <th scope="col">{t('vip_rebate')}</th>
              <th scope="col">{t('vip_withdrawals')}</th>
              <th scope="col">{t('vip_withdrawal_max')}</th>
              <th scope="col">{t('vip_reward')}</th>
            </tr>
          </thead>
          <tbody>
            {tiers.map((tier) => (
              <tr key={tier.level} aria-current={tier.level === current ? 'true' : undefined}>
                <td data-label={t('vip_tier')}>
                  <span className={styles.tierCell}>
                    {/* eslint-disable-next-line @next/next/no-img-element -- a small SVG badge from storage */}
                    {tier.image ? <img src={tier.image} alt="" /> : null}
                    {tier.name}
                  </span>
                </td>
                <td data-label={t('vip_threshold')}>{money(tier.threshold)}</td>
                <td data-label={t('vip_rebate')}>{tier.rebateRate}%</td>
                <td data-label={t('vip_withdrawals')}>{tier.withdrawalsPerDay}</td>
                <td data-label={t('vip_withdrawal_max')}>{money(tier.withdrawalMaxPerDay)}</td>
                <td data-label={t('vip_reward')}>
                  {Number(tier.reward) <= 0
                    ? '—'
                    : tier.rewardKind === 'bonus'
                      ? t('vip_reward_bonus', { amount: money(tier.reward), times: tier.rewardWagering })
                      : money(tier.reward)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
