import 'server-only';
import Link from 'next/link';
import { getLocale, getTranslations } from 'next-intl/server';
import { PageShell } from '@/components/page-shell';
import pageStyles from '@/components/page-shell.module.css';
import { localeHref } from '@/lib/locale-href';
import { BreakForm } from './break-form';
import { PlaySettingsForm } from './play-settings-form';
import styles from './safety.module.css';

/** The member's "Take a break" screen (RTS 13, 14): reality check and session limit, cool-off, self-exclusion. */
export async function TakeABreakPage() {
  const [t, tFooter, locale] = await Promise.all([getTranslations('safety'), getTranslations('footer'), getLocale()]);
  return (
    <PageShell title={t('title')} intro={t('intro')} icon="pi pi-pause-circle">
      <div className={styles.grid}>
        <section id="reality-check" className={`${pageStyles.card} ${styles.section}`} aria-labelledby="reality-check-heading">
          <h2 id="reality-check-heading">{t('reality_title')}</h2>
          <PlaySettingsForm />
        </section>
        <section id="cool-off" className={`${pageStyles.card} ${styles.section}`} aria-labelledby="cool-off-heading">
          <h2 id="cool-off-heading">{t('cool_off_title')}</h2>
          <BreakForm kind="cool_off" />
        </section>
        <section id="self-exclusion" className={`${pageStyles.card} ${styles.section}`} aria-labelledby="self-exclusion-heading">
          <h2 id="self-exclusion-heading">{t('exclusion_title')}</h2>
          <BreakForm kind="self_exclusion" />
        </section>
        <p className={`${styles.muted} ${styles.help}`}>
          {t('help_hint')}{' '}
          <Link className={styles.helpLink} href={localeHref(locale, '/help-center/responsible')}>
            {tFooter('responsible')}
          </Link>
        </p>
      </div>
    </PageShell>
  );
}
