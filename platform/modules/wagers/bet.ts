import { house, postEntry } from '../ledger';
import type { BetCall, CallContext, WagerOutcome } from './calls';
import type { WagerDeps } from './deps';
import { callValues, fingerprintFor, txKey, VOID_KIND } from './keys';
import { outcomeOf, refused, refusedWithBalance, stored, type StoredAnswer } from './outcomes';
import { addBetToRound } from './rounds';
import { isTarget, resolveTarget } from './target';

/**
 * Debits a stake (wallet → house_bets) and opens the round or adds to it, in one entry keyed by
 * the provider's txId: a replay answers the first answer, other values under that txId are a
 * conflict, and a bet whose rollback came first is refused.
 */
export async function placeBet({ db }: WagerDeps, call: BetCall, at: CallContext): Promise<WagerOutcome> {
  const target = await resolveTarget(db, call);
  if (!isTarget(target)) return target;
  if (call.amount <= 0n) return refused('invalid_amount');
  const values = callValues(call);

  const result = await postEntry<StoredAnswer>(db, {
    kind: 'bet',
    idempotencyKey: txKey(at.integration, call.txId),
    fingerprint: fingerprintFor('bet', values),
    currency: call.currency,
    memberId: call.memberId,
    lines: [
      { account: target.wallet, amount: -call.amount },
      { account: house('house_bets', call.currency, call.providerId), amount: call.amount },
    ],
    meta: { ...values, wallet: target.wallet.kind },
    within: (tx) => addBetToRound(tx, { ...call, now: at.now }),
    answer: (posted) => stored(posted.balanceAfter(target.wallet), call.currency),
  });
  if (!result.ok && result.existing?.kind === VOID_KIND) return refusedWithBalance(db, target.wallet, 'bet_rolled_back');
  return outcomeOf(db, target.wallet, result);
}
