import type { Database } from '../../db/connection';
import { joined, q, type Fragment } from '../ledger';

/**
 * Bet-time guards: the rules that may refuse a stake for who the member is rather than what they
 * hold (deposit/loss/wager limits, a time-out or self-exclusion, a session time limit). They run in
 * the wallet's bet callback, not on the site, because a game token outlives the site session.
 *
 * A guard runs INSIDE the bet's transaction, after the member's wallet row is locked (the one lock
 * order: wallet, then whatever the guard locks) and before any money moves; whatever it writes
 * through `tx` commits with the bet or not at all. It answers `undefined` to let the bet through or
 * `{ reason }` to refuse it: `reason` is a message key of the site's `errors` namespace, answered to
 * the provider as the refusal's msg (its protocol's limit code) and pushed to the member
 * (realtime `bet-refused`), so the game and the site can say why.
 *
 * Cost: a guard's `idleSql(memberId)` is a boolean SQL condition, true when the guard has nothing to
 * check for this member (no limit set, no exclusion); the one-statement cash bet evaluates every
 * guard's condition in its own statement and takes the transactional path only when one is false.
 * Keep it one indexed read. A guard without it sends every bet down the transactional path.
 *
 * Effects outside the database (a realtime push) go through `effects.afterCommit`: they run once,
 * after the bet committed; a refused or retried attempt drops them.
 *
 * Registered once at start-up (platform/app.ts) and handed to createWagers, like WagerHooks.
 * Deposits have the same seam, structurally identical (wallet/deposit-guards.ts), so one guard
 * function can serve both.
 */

/** The money about to move: a stake (or, for deposit guards, a deposit), in the member's currency. */
export type MoneyGuardInput = { memberId: number; currency: string; amount: bigint; now: Date };

/** A refusal: `reason` is an `errors` message key; `output` tells the caller more (e.g. the limit). */
export type GuardRefusal = { reason: string; output?: unknown };

export type GuardEffects = { afterCommit(effect: () => void): void };

export type BetGuard = {
  check(tx: Database, input: MoneyGuardInput, effects: GuardEffects): Promise<GuardRefusal | undefined>;
  idleSql?: (memberId: number) => Fragment;
};

export type BetGuards = readonly BetGuard[];

export const noBetGuards: BetGuards = [];

/**
 * One condition that holds when no guard has anything to check for the member (the conjunction of
 * their idleSql), or null when some guard cannot say so in SQL. No guards: TRUE.
 */
export function guardsIdleSql(guards: BetGuards, memberId: number): Fragment | null {
  const conditions: Fragment[] = [];
  for (const guard of guards) {
    if (!guard.idleSql) return null;
    conditions.push(q`(${guard.idleSql(memberId)})`);
  }
  return conditions.length === 0 ? q`true` : joined(conditions, ' and ');
}

/** Every guard in turn; the first refusal wins (the rest are not asked). */
export async function runGuards(
  guards: BetGuards,
  tx: Database,
  input: MoneyGuardInput,
  effects: GuardEffects,
): Promise<GuardRefusal | undefined> {
  for (const guard of guards) {
    const refusal = await guard.check(tx, input, effects);
    if (refusal) return refusal;
  }
  return undefined;
}

/** Effects gathered by one attempt, run only once it committed. */
export function effectsCollector(): GuardEffects & { reset(): void; run(): void } {
  let effects: (() => void)[] = [];
  return {
    afterCommit: (effect) => void effects.push(effect),
    reset: () => void (effects = []),
    run() {
      const pending = effects;
      effects = [];
      for (const effect of pending) {
        try {
          effect();
        } catch {
          // An effect after commit never undoes the bet.
        }
      }
    },
  };
}
