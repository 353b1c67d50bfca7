import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderInApp, router, stubApi } from '@/tests/render-app';
import { balances, callsTo, member, ok, walletSettings } from '../../wallet-test-fixtures';
import { WalletDialog } from '../wallet-dialog';

const after = { balance: '70.00', providerWallets: [{ providerId: 'tp1', name: 'Transfer Slots', balance: '30.00' }] };

/** The platform's state: settings refetched after the transfer show the moved money. */
function stub() {
  let settings = walletSettings();
  return stubApi({
    'common/status-list': ok([]),
    'member/wallet-balance': balances('100.00', '70.00'),
    'wallet/settings': () => ok(settings)(),
    'wallet/transfer': () => {
      settings = { ...settings, ...after };
      return ok(after)();
    },
  });
}

async function transferThirty() {
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText('Amount'), '30');
  await user.click(screen.getByRole('button', { name: 'Transfer' }));
  return user;
}

describe('wallet dialog: transfer', () => {
  beforeEach(() => vi.clearAllMocks());

  it('shows the incoming-new-transfer dialog; Proceed opens the transfer history', async () => {
    const api = stub();
    renderInApp(<WalletDialog target="transfer" />, { member });
    const user = await transferThirty();
    const dialog = await screen.findByRole('dialog', { name: 'Incoming New Transfer' });
    expect(dialog).toHaveTextContent('MYR 30.00 moved from Main wallet to Transfer Slots.');
    expect(callsTo(api, 'wallet/transfer')[0]).toMatchObject({ from: 'main', to: 'tp1', amount: '30' });
    expect(screen.getByTestId('wallet-tp1')).toHaveTextContent('MYR 30.00');
    // the main wallet reads the balance query, which the transfer refreshed
    await waitFor(() => expect(screen.getByTestId('wallet-main')).toHaveTextContent('MYR 70.00'));
    expect(screen.getByTestId('balance')).toHaveTextContent('70.00');
    await user.click(screen.getByRole('button', { name: 'Proceed' }));
    expect(router.push).toHaveBeenCalledWith('/en-my/transactions/transfer');
  });

  it('Close returns to the wallet', async () => {
    stub();
    renderInApp(<WalletDialog target="transfer" />, { member });
    const user = await transferThirty();
    const dialog = await screen.findByRole('dialog', { name: 'Incoming New Transfer' });
    // the footer's Close (the header's × is labelled Close too)
    await user.click(within(dialog).getByText('Close', { selector: 'button' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Incoming New Transfer' })).toBeNull());
    expect(screen.getByRole('dialog', { name: 'Wallet' })).toBeInTheDocument();
    expect(router.push).not.toHaveBeenCalled();
  });

  it('"All" takes the whole source balance, and a provider wallet can only go back to main', async () => {
    stubApi({
      'common/status-list': ok([]),
      'member/wallet-balance': balances('100.00'),
      'wallet/settings': ok(walletSettings({ providerWallets: [{ providerId: 'tp1', name: 'Transfer Slots', balance: '12.345' }] })),
    });
    renderInApp(<WalletDialog target="transfer" />, { member });
    const user = userEvent.setup();
    await user.selectOptions(await screen.findByLabelText('From'), 'tp1');
    expect(screen.getByLabelText('To')).toHaveValue('main');
    await user.click(screen.getByRole('button', { name: 'All: Transfer the whole balance' }));
    expect(screen.getByLabelText('Amount')).toHaveValue('12.34');
  });
});
