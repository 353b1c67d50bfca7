import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderInApp, stubApi } from '@/tests/render-app';
import { balances, callsTo, member, ok, refused, walletSettings } from '../../wallet-test-fixtures';
import { WalletDialog } from '../wallet-dialog';

const added = { id: 8, bankName: 'Public Bank', accountName: "Siti O'Neil", accountNumber: '1234567890' };

describe('wallet dialog: bank', () => {
  beforeEach(() => vi.clearAllMocks());

  it('filters the name and number, adds the account and lists it', async () => {
    let settings = walletSettings({ bankAccounts: [] });
    const api = stubApi({
      'common/status-list': ok([]),
      'member/wallet-balance': balances('100.00'),
      'wallet/settings': () => ok(settings)(),
      'member/bank-add': () => {
        settings = { ...settings, bankAccounts: [added] };
        return ok([added])();
      },
    });
    renderInApp(<WalletDialog target="bank" />, { member });
    expect(await screen.findByText('No bank account bound yet.')).toBeInTheDocument();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Bank name'), 'Public Bank');
    await user.type(screen.getByLabelText('Account name'), "Siti O'Neil #1");
    await user.type(screen.getByLabelText('Account number'), '1234 5678-90');
    expect(screen.getByLabelText('Account name')).toHaveValue("Siti O'Neil ");
    expect(screen.getByLabelText('Account number')).toHaveValue('1234567890');
    await user.click(screen.getByRole('button', { name: 'Add account' }));
    expect(await screen.findByText('Bank account added.')).toBeInTheDocument();
    expect(screen.getByText('•••• 7890')).toBeInTheDocument();
    expect(callsTo(api, 'member/bank-add')).toEqual([{ bankName: 'Public Bank', accountName: "Siti O'Neil", accountNumber: '1234567890' }]);
  });

  it("shows the platform's refusal", async () => {
    stubApi({
      'common/status-list': ok([]),
      'member/wallet-balance': balances('100.00'),
      'wallet/settings': ok(walletSettings()),
      'member/bank-add': refused('bank_account_exists'),
    });
    renderInApp(<WalletDialog target="bank" />, { member });
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Bank name'), 'CIMB');
    await user.type(screen.getByLabelText('Account name'), 'Demo Member');
    await user.type(screen.getByLabelText('Account number'), '8001234567');
    await user.click(screen.getByRole('button', { name: 'Add account' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This bank account is already bound.');
  });
});
