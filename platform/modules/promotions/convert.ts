import type { Database } from '../../db/connection';
import { lockCashAndBonus, postWithin } from '../ledger';
import { markEnded, type BonusRef } from './end-bonus';
import { conversionLines, removalLines } from './money';
import { conversion } from './rules/bonus-money';
import type { BonusRow } from './rows';

/**
 * Wagering met: the bonus money becomes cash up to the bonus's conversion maximum (entry
 * bonus_convert, member_bonus → member_main) and anything above it goes back to the house (entry
 * bonus_forfeit). Runs inside the transaction that met the requirement (a settlement's hook, or a
 * grant that needs no wagering); the member's money rows are locked first, then the bonus's status
 * changes once.
 */
export async function convertWithin(
  tx: Database,
  bonus: BonusRef & Pick<BonusRow, 'maxConversion'>,
  wagered: bigint,
  now: Date,
): Promise<boolean> {
  const holder = { memberId: bonus.memberId, currency: bonus.currency };
  const money = await lockCashAndBonus(tx, { id: bonus.memberId, currency: bonus.currency });
  if (!(await markEnded(tx, bonus.id, 'converted', now, wagered))) return false;
  const { toCash, removed } = conversion(money.bonus, bonus.maxConversion);
  const meta = { bonusId: bonus.id, promotionId: bonus.promotionId };
  await postWithin(tx, {
    kind: 'bonus_convert',
    idempotencyKey: `bonus:${bonus.id}:converted`,
    currency: bonus.currency,
    memberId: bonus.memberId,
    lines: conversionLines(holder, toCash),
    meta: { ...meta, reason: 'converted' },
  });
  if (removed > 0n) {
    await postWithin(tx, {
      kind: 'bonus_forfeit',
      idempotencyKey: `bonus:${bonus.id}:above-maximum`,
      currency: bonus.currency,
      memberId: bonus.memberId,
      lines: removalLines(holder, removed),
      meta: { ...meta, reason: 'above_conversion_maximum' },
    });
  }
  return true;
}
