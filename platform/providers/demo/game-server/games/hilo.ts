import type { RandomInt } from './random';

/**
 * Hi-Lo dice: a roll of 1–100; "hi" wins on 51–100, "lo" on 1–50, and a win pays 1.9× the stake
 * (rounded down to the minor unit). An even chance at 1.9× returns 95 %.
 */
export type HiLoChoice = 'hi' | 'lo';
export type HiLoOutcome = { kind: 'hilo'; roll: number; choice: HiLoChoice; won: boolean; win: bigint };

export const HILO_PAYS_TENTHS = 19n;

export function rollHiLo(bet: bigint, choice: HiLoChoice, random: RandomInt): HiLoOutcome {
  const roll = random(100) + 1;
  const won = choice === 'hi' ? roll > 50 : roll <= 50;
  return { kind: 'hilo', roll, choice, won, win: won ? (bet * HILO_PAYS_TENTHS) / 10n : 0n };
}
