import { randomUUID } from 'node:crypto';
import { and, desc, eq, sql } from 'drizzle-orm';
import { members } from '../../db/schema';
import { chatMessages, chatRooms, chatTopics } from '../../db/schema-chat';
import { journalEntries, ledgerAccounts, postings } from '../../db/schema-ledger';
import { staffAccounts } from '../../db/schema-staff';
import type { OperatorContext } from '../../endpoints/context';
import type { Handler } from '../../endpoints/handler';
import { done, fail, ok } from '../../endpoints/result';
import { playableBalance, formatMinor, decimalsFor } from '../ledger';
import { issueCredential, GATEWAY_PATH, objectKey } from '../uploads';
import { closeRoom } from './member-handlers';
import { agentsOnline, markAgentSeen } from './presence';
import { addMessage, messageView, olderPage, roomView, roomWithNames, type ChatRoomRow } from './rooms';

/**
 * The support desk's side of live chat in the console (owners and support): the queue, one
 * conversation with the member beside it, claim, answer, attach, close. Claims and closes are
 * audited; messages are their own record.
 */

const notFound = () => fail('chat_not_found', { httpStatus: 404, code: 404 });
const RECENT_TRANSACTIONS = 10;

/** The operator's staff id and name; the shared key (CLI) writes as "Support". */
function agentOf(ctx: OperatorContext) {
  return ctx.operator.kind === 'staff' ? { id: ctx.operator.id, name: ctx.operator.username } : { id: 0, name: 'Support' };
}

const queueColumns = {
  room: chatRooms,
  topic: chatTopics.topic,
  agent: staffAccounts.username,
  username: members.username,
  unread: sql<number>`(select count(*)::int from ${chatMessages} m where m.chat_id = ${chatRooms.id} and m.id > ${chatRooms.agentSeenId} and m.sender_type = 'member')`,
};

function queueItem(row: { room: ChatRoomRow; topic: string; agent: string | null; username: string; unread: number }) {
  return {
    ...roomView(row),
    memberId: row.room.memberId,
    username: row.username,
    waitingSince: row.room.waitingSince?.toISOString() ?? null,
    lastMessageAt: row.room.lastMessageAt.toISOString(),
    unread: row.unread,
    agentId: row.room.agentId,
  };
}

function queueQuery(ctx: OperatorContext) {
  return ctx.db
    .select(queueColumns)
    .from(chatRooms)
    .innerJoin(chatTopics, eq(chatTopics.id, chatRooms.topicId))
    .innerJoin(members, eq(members.id, chatRooms.memberId))
    .leftJoin(staffAccounts, eq(staffAccounts.id, chatRooms.agentId));
}

/** The queue: open chats, the longest waiting first (answered ones after, by last message); asking marks the agent online. */
export const operatorChatQueue: Handler<'operator/chat-queue'> = async ({ status }, ctx) => {
  if (ctx.operator.kind === 'staff') await markAgentSeen(ctx.db, ctx.operator.id, ctx.now);
  const rows = await queueQuery(ctx)
    .where(eq(chatRooms.status, status))
    .orderBy(status === 'open' ? sql`${chatRooms.waitingSince} asc nulls last` : desc(chatRooms.closedAt), desc(chatRooms.lastMessageAt))
    .limit(100);
  return ok({ items: rows.map(queueItem), agentsOnline: await agentsOnline(ctx.db, ctx.now) });
};

/** One conversation: the newest page of messages, the member's profile, balance and recent money moves. */
export const operatorChatRoom: Handler<'operator/chat-room'> = async ({ chatId }, ctx) => {
  const [row] = await queueQuery(ctx).where(eq(chatRooms.id, chatId)).limit(1);
  if (!row) return notFound();
  const [member] = await ctx.db.select().from(members).where(eq(members.id, row.room.memberId)).limit(1);
  if (!member) return notFound();
  const decimals = decimalsFor(member);
  const recent = await ctx.db
    .select({ at: journalEntries.createdAt, kind: journalEntries.kind, amount: postings.amount })
    .from(postings)
    .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, postings.accountId))
    .innerJoin(journalEntries, eq(journalEntries.id, postings.entryId))
    .where(and(eq(ledgerAccounts.memberId, member.id), eq(ledgerAccounts.kind, 'member_main')))
    .orderBy(desc(postings.id))
    .limit(RECENT_TRANSACTIONS);
  const messages = await olderPage(ctx.db, chatId, 0);
  return ok({
    chat: queueItem(row),
    member: {
      id: member.id,
      username: member.username,
      currency: member.currency,
      country: member.countryCode,
      createdAt: member.createdAt.toISOString(),
      balance: formatMinor(await playableBalance(ctx.db, member), decimals),
    },
    transactions: recent.map((t) => ({ at: t.at.toISOString(), kind: t.kind, amount: formatMinor(t.amount, decimals) })),
    messages: messages.map((m) => messageView(m, ctx.env.sessionSecret, ctx.now)),
  });
};

export const operatorChatMessages: Handler<'operator/chat-messages'> = async ({ chatId, id }, ctx) => {
  if (!(await roomWithNames(ctx.db, chatId))) return notFound();
  const rows = await olderPage(ctx.db, chatId, id);
  return ok({ data: rows.map((m) => messageView(m, ctx.env.sessionSecret, ctx.now)) });
};

