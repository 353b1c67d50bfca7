import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderInApp, stubApi, TEST_MEMBER as member, okAnswer as ok } from '@/tests/render-app';
import { CATEGORIES, CMS, PROMOTIONS, bonusStatus, makeBonus } from '../test-fixtures';
import { BonusProgress } from './bonus-progress';
import { PromoCenterView } from './promo-center-view';

const base = {
  'common/status-list': ok([]),
  'promotion/info': ok({ currency: 'MYR', promotions: PROMOTIONS }),
  'promotion/cms': ok(CMS),
  'common/get-category-setting': ok(CATEGORIES),
  'member/wallet-balance': ok({ balance: '98.50', minor: 9850, currency: 'MYR' }),
};
const center = <PromoCenterView lang="en-my" currency="MYR" storageBase="/storage" initialTab="all" />;

function bodiesTo(api: { mock: { calls: unknown[][] } }, endpoint: string) {
  return api.mock.calls
    .filter(([url]) => String(url).endsWith(`/api/${endpoint}`))
    .map(([, init]) => JSON.parse(String((init as RequestInit).body)) as Record<string, unknown>);
}

describe('promo centre', () => {
  beforeEach(() => vi.clearAllMocks());

  it("shows the active bonus's progress, its promotion, and cash and bonus apart", async () => {
    stubApi({ ...base, 'promotion/bonus': ok(bonusStatus(makeBonus())) });
    renderInApp(center, { member });
    const bar = await screen.findByRole('progressbar', { name: 'Wagering progress' });
    expect(bar).toHaveAttribute('aria-valuenow', '25');
    expect(bar).toHaveAttribute('aria-valuetext', 'MYR 12.50 of MYR 50.00 wagered');
    const panel = screen.getByTestId('bonus-progress');
    expect(within(panel).getByText('Welcome bonus')).toBeInTheDocument();
    expect(within(panel).getByText('Bonus MYR 8.50')).toBeInTheDocument();
    expect(within(panel).getByText('Maximum bet while this bonus is active: MYR 5.00')).toBeInTheDocument();
    expect(screen.getByText('MYR 90.00')).toBeInTheDocument();
  });

  it('says so when there is no bonus', async () => {
    stubApi({ ...base, 'promotion/bonus': ok(bonusStatus(null, { bonus: '0.00' })) });
    renderInApp(center, { member });
    expect(await screen.findByText('No active bonus')).toBeInTheDocument();
  });

  it('leaves the bonus only after a confirmation naming the money lost', async () => {
    const api = stubApi({
      ...base,
      'promotion/bonus': ok(bonusStatus(makeBonus())),
      'promotion/leave': ok(bonusStatus(null, { bonus: '0.00' })),
    });
    renderInApp(center, { member });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Leave bonus' }));
    const dialog = await screen.findByRole('dialog', { name: 'Leave this bonus?' });
    expect(within(dialog).getByText('You will lose MYR 8.50 of bonus money. This cannot be undone.')).toBeInTheDocument();
    expect(bodiesTo(api, 'promotion/leave')).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Leave and lose it' }));
    expect(await screen.findByText('You have left the bonus.')).toBeInTheDocument();
    expect(await screen.findByText('No active bonus')).toBeInTheDocument();
    expect(bodiesTo(api, 'promotion/leave')).toEqual([{ bonusId: 9, idempotencyKey: expect.stringMatching(/^[0-9a-f-]{36}$/) }]);
  });

  it('claims a code: required, trimmed, and the answer toasted', async () => {
    const api = stubApi({
      ...base,
      'promotion/bonus': ok(bonusStatus(null, { bonus: '0.00' })),
      'promotion/apply': (body) =>
        (body as { promotionCode?: string }).promotionCode === 'WELCOME10'
          ? { body: { status: true, msg: 'success', output: bonusStatus(makeBonus()) } }
          : { body: { status: false, msg: 'promo_code_unknown' } },
    });
    renderInApp(center, { member });
    const user = userEvent.setup();
    const form = await screen.findByRole('form', { name: 'Have a promo code?' });
    await user.click(within(form).getByRole('button', { name: 'Apply code' }));
    expect(await within(form).findByText('This field is required.')).toBeInTheDocument();

    await user.type(within(form).getByLabelText('Promo code'), 'NOPE');
    await user.click(within(form).getByRole('button', { name: 'Apply code' }));
    expect(await screen.findByText('This promo code does not exist.')).toBeInTheDocument();

    await user.clear(within(form).getByLabelText('Promo code'));
    await user.type(within(form).getByLabelText('Promo code'), '  WELCOME10 ');
    await user.click(within(form).getByRole('button', { name: 'Apply code' }));
    expect(await screen.findByText('Promotion applied: your bonus is active.')).toBeInTheDocument();
    expect(await screen.findByRole('progressbar', { name: 'Wagering progress' })).toBeInTheDocument();
    await waitFor(() => expect(within(form).getByLabelText('Promo code')).toHaveValue(''));
    expect(bodiesTo(api, 'promotion/apply').map((b) => b.promotionCode)).toEqual(['NOPE', 'WELCOME10']);
  });
});

describe('bonus progress', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-28T03:00:00Z'));
  });
  afterEach(() => vi.useRealTimers());

  it("counts down to the expiry, shown in the member's time zone", async () => {
    stubApi({ 'common/status-list': ok([]) });
    renderInApp(<BonusProgress bonus={makeBonus({ expiresAt: '2026-12-01T06:00:00Z' })} currency="MYR" />, {
      member,
    });
    expect(await screen.findByTestId('bonus-expiry')).toHaveTextContent('Expires in 3 d 3 h 0 min (01 Dec 2026, 14:00)');
  });

  it('says a pending bonus waits for the deposit', async () => {
    stubApi({ 'common/status-list': ok([]) });
    renderInApp(<BonusProgress bonus={makeBonus({ status: 'pending', expiresAt: null })} currency="MYR" />, { member });
    expect(screen.getByText('Waiting for deposit')).toBeInTheDocument();
    expect(screen.getByText('The bonus is credited when your deposit is approved.')).toBeInTheDocument();
  });
});
