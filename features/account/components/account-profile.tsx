'use client';

import { useLocale, useTimeZone, useTranslations } from 'next-intl';
import { useAppStore, useStoreApis, useUserStore } from '@/components/providers/store-provider';
import styles from '@/components/page-shell.module.css';
import { countryName } from '@/lib/country-name';
import { formatDate } from '@/lib/dates';
import { findCountry } from '@/lib/language';
import { AccountVipBadge } from './vip-badge';
import own from './account.module.css';

/**
 * The member's profile rows. No page's HTML carries the member's data: the server renders the rows'
 * labels with a placeholder of a line's height in each value, filled once the profile loads on the
 * client (use-member-profile.ts); a profile that could not load says so and offers to try again.
 */
export function AccountProfile() {
  const t = useTranslations('account');
  const tErrors = useTranslations('errors');
  const locale = useLocale();
  const timeZone = useTimeZone() ?? 'UTC';
  const member = useUserStore((s) => s.data);
  const failed = useUserStore((s) => s.profileFailed);
  const countries = useAppStore((s) => s.countries);
  const { user } = useStoreApis();
  if (!member && failed) {
    return (
      <div role="alert">
        <p className={own.intro}>{t('profile_failed')}</p>
        <button type="button" className={own.retry} onClick={() => user.getState().retryProfile()}>
          {tErrors('try_again')}
        </button>
      </div>
    );
  }
  const value = (shown: (m: NonNullable<typeof member>) => string) =>
    member ? shown(member) : <span className={own.placeholder} aria-hidden />;
  const rows: [string, React.ReactNode][] = [
    [t('username'), value((m) => m.username)],
    [t('currency'), value((m) => m.currency)],
    [t('country'), value((m) => countryName(m.countryCode, locale, findCountry(countries, m.countryCode)?.country ?? m.countryCode))],
    [t('mobileno'), value((m) => `+${m.mobileno}`)],
    [t('email'), value((m) => m.email || '—')],
    [t('member_since'), value((m) => formatDate(m.createdAt, locale, timeZone))],
  ];
  return (
    <dl className={styles.dl} aria-busy={member === null}>
      {rows.map(([label, shown]) => (
        <div key={label} style={{ display: 'contents' }}>
          <dt>{label}</dt>
          <dd>{shown}</dd>
        </div>
      ))}
      <dt>{t('vip_tier')}</dt>
      <dd>
        <AccountVipBadge />
      </dd>
    </dl>
  );
}
