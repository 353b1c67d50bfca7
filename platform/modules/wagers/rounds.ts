import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/connection';
import { gameRounds } from '../../db/schema-ledger';
import { q, Refusal, type Fragment } from '../ledger';

/**
 * A round's state, written inside the same transaction as the money it describes (postEntry's
 * `within`), so bet history and outstanding bets never disagree with the ledger.
 */
type RoundKey = { providerId: string; roundId: string; memberId: number };

/** What a stake's bonus paid, and the member's bonus active when it was placed (none: played without one). */
export type BonusShare = { fromBonus: bigint; bonusId: number | null };
const NO_BONUS: BonusShare = { fromBonus: 0n, bonusId: null };

/** Opens the round, or adds to its stake while it is still open. */
export async function addBetToRound(
  tx: Database,
  round: RoundKey & { gameId: string; currency: string; amount: bigint; now: Date },
  share: BonusShare = NO_BONUS,
): Promise<void> {
  const rows = await tx
    .insert(gameRounds)
    .values({
      providerId: round.providerId,
      roundId: round.roundId,
      memberId: round.memberId,
      gameId: round.gameId,
      currency: round.currency,
      bet: round.amount,
      betFromBonus: share.fromBonus,
      bonusId: share.bonusId,
      createdAt: round.now,
    })
    .onConflictDoUpdate({
      target: [gameRounds.providerId, gameRounds.roundId],
      set: {
        bet: sql`${gameRounds.bet} + excluded.bet`,
        betFromBonus: sql`${gameRounds.betFromBonus} + excluded.bet_from_bonus`,
        // The first bonus that paid into the round owns its share.
        bonusId: sql`coalesce(${gameRounds.bonusId}, excluded.bonus_id)`,
      },
      setWhere: and(eq(gameRounds.status, 'open'), eq(gameRounds.memberId, round.memberId)),
    })
    .returning({ roundId: gameRounds.roundId });
  if (rows.length === 0) throw new Refusal('round_closed');
}

/**
 * addBetToRound as one data-modifying CTE body for postAtOnce (a cash bet in one statement): it
 * returns a row when the round was opened or added to, none when it is closed or another member's.
 * It writes only once the entry `e` is written (a statement whose `first` check failed writes nothing).
 */
export function betOnRoundWrite(
  round: RoundKey & { gameId: string; currency: string; amount: bigint; now: Date },
  bonusId: number | null,
): Fragment {
  return q`insert into game_rounds as g (provider_id, round_id, member_id, game_id, currency, bet, bet_from_bonus, bonus_id, created_at)
    select ${round.providerId}, ${round.roundId}, ${round.memberId}::int, ${round.gameId}, ${round.currency}, ${round.amount.toString()}::bigint, 0, ${bonusId}::int, ${round.now.toISOString()}::timestamptz
    where exists (select 1 from e)
    on conflict (provider_id, round_id) do update set bet = g.bet + excluded.bet, bonus_id = coalesce(g.bonus_id, excluded.bonus_id)
    where g.status = 'open' and g.member_id = ${round.memberId}
    returning g.round_id`;
}

/**
 * What settling told us: the stake it closed (0 when the round was settled already), the round's
 * game, and how its whole stake was paid (a win is split in that proportion).
 */
export type Settlement = {
  stake: bigint;
  gameId: string;
  category: string | null;
  bet: bigint;
  betFromBonus: bigint;
  bonusId: number | null;
};

/**
 * Adds a win (0 too: a losing round is settled by a zero win) and settles the round. The first
 * statement only matches an open round, so exactly one call (the one that closes it) reports its
 * stake, even when wins race: the loser waits for the row and then finds it settled.
 */
export async function addWinToRound(tx: Database, round: RoundKey & { amount: bigint; now: Date }): Promise<Settlement> {
  const settle = (stillOpen: boolean) =>
    tx
      .update(gameRounds)
      .set({ win: sql`${gameRounds.win} + ${round.amount.toString()}::bigint`, status: 'settled', settledAt: round.now })
      .where(and(matches(round), stillOpen ? eq(gameRounds.status, 'open') : eq(gameRounds.status, 'settled')))
      .returning({
        stake: gameRounds.bet,
        bet: gameRounds.bet,
        betFromBonus: gameRounds.betFromBonus,
        bonusId: gameRounds.bonusId,
        gameId: gameRounds.gameId,
        // Spelled out: in RETURNING, Drizzle leaves columns unqualified, and "game_id" would mean the games row's own.
        category: sql<string | null>`(select g.type from games g where g.game_id = game_rounds.game_id)`,
      });
  const [closed] = await settle(true);
  if (closed) return closed;
  const [again] = await settle(false);
  if (again) return { ...again, stake: 0n };
  throw new Refusal((await exists(tx, round)) ? 'round_rolled_back' : 'round_not_found');
}

/** Takes a cancelled bet off an open round; the round is rolled back once nothing is staked. */
export async function removeBetFromRound(tx: Database, round: RoundKey & { amount: bigint; now: Date }, fromBonus = 0n): Promise<void> {
  const rows = await tx
    .update(gameRounds)
    .set({
      bet: sql`${gameRounds.bet} - ${round.amount.toString()}::bigint`,
      betFromBonus: sql`greatest(${gameRounds.betFromBonus} - ${fromBonus.toString()}::bigint, 0)`,
      status: sql`case when ${gameRounds.bet} - ${round.amount.toString()}::bigint <= 0 then 'rolled_back' else ${gameRounds.status} end`,
      settledAt: sql`case when ${gameRounds.bet} - ${round.amount.toString()}::bigint <= 0 then ${round.now.toISOString()}::timestamptz else ${gameRounds.settledAt} end`,
    })
    .where(and(matches(round), eq(gameRounds.status, 'open')))
    .returning({ roundId: gameRounds.roundId });
  // A settled round has paid out: refunding its stake as well would pay twice.
  if (rows.length === 0) throw new Refusal((await exists(tx, round)) ? 'round_settled' : 'round_not_found');
}

export async function findRound(db: Database, providerId: string, roundId: string) {
  const [row] = await db
    .select()
    .from(gameRounds)
    .where(and(eq(gameRounds.providerId, providerId), eq(gameRounds.roundId, roundId)))
    .limit(1);
  return row;
}

function matches(round: RoundKey) {
  return and(eq(gameRounds.providerId, round.providerId), eq(gameRounds.roundId, round.roundId), eq(gameRounds.memberId, round.memberId));
}

async function exists(tx: Database, round: RoundKey): Promise<boolean> {
  const [row] = await tx.select({ roundId: gameRounds.roundId }).from(gameRounds).where(matches(round)).limit(1);
  return row !== undefined;
}
