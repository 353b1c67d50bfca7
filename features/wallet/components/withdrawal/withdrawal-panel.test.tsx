import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderInApp, router, stubApi } from '@/tests/render-app';
import { balances, callsTo, member, ok, refused, walletSettings } from '../../wallet-test-fixtures';
import { WalletDialog } from '../wallet-dialog';

const noPending = ok({ rows: [], total: 0, page: 1, pageSize: 20, currency: 'MYR', from: '2026-08-23', to: '2026-11-21' });
const base = { 'common/status-list': ok([]), 'member/wallet-balance': balances('100.00'), 'transaction/list': noPending };

describe('wallet dialog: withdrawal', () => {
  beforeEach(() => vi.clearAllMocks());

  it('asks for a bank account first and goes to the Bank tab', async () => {
    stubApi({ ...base, 'wallet/settings': ok(walletSettings({ bankAccounts: [] })) });
    renderInApp(<WalletDialog target="withdrawal" />, { member });
    expect(await screen.findByText('Bind a bank account before you withdraw.')).toBeInTheDocument();
    expect(screen.queryByLabelText('Withdrawal PIN')).toBeNull();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Add a bank account' }));
    // a history entry of its own, without a server round trip
    expect(`${window.location.pathname}${window.location.search}`).toBe('/en-my?action=bank');
    expect(router.push).not.toHaveBeenCalled();
  });

  it('sets a PIN inline: 6 digits, typed twice alike, no spaces', async () => {
    const api = stubApi({ ...base, 'wallet/settings': ok(walletSettings({ hasPin: false })), 'member/pin-set': ok() });
    renderInApp(<WalletDialog target="withdrawal" />, { member });
    const user = userEvent.setup();
    const pin = await screen.findByLabelText('New PIN');
    const confirm = screen.getByLabelText('Confirm PIN');
    await user.type(pin, '12 a3');
    expect(pin).toHaveValue('123');
    expect(pin).toHaveAttribute('inputmode', 'numeric');
    await user.click(screen.getByRole('button', { name: 'Set PIN' }));
    expect(await screen.findByText('Input must be at least 6 characters.')).toBeInTheDocument();

    await user.type(pin, '4567');
    expect(pin).toHaveValue('123456');
    await user.type(confirm, '123455');
    expect(await screen.findByText('Input value does not match.')).toBeInTheDocument();
    expect(callsTo(api, 'member/pin-set')).toHaveLength(0);

    await user.clear(confirm);
    await user.type(confirm, '123456');
    await user.click(screen.getByRole('button', { name: 'Set PIN' }));
    expect(await screen.findByText('Your withdrawal PIN has been set.')).toBeInTheDocument();
    expect(callsTo(api, 'member/pin-set')).toEqual([{ pin: '123456', confirmPin: '123456' }]);
  });

  it("shows the server's refusal of a wrong PIN and clears it", async () => {
    const api = stubApi({ ...base, 'wallet/settings': ok(walletSettings()), 'wallet/withdraw': refused('pin_incorrect') });
    renderInApp(<WalletDialog target="withdrawal" />, { member });
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Amount'), '60');
    await user.type(screen.getByLabelText('Withdrawal PIN'), '000000');
    await user.click(screen.getByRole('button', { name: 'Withdraw' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The withdrawal PIN is incorrect.');
    expect(screen.getByLabelText('Withdrawal PIN')).toHaveValue('');
    expect(callsTo(api, 'wallet/withdraw')[0]).toMatchObject({ bankAccountId: 7, amount: '60', pin: '000000' });
  });

  it("names the verification threshold of a refusal as money in the member's currency", async () => {
    stubApi({
      ...base,
      'wallet/settings': ok(walletSettings()),
      'wallet/withdraw': () => ({
        body: { status: false, msg: 'verification_required', output: { threshold: '1000.00', currency: 'MYR' } },
      }),
    });
    renderInApp(<WalletDialog target="withdrawal" />, { member });
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Amount'), '60');
    await user.type(screen.getByLabelText('Withdrawal PIN'), '123456');
    await user.click(screen.getByRole('button', { name: 'Withdraw' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Withdrawals above MYR 1,000.00 need a verified account. Upload your documents under Account → Verification.',
    );
  });

  it('cancels a pending withdrawal', async () => {
    let pending = [
      { id: '21', createdAt: '2026-11-20T10:00:00Z', amount: '-80.00', status: 'pending', description: 'CIMB •••• 4567', extra: {} },
    ];
    const api = stubApi({
      ...base,
      'wallet/settings': ok(walletSettings()),
      'transaction/list': () => ({
        body: {
          status: true,
          msg: 'success',
          output: { rows: pending, total: pending.length, page: 1, pageSize: 20, currency: 'MYR', from: '', to: '' },
        },
      }),
      'wallet/withdraw-cancel': () => {
        pending = [];
        return ok({
          id: 21,
          kind: 'withdrawal',
          method: 'bank',
          amount: '80.00',
          status: 'cancelled',
          createdAt: '2026-11-20T10:00:00Z',
          balance: '180.00',
        })();
      },
    });
    renderInApp(<WalletDialog target="withdrawal" />, { member });
    const list = await screen.findByRole('region', { name: 'Pending withdrawals' });
    expect(await within(list).findByText('MYR 80.00')).toBeInTheDocument();
    await userEvent.setup().click(within(list).getByRole('button', { name: 'Cancel withdrawal #21' }));
    expect(await screen.findByText('Withdrawal #21 cancelled; the amount is back in your wallet.')).toBeInTheDocument();
    await waitFor(() => expect(within(list).getByText('No pending withdrawals.')).toBeInTheDocument());
    expect(callsTo(api, 'wallet/withdraw-cancel')).toEqual([{ id: 21 }]);
  });

  it('sends a withdrawal to pending; cancelling it retires its notice', async () => {
    let pending: object[] = [];
    const request = {
      id: 30,
      kind: 'withdrawal',
      method: 'bank',
      amount: '60.00',
      status: 'pending',
      createdAt: '2026-11-21T00:00:00Z',
      balance: '40.00',
    };
    const api = stubApi({
      ...base,
      'wallet/settings': ok(walletSettings()),
      'transaction/list': () => ok({ rows: pending, total: pending.length, page: 1, pageSize: 20, currency: 'MYR', from: '', to: '' })(),
      'wallet/withdraw': () => {
        pending = [
          { id: '30', createdAt: request.createdAt, amount: '-60.00', status: 'pending', description: 'CIMB ****4567', extra: {} },
        ];
        return ok(request)();
      },
      'wallet/withdraw-cancel': () => {
        pending = [];
        return ok({ ...request, status: 'cancelled', balance: '100.00' })();
      },
    });
    renderInApp(<WalletDialog target="withdrawal" />, { member });
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Amount'), '60');
    await user.type(screen.getByLabelText('Withdrawal PIN'), '123456');
    await user.click(screen.getByRole('button', { name: 'Withdraw' }));
    expect(await screen.findByText('Your withdrawal request #30 of MYR 60.00 is pending approval.')).toBeInTheDocument();
    expect(callsTo(api, 'wallet/withdraw')[0]?.idempotencyKey).toEqual(expect.any(String));

    await user.click(await screen.findByRole('button', { name: 'Cancel withdrawal #30' }));
    await waitFor(() => expect(screen.queryByText('Your withdrawal request #30 of MYR 60.00 is pending approval.')).toBeNull());
    expect(await screen.findByText('No pending withdrawals.')).toBeInTheDocument();
  });
  it('asks before a withdrawal forfeits the active bonus, naming the amount, then sends it accepted', async () => {
    const request = {
      id: 31,
      kind: 'withdrawal',
      method: 'bank',
      amount: '60.00',
      status: 'pending',
      createdAt: '2026-11-21T00:00:00Z',
      balance: '40.00',
    };
    const api = stubApi({
      ...base,
      'wallet/settings': ok(walletSettings()),
      'wallet/withdraw': (body) =>
        (body as { acceptBonusForfeit?: boolean }).acceptBonusForfeit
          ? ok(request)()
          : { body: { status: false, msg: 'bonus_forfeit_confirmation_required', output: { forfeit: '12.50' } } },
    });
    renderInApp(<WalletDialog target="withdrawal" />, { member });
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Amount'), '60');
    await user.type(screen.getByLabelText('Withdrawal PIN'), '123456');
    await user.click(screen.getByRole('button', { name: 'Withdraw' }));
    const confirm = await screen.findByRole('dialog', { name: 'Withdraw and lose your bonus?' });
    expect(within(confirm).getByText('Withdrawing now forfeits MYR 12.50 of bonus money from your active bonus.')).toBeInTheDocument();
    expect(callsTo(api, 'wallet/withdraw')).toHaveLength(1);

    await user.click(within(confirm).getByRole('button', { name: 'Withdraw and forfeit' }));
    expect(await screen.findByText('Your withdrawal request #31 of MYR 60.00 is pending approval.')).toBeInTheDocument();
    const [first, second] = callsTo(api, 'wallet/withdraw');
    expect(first).not.toHaveProperty('acceptBonusForfeit');
    expect(second).toMatchObject({ bankAccountId: 7, amount: '60', pin: '123456', acceptBonusForfeit: true });
    expect(second?.idempotencyKey).not.toBe(first?.idempotencyKey);
  });

  it('withdraws nothing when the member keeps the bonus', async () => {
    const api = stubApi({
      ...base,
      'wallet/settings': ok(walletSettings()),
      'wallet/withdraw': () => ({ body: { status: false, msg: 'bonus_forfeit_confirmation_required', output: { forfeit: '12.50' } } }),
    });
    renderInApp(<WalletDialog target="withdrawal" />, { member });
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Amount'), '60');
    await user.type(screen.getByLabelText('Withdrawal PIN'), '123456');
    await user.click(screen.getByRole('button', { name: 'Withdraw' }));
    const confirm = await screen.findByRole('dialog', { name: 'Withdraw and lose your bonus?' });
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Withdraw and lose your bonus?' })).toBeNull());
    expect(callsTo(api, 'wallet/withdraw')).toHaveLength(1);
  });
});
