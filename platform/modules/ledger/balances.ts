import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/connection';
import { ledgerAccounts } from '../../db/schema-ledger';
import { balanceOf, memberBonus, memberMain, memberProvider, type MemberAccountKind } from './accounts';

/**
 * A member's balance in minor units: the main wallet by default, the bonus money, or one
 * transfer-type provider's wallet (kind 'member_provider' with its providerId).
 */
export async function getBalance(
  db: Database,
  member: { id: number; currency: string },
  kind: MemberAccountKind = 'member_main',
  providerId?: string,
): Promise<bigint> {
  if (kind === 'member_provider') {
    if (!providerId) throw new Error('getBalance: a provider wallet needs its providerId');
    return balanceOf(db, memberProvider(member.id, providerId, member.currency));
  }
  if (kind === 'member_bonus') return balanceOf(db, memberBonus(member.id, member.currency));
  return balanceOf(db, memberMain(member.id, member.currency));
}

/** Cash (main) and bonus money, in one indexed read. */
export type CashAndBonus = { cash: bigint; bonus: bigint };

type Member = { id: number; currency: string };

/** The member's main and bonus accounts in their currency: what every cash-and-bonus read selects. */
function cashAndBonusAccounts(member: Member) {
  return and(
    eq(ledgerAccounts.memberId, member.id),
    eq(ledgerAccounts.currency, member.currency),
    inArray(ledgerAccounts.kind, ['member_main', 'member_bonus']),
  );
}

function splitRows(rows: { kind: string; balance: bigint }[]): CashAndBonus {
  const of = (kind: string) => rows.find((r) => r.kind === kind)?.balance ?? 0n;
  return { cash: of('member_main'), bonus: of('member_bonus') };
}

export async function cashAndBonus(db: Database, member: Member): Promise<CashAndBonus> {
  const rows = await db
    .select({ kind: ledgerAccounts.kind, balance: ledgerAccounts.balance })
    .from(ledgerAccounts)
    .where(cashAndBonusAccounts(member));
  return splitRows(rows);
}

/**
 * What the member can play with on the main wallet: cash plus bonus money, in one indexed read.
 * member/wallet-balance and the seamless-wallet answers show this total.
 */
export async function playableBalance(db: Database, member: Member): Promise<bigint> {
  const { cash, bonus } = await cashAndBonus(db, member);
  return cash + bonus;
}

/** playableBalance as a scalar SQL expression (a bigint sum), for a statement that computes an answer in the database. */
export function playableBalanceSql(member: Member): SQL {
  return sql`(select coalesce(sum(${ledgerAccounts.balance}), 0) from ${ledgerAccounts} where ${cashAndBonusAccounts(member)})`;
}

/**
 * Locks the member's cash and bonus rows (FOR UPDATE, by id: the start of the one lock order) and
 * answers their balances. Whatever changes a bonus's status takes these locks first, so a
 * transaction that holds them also sees that status hold until it commits.
 */
export async function lockCashAndBonus(tx: Database, member: Member): Promise<CashAndBonus> {
  const rows = await tx
    .select({ kind: ledgerAccounts.kind, balance: ledgerAccounts.balance })
    .from(ledgerAccounts)
    .where(cashAndBonusAccounts(member))
    .orderBy(ledgerAccounts.id)
    .for('update');
  return splitRows(rows);
}
