import Link from 'next/link';
import { getLocale, getTranslations } from 'next-intl/server';
import { getConfig } from '@/lib/site-data';
import { ContactUsLink } from './contact-us-link';
import styles from './layout.module.css';
import { localeHref } from '@/lib/locale-href';

export async function Footer() {
  const [t, lang, config] = await Promise.all([getTranslations('footer'), getLocale(), getConfig()]);
  const help = (topic: string) => localeHref(lang, `/help-center/${topic}`);
  return (
    <footer className={styles.footer}>
      <div className={styles.footerInner}>
        <nav className={styles.footerLinks} aria-label={t('nav_label')}>
          <Link href={help('general')}>{t('about')}</Link>
          <Link href={help('terms')}>{t('terms')}</Link>
          <Link href={help('privacy')}>{t('privacy')}</Link>
          <Link href={help('responsible')}>{t('responsible')}</Link>
          <ContactUsLink />
        </nav>
        <div>
          <div>{t('age')}</div>
          <div>{t('rights', { year: new Date().getFullYear(), site: config?.siteTitle ?? '' })}</div>
        </div>
      </div>
    </footer>
  );
}
