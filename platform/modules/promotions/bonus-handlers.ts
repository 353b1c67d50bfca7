import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/connection';
import { bonuses } from '../../db/schema-promotions';
import type { Handler } from '../../endpoints/handler';
import { fail, ok } from '../../endpoints/result';
import { bonusStatusOf } from './bonus-view';
import { cancelPending, endBonus } from './end-bonus';
import { expireMemberBonus } from './expiry';

/** promotion/bonus: cash, bonus money and the open bonus with its progress (an expired one is expired first). */
export const bonusStatus: Handler<'promotion/bonus'> = async (_input, { db, member, now }) => {
  await expireMemberBonus(db, member.id, now);
  return ok(await bonusStatusOf(db, member));
};

/**
 * promotion/leave: the member gives up their bonus. An active one loses what is left of its bonus
 * money (entry bonus_forfeit, status left) — cash and anything already converted stay; a pending
 * one is cancelled. Replays with the same key answer the first answer.
 */
export const leaveBonus: Handler<'promotion/leave'> = async ({ bonusId, idempotencyKey }, { db, member, now }) => {
  await expireMemberBonus(db, member.id, now);
  const [bonus] = await db
    .select()
    .from(bonuses)
    .where(and(eq(bonuses.id, bonusId), eq(bonuses.memberId, member.id)))
    .limit(1);
  if (!bonus) return fail('bonus_not_found');
  if (bonus.status === 'pending') {
    await db.transaction((tx) => cancelPending(tx as unknown as Database, bonus.id, now));
    return ok(await bonusStatusOf(db, member));
  }
  const result = await endBonus(db, bonus, 'left', now, {
    idempotencyKey: `promotion-leave:${member.id}:${idempotencyKey}`,
    answer: (_posted, tx) => bonusStatusOf(tx, member),
  });
  if (!result.ok) return fail(result.msg === 'idempotency_conflict' ? 'bonus_not_active' : result.msg);
  return ok(result.answer);
};
