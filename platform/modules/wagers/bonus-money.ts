import type { ActiveBonus } from './bonus-wallet';

/**
 * How bonus money takes part in a bet (docs/PRODUCT.md, "Promotions"): a stake takes cash first,
 * then bonus; what it wins is cash or bonus in the proportion the stake was; while a bonus is
 * active a stake above its maximum bet is refused before any money moves. Pure arithmetic on minor
 * units, exact on bigint: it never creates or loses a minor unit. Wagering, conversion and the
 * grants are the promotions module's (promotions/rules).
 */

export type StakeSplit = { fromCash: bigint; fromBonus: bigint };
export type WinSplit = { toCash: bigint; toBonus: bigint };

/** Cash first, then bonus. Null when the two together cannot pay the stake. */
export function splitStake(stake: bigint, cash: bigint, bonus: bigint): StakeSplit | null {
  if (stake < 0n || cash < 0n || bonus < 0n) throw new RangeError('amounts must not be negative');
  if (stake > cash + bonus) return null;
  const fromCash = stake < cash ? stake : cash;
  return { fromCash, fromBonus: stake - fromCash };
}

/**
 * A win goes where its stake came from, in proportion. The bonus share is rounded down, so a
 * remainder unit is the member's cash: rounding never favours the house.
 */
export function splitWin(win: bigint, stake: StakeSplit): WinSplit {
  if (win < 0n) throw new RangeError('a win must not be negative');
  const total = stake.fromCash + stake.fromBonus;
  if (total === 0n || stake.fromBonus === 0n) return { toCash: win, toBonus: 0n };
  const toBonus = (win * stake.fromBonus) / total;
  return { toCash: win - toBonus, toBonus };
}

/** Refuses a stake above the active bonus's maximum bet; the maximum itself is allowed. */
export function stakeRefusal(stake: bigint, bonus: ActiveBonus | null): 'bet_above_bonus_maximum' | null {
  if (!bonus || bonus.maxBet === null) return null;
  return stake > bonus.maxBet ? 'bet_above_bonus_maximum' : null;
}
