'use client';

import Link from 'next/link';
import { useLocale, useTranslations } from 'next-intl';
import styles from './limits.module.css';
import { localeHref } from '@/lib/locale-href';

/** The account page's card: the way to the Limits screen. */
export function LimitsLink() {
  const t = useTranslations('limits');
  const lang = useLocale();
  return (
    <div className={styles.actions}>
      <Link className={styles.button} href={localeHref(lang, '/account/limits')}>
        <i className="pi pi-sliders-h" aria-hidden /> {t('account_link')}
      </Link>
    </div>
  );
}
