import type { Fragment } from '../ledger';
import type { Database } from '../../db/connection';
import type { WagerWallet } from './calls';

/**
 * What later rules (promotions, VIP, referral, daily tasks) learn about play, and when.
 *
 * Hooks run INSIDE the transaction that moves the money, not from an outbox: their writes (turnover
 * progress, points, task counters) commit exactly when the settlement commits and never without it,
 * with no relay, no second idempotency key and no lag a member could notice. The price: a hook that
 * throws aborts the settlement (the provider gets an error and retries), and a slow hook holds the
 * member's balance row. So hooks write to the database through `tx` only and call nothing outside
 * it; a rule that must reach another system writes its own outbox row here and sends it later.
 * A transaction retried after a serialization failure runs the hooks again; only the attempt that
 * commits leaves anything behind.
 */

/** A round has been settled: its stake now counts as turnover and its win is known. */
export type BetSettled = {
  /** The journal entry of the win call that settled it. */
  entryId: number;
  /** The adapter that carried the call ('demo'). */
  integration: string;
  memberId: number;
  currency: string;
  /** The catalogue's provider. */
  providerId: string;
  gameId: string;
  /** The game's category (games.type), or null when the catalogue does not know the game. */
  category: string | null;
  roundId: string;
  /** The provider's transaction id of the win call. */
  txId: string;
  /**
   * The stake this call settled, in minor units: the round's whole stake when it settles the round,
   * 0 when it adds a further win to a round already settled (so summing events never counts a stake twice).
   */
  stake: bigint;
  /**
   * The part of `stake` paid in cash (the round's stake less what bonus money paid): what a rule that
   * pays cash on play (referral commission) counts. 0 whenever `stake` is 0.
   */
  cashStake: bigint;
  /** Paid by this call, in minor units; 0 settles a lost round. */
  win: bigint;
  wallet: WagerWallet;
  settledAt: Date;
  /**
   * The member's bonus that was active when the round was played (its first bet with a bonus), if
   * any: what a wagering rule counts the stake towards. Absent for rounds played without a bonus.
   */
  bonusId?: number;
};

/**
 * A settlement of a round played without a bonus, as the one-statement win writes it: the event's
 * facts known before the statement runs. The stake and the category are the database's: the CTE
 * `s` of the statement has them (columns `stake` bigint, 0 when the round was settled already, and
 * `category` text or null) once the win is written. Such a round was paid in cash only, so its
 * cash stake is `stake`.
 */
export type CashSettlement = Pick<BetSettled, 'memberId' | 'currency' | 'providerId' | 'settledAt' | 'win'>;

/**
 * Runs in the settlement's transaction; throwing rolls the settlement back.
 *
 * `cashSettlementSql`, when a hook has it, is the same write for a round played without a bonus as
 * one data-modifying CTE body reading `s` (null: the hook writes nothing for such a round). When every
 * registered hook has it, a cash win is one statement (win.ts); a hook without it keeps every win on
 * the transaction that calls it.
 */
export type BetSettledHook = ((tx: Database, event: BetSettled) => Promise<void>) & {
  cashSettlementSql?: (settlement: CashSettlement) => Fragment | null;
};

/**
 * Registered once at start-up (platform/app.ts) and handed to createWagers. A rollback emits
 * nothing: a bet can only be rolled back while its round is open, before it ever counted.
 */
export type WagerHooks = { readonly onBetSettled: readonly BetSettledHook[] };

export const noWagerHooks: WagerHooks = { onBetSettled: [] };

/** One after another: a transaction runs one statement at a time anyway. */
export async function emitBetSettled(hooks: WagerHooks, tx: Database, event: BetSettled): Promise<void> {
  for (const hook of hooks.onBetSettled) await hook(tx, event);
}
