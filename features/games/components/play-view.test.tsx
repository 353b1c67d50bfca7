import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
// First: render-app mocks next/navigation before any component imports it.
import { renderInApp, router, stubApi, TEST_MEMBER } from '@/tests/render-app';
import { HeaderBalance } from '@/features/wallet';
import { PlayBalances } from './play-balances';
import { PlayView } from './play-view';

const GAME_ORIGIN = 'http://games.test';
const target = { gameId: 'g1', providerId: 'cra', name: 'Coral Reef' };
const answer = (output: unknown) => ({ body: { status: true, msg: 'success', output } });
const refusal = (msg: string) => ({ body: { status: false, msg } });

/** The platform as the play page meets it: main and the game wallet move with each transfer and the recall. */
function platform(start: { main: number; game: number }) {
  const money = { ...start };
  const balance = () =>
    answer({
      balance: (money.main / 100).toFixed(2),
      minor: money.main,
      currency: 'MYR',
      inGame: money.game > 0 ? [{ providerId: 'cra', balance: (money.game / 100).toFixed(2), minor: money.game }] : [],
    });
  const api = stubApi({
    'common/status-list': () => answer([]),
    'member/wallet-balance': balance,
    'game/play': () => answer({ url: `${GAME_ORIGIN}/play?token=t`, isTransferType: true, reGetGameUrl: money.game === 0 }),
    'game/play-transfer': (body) => {
      const { amount } = body as { amount?: string };
      const minor = amount === undefined ? money.main : Math.round(Number(amount) * 100);
      if (minor > money.main) return refusal('insufficient_balance');
      money.main -= minor;
      money.game += minor;
      return balance();
    },
    'member/restore-balance': () => {
      money.main += money.game;
      money.game = 0;
      return balance();
    },
  });
  const calls = (endpoint: string) =>
    api.mock.calls
      .filter(([url]) => String(url).endsWith(`/api/${endpoint}`))
      .map(([, init]) => JSON.parse(String(init?.body ?? '{}')) as unknown);
  return { api, money, calls };
}

/** The play bar and page; "Leave" takes the page away as a navigation would (the app around it stays). */
function Play() {
  const [playing, setPlaying] = useState(true);
  return (
    <>
      <PlayBalances />
      <button type="button" onClick={() => setPlaying(false)}>
        Leave
      </button>
      {playing ? <PlayView target={target} gameOrigins={[GAME_ORIGIN]} /> : null}
    </>
  );
}

function renderPlay() {
  return renderInApp(<Play />, { member: TEST_MEMBER });
}

