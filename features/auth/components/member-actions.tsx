'use client';

import dynamic from 'next/dynamic';
import { useTranslations } from 'next-intl';
import { useUserStore } from '@/components/providers/store-provider';
import { useQueryDialog } from '@/components/dialogs/use-query-dialog';
import { HeaderBalance } from '@/features/wallet';
import styles from '@/components/layout/layout.module.css';

// A member's menu is its own chunk: rendered on the server for members, never loaded for visitors.
const MemberMenu = dynamic(() => import('./member-menu').then((m) => m.MemberMenu));

/** Header actions: log in / join for a visitor; balance, deposit and the member menu for a member. */
export function MemberActions() {
  const t = useTranslations('header');
  const tNav = useTranslations('nav');
  const loggedIn = useUserStore((s) => s.loggedIn);
  const { showDialog } = useQueryDialog();
  if (!loggedIn) {
    return (
      <>
        <button type="button" className={styles.ghostBtn} onClick={() => showDialog('login')}>
          {t('login')}
        </button>
        <button type="button" className={styles.primaryBtn} onClick={() => showDialog('register')}>
          {t('register')}
        </button>
      </>
    );
  }
  return (
    <>
      <HeaderBalance />
      <button type="button" className={styles.primaryBtn} aria-label={tNav('deposit')} onClick={() => showDialog('deposit')}>
        <i className={`pi pi-wallet ${styles.showOnMobile}`} aria-hidden />
        <span className={styles.hideOnMobile}>{tNav('deposit')}</span>
      </button>
      <MemberMenu />
    </>
  );
}
