import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/connection';
import { bonuses, promoCodes, promotions } from '../../db/schema-promotions';
import { fingerprintOf, memberBonus, memberMain, postEntry, postWithin, Refusal, type Posted } from '../ledger';
import { removalLines } from './money';
import type { BonusRow } from './rows';

/** How an active bonus can end without converting; each removes what is left of its money to the house. */
export type Ending = 'expired' | 'forfeited' | 'left';

/** The journal entry kind of each ending: history shows them as expired, forfeited and left. */
export const ENDING_KIND: Record<Ending, 'bonus_expire' | 'bonus_forfeit'> = {
  expired: 'bonus_expire',
  forfeited: 'bonus_forfeit',
  left: 'bonus_forfeit',
};

export type BonusRef = Pick<BonusRow, 'id' | 'memberId' | 'currency' | 'promotionId'>;

/** Active → ended, once: a conditional UPDATE, so two enders racing cannot both remove the money. */
export async function markEnded(tx: Database, bonusId: number, status: Ending | 'converted', now: Date, wagered?: bigint) {
  const [row] = await tx
    .update(bonuses)
    .set({ status, endedAt: now, ...(wagered === undefined ? {} : { wagered }) })
    .where(and(eq(bonuses.id, bonusId), eq(bonuses.status, 'active')))
    .returning();
  return row;
}

/**
 * Inside a transaction that already holds the member's money rows (lockCashAndBonus, or a postEntry
 * `lock`): ends the bonus and removes `bonusMoney` in an entry of its own. False when it had ended.
 */
export async function endWithin(tx: Database, bonus: BonusRef, ending: Ending, bonusMoney: bigint, now: Date): Promise<boolean> {
  if (!(await markEnded(tx, bonus.id, ending, now))) return false;
  await postWithin(tx, {
    kind: ENDING_KIND[ending],
    idempotencyKey: `bonus:${bonus.id}:${ending}`,
    currency: bonus.currency,
    memberId: bonus.memberId,
    lines: removalLines(bonus, bonusMoney),
    meta: { bonusId: bonus.id, promotionId: bonus.promotionId, reason: ending },
  });
  return true;
}

/**
 * Ends the bonus in a journal entry of its own (the expiry sweep, the member leaving): the member's
 * cash and bonus rows are locked first, then the bonus's status changes, then its money goes.
 * Refused with bonus_not_active when it has ended meanwhile.
 */
export async function endBonus<A>(
  db: Database,
  bonus: BonusRef,
  ending: Ending,
  now: Date,
  options: { idempotencyKey?: string; answer?: (posted: Posted, tx: Database) => Promise<A> } = {},
) {
  const cash = memberMain(bonus.memberId, bonus.currency);
  const money = memberBonus(bonus.memberId, bonus.currency);
  return postEntry<A>(db, {
    kind: ENDING_KIND[ending],
    idempotencyKey: options.idempotencyKey ?? `bonus:${bonus.id}:${ending}`,
    fingerprint: fingerprintOf({ bonusId: bonus.id, ending }),
    currency: bonus.currency,
    memberId: bonus.memberId,
    lock: [cash, money],
    lines: async (tx, locked) => {
      if (!(await markEnded(tx, bonus.id, ending, now))) throw new Refusal('bonus_not_active');
      return removalLines(bonus, locked.balanceOf(money));
    },
    meta: { bonusId: bonus.id, promotionId: bonus.promotionId, reason: ending },
    ...(options.answer ? { answer: options.answer } : {}),
  });
}

/**
 * A pending claim that will not be granted (its deposit was refused, it lapsed, the member left
 * it): cancelled, and its claim number, its place in the promotion's total and its code use given
 * back. Moves no money. False when it was no longer pending.
 */
export async function cancelPending(tx: Database, bonusId: number, now: Date): Promise<boolean> {
  const [row] = await tx
    .update(bonuses)
    .set({ status: 'cancelled', endedAt: now })
    .where(and(eq(bonuses.id, bonusId), eq(bonuses.status, 'pending')))
    .returning();
  if (!row) return false;
  await tx
    .update(promotions)
    .set({ claimsTotal: sql`greatest(${promotions.claimsTotal} - 1, 0)` })
    .where(eq(promotions.id, row.promotionId));
  if (row.promoCode) {
    await tx
      .update(promoCodes)
      .set({ uses: sql`greatest(${promoCodes.uses} - 1, 0)` })
      .where(and(eq(promoCodes.code, row.promoCode), eq(promoCodes.promotionId, row.promotionId)));
  }
  return true;
}
