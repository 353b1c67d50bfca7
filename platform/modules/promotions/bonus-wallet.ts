import { eq } from 'drizzle-orm';
import { bonuses } from '../../db/schema-promotions';
import { joined, q } from '../ledger';
import type { BonusWallet } from '../wagers';
import { openBonusOf } from './bonus-view';
import { endBonus } from './end-bonus';
import { isBonusExpired } from './rules/eligibility';
import { OPEN_STATUSES } from './rows';

/**
 * The members' bonuses as the wagers see them (the wagers module's BonusWallet seam, wired in
 * platform/app.ts). One indexed read of the open bonus before a bet; a bonus whose time is up is
 * expired right there, so a bet never spends money that should have lapsed.
 */
export const promotionBonusWallet: BonusWallet = {
  async activeFor(db, memberId, now) {
    const open = await openBonusOf(db, memberId);
    if (!open || open.status !== 'active') return null;
    if (open.expiresAt && isBonusExpired(open.expiresAt, now)) {
      await endBonus(db, open, 'expired', now);
      return null;
    }
    return { bonusId: open.id, maxBet: open.maxBet };
  },
  noOpenBonusSql: (memberId) =>
    q`not exists (select 1 from bonuses where member_id = ${memberId} and status in (${joined(
      OPEN_STATUSES.map((status) => q`${status}`),
      ', ',
    )}))`,
  async stillActive(tx, bonusId) {
    const [row] = await tx.select({ status: bonuses.status }).from(bonuses).where(eq(bonuses.id, bonusId));
    return row?.status === 'active';
  },
};
