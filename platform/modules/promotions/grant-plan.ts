import { eq } from 'drizzle-orm';
import type { Database } from '../../db/connection';
import { bonuses } from '../../db/schema-promotions';
import { walletRequests } from '../../db/schema-wallet';
import type { Member } from '../../endpoints/context';
import { decimalsFor, formatMinor } from '../ledger';
import { matchedAmount } from './grant-pending';
import type { PromotionRow } from './rows';

/** What a claim will do: grant now (the amount, and the deposit it matches), or wait for a deposit. */
export type GrantPlan =
  | { ok: true; grant: { amount: bigint } | null; deposit: { id: number; amount: bigint } | null }
  | { ok: false; msg: string; output?: unknown };

/**
 * Fixed and welcome bonuses grant their amount at once. A deposit match with the id of an approved
 * deposit of this member, in this currency, not matched before, grants its percentage at once;
 * without one it waits (pending) for the next deposit made with this promotion.
 */
export async function planGrant(db: Database, member: Member, promotion: PromotionRow, depositId: number | undefined): Promise<GrantPlan> {
  if (promotion.kind !== 'deposit_match') {
    const amount = promotion.amount ?? 0n;
    return amount > 0n ? { ok: true, grant: { amount }, deposit: null } : { ok: false, msg: 'promotion_not_eligible' };
  }
  if (depositId === undefined) return { ok: true, grant: null, deposit: null };

  // Read from the table, not through the wallet: the wallet calls promotions (deposit bonus), not the reverse.
  const [request] = await db.select().from(walletRequests).where(eq(walletRequests.id, depositId)).limit(1);
  if (!request || request.memberId !== member.id || request.kind !== 'deposit' || request.currency !== member.currency) {
    return { ok: false, msg: 'deposit_not_found' };
  }
  if (request.status !== 'approved') return { ok: false, msg: 'deposit_not_approved' };
  const [used] = await db.select({ id: bonuses.id }).from(bonuses).where(eq(bonuses.depositRequestId, request.id)).limit(1);
  if (used) return { ok: false, msg: 'deposit_already_used' };
  const amount = matchedAmount(promotion, request.amountMinor);
  if (amount === 'below_minimum' || amount === 0n) return belowMinimum(promotion);
  return { ok: true, grant: { amount }, deposit: { id: request.id, amount: request.amountMinor } };
}

/** deposit_below_minimum names the minimum as `n`, like the form's error_min (promoMinDepo). */
export function belowMinimum(promotion: PromotionRow): { ok: false; msg: string; output: { n: string } } {
  return { ok: false, msg: 'deposit_below_minimum', output: { n: formatMinor(promotion.minDeposit ?? 0n, decimalsFor(promotion)) } };
}
