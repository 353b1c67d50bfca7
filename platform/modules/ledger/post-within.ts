import type { Database } from '../../db/connection';
import { journalEntries } from '../../db/schema-ledger';
import { resolveAccountIds } from './accounts';
import { applyLines, assertBalanced, nonZero, type Line } from './apply-lines';
import { isCheckViolation } from './pg-errors';
import { postedOf, Refusal, type Posted } from './post-entry';

export type WithinEntry = {
  kind: string;
  /** Unique forever. The caller makes the step happen once (a conditional status change before it), so a duplicate is a bug and throws. */
  idempotencyKey: string;
  currency: string;
  memberId: number | null;
  lines: Line[];
  meta?: Record<string, unknown>;
};

/**
 * A further journal entry inside a transaction that is already running (a postEntry's `within`, a
 * bet-settled hook): it commits or rolls back with it. Same rules as postEntry — lines sum to zero,
 * balances change in the one lock order under the CHECK — but no replay and no retry of its own:
 * the enclosing entry owns both. An overdraft is a Refusal('insufficient_balance'), which aborts
 * the enclosing entry too.
 */
export async function postWithin(tx: Database, input: WithinEntry): Promise<Posted> {
  const lines = nonZero(input.lines);
  assertBalanced(input.currency, lines);
  const ids = await resolveAccountIds(
    tx,
    lines.map((l) => l.account),
  );
  const [entry] = await tx
    .insert(journalEntries)
    .values({
      kind: input.kind,
      memberId: input.memberId,
      currency: input.currency,
      idempotencyKey: input.idempotencyKey,
      requestFingerprint: input.idempotencyKey,
      meta: input.meta ?? {},
    })
    .returning({ id: journalEntries.id });
  try {
    return postedOf(entry!.id, await applyLines(tx, entry!.id, lines, ids), ids);
  } catch (error) {
    if (isCheckViolation(error, 'ledger_accounts_balance_check')) throw new Refusal('insufficient_balance');
    throw error;
  }
}
