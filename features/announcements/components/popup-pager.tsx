'use client';

import Link from 'next/link';
import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { hiddenCookie, hidePopup, hiddenUntil, isPopupDue, readHiddenUntil } from '../popup-expiry';
import type { ShownPopup } from '../popup-text';
import styles from './announcements.module.css';
import { localeHref } from '@/lib/locale-href';

/**
 * The pop-ups due, one after another; `remember: false` (the console's drafts) shows every one and
 * stores no "don't show again".
 */
export function PopupPager({ popups, hiddenIds, remember = true }: { popups: ShownPopup[]; hiddenIds: number[]; remember?: boolean }) {
  // The server's pick (its cookie names the hidden ones) renders with the page; IndexedDB decides
  // after hydration, and a hide found only there is copied to the cookie for the next visit.
  const [due, setDue] = useState<ShownPopup[] | null>(() => popups.filter((p) => !hiddenIds.includes(p.id)));
  const [index, setIndex] = useState(0);

  useEffect(() => {
    if (!remember) return;
    let cancelled = false;
    void Promise.all(
      popups.map(async (p) => {
        const until = await readHiddenUntil(p.id);
        const now = Date.now();
        if (isPopupDue(until, now)) return p;
        if (!hiddenIds.includes(p.id)) document.cookie = hiddenCookie(p.id, until!, now);
        return null;
      }),
    ).then((shown) => {
      if (!cancelled) setDue(shown.filter((p) => p !== null));
    });
    return () => {
      cancelled = true;
    };
  }, [popups, hiddenIds, remember]);

  const popup = due?.[index];
  if (!due || !popup) return null;
  return (
    <PopupDialog
      popup={popup}
      position={index + 1}
      total={due.length}
      onPrevious={index > 0 ? () => setIndex(index - 1) : undefined}
      onNext={() => setIndex(index + 1)}
      onHide={async () => {
        if (!remember) return setIndex(index + 1);
        const now = Date.now();
        const until = hiddenUntil(now, popup.hidePeriod);
        document.cookie = hiddenCookie(popup.id, until, now);
        await hidePopup(popup.id, until);
        setIndex(index + 1);
      }}
    />
  );
}

function PopupDialog({
  popup,
  position,
  total,
  onPrevious,
  onNext,
  onHide,
}: {
  popup: ShownPopup;
  position: number;
  total: number;
  onPrevious: (() => void) | undefined;
  onNext: () => void;
  onHide: () => Promise<void>;
}) {
  const t = useTranslations('announcements');
  const lang = useLocale();
  const { title, content } = popup;
  const image = popup.img ? (
    // eslint-disable-next-line @next/next/no-img-element -- operator artwork from storage (2:1), sized by the dialog
    <img
      className={styles.image}
      src={popup.img}
      alt=""
      width={600}
      height={300}
      // On a phone the first pop-up's art is the home page's largest paint: fetch it before the rest,
      // and decode it with the frame that shows the pop-up rather than in a later one.
      fetchPriority={position === 1 ? 'high' : undefined}
      decoding={position === 1 ? 'sync' : 'async'}
    />
  ) : null;
  return (
    // In the page's flow at its top, not floating and not modal: the announcement is the first thing a
    // member reads, yet it covers none of the page's controls (or a dialog the member opens).
    <section className={styles.card} role="region" aria-label={title || t('title')} data-testid="announcement-popup">
      <header className={styles.head}>
        <strong>{title || t('title')}</strong>
        <button type="button" className={styles.closeIcon} aria-label={t('close')} onClick={onNext}>
          <i className="pi pi-times" aria-hidden />
        </button>
      </header>
      <div className={image ? `${styles.popup} ${styles.withArt}` : styles.popup}>
        {image && popup.link ? (
          <Link href={localeHref(lang, popup.link)} onClick={onNext}>
            {image}
          </Link>
        ) : (
          image
        )}
        <div className={styles.body}>
          {/* Operator content is sanitised on the platform when saved. */}
          <div className={styles.content} dangerouslySetInnerHTML={{ __html: content }} />
          {popup.link ? (
            <Link className={styles.more} href={localeHref(lang, popup.link)} onClick={onNext}>
              {t('more')}
            </Link>
          ) : null}
          <div className={styles.actions}>
            {popup.hidePeriod > 0 ? (
              <button type="button" className={styles.secondary} onClick={() => void onHide()}>
                {t('hide_for_days', { days: popup.hidePeriod })}
              </button>
            ) : null}
            <span className={styles.pager}>
              {onPrevious ? (
                <button type="button" className={styles.secondary} aria-label={t('previous')} onClick={onPrevious}>
                  <i className="pi pi-angle-left" aria-hidden />
                </button>
              ) : null}
              {total > 1 ? <span>{t('position', { position, total })}</span> : null}
              <button type="button" className={styles.primary} onClick={onNext}>
                {position < total ? t('next') : t('close')}
              </button>
            </span>
          </div>
        </div>
      </div>
    </section>
  );
}
