import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderInApp, stubApi, TEST_MEMBER as member, okAnswer as ok } from '@/tests/render-app';
import { CATEGORIES, CMS, PROMOTIONS, bonusStatus, makeBonus } from '../test-fixtures';
import { PromotionsView } from './promotions-view';

const base = {
  'common/status-list': ok([]),
  'promotion/info': ok({ currency: 'MYR', promotions: PROMOTIONS }),
  'promotion/cms': ok(CMS),
  'common/get-category-setting': ok(CATEGORIES),
};

function view(lang = 'en-my') {
  return <PromotionsView lang={lang} currency="MYR" section="promotions" storageBase="/storage" initialTab="all" />;
}

describe('promotions list', () => {
  beforeEach(() => {
    vi.clearAllMocks();
    window.history.replaceState(null, '', '/en-my/promotions');
  });

  it('shows every promotion with its terms beside the headline, linked only when it has a page', async () => {
    stubApi(base);
    renderInApp(view());
    const welcome = await screen.findByRole('article', { name: 'Welcome bonus' });
    expect(within(welcome).getByRole('link', { name: 'Welcome bonus' })).toHaveAttribute('href', '/en-my/promotions/1');
    expect(within(welcome).getByText('MYR 10.00 bonus')).toBeInTheDocument();
    expect(within(welcome).getByText('Wager 5× the bonus before it turns into cash.')).toBeInTheDocument();
    expect(
      await within(welcome).findByText('Counts towards wagering: Slots 100% and Live Casino 10%; other games 0%.'),
    ).toBeInTheDocument();
    expect(within(welcome).getByText('Maximum bet MYR 5.00 while the bonus is active.')).toBeInTheDocument();
    expect(within(welcome).getByText('7 days to complete the wagering; after that the bonus lapses.')).toBeInTheDocument();
    expect(within(welcome).getByText(/A withdrawal before the wagering is complete forfeits the bonus money left/)).toBeInTheDocument();

    const reload = screen.getByRole('article', { name: 'Reload 50%' });
    expect(within(reload).queryByRole('link')).toBeNull();
    expect(within(reload).getByText('50% deposit match up to MYR 200.00')).toBeInTheDocument();
    expect(within(reload).getByText('Minimum deposit MYR 50.00.')).toBeInTheDocument();

    const cashback = screen.getByRole('article', { name: 'Weekend cashback' });
    expect(within(cashback).getByText('You have already claimed this promotion.')).toBeInTheDocument();
    expect(within(cashback).queryByRole('button', { name: /Apply/ })).toBeNull();
    expect(within(cashback).getByRole('link', { name: 'Weekend cashback' })).toHaveAttribute('href', '/en-my/promotions/3');
  });

  it('shows only the promotions with an entry in the page language', async () => {
    stubApi(base);
    renderInApp(view('th-th'));
    expect(await screen.findByRole('article', { name: 'โบนัสต้อนรับ' })).toBeInTheDocument();
    expect(screen.getByRole('article', { name: 'แคชแบ็กสุดสัปดาห์' })).toBeInTheDocument();
    expect(screen.queryByRole('article', { name: 'Reload 50%' })).toBeNull();
    expect(screen.getAllByRole('article')).toHaveLength(2);
  });

  it('groups by CMS category in tabs kept in ?tab=', async () => {
    stubApi(base);
    renderInApp(view());
    const user = userEvent.setup();
    await screen.findByRole('article', { name: 'Welcome bonus' });
    const tabs = await screen.findAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual(['All', 'Welcome', 'Reload']);
    await user.click(screen.getByRole('tab', { name: 'Reload' }));
    expect(screen.getByRole('tab', { name: 'Reload' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getAllByRole('article').map((a) => a.getAttribute('data-promotion'))).toEqual(['2', '3']);
    expect(window.location.search).toBe('?tab=2');
    await user.click(screen.getByRole('tab', { name: 'All' }));
    expect(screen.getAllByRole('article')).toHaveLength(3);
    expect(window.location.search).toBe('');
  });

  it('asks a visitor to log in on apply, and sends nothing', async () => {
    const api = stubApi(base);
    renderInApp(view());
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Apply now: Welcome bonus' }));
    expect(window.location.search).toBe('?action=login');
    expect(api.mock.calls.some(([url]) => String(url).endsWith('/api/promotion/apply'))).toBe(false);
  });

  it("applies for a member: every button waits while the claim is in flight, then the server's msg is toasted", async () => {
    let release = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    const api = stubApi(base);
    const answerOthers = api.getMockImplementation()!;
    api.mockImplementation(async (input, init) => {
      if (!String(input).endsWith('/api/promotion/apply')) return answerOthers(input, init);
      await gate;
      return new Response(JSON.stringify({ status: true, msg: 'success', output: bonusStatus(makeBonus()) }), { status: 200 });
    });
    renderInApp(view(), { member });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Apply now: Welcome bonus' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Apply now: Reload 50%' })).toBeDisabled());
    expect(screen.getByRole('button', { name: 'Apply now: Welcome bonus' })).toBeDisabled();
    release();
    expect(await screen.findByText('Promotion applied: your bonus is active.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Apply now: Reload 50%' })).toBeEnabled());
    const sent = api.mock.calls.find(([url]) => String(url).endsWith('/api/promotion/apply'))?.[1] as RequestInit;
    expect(JSON.parse(String(sent.body))).toMatchObject({ promotionId: 1, fromSource: 'promotions' });
    expect(JSON.parse(String(sent.body)).idempotencyKey).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("toasts the server's refusal in the member's language", async () => {
    stubApi({ ...base, 'promotion/apply': () => ({ body: { status: false, msg: 'bonus_already_active' } }) });
    renderInApp(view(), { member });
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Apply now: Reload 50%' }));
    expect(await screen.findByText('You already have an active bonus. Complete or leave it first.')).toBeInTheDocument();
  });

  it('has loading, error (with retry) and empty states', async () => {
    let fail = true;
    stubApi({
      ...base,
      'promotion/info': () =>
        fail
          ? { status: 500, body: { status: false, msg: 'x' } }
          : { body: { status: true, msg: 'success', output: { currency: 'MYR', promotions: [] } } },
    });
    renderInApp(view());
    expect(screen.getByLabelText('Loading promotions…')).toHaveAttribute('aria-busy', 'true');
    expect(await screen.findByText('The promotions could not be loaded.')).toBeInTheDocument();
    fail = false;
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('No promotions right now')).toBeInTheDocument();
  });
});
