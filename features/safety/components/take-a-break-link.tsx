import Link from 'next/link';
import { getLocale, getTranslations } from 'next-intl/server';
import styles from './safety.module.css';
import { localeHref } from '@/lib/locale-href';

/**
 * The account page's card: the way to the take-a-break screen. A server component: the layout imports this
 * feature's index, and a client one here would be in every page's first load.
 */
export async function TakeABreakLink() {
  const [t, lang] = await Promise.all([getTranslations('safety'), getLocale()]);
  return (
    <div className={styles.actions}>
      <Link className={styles.button} href={localeHref(lang, '/account/take-a-break')}>
        <i className="pi pi-pause-circle" aria-hidden /> {t('account_link')}
      </Link>
    </div>
  );
}
