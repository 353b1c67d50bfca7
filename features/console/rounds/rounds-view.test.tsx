import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { okAnswer, stubApi } from '@/tests/render-app';
import { ConsoleProviders } from '../console-api';
import { RoundsView } from './rounds-view';

const round = (roundId: string, bet: string, currency: string) => ({
  providerId: 'cra',
  providerName: 'Coral Reef Arcade',
  roundId,
  memberId: 7,
  username: 'demomy01',
  gameId: 'cra-fish-1',
  gameName: 'Golden Reef',
  currency,
  bet,
  openedAt: '2026-11-26T08:00:00.000Z',
});
const open = okAnswer({
  rows: [round('r-1', '1234567.50', 'MYR'), round('r-2', '2500000', 'VND')],
  total: 2,
  page: 1,
  pageSize: 50,
  totals: [
    { currency: 'MYR', bet: '1234567.50', rounds: 1 },
    { currency: 'VND', bet: '2500000', rounds: 1 },
  ],
});
const bodyOf = (api: ReturnType<typeof stubApi>, endpoint: string) =>
  api.mock.calls.filter(([url]) => String(url).endsWith(endpoint)).map(([, init]) => JSON.parse(String(init?.body)) as unknown);

function renderRounds(api: ReturnType<typeof stubApi>) {
  render(
    <ConsoleProviders>
      <RoundsView />
    </ConsoleProviders>,
  );
  return { api, user: userEvent.setup() };
}

describe('RoundsView', () => {
  it('shows each open stake in its currency, and the totals per currency, never summed across them', async () => {
    renderRounds(stubApi({ 'operator/rounds-open': open }));
    const table = await screen.findByRole('table', { name: 'Open rounds' });
    expect(await within(table).findByText('MYR 1,234,567.50')).toBeTruthy();
    expect(within(table).getByText('VND 2,500,000')).toBeTruthy();
    expect(screen.getByRole('status', { name: 'Open stakes per currency' }).textContent).toBe(
      'MYR 1,234,567.50 in 1 round · VND 2,500,000 in 1 round',
    );
  });

  it('says when nothing is open', async () => {
    renderRounds(stubApi({ 'operator/rounds-open': okAnswer({ rows: [], total: 0, page: 1, pageSize: 50, totals: [] }) }));
    expect(await screen.findByText('Nothing is held in open rounds.')).toBeTruthy();
    expect(await screen.findByText('No open rounds.')).toBeTruthy();
  });

  it('voids only after a confirmation with a reason; Cancel sends nothing; a refusal is said in words', async () => {
    let refuse = true;
    const { api, user } = renderRounds(
      stubApi({
        'operator/rounds-open': open,
        'operator/round-void': () =>
          refuse
            ? { status: 400, body: { status: false, msg: 'round_not_open' } }
            : okAnswer({ providerId: 'cra', roundId: 'r-1', memberId: 7, currency: 'MYR', refunded: '1234567.50' })(),
      }),
    );
    const table = await screen.findByRole('table', { name: 'Open rounds' });
    await user.click((await within(table).findAllByRole('button', { name: 'Void' }))[0]!);
    let ask = await screen.findByRole('dialog', { name: 'Void round r-1?' });
    expect(ask.textContent).toContain('MYR 1,234,567.50 goes back to demomy01');
    expect(within(ask).getByRole('button', { name: 'Void and refund' })).toBeDisabled(); // a reason first
    await user.click(within(ask).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(bodyOf(api, 'operator/round-void')).toEqual([]);

    await user.click(within(table).getAllByRole('button', { name: 'Void' })[0]!);
    ask = await screen.findByRole('dialog', { name: 'Void round r-1?' });
    await user.type(within(ask).getByLabelText(/Reason/), 'provider lost it');
    await user.click(within(ask).getByRole('button', { name: 'Void and refund' }));
    expect(await screen.findByText(/This round is no longer open/)).toBeTruthy();

    refuse = false;
    await user.click(within(ask).getByRole('button', { name: 'Void and refund' }));
    expect(await screen.findByText('Round r-1 voided: MYR 1,234,567.50 returned.')).toBeTruthy();
    expect(bodyOf(api, 'operator/round-void').at(-1)).toEqual({ providerId: 'cra', roundId: 'r-1', reason: 'provider lost it' });
  });
});
