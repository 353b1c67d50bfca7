import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderInApp, router, stubApi, okAnswer as ok, TEST_MEMBER } from '@/tests/render-app';
import { makeGame, makeProvider } from '../test-games';
import { GameRail } from './game-rail';

const member = TEST_MEMBER;
const games = [
  makeGame({ gameId: 'zeus', name: 'Zeus Rising', type: 'slots' }),
  makeGame({ gameId: 'ocean', name: 'Ocean King', type: 'fishing' }),
];
const active = {
  bonusId: 3,
  promotionId: 1,
  status: 'active',
  granted: '10.00',
  balance: '10.00',
  required: '50.00',
  wagered: '0.00',
  maxBet: null,
  expiresAt: null,
  contributions: { slots: 100 },
  otherContribution: 0,
};
const answers = (bonus: object | null) => ({
  'common/status-list': ok([]),
  'game/maintenance': ok({ games: [], providers: [] }),
  'game/favourites': ok([]),
  'promotion/bonus': ok({ currency: 'MYR', cash: '5.00', bonus: bonus ? '10.00' : '0.00', active: bonus }),
});
const rail = (
  <GameRail
    label="Popular now"
    games={games}
    providers={[makeProvider({ providerId: 'pg' })]}
    currency="MYR"
    lang="en-my"
    storageBase="/storage"
  />
);

describe('game tiles while a bonus is active', () => {
  beforeEach(() => vi.clearAllMocks());

  it('show what each game counts towards the wagering, and a 0% game asks before it launches', async () => {
    stubApi(answers(active));
    renderInApp(rail, { member });
    const list = screen.getByRole('list', { name: 'Popular now' });
    const zeus = (await within(list).findAllByRole('link', { name: 'Zeus Rising (Bonus 100%)' }))[0]!;
    const ocean = within(list).getAllByRole('link', { name: 'Ocean King (Bonus 0%)' })[0]!;
    expect(within(zeus).getByText('Bonus 100%')).toBeInTheDocument();

    const user = userEvent.setup();
    await user.click(ocean);
    const dialog = await screen.findByRole('dialog', { name: 'This game does not count' });
    expect(within(dialog).getByText(/Ocean King counts 0% towards your bonus wagering/)).toBeInTheDocument();
    expect(router.push).not.toHaveBeenCalled();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(router.push).not.toHaveBeenCalled();

    await user.click(ocean);
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Play anyway' }));
    expect(router.push).toHaveBeenCalledWith(expect.stringMatching(/^\/en-my\/game\/.*ocean/));

    vi.mocked(router.push).mockClear();
    await user.click(zeus);
    expect(router.push).toHaveBeenCalledTimes(1);
  });

  it('show nothing without an active bonus', async () => {
    const api = stubApi(answers(null));
    renderInApp(rail, { member });
    await waitFor(() => expect(api.mock.calls.some(([url]) => String(url).endsWith('/api/promotion/bonus'))).toBe(true));
    expect(screen.getAllByRole('link', { name: 'Ocean King' })[0]!).toBeInTheDocument();
    expect(screen.queryByText(/Bonus \d+%/)).toBeNull();
  });

  it('load no promotion code for a visitor', async () => {
    const api = stubApi(answers(active));
    renderInApp(rail);
    expect(screen.getAllByRole('link', { name: 'Ocean King' })[0]!).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(api.mock.calls.some(([url]) => String(url).endsWith('/api/promotion/bonus'))).toBe(false);
  });
});

describe('the rail arrows', () => {
  it('hide the one with nowhere to go: no previous at the start, no next at the end', async () => {
    stubApi(answers(null));
    renderInApp(rail, { member });
    const list = screen.getByRole('list', { name: 'Popular now' });
    expect(screen.queryByRole('button', { name: 'Scroll Popular now back' })).toBeNull();
    expect(screen.getAllByRole('button', { name: 'Scroll Popular now forward' }).length).toBeGreaterThan(0);

    const at = (scrollLeft: number) => {
      Object.defineProperties(list, {
        scrollLeft: { configurable: true, value: scrollLeft },
        clientWidth: { configurable: true, value: 600 },
        scrollWidth: { configurable: true, value: 1200 },
      });
      list.dispatchEvent(new Event('scroll'));
    };
    at(300);
    await waitFor(() => expect(screen.getAllByRole('button', { name: 'Scroll Popular now back' }).length).toBeGreaterThan(0));
    at(600);
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Scroll Popular now forward' })).toBeNull());
  });
});
