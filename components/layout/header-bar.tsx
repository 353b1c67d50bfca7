'use client';

import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useAppStore } from '@/components/providers/store-provider';
import { useRef, type ReactNode } from 'react';
import type { NavItem } from './nav-items';
import styles from './layout.module.css';
import { MoreMenu } from './more-menu';
import { useHideOverflowing } from './use-hide-overflowing';
import { localeHref } from '@/lib/locale-href';

type Props = {
  lang: string;
  logo: { desktop: string; mobile: string } | null;
  siteTitle: string;
  categories: NavItem[];
  /** member actions and language switcher, composed by the route layout */
  actions: ReactNode;
};

export function HeaderBar({ lang, logo, siteTitle, categories, actions }: Props) {
  const t = useTranslations('header');
  const pathname = usePathname();
  const sidebarOpen = useAppStore((s) => s.sidebar);
  const toggleSidebar = useAppStore((s) => s.toggleSidebar);
  const topNav = useRef<HTMLElement>(null);
  const hidden = useHideOverflowing(topNav);
  return (
    <header className={styles.header}>
      <a className="skip-link" href="#main">
        {useTranslations('common')('skip_to_content')}
      </a>
      <button
        type="button"
        className={styles.menuButton}
        aria-label={sidebarOpen ? t('close_menu') : t('open_menu')}
        aria-expanded={sidebarOpen}
        onClick={toggleSidebar}
      >
        <i className={sidebarOpen ? 'pi pi-times' : 'pi pi-bars'} aria-hidden />
      </button>
      <Link href={localeHref(lang)} className={styles.logo} aria-label={siteTitle}>
        {logo ? (
          <>
            <LogoImage className={styles.logoDesktop} src={logo.desktop} alt={siteTitle} width={180} height={40} />
            <LogoImage className={styles.logoMobile} src={logo.mobile} alt={siteTitle} width={36} height={36} />
          </>
        ) : (
          siteTitle
        )}
      </Link>
      <nav ref={topNav} className={styles.topNav} aria-label={t('top_nav')}>
        {categories.map((item) => (
          <Link key={item.key} data-key={item.key} href={item.href} aria-current={pathname === item.href ? 'page' : undefined}>
            {item.label}
          </Link>
        ))}
      </nav>
      {hidden.length > 0 ? (
        <MoreMenu label={t('more')} items={categories.filter((item) => hidden.includes(item.key))} current={pathname} />
      ) : null}
      <div className={styles.actions}>{actions}</div>
    </header>
  );
}

/**
 * One of the operator's two logos (CSS shows the one for the width). Low priority: React would
 * otherwise preload both (and the sidebar's icons) in the response's Link header, ahead of the
 * page's largest image on the browser's six connections to the site. Lazy: the one CSS hides is
 * not fetched.
 */
function LogoImage({ alt, ...props }: { className?: string; src: string; alt: string; width: number; height: number }) {
  // eslint-disable-next-line @next/next/no-img-element -- operator-supplied SVG logos, sized here
  return <img {...props} alt={alt} fetchPriority="low" loading="lazy" />;
}
