import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderInApp, stubApi } from '@/tests/render-app';
import { InboxButton } from './inbox-button';
import { InboxDialog } from './inbox-dialog';

// jsdom has no layout, so PrimeReact's VirtualScroller would measure a zero-height viewport and
// render no rows: this stand-in renders every row through the same item template.
vi.mock('primereact/virtualscroller', () => ({
  VirtualScroller: ({ items, itemTemplate }: { items: { noticeId: number }[]; itemTemplate: (item: unknown) => React.ReactNode }) => (
    <div>
      {items.map((item) => (
        <div key={item.noticeId}>{itemTemplate(item)}</div>
      ))}
    </div>
  ),
}));

const member = {
  id: 7,
  username: 'demomy01',
  currency: 'MYR',
  countryCode: 'MY',
  language: 'en',
  mobileno: '60-0100000001',
  email: '',
  tncAcceptedAt: '2026-11-01T00:00:00Z',
  createdAt: '2026-11-01T00:00:00Z',
};

const messages = [
  {
    noticeId: 2,
    category: 'promotions_events',
    title: 'Weekend offer',
    body: '<p>Double points</p>',
    is_read: 0,
    created: '2026-11-24T20:30:00Z',
  },
  { noticeId: 1, category: 'inbox', title: 'Maintenance', body: '<p>Tonight</p>', is_read: 0, created: '2026-11-20T10:00:00Z' },
];
const unread = { all: 2, inbox: 1, promotions_events: 1 };
const list = (body: unknown) => {
  const { tab = 'all' } = body as { tab?: string };
  const items = messages.filter((m) => tab === 'all' || m.category === tab);
  return { body: { status: true, msg: 'success', output: { items, unread, nextCursor: null } } };
};

function renderInbox(update: (body: unknown) => { status?: number; body: unknown }) {
  const api = stubApi({ 'member/message-list': list, 'member/message-update': update });
  renderInApp(
    <>
      <InboxButton />
      <InboxDialog />
    </>,
    { member },
  );
  return api;
}

describe('InboxDialog', () => {
  beforeEach(() => {
    vi.clearAllMocks();
  });

  it('shows the tabs with their unread counts, filters by tab, and dates in the member’s time zone', async () => {
    renderInbox(() => ({ body: { status: true, msg: 'success', output: unread } }));
    expect(await screen.findByRole('button', { name: 'Inbox, 2 unread' })).toBeVisible();
    const dialog = await screen.findByRole('dialog', { name: 'Inbox' });
    expect(within(dialog).getByRole('tab', { name: /Promotions & events/ })).toHaveTextContent('1');
    expect(await within(dialog).findByText('Weekend offer')).toBeVisible();
    // 20:30 UTC on the 24th is the 25th in Kuala Lumpur.
    expect(within(dialog).getByText(/25 Nov 2026/)).toBeVisible();
    await userEvent.setup().click(within(dialog).getByRole('tab', { name: /^Inbox/ }));
    await waitFor(() => expect(within(dialog).queryByText('Weekend offer')).toBeNull());
    expect(within(dialog).getByText('Maintenance')).toBeVisible();
  });

  it('marks an opened message read at once, and takes the count back when the platform refuses', async () => {
    let answer = { body: { status: true, msg: 'success', output: { all: 1, inbox: 1, promotions_events: 0 } } };
    const api = renderInbox(() => answer);
    const dialog = await screen.findByRole('dialog', { name: 'Inbox' });
    await userEvent.setup().click(await within(dialog).findByText('Weekend offer'));
    expect(within(dialog).getByText('Double points')).toBeVisible();
    expect(await screen.findByRole('button', { name: 'Inbox, 1 unread' })).toBeVisible();
    expect(api.mock.calls.some(([url, init]) => String(url).endsWith('member/message-update') && String(init?.body) === '{"id":2}')).toBe(
      true,
    );

    answer = { body: { status: false, msg: 'message_not_found', output: undefined as never } };
    await userEvent.setup().click(within(dialog).getByRole('button', { name: /Back to messages/ }));
    await userEvent.setup().click(await within(dialog).findByText('Maintenance'));
    await waitFor(() => expect(api.mock.calls.some(([, init]) => String(init?.body) === '{"id":1}')).toBe(true));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Inbox, 1 unread' })).toBeVisible());
    // The refused read is undone: back in the list the message is unread again.
    await userEvent.setup().click(within(dialog).getByRole('button', { name: /Back to messages/ }));
    const row = (await within(dialog).findByText('Maintenance')).closest('button')!;
    await waitFor(() => expect(row).toHaveTextContent('Unread'));
  });

  it('says so when there are no messages', async () => {
    stubApi({
      'member/message-list': () => ({
        body: { status: true, msg: 'success', output: { items: [], unread: { all: 0, inbox: 0, promotions_events: 0 }, nextCursor: null } },
      }),
    });
    renderInApp(<InboxDialog />, { member });
    expect(await screen.findByText('No messages here yet.')).toBeVisible();
  });
});
