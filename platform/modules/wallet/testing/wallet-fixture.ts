import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { WalletRequest } from '@/lib/contracts/wallet';
import type { Database } from '../../../db/connection';
import { operatorCall, registerMember, type TestPlatform } from '../../../test-support';
import { balanceOf, house, type HouseAccountKind } from '../../ledger';

/** Helpers the wallet, operator and history tests share. */

export const key = () => `test-${randomUUID()}`;

export const PIN = '123456';

/** Credits a member through operator/adjust (a decimal string in their currency). */
export async function fund(platform: TestPlatform, username: string, amount: string): Promise<void> {
  const res = await operatorCall(platform, 'operator/adjust', { username, amount, note: 'test funding', idempotencyKey: key() });
  if (!res.body.status) throw new Error(`fund ${username}: ${res.body.msg}`);
}

/** A MY member with a bound bank account, the PIN 123456 and `amount` in the main wallet. */
export async function readyMember(platform: TestPlatform, amount = '500.00') {
  const member = await registerMember(platform);
  const call = <T = unknown>(name: string, body?: unknown) => platform.call<T>(name, body, { sid: member.sid });
  const bank = await call<{ id: number }[]>('member/bank-add', {
    bankName: 'Maybank',
    accountName: 'Test Member',
    accountNumber: '1234567890',
  });
  if (!bank.body.status) throw new Error(`bank-add: ${bank.body.msg}`);
  const pin = await call('member/pin-set', { pin: PIN, confirmPin: PIN });
  if (!pin.body.status) throw new Error(`pin-set: ${pin.body.msg}`);
  if (amount !== '0') await fund(platform, member.username, amount);
  return { ...member, call, bankAccountId: bank.body.output![0]!.id };
}

export type ReadyMember = Awaited<ReturnType<typeof readyMember>>;

export function withdrawBody(member: ReadyMember, amount: string, extra: Record<string, unknown> = {}) {
  return { bankAccountId: member.bankAccountId, amount, pin: PIN, idempotencyKey: key(), ...extra };
}

export async function balance(member: { call: ReadyMember['call'] }): Promise<string> {
  const res = await member.call<{ balance: string }>('member/wallet-balance');
  return res.body.output!.balance;
}

export const houseBalance = (db: Database, kind: HouseAccountKind, currency = 'MYR') => balanceOf(db, house(kind, currency));

async function rows<T>(db: Database, query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

/**
 * The ledger's invariants over the whole database: every entry sums to zero, every account's
 * balance equals the sum of its postings, no member account is below zero. Empty when all hold.
 */
export async function ledgerProblems(db: Database): Promise<unknown[]> {
  return [
    ...(await rows(db, sql`select 'unbalanced' as problem, entry_id from postings group by entry_id having sum(amount) <> 0`)),
    ...(await rows(
      db,
      sql`select 'drift' as problem, a.id from ledger_accounts a left join postings p on p.account_id = a.id
          group by a.id, a.balance having a.balance <> coalesce(sum(p.amount), 0)`,
    )),
    ...(await rows(db, sql`select 'negative' as problem, id from ledger_accounts where kind like 'member%' and balance < 0`)),
  ];
}

export type { WalletRequest };
