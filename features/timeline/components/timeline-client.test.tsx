import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { TimelineItem, TimelinePage } from '@/lib/contracts/timeline';
import { navigation, renderInApp, stubApi, TEST_MEMBER } from '@/tests/render-app';
import { readTimelineFilter } from '../query-state';
import { TimelineClient } from './timeline-client';

const item = (over: Partial<TimelineItem>): TimelineItem => ({
  id: 'q1',
  at: '2026-12-01T16:05:00Z',
  kind: 'deposit',
  entry: 'deposit',
  amount: '100.00',
  balance: 'cash',
  status: 'approved',
  description: 'DemoPay',
  stake: null,
  win: null,
  ...over,
});

const ROUND = item({
  id: 'rdemo:1',
  kind: 'game',
  entry: 'round',
  amount: '15.00',
  stake: '10.00',
  win: '25.00',
  status: 'settled',
  description: 'Lucky Reels · Demo',
});
const BONUS = item({
  id: 'j1',
  kind: 'bonus',
  entry: 'bonus_grant',
  amount: '10.00',
  balance: 'bonus',
  status: 'done',
  description: 'Welcome',
});
const WITHDRAWAL = item({
  id: 'q2',
  kind: 'withdrawal',
  entry: 'withdrawal',
  amount: '-60.00',
  status: 'pending',
  description: 'Maybank ****7890',
});

type Answer = { status: boolean; msg: string; output?: TimelinePage };
const page = (items: TimelineItem[], over: Partial<TimelinePage> = {}): Answer => ({
  status: true,
  msg: 'success',
  output: {
    items,
    next: null,
    currency: 'MYR',
    timeZone: 'Asia/Kuala_Lumpur',
    from: '2025-12-02',
    to: '2026-12-02',
    earliest: '2025-12-02',
    summary: { deposits: '150.00', withdrawals: '60.00', net: '90.00' },
    ...over,
  },
});

function stubTimeline(answer: (body: Record<string, unknown>) => Answer) {
  const bodies: Record<string, unknown>[] = [];
  stubApi({
    'common/status-list': () => ({ body: { status: true, msg: '', output: [] } }),
    'timeline/list': (body) => {
      bodies.push(body as Record<string, unknown>);
      return { body: answer(body as Record<string, unknown>) };
    },
  });
  return bodies;
}

function renderTimeline(search = '') {
  navigation.pathname = '/en-my/account/timeline';
  window.history.replaceState(null, '', `/en-my/account/timeline${search ? `?${search}` : ''}`);
  return renderInApp(<TimelineClient initial={readTimelineFilter(new URLSearchParams(search))} />, { member: TEST_MEMBER });
}

const list = () => screen.findByRole('table', { name: 'Money timeline' });

