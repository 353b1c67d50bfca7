import type { PromotionTerms } from '@/lib/contracts/promotions';
import { decimalsFor, formatMinor } from '../ledger';
import type { EligibilityRules } from './rules/eligibility';
import type { PromotionRow } from './rows';

/** The significant terms as the contract shows them: amounts as decimal strings in the promotion's currency. */
export function termsOf(promotion: PromotionRow): PromotionTerms {
  const decimals = decimalsFor(promotion);
  const money = (minor: bigint | null) => (minor === null ? null : formatMinor(minor, decimals));
  return {
    kind: promotion.kind,
    amount: money(promotion.amount),
    matchPercent: promotion.matchPercent,
    matchCap: money(promotion.matchCap),
    minDeposit: money(promotion.minDeposit),
    wageringMultiplier: promotion.wageringMultiplier,
    wageringBase: promotion.wageringBase,
    wageringCapMultiple: promotion.wageringCapMultiple,
    contributions: promotion.contributions,
    otherContribution: promotion.otherContribution,
    maxBet: money(promotion.maxBet),
    maxConversion: money(promotion.maxConversion),
    expiryDays: promotion.expiryDays,
    startsAt: promotion.startsAt ? promotion.startsAt.toISOString() : null,
    endsAt: promotion.endsAt ? promotion.endsAt.toISOString() : null,
  };
}

/** Who may claim it, in the terms of rules/eligibility.ts: a promotion is for its own currency only. */
export function eligibilityRulesOf(promotion: PromotionRow): EligibilityRules {
  return {
    startsAt: promotion.startsAt,
    endsAt: promotion.endsAt,
    currencies: [promotion.currency],
    countries: promotion.countries,
    maxClaimsPerMember: promotion.maxClaimsPerMember,
    maxClaimsTotal: promotion.maxClaimsTotal,
    onlyMembersRegisteredAfter: promotion.onlyMembersRegisteredAfter,
  };
}
