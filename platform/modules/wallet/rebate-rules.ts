/**
 * Rebate: a share of turnover (settled bets) paid back on claim. The rate is in basis points so
 * the arithmetic stays in integers: 50 bp = 0.50 %.
 */
export const REBATE_RATE_BP = 50;

/** turnover × rate, rounded down to whole minor units (the house never pays a fraction). */
export function rebateAmount(turnover: bigint, rateBp: number = REBATE_RATE_BP): bigint {
  if (turnover <= 0n) return 0n;
  return (turnover * BigInt(rateBp)) / 10_000n;
}
