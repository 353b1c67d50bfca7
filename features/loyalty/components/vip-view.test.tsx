import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderInApp, stubApi, TEST_MEMBER as member, okAnswer as ok } from '@/tests/render-app';
import type { VipTier } from '@/lib/contracts/loyalty';
import { VipView } from './vip-view';

const tier = (level: number, name: string, threshold: string, patch: Partial<VipTier> = {}): VipTier => ({
  level,
  name,
  description: '',
  image: '',
  threshold,
  rebateRate: '0.50',
  withdrawalsPerDay: 5,
  withdrawalMaxPerDay: '5000.00',
  rewardKind: 'cash',
  reward: '0.00',
  rewardWagering: 0,
  ...patch,
});
const tiers = ok({
  currency: 'MYR',
  periodDays: null,
  tiers: [
    tier(0, 'Bronze', '0.00'),
    tier(1, 'Silver', '50.00', { reward: '5.00' }),
    tier(2, 'Gold', '1000.00', { rewardKind: 'bonus', reward: '28.00', rewardWagering: 5 }),
  ],
});
const base = {
  'common/status-list': ok([]),
  'vip/tiers': tiers,
  'member/wallet-balance': ok({ balance: '1.00', minor: 100, currency: 'MYR' }),
};

describe('VIP page', () => {
  beforeEach(() => vi.clearAllMocks());

  it('shows a visitor every tier’s benefits and a call to log in', async () => {
    stubApi(base);
    renderInApp(<VipView />);
    expect(await screen.findByText('Log in to see your tier and how close you are to the next one.')).toBeInTheDocument();
    const rows = screen.getAllByRole('row');
    expect(rows).toHaveLength(4);
    expect(within(rows[2]!).getByText('MYR 5.00')).toBeInTheDocument();
    expect(within(rows[3]!).getByText('MYR 28.00 bonus (5× wagering)')).toBeInTheDocument();
  });

  it('shows the member’s tier, the progress to the next and marks their row', async () => {
    stubApi({
      ...base,
      'vip/status': ok({
        currency: 'MYR',
        level: 1,
        name: 'Silver',
        image: '',
        turnover: '550.00',
        periodDays: null,
        next: { level: 2, name: 'Gold', threshold: '1000.00', remaining: '450.00', percent: 52 },
        rewardsPaid: [{ level: 1, amount: '5.00', kind: 'cash' }],
      }),
    });
    renderInApp(<VipView />, { member });
    const current = await screen.findByTestId('vip-current');
    expect(within(current).getByText('Silver')).toBeInTheDocument();
    expect(within(current).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '52');
    expect(within(current).getByText('MYR 450.00 more turnover to reach Gold.')).toBeInTheDocument();
    expect(await screen.findByText('Level-up reward of MYR 5.00 paid to your wallet.')).toBeInTheDocument();
    expect(screen.getAllByRole('row').find((r) => r.getAttribute('aria-current') === 'true')).toHaveTextContent('Silver');
  });

  it('asks for the member’s tier at once, not after the tier table has come', async () => {
    const fetchMock = stubApi({ ...base, 'vip/tiers': () => ({ body: { status: false, msg: '' } }), 'vip/status': () => ({ body: {} }) });
    let answerTiers: () => void = () => {};
    const heldTiers = new Promise<void>((resolve) => (answerTiers = resolve));
    const answer = fetchMock.getMockImplementation()!;
    fetchMock.mockImplementation(async (input, init) => {
      if (String(input).endsWith('/api/vip/tiers')) await heldTiers;
      return answer(input, init);
    });
    renderInApp(<VipView />, { member });
    await vi.waitFor(() =>
      expect(fetchMock.mock.calls.map(([url]) => String(url))).toContainEqual(expect.stringMatching(/\/api\/vip\/status$/)),
    );
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    answerTiers();
  });
});
