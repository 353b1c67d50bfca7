/**
 * Who may claim a promotion, and when (docs/PRODUCT.md, "Promotions"). Pure: the caller reads the
 * counts inside the claiming transaction; the database's unique member+promotion key is what
 * finally refuses a second claim under concurrency, this only gives the member a reason first.
 */

export type ClaimWindow = { startsAt: Date | null; endsAt: Date | null };

export type EligibilityRules = ClaimWindow & {
  /** Empty: every currency. */
  currencies: readonly string[];
  /** Empty: every country. */
  countries: readonly string[];
  maxClaimsPerMember: number;
  /** Null: no limit on the total. */
  maxClaimsTotal: number | null;
  /** A promotion only some members may claim (e.g. new members only) names them here; null: everyone. */
  onlyMembersRegisteredAfter: Date | null;
};

export type ClaimantFacts = {
  currency: string;
  countryCode: string;
  registeredAt: Date;
  claimsByMember: number;
  claimsTotal: number;
  hasActiveBonus: boolean;
};

export type IneligibleReason =
  | 'promotion_not_started'
  | 'promotion_ended'
  | 'promotion_currency_not_eligible'
  | 'promotion_country_not_eligible'
  | 'promotion_not_eligible'
  | 'promotion_already_claimed'
  | 'promotion_fully_claimed'
  | 'bonus_already_active';

/** Before the start or from the end on, the window is closed: `endsAt` itself is already too late. */
export function windowState(window: ClaimWindow, now: Date): 'open' | 'not_started' | 'ended' {
  if (window.startsAt && now < window.startsAt) return 'not_started';
  if (window.endsAt && now >= window.endsAt) return 'ended';
  return 'open';
}

/** The first reason this member may not claim now, or null. */
export function ineligibility(rules: EligibilityRules, who: ClaimantFacts, now: Date): IneligibleReason | null {
  const window = windowState(rules, now);
  if (window === 'not_started') return 'promotion_not_started';
  if (window === 'ended') return 'promotion_ended';
  if (rules.currencies.length > 0 && !rules.currencies.includes(who.currency)) return 'promotion_currency_not_eligible';
  if (rules.countries.length > 0 && !rules.countries.includes(who.countryCode)) return 'promotion_country_not_eligible';
  if (rules.onlyMembersRegisteredAfter && who.registeredAt < rules.onlyMembersRegisteredAfter) return 'promotion_not_eligible';
  if (who.claimsByMember >= rules.maxClaimsPerMember) return 'promotion_already_claimed';
  if (rules.maxClaimsTotal !== null && who.claimsTotal >= rules.maxClaimsTotal) return 'promotion_fully_claimed';
  if (who.hasActiveBonus) return 'bonus_already_active';
  return null;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** A bonus granted at `grantedAt` lapses `expiryDays` later; at that instant it is already expired. */
export function bonusExpiresAt(grantedAt: Date, expiryDays: number): Date {
  if (!Number.isInteger(expiryDays) || expiryDays <= 0) throw new RangeError('expiry must be a positive number of days');
  return new Date(grantedAt.getTime() + expiryDays * DAY_MS);
}

export function isBonusExpired(expiresAt: Date, now: Date): boolean {
  return now >= expiresAt;
}

/** Codes are typed by people: surrounding spaces and letter case do not matter. */
export function normalizePromoCode(code: string): string {
  return code.trim().toUpperCase();
}
