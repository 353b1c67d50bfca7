import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { okAnswer, stubApi } from '@/tests/render-app';
import { ConsoleProviders } from '../console-api';
import { LoyaltyView } from './loyalty-view';

const SETTINGS = {
  countries: [
    {
      code: 'MY',
      name: 'Malaysia',
      currency: 'MYR',
      languages: [
        { code: 'en', name: 'English' },
        { code: 'zh', name: '中文' },
      ],
      dialCode: '60',
      mobilenoLength: 10,
      inputDecimal: 2,
      enabled: true,
      sort: 0,
      members: 1,
    },
  ],
  currencies: [{ currency: 'MYR', minorUnits: 2, limits: { minDeposit: '0', maxDeposit: '0', minWithdrawal: '0', maxWithdrawal: '0' } }],
  knownCurrencies: ['MYR'],
  languages: [{ code: 'en', name: 'English' }],
  rebateRateBp: 50,
};
const LOYALTY = {
  currency: 'MYR',
  periodDays: null,
  commissionBp: 100,
  basis: 'turnover',
  minimum: '1.00',
  allTasksBonus: '3.00',
  tiers: [
    {
      level: 0,
      name: 'Bronze',
      description: '',
      image: '',
      threshold: '0.00',
      rebateRate: '0.50',
      withdrawalsPerDay: 3,
      withdrawalMaxPerDay: '5000.00',
      rewardKind: 'cash',
      reward: '0.00',
      rewardWagering: 0,
      languages: { en: { name: 'Bronze' }, zh: { name: '青铜' } },
    },
  ],
  tasks: [],
};

const renderLoyalty = (role: 'content' | 'readonly') =>
  render(
    <ConsoleProviders>
      <LoyaltyView role={role} />
    </ConsoleProviders>,
  );

describe('LoyaltyView', () => {
  it('saves a tier’s rebate as basis points with its names per language', async () => {
    const saved: unknown[] = [];
    stubApi({
      'operator/settings': okAnswer(SETTINGS),
      'operator/loyalty': okAnswer(LOYALTY),
      'operator/vip-tiers-save': (body) => (saved.push(body), okAnswer()()),
    });
    renderLoyalty('content');
    const tier = await screen.findByRole('group', { name: 'Tier 0' });
    const rebate = within(tier).getByRole('textbox', { name: 'Rebate %' });
    await userEvent.clear(rebate);
    await userEvent.type(rebate, '0.75');
    await userEvent.click(screen.getByRole('button', { name: 'Save tiers' }));
    await waitFor(() =>
      expect(saved[0]).toMatchObject({
        currency: 'MYR',
        periodDays: null,
        tiers: [{ level: 0, rebateBp: 75, withdrawalsPerDay: 3, languages: { en: { name: 'Bronze' }, zh: { name: '青铜' } } }],
      }),
    );
    expect(await screen.findByRole('status')).toHaveTextContent('Saved — live on the site within a second');
  });

  it('shows the daily tasks’ empty state and no save to a read-only operator, and no flags section', async () => {
    stubApi({ 'operator/settings': okAnswer(SETTINGS), 'operator/loyalty': okAnswer(LOYALTY) });
    renderLoyalty('readonly');
    await userEvent.click(await screen.findByRole('button', { name: 'Daily tasks' }));
    expect(await screen.findByText('No daily tasks for this currency.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save tasks' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Referral flags' })).not.toBeInTheDocument();
  });
});
