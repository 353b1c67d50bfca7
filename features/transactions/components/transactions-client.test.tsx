import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { HistoryPage, HistoryRow } from '@/lib/contracts/wallet';
import type { TransactionType } from '@/lib/routes';
import { navigation, renderInApp, stubApi, TEST_MEMBER } from '@/tests/render-app';
import { readHistoryQuery } from '../query-state';
import { TransactionsClient } from './transactions-client';

const TODAY = '2026-11-21';
const member = TEST_MEMBER;

const row = (over: Partial<HistoryRow>): HistoryRow => ({
  id: '1',
  createdAt: '2026-11-05T03:00:00Z',
  amount: '100.00',
  status: 'approved',
  description: 'Deposit',
  extra: {},
  ...over,
});

type ListAnswer = { status: boolean; msg: string; output?: HistoryPage };
const page = (rows: HistoryRow[], over: Partial<HistoryPage> = {}): ListAnswer => ({
  status: true,
  msg: 'success',
  output: { rows, total: rows.length, page: 1, pageSize: 20, currency: 'MYR', from: '', to: '', ...over },
});

/** transaction/list answered by `list`; returns the bodies it was sent. */
function stubHistory(list: (body: Record<string, unknown>) => ListAnswer) {
  const bodies: Record<string, unknown>[] = [];
  stubApi({
    'common/status-list': () => ({ body: { status: true, msg: '', output: [] } }),
    'transaction/list': (body) => {
      bodies.push(body as Record<string, unknown>);
      return { body: list(body as Record<string, unknown>) };
    },
  });
  return bodies;
}

function renderHistory(type: TransactionType = 'deposit', search = '') {
  navigation.pathname = `/en-my/transactions/${type}`;
  window.history.replaceState(null, '', `/en-my/transactions/${type}${search ? `?${search}` : ''}`);
  const initial = readHistoryQuery(new URLSearchParams(search), type, TODAY);
  return renderInApp(<TransactionsClient type={type} initial={initial} />, { member });
}

const table = () => screen.getByRole('table', { name: /transactions$/ });
/** The table loads lazily (next/dynamic): wait for it before looking inside. */
const tableReady = () => screen.findByRole('table', { name: /transactions$/ }, { timeout: 5000 });

