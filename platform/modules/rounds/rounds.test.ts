import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { generate } from 'otplib';
import { gameRounds, journalEntries } from '../../db/schema-ledger';
import { manualClock, operatorCall, testPlatform, type TestPlatform } from '../../test-support';
import { gameProviderRegistry, type GameProvider, type GameProviders } from '../games';
import { fixture, insertCatalogFixture } from '../games/testing/catalog-fixture';
import { createWagers, noWagerHooks, type BetCall, type Wagers } from '../wagers';
import { betOf, fundedMember, winOf } from '../wagers/testing/calls';
import { sweepOpenRounds } from '.';

/**
 * Rounds left open: the sweep asks the provider (the demo provider's real /rounds/status, through
 * its adapter) and applies what it still owes, idempotently with the provider's own resend; the
 * operator's list and void (money roles only, audited, one refund per round).
 */
const clock = manualClock();
const OPEN_FOR_MS = 5 * 60_000;
let platform: TestPlatform;
let wagers: Wagers;
let games: GameProviders;
const at = () => ({ integration: 'demo', now: clock.now() });
const sweep = () => sweepOpenRounds({ db: platform.db, games, wagers, clock: clock.now, openForMs: OPEN_FOR_MS });
const wire = (call: BetCall) => ({ ...call, amount: call.amount.toString() });

async function round(roundId: string) {
  const [row] = await platform.db.select().from(gameRounds).where(eq(gameRounds.roundId, roundId));
  return row;
}
async function entries(kind: string, key: string) {
  return platform.db
    .select()
    .from(journalEntries)
    .where(and(eq(journalEntries.kind, kind), sql`${journalEntries.idempotencyKey} like ${`%${key}%`}`));
}
async function balance(sid: string) {
  const answer = await platform.call<{ minor: number }>('member/wallet-balance', {}, { sid });
  return answer.body.output!.minor;
}

// One platform for the file (starting one is most of a case's time); each case leaves no round open.
beforeAll(async () => {
  platform = await testPlatform({ clock: clock.now });
  await insertCatalogFixture(platform.db);
  wagers = createWagers({ db: platform.db, hooks: noWagerHooks });
});
beforeEach(() => {
  games = gameProviderRegistry([platform.provider.adapter]);
});
afterEach(async () => {
  const open = await platform.db.select().from(gameRounds).where(eq(gameRounds.status, 'open'));
  for (const r of open)
    await operatorCall(platform, 'operator/round-void', { providerId: r.providerId, roundId: r.roundId, reason: 'tidy up' });
});
afterAll(() => platform.close());

describe('the sweep of open rounds', () => {
  it('pays the win the provider still owes, once: the provider’s own resend is then a repeat', async () => {
    const member = await fundedMember(platform);
    const bet = betOf(member, 1_000n);
    expect(await wagers.bet(bet, at())).toMatchObject({ ok: true });
    const win = winOf(bet, 2_500n);
    platform.provider.owed.put({
      roundId: bet.roundId,
      state: 'settling',
      bet: wire(bet),
      win: wire(win),
      attempts: 3,
      lastTry: clock.now().getTime(),
    });

    // Not yet past the limit: not asked.
    expect(await sweep()).toMatchObject({ asked: 0, won: 0 });
    clock.advance(OPEN_FOR_MS + 1_000);
    expect(await sweep()).toMatchObject({ asked: 1, won: 1 });
    expect(await round(bet.roundId)).toMatchObject({ status: 'settled', win: 2_500n });
    expect(await balance(member.sid)).toBe(11_500);

    // The provider's resend of the same call (its txId) moves nothing; a second sweep finds nothing open.
    clock.advance(120_000);
    // (Its own timer may have sent it already: either way the journal ends empty and nothing moved twice.)
    await platform.provider.retryOwed();
    expect(platform.provider.owed.all()).toEqual([]);
    expect(await balance(member.sid)).toBe(11_500);
    expect(await sweep()).toMatchObject({ asked: 0 });
    expect(await entries('win', win.txId)).toHaveLength(1);
  });

  it('rolls back the bet the provider gave up on, and refunds it once', async () => {
    const member = await fundedMember(platform);
    const bet = betOf(member, 700n);
    await wagers.bet(bet, at());
    const rollback = { ...bet, txId: `rb-${bet.txId}`, refTxId: bet.txId };
    platform.provider.owed.put({
      roundId: bet.roundId,
      state: 'rolling_back',
      bet: wire(bet),
      rollback: { ...wire(rollback), refTxId: bet.txId },
      attempts: 1,
      lastTry: clock.now().getTime(),
    });
    clock.advance(OPEN_FOR_MS + 1_000);
    expect(await sweep()).toMatchObject({ asked: 1, rolledBack: 1 });
    expect(await round(bet.roundId)).toMatchObject({ status: 'rolled_back' });
    expect(await balance(member.sid)).toBe(10_000);
    expect(await sweep()).toMatchObject({ asked: 0 });
    expect(await balance(member.sid)).toBe(10_000);
  });

  it('leaves a round the provider knows nothing of for an operator, and one whose call is on its way', async () => {
    const member = await fundedMember(platform);
    const unknown = betOf(member, 100n);
    const betting = betOf(member, 200n);
    await wagers.bet(unknown, at());
    await wagers.bet(betting, at());
    platform.provider.owed.put({ roundId: betting.roundId, state: 'betting', bet: wire(betting) });
    clock.advance(OPEN_FOR_MS + 1_000);
    expect(await sweep()).toMatchObject({ asked: 2, left: 1, pending: 1, won: 0, rolledBack: 0 });
    expect(await round(unknown.roundId)).toMatchObject({ status: 'open' });
    expect(await balance(member.sid)).toBe(9_700);
  });

  it('asks again later when the provider does not answer', async () => {
    const member = await fundedMember(platform);
    await wagers.bet(betOf(member, 100n), at());
    const silent: GameProvider = { ...platform.provider.adapter, roundStatus: () => Promise.reject(new Error('down')) };
    games = gameProviderRegistry([silent]);
    clock.advance(OPEN_FOR_MS + 1_000);
    expect(await sweep()).toMatchObject({ asked: 1, failed: 1 });
  });
});

