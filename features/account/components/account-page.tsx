import 'server-only';
import { getLocale, getTimeZone, getTranslations } from 'next-intl/server';
import { PageShell } from '@/components/page-shell';
import styles from '@/components/page-shell.module.css';
import { countryName } from '@/lib/country-name';
import { formatDate } from '@/lib/dates';
import { findCountry } from '@/lib/language';
import { getCountries, getMember } from '@/lib/site-data';
import { ChangePasswordForm } from './change-password-form';
import { WalletBankManager, WalletPinManager } from './wallet-sections';
import { AccountVipBadge } from './vip-badge';
import { AccountSection } from './account-section';
import own from './account.module.css';

/** The member's profile, then the interactive sections: password, withdrawal PIN and bank accounts. */
export async function AccountPage() {
  const [t, locale, timeZone, member, countries] = await Promise.all([
    getTranslations('account'),
    getLocale(),
    getTimeZone(),
    getMember(),
    getCountries(),
  ]);
  if (!member) return null; // the auth guard sends visitors to the login dialog
  const country = findCountry(countries, member.countryCode);
  const rows: [string, string][] = [
    [t('username'), member.username],
    [t('currency'), member.currency],
    [t('country'), countryName(member.countryCode, locale, country?.country ?? member.countryCode)],
    [t('mobileno'), `+${member.mobileno}`],
    [t('email'), member.email || '—'],
    [t('member_since'), formatDate(member.createdAt, locale, timeZone)],
  ];
  return (
    <PageShell title={t('title')} intro={t('intro')} icon="pi pi-id-card">
      <div className={own.grid}>
        <AccountSection id="profile" title={t('profile')}>
          <dl className={styles.dl}>
            {rows.map(([label, value]) => (
              <div key={label} style={{ display: 'contents' }}>
                <dt>{label}</dt>
                <dd>{value}</dd>
              </div>
            ))}
            <dt>{t('vip_tier')}</dt>
            <dd>
              <AccountVipBadge />
            </dd>
          </dl>
        </AccountSection>
        <AccountSection id="password" title={t('change_password')}>
          <ChangePasswordForm />
        </AccountSection>
        <AccountSection id="pin" title={t('pin_title')}>
          <WalletPinManager />
        </AccountSection>
        <AccountSection id="banks" title={t('banks_title')} intro={t('banks_intro')}>
          <WalletBankManager />
        </AccountSection>
      </div>
    </PageShell>
  );
}
