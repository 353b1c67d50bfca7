import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { ComponentProps } from 'react';
import type { Compressor } from '@/lib/upload';
import { fakeSdk, TOKEN } from '@/lib/upload/testing';
import { renderInApp, stubApi } from '@/tests/render-app';
import { balances, callsTo, member, ok, walletSettings } from '../../wallet-test-fixtures';
import { WalletDialog } from '../wallet-dialog';

// The real FileUpload, with a fake AWS SDK and compressor in place of the network pieces.
vi.mock('@/components/upload', async (importOriginal) => {
  const real = await importOriginal<typeof import('@/components/upload')>();
  const passThrough = async (): Promise<Compressor> => async (file) => file;
  return {
    ...real,
    FileUpload: (props: ComponentProps<typeof real.FileUpload>) => (
      <real.FileUpload {...props} deps={{ origin: 'http://localhost', loadCompressor: passThrough, loadSdk: async () => fakeSdk().sdk }} />
    ),
  };
});

const statuses = ok([]);

describe('wallet dialog: deposit', () => {
  beforeEach(() => vi.clearAllMocks());

  it('credits an online payment at once and the balance text follows', async () => {
    const api = stubApi({
      'common/status-list': statuses,
      'wallet/settings': ok(walletSettings()),
      'member/wallet-balance': balances('100.00', '150.00'),
      'wallet/deposit': ok({
        id: 11,
        kind: 'deposit',
        method: 'gateway',
        amount: '50.00',
        status: 'approved',
        createdAt: '2026-11-21T00:00:00Z',
        balance: '150.00',
      }),
    });
    renderInApp(<WalletDialog target="deposit" />, { member });
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Amount'), '50');
    await user.click(screen.getByRole('button', { name: 'Deposit now' }));

    expect(await screen.findByTestId('deposit-new-balance')).toHaveTextContent('New balance: MYR 150.00');
    await waitFor(() => expect(screen.getByTestId('balance')).toHaveTextContent('150.00'));
    const [sent] = callsTo(api, 'wallet/deposit');
    expect(sent).toMatchObject({ method: 'gateway', gatewayId: 'demopay', amount: '50' });
    expect(sent?.idempotencyKey).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('keeps the country decimals and strips leading zeros while typing', async () => {
    stubApi({ 'common/status-list': statuses, 'wallet/settings': ok(walletSettings()), 'member/wallet-balance': balances('100.00') });
    renderInApp(<WalletDialog target="deposit" />, { member });
    const amount = await screen.findByLabelText('Amount');
    await userEvent.setup().type(amount, '0012.345 ');
    expect(amount).toHaveValue('12.34');
  });

  it('takes whole amounts only where the currency has no decimals', async () => {
    stubApi({
      'common/status-list': statuses,
      'wallet/settings': ok(walletSettings({ currency: 'VND', decimals: 0 })),
      'member/wallet-balance': balances('0'),
    });
    renderInApp(<WalletDialog target="deposit" />, { member });
    const amount = await screen.findByLabelText('Amount');
    await userEvent.setup().type(amount, '007.5');
    expect(amount).toHaveValue('75');
  });

  it('checks the amount against the deposit limits before calling the server', async () => {
    const api = stubApi({
      'common/status-list': statuses,
      'wallet/settings': ok(walletSettings()),
      'member/wallet-balance': balances('100.00'),
    });
    renderInApp(<WalletDialog target="deposit" />, { member });
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Amount'), '5');
    await user.click(screen.getByRole('button', { name: 'Deposit now' }));
    expect(await screen.findByText('Minimum value is 10.')).toBeInTheDocument();
    expect(callsTo(api, 'wallet/deposit')).toHaveLength(0);
  });

  it('refuses a bank transfer without a receipt', async () => {
    const api = stubApi({
      'common/status-list': statuses,
      'wallet/settings': ok(walletSettings()),
      'member/wallet-balance': balances('100.00'),
    });
    renderInApp(<WalletDialog target="deposit" />, { member });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('tab', { name: 'Bank transfer' }));
    expect(screen.getByText('514012345678')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Amount'), '200');
    await user.click(screen.getByRole('button', { name: 'Submit deposit' }));
    expect(await screen.findByText('Please upload your payment receipt.')).toBeInTheDocument();
    expect(callsTo(api, 'wallet/deposit')).toHaveLength(0);
  });

  it('uploads the receipt, previews it and leaves the deposit pending approval', async () => {
    const api = stubApi({
      'common/status-list': statuses,
      'wallet/settings': ok(walletSettings()),
      'member/wallet-balance': balances('100.00'),
      'common/sts-token': ok(TOKEN),
      'wallet/deposit': ok({
        id: 42,
        kind: 'deposit',
        method: 'bank',
        amount: '200.00',
        status: 'pending',
        createdAt: '2026-11-21T00:00:00Z',
        balance: '100.00',
      }),
    });
    renderInApp(<WalletDialog target="deposit" />, { member });
    const user = userEvent.setup({ applyAccept: false });
    await user.click(await screen.findByRole('tab', { name: 'Bank transfer' }));
    await user.type(screen.getByLabelText('Amount'), '200');
    await user.upload(screen.getByLabelText('Payment receipt'), new File([new Uint8Array(64)], 'slip.png', { type: 'image/png' }));
    expect(await screen.findByText('Uploaded: slip.png')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Your receipt' })).toBeInTheDocument();
    expect(callsTo(api, 'common/sts-token')).toEqual([{ filename: 'slip.png', filetype: 'image/png', folder: 'receipts', bucket: 1 }]);

    await user.click(screen.getByRole('button', { name: 'Submit deposit' }));
    expect(await screen.findByText('Your deposit request #42 of MYR 200.00 is pending approval.')).toBeInTheDocument();
    expect(callsTo(api, 'wallet/deposit')[0]).toMatchObject({
      method: 'bank',
      operatorBankId: 1,
      amount: '200',
      receiptKey: TOKEN.body.key,
    });
  });
});
