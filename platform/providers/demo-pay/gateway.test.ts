import { and, eq, sql } from 'drizzle-orm';
import { gatewayConfirmations, gatewayPayments } from '../../db/schema-gateways';
import { walletRequests } from '../../db/schema-wallet';
import { expireGatewayDeposits, signConfirmation } from '../../modules/wallet';
import {
  balance,
  houseBalance,
  key,
  ledgerProblems,
  readyMember,
  withdrawBody,
  type WalletRequest,
} from '../../modules/wallet/testing/wallet-fixture';
import { manualClock, operatorCall, registerMember, testPlatform, type TestPlatform } from '../../test-support';
import { bonusOf, seededPromotion } from '../../modules/promotions/testing/promotion-fixture';
import { DEMO_PAY_ID, SIGNATURE_HEADER, TIMESTAMP_HEADER } from './index';

/**
 * The payment-gateway seam through the demo gateway: instant (as the demo always was) and async,
 * where a deposit waits for the gateway's signed confirmation at POST /gateway/demo-pay/confirm.
 */

async function member(platform: TestPlatform) {
  const m = await registerMember(platform);
  return { ...m, call: <T = WalletRequest>(name: string, body?: unknown) => platform.call<T>(name, body, { sid: m.sid }) };
}

type Member = Awaited<ReturnType<typeof member>>;

const deposit = (m: Member, amount: string) =>
  m.call('wallet/deposit', { method: 'gateway', gatewayId: DEMO_PAY_ID, amount, idempotencyKey: key() });

type Body = { reference: string; amount: string; currency: string; status: 'succeeded' | 'failed' };

/** POST /gateway/{id}/confirm as a gateway sends it: signed with `secret` at `at`. */
async function confirm(
  platform: TestPlatform,
  body: Body | string,
  options: { secret?: string; at?: Date; gateway?: string; headers?: Record<string, string> } = {},
) {
  const raw = typeof body === 'string' ? body : JSON.stringify(body);
  const timestamp = Math.floor((options.at ?? new Date()).getTime() / 1000);
  const response = await platform.app.inject({
    method: 'POST',
    url: `/gateway/${options.gateway ?? DEMO_PAY_ID}/confirm`,
    headers: {
      'content-type': 'application/json',
      [TIMESTAMP_HEADER]: String(timestamp),
      [SIGNATURE_HEADER]: signConfirmation(options.secret ?? platform.env.demoPay.secret, timestamp, raw),
      ...options.headers,
    },
    payload: raw,
  });
  return { statusCode: response.statusCode, body: response.json<{ status: boolean; msg: string }>() };
}

async function paymentOf(platform: TestPlatform, requestId: number) {
  const [row] = await platform.db.select().from(gatewayPayments).where(eq(gatewayPayments.requestId, requestId));
  return row!;
}

async function requestRow(platform: TestPlatform, requestId: number) {
  const [row] = await platform.db.select().from(walletRequests).where(eq(walletRequests.id, requestId));
  return row!;
}

async function outcomes(platform: TestPlatform, reference: string) {
  const rows = await platform.db
    .select({ outcome: gatewayConfirmations.outcome })
    .from(gatewayConfirmations)
    .where(eq(gatewayConfirmations.reference, reference))
    .orderBy(gatewayConfirmations.id);
  return rows.map((r) => r.outcome);
}

async function depositEntries(platform: TestPlatform, requestId: number) {
  const result = (await platform.db.execute(
    sql`select count(*)::int as n from journal_entries where kind = 'deposit_confirmed' and meta->>'requestId' = ${String(requestId)}`,
  )) as unknown as { rows: { n: number }[] };
  return result.rows[0]!.n;
}

/** A pending async deposit of `amount` MYR: the request, and the confirmation the gateway would send. */
async function pendingDeposit(platform: TestPlatform, m: Member, amount = '35.00') {
  const res = await deposit(m, amount);
  expect(res.body).toMatchObject({ status: true, output: { status: 'pending', method: 'gateway', amount } });
  const request = res.body.output!;
  const payment = await paymentOf(platform, request.id);
  const minor = String(Math.round(Number(amount) * 100));
  const body: Body = { reference: payment.reference, amount: minor, currency: 'MYR', status: 'succeeded' };
  return { request, payment, body };
}

