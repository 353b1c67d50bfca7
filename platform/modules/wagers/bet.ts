import type { Database } from '../../db/connection';
import {
  houseOfPlay,
  memberBonus,
  NOT_AT_ONCE,
  postAtOnce,
  postEntry,
  q,
  Refusal,
  type EntryInput,
  type Line,
  type Fragment,
  type PostResult,
} from '../ledger';
import { effectsCollector, guardsIdleSql, noBetGuards, runGuards, type BetGuards } from './bet-guards';
import { splitStake, stakeRefusal } from './bonus-money';
import type { ActiveBonus } from './bonus-wallet';
import type { BetCall, CallContext, WagerOutcome } from './calls';
import type { WagerDeps } from './deps';
import { callValues, fingerprintFor, txKey, VOID_KIND } from './keys';
import { outcomeOf, refused, refusedWithBalance, stored, walletBalanceOf, type StoredAnswer } from './outcomes';
import { addBetToRound, betOnRoundWrite } from './rounds';
import { isTarget, resolveTarget, type Target } from './target';

/**
 * Debits a stake (wallet → house_bets) and opens the round or adds to it, in one entry keyed by
 * the provider's txId: a replay answers the first answer, other values under that txId are a
 * conflict, and a bet whose rollback came first is refused. While the member has an active bonus
 * a stake above its maximum bet is refused before anything moves, and a stake on the main wallet
 * takes cash first, then bonus money (bonusFunded).
 */
export async function placeBet(deps: WagerDeps, call: BetCall, at: CallContext): Promise<WagerOutcome> {
  const { db } = deps;
  const target = await resolveTarget(db, call);
  if (!isTarget(target)) return target;
  if (call.amount <= 0n) return refused('invalid_amount');
  const guards = deps.guards ?? noBetGuards;
  // The common case first: a member with no open bonus and nothing for a guard to check (one indexed
  // read each, in the same statement), a cash bet in one statement that checks just that.
  const quickIf = quickCondition(deps, guards, call.memberId);
  if (quickIf) {
    const quick = await postCashBet(db, cashEntry(call, at, target, null), call, at, null, quickIf);
    if (quick.ok || quick.msg !== NOT_AT_ONCE) return settledBet(db, target, quick);
  }
  const bonus = deps.bonuses ? await deps.bonuses.activeFor(db, call.memberId, at.now) : null;
  if (bonus && stakeRefusal(call.amount, bonus)) {
    return refusedWithBalance(db, target.wallet, 'bet_above_bonus_maximum');
  }
  const entry = cashEntry(call, at, target, bonus);
  if (guards.length > 0) {
    const funded = bonus && target.walletKind === 'member_main' ? bonusFunded(entry, call, at, target, bonus) : lockedCash(entry, target);
    return guardedBet(db, guards, funded, call, at, target);
  }
  const result =
    bonus && target.walletKind === 'member_main'
      ? await postEntry<StoredAnswer>(db, bonusFunded(entry, call, at, target, bonus))
      : await postCashBet(db, entry, call, at, bonus?.bonusId ?? null);
  return settledBet(db, target, result);
}

/** The one-statement path's precondition, or null when some check needs the transaction (or there is nothing to check: no `first`). */
function quickCondition(deps: WagerDeps, guards: BetGuards, memberId: number): Fragment | null | undefined {
  const idle = guardsIdleSql(guards, memberId);
  if (idle === null) return null;
  if (!deps.bonuses) return guards.length > 0 ? idle : undefined;
  const noBonus = deps.bonuses.noOpenBonusSql(memberId);
  return guards.length > 0 ? q`(${noBonus}) and ${idle}` : noBonus;
}

/** A cash stake in a transaction: the wallet row locked first, so a guard's own locks always come after it. */
function lockedCash(entry: EntryInput<StoredAnswer>, target: Target): EntryInput<StoredAnswer> {
  return { ...entry, lock: [target.wallet] };
}

/**
 * The bet in a transaction with the guards asked first (bet-guards.ts): after the entry's locks,
 * before its lines move money. A refusal rolls everything back and answers the guard's reason with
 * the wallet's balance; effects run once the bet committed.
 */
async function guardedBet(
  db: Database,
  guards: BetGuards,
  entry: EntryInput<StoredAnswer>,
  call: BetCall,
  at: CallContext,
  target: Target,
): Promise<WagerOutcome> {
  const effects = effectsCollector();
  const lines = entry.lines;
  const fixed = typeof lines === 'function' ? [] : lines.map((line) => line.account);
  const result = await postEntry<StoredAnswer>(db, {
    ...entry,
    accounts: [...(entry.accounts ?? []), ...fixed],
    lines: async (tx, locked) => {
      effects.reset();
      const refusal = await runGuards(
        guards,
        tx,
        { memberId: call.memberId, currency: call.currency, amount: call.amount, now: at.now },
        effects,
      );
      if (refusal) throw new Refusal(refusal.reason, { guard: true, ...(refusal.output === undefined ? {} : { detail: refusal.output }) });
      return typeof lines === 'function' ? lines(tx, locked) : lines;
    },
  });
  if (result.ok && !result.replayed) effects.run();
  const guard = !result.ok && (result.output as { guard?: boolean } | undefined)?.guard === true;
  if (guard) {
    const balance = await walletBalanceOf(db, target.wallet);
    const { detail } = result.output as { detail?: unknown };
    return {
      ok: false,
      msg: result.msg,
      balance,
      currency: target.wallet.currency,
      refusedBy: 'guard',
      ...(detail === undefined ? {} : { detail }),
    };
  }
  return settledBet(db, target, result);
}

