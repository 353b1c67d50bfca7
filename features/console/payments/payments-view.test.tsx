import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { okAnswer, stubApi } from '@/tests/render-app';
import { ConsoleProviders } from '../console-api';
import { PaymentsView } from './payments-view';

const request = (id: number, kind: 'deposit' | 'withdrawal', amount: string, currency: string) => ({
  id,
  kind,
  method: 'bank',
  amount,
  currency,
  status: 'pending',
  createdAt: '2026-11-26T08:00:00.000Z',
  balance: '0.00',
  username: 'demomy01',
  receiptKey: null,
  receiptUrl: null,
});

const queue = okAnswer({
  items: [request(12, 'deposit', '1234567.5', 'MYR'), request(13, 'withdrawal', '2500000', 'VND')],
  total: 2,
  page: 1,
  pageSize: 20,
});
const bodyOf = (api: ReturnType<typeof stubApi>, endpoint: string) =>
  api.mock.calls.filter(([url]) => String(url).endsWith(endpoint)).map(([, init]) => JSON.parse(String(init?.body)) as unknown);

function renderPayments(role: 'finance' | 'support', api: ReturnType<typeof stubApi>) {
  render(
    <ConsoleProviders>
      <PaymentsView role={role} />
    </ConsoleProviders>,
  );
  return { api, user: userEvent.setup() };
}

describe('PaymentsView', () => {
  it('shows each amount in its currency with thousands separators and the currency’s decimals', async () => {
    renderPayments('support', stubApi({ 'operator/pending': queue }));
    const table = await screen.findByRole('table', { name: 'Payments' });
    expect(await within(table).findByText('MYR 1,234,567.50')).toBeTruthy();
    expect(within(table).getByText('VND 2,500,000')).toBeTruthy();
    expect(within(table).queryByRole('button', { name: 'Approve' })).toBeNull(); // support does not decide
  });

  it('approves only after a yes that names the request, its money and its member', async () => {
    const { api, user } = renderPayments(
      'finance',
      stubApi({
        'operator/pending': queue,
        'operator/deposit-approve': okAnswer({ ...request(12, 'deposit', '1234567.50', 'MYR'), status: 'approved' }),
        'operator/bank-list': okAnswer({ currencies: [], banks: [] }),
      }),
    );
    const table = await screen.findByRole('table', { name: 'Payments' });
    await user.click((await within(table).findAllByRole('button', { name: 'Approve' }))[0]!);
    const ask = await screen.findByRole('dialog', { name: 'Approve deposit #12?' });
    expect(ask.textContent).toContain('Approve deposit #12 of MYR 1,234,567.50 for demomy01?');
    await user.click(within(ask).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(bodyOf(api, 'operator/deposit-approve')).toEqual([]);

    await user.click(within(table).getAllByRole('button', { name: 'Approve' })[0]!);
    await user.click(within(await screen.findByRole('dialog', { name: 'Approve deposit #12?' })).getByRole('button', { name: 'Approve' }));
    expect(await screen.findByText('Deposit #12 approved.')).toBeTruthy();
    expect(bodyOf(api, 'operator/deposit-approve')).toEqual([{ id: 12, reason: '' }]);
  });

  it('rejects only from its dialog, with the reason the member reads; Cancel sends nothing', async () => {
    const { api, user } = renderPayments(
      'finance',
      stubApi({
        'operator/pending': queue,
        'operator/withdrawal-reject': okAnswer({ ...request(13, 'withdrawal', '2500000', 'VND'), status: 'rejected' }),
        'operator/bank-list': okAnswer({ currencies: [], banks: [] }),
      }),
    );
    const table = await screen.findByRole('table', { name: 'Payments' });
    await user.click((await within(table).findAllByRole('button', { name: 'Reject' }))[1]!);
    let ask = await screen.findByRole('dialog', { name: 'Reject withdrawal #13?' });
    expect(ask.textContent).toContain('VND 2,500,000 for demomy01.');
    await user.click(within(ask).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    await user.click(within(table).getAllByRole('button', { name: 'Reject' })[1]!);
    ask = await screen.findByRole('dialog', { name: 'Reject withdrawal #13?' });
    await user.type(within(ask).getByLabelText('Reason (the member sees it)'), 'Name does not match');
    await user.click(within(ask).getByRole('button', { name: 'Reject' }));
    expect(await screen.findByText('Withdrawal #13 rejected.')).toBeTruthy();
    expect(bodyOf(api, 'operator/withdrawal-reject')).toEqual([{ id: 13, reason: 'Name does not match' }]);
  });
});