describe('the demo gateway in instant mode (the default: npm start and every other test)', () => {
  let platform: TestPlatform;
  beforeAll(async () => {
    platform = await testPlatform();
  });
  afterAll(() => platform.close());
  afterEach(async () => expect(await ledgerProblems(platform.db)).toEqual([]));

  it('is offered, credits at once and takes no confirmation', async () => {
    const m = await member(platform);
    const settings = await m.call<{ gateways: { id: string; name: string }[] }>('wallet/settings');
    expect(settings.body.output!.gateways).toEqual([{ id: 'demo-pay', name: 'DemoPay' }]);
    const res = await deposit(m, '40');
    expect(res.body).toMatchObject({ status: true, output: { status: 'approved', balance: '40.00' } });
    expect(res.body.output!.payment).toBeUndefined();
    const forged = await confirm(platform, { reference: 'dep_x', amount: '4000', currency: 'MYR', status: 'succeeded' });
    expect(forged).toEqual({ statusCode: 401, body: { status: false, msg: 'confirmations_off' } });
    expect(await balance(m)).toBe('40.00');
  });

  it('answers an unknown gateway with the ordinary 404', async () => {
    const res = await confirm(platform, { reference: 'r', amount: '1', currency: 'MYR', status: 'succeeded' }, { gateway: 'nope' });
    expect(res.statusCode).toBe(404);
  });
});

describe('the demo gateway in async mode, end to end over HTTP', () => {
  let platform: TestPlatform;
  beforeAll(async () => {
    // No delay: the confirmation is sent the moment it may be, so one sent before the deposit had
    // committed would find its reference unknown on PostgreSQL and credit nothing.
    platform = await testPlatform({ env: { DEMO_PAY_MODE: 'async', DEMO_PAY_CONFIRM_DELAY_MS: '0' } });
    // The gateway's webhook reaches the platform's own port, as a remote gateway's would.
    await platform.app.listen({ host: '127.0.0.1', port: 0 });
    const address = platform.app.server.address();
    platform.demoPay.useHttp(`http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`);
  });
  afterAll(() => platform.close());
  afterEach(async () => expect(await ledgerProblems(platform.db)).toEqual([]));

  it('leaves the deposit pending, then credits it once when the signed confirmation arrives, and tells the member', async () => {
    const m = await member(platform);
    const pushed: Array<[number, string, unknown]> = [];
    const spy = vi.spyOn(platform.realtime, 'publishToMember').mockImplementation((memberId, event, payload) => {
      pushed.push([memberId, event, payload]);
    });
    try {
      const houseBefore = await houseBalance(platform.db, 'house_deposits');
      const res = await deposit(m, '30');
      expect(res.body).toMatchObject({ status: true, output: { status: 'pending', balance: '0.00' } });
      expect(pushed).toEqual([]); // nothing credited yet
      await platform.demoPay.settled();
      expect(await balance(m)).toBe('30.00');
      expect(await houseBalance(platform.db, 'house_deposits')).toBe(houseBefore - 3000n);
      const id = res.body.output!.id;
      expect((await requestRow(platform, id)).status).toBe('approved');
      const payment = await paymentOf(platform, id);
      expect(payment.status).toBe('credited');
      expect(await outcomes(platform, payment.reference)).toEqual(['credited']);
      expect(pushed).toEqual([
        [m.profile.id, 'wallet-request-decided', { requestId: id, kind: 'deposit', status: 'approved', amount: '30.00' }],
        [m.profile.id, 'balance-changed', { reason: 'deposit' }],
      ]);
    } finally {
      spy.mockRestore();
    }
  });

  it('starts one payment for a replayed deposit request, credited once', async () => {
    const m = await member(platform);
    const body = { method: 'gateway', gatewayId: DEMO_PAY_ID, amount: '32', idempotencyKey: key() };
    const [first, again] = [await m.call('wallet/deposit', body), await m.call('wallet/deposit', body)];
    expect(again.body.output!.id).toBe(first.body.output!.id);
    await platform.demoPay.settled();
    expect(await balance(m)).toBe('32.00');
    expect(await depositEntries(platform, first.body.output!.id)).toBe(1);
  });
});

