import { and, asc, eq, inArray, lte } from 'drizzle-orm';
import type { Database } from '../../db/connection';
import { bonuses } from '../../db/schema-promotions';
import { cancelPending, endBonus } from './end-bonus';
import { OPEN_STATUSES, type BonusRow } from './rows';

type Due = Pick<BonusRow, 'id' | 'memberId' | 'currency' | 'promotionId' | 'status'>;
const DUE_COLUMNS = {
  id: bonuses.id,
  memberId: bonuses.memberId,
  currency: bonuses.currency,
  promotionId: bonuses.promotionId,
  status: bonuses.status,
};

/**
 * A bonus is over at its expiry instant (rules/eligibility.ts isBonusExpired: `now >= expiresAt`).
 * An active one loses what is left of its money to the house (entry bonus_expire, status expired); a
 * pending one (its deposit never came) is cancelled. Each is its own transaction, so a sweep that
 * stops halfway leaves nothing half done, and a second sweeper (or the member's own lazy expiry)
 * racing it finds the bonus already ended.
 */
async function expireOne(db: Database, due: Due, now: Date): Promise<'expired' | 'cancelled' | null> {
  if (due.status === 'pending') {
    const cancelled = await db.transaction((tx) => cancelPending(tx as unknown as Database, due.id, now));
    return cancelled ? 'cancelled' : null;
  }
  const result = await endBonus(db, due, 'expired', now);
  return result.ok && !result.replayed ? 'expired' : null;
}

/** The expiry sweep: every open bonus whose time is up, in batches, oldest first. Runs at start-up and on a timer. */
export async function expireBonuses(db: Database, now: Date, batch = 200): Promise<{ expired: number; cancelled: number }> {
  const counts = { expired: 0, cancelled: 0 };
  for (;;) {
    const due = await db
      .select(DUE_COLUMNS)
      .from(bonuses)
      .where(and(inArray(bonuses.status, [...OPEN_STATUSES]), lte(bonuses.expiresAt, now)))
      .orderBy(asc(bonuses.expiresAt), asc(bonuses.id))
      .limit(batch);
    for (const bonus of due) {
      const outcome = await expireOne(db, bonus, now);
      if (outcome) counts[outcome] += 1;
    }
    if (due.length < batch) return counts;
  }
}

/**
 * The same for one member, before anything reads or spends their bonus (promotion/bonus, apply,
 * withdraw, a bet), so correctness never waits for the timer. One indexed read when nothing is due.
 */
export async function expireMemberBonus(db: Database, memberId: number, now: Date): Promise<void> {
  const [due] = await db
    .select(DUE_COLUMNS)
    .from(bonuses)
    .where(and(eq(bonuses.memberId, memberId), inArray(bonuses.status, [...OPEN_STATUSES]), lte(bonuses.expiresAt, now)))
    .limit(1);
  if (due) await expireOne(db, due, now);
}
