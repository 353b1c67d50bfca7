import { and, asc, count, desc, eq, gte, lt, sql, type SQL } from 'drizzle-orm';
import { members } from '../../db/schema';
import { ledgerAccounts } from '../../db/schema-ledger';
import { walletRequests } from '../../db/schema-wallet';
import type { Handler } from '../../endpoints/handler';
import { ok } from '../../endpoints/result';
import { privateObjectUrl } from '../uploads';
import { decimalsFor } from '../ledger';
import { toWalletRequest } from '../wallet';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * operator/pending: the queue of deposits and withdrawals, a page at a time, filtered by status,
 * kind, member and UTC days, oldest first by default — the genuine deposit made before a flood of
 * junk ones stays on the first page. Each item carries the member, their balance and a short-lived
 * link to the receipt, and its currency.
 */
export const operatorPending: Handler<'operator/pending'> = async (input, { db, env, now }) => {
  const filters: SQL[] = [eq(walletRequests.status, input.status)];
  if (input.kind) filters.push(eq(walletRequests.kind, input.kind));
  if (input.username) filters.push(sql`lower(${members.username}) = ${input.username.toLowerCase()}`);
  if (input.from) filters.push(gte(walletRequests.createdAt, new Date(`${input.from}T00:00:00Z`)));
  if (input.to) filters.push(lt(walletRequests.createdAt, new Date(new Date(`${input.to}T00:00:00Z`).getTime() + DAY_MS)));
  const where = and(...filters);
  const order =
    input.order === 'newest'
      ? [desc(walletRequests.createdAt), desc(walletRequests.id)]
      : [asc(walletRequests.createdAt), asc(walletRequests.id)];

  const [rows, [total]] = await Promise.all([
    db
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
      .where(where)
      .orderBy(...order)
      .limit(input.pageSize)
      .offset((input.page - 1) * input.pageSize),
    db.select({ n: count() }).from(walletRequests).innerJoin(members, eq(members.id, walletRequests.memberId)).where(where),
  ]);

  const items = rows.map((row) => ({
    ...toWalletRequest(row.request, decimalsFor(row.request), row.balance ?? 0n),
    username: row.username,
    currency: row.request.currency,
    receiptKey: row.request.receiptKey,
    receiptUrl: row.request.receiptKey ? privateObjectUrl(env.sessionSecret, row.request.receiptKey, now) : null,
  }));
  return ok({ items, total: total?.n ?? 0, page: input.page, pageSize: input.pageSize });
};
