import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderInApp, stubApi, okAnswer as ok } from '@/tests/render-app';
import { MemberActions } from './member-actions';

const member = {
  id: 4,
  username: 'demomy01',
  currency: 'MYR',
  countryCode: 'MY',
  language: 'en',
  mobileno: '60-120000001',
  email: '',
  tncAcceptedAt: '2026-11-01T00:00:00Z',
  createdAt: '2026-11-01T00:00:00Z',
};
const active = {
  bonusId: 2,
  promotionId: 3,
  status: 'active',
  granted: '10.00',
  balance: '10.00',
  required: '50.00',
  wagered: '20.00',
  maxBet: '5.00',
  expiresAt: '2099-01-01T00:00:00Z',
  contributions: {},
  otherContribution: 100,
};

describe('member menu', () => {
  beforeEach(() => vi.clearAllMocks());

  it("shows the active bonus's progress with the promo centre, loading it only when the menu opens", async () => {
    const api = stubApi({
      'common/status-list': ok([]),
      'member/wallet-balance': ok({ balance: '110.00', minor: 11000, currency: 'MYR' }),
      'promotion/bonus': ok({ currency: 'MYR', cash: '100.00', bonus: '10.00', active }),
    });
    renderInApp(<MemberActions />, { member });
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Member menu' }));
    const link = await screen.findByRole('menuitem', { name: /Promo Center/ });
    expect(link).toHaveAttribute('href', '/en-my/promo-center');
    const bar = await within(link).findByRole('progressbar', { name: 'Wagering progress' });
    expect(bar).toHaveAttribute('aria-valuenow', '40');
    expect(api.mock.calls.filter(([url]) => String(url).endsWith('/api/promotion/bonus'))).toHaveLength(1);
  });

  it('shows no glance without a bonus', async () => {
    const api = stubApi({
      'common/status-list': ok([]),
      'member/wallet-balance': ok({ balance: '100.00', minor: 10000, currency: 'MYR' }),
      'promotion/bonus': ok({ currency: 'MYR', cash: '100.00', bonus: '0.00', active: null }),
    });
    renderInApp(<MemberActions />, { member });
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Member menu' }));
    expect(await screen.findByRole('menuitem', { name: 'Promo Center' })).toBeInTheDocument();
    await waitFor(() => expect(api.mock.calls.some(([url]) => String(url).endsWith('/api/promotion/bonus'))).toBe(true));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  it('asks for the deposit history’s first page when the menu opens, ahead of a tap on Transactions', async () => {
    const api = stubApi({
      'common/status-list': ok([]),
      'member/wallet-balance': ok({ balance: '100.00', minor: 10000, currency: 'MYR' }),
      'transaction/list': ok({ currency: 'MYR', rows: [], total: 0 }),
    });
    const histories = () => api.mock.calls.filter(([url]) => String(url).endsWith('/api/transaction/list'));
    renderInApp(<MemberActions />, { member });
    const menu = await screen.findByRole('button', { name: 'Member menu' });
    expect(histories()).toHaveLength(0);
    await userEvent.setup().click(menu);
    await waitFor(() => expect(histories()).toHaveLength(1));
    expect(JSON.parse(String(histories()[0]![1]?.body))).toMatchObject({ type: 'deposit', page: 1 });
  });
});
