import { randomUUID } from 'node:crypto';
import { and, eq, like } from 'drizzle-orm';
import type { LimitsView } from '@/lib/contracts/limits';
import { auditLog } from '../../db/schema-staff';
import { manualClock, operatorCall, registerMember, testPlatform, uploadedReceipt, type TestPlatform } from '../../test-support';
import { getBalance } from '../ledger';

/**
 * Limits at the wallet's deposit, and the member's endpoints that set, raise and confirm them (the
 * bet callback's side: platform/providers/demo/wallet-callbacks/limits.test.ts). The clock is the
 * platform's: 2026-03-02 10:00 in Kuala Lumpur (UTC+8) to start, a Monday.
 */
const HOUR = 3_600_000;
const clock = manualClock(new Date('2026-03-02T02:00:00Z'));
let platform: TestPlatform;

beforeAll(async () => {
  platform = await testPlatform({
    clock: clock.now,
    // Sessions that outlast the cooling periods the clock moves through.
    env: { SESSION_IDLE_MINUTES: '10000', SESSION_ABSOLUTE_HOURS: '1000' },
  });
});
afterAll(() => platform.close());

async function member(amount = '100.00') {
  const m = await registerMember(platform);
  await operatorCall(platform, 'operator/adjust', { username: m.username, amount, note: '', idempotencyKey: `fund-${randomUUID()}` });
  const call = <T = LimitsView>(name: string, body?: unknown) => platform.call<T>(name, body, { sid: m.sid });
  return { ...m, id: m.profile.id, call };
}
type Member = Awaited<ReturnType<typeof member>>;

const limitOf = (view: LimitsView | undefined, kind: string, period: string) =>
  view?.limits.find((l) => l.kind === kind && l.period === period);

const gateway = (m: Member, amount: string) =>
  m.call('wallet/deposit', { method: 'gateway', gatewayId: 'demo-pay', amount, idempotencyKey: randomUUID() });

describe('a deposit limit', () => {
  it('refuses a deposit above what is left of it, counting pending bank deposits, until the next local day', async () => {
    const m = await member('0');
    expect((await m.call('limits/set', { kind: 'deposit', period: 'day', amount: '200' })).body.status).toBe(true);
    expect((await gateway(m, '100')).body.status).toBe(true);
    const receiptKey = await uploadedReceipt(platform, m.sid);
    const settings = await m.call<{ operatorBanks: { id: number }[] }>('wallet/settings');
    const operatorBankId = settings.body.output!.operatorBanks[0]!.id;
    const pending = await m.call('wallet/deposit', {
      method: 'bank',
      operatorBankId,
      amount: '50',
      receiptKey,
      idempotencyKey: randomUUID(),
    });
    expect(pending.body).toMatchObject({ status: true, output: { status: 'pending' } });

    const refused = await gateway(m, '60');
    // A business refusal: an ordinary answer (HTTP 200) with a key the dialog translates.
    expect(refused.statusCode).toBe(200);
    expect(refused.body).toMatchObject({
      status: false,
      msg: 'deposit_limit_reached',
      // The day ends at midnight in Kuala Lumpur: 16:00 UTC.
      output: {
        kind: 'deposit',
        period: 'day',
        limit: '200.00',
        remaining: '50.00',
        currency: 'MYR',
        resetsAt: '2026-03-02T16:00:00.000Z',
      },
    });
    expect((await gateway(m, '50')).body.status).toBe(true);
    expect(await getBalance(platform.db, { id: m.id, currency: 'MYR' })).toBe(15_000n);

    clock.advance(14 * HOUR - 1); // 23:59:59.999 local
    expect((await gateway(m, '30')).body.msg).toBe('deposit_limit_reached');
    clock.advance(1); // midnight local: a new day
    expect((await gateway(m, '200')).body.status).toBe(true);
    clock.advance(-14 * HOUR);
  });
});

