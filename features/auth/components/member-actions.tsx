'use client';

import dynamic from 'next/dynamic';
import { useTranslations } from 'next-intl';
import { useUserStore } from '@/components/providers/store-provider';
import { DialogLink } from '@/components/dialogs/dialog-link';
import { HeaderBalance } from '@/features/wallet';
import styles from '@/components/layout/layout.module.css';

// A member's menu is its own chunk: rendered on the server for members, never loaded for visitors.
const MemberMenu = dynamic(() => import('./member-menu').then((m) => m.MemberMenu));

/** Header actions: log in / join for a visitor; balance, deposit and the member menu for a member. */
export function MemberActions() {
  const t = useTranslations('header');
  const tNav = useTranslations('nav');
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
  return (
    <>
      <HeaderBalance />
      <DialogLink action="deposit" className={styles.primaryBtn} aria-label={tNav('deposit')}>
        <i className={`pi pi-wallet ${styles.showOnMobile}`} aria-hidden />
        <span className={styles.hideOnMobile}>{tNav('deposit')}</span>
      </DialogLink>
      <MemberMenu />
    </>
  );
}
