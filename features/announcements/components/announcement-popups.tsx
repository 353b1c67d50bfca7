'use client';

import { useQuery } from '@tanstack/react-query';
import Link from 'next/link';
import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { useApi } from '@/components/providers/api-provider';
import { outputOrThrow } from '@/lib/api/output';
import type { ResourceKey } from '@/lib/api/query-keys';
import type { Dashboard } from '@/lib/contracts/catalog';
import { hidePopup, hiddenUntil, isPopupDue, readHiddenUntil } from '../popup-expiry';
import { popupText } from '../popup-text';
import styles from './announcements.module.css';

type Popup = Dashboard['popupList'][number];

/**
 * The home page's announcement pop-ups (common/dashboard): each shows unless "don't show again"
 * stored an expiry that has not passed; several page one after another.
 */
export function AnnouncementPopups({ currency }: { currency: string }) {
  const api = useApi();
  const dashboard = useQuery({
    queryKey: ['dashboard', { currency }] as const satisfies ResourceKey,
    enabled: currency !== '',
    staleTime: 5 * 60_000,
    queryFn: async ({ signal }) =>
      outputOrThrow(await api.call('common/dashboard', { type: -2, device: 'web', currency }, { idempotent: true, signal })),
  });
  const [due, setDue] = useState<Popup[] | null>(null);
  const [index, setIndex] = useState(0);

  useEffect(() => {
    const list = dashboard.data?.popupList;
    if (!list) return;
    let cancelled = false;
    void Promise.all(list.map(async (p) => (isPopupDue(await readHiddenUntil(p.id), Date.now()) ? p : null))).then((shown) => {
      if (!cancelled) setDue(shown.filter((p) => p !== null));
    });
    return () => {
      cancelled = true;
    };
  }, [dashboard.data]);

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
        await hidePopup(popup.id, hiddenUntil(Date.now(), popup.period.hide_period));
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
  popup: Popup;
  position: number;
  total: number;
  onPrevious: (() => void) | undefined;
  onNext: () => void;
  onHide: () => Promise<void>;
}) {
  const t = useTranslations('announcements');
  const lang = useLocale();
  const language = lang.split('-')[0] ?? 'en';
  const title = popupText(popup.data.title, language);
  const content = popupText(popup.data.content, language);
  const image = popup.data.img ? (
    // eslint-disable-next-line @next/next/no-img-element -- operator artwork from storage (2:1), sized by the dialog
    <img className={styles.image} src={popup.data.img} alt="" width={600} height={300} />
  ) : null;
  return (
    // Docked, not modal: the announcement never blocks the page under it (or a dialog the member opens).
    <section className={styles.card} role="region" aria-label={title || t('title')} data-testid="announcement-popup">
      <header className={styles.head}>
        <strong>{title || t('title')}</strong>
        <button type="button" className={styles.closeIcon} aria-label={t('close')} onClick={onNext}>
          <i className="pi pi-times" aria-hidden />
        </button>
      </header>
      <div className={styles.popup}>
        {image && popup.data.link ? (
          <Link href={`/${lang}${popup.data.link}`} onClick={onNext}>
            {image}
          </Link>
        ) : (
          image
        )}
        {/* Operator content is sanitised on the platform when saved. */}
        <div className={styles.content} dangerouslySetInnerHTML={{ __html: content }} />
        {popup.data.link ? (
          <Link className={styles.more} href={`/${lang}${popup.data.link}`} onClick={onNext}>
            {t('more')}
          </Link>
        ) : null}
        <div className={styles.actions}>
          {popup.period.hide_period > 0 ? (
            <button type="button" className={styles.secondary} onClick={() => void onHide()}>
              {t('hide_for_days', { days: popup.period.hide_period })}
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
    </section>
  );
}
