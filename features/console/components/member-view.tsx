'use client';

import { useQuery } from '@tanstack/react-query';
import Link from 'next/link';
import type { MemberDetail } from '@/lib/contracts/console-members';
import type { StaffRole } from '@/lib/contracts/staff-roles';
import { consoleCall, useConsoleApi } from '../console-api';
import { utcMinute } from '../time';
import { MemberActions } from './member-actions';
import { MemberRecords } from './member-records';
import { consoleMoney } from './money';
import { MemberSafety } from './member-safety';
import { MemberLimits } from './member-limits';
import styles from '../console.module.css';
import { FactList } from './fact-list';
import { LoadFailed } from './load-failed';

/** One member: profile, balances, VIP tier, lock and PIN state, the actions this role may take, and the records. */
export function MemberView({ memberId, role }: { memberId: number; role: StaffRole }) {
  const api = useConsoleApi();
  const member = useQuery({
    queryKey: ['console', 'member', memberId],
    queryFn: () => consoleCall(api, 'operator/member-detail', { memberId }),
  });

  const back = (
    <Link href="/console/members" className={styles.link}>
      ← Members
    </Link>
  );
  if (member.isPending)
    return (
      <section aria-busy="true">
        {back}
        <p className={styles.muted}>Loading member #{memberId}…</p>
      </section>
    );
  if (member.isError)
    return (
      <section>
        {back}
        <LoadFailed what={<>Member #{memberId}</>} error={member.error} retry={() => void member.refetch()} />
      </section>
    );
  const m = member.data;
  return (
    <section aria-labelledby="member-title">
      {back}
      <div className={styles.memberHead}>
        <h1 id="member-title" className={styles.title}>
          {m.username} <span className={styles.muted}>#{m.id}</span>
        </h1>
        <span className={m.locked ? styles.badgeLocked : styles.badgeActive}>{m.locked ? 'locked' : 'active'}</span>
      </div>
      <div className={styles.card}>
        <MemberFacts member={m} />
      </div>
      <div className={styles.card}>
        <MemberActions member={m} role={role} />
      </div>
      <div className={styles.card}>
        <MemberSafety memberId={m.id} />
      </div>
      <div className={styles.card}>
        <MemberLimits memberId={m.id} />
      </div>
      <MemberRecords memberId={m.id} currency={m.currency} />
    </section>
  );
}

export function MemberFacts({ member: m }: { member: MemberDetail }) {
  const facts: Array<[string, string]> = [
    ['Cash balance', consoleMoney(m.balance.cash, m.currency)],
    ['Bonus balance', consoleMoney(m.balance.bonus, m.currency)],
    ['VIP tier', m.vip ? `${m.vip.name} (level ${m.vip.level}, turnover ${consoleMoney(m.vip.turnover, m.currency)})` : '—'],
    ['Mobile', m.mobileno],
    ['Email', m.email || '—'],
    ['Country / currency', `${m.countryCode} / ${m.currency}`],
    ['Language', m.language],
    ['Registered (UTC)', utcMinute(m.createdAt)],
    ['Last login (UTC)', utcMinute(m.lastLoginAt)],
    ['Active sessions', String(m.activeSessions)],
    ['Status', m.locked ? `locked ${utcMinute(m.lockedAt)} by ${m.lockedBy}: ${m.lockReason}` : 'active'],
    [
      'Withdrawal PIN',
      m.pin.set
        ? m.pin.lockedUntil
          ? `locked until ${utcMinute(m.pin.lockedUntil)} (${m.pin.failedTries} wrong tries)`
          : `set (${m.pin.failedTries} wrong tries)`
        : 'not set',
    ],
  ];
  return <FactList label="Member profile" facts={facts} testIdOf={(term) => (term === 'Cash balance' ? 'member-cash' : undefined)} />;
}
