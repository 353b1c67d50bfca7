'use client';

import Link from 'next/link';
import dynamic from 'next/dynamic';
import { usePathname } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useEffect, useRef, useState } from 'react';
import { useUserStore } from '@/components/providers/store-provider';
import { useToast } from '@/components/providers/toast-provider';
import { pathLangOf } from '@/lib/api/context';
import { useSessionActions } from '../use-session-actions';
import { usePrefetchMenuPages } from './use-prefetch-menu-pages';
import styles from '@/components/layout/layout.module.css';
import { withFullContext } from '@/components/providers/with-full-context';
import { localeHref } from '@/lib/locale-href';

// The active bonus's glance loads when the member opens the menu, not with the header.
const MenuBonus = dynamic(() => withFullContext(import('@/features/promotions/dialogs').then((m) => m.MenuBonus)), { ssr: false });
// The member's VIP tier badge, beside the VIP link.
const VipBadge = dynamic(() => withFullContext(import('@/features/loyalty/dialogs').then((m) => m.VipBadge)), { ssr: false });

/** The member menu: account, histories, the promo centre (with the active bonus's progress), VIP (with the tier badge), referral, daily tasks and log out. */
export function MemberMenu() {
  const t = useTranslations('header');
  const tNav = useTranslations('nav');
  const tAuth = useTranslations('auth');
  const toast = useToast();
  const username = useUserStore((s) => s.data?.username ?? '');
  const lang = pathLangOf(usePathname());
  const { logout, loggingOut } = useSessionActions();
  const [open, setOpen] = useState(false);
  usePrefetchMenuPages(open);
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
            <Link role="menuitem" href={localeHref(lang, '/account')} onClick={() => setOpen(false)}>
              <i className="pi pi-id-card" aria-hidden /> {tNav('account')}
            </Link>
          </li>
          <li role="none">
            <Link role="menuitem" href={localeHref(lang, '/transactions/deposit')} onClick={() => setOpen(false)}>
              <i className="pi pi-list" aria-hidden /> {tNav('transactions')}
            </Link>
          </li>
          <li role="none">
            <Link role="menuitem" href={localeHref(lang, '/promo-center')} onClick={() => setOpen(false)} className={styles.menuWrap}>
              <i className="pi pi-ticket" aria-hidden /> {tNav('promo_center')}
              <MenuBonus />
            </Link>
          </li>
          <li role="none">
            <Link role="menuitem" href={localeHref(lang, '/vip')} onClick={() => setOpen(false)} className={styles.menuWrap}>
              <i className="pi pi-crown" aria-hidden /> {tNav('vip')}
              <VipBadge />
            </Link>
          </li>
          <li role="none">
            <Link role="menuitem" href={localeHref(lang, '/referral')} onClick={() => setOpen(false)}>
              <i className="pi pi-users" aria-hidden /> {tNav('referral')}
            </Link>
          </li>
          <li role="none">
            <Link role="menuitem" href={localeHref(lang, '/daily-tasks')} onClick={() => setOpen(false)}>
              <i className="pi pi-calendar" aria-hidden /> {tNav('daily_tasks')}
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
