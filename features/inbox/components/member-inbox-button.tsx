'use client';

import { useTranslations } from 'next-intl';
import { useQueryDialog } from '@/components/dialogs/use-query-dialog';
import { useRefreshOnRouteChange, useUnreadCounts } from '../unread';
import styles from './inbox.module.css';

/** The member's inbox icon and unread count (with React Query: its own chunk, never a visitor's). */
export function MemberInboxButton() {
  const t = useTranslations('inbox');
  const { showDialog } = useQueryDialog();
  const unread = useUnreadCounts().data?.all ?? 0;
  useRefreshOnRouteChange();
  const label = unread > 0 ? t('open_unread', { count: unread }) : t('open');
  return (
    <button type="button" className={styles.iconButton} aria-label={label} title={label} onClick={() => showDialog('inbox')}>
      <i className="pi pi-envelope" aria-hidden />
      {unread > 0 ? (
        <span className={styles.badge} data-testid="inbox-unread">
          {unread > 99 ? '99+' : unread}
        </span>
      ) : null}
    </button>
  );
}
