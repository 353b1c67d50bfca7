import { rollHiLo, type HiLoChoice, type HiLoOutcome } from './hilo';
import type { RandomInt } from './random';
import { spinSlot, type SlotOutcome } from './slot';

export type GameKind = 'slot' | 'hilo';
export type Outcome = SlotOutcome | HiLoOutcome;
export type { HiLoChoice };

/** Table, live-casino and sports games play Hi-Lo dice; everything else (slots, fishing, lottery …) the slot. */
export function gameKindFor(type: string): GameKind {
  return ['table', 'live-casino', 'live', 'sports'].includes(type.toLowerCase()) ? 'hilo' : 'slot';
}

/**
 * Stakes offered in the page, in minor units: 1, 5 and 10 of the currency, or 1,000, 5,000 and
 * 10,000 where the currency has no decimals (VND, IDR), where single units are worth nothing.
 */
export function betOptions(decimals: number): bigint[] {
  const unit = decimals > 0 ? 10n ** BigInt(decimals) : 1000n;
  return [1n, 5n, 10n].map((n) => n * unit);
}

export function playOutcome(kind: GameKind, bet: bigint, choice: HiLoChoice, random: RandomInt): Outcome {
  return kind === 'hilo' ? rollHiLo(bet, choice, random) : spinSlot(bet, random);
}
