/**
 * The bonus money model as pure arithmetic on minor units (docs/PRODUCT.md, "Promotions"):
 * a member's balance is cash plus bonus; how a bet's stake and win divide between the two is the
 * wagers module's (wagers/bonus-money.ts); wagering met converts bonus to cash up to an optional
 * maximum. Every function is exact on bigint and never creates or loses a minor unit.
 */

/** What a stake counts towards wagering: its amount times the game category's weight (0–100 %), rounded down. */
export function wageringContribution(stake: bigint, weightPercent: number): bigint {
  if (!Number.isInteger(weightPercent) || weightPercent < 0 || weightPercent > 100)
    throw new RangeError('weight must be an integer percentage 0–100');
  return (stake * BigInt(weightPercent)) / 100n;
}

export type WageringBase = 'bonus' | 'bonus_plus_deposit';

/**
 * The turnover a bonus must see before it converts: multiplier × (bonus, or bonus + deposit),
 * never more than `capMultiple` × the bonus (default 10×: the UK Gambling Commission's cap on
 * wagering requirements, social responsibility code 5.1.1, in force since 19 January 2026).
 */
export function wageringRequired(input: {
  bonus: bigint;
  deposit: bigint;
  multiplier: number;
  base: WageringBase;
  capMultiple?: number;
}): bigint {
  const { bonus, deposit, multiplier, base, capMultiple = 10 } = input;
  if (!Number.isInteger(multiplier) || multiplier < 0) throw new RangeError('multiplier must be a non-negative integer');
  if (!Number.isInteger(capMultiple) || capMultiple < 0) throw new RangeError('cap must be a non-negative integer');
  const onWhat = base === 'bonus' ? bonus : bonus + deposit;
  const required = onWhat * BigInt(multiplier);
  const cap = bonus * BigInt(capMultiple);
  return required < cap ? required : cap;
}

/** Wagering met: the bonus becomes cash up to `maxConversion` (null: all of it); the rest is removed. */
export function conversion(bonusBalance: bigint, maxConversion: bigint | null): { toCash: bigint; removed: bigint } {
  if (bonusBalance < 0n) throw new RangeError('bonus must not be negative');
  const toCash = maxConversion !== null && maxConversion < bonusBalance ? maxConversion : bonusBalance;
  return { toCash, removed: bonusBalance - toCash };
}

/** A deposit match: percent of the deposit, at most `cap`; nothing below the minimum deposit. */
export function depositMatchBonus(input: { deposit: bigint; percent: number; cap: bigint; minDeposit: bigint }): bigint | 'below_minimum' {
  const { deposit, percent, cap, minDeposit } = input;
  if (!Number.isInteger(percent) || percent <= 0 || percent > 1000) throw new RangeError('percent must be an integer 1–1000');
  if (deposit < minDeposit) return 'below_minimum';
  const bonus = (deposit * BigInt(percent)) / 100n;
  return bonus < cap ? bonus : cap;
}
