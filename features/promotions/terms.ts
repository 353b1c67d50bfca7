import type { PromotionTerms } from '@/lib/contracts/promotions';

/**
 * The significant terms of a promotion as message lines (pure): what it gives, the wagering and its
 * cap, what each game category counts, the maximum bet, the expiry and what a withdrawal forfeits.
 * They are shown with every headline and before the apply button, never behind a link.
 * Each line is a `promotions` message key with its values; amounts, category names, dates and
 * lists come formatted from the caller (the page's language and the currency's decimals).
 */
export type TermLine = { id: string; key: string; values: Record<string, string | number> };

export type TermFormat = {
  money: (amount: string) => string;
  /** A game category's name (contributions are keyed by category type). */
  category: (type: string) => string;
  date: (iso: string) => string;
  /** "a, b and c" in the page's language. */
  list: (parts: string[]) => string;
};

/** What the promotion gives, one line: "100% up to MYR 500" or "MYR 10 bonus". Null when the terms name no amount. */
export function offerLine(terms: PromotionTerms, format: Pick<TermFormat, 'money'>): TermLine | null {
  if (terms.kind === 'deposit_match' && terms.matchPercent !== null) {
    return terms.matchCap
      ? { id: 'offer', key: 'offer_match', values: { percent: terms.matchPercent, cap: format.money(terms.matchCap) } }
      : { id: 'offer', key: 'offer_match_uncapped', values: { percent: terms.matchPercent } };
  }
  return terms.amount ? { id: 'offer', key: 'offer_amount', values: { amount: format.money(terms.amount) } } : null;
}

/** The wagering line: the multiple that really applies (the cap binds when it is lower). */
export function wageringLine(terms: PromotionTerms): TermLine {
  const { wageringMultiplier: multiplier, wageringCapMultiple: cap } = terms;
  if (multiplier === 0 || cap === 0) return { id: 'wagering', key: 'term_no_wagering', values: {} };
  if (terms.wageringBase === 'bonus')
    return { id: 'wagering', key: 'term_wagering_bonus', values: { multiplier: Math.min(multiplier, cap) } };
  return { id: 'wagering', key: 'term_wagering_bonus_deposit', values: { multiplier, cap } };
}

/** Each named category's share of a stake that counts towards wagering, then every other game's. */
export function contributionLine(terms: PromotionTerms, format: Pick<TermFormat, 'category' | 'list'>): TermLine {
  const named = Object.entries(terms.contributions).map(([type, percent]) => `${format.category(type)} ${percent}%`);
  if (named.length === 0) return { id: 'contributions', key: 'term_contribution_all', values: { other: terms.otherContribution } };
  return { id: 'contributions', key: 'term_contributions', values: { list: format.list(named), other: terms.otherContribution } };
}

export function termLines(terms: PromotionTerms, format: TermFormat, now: Date = new Date()): TermLine[] {
  const lines: TermLine[] = [];
  const offer = offerLine(terms, format);
  if (offer) lines.push(offer);
  if (terms.kind === 'deposit_match' && terms.minDeposit) {
    lines.push({ id: 'min_deposit', key: 'term_min_deposit', values: { amount: format.money(terms.minDeposit) } });
  }
  lines.push(wageringLine(terms));
  lines.push(contributionLine(terms, format));
  if (terms.maxBet) lines.push({ id: 'max_bet', key: 'term_max_bet', values: { amount: format.money(terms.maxBet) } });
  if (terms.maxConversion)
    lines.push({ id: 'max_conversion', key: 'term_max_conversion', values: { amount: format.money(terms.maxConversion) } });
  lines.push({ id: 'expiry', key: 'term_expiry', values: { days: terms.expiryDays } });
  lines.push({ id: 'forfeit', key: 'term_forfeit', values: {} });
  if (terms.startsAt && new Date(terms.startsAt) > now)
    lines.push({ id: 'starts', key: 'term_starts', values: { date: format.date(terms.startsAt) } });
  if (terms.endsAt) lines.push({ id: 'ends', key: 'term_ends', values: { date: format.date(terms.endsAt) } });
  return lines;
}
