import type { Database } from '../../db/connection';
import {
  findEntry,
  house,
  houseOfPlay,
  lockCashAndBonus,
  memberBonus,
  memberMain,
  memberProvider,
  postEntry,
  type AccountRef,
  type Line,
} from '../ledger';
import type { BonusWallet } from './bonus-wallet';
import type { CallContext, RollbackCall, WagerOutcome } from './calls';
import type { WagerDeps } from './deps';
import { fingerprintFor, rollbackKey, rollbackValues, txKey, VOID_KIND } from './keys';
import { outcomeOf, refused, refusedWithBalance, storedWalletBalanceSql, type StoredAnswer } from './outcomes';
import { removeBetFromRound } from './rounds';
import { isTarget, resolveTarget } from './target';

/** The bet's values as its journal entry keeps them (keys.callValues, plus its bonus share). */
type PlacedBet = {
  memberId?: number;
  roundId?: string;
  amount?: string;
  currency?: string;
  providerId?: string;
  wallet?: string;
  fromBonus?: string;
  bonusId?: number;
};

/**
 * Cancels a bet. A known bet is refunded once, into the wallet it came from, if its round is
 * still open; the part bonus money paid goes back to that bonus while it is active, else to the
 * house (the bonus ended, and its money with it). An unknown bet is refused (bet_not_found) and
 * its txId is claimed, so that bet arriving late is refused too (bet_rolled_back): the provider has
 * already given up on it. Nothing is emitted: a bet can only be cancelled before its round settles,
 * so it never counted.
 */
export async function rollbackBet({ db, bonuses }: WagerDeps, call: RollbackCall, at: CallContext): Promise<WagerOutcome> {
  const target = await resolveTarget(db, call, true);
  if (!isTarget(target)) return target;
  const values = rollbackValues(call);

  let betEntry = await findEntry(db, txKey(at.integration, call.refTxId));
  if (!betEntry) {
    const voided = await postEntry<StoredAnswer>(db, {
      kind: VOID_KIND,
      idempotencyKey: txKey(at.integration, call.refTxId),
      // Matches no real bet's fingerprint: the late bet lands on a conflict and is refused.
      fingerprint: 'void',
      currency: call.currency,
      memberId: call.memberId,
      lines: [],
      meta: values,
      answer: () => ({ status: false, msg: 'bet_rolled_back' }),
    });
    if (voided.ok) return refusedWithBalance(db, target.wallet, 'bet_not_found');
    // The bet won the race for its own key: roll it back like any known bet.
    betEntry = voided.existing;
    if (!betEntry) return refused(voided.msg);
  }
  if (betEntry.kind === VOID_KIND) return refusedWithBalance(db, target.wallet, 'bet_not_found');

  const placed = betEntry.meta as PlacedBet;
  if (
    betEntry.kind !== 'bet' ||
    placed.memberId !== call.memberId ||
    placed.roundId !== call.roundId ||
    placed.amount !== call.amount.toString() ||
    placed.currency !== call.currency ||
    placed.providerId !== call.providerId
  ) {
    return refused('idempotency_conflict');
  }
  // Refund where the stake was taken from, even if the provider's wallet type changed since.
  const wallet =
    placed.wallet === 'member_provider'
      ? memberProvider(call.memberId, call.providerId, call.currency)
      : memberMain(call.memberId, call.currency);
  const fromBonus = BigInt(placed.fromBonus ?? '0');
  const fromHouse = { account: houseOfPlay('house_bets', call.currency, call.providerId, call.memberId), amount: -call.amount };

  const result = await postEntry<StoredAnswer>(db, {
    kind: 'bet_rollback',
    idempotencyKey: rollbackKey(at.integration, call.refTxId),
    fingerprint: fingerprintFor('rollback', values),
    currency: call.currency,
    memberId: call.memberId,
    lines:
      fromBonus === 0n
        ? [fromHouse, { account: wallet, amount: call.amount }]
        : (tx) => refundLines(tx, fromHouse, wallet, call, fromBonus, placed.bonusId, bonuses),
    accounts: [fromHouse.account, wallet],
    meta: values,
    within: (tx) => removeBetFromRound(tx, { ...call, now: at.now }, fromBonus),
    answerSql: () => storedWalletBalanceSql(wallet, call.currency),
  });
  return outcomeOf(db, wallet, result);
}

async function refundLines(
  tx: Database,
  fromHouse: Line,
  wallet: AccountRef,
  call: RollbackCall,
  fromBonus: bigint,
  bonusId: number | undefined,
  bonuses: BonusWallet | undefined,
): Promise<Line[]> {
  // Holding the member's money rows holds the bonus's status too: whatever ends a bonus locks them first.
  await lockCashAndBonus(tx, { id: call.memberId, currency: call.currency });
  const bonusAlive = bonuses !== undefined && bonusId !== undefined && (await bonuses.stillActive(tx, bonusId));
  return [
    fromHouse,
    { account: wallet, amount: call.amount - fromBonus },
    { account: bonusAlive ? memberBonus(call.memberId, call.currency) : house('house_bonuses', call.currency), amount: fromBonus },
  ];
}
