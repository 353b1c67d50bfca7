import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/connection';
import { operatorBanks } from '../../db/schema-wallet';

/** The operator's receiving accounts for bank-transfer deposits, per currency. */
export type OperatorBank = { id: number; bankName: string; accountName: string; accountNumber: string };

const columns = {
  id: operatorBanks.id,
  bankName: operatorBanks.bankName,
  accountName: operatorBanks.accountName,
  accountNumber: operatorBanks.accountNumber,
};

export async function listOperatorBanks(db: Database, currency: string): Promise<OperatorBank[]> {
  return db
    .select(columns)
    .from(operatorBanks)
    .where(and(eq(operatorBanks.currency, currency), eq(operatorBanks.enabled, true)))
    .orderBy(asc(operatorBanks.sort), asc(operatorBanks.id));
}

/** An enabled bank of this currency: a member cannot deposit to another country's account. */
export async function findOperatorBank(db: Database, id: number, currency: string): Promise<OperatorBank | undefined> {
  const [row] = await db
    .select(columns)
    .from(operatorBanks)
    .where(and(eq(operatorBanks.id, id), eq(operatorBanks.currency, currency), eq(operatorBanks.enabled, true)))
    .limit(1);
  return row;
}

/** Two demo banks per currency (fictional names and numbers). */
const DEMO_BANKS: Record<string, [string, string][]> = {
  MYR: [
    ['Maybank', '5140 1234 5678'],
    ['CIMB Bank', '8001 2345 6789'],
  ],
  SGD: [
    ['DBS Bank', '072-123456-7'],
    ['OCBC Bank', '501-234567-001'],
  ],
  THB: [
    ['Kasikornbank', '123-4-56789-0'],
    ['Bangkok Bank', '234-5-67890-1'],
  ],
  VND: [
    ['Vietcombank', '0071 0012 34567'],
    ['Techcombank', '1903 4567 8901 23'],
  ],
  IDR: [
    ['Bank Central Asia', '123 456 7890'],
    ['Bank Mandiri', '137 000 1234 567'],
  ],
};

/** Inserts the demo banks that are missing; an operator's edits (enabled, names) survive restarts. */
export async function seedOperatorBanks(db: Database): Promise<void> {
  const rows = Object.entries(DEMO_BANKS).flatMap(([currency, banks]) =>
    banks.map(([bankName, accountNumber], sort) => ({ currency, bankName, accountName: 'Lucky Star Entertainment', accountNumber, sort })),
  );
  await db.insert(operatorBanks).values(rows).onConflictDoNothing();
}
