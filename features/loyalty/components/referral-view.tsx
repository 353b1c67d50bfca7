'use client';

import Link from 'next/link';
import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import { useCurrencyAmount } from '@/components/i18n/use-currency-amount';
import { useDates } from '@/components/i18n/use-dates';
import { useToast } from '@/components/providers/toast-provider';
import type { ReferralInfo } from '@/lib/contracts/loyalty';
import { useCanShare, useLoyaltyCurrency, useOrigin, useReferralClaim, useReferralInfo } from '../hooks';
import { loyaltyMessage } from '../server-message';
import { MembersOnly } from './login-call';
import { Empty, LoadFailed, Loading } from './states';
import styles from './loyalty.module.css';
import { localeHref } from '@/lib/locale-href';

/** /{lang}/referral: the member's link, code and QR; the members they brought; commission to claim and its history. */
export function ReferralView() {
  const t = useTranslations('loyalty');
  return (
    <MembersOnly text={t('referral_login_cta')}>
      <MemberReferral />
    </MembersOnly>
  );
}

function MemberReferral() {
  const info = useReferralInfo();
  if (info.isPending) return <Loading />;
  if (info.isError) return <LoadFailed error={info.error} onRetry={() => void info.refetch()} />;
  return (
    <div className={styles.stack}>
      <div className={styles.grid}>
        <ShareCard info={info.data} />
        <CommissionCard info={info.data} />
      </div>
      <ReferredList info={info.data} />
    </div>
  );
}

function ShareCard({ info }: { info: ReferralInfo }) {
  const t = useTranslations('loyalty');
  const toast = useToast();
  const link = `${useOrigin()}${info.path}`;
  const canShare = useCanShare();

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(link);
      toast({ severity: 'success', summary: t('referral_copied') });
    } catch {
      toast({ severity: 'error', summary: t('referral_copy_failed') });
    }
  };
  const share = () =>
    void navigator
      .share({ title: t('referral_share_title'), text: t('referral_share_text', { code: info.code }), url: link })
      .catch(() => {});

  return (
    <section className={styles.card} aria-label={t('referral_your_link')}>
      <h2 className={styles.cardTitle}>{t('referral_your_link')}</h2>
      <div className={styles.row}>
        <input
          className={styles.link}
          value={link}
          readOnly
          aria-label={t('referral_link')}
          data-testid="referral-link"
          onFocus={(e) => e.currentTarget.select()}
        />
        <button type="button" className={styles.secondary} onClick={() => void copy()}>
          <i className="pi pi-copy" aria-hidden /> {t('referral_copy')}
        </button>
        {canShare ? (
          <button type="button" className={styles.secondary} onClick={share}>
            <i className="pi pi-share-alt" aria-hidden /> {t('referral_share')}
          </button>
        ) : null}
      </div>
      <div className={styles.row}>
        {/* Drawn by the platform from the link (qrcode's SVG output: paths only, no script). */}
        <div className={styles.qr} role="img" aria-label={t('referral_qr')} dangerouslySetInnerHTML={{ __html: info.qrSvg }} />
        <div>
          <p className={styles.muted}>{t('referral_code')}</p>
          <p className={styles.code} data-testid="referral-code">
            {info.code}
          </p>
        </div>
      </div>
    </section>
  );
}

function CommissionCard({ info }: { info: ReferralInfo }) {
  const t = useTranslations('loyalty');
  const tAll = useTranslations();
  const lang = useLocale();
  const money = useCurrencyAmount(useLoyaltyCurrency());
  const claim = useReferralClaim();
  const toast = useToast();
  const [error, setError] = useState('');
  const claimable = Number(info.claimable) > 0;

  const onClaim = async () => {
    setError('');
    const answer = await claim.mutateAsync();
    if (!answer) return;
    if (answer.status && answer.output)
      toast({ severity: 'success', summary: t('referral_claimed', { amount: money(answer.output.amount) }) });
    else
      setError(
        loyaltyMessage(tAll, answer.msg, 'claim_failed', { n: money(String((answer.output as { n?: string } | undefined)?.n ?? '0')) }),
      );
  };

  return (
    <section className={styles.card} aria-label={t('referral_commission')}>
      <h2 className={styles.cardTitle}>{t('referral_commission')}</h2>
      <p className={styles.muted}>
        {t(info.basis === 'turnover' ? 'referral_rule_turnover' : 'referral_rule_deposit', {
          rate: info.rate,
          minimum: money(info.minimum),
        })}
      </p>
      <dl className={styles.stats}>
        <div>
          <dt>{t('referral_accrued')}</dt>
          <dd data-testid="referral-accrued">{money(info.accrued)}</dd>
        </div>
        <div>
          <dt>{t('referral_claimable')}</dt>
          <dd data-testid="referral-claimable">{money(info.claimable)}</dd>
        </div>
        <div>
          <dt>{t('referral_claimed_total')}</dt>
          <dd>{money(info.claimed)}</dd>
        </div>
      </dl>
      {error ? (
        <p className={styles.error} role="alert">
          {error}
        </p>
      ) : null}
      <div className={styles.spread}>
        <button type="button" className={styles.primary} disabled={!claimable || claim.isPending} onClick={() => void onClaim()}>
          {t('claim')}
        </button>
        <Link href={localeHref(lang, '/transactions/referral')}>{t('history')}</Link>
      </div>
    </section>
  );
}

function ReferredList({ info }: { info: ReferralInfo }) {
  const t = useTranslations('loyalty');
  const dates = useDates();
  return (
    <section className={styles.stack} aria-label={t('referral_members')}>
      <h2 className={styles.cardTitle}>{t('referral_members')}</h2>
      {info.referred.length === 0 ? (
        <Empty title={t('referral_none')} text={t('referral_none_hint')} icon="pi-users" />
      ) : (
        <div className={styles.tableWrap}>
          <table className={styles.table} data-testid="referred-members">
            <thead>
              <tr>
                <th scope="col">{t('referral_member')}</th>
                <th scope="col">{t('referral_joined')}</th>
                <th scope="col">{t('referral_status')}</th>
              </tr>
            </thead>
            <tbody>
              {info.referred.map((member, i) => (
                <tr key={`${member.username}-${i}`}>
                  <td>{member.username}</td>
                  <td>{dates.date(member.joinedAt)}</td>
                  <td>{member.active ? t('referral_active') : t('referral_inactive')}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
