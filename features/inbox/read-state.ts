import type { InfiniteData } from '@tanstack/react-query';
import type { InboxMessage, MessageList, UnreadCounts } from '@/lib/contracts/communication';

/** The counts once this message is read (its tab and all go down by one, never below zero). */
export function countsAfterReading(counts: UnreadCounts, message: Pick<InboxMessage, 'category' | 'is_read'>): UnreadCounts {
  if (message.is_read === 1) return counts;
  return { ...counts, all: Math.max(0, counts.all - 1), [message.category]: Math.max(0, counts[message.category] - 1) };
}

export const NOTHING_UNREAD: UnreadCounts = { all: 0, inbox: 0, promotions_events: 0 };

/** A cached tab with the message read (or every message, without an id) and the counts given. */
export function pagesWithRead(
  data: InfiniteData<MessageList, unknown> | undefined,
  noticeId: number | null,
  unread: UnreadCounts,
): InfiniteData<MessageList, unknown> | undefined {
  if (!data) return data;
  return {
    ...data,
    pages: data.pages.map((page) => ({
      ...page,
      unread,
      items: page.items.map((m) => (noticeId === null || m.noticeId === noticeId ? { ...m, is_read: 1 as const } : m)),
    })),
  };
}