describe('a transfer-type game on the play page', () => {
  beforeEach(() => vi.clearAllMocks());

  it('asks how much to move, moves that amount, then shows the game and its wallet in the play bar', async () => {
    const { calls } = platform({ main: 10_000, game: 0 });
    renderPlay();
    const dialog = await screen.findByRole('dialog', { name: 'Money for Coral Reef' });
    await waitFor(() => expect(within(dialog).getByTestId('transfer-main')).toHaveTextContent('MYR 100.00'));
    expect(within(dialog).getByTestId('transfer-game-wallet')).toHaveTextContent('MYR 0.00');
    expect(calls('game/play-transfer')).toHaveLength(0); // nothing moves before the member says so

    const user = userEvent.setup();
    await user.type(within(dialog).getByLabelText('Amount to move'), '30');
    await user.click(within(dialog).getByRole('button', { name: 'Move and play' }));
    expect(await screen.findByTitle('Coral Reef')).toHaveAttribute('src', `${GAME_ORIGIN}/play?token=t`);
    expect(calls('game/play-transfer')).toEqual([{ gameId: 'g1', providerId: 'cra', amount: '30' }]);
    expect(calls('game/play')).toHaveLength(2); // again, for a URL that sees the moved money
    await waitFor(() => expect(screen.getByTestId('game-wallet-balance')).toHaveTextContent('30.00'));
    expect(screen.getByTestId('balance')).toHaveTextContent('70.00');
    expect(screen.queryByTestId('in-game')).toBeNull(); // the play bar shows the game's wallet itself
  });

  it('moves everything with All', async () => {
    const { calls } = platform({ main: 5_000, game: 0 });
    renderPlay();
    const dialog = await screen.findByRole('dialog', { name: 'Money for Coral Reef' });
    await waitFor(() => expect(within(dialog).getByTestId('transfer-main')).toHaveTextContent('MYR 50.00'));
    await userEvent.setup().click(within(dialog).getByRole('button', { name: 'Move everything in the main wallet' }));
    await screen.findByTitle('Coral Reef');
    expect(calls('game/play-transfer')).toEqual([{ gameId: 'g1', providerId: 'cra' }]);
    await waitFor(() => expect(screen.getByTestId('game-wallet-balance')).toHaveTextContent('50.00'));
  });

  it('refuses more than main holds before asking, and says why when the platform refuses, with the money unchanged', async () => {
    const { calls, money } = platform({ main: 2_000, game: 0 });
    renderPlay();
    const dialog = await screen.findByRole('dialog', { name: 'Money for Coral Reef' });
    await waitFor(() => expect(within(dialog).getByTestId('transfer-main')).toHaveTextContent('MYR 20.00'));
    const user = userEvent.setup();
    const amount = within(dialog).getByLabelText('Amount to move');
    await user.type(amount, '20.01');
    await user.click(within(dialog).getByRole('button', { name: 'Move and play' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Enter an amount above zero, no more than your main wallet holds.');
    expect(calls('game/play-transfer')).toHaveLength(0);

    money.main = 500; // spent elsewhere meanwhile: the platform refuses
    await user.clear(amount);
    await user.type(amount, '10');
    await user.click(within(dialog).getByRole('button', { name: 'Move and play' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(/could not be moved: .+ Your balance is unchanged\./);
    expect(screen.queryByTitle('Coral Reef')).toBeNull();
  });

  it('offers to play with what the game wallet already holds, moving nothing', async () => {
    const { calls } = platform({ main: 1_000, game: 2_500 });
    renderPlay();
    const dialog = await screen.findByRole('dialog', { name: 'Money for Coral Reef' });
    await userEvent.setup().click(await within(dialog).findByRole('button', { name: 'Play with MYR 25.00 already there' }));
    await screen.findByTitle('Coral Reef');
    expect(calls('game/play-transfer')).toHaveLength(0);
  });

  it('says so when main is empty, with a way to deposit, and Back leaves the game', async () => {
    platform({ main: 0, game: 0 });
    renderPlay();
    const dialog = await screen.findByRole('dialog', { name: 'Money for Coral Reef' });
    expect(await within(dialog).findByText('Your main wallet is empty. Deposit to play this game.')).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'Deposit' })).toHaveAttribute('href', '/en-my?action=deposit');
    await userEvent.setup().click(within(dialog).getByRole('button', { name: 'Back' }));
    expect(router.push).toHaveBeenCalledWith('/en-my');
  });

  it('recalls the game wallet when the member leaves, and says how much came back', async () => {
    const { calls, money } = platform({ main: 10_000, game: 0 });
    renderPlay();
    const dialog = await screen.findByRole('dialog', { name: 'Money for Coral Reef' });
    await waitFor(() => expect(within(dialog).getByTestId('transfer-main')).toHaveTextContent('MYR 100.00'));
    const user = userEvent.setup();
    await user.click(within(dialog).getByRole('button', { name: 'Move everything in the main wallet' }));
    await waitFor(() => expect(screen.getByTestId('game-wallet-balance')).toHaveTextContent('100.00'));
    await user.click(screen.getByRole('button', { name: 'Leave' }));
    await waitFor(() => expect(calls('member/restore-balance')).toHaveLength(1));
    expect(money).toEqual({ main: 10_000, game: 0 });
    expect(await screen.findByText('MYR 100.00 came back to your main wallet from Coral Reef.')).toBeInTheDocument();
  });
});

describe('the header balance', () => {
  it('shows what sits in a game wallet as "in game" rather than a smaller balance', async () => {
    platform({ main: 2_000, game: 1_250 });
    renderInApp(<HeaderBalance />, { member: TEST_MEMBER });
    expect(await screen.findByTestId('in-game')).toHaveTextContent('In game: 12.50');
    expect(screen.getByTestId('balance')).toHaveTextContent('20.00');
  });

  it('shows nothing more when no game holds money', async () => {
    platform({ main: 2_000, game: 0 });
    renderInApp(<HeaderBalance />, { member: TEST_MEMBER });
    await waitFor(() => expect(screen.getByTestId('balance')).toHaveTextContent('20.00'));
    expect(screen.queryByTestId('in-game')).toBeNull();
  });
});
