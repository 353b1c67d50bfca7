import Link from 'next/link';
import { getLocale, getTranslations } from 'next-intl/server';
import { getConfig } from '@/lib/site-data';
import styles from './error-screen.module.css';
import { localeHref } from '@/lib/locale-href';

export type ErrorKind = 404 | 403 | 503 | 'unavailable';

const COPY = {
  404: { title: 'not_found_title', body: 'not_found', icon: 'pi pi-compass' },
  403: { title: 'forbidden_title', body: 'forbidden', icon: 'pi pi-ban' },
  503: { title: 'maintenance_title', body: 'maintenance', icon: 'pi pi-wrench' },
  unavailable: { title: 'unavailable_title', body: 'unavailable', icon: 'pi pi-eye-slash' },
} as const;

/**
 * docs/PRODUCT.md §2 error screens: 404 offers customer service and the way home; 503 (maintenance)
 * and 403 (IP restricted) only customer service, since the site itself is closed to them.
 */
export async function ErrorScreen({ kind, path }: { kind: ErrorKind; path?: string }) {
  const [t, lang, config] = await Promise.all([getTranslations('errors'), getLocale(), getConfig()]);
  const copy = COPY[kind];
  const closed = kind === 403 || kind === 503;
  const email = config?.contact?.email;
  const customerService = closed && email ? `mailto:${email}` : localeHref(lang, '?action=contact-us');
  return (
    <main className={styles.screen}>
      <div className={styles.card}>
        <i className={`${copy.icon} ${styles.icon}`} aria-hidden />
        {typeof kind === 'number' ? <p className={styles.code}>{kind}</p> : null}
        <h1>{t(copy.title)}</h1>
        <p className={styles.body}>{kind !== 404 ? t(copy.body) : path ? t('not_found', { path }) : t('not_found_any')}</p>
        <div className={styles.actions}>
          <a className={styles.secondary} href={customerService}>
            <i className="pi pi-comments" aria-hidden /> {t('customer_service')}
          </a>
          {closed ? null : (
            <Link className={styles.primary} href={localeHref(lang)}>
              <i className="pi pi-home" aria-hidden /> {t('return_home')}
            </Link>
          )}
        </div>
      </div>
    </main>
  );
}