function settledBet(db: Database, target: Target, result: PostResult<StoredAnswer>): Promise<WagerOutcome> {
  if (!result.ok && result.existing?.kind === VOID_KIND) return refusedWithBalance(db, target.wallet, 'bet_rolled_back');
  return outcomeOf(db, target.wallet, result);
}

/** The bet's entry with cash lines (wallet → its house shard); bonusFunded decides other lines from it. */
function cashEntry(call: BetCall, at: CallContext, target: Target, bonus: ActiveBonus | null): EntryInput<StoredAnswer> {
  const values = callValues(call);
  return {
    kind: 'bet',
    idempotencyKey: txKey(at.integration, call.txId),
    fingerprint: fingerprintFor('bet', values),
    currency: call.currency,
    memberId: call.memberId,
    lines: [
      { account: target.wallet, amount: -call.amount },
      { account: houseOfPlay('house_bets', call.currency, call.providerId, call.memberId), amount: call.amount },
    ],
    meta: { ...values, wallet: target.wallet.kind },
    // A round played while a bonus is active is that bonus's: its stake counts towards its wagering.
    within: (tx) => addBetToRound(tx, { ...call, now: at.now }, { fromBonus: 0n, bonusId: bonus?.bonusId ?? null }),
    answer: (posted) => stored(posted.balanceAfter(target.wallet), call.currency),
  };
}

/**
 * A stake of cash only (the common bet): the same entry, its round and its answer in one statement
 * (postAtOnce), one round trip to the database. With `onlyIf` the statement first checks that
 * condition and writes nothing when it does not hold (NOT_AT_ONCE).
 */
function postCashBet(
  db: Database,
  entry: EntryInput<StoredAnswer>,
  call: BetCall,
  at: CallContext,
  bonusId: number | null,
  onlyIf?: Fragment,
) {
  const [wallet] = entry.lines as Line[];
  return postAtOnce(db, {
    kind: entry.kind,
    idempotencyKey: entry.idempotencyKey,
    fingerprint: entry.fingerprint,
    currency: entry.currency,
    memberId: entry.memberId,
    lines: entry.lines as Line[],
    meta: entry.meta ?? {},
    answerFrom: wallet!.account,
    also: { write: betOnRoundWrite({ ...call, now: at.now }, bonusId), refusal: 'round_closed' },
    ...(onlyIf ? { first: q`pre as (select 1 where ${onlyIf})` } : {}),
  }) as Promise<PostResult<StoredAnswer>>;
}

/**
 * The same bet, its lines decided inside the transaction: the member's cash and bonus rows are
 * locked first (the one lock order), the stake is split cash first, and the split is remembered on
 * the round (its win comes back in the same proportion) and in the entry (a rollback refunds it so).
 */
function bonusFunded(entry: EntryInput<StoredAnswer>, call: BetCall, at: CallContext, target: Target, bonus: ActiveBonus) {
  const cash = target.wallet;
  const bonusMoney = memberBonus(call.memberId, call.currency);
  let fromBonus = 0n;
  let after = 0n;
  return {
    ...entry,
    lock: [cash, bonusMoney],
    // Found with the locked ones, before the transaction.
    accounts: [houseOfPlay('house_bets', call.currency, call.providerId, call.memberId)],
    lines: async (_tx, locked) => {
      const split = splitStake(call.amount, locked.balanceOf(cash), locked.balanceOf(bonusMoney));
      if (!split) throw new Refusal('insufficient_balance');
      fromBonus = split.fromBonus;
      after = locked.balanceOf(cash) + locked.balanceOf(bonusMoney) - call.amount;
      return [
        { account: cash, amount: -split.fromCash },
        { account: bonusMoney, amount: -split.fromBonus },
        { account: houseOfPlay('house_bets', call.currency, call.providerId, call.memberId), amount: call.amount },
      ];
    },
    within: (tx) => addBetToRound(tx, { ...call, now: at.now }, { fromBonus, bonusId: bonus.bonusId }),
    answer: () => stored(after, call.currency),
    finalMeta: () => ({ ...entry.meta, fromBonus: fromBonus.toString(), bonusId: bonus.bonusId }),
  } satisfies EntryInput<StoredAnswer>;
}
