import { randomUUID } from 'node:crypto';
import type { Database } from '../../../db/connection';
import { noWagerHooks } from '../hooks';
import { createWagers } from '../wagers';

export type RoundOf = { memberId: number; providerId: string; gameId: string; currency: string };

/**
 * One provider round straight through the wagers, as any adapter would drive it: a bet, then,
 * unless `win` is null (left open), a win. Answers the round id.
 */
export async function playRound(db: Database, round: RoundOf, bet: bigint, win: bigint | null, now = new Date()): Promise<string> {
  const wagers = createWagers({ db, hooks: noWagerHooks });
  const at = { integration: 'test', now };
  const call = { ...round, roundId: randomUUID() };
  const placed = await wagers.bet({ ...call, txId: randomUUID(), amount: bet }, at);
  if (!placed.ok) throw new Error(`bet: ${placed.msg}`);
  if (win !== null) {
    const paid = await wagers.win({ ...call, txId: randomUUID(), amount: win }, at);
    if (!paid.ok) throw new Error(`win: ${paid.msg}`);
  }
  return call.roundId;
}
