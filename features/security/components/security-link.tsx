'use client';

import Link from 'next/link';
import { useLocale, useTranslations } from 'next-intl';
import { useSecurityOverview } from '../api';
import styles from './security.module.css';
import { localeHref } from '@/lib/locale-href';

/** The account page's security card: whether two-step sign-in is on, and the way to the security screen. */
export function SecurityLink() {
  const t = useTranslations('security');
  const lang = useLocale();
  const overview = useSecurityOverview();
  const enabled = overview.data?.twoFactor.enabled;
  return (
    <div className={styles.stack}>
      <div className={styles.statusLine}>
        <span className={styles.muted}>{t('two_factor_title')}</span>
        {enabled === undefined ? (
          <span className={styles.badge} aria-busy={overview.isPending || undefined}>
            …
          </span>
        ) : (
          <span className={`${styles.badge} ${enabled ? styles.badgeOn : ''}`}>{enabled ? t('status_on') : t('status_off')}</span>
        )}
      </div>
      <div className={styles.actions}>
        <Link className={`${styles.button} ${styles.linkButton}`} href={localeHref(lang, '/account/security')}>
          <i className="pi pi-shield" aria-hidden /> {t('account_link')}
        </Link>
      </div>
    </div>
  );
}
