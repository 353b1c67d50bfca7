import type { Database } from '../../db/connection';
import { sql, type SQL } from 'drizzle-orm';
import { balanceOf, balanceSql, playableBalance, playableBalanceSql, type AccountRef, type PostResult } from '../ledger';
import type { WagerOutcome } from './calls';

/**
 * The answer kept with a journal entry and returned again on every replay. JSON, so the balance is
 * a decimal string; the shape is the one entries written before this module carry, so an old
 * entry's replay still reads right.
 */
export type StoredAnswer = { status: boolean; msg: string; balance?: string; currency?: string };

export function stored(balance: bigint, currency: string): StoredAnswer {
  return { status: true, msg: 'success', balance: balance.toString(), currency };
}

export function fromStored(answer: StoredAnswer): WagerOutcome {
  const balance = answer.balance === undefined ? undefined : BigInt(answer.balance);
  if (answer.status && balance !== undefined && answer.currency !== undefined) return { ok: true, balance, currency: answer.currency };
  return {
    ok: false,
    msg: answer.msg,
    ...(balance === undefined ? {} : { balance }),
    ...(answer.currency ? { currency: answer.currency } : {}),
  };
}

export function refused(msg: string): Extract<WagerOutcome, { ok: false }> {
  return { ok: false, msg };
}

/**
 * What the game may play with on this wallet: on main, cash plus bonus money (one read either way);
 * a transfer-type provider's wallet is cash only.
 */
export function walletBalanceOf(db: Database, wallet: AccountRef): Promise<bigint> {
  if (wallet.kind === 'member_main' && wallet.memberId !== null)
    return playableBalance(db, { id: wallet.memberId, currency: wallet.currency });
  return balanceOf(db, wallet);
}

/**
 * `stored(walletBalanceOf(wallet))` as one jsonb expression for postEntry's answerSql: the database
 * reads the balance in the statement that stores the answer (a win, a rollback: one round trip less).
 */
export function storedWalletBalanceSql(wallet: AccountRef, currency: string): SQL {
  const balance: SQL =
    wallet.kind === 'member_main' && wallet.memberId !== null
      ? playableBalanceSql({ id: wallet.memberId, currency: wallet.currency })
      : balanceSql(wallet);
  return sql`jsonb_build_object('status', true, 'msg', 'success', 'balance', ${balance}::text, 'currency', ${currency}::text)`;
}

/** A refusal still tells the game what the member holds, so it can show the right balance. */
export async function refusedWithBalance(db: Database, wallet: AccountRef, msg: string): Promise<WagerOutcome> {
  return { ok: false, msg, balance: await walletBalanceOf(db, wallet), currency: wallet.currency };
}

/** A posted (or replayed) entry's answer, or the refusal with the wallet's balance. */
export async function outcomeOf(db: Database, wallet: AccountRef, result: PostResult<StoredAnswer>): Promise<WagerOutcome> {
  if (result.ok) return fromStored(result.answer);
  return refusedWithBalance(db, wallet, result.msg);
}
