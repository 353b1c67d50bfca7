'use client';

import { useTranslations } from 'next-intl';
import { VirtualScroller } from 'primereact/virtualscroller';
import { useState } from 'react';
import { AppDialog } from '@/components/app-dialog';
import { useQueryDialog } from '@/components/dialogs/use-query-dialog';
import { useDates } from '@/components/i18n/use-dates';
import type { InboxMessage } from '@/lib/contracts/communication';
import { INBOX_TABS, type InboxTab } from '@/lib/contracts/inbox-tabs';
import { useInboxPages, useMarkRead, useUnreadCounts } from '../hooks';
import styles from './inbox.module.css';

const ROW_HEIGHT = 68;

/** ?action=inbox: the member's messages in three tabs, each with its unread count; a message opens in place. */
export function InboxDialog() {
  const t = useTranslations('inbox');
  const { closeDialog } = useQueryDialog();
  const [tab, setTab] = useState<InboxTab>('all');
  const [open, setOpen] = useState<InboxMessage | null>(null);
  const counts = useUnreadCounts().data;
  const markRead = useMarkRead();

  const openMessage = (message: InboxMessage) => {
    setOpen(message);
    if (message.is_read === 0) markRead.mutate(message);
  };

  return (
    <AppDialog title={t('title')} onClose={closeDialog} width={560}>
      {open ? (
        <MessageView message={open} onBack={() => setOpen(null)} />
      ) : (
        <>
          <div className={styles.toolbar}>
            <div role="tablist" aria-label={t('title')} className={styles.tabs}>
              {INBOX_TABS.map((id) => (
                <button
                  key={id}
                  type="button"
                  role="tab"
                  aria-selected={tab === id}
                  className={tab === id ? `${styles.tab} ${styles.tabActive}` : styles.tab}
                  onClick={() => setTab(id)}
                >
                  {t(`tab_${id}`)}
                  {counts && counts[id] > 0 ? <span className={styles.tabCount}>{counts[id]}</span> : null}
                </button>
              ))}
            </div>
            <button
              type="button"
              className={styles.linkButton}
              disabled={!counts || counts.all === 0 || markRead.isPending}
              onClick={() => markRead.mutate(null)}
            >
              {t('mark_all_read')}
            </button>
          </div>
          <MessageList key={tab} tab={tab} onOpen={openMessage} />
        </>
      )}
    </AppDialog>
  );
}

function MessageList({ tab, onOpen }: { tab: InboxTab; onOpen: (message: InboxMessage) => void }) {
  const t = useTranslations('inbox');
  const dates = useDates();
  const pages = useInboxPages(tab);
  if (pages.isPending) {
    return (
      <div className={styles.state} aria-busy="true">
        <i className="pi pi-spin pi-spinner" aria-hidden /> {t('loading')}
      </div>
    );
  }
  if (pages.isError) {
    return (
      <div className={styles.state} role="alert">
        <p>{t('load_failed')}</p>
        <button type="button" className={styles.linkButton} onClick={() => void pages.refetch()}>
          {t('retry')}
        </button>
      </div>
    );
  }
  const items = pages.data.pages.flatMap((p) => p.items);
  if (items.length === 0) {
    return (
      <div className={styles.state}>
        <i className="pi pi-inbox" aria-hidden />
        <p>{t('empty')}</p>
      </div>
    );
  }
  return (
    <VirtualScroller
      items={items}
      itemSize={ROW_HEIGHT}
      style={{ height: `${Math.min(items.length, 6) * ROW_HEIGHT}px` }}
      // Older messages load as the list nears its end.
      onScrollIndexChange={({ last }) => {
        const end = typeof last === 'number' ? last : last.last;
        if (end >= items.length - 3 && pages.hasNextPage && !pages.isFetchingNextPage) void pages.fetchNextPage();
      }}
      itemTemplate={(message: InboxMessage) => (
        <button
          type="button"
          className={message.is_read ? styles.row : `${styles.row} ${styles.unread}`}
          style={{ height: ROW_HEIGHT }}
          onClick={() => onOpen(message)}
          data-testid="inbox-message"
        >
          <span className={styles.dot} aria-hidden />
          <span className={styles.rowText}>
            <strong className={styles.rowTitle}>{message.title}</strong>
            <span className={styles.rowMeta}>
              {message.is_read ? '' : `${t('unread')} · `}
              {dates.date(message.created)}
            </span>
          </span>
          <i className="pi pi-angle-right" aria-hidden />
        </button>
      )}
    />
  );
}

function MessageView({ message, onBack }: { message: InboxMessage; onBack: () => void }) {
  const t = useTranslations('inbox');
  const dates = useDates();
  return (
    <article className={styles.message}>
      <button type="button" className={styles.linkButton} onClick={onBack}>
        <i className="pi pi-arrow-left" aria-hidden /> {t('back')}
      </button>
      <h3>{message.title}</h3>
      <p className={styles.rowMeta}>{dates.date(message.created)}</p>
      {/* The platform sanitises message bodies when the operator writes them; the page's CSP runs no inline script either way. */}
      <div className={styles.body} dangerouslySetInnerHTML={{ __html: message.body }} />
    </article>
  );
}
