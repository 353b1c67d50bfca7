import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { members } from './schema';
import { staffAccounts } from './schema-staff';

/**
 * Live chat (docs/chat.md): the topics a member picks from, one room per conversation, its
 * messages, and when each agent last had the queue open (who is online).
 */

const tstz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const chatTopics = pgTable('chat_topics', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  /** the key of the topic's name in the site's messages (chat.topics.{code}); `topic` is the English fallback */
  code: text('code').notNull().unique(),
  topic: text('topic').notNull(),
  sort: integer('sort').notNull().default(0),
  active: boolean('active').notNull().default(true),
});

export const chatRooms = pgTable(
  'chat_rooms',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    topicId: integer('topic_id')
      .notNull()
      .references(() => chatTopics.id),
    status: text('status').$type<'open' | 'closed'>().notNull().default('open'),
    /** started while no agent was online: an offline message the queue shows as such */
    offline: boolean('offline').notNull().default(false),
    agentId: integer('agent_id').references(() => staffAccounts.id),
    createdAt: tstz('created_at').notNull(),
    claimedAt: tstz('claimed_at'),
    closedAt: tstz('closed_at'),
    closedBy: text('closed_by').$type<'member' | 'agent'>(),
    lastMessageAt: tstz('last_message_at').notNull(),
    /** the member's oldest unanswered message (null: answered): the queue's waiting time */
    waitingSince: tstz('waiting_since'),
    /** Read marks: the last message id each side has seen; unread counts are the messages after them. */
    memberSeenId: integer('member_seen_id').notNull().default(0),
    agentSeenId: integer('agent_seen_id').notNull().default(0),
  },
  (t) => [
    check('chat_rooms_status_check', sql`${t.status} in ('open', 'closed')`),
    // One open chat per member, enforced by the database (two tabs starting at once).
    uniqueIndex('chat_rooms_one_open_key')
      .on(t.memberId)
      .where(sql`${t.status} = 'open'`),
    index('chat_rooms_status_idx').on(t.status, t.lastMessageAt),
  ],
);

export const chatMessages = pgTable(
  'chat_messages',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    chatId: integer('chat_id')
      .notNull()
      .references(() => chatRooms.id, { onDelete: 'cascade' }),
    senderType: text('sender_type').$type<'member' | 'agent'>().notNull(),
    /** the member's or the agent's (staff) id */
    senderId: integer('sender_id').notNull(),
    sender: text('sender').notNull(),
    message: text('message').notNull(),
    /** a private-bucket key (chat/{memberId}/…) */
    attachmentKey: text('attachment_key'),
    type: text('type').$type<'message' | 'close'>().notNull().default('message'),
    sentAt: tstz('sent_at').notNull(),
  },
  (t) => [
    check('chat_messages_sender_check', sql`${t.senderType} in ('member', 'agent')`),
    check('chat_messages_type_check', sql`${t.type} in ('message', 'close')`),
    index('chat_messages_chat_idx').on(t.chatId, t.id),
  ],
);

/** When each agent last had the chat queue open in the console: an agent seen within a minute is online. */
export const chatAgents = pgTable('chat_agents', {
  staffId: integer('staff_id')
    .primaryKey()
    .references(() => staffAccounts.id, { onDelete: 'cascade' }),
  seenAt: tstz('seen_at').notNull(),
});
