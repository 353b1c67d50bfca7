import type { WalletAction, WalletAnswer } from '../protocol/wallet-messages';
import { OwedCalls } from './owed-calls';
import { playRound } from './round';
import { OwedSettler } from './settle-owed';
import type { GameSession } from './sessions';
import { WalletClient } from './wallet-client';

const session: GameSession = {
  id: 's',
  memberId: 7,
  gameId: 'g',
  providerId: 'p',
  currency: 'MYR',
  decimals: 2,
  gameName: 'Game',
  kind: 'hilo',
  lastUsedAt: 0,
};

/** A wallet whose answers the test scripts; records what was sent. */
function fakeWallet(answer: (action: WalletAction, body: Record<string, unknown>) => WalletAnswer | Error) {
  const calls: Array<{ action: string; body: Record<string, unknown> }> = [];
  const wallet = new WalletClient('secret');
  wallet.use(async (path, raw) => {
    const action = path.split('/').pop() as WalletAction;
    const body = JSON.parse(raw) as Record<string, unknown>;
    calls.push({ action, body });
    const result = answer(action, body);
    if (result instanceof Error) throw result;
    return { statusCode: 200, body: JSON.stringify(result) };
  });
  return { wallet, calls };
}

const win = () => 50; // roll 51: "hi" wins

/** The round's dependencies with an in-memory store of owed calls (owed-calls.test.ts has the file and the real wallet). */
function deps(wallet: WalletClient) {
  const owed = new OwedCalls(null);
  return { wallet, random: win, owed, settler: new OwedSettler({ wallet, owed, now: () => 0 }) };
}

describe('playRound', () => {
  it('debits the stake, then credits the win on the same round', async () => {
    const { wallet, calls } = fakeWallet((action) =>
      action === 'bet' ? { status: true, msg: 'success', balance: '9900' } : { status: true, msg: 'success', balance: '10090' },
    );
    const answer = await playRound(deps(wallet), session, { bet: 100n, choice: 'hi' });
    expect(answer).toMatchObject({ status: true, won: true, bet: '1.00', win: '1.90', balance: '100.90', minor: '10090' });
    expect(calls.map((c) => c.action)).toEqual(['bet', 'win']);
    expect(calls[1]!.body).toMatchObject({ roundId: calls[0]!.body.roundId, amount: '190' });
    expect(calls[1]!.body.txId).not.toBe(calls[0]!.body.txId);
  });

  it('passes on a refused bet without drawing or paying', async () => {
    const { wallet, calls } = fakeWallet(() => ({ status: false, msg: 'insufficient_balance', balance: '50' }));
    const answer = await playRound(deps(wallet), session, { bet: 100n, choice: 'hi' });
    expect(answer).toEqual({ status: false, msg: 'insufficient_balance', balance: '0.50', minor: '50', currency: 'MYR' });
    expect(calls).toHaveLength(1);
  });

  it('rolls back a bet whose fate is unknown', async () => {
    const { wallet, calls } = fakeWallet((action) =>
      action === 'bet' ? new Error('socket hang up') : { status: false, msg: 'bet_not_found' },
    );
    const answer = await playRound(deps(wallet), session, { bet: 100n, choice: 'hi' });
    expect(answer).toMatchObject({ status: false, msg: 'wallet_unavailable' });
    expect(calls.map((c) => c.action)).toEqual(['bet', 'rollback']);
    expect(calls[1]!.body).toMatchObject({ refTxId: calls[0]!.body.txId, amount: '100', roundId: calls[0]!.body.roundId });
  });

  it('retries a win with the same txId until the platform answers', async () => {
    let failures = 2;
    const { wallet, calls } = fakeWallet((action) => {
      if (action === 'bet') return { status: true, msg: 'success', balance: '9900' };
      return failures-- > 0 ? new Error('timeout') : { status: true, msg: 'success', balance: '10090' };
    });
    const answer = await playRound(deps(wallet), session, { bet: 100n, choice: 'hi' });
    expect(answer.status).toBe(true);
    const wins = calls.filter((c) => c.action === 'win');
    expect(wins).toHaveLength(3);
    expect(new Set(wins.map((w) => w.body.txId)).size).toBe(1);
  });
});
