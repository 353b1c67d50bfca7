import type { Database } from '../../db/connection';
import { house, houseOfPlay, lockCashAndBonus, memberBonus, postEntry, type Line } from '../ledger';
import { splitWin } from './bonus-money';
import type { BonusWallet } from './bonus-wallet';
import type { CallContext, WagerOutcome, WinCall } from './calls';
import type { WagerDeps } from './deps';
import { emitBetSettled } from './hooks';
import { callValues, fingerprintFor, txKey } from './keys';
import { outcomeOf, storedWalletBalanceSql, type StoredAnswer } from './outcomes';
import { addWinToRound, type Settlement } from './rounds';
import { isTarget, resolveTarget, type Target } from './target';
import { cashSettlementWrites, NOT_AT_ONCE, winAtOnce } from './win-at-once';

/**
 * Credits a win (house_wins → wallet; a zero win moves nothing) and settles the round, then tells
 * the bet-settled hooks, all in one transaction: a hook that throws undoes the win. A replay
 * returns the first answer before any of this runs, so hooks see each settlement once. A round
 * played without a bonus takes winAtOnce instead: the same writes in one statement.
 *
 * The round is settled first (inside the transaction), because its stake decides where the win
 * goes: a round the member's bonus paid into is paid back in the same proportion (splitWin).
 */
export async function payWin({ db, hooks, bonuses }: WagerDeps, call: WinCall, at: CallContext): Promise<WagerOutcome> {
  const target = await resolveTarget(db, call, true);
  if (!isTarget(target)) return target;
  const writes = cashSettlementWrites(hooks, call, at);
  if (writes) {
    const result = await winAtOnce(db, call, at, target, writes);
    if (result.ok || result.msg !== NOT_AT_ONCE) return outcomeOf(db, target.wallet, result);
  }
  const values = callValues(call);

  let settlement: Settlement | undefined;
  const result = await postEntry<StoredAnswer>(db, {
    kind: 'win',
    idempotencyKey: txKey(at.integration, call.txId),
    fingerprint: fingerprintFor('win', values),
    currency: call.currency,
    memberId: call.memberId,
    // Found before the transaction, like fixed lines' accounts (a zero win names none).
    accounts: call.amount > 0n ? [houseOfPlay('house_wins', call.currency, call.providerId, call.memberId), target.wallet] : [],
    lines: async (tx) => {
      settlement = await addWinToRound(tx, { ...call, now: at.now });
      return winLines(tx, call, target, settlement, bonuses);
    },
    meta: { ...values, wallet: target.wallet.kind },
    within: async (tx, posted) => {
      await emitBetSettled(hooks, tx, {
        entryId: posted.entryId,
        integration: at.integration,
        memberId: call.memberId,
        currency: call.currency,
        providerId: call.providerId,
        gameId: settlement!.gameId,
        category: settlement!.category,
        roundId: call.roundId,
        txId: call.txId,
        stake: settlement!.stake,
        cashStake: settlement!.stake === 0n ? 0n : settlement!.bet - settlement!.betFromBonus,
        win: call.amount,
        wallet: target.walletKind,
        settledAt: at.now,
        ...(settlement!.bonusId === null ? {} : { bonusId: settlement!.bonusId }),
      });
    },
    answerSql: () => storedWalletBalanceSql(target.wallet, call.currency),
  });
  return outcomeOf(db, target.wallet, result);
}

/** All to the wallet, unless bonus money paid part of the round: that part goes back to the bonus, or to the house once the bonus has ended. */
async function winLines(tx: Database, call: WinCall, target: Target, round: Settlement, bonuses?: BonusWallet): Promise<Line[]> {
  const fromHouse = { account: houseOfPlay('house_wins', call.currency, call.providerId, call.memberId), amount: -call.amount };
  // Nothing to split: a lost round (zero win), a round paid in cash, a provider wallet.
  if (call.amount === 0n || round.betFromBonus === 0n || target.walletKind !== 'member_main') {
    return [fromHouse, { account: target.wallet, amount: call.amount }];
  }
  const split = splitWin(call.amount, { fromCash: round.bet - round.betFromBonus, fromBonus: round.betFromBonus });
  // Holding the member's money rows holds the bonus's status too: whatever ends a bonus locks them first.
  await lockCashAndBonus(tx, { id: call.memberId, currency: call.currency });
  const bonusAlive = bonuses !== undefined && round.bonusId !== null && (await bonuses.stillActive(tx, round.bonusId));
  return [
    fromHouse,
    { account: target.wallet, amount: split.toCash },
    { account: bonusAlive ? memberBonus(call.memberId, call.currency) : house('house_bonuses', call.currency), amount: split.toBonus },
  ];
}