/** Takes a waiting chat; one already taken by another agent stays theirs. */
export const operatorChatClaim: Handler<'operator/chat-claim'> = async ({ chatId }, ctx) => {
  if (ctx.operator.kind !== 'staff') return fail('chat_claim_needs_operator', { httpStatus: 403, code: 403 });
  const row = await roomWithNames(ctx.db, chatId);
  if (!row) return notFound();
  ctx.audit({ target: `chat:${chatId}`, before: { agent: row.agent } });
  if (row.room.status !== 'open') return fail('chat_closed', { httpStatus: 409, code: 409 });
  const staffId = ctx.operator.id;
  const claimed = await ctx.db
    .update(chatRooms)
    .set({ agentId: staffId, claimedAt: ctx.now })
    .where(and(eq(chatRooms.id, chatId), sql`(${chatRooms.agentId} is null or ${chatRooms.agentId} = ${staffId})`))
    .returning({ id: chatRooms.id });
  if (claimed.length === 0) return fail('chat_claimed_by_other', { httpStatus: 409, code: 409 });
  ctx.audit({ target: `chat:${chatId}`, before: { agent: row.agent }, after: { agent: ctx.operator.username } });
  ctx.realtime.publishToStaff('chat-queue', { chatId, reason: 'claimed' });
  return done();
};

/** An answer: claims a waiting chat for the agent, then pushes to the member's channel. */
export const operatorChatSend: Handler<'operator/chat-send'> = async ({ chatId, message, attachment }, ctx) => {
  const row = await roomWithNames(ctx.db, chatId);
  if (!row) return notFound();
  if (row.room.status !== 'open') return fail('chat_closed', { httpStatus: 409, code: 409 });
  if (attachment !== undefined && !attachment.startsWith(`chat/${row.room.memberId}/`)) return fail('error_attachment');
  const agent = agentOf(ctx);
  if (row.room.agentId === null && ctx.operator.kind === 'staff') {
    await ctx.db
      .update(chatRooms)
      .set({ agentId: agent.id, claimedAt: ctx.now })
      .where(and(eq(chatRooms.id, chatId), sql`${chatRooms.agentId} is null`));
  }
  const messageId = await addMessage(ctx.db, {
    chatId,
    senderType: 'agent',
    senderId: agent.id,
    sender: agent.name,
    message,
    attachmentKey: attachment,
    now: ctx.now,
  });
  ctx.realtime.publishToMember(row.room.memberId, 'chat-message', { chatId, messageId });
  ctx.realtime.publishToStaff('chat-queue', { chatId, reason: 'message', messageId });
  return ok({ messageId });
};

export const operatorChatSeen: Handler<'operator/chat-seen'> = async ({ chatId, id }, ctx) => {
  const updated = await ctx.db
    .update(chatRooms)
    .set({ agentSeenId: sql`greatest(${chatRooms.agentSeenId}, ${id})` })
    .where(eq(chatRooms.id, chatId))
    .returning({ id: chatRooms.id });
  return updated.length ? done() : notFound();
};

/** Ends the chat: a close notice as its last message, and close-chat-room on the member's channel. */
export const operatorChatClose: Handler<'operator/chat-close'> = async ({ chatId }, ctx) => {
  const row = await roomWithNames(ctx.db, chatId);
  if (!row) return notFound();
  ctx.audit({ target: `chat:${chatId}`, before: { status: row.room.status } });
  if (!(await closeRoom(ctx.db, chatId, 'agent', ctx.now))) return done('chat_already_closed');
  const agent = agentOf(ctx);
  await addMessage(ctx.db, {
    chatId,
    senderType: 'agent',
    senderId: agent.id,
    sender: agent.name,
    message: '',
    type: 'close',
    now: ctx.now,
  });
  ctx.audit({ target: `chat:${chatId}`, before: { status: 'open' }, after: { status: 'closed' } });
  ctx.realtime.publishToMember(row.room.memberId, 'close-chat-room', { chatId });
  ctx.realtime.publishToStaff('chat-queue', { chatId, reason: 'closed' });
  return done();
};

/** Upload credentials for an image an agent attaches: one key in the member's chat folder of the private bucket. */
export const operatorChatUploadToken: Handler<'operator/chat-upload-token'> = async ({ chatId, filename, filetype }, ctx) => {
  const row = await roomWithNames(ctx.db, chatId);
  if (!row) return notFound();
  if (row.room.status !== 'open') return fail('chat_closed', { httpStatus: 409, code: 409 });
  const { env, now } = ctx;
  const bucket = env.s3.privateBucket;
  const key = objectKey({ folder: 'chat', memberId: row.room.memberId, now, uuid: randomUUID(), filename, contentType: filetype });
  const issued = await issueCredential(ctx.db, {
    memberId: row.room.memberId,
    region: env.s3.region,
    bucket,
    key,
    contentType: filetype,
    now,
  });
  return ok({
    field: { AccessKeyId: issued.accessKeyId, SecretAccessKey: issued.secretAccessKey, SessionToken: issued.sessionToken },
    body: { bucket, key, region: env.s3.region, endpoint: GATEWAY_PATH, expiresAt: issued.expiresAt.toISOString() },
  });
};
