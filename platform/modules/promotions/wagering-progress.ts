import { and, eq } from 'drizzle-orm';
import { bonuses } from '../../db/schema-promotions';
import type { BetSettledHook, WagerHooks } from '../wagers';
import { convertWithin } from './convert';
import { isBonusExpired } from './rules/eligibility';
import { categoryWeight, progressAfterBet } from './rules/wagering';

/**
 * The bet-settled hook of promotions, run inside the settlement's transaction: a settled stake adds
 * its weighted amount (the bonus's contribution for the game's category) to the wagering of the
 * bonus the round was played on, while it is still active; reaching the requirement converts the
 * bonus in the same transaction. A round played without a bonus costs nothing here (no query). The
 * bonus row is read FOR UPDATE, so two settlements of one member add up instead of overwriting each
 * other. A bonus past its expiry counts nothing: the expiry takes it.
 */
export const wageringProgress: BetSettledHook = async (tx, event) => {
  if (event.bonusId === undefined || event.stake === 0n) return;
  const [bonus] = await tx
    .select()
    .from(bonuses)
    .where(and(eq(bonuses.id, event.bonusId), eq(bonuses.memberId, event.memberId), eq(bonuses.status, 'active')))
    .for('update');
  if (!bonus || bonus.currency !== event.currency) return;
  if (bonus.expiresAt && isBonusExpired(bonus.expiresAt, event.settledAt)) return;

  const weight = categoryWeight(bonus.contributions, event.category ?? '', bonus.otherContribution);
  const next = progressAfterBet(bonus, event.stake, weight);
  if (next.met) {
    await convertWithin(tx, bonus, next.wagered, event.settledAt);
    return;
  }
  if (next.wagered !== bonus.wagered) await tx.update(bonuses).set({ wagered: next.wagered }).where(eq(bonuses.id, bonus.id));
};

// A round played without a bonus counts towards no wagering: nothing to write in the one-statement cash win.
wageringProgress.cashSettlementSql = () => null;

/** What promotions register with the wagers at start-up. */
export const promotionWagerHooks: WagerHooks = { onBetSettled: [wageringProgress] };
