import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { members } from './schema';

/**
 * Member communication (docs/communication.md): inbox messages and their deliveries, terms
 * acceptances, password-reset tokens and the mail/SMS outbox.
 */

const tstz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** Texts per language code; readers fall back to en, then to any language. */
export type PerLanguageText = Record<string, string>;

/** Who a message was sent to, as the operator asked (kept for the record; deliveries are the truth). */
export type MessageAudience =
  { kind: 'member'; memberId: number } | { kind: 'segment'; currency?: string; country?: string; vipTier?: string } | { kind: 'all' };

/** One message as written: its tab, its title and sanitised HTML body per language. */
export const inboxMessages = pgTable(
  'inbox_messages',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** the inbox tab it shows under: inbox (operator notices) or promotions_events */
    category: text('category').notNull(),
    title: jsonb('title').$type<PerLanguageText>().notNull(),
    body: jsonb('body').$type<PerLanguageText>().notNull(),
    audience: jsonb('audience').$type<MessageAudience>().notNull(),
    createdAt: tstz('created_at').notNull(),
  },
  (t) => [check('inbox_messages_category_check', sql`${t.category} in ('inbox', 'promotions_events')`)],
);

/**
 * One row per member who received a message (fanned out when sent, so a member who joins later or
 * changes country does not see older segment mail). Its id is the member-facing noticeId.
 */
export const inboxDeliveries = pgTable(
  'inbox_deliveries',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    messageId: integer('message_id')
      .notNull()
      .references(() => inboxMessages.id, { onDelete: 'cascade' }),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    /** copied from the message so a tab's page and its unread count are one index read */
    category: text('category').notNull(),
    createdAt: tstz('created_at').notNull(),
    readAt: tstz('read_at'),
  },
  (t) => [
    uniqueIndex('inbox_deliveries_message_member_key').on(t.messageId, t.memberId),
    index('inbox_deliveries_member_idx').on(t.memberId, t.id),
    index('inbox_deliveries_unread_idx')
      .on(t.memberId, t.category)
      .where(sql`${t.readAt} is null`),
  ],
);

/** Every acceptance of the terms: the version the member saw and when. */
export const tncAcceptances = pgTable(
  'tnc_acceptances',
  {
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    version: text('version').notNull(),
    acceptedAt: tstz('accepted_at').notNull(),
  },
  (t) => [primaryKey({ name: 'tnc_acceptances_pkey', columns: [t.memberId, t.version, t.acceptedAt] })],
);

/** Password-reset tokens: only the token's HMAC is stored; single use, short life. */
export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    createdAt: tstz('created_at').notNull(),
    expiresAt: tstz('expires_at').notNull(),
    usedAt: tstz('used_at'),
  },
  (t) => [index('password_reset_tokens_member_idx').on(t.memberId)],
);

/**
 * What the embedded SMTP server received and what the SMS adapter sent: the outbox an operator
 * reads from the CLI outside production (and what the journeys read).
 */
export const outbox = pgTable(
  'outbox',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    channel: text('channel').notNull(),
    recipient: text('recipient').notNull(),
    subject: text('subject').notNull().default(''),
    body: text('body').notNull(),
    /** the raw message as received (mail only) */
    raw: text('raw').notNull().default(''),
    createdAt: tstz('created_at').notNull(),
  },
  (t) => [check('outbox_channel_check', sql`${t.channel} in ('email', 'sms')`), index('outbox_recipient_idx').on(t.recipient, t.id)],
);
