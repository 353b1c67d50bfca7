import { and, eq, inArray } from 'drizzle-orm';
import type { ActiveBonus, BonusStatus } from '@/lib/contracts/promotions';
import type { Database } from '../../db/connection';
import { bonuses } from '../../db/schema-promotions';
import { cashAndBonus, decimalsFor, formatMinor } from '../ledger';
import { OPEN_STATUSES, type BonusRow } from './rows';

/** The member's open bonus (pending or active): at most one, by a unique index. */
export async function openBonusOf(db: Database, memberId: number): Promise<BonusRow | undefined> {
  const [row] = await db
    .select()
    .from(bonuses)
    .where(and(eq(bonuses.memberId, memberId), inArray(bonuses.status, [...OPEN_STATUSES])))
    .limit(1);
  return row;
}

export function toActiveBonus(row: BonusRow, bonusMoney: bigint, decimals: number): ActiveBonus {
  const money = (minor: bigint) => formatMinor(minor, decimals);
  return {
    bonusId: row.id,
    promotionId: row.promotionId,
    status: row.status === 'pending' ? 'pending' : 'active',
    granted: money(row.granted),
    // A pending bonus holds no money yet.
    balance: money(row.status === 'active' ? bonusMoney : 0n),
    required: money(row.required),
    wagered: money(row.wagered),
    maxBet: row.maxBet === null ? null : money(row.maxBet),
    expiresAt: row.expiresAt ? row.expiresAt.toISOString() : null,
    contributions: row.contributions,
    otherContribution: row.otherContribution,
  };
}

/** promotion/bonus's answer: cash (main), bonus money and the open bonus with its progress. */
export async function bonusStatusOf(db: Database, member: { id: number; currency: string }): Promise<BonusStatus> {
  const decimals = decimalsFor(member);
  const [money, open] = [await cashAndBonus(db, member), await openBonusOf(db, member.id)];
  return {
    currency: member.currency,
    cash: formatMinor(money.cash, decimals),
    bonus: formatMinor(money.bonus, decimals),
    active: open ? toActiveBonus(open, money.bonus, decimals) : null,
  };
}
