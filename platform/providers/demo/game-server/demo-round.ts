import { betOptions, playOutcome, type HiLoChoice } from './games';
import type { RandomInt } from './games/random';
import { settledAnswer, type RoundAnswer } from './round';
import type { GameSession } from './sessions';

/** A demo starts with a thousand of the smallest stake in play money (1,000.00 MYR, 1,000,000 VND). */
export function demoStartBalance(decimals: number): bigint {
  return 1000n * betOptions(decimals)[0]!;
}

/**
 * One play-money round: the same game and odds as a real round, the balance the session's own.
 * Nothing is sent to the wallet and nothing is owed. A balance too small for the stake is topped
 * up to the starting amount first, so a demo never ends in "not enough balance".
 */
export function playDemoRound(random: RandomInt, session: GameSession, input: { bet: bigint; choice: HiLoChoice }): RoundAnswer {
  const start = demoStartBalance(session.decimals);
  let balance = session.demoBalance ?? start;
  if (balance < input.bet) balance = start;
  const outcome = playOutcome(session.kind, input.bet, input.choice, random);
  balance = balance - input.bet + outcome.win;
  session.demoBalance = balance;
  return settledAnswer(session, input.bet, outcome, balance);
}
