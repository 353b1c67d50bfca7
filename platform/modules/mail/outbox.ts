import { desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/connection';
import { outbox } from '../../db/schema-communication';
import type { Handler } from '../../endpoints/handler';
import { ok } from '../../endpoints/result';

export type OutboxEntry = { channel: 'email' | 'sms'; recipient: string; subject: string; body: string; raw?: string };

/** Keeps one message the embedded SMTP server received or the SMS adapter sent. */
export async function writeOutbox(db: Database, entry: OutboxEntry, now: Date): Promise<void> {
  await db.insert(outbox).values({ ...entry, raw: entry.raw ?? '', createdAt: now });
}

/** operator/outbox: the newest messages, optionally to one recipient (an address or a mobile number). */
export const operatorOutbox: Handler<'operator/outbox'> = async ({ recipient, limit }, { db }) => {
  const rows = await db
    .select()
    .from(outbox)
    .where(recipient ? eq(outbox.recipient, recipient.toLowerCase()) : undefined)
    .orderBy(desc(outbox.id))
    .limit(limit);
  return ok(
    rows.map((r) => ({
      id: r.id,
      channel: r.channel as 'email' | 'sms',
      recipient: r.recipient,
      subject: r.subject,
      body: r.body,
      created: r.createdAt.toISOString(),
    })),
  );
};
