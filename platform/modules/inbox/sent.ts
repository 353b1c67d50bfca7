import { asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import { members } from '../../db/schema';
import { inboxDeliveries, inboxMessages } from '../../db/schema-communication';
import type { Handler } from '../../endpoints/handler';
import { ok } from '../../endpoints/result';

/**
 * operator/message-list: the messages sent (by operators and the promotion notices), a page at a
 * time, each with how many members received it and how many have read it. The counts are one
 * grouped read over the page's messages only.
 */
export const operatorMessageList: Handler<'operator/message-list'> = async ({ page, pageSize, category, sortOrder }, { db }) => {
  const where = category ? eq(inboxMessages.category, category) : undefined;
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(inboxMessages)
      .where(where)
      .orderBy(sortOrder === 1 ? asc(inboxMessages.id) : desc(inboxMessages.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ n: count() }).from(inboxMessages).where(where),
  ]);
  const ids = rows.map((r) => r.id);
  const counts = ids.length
    ? await db
        .select({
          messageId: inboxDeliveries.messageId,
          recipients: count(),
          read: sql<number>`count(${inboxDeliveries.readAt})::int`,
        })
        .from(inboxDeliveries)
        .where(inArray(inboxDeliveries.messageId, ids))
        .groupBy(inboxDeliveries.messageId)
    : [];
  const byId = new Map(counts.map((c) => [c.messageId, c]));
  // A member audience is stored by id; the console shows the username.
  const memberIds = rows.flatMap((r) => (r.audience.kind === 'member' ? [r.audience.memberId] : []));
  const usernames = new Map(
    memberIds.length
      ? (await db.select({ id: members.id, username: members.username }).from(members).where(inArray(members.id, memberIds))).map((m) => [
          m.id,
          m.username,
        ])
      : [],
  );
  return ok({
    items: rows.map((r) => ({
      id: r.id,
      category: r.category,
      title: r.title,
      audience: r.audience.kind === 'member' ? { ...r.audience, username: usernames.get(r.audience.memberId) ?? null } : r.audience,
      recipients: Number(byId.get(r.id)?.recipients ?? 0),
      read: Number(byId.get(r.id)?.read ?? 0),
      createdAt: r.createdAt.toISOString(),
    })),
    total: total?.n ?? 0,
  });
};
