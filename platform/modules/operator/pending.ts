import { and, asc, eq } from 'drizzle-orm';
import { members } from '../../db/schema';
import { ledgerAccounts } from '../../db/schema-ledger';
import { walletRequests } from '../../db/schema-wallet';
import type { Handler } from '../../http/endpoint';
import { ok } from '../../http/result';
import { decimalsFor } from '../wallet/balance';
import { privateObjectUrl } from '../uploads';
import { toWalletRequest } from '../wallet/requests';

/** Enough for one screen of an operator's queue; the oldest come first, as they are due first. */
const PENDING_LIMIT = 500;

/** operator/pending: deposits and withdrawals waiting for a decision, with the member and the receipt. */
export const operatorPending: Handler<'operator/pending'> = async (_input, { db, env, now }) => {
  const rows = await db
    .select({ request: walletRequests, username: members.username, balance: ledgerAccounts.balance })
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

  const answer = [];
  for (const row of rows) {
    answer.push({
      ...toWalletRequest(row.request, decimalsFor(row.request), row.balance ?? 0n),
      username: row.username,
      receiptKey: row.request.receiptKey,
      receiptUrl: row.request.receiptKey ? privateObjectUrl(env.sessionSecret, row.request.receiptKey, now) : null,
    });
  }
  return ok(answer);
};
