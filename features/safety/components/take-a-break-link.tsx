'use client';

import Link from 'next/link';
import { useLocale, useTranslations } from 'next-intl';
import styles from './safety.module.css';
import { localeHref } from '@/lib/locale-href';

/** The account page's card: the way to the take-a-break screen. */
export function TakeABreakLink() {
  const t = useTranslations('safety');
  const lang = useLocale();
  return (
    <div className={styles.actions}>
      <Link className={styles.button} href={localeHref(lang, '/account/take-a-break')}>
        <i className="pi pi-pause-circle" aria-hidden /> {t('account_link')}
      </Link>
    </div>
  );
}
