'use client';

import { useTranslations } from 'next-intl';
import { DialogLink } from '@/components/dialogs/dialog-link';
import { HeaderBalance } from '@/features/wallet';
import styles from '@/components/layout/layout.module.css';
import { MemberMenu } from './member-menu';

/** A member's header actions: balance, deposit and the menu. Its own chunk (with React Query): never loaded for a visitor. */
export function MemberHeader() {
  const tNav = useTranslations('nav');
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
