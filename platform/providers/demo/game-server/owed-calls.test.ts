import { randomUUID } from 'node:crypto';
import { appendFileSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { getBalance } from '../../../modules/ledger';
import { findRound } from '../../../modules/wagers';
import { fixture, insertCatalogFixture } from '../../../modules/games/testing/catalog-fixture';
import { manualClock, operatorCall, registerMember, testPlatform, type TestPlatform } from '../../../test-support';
import { SIGNATURE_HEADER, signBody } from '../protocol/signature';
import { OwedCalls } from './owed-calls';
import { playRound } from './round';
import { registerRoundStatus, ROUND_STATUS_PATH } from './round-status';
import type { GameSession } from './sessions';
import { OwedSettler } from './settle-owed';
import { injectTransport, WalletClient } from './wallet-client';
import Fastify from 'fastify';

/**
 * The provider's owed calls against the real wallet: what it still owes survives the process (a
 * fresh store on the same file is the provider after kill -9), a bet whose answer never came is
 * rolled back, wins and rollbacks are sent until the wallet answers, and what the player was told
 * ("bet cancelled", "being credited") is what the ledger ends with.
 */
const clock = manualClock(new Date('2026-12-01T10:00:00Z'));
let platform: TestPlatform;
let dir: string;
beforeAll(async () => {
  platform = await testPlatform({ clock: clock.now });
  await insertCatalogFixture(platform.db);
  dir = mkdtempSync(path.join(tmpdir(), 'owed-calls-'));
});
afterAll(async () => {
  rmSync(dir, { recursive: true, force: true });
  await platform.close();
});

const now = () => clock.now().getTime();
const file = () => path.join(dir, `${randomUUID()}.jsonl`);

type Failure = false | 'before' | 'after';
/** The provider's line to the wallet; `fails[action]` makes that call time out before it reaches the wallet or after it landed. */
function walletLine() {
  const fails: Record<string, Failure> = {};
  const calls: string[] = [];
  const reach = injectTransport(platform.app);
  const wallet = new WalletClient(platform.env.provider.secret);
  wallet.use(async (p, body, headers) => {
    const action = p.split('/').pop()!;
    calls.push(action);
    if (fails[action] === 'before') throw new Error('timeout');
    const answer = await reach(p, body, headers);
    if (fails[action] === 'after') throw new Error('timeout');
    return answer;
  });
  return { wallet, fails, calls };
}

async function member() {
  const { profile, username } = await registerMember(platform);
  await operatorCall(platform, 'operator/adjust', { username, amount: '100.00', note: '', idempotencyKey: `fund-${randomUUID()}` });
  const session: GameSession = {
    id: 's',
    memberId: profile.id,
    gameId: fixture.seamless.slot,
    providerId: fixture.seamless.providerId,
    currency: 'MYR',
    decimals: 2,
    gameName: 'Slot',
    kind: 'hilo',
    lastUsedAt: 0,
  };
  return { session, balance: () => getBalance(platform.db, profile) };
}

/** A provider process: its store on `at` and its settler (a new one on the same file is the provider restarted). */
function provider(at: string, wallet: WalletClient) {
  const owed = new OwedCalls(at);
  return { owed, settler: new OwedSettler({ wallet, owed, now }) };
}

const win = () => 50; // hi-lo roll 51: "hi" wins 1.90× the stake

describe('the provider’s owed calls', () => {
  it('keeps its journal across a restart and ignores a line the crash cut short', () => {
    const at = file();
    const first = new OwedCalls(at);
    const bet = { memberId: 1, providerId: 'p', currency: 'MYR', gameId: 'g', txId: 't1', roundId: 'r1', amount: '100' };
    first.put({ roundId: 'r1', state: 'betting', bet });
    first.put({ roundId: 'r2', state: 'betting', bet: { ...bet, roundId: 'r2' } });
    first.done('r2');
    appendFileSync(at, '{"op":"done","roundI');
    expect(new OwedCalls(at).all()).toEqual([{ roundId: 'r1', state: 'betting', bet }]);
    // Compacted at start-up: one line per owed round.
    expect(readFileSync(at, 'utf8').trim().split('\n')).toHaveLength(1);
  });

  it('rolls back, after a restart, a bet that landed while its answer was lost', async () => {
    const m = await member();
    const line = walletLine();
    const at = file();
    // The wallet takes the stake but the provider never hears it, and its rollback does not get through before it dies.
    line.fails.bet = 'after';
    line.fails.rollback = 'before';
    const answer = await playRound({ ...provider(at, line.wallet), wallet: line.wallet, random: win }, m.session, {
      bet: 1000n,
      choice: 'hi',
    });
    expect(answer).toMatchObject({ status: false, msg: 'wallet_unavailable' });
    expect(await m.balance()).toBe(9_000n);

    line.fails.rollback = false;
    const after = provider(at, line.wallet);
    const [owed] = after.owed.all();
    expect(owed).toMatchObject({ state: 'rolling_back', attempts: 1 });
    expect(await after.settler.retryDue()).toBe(0); // its pause (2 s after one failed try) is not over yet
    clock.advance(2_000);
    expect(await after.settler.retryDue()).toBe(1);
    expect(await m.balance()).toBe(10_000n); // "your bet was cancelled": so it was
    expect(await findRound(platform.db, m.session.providerId, owed!.roundId)).toMatchObject({ status: 'rolled_back' });
    expect(new OwedCalls(at).all()).toEqual([]);
  });

  it('rolls back a bet the provider had sent when it was killed', async () => {
    const m = await member();
    const line = walletLine();
    const at = file();
    const before = provider(at, line.wallet);
    const bet = {
      memberId: m.session.memberId,
      providerId: m.session.providerId,
      currency: 'MYR',
      gameId: m.session.gameId,
      roundId: randomUUID(),
      txId: randomUUID(),
      amount: '500',
    };
    before.owed.put({ roundId: bet.roundId, state: 'betting', bet });
    expect((await line.wallet.call('bet', bet)).status).toBe(true); // landed; then kill -9

    const after = provider(at, line.wallet); // start-up turns the bet in flight into an owed rollback
    clock.advance(1_000);
    expect(await after.settler.retryDue()).toBe(1);
    expect(await m.balance()).toBe(10_000n);
    expect(await findRound(platform.db, bet.providerId, bet.roundId)).toMatchObject({ status: 'rolled_back' });
  });

  it('tells the player a win is being credited only while it is owed, and sends it until the wallet answers', async () => {
    const m = await member();
    const line = walletLine();
    const at = file();
    line.fails.win = 'before'; // the platform is too slow for every try of this win
    const answer = await playRound({ ...provider(at, line.wallet), wallet: line.wallet, random: win }, m.session, {
      bet: 1000n,
      choice: 'hi',
    });
    expect(answer).toEqual({ status: false, msg: 'win_pending', currency: 'MYR' });
    expect(line.calls).toEqual(['bet', 'win', 'win', 'win']);
    expect(await m.balance()).toBe(9_000n);

    // Killed now; the restarted provider owes the win and sends it once its pause is over.
    line.fails.win = false;
    const after = provider(at, line.wallet);
    const [owed] = after.owed.all();
    expect(owed).toMatchObject({ state: 'settling', win: { amount: '1900' } });
    clock.advance(60_000);
    expect(await after.settler.retryDue()).toBe(1);
    expect(await m.balance()).toBe(10_900n);
    expect(await findRound(platform.db, m.session.providerId, owed!.roundId)).toMatchObject({ status: 'settled', win: 1900n });
    // The same win again (a retry whose answer was lost) is answered as a repeat: paid once.
    if (owed?.state === 'settling') expect(await line.wallet.call('win', owed.win)).toMatchObject({ status: true, balance: '10900' });
    expect(await m.balance()).toBe(10_900n);
    expect(after.owed.all()).toEqual([]);
  });

  it('answers the platform’s question about a round: the owed call, or nothing owed; signed both ways', async () => {
    const owed = new OwedCalls(null);
    const { wallet } = walletLine();
    const settler = new OwedSettler({ wallet, owed, now });
    const app = Fastify();
    registerRoundStatus(app, { secret: 'provider-secret', owed, settler });
    const bet = { memberId: 1, providerId: 'p', currency: 'MYR', gameId: 'g', txId: 't', roundId: 'r', amount: '100' };
    owed.put({ roundId: 'r', state: 'settling', bet, win: { ...bet, txId: 'w', amount: '0' }, attempts: 2, lastTry: 0 });
    const ask = async (roundId: string, secret = 'provider-secret') => {
      const body = JSON.stringify({ roundId });
      const res = await app.inject({
        method: 'POST',
        url: ROUND_STATUS_PATH,
        headers: { 'content-type': 'application/json', [SIGNATURE_HEADER]: signBody(secret, body) },
        payload: body,
      });
      return {
        statusCode: res.statusCode,
        body: res.json<unknown>(),
        signed: res.headers[SIGNATURE_HEADER] === signBody('provider-secret', res.body),
      };
    };
    expect(await ask('r')).toEqual({
      statusCode: 200,
      body: { state: 'owed', action: 'win', request: { ...bet, txId: 'w', amount: '0' } },
      signed: true,
    });
    expect(await ask('other')).toEqual({ statusCode: 200, body: { state: 'none' }, signed: true });
    expect((await ask('r', 'wrong')).statusCode).toBe(401);
    await app.close();
  });
});
