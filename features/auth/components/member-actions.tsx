'use client';

import dynamic from 'next/dynamic';
import { useTranslations } from 'next-intl';
import { withQueries } from '@/components/providers/with-queries';
import { useUserStore } from '@/components/providers/store-provider';
import { DialogLink } from '@/components/dialogs/dialog-link';
import styles from '@/components/layout/layout.module.css';

// A member's actions are their own chunk: rendered on the server for members, never loaded for visitors.
const MemberHeader = dynamic(() => withQueries(import('./member-header').then((m) => m.MemberHeader)));

/** Header actions: log in / join for a visitor; balance, deposit and the member menu for a member. */
export function MemberActions() {
  const t = useTranslations('header');
  const loggedIn = useUserStore((s) => s.loggedIn);
  // Links to their dialogs' URLs: a tap before the scripts have run still opens them.
  if (!loggedIn) {
    return (
      <>
        <DialogLink action="login" className={styles.ghostBtn}>
          {t('login')}
        </DialogLink>
        <DialogLink action="register" className={styles.primaryBtn}>
          {t('register')}
        </DialogLink>
      </>
    );
  }
  return <MemberHeader />;
}
