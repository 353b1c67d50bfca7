import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '@/lib/api/client';
import { consoleCall } from '../console-api';
import { consoleKey } from '../query-keys';

/** The support desk: the queue, one conversation, and what an agent does in it. */

/** The queue and every room: a push or an agent's action reads them all again. */
export const chatKey = consoleKey('chat');

/** The queue also polls: a missed push costs at most this long, and each ask keeps the agent "online". */
const QUEUE_POLL_MS = 15_000;

/** operator/chat-queue: open chats by waiting time, or the closed ones. */
export function chatQueueQueryOptions(api: ApiClient, status: 'open' | 'closed') {
  return queryOptions({
    queryKey: [...chatKey, 'queue', status] as const,
    queryFn: () => consoleCall(api, 'operator/chat-queue', { status }),
    refetchInterval: QUEUE_POLL_MS,
    placeholderData: keepPreviousData,
  });
}

/** operator/chat-room: the chat, its latest messages, the member and their recent money moves. */
export function chatRoomQueryOptions(api: ApiClient, chatId: number) {
  return queryOptions({
    queryKey: [...chatKey, 'room', chatId] as const,
    queryFn: () => consoleCall(api, 'operator/chat-room', { chatId }),
  });
}

export const markChatSeen = (api: ApiClient, chatId: number, id: number) => consoleCall(api, 'operator/chat-seen', { chatId, id });
export const claimChat = (api: ApiClient, chatId: number) => consoleCall(api, 'operator/chat-claim', { chatId });
export const closeChat = (api: ApiClient, chatId: number) => consoleCall(api, 'operator/chat-close', { chatId });
export const sendChatMessage = (api: ApiClient, chatId: number, payload: { message: string; attachment?: string }) =>
  consoleCall(api, 'operator/chat-send', { chatId, ...payload });
/** A page of messages before the message `id`. */
export const olderChatMessages = (api: ApiClient, chatId: number, id: number) => consoleCall(api, 'operator/chat-messages', { chatId, id });

/** A token to upload an image into the chat's private folder. */
export const chatUploadToken = (api: ApiClient, chatId: number, input: { filename: string; filetype: string }) =>
  api.call('operator/chat-upload-token', { chatId, filename: input.filename, filetype: input.filetype as 'image/png' | 'image/jpeg' });
