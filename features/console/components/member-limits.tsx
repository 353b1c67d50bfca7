'use client';

import { useQuery } from '@tanstack/react-query';
import type { Limit } from '@/lib/contracts/limits';
import { consoleCall, useConsoleApi } from '../console-api';
import { utcMinute } from '../time';
import styles from '../console.module.css';
import { FactList } from './fact-list';
import { LoadFailed } from './load-failed';

const KINDS = { deposit: 'Deposit limits', loss: 'Loss limits', wager: 'Wager limits' } as const;
const PERIODS = { day: 'daily', week: 'weekly', month: 'monthly' } as const;

function described(limit: Limit, currency: string): string {
  const base = `${PERIODS[limit.period]} ${currency} ${limit.amount} (used ${limit.used}, resets ${utcMinute(limit.resetsAt)} UTC)`;
  if (!limit.pending) return base;
  const wanted = limit.pending.amount === null ? 'removal' : `raise to ${limit.pending.amount}`;
  const state = limit.pending.confirmable
    ? 'awaiting the member’s confirmation'
    : `cooling until ${utcMinute(limit.pending.coolingEndsAt)} UTC`;
  return `${base}; ${wanted} requested, ${state}`;
}

/**
 * The member's deposit, loss and wager limits (operator/member-limits), read-only: what is in force,
 * what is used of it now, and any raise or removal waiting for its cooling period. Only the member
 * changes them; each change is in the audit log (member/limit_*).
 */
export function MemberLimits({ memberId }: { memberId: number }) {
  const api = useConsoleApi();
  const limits = useQuery({
    queryKey: ['console', 'member-limits', memberId],
    queryFn: () => consoleCall(api, 'operator/member-limits', { memberId }),
  });
  if (limits.isPending) return <p className={styles.muted}>Loading limits…</p>;
  if (limits.isError) return <LoadFailed what={<>Limits</>} error={limits.error} retry={() => void limits.refetch()} />;
  const view = limits.data;
  const facts = (Object.keys(KINDS) as (keyof typeof KINDS)[]).map((kind) => {
    const set = view.limits.filter((l) => l.kind === kind && l.amount !== null);
    return [KINDS[kind], set.length === 0 ? 'none' : set.map((l) => described(l, view.currency)).join('; ')] as const;
  });
  return (
    <section aria-labelledby="member-limits-title">
      <h2 id="member-limits-title" className={styles.subtitle}>
        Limits{' '}
        <span className={styles.muted}>
          (the member&apos;s own: read-only; periods in {view.timeZone}, cooling {view.coolingHours} h)
        </span>
      </h2>
      <FactList label="Limits" facts={facts} testId="member-limits" />
    </section>
  );
}