describe('TimelineClient', () => {
  beforeEach(() => vi.clearAllMocks());

  it('shows loading, then net deposits and every line with its time on the member’s clock', async () => {
    const bodies = stubTimeline(() => page([BONUS, WITHDRAWAL, ROUND, item({})]));
    renderTimeline();
    expect(screen.getByRole('status', { name: 'Loading…' })).toBeInTheDocument();
    const table = await list();
    expect(bodies[0]).toEqual({ pageSize: 30 });
    expect(screen.getByTestId('timeline-net')).toHaveTextContent('+MYR 90.00');
    expect(screen.getByText('Completed deposits minus completed withdrawals, 02 Dec 2025 – 02 Dec 2026')).toBeInTheDocument();
    expect(screen.getByText('MYR 150.00')).toBeInTheDocument();
    expect(screen.getByText('Times shown in Malaysia Time')).toBeInTheDocument();
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(4);
    expect(within(rows[0]!).getByText('Bonus granted')).toBeInTheDocument();
    expect(within(rows[0]!).getByText('Bonus money')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('-MYR 60.00')).toHaveClass(/debit/);
    expect(within(rows[1]!).getByText('Pending')).toBeInTheDocument();
    expect(within(rows[2]!).getByText('Stake MYR 10.00 · Win MYR 25.00')).toBeInTheDocument();
    expect(within(rows[2]!).getByText('+MYR 15.00')).toHaveClass(/credit/);
    // 16:05Z is 00:05 on 2 Dec in Kuala Lumpur.
    expect(within(rows[3]!).getByText('02 Dec 2026, 00:05')).toBeInTheDocument();
    expect(screen.getByText('That is everything in this period.')).toBeInTheDocument();
  });

  it('says so when nothing moved', async () => {
    stubTimeline(() => page([], { summary: { deposits: '0.00', withdrawals: '0.00', net: '0.00' } }));
    renderTimeline();
    expect(await screen.findByText('No money moved in this period.')).toBeInTheDocument();
    expect(screen.getByTestId('timeline-net')).toHaveTextContent('MYR 0.00');
  });

  it('shows the platform’s reason when loading fails, and tries again', async () => {
    let fail = true;
    stubTimeline(() => (fail ? { status: false, msg: 'error_range' } : page([item({})])));
    renderTimeline('from=2025-01-01');
    expect(await screen.findByRole('alert')).toHaveTextContent('The timeline reaches back 12 months: pick a later start date.');
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await list()).toBeInTheDocument();
  });

  it('filters by kind and dates, keeping the filter in the URL', async () => {
    const bodies = stubTimeline(() => page([ROUND]));
    renderTimeline();
    await list();
    await userEvent.selectOptions(screen.getByLabelText('Show'), 'game');
    await waitFor(() => expect(bodies.at(-1)).toEqual({ kind: 'game', pageSize: 30 }));
    expect(window.location.search).toBe('?kind=game');
    // The site's date inputs: the value reads in the page's language and order, not the browser's.
    expect(screen.getByLabelText('To').parentElement).toHaveAttribute('data-shown', '02 Dec 2026');
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-11-01' } });
    await waitFor(() => expect(bodies.at(-1)).toEqual({ kind: 'game', from: '2026-11-01', to: '2026-12-02', pageSize: 30 }));
    expect(window.location.search).toBe('?kind=game&from=2026-11-01&to=2026-12-02');
    expect(screen.getByLabelText('From').parentElement).toHaveAttribute('data-shown', '01 Nov 2026');
  });

  it('refuses a reversed range or a start before the 12 months, asking nothing', async () => {
    const bodies = stubTimeline(() => page([ROUND]));
    renderTimeline();
    await list();
    const asked = bodies.length;
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-12-05' } });
    expect(await screen.findByText('The start date must be on or before the end date.')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2025-11-30' } });
    expect(await screen.findByText('The timeline reaches back to 02 Dec 2025.')).toBeInTheDocument();
    expect(screen.getByLabelText('From')).toHaveAttribute('min', '2025-12-02');
    expect(bodies).toHaveLength(asked);
  });

  it('shows older lines a keyset page at a time', async () => {
    const bodies = stubTimeline((body) =>
      body.cursor === 'c1' ? page([item({ id: 'q9', amount: '9.00' })], { summary: null }) : page([ROUND], { next: 'c1' }),
    );
    renderTimeline();
    await list();
    await userEvent.click(screen.getByRole('button', { name: 'Show older' }));
    expect(await screen.findByText('+MYR 9.00')).toBeInTheDocument();
    expect(bodies.at(-1)).toEqual({ pageSize: 30, cursor: 'c1' });
    expect(screen.getByTestId('timeline-net')).toHaveTextContent('+MYR 90.00');
    expect(within(await list()).getAllByRole('row')).toHaveLength(3);
  });

  it('downloads the CSV of the filter, following every page', async () => {
    const bodies = stubTimeline((body) => {
      if (body.pageSize === 30) return page([ROUND]);
      return body.cursor === 'e1' ? page([item({ description: '=HYPERLINK("x")' })], { summary: null }) : page([ROUND], { next: 'e1' });
    });
    const blobs: Blob[] = [];
    const createObjectURL = vi.fn((blob: Blob) => (blobs.push(blob), 'blob:timeline'));
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    const clicks: string[] = [];
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicks.push(this.download);
    });
    renderTimeline('kind=game');
    await list();
    await userEvent.click(screen.getByRole('button', { name: 'Download CSV' }));
    await waitFor(() => expect(clicks).toEqual(['timeline-2025-12-02-2026-12-02-game.csv']));
    expect(bodies.filter((b) => b.pageSize === 500)).toEqual([
      { kind: 'game', pageSize: 500 },
      { kind: 'game', from: '2025-12-02', to: '2026-12-02', pageSize: 500, cursor: 'e1' },
    ]);
    const text = await blobs[0]!.text();
    const lines = text.replace(/^\uFEFF/, '').split('\r\n');
    expect(lines[0]).toBe(
      '"Date and time (Asia/Kuala_Lumpur)","Show","Type","Details","Status","Stake","Win","Amount","Balance","Currency"',
    );
    expect(lines[1]).toBe(
      '"2026-12-02 00:05:00","Bets and wins","Game round","Lucky Reels · Demo","Settled",10.00,25.00,15.00,"Cash","MYR"',
    );
    expect(lines[2]).toContain(`"'=HYPERLINK(""x"")"`);
    expect(screen.getByRole('button', { name: 'Download CSV' })).toBeEnabled();
    click.mockRestore();
  });
});
