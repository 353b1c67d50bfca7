import { and, eq } from 'drizzle-orm';
import { walletRequests } from '../../db/schema-wallet';
import type { Handler } from '../../endpoints/handler';
import { fail, ok } from '../../endpoints/result';
import { privateObjectUrl } from './private-urls';

/** wallet/receipt-url: a few minutes' link to the receipt of one of the member's own requests. */
export const receiptUrl: Handler<'wallet/receipt-url'> = async ({ id }, { db, env, member, now }) => {
  const [request] = await db
    .select({ receiptKey: walletRequests.receiptKey })
    .from(walletRequests)
    .where(and(eq(walletRequests.id, id), eq(walletRequests.memberId, member.id)))
    .limit(1);
  if (!request?.receiptKey) return fail('receipt_not_found');
  return ok({ url: privateObjectUrl(env.sessionSecret, request.receiptKey, now) });
};
