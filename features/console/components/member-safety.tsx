'use client';

import { useQuery } from '@tanstack/react-query';
import type { BreakInForce } from '@/lib/contracts/safety';
import { consoleCall, useConsoleApi } from '../console-api';
import { utcMinute } from '../time';
import styles from '../console.module.css';
import { FactList } from './fact-list';
import { LoadFailed } from './load-failed';

const KIND = { cool_off: 'Cool-off', self_exclusion: 'Self-exclusion' } as const;
const endOf = (b: BreakInForce) => (b.endsAt === null ? 'never (permanent)' : utcMinute(b.endsAt));

/**
 * The member's own safety choices (operator/member-safety), read-only: a break in force, every
 * break taken, the reality check and the session limit. No operator can shorten or lift a break.
 */
export function MemberSafety({ memberId }: { memberId: number }) {
  const api = useConsoleApi();
  const safety = useQuery({
    queryKey: ['console', 'member-safety', memberId],
    queryFn: () => consoleCall(api, 'operator/member-safety', { memberId }),
  });
  if (safety.isPending) return <p className={styles.muted}>Loading safety settings…</p>;
  if (safety.isError) return <LoadFailed what={<>Safety settings</>} error={safety.error} retry={() => void safety.refetch()} />;
  const s = safety.data;
  const facts: Array<[string, string]> = [
    ['Break in force', s.inForce ? `${KIND[s.inForce.kind]} (${s.inForce.period}) until ${endOf(s.inForce)} UTC` : 'none'],
    ['Reality check', s.realityCheckMinutes === 0 ? 'off' : `every ${s.realityCheckMinutes} minutes`],
    ['Session limit', s.sessionLimitMinutes === null ? 'none' : `${s.sessionLimitMinutes} minutes`],
    [
      'Breaks taken',
      s.history.length === 0
        ? 'none'
        : s.history.map((b) => `${KIND[b.kind]} ${b.period}: ${utcMinute(b.startedAt)} → ${endOf(b)}`).join('; '),
    ],
  ];
  return (
    <section aria-labelledby="member-safety-title">
      <h2 id="member-safety-title" className={styles.subtitle}>
        Safer play <span className={styles.muted}>(the member&apos;s own choices: read-only, a break cannot be shortened)</span>
      </h2>
      <FactList label="Safer play" facts={facts} testId="member-safety" />
    </section>
  );
}
