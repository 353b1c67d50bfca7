import Link from 'next/link';
import { getLocale, getTranslations } from 'next-intl/server';
import styles from './limits.module.css';
import { localeHref } from '@/lib/locale-href';

/**
 * The account page's card: the way to the Limits screen. A server component: the layout imports this
 * feature's index, and a client one here would be in every page's first load.
 */
export async function LimitsLink() {
  const [t, lang] = await Promise.all([getTranslations('limits'), getLocale()]);
  return (
    <div className={styles.actions}>
      <Link className={styles.button} href={localeHref(lang, '/account/limits')}>
        <i className="pi pi-sliders-h" aria-hidden /> {t('account_link')}
      </Link>
    </div>
  );
}
