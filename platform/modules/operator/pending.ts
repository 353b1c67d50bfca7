import { and, asc, eq } from 'drizzle-orm';
import { members } from '../../db/schema';
import { ledgerAccounts } from '../../db/schema-ledger';
import { walletRequests } from '../../db/schema-wallet';
import type { Handler } from '../../http/endpoint';
import { ok } from '../../http/result';
import { decimalsFor } from '../wallet/balance';
import { toWalletRequest } from '../wallet/requests';

/** Enough for one screen of an operator's queue; the oldest come first, as they are due first. */
const PENDING_LIMIT = 500;

/** operator/pending: deposits and withdrawals waiting for a decision, with the member and the receipt. */
export const operatorPending: Handler<'operator/pending'> = async (_input, { db }) => {
  const rows = await db
    .select({ request: walletRequests, username: members.username, countryCode: members.countryCode, balance: ledgerAccounts.balance })
    .from(walletRequests)
    .innerJoin(members, eq(members.id, walletRequests.memberId))
    .leftJoin(
      ledgerAccounts,
      and(
        eq(ledgerAccounts.memberId, walletRequests.memberId),
        eq(ledgerAccounts.kind, 'member_main'),
        eq(ledgerAccounts.currency, walletRequests.currency),
      ),
    )
    .where(eq(walletRequests.status, 'pending'))
    .orderBy(asc(walletRequests.createdAt), asc(walletRequests.id))
    .limit(PENDING_LIMIT);

  const decimalsByCountry = new Map<string, number>();
  const answer = [];
  for (const row of rows) {
    if (!decimalsByCountry.has(row.countryCode)) decimalsByCountry.set(row.countryCode, await decimalsFor(db, row));
    const decimals = decimalsByCountry.get(row.countryCode)!;
    answer.push({
      ...toWalletRequest(row.request, decimals, row.balance ?? 0n),
      username: row.username,
      receiptKey: row.request.receiptKey,
    });
  }
  return ok(answer);
};
