import 'server-only';
import { getTranslations } from 'next-intl/server';
import pageStyles from '@/components/page-shell.module.css';
import { PageShell } from '@/components/page-shell';
import { LoginHistoryPanel } from './login-history-panel';
import { SessionsPanel } from './sessions-panel';
import { TwoFactorPanel } from './two-factor-panel';
import styles from './security.module.css';

/** /{lang}/account/security: two-step sign-in, the signed-in devices and the sign-in history (drawn in the browser: they are the member's). */
export async function SecurityPage() {
  const t = await getTranslations('security');
  const sections = [
    { id: 'two-factor', title: t('two_factor_title'), intro: t('two_factor_intro'), body: <TwoFactorPanel />, wide: false },
    { id: 'sessions', title: t('sessions_title'), intro: t('sessions_intro'), body: <SessionsPanel />, wide: false },
    { id: 'history', title: t('history_title'), intro: t('history_intro'), body: <LoginHistoryPanel />, wide: true },
  ];
  return (
    <PageShell title={t('title')} intro={t('intro')} icon="pi pi-shield">
      <div className={styles.grid}>
        {sections.map((section) => (
          <section
            key={section.id}
            id={section.id}
            className={`${pageStyles.card} ${styles.section} ${section.wide ? styles.wide : ''}`}
            aria-labelledby={`${section.id}-heading`}
          >
            <h2 id={`${section.id}-heading`}>{section.title}</h2>
            <p className={styles.intro}>{section.intro}</p>
            {section.body}
          </section>
        ))}
      </div>
    </PageShell>
  );
}
