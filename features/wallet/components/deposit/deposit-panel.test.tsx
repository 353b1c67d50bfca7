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

/** promotion/info with one deposit match this member may claim (and one they may not). */
const terms = {
  kind: 'deposit_match',
  amount: null,
  matchPercent: 100,
  matchCap: '100.00',
  minDeposit: '30.00',
  wageringMultiplier: 5,
  wageringBase: 'bonus',
  wageringCapMultiple: 10,
  contributions: { slots: 100 },
  otherContribution: 0,
  maxBet: '5.00',
  maxConversion: null,
  expiryDays: 7,
  startsAt: null,
  endsAt: null,
};
const text = (title: string) => ({ title, summary: '', content: '', image: '' });
const promotionInfo = ok({
  currency: 'MYR',
  promotions: [
    { promotionId: 4, cmsId: 40, languages: { en: text('Deposit match 100%') }, categories: ['ongoing'], terms, ineligibleReason: null },
    {
      promotionId: 5,
      cmsId: 50,
      languages: { en: text('Used up') },
      categories: ['noneligible'],
      terms,
      ineligibleReason: 'promotion_already_claimed',
    },
  ],
});
const noBonus = ok({ currency: 'MYR', cash: '100.00', bonus: '0.00', active: null });

describe('wallet dialog: deposit', () => {
  beforeEach(() => vi.clearAllMocks());

  it('credits an online payment at once and says the balance the wallet shows, bonus included', async () => {
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
        // The cash balance; the wallet's (150.00) also counts the bonus this deposit was granted.
        balance: '130.00',
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

  it('shows a deposit an asynchronous gateway has yet to confirm as waiting, with where to pay, and no credit', async () => {
    stubApi({
      'common/status-list': statuses,
      'wallet/settings': ok(walletSettings()),
      'member/wallet-balance': balances('100.00'),
      'wallet/deposit': ok({
        id: 13,
        kind: 'deposit',
        method: 'gateway',
        amount: '50.00',
        status: 'pending',
        createdAt: '2026-11-21T00:00:00Z',
        balance: '100.00',
        payment: { redirectUrl: 'https://pay.example/checkout/13' },
      }),
    });
    renderInApp(<WalletDialog target="deposit" />, { member });
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Amount'), '50');
    await user.click(screen.getByRole('button', { name: 'Deposit now' }));

    expect(await screen.findByTestId('deposit-pending')).toHaveTextContent('will confirm your deposit of MYR 50.00');
    expect(screen.getByRole('link', { name: 'Continue to payment' })).toHaveAttribute('href', 'https://pay.example/checkout/13');
    expect(screen.queryByTestId('deposit-new-balance')).toBeNull();
  });

  it('offers the claimable deposit matches, checks their minimum deposit and sends the chosen one', async () => {
    let bonus = noBonus;
    const api = stubApi({
      'common/status-list': statuses,
      'wallet/settings': ok(walletSettings()),
      'member/wallet-balance': balances('100.00', '150.00'),
      'promotion/info': promotionInfo,
      'promotion/bonus': () => bonus(),
      'common/get-category-setting': ok([]),
      'wallet/deposit': ok({
        id: 12,
        kind: 'deposit',
        method: 'gateway',
        amount: '50.00',
        status: 'approved',
        createdAt: '2026-11-21T00:00:00Z',
        balance: '200.00',
      }),
    });
    renderInApp(<WalletDialog target="deposit" />, { member });
    const user = userEvent.setup();
    const choice = await screen.findByLabelText('Promotion (optional)');
    expect([...(choice as HTMLSelectElement).options].map((o) => o.text)).toEqual(['No promotion', 'Deposit match 100%']);
    await user.selectOptions(choice, '4');
    const shown = screen.getByTestId('deposit-promotion-terms');
    expect(shown).toHaveTextContent('100% deposit match up to MYR 100.00');
    expect(shown).toHaveTextContent('Minimum deposit MYR 30.00.');
    expect(shown).toHaveTextContent('Maximum bet MYR 5.00 while the bonus is active.');

    await user.type(screen.getByLabelText('Amount'), '20');
    await user.click(screen.getByRole('button', { name: 'Deposit now' }));
    expect(await screen.findByText('Amount must be at least the promotion minimum deposit of 30.')).toBeInTheDocument();
    expect(callsTo(api, 'wallet/deposit')).toHaveLength(0);

    await user.clear(screen.getByLabelText('Amount'));
    await user.type(screen.getByLabelText('Amount'), '50');
    bonus = ok({ currency: 'MYR', cash: '150.00', bonus: '50.00', active: null });
    await user.click(screen.getByRole('button', { name: 'Deposit now' }));
    expect(await screen.findByTestId('deposit-new-balance')).toBeInTheDocument();
    expect(callsTo(api, 'wallet/deposit')[0]).toMatchObject({ method: 'gateway', amount: '50', promotionId: 4 });
    // the deposit refreshed the bonus with the balance: the dialog shows cash + bonus
    expect(await screen.findByTestId('cash-bonus')).toHaveTextContent('Cash MYR 150.00 + bonus MYR 50.00');
  });

  it('sends no promotion unless one is chosen', async () => {
    const api = stubApi({
      'common/status-list': statuses,
      'wallet/settings': ok(walletSettings()),
      'member/wallet-balance': balances('100.00'),
      'promotion/info': promotionInfo,
      'promotion/bonus': noBonus,
      'wallet/deposit': ok({
        id: 13,
        kind: 'deposit',
        method: 'gateway',
        amount: '20.00',
        status: 'approved',
        createdAt: '2026-11-21T00:00:00Z',
        balance: '120.00',
      }),
    });
    renderInApp(<WalletDialog target="deposit" />, { member });
    const user = userEvent.setup();
    await screen.findByLabelText('Promotion (optional)');
    await user.type(screen.getByLabelText('Amount'), '20');
    await user.click(screen.getByRole('button', { name: 'Deposit now' }));
    await screen.findByTestId('deposit-new-balance');
    expect(callsTo(api, 'wallet/deposit')[0]).not.toHaveProperty('promotionId');
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

  it("says a deposit limit's refusal with its amounts as money in the member's currency", async () => {
    stubApi({
      'common/status-list': statuses,
      'wallet/settings': ok(walletSettings()),
      'member/wallet-balance': balances('100.00'),
      'wallet/deposit': () => ({
        body: {
          status: false,
          msg: 'deposit_limit_reached',
          output: {
            kind: 'deposit',
            period: 'week',
            limit: '1000.00',
            remaining: '40.00',
            currency: 'MYR',
            resetsAt: '2026-11-22T16:00:00.000Z',
          },
        },
      }),
    });
    renderInApp(<WalletDialog target="deposit" />, { member });
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Amount'), '50');
    await user.click(screen.getByRole('button', { name: 'Deposit now' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This deposit would go over your weekly deposit limit of MYR 1,000.00. You can deposit up to MYR 40.00 more in this period.',
    );
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
