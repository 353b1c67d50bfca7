'use client';

import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useEffect } from 'react';
import { useQueryDialog } from '@/components/dialogs/use-query-dialog';
import { useAppStore, useMemberId } from '@/components/providers/store-provider';
import type { Device } from '@/lib/device';
import { visiblePages, type NavItem } from './nav-items';
import styles from './layout.module.css';
import { localeHref } from '@/lib/locale-href';

const NO_MODULES: [] = [];

/** Site navigation: a column on desktop, a drawer under 768 px (toggled from the header). */
export function Sidebar({ lang, nav, device }: { lang: string; nav: { categories: NavItem[]; pages: NavItem[] }; device: Device }) {
  const t = useTranslations('nav');
  const modules = useAppStore((s) => s.config?.modules ?? NO_MODULES);
  const pages = visiblePages(nav.pages, modules, device, useMemberId());
  const tHeader = useTranslations('header');
  const tLanguage = useTranslations('language');
  const { showDialog } = useQueryDialog();
  const pathname = usePathname();
  const open = useAppStore((s) => s.sidebar);
  const setSidebar = useAppStore((s) => s.setSidebar);
  useEffect(() => setSidebar(false), [pathname, setSidebar]);

  const link = (item: NavItem, icon: React.ReactNode) => (
    <Link key={item.key} href={item.href} aria-current={pathname === item.href ? 'page' : undefined}>
      {icon}
      {item.label ?? t(item.labelKey ?? item.key)}
    </Link>
  );
  return (
    <>
      {open ? (
        <button type="button" className={styles.backdrop} aria-label={tHeader('close_menu')} onClick={() => setSidebar(false)} />
      ) : null}
      <aside className={`${styles.sidebar} ${open ? styles.sidebarOpen : ''}`} aria-label={t('menu')}>
        <nav className={styles.sidebarSection} aria-label={t('categories')}>
          {link({ key: 'home', href: localeHref(lang), labelKey: 'home', icon: '' }, <i className="pi pi-home" aria-hidden />)}
          {nav.categories.map((item) =>
            // eslint-disable-next-line @next/next/no-img-element -- small category icons from settings; low priority: not preloaded ahead of the page's largest image; lazy: not fetched while the phone's drawer is closed
            link(item, <img src={item.icon} alt="" width={24} height={24} fetchPriority="low" loading="lazy" />),
          )}
        </nav>
        <nav className={styles.sidebarSection} aria-label={t('menu')}>
          {pages.map((item) => link(item, <i className={item.icon} aria-hidden />))}
        </nav>
        {/* In the phone's drawer only: a feature's entry that would otherwise float over the page
            (the live chat's, features/chat), put here from the browser. */}
        <div id="drawer-slot" className={styles.drawerSlot} />
        {/* In the phone's drawer only: a member's phone header has no room for the language button. */}
        {open ? (
          <button
            type="button"
            className={styles.drawerLanguage}
            onClick={() => {
              setSidebar(false);
              showDialog('language');
            }}
          >
            <i className="pi pi-globe" aria-hidden />
            {tLanguage('switch')}
          </button>
        ) : null}
      </aside>
    </>
  );
}
