import Link from 'next/link';
import { getLocale, getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import styles from './layout.module.css';
import { localeHref } from '@/lib/locale-href';

/** The play layout: a slim bar with the way out and the balance; the game takes the rest. */
export async function PlayShell({ children, actions }: { children: ReactNode; actions: ReactNode }) {
  const [t, lang] = await Promise.all([getTranslations('play'), getLocale()]);
  return (
    <div className={styles.shell}>
      <div className={styles.playBar}>
        <Link
          href={localeHref(lang)}
          className={styles.ghostBtn}
          style={{ display: 'inline-flex', alignItems: 'center', gap: 8, textDecoration: 'none' }}
        >
          <i className="pi pi-arrow-left" aria-hidden /> <span className={styles.exitLabel}>{t('exit')}</span>
        </Link>
        <div style={{ marginLeft: 'auto' }}>{actions}</div>
      </div>
      <main id="main" className={styles.playMain}>
        {children}
      </main>
    </div>
  );
}
