import { and, desc, eq, sql } from 'drizzle-orm';
import type { OperatorRoundVoid } from '@/lib/contracts/rounds';
import { minorUnitsOf } from '@/lib/contracts/currencies';
import type { Database } from '../../db/connection';
import { gameRounds, journalEntries } from '../../db/schema-ledger';
import {
  fingerprintOf,
  formatMinor,
  house,
  houseOfPlay,
  lockCashAndBonus,
  memberBonus,
  memberMain,
  memberProvider,
  postEntry,
  Refusal,
  type AccountRef,
  type Line,
  type PostResult,
} from '../ledger';
import type { BonusWallet } from '../wagers';

/** The ledger entry of an operator's void: the round's whole stake back, once. */
export const ROUND_VOID_KIND = 'round_void';
/** One void per round, whoever asks and however often: a repeat answers the first void. */
export const roundVoidKey = (providerId: string, roundId: string) => `round_void:${providerId}:${roundId}`;

export type VoidRequest = { providerId: string; roundId: string; reason: string; by: string; now: Date };

/**
 * Voids an open round: its stake goes back where it came from (the cash part to the wallet the bets
 * took it from, the bonus part to that bonus while it is active, else to the house, as a rollback
 * does) and the round is closed as rolled back, in one entry of kind round_void. The round's row
 * is closed inside that entry's transaction only if it is still open with the same stake, so a win,
 * a rollback or another bet that lands first makes this a refusal (round_not_open), never a second
 * payout; a win or rollback landing after is refused by the round (round_rolled_back).
 */
export async function voidRound(
  db: Database,
  request: VoidRequest,
  bonuses: BonusWallet | undefined,
): Promise<PostResult<OperatorRoundVoid>> {
  const key = roundVoidKey(request.providerId, request.roundId);
  const fingerprint = fingerprintOf({ providerId: request.providerId, roundId: request.roundId });
  const [round] = await db
    .select()
    .from(gameRounds)
    .where(and(eq(gameRounds.providerId, request.providerId), eq(gameRounds.roundId, request.roundId)))
    .limit(1);
  if (!round) return { ok: false, msg: 'round_not_found' };
  if (round.status !== 'open') {
    // Voided already: answer the first void (postEntry finds it by its key); anything else ended it otherwise.
    const [voided] = await db
      .select({ answer: journalEntries.answer })
      .from(journalEntries)
      .where(eq(journalEntries.idempotencyKey, key))
      .limit(1);
    return voided
      ? { ok: true, replayed: true, entryId: 0, answer: voided.answer as OperatorRoundVoid }
      : { ok: false, msg: 'round_not_open' };
  }

  const { memberId, currency, providerId, bet, betFromBonus, bonusId } = round;
  const wallet =
    (await stakeWallet(db, round)) === 'member_provider' ? memberProvider(memberId, providerId, currency) : memberMain(memberId, currency);
  const fromHouse: Line = { account: houseOfPlay('house_bets', currency, providerId, memberId), amount: -bet };
  const answer: OperatorRoundVoid = {
    providerId,
    roundId: round.roundId,
    memberId,
    currency,
    refunded: formatMinor(bet, minorUnitsOf(currency)),
  };
  const bonusLines = async (tx: Database): Promise<Line[]> => {
    // Holding the member's money rows holds the bonus's status too (as a rollback does).
    await lockCashAndBonus(tx, { id: memberId, currency });
    const alive = bonuses !== undefined && bonusId !== null && (await bonuses.stillActive(tx, bonusId));
    const bonusTo: AccountRef = alive ? memberBonus(memberId, currency) : house('house_bonuses', currency);
    return [fromHouse, ...cashLine(wallet, bet - betFromBonus), { account: bonusTo, amount: betFromBonus }];
  };
  return postEntry<OperatorRoundVoid>(db, {
    kind: ROUND_VOID_KIND,
    idempotencyKey: key,
    fingerprint,
    currency,
    memberId,
    lines: bet === 0n ? [] : betFromBonus === 0n ? [fromHouse, { account: wallet, amount: bet }] : bonusLines,
    accounts: [fromHouse.account, wallet],
    meta: { providerId, roundId: round.roundId, gameId: round.gameId, amount: bet.toString(), reason: request.reason, by: request.by },
    within: async (tx) => {
      const closed = await tx
        .update(gameRounds)
        .set({ status: 'rolled_back', settledAt: request.now })
        .where(
          and(
            eq(gameRounds.providerId, providerId),
            eq(gameRounds.roundId, round.roundId),
            eq(gameRounds.status, 'open'),
            // The stake refunded is the stake held: a bet that joined the round meanwhile refuses this void.
            sql`${gameRounds.bet} = ${bet.toString()}::bigint`,
          ),
        )
        .returning({ roundId: gameRounds.roundId });
      if (closed.length === 0) throw new Refusal('round_not_open');
    },
    answer: () => answer,
  });
}

const cashLine = (wallet: AccountRef, amount: bigint): Line[] => (amount === 0n ? [] : [{ account: wallet, amount }]);

/**
 * Which wallet the round's stake came from, as its first bet's entry recorded it (the provider's
 * wallet type may have changed since): main unless that bet said member_provider.
 */
async function stakeWallet(db: Database, round: { memberId: number; providerId: string; roundId: string }): Promise<string> {
  const [bet] = await db
    .select({ wallet: sql<string | null>`${journalEntries.meta}->>'wallet'` })
    .from(journalEntries)
    .where(
      and(
        eq(journalEntries.memberId, round.memberId),
        eq(journalEntries.kind, 'bet'),
        sql`${journalEntries.meta}->>'roundId' = ${round.roundId}`,
        sql`${journalEntries.meta}->>'providerId' = ${round.providerId}`,
      ),
    )
    .orderBy(desc(journalEntries.id))
    .limit(1);
  return bet?.wallet ?? 'member_main';
}
