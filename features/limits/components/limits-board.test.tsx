import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Limit, LimitsView } from '@/lib/contracts/limits';
import { renderInApp, stubApi, TEST_MEMBER } from '@/tests/render-app';
import { LimitsBoard } from './limits-board';

const limit = (over: Partial<Limit>): Limit => ({
  kind: 'deposit',
  period: 'day',
  amount: null,
  used: '0.00',
  resetsAt: '2026-12-02T16:00:00.000Z',
  pending: null,
  ...over,
});

function view(changes: Partial<Limit>[] = []): LimitsView {
  const limits = (['deposit', 'loss', 'wager'] as const).flatMap((kind) =>
    (['day', 'week', 'month'] as const).map((period) => {
      const change = changes.find((c) => c.kind === kind && c.period === period);
      return limit({ kind, period, ...change });
    }),
  );
  return { currency: 'MYR', timeZone: 'Asia/Kuala_Lumpur', coolingHours: 24, limits };
}

const ok = (output: LimitsView) => ({ body: { status: true, msg: 'success', output } });

describe('LimitsBoard', () => {
  beforeEach(() => vi.clearAllMocks());

  it('shows every kind and period with what is used and when it starts again, in the member’s zone', async () => {
    stubApi({ 'limits/list': () => ok(view([{ kind: 'deposit', period: 'day', amount: '200.00', used: '170.00' }])) });
    renderInApp(<LimitsBoard />, { member: TEST_MEMBER });
    expect(screen.getByText('Loading your limits…')).toBeInTheDocument();
    const daily = await screen.findByTestId('limit-deposit-day');
    expect(daily).toHaveTextContent('MYR 200.00');
    expect(daily).toHaveTextContent('MYR 170.00 of MYR 200.00 used');
    // 16:00Z is midnight in Kuala Lumpur.
    expect(daily).toHaveTextContent(/starts again 03 Dec 2026, 00:00/);
    expect(within(daily).getByRole('meter')).toHaveAttribute('aria-valuenow', '85');
    expect(screen.getByTestId('limit-wager-month')).toHaveTextContent('No limit');
    expect(screen.getByText(/waits 24 hours and then needs your confirmation/)).toBeInTheDocument();
    // The zone by its name in the member's language, never its IANA id.
    expect(screen.getByText(/in your time zone \(Malaysia Time\)/)).toBeInTheDocument();
    expect(screen.queryByText(/Asia\/Kuala_Lumpur/)).toBeNull();
  });

  it('sets a limit, and says a raise waits for the cooling period before it can be confirmed', async () => {
    const bodies: unknown[] = [];
    stubApi({
      'limits/list': () => ok(view([{ kind: 'loss', period: 'week', amount: '50.00' }])),
      'limits/set': (body) => {
        bodies.push(body);
        const pending = {
          amount: '100.00',
          requestedAt: '2026-12-01T10:00:00Z',
          coolingEndsAt: '2026-12-02T10:00:00Z',
          confirmable: false,
        };
        return ok(view([{ kind: 'loss', period: 'week', amount: '50.00', pending }]));
      },
    });
    renderInApp(<LimitsBoard />, { member: TEST_MEMBER });
    const weekly = await screen.findByTestId('limit-loss-week');
    await userEvent.click(within(weekly).getByRole('button', { name: 'Change' }));
    const amount = within(weekly).getByLabelText('Limit (MYR)');
    await userEvent.clear(amount);
    await userEvent.type(amount, '0');
    await userEvent.click(within(weekly).getByRole('button', { name: 'Save' }));
    expect(within(weekly).getByRole('alert')).toHaveTextContent('Enter an amount above zero, with at most two decimals.');
    expect(bodies).toEqual([]);
    await userEvent.clear(amount);
    await userEvent.type(amount, '100');
    await userEvent.click(within(weekly).getByRole('button', { name: 'Save' }));
    expect(bodies).toEqual([{ kind: 'loss', period: 'week', amount: '100' }]);
    expect(await within(weekly).findByText(/Request noted/)).toBeInTheDocument();
    expect(weekly).toHaveTextContent('Raise to MYR 100.00 requested. You can confirm it from 02 Dec 2026, 18:00.');
    expect(within(weekly).getByRole('button', { name: 'Confirm' })).toBeDisabled();
    expect(within(weekly).getByRole('button', { name: 'Keep current limit' })).toBeEnabled();
  });

  it('says why a change was refused, and offers to try again when the limits cannot be loaded', async () => {
    let fail = true;
    const pending = { amount: '100.00', requestedAt: '2026-12-01T10:00:00Z', coolingEndsAt: '2026-12-02T10:00:00Z', confirmable: true };
    stubApi({
      'limits/list': () => (fail ? { status: 500, body: 'down' } : ok(view([{ kind: 'wager', period: 'day', amount: '5.00', pending }]))),
      'limits/confirm': () => ({ body: { status: false, msg: 'limit_cooling' } }),
    });
    renderInApp(<LimitsBoard />, { member: TEST_MEMBER });
    expect(await screen.findByText('Your limits could not be loaded.', {}, { timeout: 5000 })).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    const daily = await screen.findByTestId('limit-wager-day');
    expect(daily).toHaveTextContent('The waiting time is over: confirm it to apply it.');
    await userEvent.click(within(daily).getByRole('button', { name: 'Confirm' }));
    expect(await within(daily).findByRole('alert')).toHaveTextContent('The waiting time is not over yet. Please confirm later.');
  });
});
