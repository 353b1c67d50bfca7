import { and, asc, desc, eq, gt, lt, sql } from 'drizzle-orm';
import { CHAT_MISSED_MAX, CHAT_PAGE_SIZE, type ChatMessage } from '@/lib/contracts/chat';
import type { Database } from '../../db/connection';
import { chatMessages, chatRooms, chatTopics } from '../../db/schema-chat';
import { staffAccounts } from '../../db/schema-staff';
import { privateObjectUrl } from '../uploads';

/** Reading rooms and their messages: shared by the member's and the agents' endpoints. */

export type ChatRoomRow = typeof chatRooms.$inferSelect;
type MessageRow = typeof chatMessages.$inferSelect;

/** The room with its topic's name and the claiming agent's username. */
export async function roomWithNames(db: Database, chatId: number) {
  const [row] = await db
    .select({ room: chatRooms, topic: chatTopics.topic, agent: staffAccounts.username })
    .from(chatRooms)
    .innerJoin(chatTopics, eq(chatTopics.id, chatRooms.topicId))
    .leftJoin(staffAccounts, eq(staffAccounts.id, chatRooms.agentId))
    .where(eq(chatRooms.id, chatId))
    .limit(1);
  return row;
}

export function roomView(row: { room: ChatRoomRow; topic: string; agent: string | null }) {
  return {
    chatId: row.room.id,
    topicId: row.room.topicId,
    topic: row.topic,
    status: row.room.status,
    offline: row.room.offline,
    createdAt: row.room.createdAt.toISOString(),
    agent: row.agent,
  };
}

/** A message as both sides read it: the member is 'member', an agent 'other' (as the spec names them). */
export function messageView(row: MessageRow, secret: string, now: Date): ChatMessage {
  return {
    id: row.id,
    senderId: row.senderId,
    senderType: row.senderType === 'member' ? 'member' : 'other',
    sender: row.sender,
    message: row.message,
    sendAt: row.sentAt.toISOString(),
    type: row.type,
    attachmentUrl: row.attachmentKey ? privateObjectUrl(secret, row.attachmentKey, now) : null,
  };
}

/** The page of messages older than `before` (0: the newest page), oldest first. */
export async function olderPage(db: Database, chatId: number, before: number) {
  const rows = await db
    .select()
    .from(chatMessages)
    .where(before > 0 ? and(eq(chatMessages.chatId, chatId), lt(chatMessages.id, before)) : eq(chatMessages.chatId, chatId))
    .orderBy(desc(chatMessages.id))
    .limit(CHAT_PAGE_SIZE);
  return rows.reverse();
}

/** Messages newer than `after`, oldest first: what a client missed while its socket was away. */
export async function newerThan(db: Database, chatId: number, after: number) {
  return db
    .select()
    .from(chatMessages)
    .where(and(eq(chatMessages.chatId, chatId), gt(chatMessages.id, after)))
    .orderBy(asc(chatMessages.id))
    .limit(CHAT_MISSED_MAX);
}

/** Messages of the other side after a read mark. */
export async function unreadAfter(db: Database, chatId: number, seenId: number, from: 'member' | 'agent'): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(chatMessages)
    .where(and(eq(chatMessages.chatId, chatId), gt(chatMessages.id, seenId), eq(chatMessages.senderType, from)));
  return row?.n ?? 0;
}

export type NewMessage = {
  chatId: number;
  senderType: 'member' | 'agent';
  senderId: number;
  sender: string;
  message: string;
  attachmentKey?: string | undefined;
  type?: 'message' | 'close';
  now: Date;
};

/**
 * Writes a message and moves the room's clocks in one transaction: a member's message starts the
 * waiting time if nobody was waiting, an agent's answer ends it; the sender has seen their own.
 */
export async function addMessage(db: Database, m: NewMessage): Promise<number> {
  return db.transaction(async (tx) => {
    const [inserted] = await tx
      .insert(chatMessages)
      .values({
        chatId: m.chatId,
        senderType: m.senderType,
        senderId: m.senderId,
        sender: m.sender,
        message: m.message,
        attachmentKey: m.attachmentKey ?? null,
        type: m.type ?? 'message',
        sentAt: m.now,
      })
      .returning({ id: chatMessages.id });
    const id = inserted!.id;
    await tx
      .update(chatRooms)
      .set(
        m.senderType === 'member'
          ? {
              lastMessageAt: m.now,
              memberSeenId: id,
              waitingSince: sql`coalesce(${chatRooms.waitingSince}, ${m.now.toISOString()}::timestamptz)`,
            }
          : { lastMessageAt: m.now, agentSeenId: id, waitingSince: null },
      )
      .where(eq(chatRooms.id, m.chatId));
    return id;
  });
}

/** An attachment key the member may attach: one of their own chat uploads. */
export function ownsAttachment(key: string | undefined, memberId: number): boolean {
  return key === undefined || (key.startsWith(`chat/${memberId}/`) && !key.includes('..'));
}
