'use client';

import { useTranslations } from 'next-intl';
import { useId, useRef, useState, type CSSProperties, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useModalBehaviour } from './dialog-behaviour';
import { usePrimeLocale } from './i18n/prime-locale';
import styles from './app-dialog.module.css';

/** The page has hydrated (components/hydration-mark.tsx): a dialog opened from now on is the browser's own. */
function afterHydration(): boolean {
  return typeof document !== 'undefined' && document.documentElement.dataset.hydrated === 'true';
}

/**
 * Every ?action= dialog looks and closes the same way: a card, a full-screen sheet on phones.
 * Plain markup, so the server can render it: a dialog named in the URL (?action=login) is on
 * screen, and its form works, before the page's scripts have run. One opened after hydration
 * goes to the end of <body>, above whatever opened it; one the server rendered stays where it is
 * so hydration keeps what the member already typed.
 */
export function AppDialog({
  title,
  onClose,
  children,
  width = 460,
}: {
  title: string;
  onClose: () => void;
  children: ReactNode;
  width?: number;
}) {
  usePrimeLocale(); // PrimeReact parts inside (dropdowns, calendars) speak the page's language
  const t = useTranslations('common');
  const titleId = useId();
  const panel = useRef<HTMLDivElement>(null);
  const [portal] = useState(afterHydration);
  useModalBehaviour(panel, onClose);
  const dialog = (
    <div className={styles.mask} onMouseDown={(event) => event.target === event.currentTarget && onClose()}>
      <div
        ref={panel}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        className={styles.panel}
        style={{ '--dialog-width': `${width}px` } as CSSProperties}
      >
        <div className={styles.header}>
          <h2 id={titleId} className={styles.title}>
            {title}
          </h2>
          <button type="button" className={styles.close} aria-label={t('close')} data-dialog-close onClick={onClose}>
            <i className="pi pi-times" aria-hidden />
          </button>
        </div>
        <div className={styles.content}>{children}</div>
      </div>
    </div>
  );
  return portal ? createPortal(dialog, document.body) : dialog;
}
