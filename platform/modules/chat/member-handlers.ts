import { and, asc, eq, sql } from 'drizzle-orm';
import { chatRooms, chatTopics } from '../../db/schema-chat';
import type { Handler } from '../../endpoints/handler';
import type { MemberContext } from '../../endpoints/context';
import { done, fail, ok } from '../../endpoints/result';
import { isUniqueViolation } from '../ledger';
import { agentsOnline } from './presence';
import { chatMessageRefusal, memberMessageRefusal } from './throttle';
import { addMessage, messageView, newerThan, olderPage, ownsAttachment, roomView, roomWithNames, unreadAfter } from './rooms';

/**
 * The member's side of live chat (docs/chat.md). Every call on a chat first checks that it is the
 * member's own: another member's chat answers exactly like one that does not exist.
 */

const notFound = () => fail('chat_not_found', { httpStatus: 404, code: 404 });
const closed = () => fail('chat_closed', { httpStatus: 409, code: 409 });

async function ownRoom(ctx: MemberContext, chatId: number) {
  const row = await roomWithNames(ctx.db, chatId);
  return row && row.room.memberId === ctx.member.id ? row : undefined;
}

export const chatTopic: Handler<'chat/topic'> = async (_input, { db }) => {
  const rows = await db
    .select({ id: chatTopics.id, topic: chatTopics.topic, code: chatTopics.code })
    .from(chatTopics)
    .where(eq(chatTopics.active, true))
    .orderBy(asc(chatTopics.sort), asc(chatTopics.id));
  return ok(rows);
};

/** The member's open chat (so a reload resumes it), their unread count from the read mark, and whether anyone is at the desk. */
export const chatCurrent: Handler<'chat/current'> = async (_input, ctx) => {
  const [open] = await ctx.db
    .select({ id: chatRooms.id })
    .from(chatRooms)
    .where(and(eq(chatRooms.memberId, ctx.member.id), eq(chatRooms.status, 'open')))
    .limit(1);
  const online = (await agentsOnline(ctx.db, ctx.now)) > 0;
  if (!open) return ok({ chat: null, unread: 0, agentsOnline: online });
  const row = (await roomWithNames(ctx.db, open.id))!;
  const unread = await unreadAfter(ctx.db, open.id, row.room.memberSeenId, 'agent');
  return ok({ chat: roomView(row), unread, agentsOnline: online });
};

/** Starts a chat with its first message; with nobody at the desk it is an offline message agents find in the queue. */
export const chatStart: Handler<'chat/start'> = async ({ topic, message, attachment }, ctx) => {
  const { db, member, now } = ctx;
  const throttled = await memberMessageRefusal(ctx);
  if (throttled) return throttled;
  if (!ownsAttachment(attachment, member.id)) return fail('error_attachment');
  const [topicRow] = await db
    .select({ id: chatTopics.id })
    .from(chatTopics)
    .where(and(eq(chatTopics.id, topic), eq(chatTopics.active, true)))
    .limit(1);
  if (!topicRow) return fail('chat_topic_unknown');
  const offline = (await agentsOnline(db, now)) === 0;
  let chatId: number;
  try {
    const [room] = await db
      .insert(chatRooms)
      .values({ memberId: member.id, topicId: topic, offline, createdAt: now, lastMessageAt: now, waitingSince: now })
      .returning({ id: chatRooms.id });
    chatId = room!.id;
  } catch (error) {
    if (isUniqueViolation(error, 'chat_rooms_one_open_key')) return fail('chat_already_open', { httpStatus: 409, code: 409 });
    throw error;
  }
  const messageId = await addMessage(db, {
    chatId,
    senderType: 'member',
    senderId: member.id,
    sender: member.username,
    message,
    attachmentKey: attachment,
    now,
  });
  ctx.realtime.publishToStaff('chat-queue', { chatId, reason: 'started', messageId });
  return ok({ chatID: chatId, messageId, offline });
};

export const chatMessages: Handler<'chat/messages'> = async ({ chatId, id }, ctx) => {
  if (!(await ownRoom(ctx, chatId))) return notFound();
  const rows = await olderPage(ctx.db, chatId, id);
  return ok({ data: rows.map((row) => messageView(row, ctx.env.sessionSecret, ctx.now)) });
};

export const chatMissed: Handler<'chat/missed'> = async ({ chatId, after }, ctx) => {
  if (!(await ownRoom(ctx, chatId))) return notFound();
  const rows = await newerThan(ctx.db, chatId, after);
  return ok({ data: rows.map((row) => messageView(row, ctx.env.sessionSecret, ctx.now)) });
};

export const chatSend: Handler<'chat/send'> = async ({ chatId, message, attachment }, ctx) => {
  const throttled = await memberMessageRefusal(ctx);
  if (throttled) return throttled;
  const row = await ownRoom(ctx, chatId);
  if (!row) return notFound();
  if (row.room.status !== 'open') return closed();
  if (!ownsAttachment(attachment, ctx.member.id)) return fail('error_attachment');
  // Only once the chat is known to be theirs: nobody may empty another member's chat bucket.
  const chatThrottled = await chatMessageRefusal(ctx, chatId);
  if (chatThrottled) return chatThrottled;
  const messageId = await addMessage(ctx.db, {
    chatId,
    senderType: 'member',
    senderId: ctx.member.id,
    sender: ctx.member.username,
    message,
    attachmentKey: attachment,
    now: ctx.now,
  });
  ctx.realtime.publishToStaff('chat-queue', { chatId, reason: 'message', messageId });
  return ok({ messageId });
};

/** The member has seen up to `id`: the mark only moves forward. */
export const chatSeen: Handler<'chat/seen'> = async ({ chatId, id }, ctx) => {
  if (!(await ownRoom(ctx, chatId))) return notFound();
  await ctx.db
    .update(chatRooms)
    .set({ memberSeenId: sql`greatest(${chatRooms.memberSeenId}, ${id})` })
    .where(eq(chatRooms.id, chatId));
  return done();
};

export const chatClose: Handler<'chat/close'> = async ({ chatId }, ctx) => {
  const row = await ownRoom(ctx, chatId);
  if (!row) return notFound();
  if (row.room.status !== 'open') return done();
  await closeRoom(ctx.db, chatId, 'member', ctx.now);
  ctx.realtime.publishToStaff('chat-queue', { chatId, reason: 'closed' });
  return done();
};

/** Closes an open room (a second close changes nothing). */
export async function closeRoom(db: MemberContext['db'], chatId: number, by: 'member' | 'agent', now: Date): Promise<boolean> {
  const updated = await db
    .update(chatRooms)
    .set({ status: 'closed', closedAt: now, closedBy: by, waitingSince: null })
    .where(and(eq(chatRooms.id, chatId), eq(chatRooms.status, 'open')))
    .returning({ id: chatRooms.id });
  return updated.length > 0;
}
