'use client';

import dynamic from 'next/dynamic';
import { usePathname, useRouter, useSearchParams } from 'next/navigation';
import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useRef, useState } from 'react';
import { useAppStore, useUserStore } from '@/components/providers/store-provider';
import { DialogLink } from '@/components/dialogs/dialog-link';
import { languageSwitchHref } from '@/lib/dialog-url';
import { parseLangSegment } from '@/lib/language';
import styles from '@/components/layout/layout.module.css';

const loadMenu = () => import('./language-menu');
const LanguageMenu = dynamic(() => loadMenu().then((m) => m.LanguageMenu), { ssr: false });

/** Desktop: a menu that keeps the path. Mobile: opens the language dialog (?action=language). */
export function LanguageSwitcher() {
  const t = useTranslations('language');
  const locale = useLocale();
  const router = useRouter();
  const pathname = usePathname();
  const search = useSearchParams();
  const mobile = useAppStore((s) => s.mobileView);
  const signedIn = useUserStore((s) => s.loggedIn);
  const [open, setOpen] = useState(false);
  const ref = useRef<HTMLDivElement>(null);
  // The button shows the segment itself (EN-MY); the countries are named (Intl.DisplayNames, tens
  // of milliseconds to build on a slow phone) only when the menu opens, not while the page hydrates.
  const current = parseLangSegment(locale);
  const shown = current ? `${current.language}-${current.country}`.toUpperCase() : locale;

  useEffect(() => {
    if (!open) return;
    const close = (e: MouseEvent) => !ref.current?.contains(e.target as Node) && setOpen(false);
    document.addEventListener('mousedown', close);
    return () => document.removeEventListener('mousedown', close);
  }, [open]);

  const choose = (segment: string) => {
    setOpen(false);
    router.push(languageSwitchHref(pathname, `?${search.toString()}`, segment, false));
  };

  return (
    <div className={signedIn ? `${styles.memberMenu} ${styles.memberLanguage}` : styles.memberMenu} ref={ref}>
      {/* A link to the language dialog: a tap before the scripts have run still opens it; once React
          runs, desktop opens its menu here instead. */}
      <DialogLink
        action="language"
        className={styles.iconButton}
        style={{ width: 'auto', padding: '0 10px', gap: 6 }}
        // The name starts with what the button shows (EN-MY), then says what it does.
        aria-label={current ? `${shown}, ${t('switch')}` : t('switch')}
        aria-expanded={mobile ? undefined : open}
        // The menu's code is fetched as the pointer or focus reaches the button, ahead of the click.
        onPointerEnter={mobile ? undefined : () => void loadMenu()}
        onFocus={mobile ? undefined : () => void loadMenu()}
        onClick={(event) => {
          if (mobile) return;
          event.preventDefault();
          setOpen((v) => !v);
        }}
      >
        <i className="pi pi-globe" aria-hidden />
        <span className={styles.hideOnMobile}>{shown}</span>
      </DialogLink>
      {open && !mobile ? <LanguageMenu onChoose={choose} /> : null}
    </div>
  );
}
