import { bonusExpiresAt } from './rules/eligibility';
import { wageringRequired } from './rules/bonus-money';
import type { PromotionRow } from './rows';

/** What a grant fixes on the bonus: its amount, the turnover it needs (capped) and when it lapses. */
export type GrantFacts = { granted: bigint; required: bigint; expiresAt: Date };

export function grantFacts(promotion: PromotionRow, amount: bigint, deposit: bigint, now: Date): GrantFacts {
  return {
    granted: amount,
    required: wageringRequired({
      bonus: amount,
      deposit,
      multiplier: promotion.wageringMultiplier,
      base: promotion.wageringBase,
      capMultiple: promotion.wageringCapMultiple,
    }),
    expiresAt: bonusExpiresAt(now, promotion.expiryDays),
  };
}
