import { asc, eq, max } from 'drizzle-orm';
import type { OperatorBankView } from '@/lib/contracts/console-members';
import type { Database } from '../../db/connection';
import { countries } from '../../db/schema';
import { operatorBanks } from '../../db/schema-wallet';
import type { Handler } from '../../endpoints/handler';
import { fail, ok } from '../../endpoints/result';
import { uniqueViolation } from '../members';

/**
 * The operator's receiving bank accounts from the console (finance and owners): every account of a
 * currency, enabled or not; a new one goes last; disabling hides it from the member's deposit form
 * (operator-banks.ts lists enabled ones only) while past deposits keep pointing at it.
 */
const view = {
  id: operatorBanks.id,
  currency: operatorBanks.currency,
  bankName: operatorBanks.bankName,
  accountName: operatorBanks.accountName,
  accountNumber: operatorBanks.accountNumber,
  enabled: operatorBanks.enabled,
};

async function bankById(db: Database, id: number): Promise<OperatorBankView | undefined> {
  const [row] = await db.select(view).from(operatorBanks).where(eq(operatorBanks.id, id)).limit(1);
  return row;
}

/** operator/bank-list */
export const operatorBankList: Handler<'operator/bank-list'> = async ({ currency }, { db }) => {
  const [served, banks] = await Promise.all([
    db.selectDistinct({ currency: countries.currency }).from(countries).orderBy(countries.currency),
    db
      .select(view)
      .from(operatorBanks)
      .where(currency ? eq(operatorBanks.currency, currency) : undefined)
      .orderBy(asc(operatorBanks.currency), asc(operatorBanks.sort), asc(operatorBanks.id)),
  ]);
  return ok({ currencies: served.map((c) => c.currency), banks });
};

/** operator/bank-add: a currency a country uses; the same number twice in a currency is refused. */
export const operatorBankAdd: Handler<'operator/bank-add'> = async (input, ctx) => {
  const [served] = await ctx.db.select({ code: countries.code }).from(countries).where(eq(countries.currency, input.currency)).limit(1);
  if (!served) return fail('currency_not_found');
  const [last] = await ctx.db
    .select({ sort: max(operatorBanks.sort) })
    .from(operatorBanks)
    .where(eq(operatorBanks.currency, input.currency));
  try {
    const [row] = await ctx.db
      .insert(operatorBanks)
      .values({ ...input, enabled: true, sort: (last?.sort ?? -1) + 1 })
      .returning(view);
    ctx.audit({ target: `bank #${row!.id} ${input.currency}`, before: null, after: row });
    return ok(row!);
  } catch (error) {
    if (uniqueViolation(error) === 'operator_banks_currency_number_key') return fail('bank_account_exists');
    throw error;
  }
};

/** operator/bank-state: enables or disables one account. */
export const operatorBankState: Handler<'operator/bank-state'> = async ({ bankId, enabled }, ctx) => {
  const before = await bankById(ctx.db, bankId);
  if (!before) return fail('bank_not_found');
  const [after] = await ctx.db.update(operatorBanks).set({ enabled }).where(eq(operatorBanks.id, bankId)).returning(view);
  ctx.audit({ target: `bank #${bankId} ${before.currency}`, before: { enabled: before.enabled }, after: { enabled } });
  return ok(after!);
};
