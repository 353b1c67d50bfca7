import { getFormatter, getTranslations } from 'next-intl/server';
import { PageShell } from '@/components/page-shell';
import styles from '@/components/page-shell.module.css';
import { findCountry } from '@/lib/language';
import { getCountries, getMember } from '@/lib/site-data';

/** The member's profile (security, PIN and banks join it with the wallet). */
export async function AccountPage() {
  const [t, format, member, countries] = await Promise.all([getTranslations('account'), getFormatter(), getMember(), getCountries()]);
  if (!member) return null; // the auth guard sends visitors to the login dialog
  const country = findCountry(countries, member.countryCode);
  const rows: [string, string][] = [
    [t('username'), member.username],
    [t('currency'), member.currency],
    [t('country'), country?.country ?? member.countryCode],
    [t('mobileno'), `+${member.mobileno}`],
    [t('email'), member.email || '—'],
    [t('member_since'), format.dateTime(new Date(member.createdAt), { day: '2-digit', month: 'short', year: 'numeric' })],
  ];
  return (
    <PageShell title={t('title')} intro={t('intro')} icon="pi pi-id-card">
      <section className={styles.card} aria-labelledby="profile-heading">
        <h2 id="profile-heading">{t('profile')}</h2>
        <dl className={styles.dl}>
          {rows.map(([label, value]) => (
            <div key={label} style={{ display: 'contents' }}>
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
      </section>
    </PageShell>
  );
}
