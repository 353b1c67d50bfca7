'use client';

import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { useEffect, useRef, useState } from 'react';
import { useUserStore } from '@/components/providers/store-provider';
import { useToast } from '@/components/providers/toast-provider';
import { useQueryDialog } from '@/components/dialogs/use-query-dialog';
import { HeaderBalance } from '@/features/wallet';
import { pathLangOf } from '@/lib/api/context';
import { usePathname } from 'next/navigation';
import { useSessionActions } from '../use-session-actions';
import styles from '@/components/layout/layout.module.css';

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

function MemberMenu() {
  const t = useTranslations('header');
  const tNav = useTranslations('nav');
  const tAuth = useTranslations('auth');
  const toast = useToast();
  const username = useUserStore((s) => s.data?.username ?? '');
  const lang = pathLangOf(usePathname());
  const { logout, loggingOut } = useSessionActions();
  const [open, setOpen] = useState(false);
  const ref = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return;
    const close = (e: MouseEvent | KeyboardEvent) => {
      if (e instanceof KeyboardEvent ? e.key === 'Escape' : !ref.current?.contains(e.target as Node)) setOpen(false);
    };
    document.addEventListener('mousedown', close);
    document.addEventListener('keydown', close);
    return () => {
      document.removeEventListener('mousedown', close);
      document.removeEventListener('keydown', close);
    };
  }, [open]);

  const onLogout = async () => {
    setOpen(false);
    if (await logout()) toast({ severity: 'success', summary: tAuth('logout_success') });
  };

  return (
    <div className={styles.memberMenu} ref={ref}>
      <button
        type="button"
        className={styles.iconButton}
        aria-label={t('member_menu')}
        aria-expanded={open}
        aria-haspopup="menu"
        onClick={() => setOpen((v) => !v)}
      >
        <i className="pi pi-user" aria-hidden />
      </button>
      {open ? (
        <ul className={styles.menuList} role="menu">
          <li className={styles.menuName}>{t('hello', { name: username })}</li>
          <li role="none">
            <Link role="menuitem" href={`/${lang}/account`} onClick={() => setOpen(false)}>
              <i className="pi pi-id-card" aria-hidden /> {tNav('account')}
            </Link>
          </li>
          <li role="none">
            <Link role="menuitem" href={`/${lang}/transactions/deposit`} onClick={() => setOpen(false)}>
              <i className="pi pi-list" aria-hidden /> {tNav('transactions')}
            </Link>
          </li>
          <li role="none">
            <Link role="menuitem" href={`/${lang}/promo-center`} onClick={() => setOpen(false)}>
              <i className="pi pi-ticket" aria-hidden /> {tNav('promo_center')}
            </Link>
          </li>
          <li role="none">
            <button type="button" role="menuitem" onClick={onLogout} disabled={loggingOut}>
              <i className="pi pi-sign-out" aria-hidden /> {t('logout')}
            </button>
          </li>
        </ul>
      ) : null}
    </div>
  );
}