describe('changing a limit', () => {
  it('lowers at once, raises only after the cooling period and a confirmation, and audits every step', async () => {
    const m = await member();
    const set = (amount: string | null) => m.call('limits/set', { kind: 'wager', period: 'week', amount });
    expect(limitOf((await set('50')).body.output, 'wager', 'week')).toMatchObject({ amount: '50.00', pending: null });
    expect(limitOf((await set('40')).body.output, 'wager', 'week')).toMatchObject({ amount: '40.00', pending: null });

    const raised = limitOf((await set('100')).body.output, 'wager', 'week');
    expect(raised).toMatchObject({ amount: '40.00', pending: { amount: '100.00', confirmable: false } });
    expect(raised?.pending?.coolingEndsAt).toBe(new Date(clock.now().getTime() + 24 * HOUR).toISOString());

    clock.advance(24 * HOUR - 1);
    expect((await m.call('limits/confirm', { kind: 'wager', period: 'week' })).body).toMatchObject({ status: false, msg: 'limit_cooling' });
    clock.advance(1);
    const confirmed = await m.call('limits/confirm', { kind: 'wager', period: 'week' });
    expect(limitOf(confirmed.body.output, 'wager', 'week')).toMatchObject({ amount: '100.00', pending: null });

    expect(limitOf((await set(null)).body.output, 'wager', 'week')?.pending).toMatchObject({ amount: null });
    const cancelled = await m.call('limits/cancel', { kind: 'wager', period: 'week' });
    expect(limitOf(cancelled.body.output, 'wager', 'week')).toMatchObject({ amount: '100.00', pending: null });
    await set(null);
    clock.advance(24 * HOUR);
    expect(limitOf((await m.call('limits/confirm', { kind: 'wager', period: 'week' })).body.output, 'wager', 'week')?.amount).toBeNull();
    clock.advance(-48 * HOUR);

    const actions = await platform.db
      .select({ action: auditLog.action, before: auditLog.before, after: auditLog.after })
      .from(auditLog)
      .where(and(eq(auditLog.actor, m.username), like(auditLog.action, 'member/limit%')))
      .orderBy(auditLog.id);
    expect(actions.map((a) => a.action)).toEqual([
      'member/limit_set',
      'member/limit_lowered',
      'member/limit_raise_requested',
      'member/limit_raise_confirmed',
      'member/limit_removal_requested',
      'member/limit_request_cancelled',
      'member/limit_removal_requested',
      'member/limit_removed',
    ]);
    expect(actions[2]).toMatchObject({ before: { amount: '40.00' }, after: { amount: '40.00', requested: '100.00' } });
  });

  it('shows operators the member’s limits, read-only, and refuses nonsense with a key', async () => {
    const m = await member();
    await m.call('limits/set', { kind: 'deposit', period: 'month', amount: '500' });
    const seen = await operatorCall<LimitsView>(platform, 'operator/member-limits', { memberId: m.id });
    expect(seen.body.output).toMatchObject({ currency: 'MYR', timeZone: 'Asia/Kuala_Lumpur', coolingHours: 24 });
    expect(limitOf(seen.body.output, 'deposit', 'month')).toMatchObject({ amount: '500.00', used: '0.00' });
    expect(seen.body.output?.limits).toHaveLength(9);

    expect((await m.call('limits/set', { kind: 'loss', period: 'day', amount: '0' })).body).toMatchObject({
      status: false,
      msg: 'amount: error_amount',
    });
    expect((await m.call('limits/set', { kind: 'loss', period: 'day', amount: null })).body).toMatchObject({
      status: false,
      msg: 'limit_not_set',
    });
    expect((await m.call('limits/set', { kind: 'loss', period: 'year', amount: '5' })).statusCode).toBe(400);
    expect((await m.call('limits/confirm', { kind: 'deposit', period: 'month' })).body.msg).toBe('limit_nothing_pending');
  });
});
