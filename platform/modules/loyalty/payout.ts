import { fingerprintOf, house, memberMain, postEntry, type PostResult } from '../ledger';
import type { Database } from '../../db/connection';

/** The journal entry kinds loyalty posts (the VIP and Referral history tabs read the first two). */
export const LOYALTY_ENTRY_KINDS = { vip: 'vip', referral: 'referral', dailyTask: 'daily_task' } as const;

type Payee = { id: number; currency: string };

/**
 * Pays a loyalty reward in cash: house_loyalty → the member's main wallet, one journal entry under
 * `idempotencyKey` (the reward's identity: a tier level, a claim window, a task and day), so the
 * same reward asked for twice, in parallel or later, pays once. `within` writes the claim row in
 * the same transaction.
 */
export function payLoyalty(
  db: Database,
  member: Payee,
  input: {
    kind: (typeof LOYALTY_ENTRY_KINDS)[keyof typeof LOYALTY_ENTRY_KINDS];
    idempotencyKey: string;
    amount: bigint;
    meta: Record<string, unknown>;
    within: (tx: Database, entryId: number) => Promise<void>;
  },
): Promise<PostResult<undefined>> {
  return postEntry(db, {
    kind: input.kind,
    idempotencyKey: input.idempotencyKey,
    fingerprint: fingerprintOf({ amount: input.amount, ...input.meta }),
    currency: member.currency,
    memberId: member.id,
    lines: [
      { account: house('house_loyalty', member.currency), amount: -input.amount },
      { account: memberMain(member.id, member.currency), amount: input.amount },
    ],
    meta: input.meta,
    within: (tx, posted) => input.within(tx, posted.entryId),
  });
}
