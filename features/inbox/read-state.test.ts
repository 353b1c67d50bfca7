import { describe, expect, it } from 'vitest';
import type { MessageList } from '@/lib/contracts/communication';
import { NOTHING_UNREAD, countsAfterReading, pagesWithRead } from './read-state';

const message = (noticeId: number, is_read: 0 | 1, category: 'inbox' | 'promotions_events' = 'inbox') => ({
  noticeId,
  category,
  title: `m${noticeId}`,
  body: '',
  is_read,
  created: '2026-11-25T00:00:00Z',
});

describe('read state', () => {
  it('takes one off the message’s tab and all, and nothing for a read message', () => {
    const counts = { all: 3, inbox: 1, promotions_events: 2 };
    expect(countsAfterReading(counts, { category: 'promotions_events', is_read: 0 })).toEqual({ all: 2, inbox: 1, promotions_events: 1 });
    expect(countsAfterReading(counts, { category: 'inbox', is_read: 1 })).toBe(counts);
    expect(countsAfterReading(NOTHING_UNREAD, { category: 'inbox', is_read: 0 })).toEqual(NOTHING_UNREAD);
  });

  it('marks one message or all of them read across the cached pages', () => {
    const page = (items: MessageList['items']): MessageList => ({
      items,
      unread: { all: 2, inbox: 2, promotions_events: 0 },
      nextCursor: null,
    });
    const data = { pages: [page([message(3, 0), message(2, 0)]), page([message(1, 1)])], pageParams: [undefined, 2] };
    const one = pagesWithRead(data, 3, { all: 1, inbox: 1, promotions_events: 0 })!;
    expect(one.pages[0]!.items.map((m) => m.is_read)).toEqual([1, 0]);
    expect(one.pages[1]!.unread.all).toBe(1);
    const all = pagesWithRead(data, null, NOTHING_UNREAD)!;
    expect(all.pages.flatMap((p) => p.items).every((m) => m.is_read === 1)).toBe(true);
    expect(pagesWithRead(undefined, 1, NOTHING_UNREAD)).toBeUndefined();
  });
});