describe('confirmations the platform must not trust, or must not credit twice', () => {
  const clock = manualClock(new Date('2026-06-01T10:00:00Z'));
  let platform: TestPlatform;
  beforeAll(async () => {
    // The demo's own confirmation would come only after an hour: these tests send theirs by hand.
    // Sessions outlive the deadline tests' moved clock.
    const env = { DEMO_PAY_MODE: 'async', DEMO_PAY_CONFIRM_DELAY_MS: '3600000', SESSION_IDLE_MINUTES: '600' };
    platform = await testPlatform({ env, clock: clock.now });
  });
  afterAll(() => platform.close());
  afterEach(async () => expect(await ledgerProblems(platform.db)).toEqual([]));
  const at = () => clock.now();

  it('credits a replayed confirmation once: in a row and many at the same moment', async () => {
    const m = await member(platform);
    const { request, body } = await pendingDeposit(platform, m, '40.00');
    const answers = await Promise.all(Array.from({ length: 6 }, () => confirm(platform, body, { at: at() })));
    expect(answers.every((a) => a.statusCode === 200 && a.body.status)).toBe(true);
    const later = await confirm(platform, body, { at: at() });
    expect(later).toEqual({ statusCode: 200, body: { status: true, msg: 'already_credited' } });
    expect(await balance(m)).toBe('40.00');
    expect(await depositEntries(platform, request.id)).toBe(1);
    const seen = await outcomes(platform, body.reference);
    expect(seen.filter((o) => o === 'credited')).toHaveLength(1);
    expect(seen.filter((o) => o === 'replayed')).toHaveLength(6);
  });

  it('refuses a forged, tampered, unsigned or stale confirmation (401), moves nothing and records nothing', async () => {
    const m = await member(platform);
    const { request, body } = await pendingDeposit(platform, m);
    const forged = await confirm(platform, body, { secret: 'not-the-gateway', at: at() });
    expect(forged).toEqual({ statusCode: 401, body: { status: false, msg: 'invalid_signature' } });
    // Signed, then the amount changed on the way.
    const raw = JSON.stringify(body);
    const timestamp = Math.floor(at().getTime() / 1000);
    const tampered = await platform.app.inject({
      method: 'POST',
      url: `/gateway/${DEMO_PAY_ID}/confirm`,
      headers: {
        'content-type': 'application/json',
        [TIMESTAMP_HEADER]: String(timestamp),
        [SIGNATURE_HEADER]: signConfirmation(platform.env.demoPay.secret, timestamp, raw),
      },
      payload: raw.replace('"3500"', '"250000"'),
    });
    expect(tampered.statusCode).toBe(401);
    const unsigned = await platform.app.inject({
      method: 'POST',
      url: `/gateway/${DEMO_PAY_ID}/confirm`,
      headers: { 'content-type': 'application/json' },
      payload: raw,
    });
    expect(unsigned.statusCode).toBe(401);
    // Rightly signed, ten minutes ago: a captured confirmation replayed late.
    const stale = await confirm(platform, body, { at: new Date(at().getTime() - 10 * 60_000) });
    expect(stale).toEqual({ statusCode: 401, body: { status: false, msg: 'stale_signature' } });
    expect(await balance(m)).toBe('0.00');
    expect((await requestRow(platform, request.id)).status).toBe('pending');
    expect(await outcomes(platform, body.reference)).toEqual([]);
  });

  it('answers bodies that are not a confirmation with 400 or 413, never a 500', async () => {
    expect((await confirm(platform, 'not json', { at: at() })).statusCode).toBe(400);
    expect((await confirm(platform, JSON.stringify({ reference: 'x' }), { at: at() })).body.msg).toMatch(/^invalid_request/);
    const huge = JSON.stringify({ reference: 'x', pad: 'y'.repeat(64 * 1024) });
    expect((await confirm(platform, huge, { at: at() })).statusCode).toBe(413);
  });

  it('acknowledges a confirmation for an unknown deposit (200, nothing moves) and keeps it for reconciliation', async () => {
    const houseBefore = await houseBalance(platform.db, 'house_deposits');
    const body: Body = { reference: 'dep_nobody_asked_for_this', amount: '5000', currency: 'MYR', status: 'succeeded' };
    expect(await confirm(platform, body, { at: at() })).toEqual({ statusCode: 200, body: { status: false, msg: 'deposit_not_found' } });
    expect(await houseBalance(platform.db, 'house_deposits')).toBe(houseBefore);
    expect(await outcomes(platform, body.reference)).toEqual(['not_found']);
  });

  it('refuses another amount or currency: nothing is credited, the payment is disputed, the request waits for an operator', async () => {
    const m = await member(platform);
    const { request, body } = await pendingDeposit(platform, m, '35.00');
    expect(await confirm(platform, { ...body, amount: '3400' }, { at: at() })).toEqual({
      statusCode: 200,
      body: { status: false, msg: 'amount_mismatch' },
    });
    expect(await confirm(platform, { ...body, currency: 'SGD' }, { at: at() })).toMatchObject({ body: { msg: 'amount_mismatch' } });
    expect(await balance(m)).toBe('0.00');
    expect((await requestRow(platform, request.id)).status).toBe('pending');
    expect(await paymentOf(platform, request.id)).toMatchObject({ status: 'disputed', note: 'confirmed 3400 MYR' });
    const pending = await operatorCall<{ items: { id: number }[] }>(platform, 'operator/pending', {
      kind: 'deposit',
      username: m.username,
    });
    expect(pending.body.output!.items.map((i) => i.id)).toContain(request.id);
  });

  it('marks the request failed when the gateway says the payment failed', async () => {
    const m = await member(platform);
    const { request, body } = await pendingDeposit(platform, m);
    expect(await confirm(platform, { ...body, status: 'failed' }, { at: at() })).toEqual({
      statusCode: 200,
      body: { status: false, msg: 'failed' },
    });
    expect(await requestRow(platform, request.id)).toMatchObject({ status: 'rejected', reason: 'gateway_failed' });
    expect((await paymentOf(platform, request.id)).status).toBe('failed');
    // A success after the failure credits nothing: the request is closed.
    expect(await confirm(platform, body, { at: at() })).toMatchObject({ statusCode: 200, body: { status: false, msg: 'deposit_closed' } });
    expect(await balance(m)).toBe('0.00');
  });

  it('closes a deposit nobody paid by its deadline, and still credits a late confirmation that the money came', async () => {
    const m = await member(platform);
    const { request, body } = await pendingDeposit(platform, m, '45.00');
    clock.advance(29 * 60_000);
    expect(await expireGatewayDeposits(platform.db, at())).toBe(0);
    clock.advance(2 * 60_000);
    expect(await expireGatewayDeposits(platform.db, at())).toBeGreaterThanOrEqual(1);
    expect(await requestRow(platform, request.id)).toMatchObject({ status: 'cancelled', reason: 'gateway_expired' });
    expect((await paymentOf(platform, request.id)).status).toBe('expired');
    // The member paid after all: the money is theirs.
    expect(await confirm(platform, body, { at: at() })).toEqual({ statusCode: 200, body: { status: true, msg: 'credited' } });
    expect(await balance(m)).toBe('45.00');
    expect((await requestRow(platform, request.id)).status).toBe('approved');
    expect(await outcomes(platform, body.reference)).toEqual(['credited_late']);
    expect(await confirm(platform, body, { at: at() })).toMatchObject({ body: { msg: 'already_credited' } });
    expect(await balance(m)).toBe('45.00');
  });

  it('does not reopen a deposit an operator rejected (200 deposit_closed, nothing moves)', async () => {
    const m = await member(platform);
    const { request, body } = await pendingDeposit(platform, m);
    expect((await operatorCall(platform, 'operator/deposit-reject', { id: request.id, reason: 'not paid' })).body.status).toBe(true);
    expect(await confirm(platform, body, { at: at() })).toEqual({ statusCode: 200, body: { status: false, msg: 'deposit_closed' } });
    expect(await balance(m)).toBe('0.00');
    expect(await outcomes(platform, body.reference)).toEqual(['closed']);
  });

  it('credits once between an operator approving and the gateway confirming at the same moment', async () => {
    const m = await member(platform);
    const { request, body } = await pendingDeposit(platform, m, '48.00');
    await Promise.all([
      operatorCall(platform, 'operator/deposit-approve', { id: request.id, reason: '' }),
      confirm(platform, body, { at: at() }),
    ]);
    expect(await balance(m)).toBe('48.00');
    expect(await confirm(platform, body, { at: at() })).toMatchObject({ statusCode: 200, body: { status: true } });
    expect(await balance(m)).toBe('48.00');
  });

  it('counts pending gateway deposits against the member’s pending limit until they close', async () => {
    const m = await member(platform);
    for (let i = 0; i < platform.env.maxPendingDeposits; i += 1) await pendingDeposit(platform, m, '30.00');
    expect((await deposit(m, '30')).body).toMatchObject({ status: false, msg: 'too_many_pending_deposits' });
    clock.advance(31 * 60_000);
    await expireGatewayDeposits(platform.db, at());
    expect((await deposit(m, '30')).body).toMatchObject({ status: true, output: { status: 'pending' } });
  });

  it('asks the deposit limit when the deposit starts (a pending one counts), not again when its confirmation credits it', async () => {
    const m = await member(platform);
    expect((await m.call('limits/set', { kind: 'deposit', period: 'day', amount: '100' })).body.status).toBe(true);
    const { body } = await pendingDeposit(platform, m, '80.00');
    expect((await deposit(m, '30')).body).toMatchObject({ status: false, msg: 'deposit_limit_reached' });
    // The member paid what the limit allowed when they started: the credit is not refused afterwards.
    expect(await confirm(platform, body, { at: at() })).toMatchObject({ statusCode: 200, body: { status: true, msg: 'credited' } });
    expect(await balance(m)).toBe('80.00');
  });

  it('grants a deposit match with the credit, not when the deposit starts', async () => {
    const m = await readyMember(platform, '0');
    const promotionId = (await seededPromotion(platform.db, 2)).id;
    const res = await m.call<WalletRequest>('wallet/deposit', {
      method: 'gateway',
      gatewayId: DEMO_PAY_ID,
      amount: '120.00',
      idempotencyKey: key(),
      promotionId,
    });
    expect(res.body).toMatchObject({ status: true, output: { status: 'pending' } });
    expect(await bonusOf(m)).toMatchObject({ bonus: '0.00', active: { status: 'pending' } });
    const { reference } = await paymentOf(platform, res.body.output!.id);
    await confirm(platform, { reference, amount: '12000', currency: 'MYR', status: 'succeeded' }, { at: at() });
    expect(await bonusOf(m)).toMatchObject({ cash: '120.00', bonus: '120.00', active: { status: 'active', granted: '120.00' } });
  });

  it('pays an approved withdrawal out through the gateway once', async () => {
    const m = await readyMember(platform, '100.00');
    const asked = await m.call<{ id: number }>('wallet/withdraw', withdrawBody(m, '60'));
    const id = asked.body.output!.id;
    expect((await operatorCall(platform, 'operator/withdrawal-approve', { id, reason: '' })).body.status).toBe(true);
    const payout = await platform.db
      .select()
      .from(gatewayPayments)
      .where(and(eq(gatewayPayments.requestId, id), eq(gatewayPayments.direction, 'payout')));
    expect(payout).toEqual([expect.objectContaining({ gatewayId: DEMO_PAY_ID, reference: `wd_${id}`, status: 'paid' })]);
  });
});
