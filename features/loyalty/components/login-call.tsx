'use client';

import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { useQueryDialog } from '@/components/dialogs/use-query-dialog';
import { useUserStore } from '@/components/providers/store-provider';
import styles from './loyalty.module.css';

/** A member's page: a visitor is asked to log in (or join) instead. */
export function MembersOnly({ text, children }: { text: string; children: ReactNode }) {
  const t = useTranslations('loyalty');
  const loggedIn = useUserStore((s) => s.loggedIn);
  const { showDialog } = useQueryDialog();
  if (loggedIn) return <>{children}</>;
  return (
    <div className={styles.notice}>
      <i className="pi pi-lock" aria-hidden />
      <div className={styles.stack}>
        <p>{text}</p>
        <div className={styles.row}>
          <button type="button" className={styles.primary} onClick={() => showDialog('login')}>
            {t('login')}
          </button>
          <button type="button" className={styles.secondary} onClick={() => showDialog('register')}>
            {t('join')}
          </button>
        </div>
      </div>
    </div>
  );
}
