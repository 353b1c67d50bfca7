import { sql, type SQL } from 'drizzle-orm';
import type { MessageCategory } from '@/lib/contracts/communication';
import type { Database } from '../../db/connection';
import { members } from '../../db/schema';
import { inboxDeliveries, inboxMessages, type MessageAudience, type PerLanguageText } from '../../db/schema-communication';
import type { Handler } from '../../endpoints/handler';
import { fail, ok } from '../../endpoints/result';
import { sanitizeContent } from '../common';
import { resolveAudience } from './audience';
import { notOnBreakSql } from '../exclusion';

export type NewMessage = {
  category: MessageCategory;
  title: PerLanguageText;
  /** HTML, sanitised here */
  body: PerLanguageText;
  audience: MessageAudience;
  /** which members receive it: a condition on `members` */
  where: SQL;
};

/**
 * Writes the message and delivers it to every member the condition selects, in one INSERT … SELECT
 * (no member list travels through the process). Returns the message id and how many received it.
 */
export async function sendMessage(
  db: Database,
  message: NewMessage,
  now: Date,
): Promise<{ messageId: number; recipients: number; memberIds: number[] }> {
  const body = Object.fromEntries(Object.entries(message.body).map(([lang, html]) => [lang, sanitizeContent(html)]));
  // Promotions reach no one on a time-out or self-exclusion (exclusion module); service messages do.
  const marketing = message.category === 'promotions_events' ? sql` and ${notOnBreakSql(members.id, now)}` : sql``;
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(inboxMessages)
      .values({ category: message.category, title: message.title, body, audience: message.audience, createdAt: now })
      .returning({ id: inboxMessages.id });
    const messageId = row!.id;
    const delivered = await tx.execute(sql`
      insert into ${inboxDeliveries} (message_id, member_id, category, created_at)
      select ${messageId}::int, ${members.id}, ${message.category}::text, ${now.toISOString()}::timestamptz
      from ${members} where (${message.where})${marketing}
      on conflict do nothing
      returning member_id`);
    const memberIds = rowsOf(delivered).map((r) => Number(r.member_id));
    return { messageId, recipients: memberIds.length, memberIds };
  });
}

/**
 * operator/message-send: to one member, a segment (currency, country, VIP tier) or everyone. Once
 * committed, each recipient's open page hears `inbox-message` and refetches its unread count.
 */
export const operatorMessageSend: Handler<'operator/message-send'> = async ({ audience, category, languages }, ctx) => {
  const resolved = await resolveAudience(ctx.db, audience, { now: ctx.now, dayOffsetHours: ctx.env.loyaltyDayOffsetHours });
  if (resolved === 'member_not_found') return fail('member_not_found');
  const title = Object.fromEntries(Object.entries(languages).map(([lang, t]) => [lang, t.title]));
  const body = Object.fromEntries(Object.entries(languages).map(([lang, t]) => [lang, t.body]));
  const { messageId, recipients, memberIds } = await sendMessage(
    ctx.db,
    { category, title, body, audience: resolved.audience, where: resolved.where },
    ctx.now,
  );
  for (const memberId of memberIds) ctx.realtime.publishToMember(memberId, 'inbox-message', { messageId });
  return ok({ messageId, recipients });
};

/** The rows an INSERT … RETURNING gave back (PGlite and node-postgres both put them in `rows`). */
function rowsOf(result: unknown): Array<Record<string, unknown>> {
  return (result as { rows?: Array<Record<string, unknown>> }).rows ?? [];
}
