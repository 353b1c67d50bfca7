import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/connection';
import { members } from '../../db/schema';
import { memberBankAccounts } from '../../db/schema-wallet';
import { isUniqueViolation } from '../ledger';

/** The bank accounts a member may withdraw to. */
export const MAX_BANK_ACCOUNTS = 5;

export type BankAccount = { id: number; bankName: string; accountName: string; accountNumber: string };

const columns = {
  id: memberBankAccounts.id,
  bankName: memberBankAccounts.bankName,
  accountName: memberBankAccounts.accountName,
  accountNumber: memberBankAccounts.accountNumber,
};

export async function listBankAccounts(db: Database, memberId: number): Promise<BankAccount[]> {
  return db.select(columns).from(memberBankAccounts).where(eq(memberBankAccounts.memberId, memberId)).orderBy(asc(memberBankAccounts.id));
}

/** One of the member's own accounts, or undefined (another member's id reads as unknown). */
export async function findBankAccount(db: Database, memberId: number, id: number): Promise<BankAccount | undefined> {
  const [row] = await db
    .select(columns)
    .from(memberBankAccounts)
    .where(and(eq(memberBankAccounts.memberId, memberId), eq(memberBankAccounts.id, id)))
    .limit(1);
  return row;
}

export type AddBankResult = { ok: true; accounts: BankAccount[] } | { ok: false; msg: 'bank_account_exists' | 'bank_account_limit' };

/**
 * Adds an account. The member's row is locked for the count-then-insert, so two adds at once
 * cannot both pass "fewer than 5"; the unique index still settles a duplicate number.
 */
export async function addBankAccount(db: Database, memberId: number, account: Omit<BankAccount, 'id'>, now: Date): Promise<AddBankResult> {
  try {
    return await db.transaction(async (tx) => {
      await tx.select({ id: members.id }).from(members).where(eq(members.id, memberId)).for('update');
      const existing = await listBankAccounts(tx as unknown as Database, memberId);
      if (existing.some((a) => a.accountNumber === account.accountNumber)) return { ok: false, msg: 'bank_account_exists' } as const;
      if (existing.length >= MAX_BANK_ACCOUNTS) return { ok: false, msg: 'bank_account_limit' } as const;
      await tx.insert(memberBankAccounts).values({ memberId, ...account, createdAt: now });
      return { ok: true, accounts: await listBankAccounts(tx as unknown as Database, memberId) } as const;
    });
  } catch (error) {
    if (isUniqueViolation(error, 'member_bank_accounts_member_number_key')) return { ok: false, msg: 'bank_account_exists' };
    throw error;
  }
}
