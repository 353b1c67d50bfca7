import { z } from 'zod';

/**
 * Live chat between a member and the support desk (docs/chat.md). A member has at most one open
 * chat; messages are paged by id (older than an id, newer than an id) so the widget can load its
 * history upwards and fetch what it missed after a reconnect.
 */

export const CHAT_PAGE_SIZE = 20;
export const CHAT_MESSAGE_MAX = 2000;
/** How many missed messages one call returns at most (the widget asks again until it has them all). */
export const CHAT_MISSED_MAX = 100;

const chatId = z.number().int().positive().max(2_147_483_647);
const messageId = z.number().int().min(0).max(2_147_483_647);
/** Text as the member typed it: surrounding space trimmed, then at least one character. */
const text = z.string().trim().min(1, 'error_required').max(CHAT_MESSAGE_MAX);
/** A private-bucket key from the chat upload (common/sts-token with folder chat, or operator/chat-upload-token). */
const attachment = z
  .string()
  .max(400)
  .regex(/^chat\/\d+\/[\w./-]+$/, 'error_attachment');

export const chatTopicSchema = z.object({ id: z.number().int(), topic: z.string(), code: z.string() });
export type ChatTopic = z.infer<typeof chatTopicSchema>;

export const chatStartInput = z
  .object({ topic: z.number().int().positive().max(1000), message: text, attachment: attachment.optional() })
  .strict();
export const chatStartOutput = z.object({
  chatID: z.number().int(),
  messageId: z.number().int(),
  /** No agent was online: the message waits in the queue for the next one. */
  offline: z.boolean(),
});

/** `id` 0: the newest page. */
export const chatMessagesInput = z.object({ chatId, id: messageId }).strict();
export const chatMissedInput = z.object({ chatId, after: messageId }).strict();
/** `topic` is the chat's topic id as the spec sends it; the chat keeps the one it started with. */
export const chatSendInput = z
  .object({
    chatId,
    topic: z.number().int().positive().max(1000).optional(),
    message: z.string().trim().max(CHAT_MESSAGE_MAX),
    attachment: attachment.optional(),
  })
  .strict()
  .refine((v) => v.message.length > 0 || v.attachment !== undefined, { message: 'error_required', path: ['message'] });
export const chatIdInput = z.object({ chatId }).strict();
export const chatSeenInput = z.object({ chatId, id: messageId }).strict();

export const chatMessageSchema = z.object({
  id: z.number().int(),
  senderId: z.number().int(),
  senderType: z.enum(['member', 'other']),
  sender: z.string(),
  message: z.string(),
  sendAt: z.string(),
  /** 'message' or 'close' (the close-chat-room notice, the last message of a closed chat). */
  type: z.enum(['message', 'close']),
  /** A few minutes' link to the attached image, null without one. */
  attachmentUrl: z.string().nullable(),
});
export type ChatMessage = z.infer<typeof chatMessageSchema>;
export const chatMessagesOutput = z.object({ data: z.array(chatMessageSchema) });

export const chatRoomSchema = z.object({
  chatId: z.number().int(),
  topicId: z.number().int(),
  topic: z.string(),
  status: z.enum(['open', 'closed']),
  offline: z.boolean(),
  createdAt: z.string(),
  /** The agent who claimed it (null while it waits in the queue). */
  agent: z.string().nullable(),
});

/** chat/current: the member's open chat, if any, and how many agent messages they have not seen. */
export const chatCurrentOutput = z.object({ chat: chatRoomSchema.nullable(), unread: z.number().int(), agentsOnline: z.boolean() });

/* ---- The console (agents) ---- */

export const operatorChatQueueInput = z.object({ status: z.enum(['open', 'closed']).default('open') }).strict();
export const operatorChatQueueItem = chatRoomSchema.extend({
  memberId: z.number().int(),
  username: z.string(),
  /** When the member last wrote and nobody answered since: the waiting time starts here. */
  waitingSince: z.string().nullable(),
  lastMessageAt: z.string(),
  /** Member messages the agents have not seen yet. */
  unread: z.number().int(),
  agentId: z.number().int().nullable(),
});
export const operatorChatQueueOutput = z.object({ items: z.array(operatorChatQueueItem), agentsOnline: z.number().int() });

export const operatorChatRoomOutput = z.object({
  chat: operatorChatQueueItem,
  member: z.object({
    id: z.number().int(),
    username: z.string(),
    currency: z.string(),
    country: z.string(),
    createdAt: z.string(),
    balance: z.string(),
  }),
  transactions: z.array(z.object({ at: z.string(), kind: z.string(), amount: z.string() })),
  messages: z.array(chatMessageSchema),
});

export const operatorChatSendInput = z
  .object({ chatId, message: z.string().trim().max(CHAT_MESSAGE_MAX), attachment: attachment.optional() })
  .strict()
  .refine((v) => v.message.length > 0 || v.attachment !== undefined, { message: 'error_required', path: ['message'] });
export const chatSendOutput = z.object({ messageId: z.number().int() });

export const operatorChatUploadInput = z
  .object({
    chatId,
    filename: z.string().trim().min(1).max(200),
    filetype: z.enum(['image/png', 'image/jpeg', 'image/jpg']),
  })
  .strict();

export const chatSettingsSchema = z.object({
  /** The one site title that shows the widget in production; '' falls back to the site's LIVE_CHAT_SITE_TITLE. */
  liveChatSiteTitle: z.string().trim().max(120),
});

/** A staff socket authorises the support desk's private channel through the console. */
export const operatorRealtimeAuthInput = z
  .object({
    socketId: z.string().regex(/^\d{1,20}\.\d{1,20}$/, 'error_format'),
    channelName: z.string().min(1).max(164),
  })
  .strict();
