'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import { useDates } from '@/components/i18n/use-dates';
import { useToast } from '@/components/providers/toast-provider';
import { useActiveSessions, useSecurityMutation } from '../api';
import { securityMessage } from '../message';
import { DEVICE_ICONS, deviceText, placeText } from './device-text';
import { FormError, LoadFailed, Loading } from './states';
import styles from './security.module.css';

/** Where the account is signed in now: this device first; end one, or every other. */
export function SessionsPanel() {
  const t = useTranslations('security');
  const tAll = useTranslations();
  const locale = useLocale();
  const dates = useDates();
  const toast = useToast();
  const sessions = useActiveSessions();
  const endOne = useSecurityMutation('security/session-end');
  const endOthers = useSecurityMutation('security/sessions-end-others');
  const [ending, setEnding] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  if (sessions.isPending) return <Loading rows={2} />;
  if (sessions.isError) return <LoadFailed error={sessions.error} onRetry={() => void sessions.refetch()} />;
  const items = sessions.data.items;
  const others = items.filter((s) => !s.current).length;

  const end = async (id: string) => {
    setError(null);
    setEnding(id);
    const answer = await endOne.mutateAsync({ id }).finally(() => setEnding(null));
    if (!answer) return;
    if (answer.status) toast({ severity: 'success', summary: t('session_ended') });
    else setError(securityMessage(tAll, answer.msg));
  };
  const endAll = async () => {
    setError(null);
    const answer = await endOthers.mutateAsync({});
    if (!answer) return;
    if (answer.status && answer.output) toast({ severity: 'success', summary: t('others_ended', { count: answer.output.ended }) });
    else setError(securityMessage(tAll, answer.msg));
  };

  return (
    <div className={styles.stack}>
      <ul className={styles.list} aria-label={t('sessions_title')}>
        {items.map((session) => (
          <li key={session.id} className={styles.item}>
            <i className={`pi ${DEVICE_ICONS[session.device.kind]} ${styles.deviceIcon}`} aria-hidden />
            <div>
              <p className={styles.itemTitle}>
                {deviceText(t, session.device)}{' '}
                {session.current ? <span className={`${styles.badge} ${styles.badgeOn}`}>{t('this_device')}</span> : null}
              </p>
              <p className={styles.itemMeta}>{placeText(session.ip, session.country, locale)}</p>
              <p className={styles.itemMeta}>
                {session.current ? t('active_now') : t('last_seen', { time: dates.dateTime(session.lastSeenAt) })} ·{' '}
                {t('signed_in_at', { time: dates.dateTime(session.createdAt) })}
              </p>
            </div>
            {session.current ? null : (
              <button
                type="button"
                className={`${styles.button} ${styles.danger}`}
                onClick={() => void end(session.id)}
                disabled={ending !== null || endOthers.isPending}
                aria-busy={ending === session.id || undefined}
              >
                {t('end_session')}
              </button>
            )}
          </li>
        ))}
      </ul>
      {others === 0 ? <p className={styles.muted}>{t('no_other_sessions')}</p> : null}
      <FormError message={error} />
      <div className={styles.actions}>
        <button
          type="button"
          className={`${styles.button} ${styles.danger}`}
          onClick={() => void endAll()}
          disabled={others === 0 || endOthers.isPending || ending !== null}
          aria-busy={endOthers.isPending || undefined}
        >
          {t('end_others')}
        </button>
      </div>
    </div>
  );
}
