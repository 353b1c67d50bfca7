import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderInApp, stubApi } from '@/tests/render-app';
import { balances, callsTo, member, ok, walletSettings } from '../../wallet-test-fixtures';
import { WalletDialog } from '../wallet-dialog';

describe('wallet dialog: instant rebate', () => {
  beforeEach(() => vi.clearAllMocks());

  it('claims the rebate, then has nothing left to claim', async () => {
    let info = { turnover: '2000.00', rate: '0.50', amount: '10.00', since: null as string | null };
    const api = stubApi({
      'common/status-list': ok([]),
      'member/wallet-balance': balances('100.00', '110.00'),
      'wallet/settings': ok(walletSettings()),
      'wallet/rebate-info': () => ok(info)(),
      'wallet/rebate-claim': () => {
        const claimed = info;
        info = { turnover: '0.00', rate: '0.50', amount: '0.00', since: '2026-11-21T01:00:00Z' };
        return ok(claimed)();
      },
    });
    renderInApp(<WalletDialog target="instant" />, { member });
    expect(await screen.findByText('MYR 2,000.00')).toBeInTheDocument();
    expect(screen.getByText('0.50%')).toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Claim rebate' }));
    expect(await screen.findByText('Rebate of MYR 10.00 claimed.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Claim rebate' })).toBeDisabled());
    expect(screen.getByText('There is no rebate to claim yet.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('balance')).toHaveTextContent('110.00'));
    expect(callsTo(api, 'wallet/rebate-claim')[0]?.idempotencyKey).toEqual(expect.any(String));
  });
});
