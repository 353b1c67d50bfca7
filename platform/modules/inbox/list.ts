import { and, desc, eq, lt } from 'drizzle-orm';
import type { MessageCategory } from '@/lib/contracts/communication';
import { inboxDeliveries, inboxMessages } from '../../db/schema-communication';
import type { Handler } from '../../endpoints/handler';
import { ok } from '../../endpoints/result';
import { inLanguage } from './texts';
import { unreadCounts } from './unread';

/**
 * member/message-list: one page of the member's messages, newest first, in their language, with the
 * unread count of every tab. Older pages by cursor (the last noticeId shown), so a message arriving
 * while the member scrolls never shifts or repeats a row.
 */
export const messageList: Handler<'member/message-list'> = async ({ memberLanguage, tab, cursor, limit }, { db, member }) => {
  const conditions = [eq(inboxDeliveries.memberId, member.id)];
  if (tab !== 'all') conditions.push(eq(inboxDeliveries.category, tab));
  if (cursor !== undefined) conditions.push(lt(inboxDeliveries.id, cursor));
  const [rows, unread] = await Promise.all([
    db
      .select({ delivery: inboxDeliveries, title: inboxMessages.title, body: inboxMessages.body })
      .from(inboxDeliveries)
      .innerJoin(inboxMessages, eq(inboxMessages.id, inboxDeliveries.messageId))
      .where(and(...conditions))
      .orderBy(desc(inboxDeliveries.id))
      .limit(limit + 1),
    unreadCounts(db, member.id),
  ]);
  const page = rows.slice(0, limit);
  return ok({
    items: page.map(({ delivery, title, body }) => ({
      noticeId: delivery.id,
      category: delivery.category as MessageCategory,
      title: inLanguage(title, memberLanguage),
      body: inLanguage(body, memberLanguage),
      is_read: delivery.readAt ? (1 as const) : (0 as const),
      created: delivery.createdAt.toISOString(),
    })),
    unread,
    nextCursor: rows.length > limit ? page[page.length - 1]!.delivery.id : null,
  });
};
