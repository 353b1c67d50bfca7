import { and, eq, isNull } from 'drizzle-orm';
import { inboxDeliveries } from '../../db/schema-communication';
import type { Handler } from '../../endpoints/handler';
import { fail, ok } from '../../endpoints/result';
import { unreadCounts } from './unread';

/**
 * member/message-update: marks one of the member's messages read (id), or all of them in one
 * UPDATE (all). Reading a read message again changes nothing; another member's id is not found.
 * Answers the unread counts after the change.
 */
export const messageUpdate: Handler<'member/message-update'> = async ({ id, all }, { db, member, now }) => {
  const mine = eq(inboxDeliveries.memberId, member.id);
  if (all) {
    await db
      .update(inboxDeliveries)
      .set({ readAt: now })
      .where(and(mine, isNull(inboxDeliveries.readAt)));
  } else if (id !== undefined) {
    const [found] = await db
      .select({ id: inboxDeliveries.id })
      .from(inboxDeliveries)
      .where(and(mine, eq(inboxDeliveries.id, id)));
    if (!found) return fail('message_not_found');
    await db
      .update(inboxDeliveries)
      .set({ readAt: now })
      .where(and(eq(inboxDeliveries.id, id), isNull(inboxDeliveries.readAt)));
  }
  return ok(await unreadCounts(db, member.id));
};
