import { and, eq, isNull, sql } from 'drizzle-orm';
import type { UnreadCounts } from '@/lib/contracts/communication';
import type { Database } from '../../db/connection';
import { inboxDeliveries } from '../../db/schema-communication';

/** The member's unread messages per tab, from the partial unread index (one grouped read). */
export async function unreadCounts(db: Database, memberId: number): Promise<UnreadCounts> {
  const rows = await db
    .select({ category: inboxDeliveries.category, count: sql<number>`count(*)::int` })
    .from(inboxDeliveries)
    .where(and(eq(inboxDeliveries.memberId, memberId), isNull(inboxDeliveries.readAt)))
    .groupBy(inboxDeliveries.category);
  const inbox = rows.find((r) => r.category === 'inbox')?.count ?? 0;
  const promotionsEvents = rows.find((r) => r.category === 'promotions_events')?.count ?? 0;
  return { all: inbox + promotionsEvents, inbox, promotions_events: promotionsEvents };
}