describe('operator/rounds-open and operator/round-void', () => {
  it('lists open rounds with totals per currency, and voids one: the stake back exactly once', async () => {
    const member = await fundedMember(platform);
    const bet = betOf(member, 1_250n);
    await wagers.bet(bet, at());
    await wagers.bet({ ...bet, txId: randomUUID(), amount: 250n }, at());
    const listed = await operatorCall(platform, 'operator/rounds-open', {});
    expect(listed.body).toMatchObject({
      status: true,
      output: {
        total: 1,
        totals: [{ currency: 'MYR', bet: '15.00', rounds: 1 }],
        rows: [{ roundId: bet.roundId, providerId: fixture.seamless.providerId, bet: '15.00', currency: 'MYR', memberId: member.id }],
      },
    });
    expect(await balance(member.sid)).toBe(8_500);

    const input = { providerId: bet.providerId, roundId: bet.roundId, reason: 'provider lost the round' };
    const first = await operatorCall(platform, 'operator/round-void', input);
    expect(first.body).toMatchObject({ status: true, output: { refunded: '15.00', currency: 'MYR', memberId: member.id } });
    const again = await operatorCall(platform, 'operator/round-void', { ...input, reason: 'clicked twice' });
    expect(again.body).toEqual(first.body);
    expect(await balance(member.sid)).toBe(10_000);
    expect(await entries('round_void', bet.roundId)).toHaveLength(1);
    expect(await round(bet.roundId)).toMatchObject({ status: 'rolled_back' });
    expect((await operatorCall(platform, 'operator/rounds-open', {})).body).toMatchObject({ output: { total: 0, rows: [], totals: [] } });

    // A win the provider sends afterwards is refused: the round is over and its stake was returned.
    expect(await wagers.win(winOf(bet, 5_000n), at())).toMatchObject({ ok: false, msg: 'round_rolled_back' });
    expect(await balance(member.sid)).toBe(10_000);
  });

  it('refuses to void a settled round or an unknown one, with a message key (4xx)', async () => {
    const member = await fundedMember(platform);
    const bet = betOf(member, 500n);
    await wagers.bet(bet, at());
    await wagers.win(winOf(bet, 0n), at());
    const settled = await operatorCall(platform, 'operator/round-void', {
      providerId: bet.providerId,
      roundId: bet.roundId,
      reason: 'try it',
    });
    expect(settled.statusCode).toBeLessThan(500);
    expect(settled.body).toMatchObject({ status: false, msg: 'round_not_open' });
    const unknown = await operatorCall(platform, 'operator/round-void', { providerId: bet.providerId, roundId: 'nope', reason: 'try it' });
    expect(unknown.body).toMatchObject({ status: false, msg: 'round_not_found' });
    expect(await balance(member.sid)).toBe(9_500);
  });

  it('refuses a role without money rights, audited, and records a void in the audit log', async () => {
    const member = await fundedMember(platform);
    const bet = betOf(member, 300n);
    await wagers.bet(bet, at());
    const support = await consoleSession('support');
    const input = { providerId: bet.providerId, roundId: bet.roundId, reason: 'not mine to void' };
    const refused = await platform.call('operator/round-void', input, { headers: support });
    expect(refused.statusCode).toBe(403);
    expect((await platform.call('operator/rounds-open', {}, { headers: support })).statusCode).toBe(403);
    expect(await balance(member.sid)).toBe(9_700);

    const finance = await consoleSession('finance');
    expect((await platform.call('operator/round-void', { ...input, reason: 'stuck round' }, { headers: finance })).body).toMatchObject({
      status: true,
    });
    const audit = await platform.db.execute(
      sql`select role, action, outcome, target from audit_log where action = 'operator/round-void' and role <> 'key' order by id`,
    );
    expect((audit as unknown as { rows: unknown[] }).rows).toMatchObject([
      { role: 'support', outcome: 'forbidden' },
      { role: 'finance', outcome: 'ok', target: `round ${bet.providerId}/${bet.roundId}` },
    ]);
  });
});

async function consoleSession(role: 'support' | 'finance'): Promise<Record<string, string>> {
  const username = `rounds${role}`;
  const password = 'Rounds-pass-1234';
  const created = await operatorCall<{ totp: { secret: string } | null }>(platform, 'staff/create', { username, password, role });
  const secret = created.body.output?.totp?.secret;
  const totp = secret ? { totp: await generate({ secret, epoch: Math.floor(clock.now().getTime() / 1000) }) } : {};
  const login = await platform.call('staff/login', { username, password, ...totp });
  const csid = login.response.cookies.find((c) => c.name === 'csid')?.value;
  if (!csid) throw new Error(`staff/login ${role}: ${login.body.msg}`);
  return { cookie: `csid=${csid}` };
}
