import { fingerprintOf } from '../ledger';
import type { MoneyCall, RollbackCall } from './calls';

type Values = Record<string, string | number>;

/** Journal keys: a provider's txIds are unique within its adapter, so the adapter's id scopes them. */
export const txKey = (integration: string, txId: string) => `${integration}:tx:${txId}`;
/** One refund per bet, whatever rollback txId asks for it: a second rollback is a replay. */
export const rollbackKey = (integration: string, betTxId: string) => `${integration}:rollback:${betTxId}`;

/** Marks a bet cancelled before it arrived (its key taken, so the late bet is refused). */
export const VOID_KIND = 'bet_void';

/**
 * A call's values as the journal keeps them (meta) and fingerprints them: amounts as decimal
 * strings, exactly the fields entries written before this module hold, so old replays still match.
 */
export function callValues(call: MoneyCall): Values {
  return {
    memberId: call.memberId,
    providerId: call.providerId,
    currency: call.currency,
    txId: call.txId,
    roundId: call.roundId,
    gameId: call.gameId,
    amount: call.amount.toString(),
  };
}

export const rollbackValues = (call: RollbackCall): Values => ({ ...callValues(call), refTxId: call.refTxId });

/** The same values under the same txId are a replay; the txId itself is the key, not part of the print. */
export function fingerprintFor(action: 'bet' | 'win' | 'rollback', values: Values): string {
  return fingerprintOf({ action, ...values, txId: undefined });
}
