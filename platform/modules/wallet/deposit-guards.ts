import type { Database } from '../../db/connection';
import { Refusal } from '../ledger';

/**
 * Deposit guards: the rules that may refuse a member's deposit for who they are (a deposit limit,
 * a time-out or self-exclusion). The same shape as the wagers' bet guards (wagers/bet-guards.ts),
 * so one guard object can serve both.
 *
 * A guard runs INSIDE the deposit request's transaction (wallet/deposit → createRequest), after the
 * member's main wallet row is locked and before the request commits; what it writes through `tx`
 * commits with the request or not at all. It answers `undefined` to let the deposit through or
 * `{ reason }` to refuse it: `reason` is a message key of the site's `errors` namespace, which the
 * endpoint answers (`{status:false, msg: reason, output}`, 4xx) and the deposit dialog shows.
 *
 * Every deposit request is guarded when it is made, a pending bank transfer included (an operator's
 * approval later is not asked again): a rule that counts deposits counts pending ones too, so
 * approving several of them can never pass it.
 *
 * Effects outside the database (a realtime push) go through `effects.afterCommit`: run once, after
 * the request committed.
 *
 * Registered once at start-up (platform/app.ts) as the `depositGuards` service.
 */
export type DepositGuardInput = { memberId: number; currency: string; amount: bigint; now: Date };

export type DepositGuardRefusal = { reason: string; output?: unknown };

export type DepositGuardEffects = { afterCommit(effect: () => void): void };

export type DepositGuard = {
  check(tx: Database, input: DepositGuardInput, effects: DepositGuardEffects): Promise<DepositGuardRefusal | undefined>;
};

export type DepositGuards = readonly DepositGuard[];

declare module '../../endpoints/context' {
  interface PlatformServices {
    /** Rules that may refuse a deposit request (wallet/deposit-guards.ts); none: the wallet's own limits only. */
    depositGuards?: DepositGuards;
  }
}

/**
 * The guards as createRequest's in-transaction step: throws the first refusal (rolling the request
 * back); collected effects are kept in `effects` for the caller to run after the commit.
 */
export function depositGuardStep(guards: DepositGuards, input: DepositGuardInput, effects: (() => void)[]) {
  return async (tx: Database): Promise<void> => {
    effects.length = 0;
    for (const guard of guards) {
      const refusal = await guard.check(tx, input, { afterCommit: (effect) => void effects.push(effect) });
      if (refusal) throw new Refusal(refusal.reason, refusal.output);
    }
  };
}

/** Runs the effects a committed request collected; one that throws never undoes the deposit. */
export function runDepositEffects(effects: (() => void)[]): void {
  for (const effect of effects.splice(0)) {
    try {
      effect();
    } catch {
      // After the commit: nothing to undo.
    }
  }
}
