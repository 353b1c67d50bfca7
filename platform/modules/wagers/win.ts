import { balanceOf, house, postEntry } from '../ledger';
import type { CallContext, WagerOutcome, WinCall } from './calls';
import type { WagerDeps } from './deps';
import { emitBetSettled } from './hooks';
import { callValues, fingerprintFor, txKey } from './keys';
import { outcomeOf, stored, type StoredAnswer } from './outcomes';
import { addWinToRound } from './rounds';
import { isTarget, resolveTarget } from './target';

/**
 * Credits a win (house_wins → wallet; a zero win moves nothing) and settles the round, then tells
 * the bet-settled hooks, all in one transaction: a hook that throws undoes the win. A replay
 * returns the first answer before any of this runs, so hooks see each settlement once.
 */
export async function payWin({ db, hooks }: WagerDeps, call: WinCall, at: CallContext): Promise<WagerOutcome> {
  const target = await resolveTarget(db, call);
  if (!isTarget(target)) return target;
  const values = callValues(call);

  const result = await postEntry<StoredAnswer>(db, {
    kind: 'win',
    idempotencyKey: txKey(at.integration, call.txId),
    fingerprint: fingerprintFor('win', values),
    currency: call.currency,
    memberId: call.memberId,
    lines: [
      { account: house('house_wins', call.currency, call.providerId), amount: -call.amount },
      { account: target.wallet, amount: call.amount },
    ],
    meta: { ...values, wallet: target.wallet.kind },
    within: async (tx, posted) => {
      const settlement = await addWinToRound(tx, { ...call, now: at.now });
      await emitBetSettled(hooks, tx, {
        entryId: posted.entryId,
        integration: at.integration,
        memberId: call.memberId,
        currency: call.currency,
        providerId: call.providerId,
        gameId: settlement.gameId,
        category: settlement.category,
        roundId: call.roundId,
        txId: call.txId,
        stake: settlement.stake,
        win: call.amount,
        wallet: target.walletKind,
        settledAt: at.now,
      });
    },
    answer: async (_posted, tx) => stored(await balanceOf(tx, target.wallet), call.currency),
  });
  return outcomeOf(db, target.wallet, result);
}
