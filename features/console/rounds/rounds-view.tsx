'use client';

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useConsoleApi } from '../console-api';
import { LoadFailed } from '../components/load-failed';
import { consoleMoney } from '../components/money';
import { ConsolePage, Outcome } from '../components/page-frame';
import styles from '../console.module.css';
import { openRoundsKey, openRoundsQueryOptions, voidRound, type OpenRoundRow } from './api';
import { PAGE_SIZE, RoundsTable } from './rounds-table';
import { VoidDialog } from './void-dialog';

/** How old a round must be to be listed: the sweep asks providers about rounds after 5 minutes. */
const AGES = [
  { minutes: 0, label: 'any age' },
  { minutes: 5, label: 'over 5 minutes' },
  { minutes: 60, label: 'over an hour' },
  { minutes: 1440, label: 'over a day' },
] as const;

/**
 * Rounds left open (a bet taken, no win or rollback): the platform's sweep asks each provider about
 * those past its limit and settles what they still owe; what no provider answers for waits here for
 * finance or an owner to void, after a confirmation with a reason (docs/games.md, "Voiding a round").
 */
export function RoundsView() {
  const api = useConsoleApi();
  const queryClient = useQueryClient();
  const [olderThanMinutes, setOlderThan] = useState(0);
  const [page, setPage] = useState(1);
  const [voiding, setVoiding] = useState<OpenRoundRow | null>(null);
  const [notice, setNotice] = useState('');
  const list = useQuery(openRoundsQueryOptions(api, { olderThanMinutes, page, pageSize: PAGE_SIZE }));
  const voided = useMutation({
    mutationFn: ({ round, reason }: { round: OpenRoundRow; reason: string }) => voidRound(api, round, reason),
    onSuccess: (answer) => {
      setNotice(`Round ${answer.roundId} voided: ${consoleMoney(answer.refunded, answer.currency)} returned.`);
      setVoiding(null);
      void queryClient.invalidateQueries({ queryKey: openRoundsKey });
    },
  });

  return (
    <ConsolePage id="rounds" title="Open rounds">
      <form className={styles.toolbar} aria-label="Filter open rounds" onSubmit={(e) => e.preventDefault()}>
        <label className={styles.field}>
          Open for
          <select value={olderThanMinutes} onChange={(e) => (setOlderThan(Number(e.target.value)), setPage(1))}>
            {AGES.map((age) => (
              <option key={age.minutes} value={age.minutes}>
                {age.label}
              </option>
            ))}
          </select>
        </label>
      </form>
      <Outcome error={voided.error} done={notice} />
      {list.isError ? (
        <LoadFailed what="The open rounds" error={list.error} retry={() => void list.refetch()} />
      ) : (
        <>
          <p role="status" aria-label="Open stakes per currency">
            {list.isPending
              ? 'Counting open stakes…'
              : list.data.totals.length === 0
                ? 'Nothing is held in open rounds.'
                : list.data.totals
                    .map((t) => `${consoleMoney(t.bet, t.currency)} in ${t.rounds} round${t.rounds === 1 ? '' : 's'}`)
                    .join(' · ')}
          </p>
          <RoundsTable
            rows={list.data?.rows ?? []}
            total={list.data?.total ?? 0}
            page={page}
            loading={list.isPending}
            onPage={setPage}
            onVoid={(round) => (voided.reset(), setVoiding(round))}
          />
        </>
      )}
      {voiding ? (
        <VoidDialog
          round={voiding}
          busy={voided.isPending}
          onVoid={(reason) => voided.mutate({ round: voiding, reason })}
          onCancel={() => setVoiding(null)}
        />
      ) : null}
    </ConsolePage>
  );
}
