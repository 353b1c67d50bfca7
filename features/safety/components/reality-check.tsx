'use client';

import { useQuery } from '@tanstack/react-query';
import { useLocale, useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { useEffect, useRef, useState } from 'react';
import { useApi } from '@/components/providers/api-provider';
import { useMemberId } from '@/components/providers/store-provider';
import { useToast } from '@/components/providers/toast-provider';
import { useSessionActions } from '@/features/auth/queries';
import { formatCurrencyAmount, formatSignedCurrencyAmount } from '@/lib/format-money';
import type { PlaySession } from '@/lib/contracts/safety';
import { playSessionQueryOptions } from '../api';
import {
  elapsedMs,
  hoursAndMinutes,
  msUntilLimit,
  msUntilReminder,
  readAnswered,
  remindersDue,
  writeAnswered,
  type SessionFacts,
} from '../reality-check-schedule';
import styles from './safety.module.css';
import { localeHref } from '@/lib/locale-href';

/**
 * The reality check (RTS 14), on every page of a signed-in member, the game's play page included:
 * at each interval of the session (since login) a modal dialog in the browser's top layer — above
 * every other dialog and the game's frame — with the time played and the net result, and "keep
 * playing", "see history", "log out". At the member's session limit it logs them out (the platform
 * ends the session and refuses the game token's bets at the same minute).
 */
export function RealityCheck() {
  const api = useApi();
  const memberId = useMemberId();
  const session = useQuery(playSessionQueryOptions(api, memberId));
  // The reminder on screen: how many are due, and the session's length when it came.
  const [due, setDue] = useState<{ count: number; elapsed: number } | null>(null);
  const limitHandled = useRef(false);
  const t = useTranslations('safety');
  const toast = useToast();
  const { logout } = useSessionActions();

  const data = session.data;
  const facts: SessionFacts | null = data
    ? { startedAtMs: Date.parse(data.startedAt), serverNowMs: Date.parse(data.now), receivedAtMs: session.dataUpdatedAt }
    : null;

  useEffect(() => {
    if (!data || !facts) return;
    const timers: ReturnType<typeof setTimeout>[] = [];
    // While a reminder is on screen the next one waits for its answer.
    const wait = due ? null : msUntilReminder(elapsedMs(facts, Date.now()), data.realityCheckMinutes, readAnswered(data.startedAt));
    if (wait !== null) {
      timers.push(
        setTimeout(() => {
          const elapsed = elapsedMs(facts, Date.now());
          setDue({ count: remindersDue(elapsed, data.realityCheckMinutes), elapsed });
          // The net result as it is now.
          void session.refetch();
        }, wait),
      );
    }
    const untilLimit = msUntilLimit(elapsedMs(facts, Date.now()), data.sessionLimitMinutes);
    if (untilLimit !== null) {
      timers.push(
        setTimeout(() => {
          if (limitHandled.current) return;
          limitHandled.current = true;
          const played = hoursAndMinutes((data.sessionLimitMinutes ?? 0) * 60_000);
          toast({
            severity: 'warn',
            summary: t('limit_reached_title'),
            detail: t('limit_reached', { duration: durationText(t, played) }),
            life: 60_000,
          });
          void logout();
        }, untilLimit),
      );
    }
    return () => timers.forEach(clearTimeout);
    // Facts change only with a new answer (dataUpdatedAt).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [data, session.dataUpdatedAt, due]);

  if (!data || !due) return null;
  return (
    <RealityCheckDialog
      session={data}
      elapsed={due.elapsed}
      onAnswer={() => {
        writeAnswered(data.startedAt, due.count);
        setDue(null);
      }}
    />
  );
}

type Translate = ReturnType<typeof useTranslations<'safety'>>;

function durationText(t: Translate, { hours, minutes }: { hours: number; minutes: number }): string {
  return hours > 0 ? t('duration_hours', { hours, minutes }) : t('duration_minutes', { minutes });
}

function RealityCheckDialog({ session, elapsed, onAnswer }: { session: PlaySession; elapsed: number; onAnswer: () => void }) {
  const t = useTranslations('safety');
  const locale = useLocale();
  const router = useRouter();
  const { logout, loggingOut } = useSessionActions();
  const ref = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    const dialog = ref.current;
    // showModal puts it in the top layer: above PrimeReact's dialogs, the header and the game's iframe.
    if (dialog && !dialog.open) dialog.showModal();
    return () => dialog?.close();
  }, []);

  const money = (amount: string) => formatCurrencyAmount(amount, session.currency, locale);
  // Signed as the timeline signs it: a loss "-", a gain "+", nothing on zero.
  const net = formatSignedCurrencyAmount(session.net, session.currency, locale);
  return (
    <dialog
      ref={ref}
      className={styles.realityCheck}
      aria-labelledby="reality-check-title"
      data-testid="reality-check"
      // Escape is an answer too: the same as "keep playing".
      onCancel={(event) => {
        event.preventDefault();
        onAnswer();
      }}
    >
      <h2 id="reality-check-title">
        <i className="pi pi-clock" aria-hidden /> {t('rc_title')}
      </h2>
      <p>{t('rc_played', { duration: durationText(t, hoursAndMinutes(elapsed)) })}</p>
      <dl className={styles.figures}>
        <div>
          <dt>{t('rc_stakes')}</dt>
          <dd>{money(session.stakes)}</dd>
        </div>
        <div>
          <dt>{t('rc_wins')}</dt>
          <dd>{money(session.wins)}</dd>
        </div>
        <div className={styles.net}>
          <dt>{t('rc_net')}</dt>
          <dd data-testid="reality-check-net">{net}</dd>
        </div>
      </dl>
      <div className={styles.dialogActions}>
        <button type="button" className={styles.primary} onClick={onAnswer} autoFocus>
          {t('rc_keep')}
        </button>
        <button
          type="button"
          className={styles.button}
          onClick={() => {
            onAnswer();
            router.push(localeHref(locale, '/transactions/bet-history'));
          }}
        >
          {t('rc_history')}
        </button>
        <button
          type="button"
          className={styles.button}
          disabled={loggingOut}
          onClick={() => {
            onAnswer();
            void logout();
          }}
        >
          {t('rc_logout')}
        </button>
      </div>
    </dialog>
  );
}
