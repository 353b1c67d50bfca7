import type { Database } from '../../db/connection';
import { balanceOf, getBalance, memberBonus } from '../ledger';
import { openBonusOf } from './bonus-view';
import { endWithin } from './end-bonus';
import { expireMemberBonus } from './expiry';
import type { BonusRow } from './rows';

/**
 * A withdrawal only ever takes cash, and it ends an active bonus: the member must say they accept
 * losing the bonus money (acceptBonusForfeit), which goes back to the house in the same
 * transaction as the withdrawal's hold (entry bonus_forfeit, status forfeited).
 */
export async function activeBonusAtWithdrawal(
  db: Database,
  member: { id: number; currency: string },
  now: Date,
): Promise<{ bonus: BonusRow; forfeit: bigint } | null> {
  await expireMemberBonus(db, member.id, now);
  const open = await openBonusOf(db, member.id);
  if (!open || open.status !== 'active') return null;
  return { bonus: open, forfeit: await getBalance(db, member, 'member_bonus') };
}

/** Inside the withdrawal's transaction, which locked the member's cash and bonus rows first. */
export async function forfeitForWithdrawal(tx: Database, bonus: BonusRow, now: Date): Promise<void> {
  const money = await balanceOf(tx, memberBonus(bonus.memberId, bonus.currency));
  await endWithin(tx, bonus, 'forfeited', money, now);
}
