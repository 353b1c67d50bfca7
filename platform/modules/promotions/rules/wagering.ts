/**
 * Wagering progress of the member's active bonus (docs/PRODUCT.md, "Promotions"): a settled bet
 * adds its weighted stake; once the wagered sum reaches the requirement the bonus converts. While
 * a bonus is active a stake above its maximum bet is refused before any money moves (wagers/bonus-money.ts).
 */
import { wageringContribution } from './bonus-money';

export type WageringState = {
  /** Turnover the bonus needs, in minor units (already capped). */
  required: bigint;
  /** Weighted turnover so far; never above `required`. */
  wagered: bigint;
  /** Largest stake allowed while wagering; null: no limit. */
  maxBet: bigint | null;
};

/** The state after a settled bet of `stake` in a category weighted `weightPercent`. */
export function progressAfterBet(state: WageringState, stake: bigint, weightPercent: number): WageringState & { met: boolean } {
  const added = wageringContribution(stake, weightPercent);
  const sum = state.wagered + added;
  const wagered = sum < state.required ? sum : state.required;
  return { ...state, wagered, met: wagered >= state.required };
}

/** The weight of a game category; categories the promotion does not name count `fallback`. */
export function categoryWeight(weights: Readonly<Record<string, number>>, category: string, fallback: number): number {
  return Object.hasOwn(weights, category) ? weights[category]! : fallback;
}