describe('TransactionsClient', () => {
  beforeEach(() => vi.clearAllMocks());

  it('asks for the last 90 days, first page, every status', async () => {
    const bodies = stubHistory(() => page([]));
    renderHistory();
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]).toEqual({ type: 'deposit', from: '2026-08-24', to: TODAY, page: 1, pageSize: 20 });
    expect(screen.getByLabelText('From')).toHaveValue('2026-08-24');
    expect(screen.getByLabelText('To')).toHaveValue(TODAY);
  });

  it('shows rows with their day and time, signed amounts, type columns and unknown extras', async () => {
    stubHistory(() =>
      page([
        row({ id: 'a', amount: '1500', extra: { method: 'gateway', bank: 'Maybank', reference: 'R-1', reason: '', channel: 'FPX' } }),
        row({ id: 'b', createdAt: 'not a date', amount: '-20.5', status: 'rejected', description: 'Withdrawal' }),
      ]),
    );
    renderHistory();
    await tableReady();
    const body = await within(table()).findByText('+1,500.00');
    expect(body).toHaveClass(/credit/);
    expect(within(table()).getByText('05 Nov 2026, 11:00')).toBeInTheDocument();
    expect(within(table()).getByText('-20.50')).toHaveClass(/debit/);
    expect(within(table()).getAllByText('—').length).toBeGreaterThanOrEqual(1);
    const [first, second] = within(table()).getAllByRole('row').slice(1);
    expect(within(first!).getByText('Maybank')).toBeInTheDocument();
    expect(within(second!).getAllByRole('cell')[0]).toHaveTextContent('—');
    expect(
      within(table())
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Date', 'Method', 'Bank', 'Reference', 'Reason', 'channel', 'Amount (MYR)', 'Status']);
    expect(within(first!).getByText('Online payment')).toBeInTheDocument();
    expect(within(table()).getByText('Approved')).toBeInTheDocument();
    expect(within(table()).getByText('Rejected')).toBeInTheDocument();
  });

  it('asks for page 2 and keeps it in the URL', async () => {
    const rows = Array.from({ length: 20 }, (_, i) => row({ id: String(i) }));
    const bodies = stubHistory((b) => page(rows, { total: 45, page: Number(b.page) }));
    renderHistory();
    await tableReady();
    await within(table()).findAllByText('05 Nov 2026, 11:00');
    await userEvent.click(screen.getByRole('button', { name: /next page/i }));
    await waitFor(() => expect(bodies.at(-1)).toMatchObject({ page: 2, from: '2026-08-24', to: TODAY }));
    expect(new URLSearchParams(window.location.search).get('page')).toBe('2');
    expect(window.location.pathname).toBe('/en-my/transactions/deposit');
  });

  it('narrows the query by status, back on page 1', async () => {
    const bodies = stubHistory(() => page([row({})], { total: 45 }));
    renderHistory('deposit', 'from=2026-10-01&to=2026-10-31&page=3');
    await waitFor(() => expect(bodies[0]).toMatchObject({ from: '2026-10-01', to: '2026-10-31', page: 3 }));
    const status = screen.getByLabelText('Status');
    expect(
      within(status)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['All', 'Pending', 'Approved', 'Rejected', 'Cancelled']);
    await userEvent.selectOptions(status, 'approved');
    await waitFor(() =>
      expect(bodies.at(-1)).toEqual({ type: 'deposit', from: '2026-10-01', to: '2026-10-31', status: 'approved', page: 1, pageSize: 20 }),
    );
    expect(window.location.search).toBe('?from=2026-10-01&to=2026-10-31&status=approved');
  });

  it('offers bet statuses on bet history and no status filter where there is none', async () => {
    stubHistory(() => page([]));
    const { unmount } = renderHistory('bet-history');
    await screen.findByText('No records in this period');
    expect(
      within(screen.getByLabelText('Status'))
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['All', 'Settled', 'Rolled back']);
    unmount();
    renderHistory('adjustment');
    await screen.findByText('No records in this period');
    expect(screen.queryByLabelText('Status')).not.toBeInTheDocument();
  });

  it('applies a new range, and refuses a reversed one without asking', async () => {
    const bodies = stubHistory(() => page([]));
    renderHistory();
    await waitFor(() => expect(bodies).toHaveLength(1));
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-11-01' } });
    await waitFor(() => expect(bodies.at(-1)).toMatchObject({ from: '2026-11-01', to: TODAY, page: 1 }));
    const count = bodies.length;
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2026-10-01' } });
    expect(await screen.findByRole('alert')).toHaveTextContent('The start date must be on or before the end date.');
    expect(screen.getByLabelText('To')).toHaveAttribute('aria-invalid', 'true');
    expect(bodies).toHaveLength(count);
  });

  it('shows the description where the columns do not already say it', async () => {
    stubHistory(() => page([row({ description: 'Opening balance', extra: { note: 'Opening balance' } })]));
    renderHistory('adjustment');
    await tableReady();
    expect(await within(table()).findByText('Opening balance')).toBeInTheDocument();
    expect(
      within(table())
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Date', 'Description', 'Amount (MYR)', 'Status']);
  });

  it('says when the period has no records', async () => {
    stubHistory(() => page([]));
    renderHistory('promotion');
    expect(await screen.findByText('No records in this period')).toBeInTheDocument();
  });

  it('shows the server’s message when the list fails', async () => {
    stubHistory(() => ({ status: false, msg: 'History is resting' }));
    renderHistory();
    expect(await screen.findByRole('alert')).toHaveTextContent('History is resting');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });
});
