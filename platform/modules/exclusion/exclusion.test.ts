import { and, eq } from 'drizzle-orm';
import type { BreakInForce, OperatorMemberSafety, PlaySession } from '@/lib/contracts/safety';
import type { WalletRequest } from '@/lib/contracts/wallet';
import { inboxDeliveries } from '../../db/schema-communication';
import { auditLog } from '../../db/schema-staff';
import { bonuses } from '../../db/schema-promotions';
import { manualClock, operatorCall, registerMember, testPlatform, uploadedReceipt, type TestPlatform } from '../../test-support';
import { seededPromotion } from '../promotions/testing/promotion-fixture';
import { key, readyMember, withdrawBody, type ReadyMember } from '../wallet/testing/wallet-fixture';

const HOUR = 3_600_000;
const PASSWORD = 'Secret@123';
const clock = manualClock(new Date('2026-11-15T00:00:00Z'));
let platform: TestPlatform;
beforeAll(async () => {
  platform = await testPlatform({ clock: clock.now });
});
afterAll(() => platform.close());

const login = (username: string) => platform.call<BreakInForce>('auth/login', { username, password: PASSWORD });

describe('safety/take-break', () => {
  it('needs the password, then ends every session at once and refuses login until the cool-off’s end, to the second', async () => {
    const member = await registerMember(platform);
    const otherDevice = (await login(member.username)).sid!;
    const wrong = await platform.call('safety/take-break', { kind: 'cool_off', period: '1d', password: 'Wrong@123' }, { sid: member.sid });
    expect(wrong.body).toMatchObject({ status: false, msg: 'password_incorrect' });
    expect((await platform.call('member/profile', undefined, { sid: member.sid })).statusCode).toBe(200);

    const start = clock.now();
    const taken = await platform.call<BreakInForce>(
      'safety/take-break',
      { kind: 'cool_off', period: '1d', password: PASSWORD },
      { sid: member.sid },
    );
    expect(taken.body).toMatchObject({
      status: true,
      output: {
        kind: 'cool_off',
        period: '1d',
        endsAt: new Date(start.getTime() + 24 * HOUR).toISOString(),
        timeZone: 'Asia/Kuala_Lumpur',
      },
    });
    expect(taken.sid).toBe('');
    expect((await platform.call('member/profile', undefined, { sid: member.sid })).statusCode).toBe(401);
    expect((await platform.call('member/profile', undefined, { sid: otherDevice })).statusCode).toBe(401);

    const refused = await login(member.username);
    expect(refused.body).toMatchObject({ status: false, msg: 'cool_off_in_force', output: { endsAt: taken.body.output!.endsAt } });
    expect(refused.sid).toBeUndefined();

    clock.advance(24 * HOUR - 1000);
    expect((await login(member.username)).body).toMatchObject({ status: false, msg: 'cool_off_in_force' });
    clock.advance(1000);
    const back = await login(member.username);
    expect(back.body).toMatchObject({ status: true });
    expect((await platform.call('member/profile', undefined, { sid: back.sid })).statusCode).toBe(200);
  });

  it('a self-exclusion lasts its calendar months; a permanent one never ends', async () => {
    const sixMonths = await registerMember(platform);
    const start = clock.now();
    await platform.call('safety/take-break', { kind: 'self_exclusion', period: '6m', password: PASSWORD }, { sid: sixMonths.sid });
    const end = new Date(start);
    end.setUTCMonth(end.getUTCMonth() + 6);
    expect((await login(sixMonths.username)).body).toMatchObject({ msg: 'self_excluded', output: { endsAt: end.toISOString() } });

    const forGood = await registerMember(platform);
    await platform.call('safety/take-break', { kind: 'self_exclusion', period: 'permanent', password: PASSWORD }, { sid: forGood.sid });
    expect((await login(forGood.username)).body).toMatchObject({ msg: 'self_excluded_permanent', output: { endsAt: null } });

    clock.advance(end.getTime() - clock.now().getTime() - 1000);
    expect((await login(sixMonths.username)).body).toMatchObject({ status: false, msg: 'self_excluded' });
    clock.advance(1000);
    expect((await login(sixMonths.username)).body).toMatchObject({ status: true });
    clock.advance(20 * 365 * 24 * HOUR);
    expect((await login(forGood.username)).body).toMatchObject({ status: false, msg: 'self_excluded_permanent' });
  });

  it('refuses periods outside the lists (a cool-off cannot be permanent, nor shorter than a day)', async () => {
    const member = await registerMember(platform);
    for (const body of [
      { kind: 'cool_off', period: 'permanent', password: PASSWORD },
      { kind: 'cool_off', period: '1h', password: PASSWORD },
      { kind: 'self_exclusion', period: '1w', password: PASSWORD },
    ]) {
      expect((await platform.call('safety/take-break', body, { sid: member.sid })).statusCode).toBe(400);
    }
    expect((await platform.call('member/profile', undefined, { sid: member.sid })).statusCode).toBe(200);
  });

  it('is in the audit log and on the console’s member page, where no operator endpoint can lift it', async () => {
    const member = await registerMember(platform);
    await platform.call('safety/take-break', { kind: 'cool_off', period: '1w', password: PASSWORD }, { sid: member.sid });
    const [row] = await platform.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.actor, member.username), eq(auditLog.action, 'member/cool-off')));
    expect(row).toMatchObject({ role: 'member', outcome: 'ok', after: { kind: 'cool_off', period: '1w' } });
    expect(JSON.stringify(row)).not.toContain(PASSWORD);

    const view = await operatorCall<OperatorMemberSafety>(platform, 'operator/member-safety', { memberId: member.profile.id });
    expect(view.body.output).toMatchObject({ inForce: { kind: 'cool_off', period: '1w' }, history: [{ kind: 'cool_off' }] });
    // An operator's unlock is not a way out of a break.
    await operatorCall(platform, 'operator/member-unlock', { memberId: member.profile.id });
    expect((await login(member.username)).body).toMatchObject({ status: false, msg: 'cool_off_in_force' });
  });
});

describe('while a break is in force', () => {
  async function bankDeposit(member: ReadyMember, amount: string, promotionId: number) {
    const operatorBankId = (await member.call<{ operatorBanks: { id: number }[] }>('wallet/settings')).body.output!.operatorBanks[0]!.id;
    return member.call<WalletRequest>('wallet/deposit', {
      method: 'bank',
      operatorBankId,
      amount,
      receiptKey: await uploadedReceipt(platform, member.sid),
      idempotencyKey: key(),
      promotionId,
    });
  }

  it('a pending withdrawal is still paid; a pending deposit is credited without its bonus', async () => {
    const member = await readyMember(platform, '200.00');
    const withdrawal = await member.call<WalletRequest>('wallet/withdraw', withdrawBody(member, '50.00'));
    expect(withdrawal.body).toMatchObject({ status: true, output: { status: 'pending' } });
    const deposit = await bankDeposit(member, '60.00', (await seededPromotion(platform.db, 2)).id);
    expect(deposit.body).toMatchObject({ status: true, output: { status: 'pending' } });

    await platform.call('safety/take-break', { kind: 'cool_off', period: '1d', password: PASSWORD }, { sid: member.sid });
    const paid = await operatorCall<WalletRequest>(platform, 'operator/withdrawal-approve', { id: withdrawal.body.output!.id });
    expect(paid.body).toMatchObject({ status: true, output: { status: 'approved' } });
    const credited = await operatorCall<WalletRequest>(platform, 'operator/deposit-approve', { id: deposit.body.output!.id });
    expect(credited.body).toMatchObject({ status: true });
    const [bonus] = await platform.db.select().from(bonuses).where(eq(bonuses.depositRequestId, deposit.body.output!.id));
    expect(bonus).toMatchObject({ status: 'cancelled', granted: 0n });
  });

  it('promotional inbox messages skip the member; service messages still arrive', async () => {
    const member = await registerMember(platform);
    await platform.call('safety/take-break', { kind: 'cool_off', period: '1d', password: PASSWORD }, { sid: member.sid });
    const languages = { en: { title: 'Hello', body: '<p>Hi</p>' } };
    const audience = { kind: 'member', username: member.username };
    const promo = await operatorCall<{ recipients: number }>(platform, 'operator/message-send', {
      audience,
      category: 'promotions_events',
      languages,
    });
    expect(promo.body.output).toMatchObject({ recipients: 0 });
    const service = await operatorCall<{ recipients: number }>(platform, 'operator/message-send', {
      audience,
      category: 'inbox',
      languages,
    });
    expect(service.body.output).toMatchObject({ recipients: 1 });
    const delivered = await platform.db.select().from(inboxDeliveries).where(eq(inboxDeliveries.memberId, member.profile.id));
    expect(delivered.map((d) => d.category)).toEqual(['inbox']);
  });
});

describe('reality check and session limit', () => {
  it('defaults to a reminder every hour and no limit; saves the member’s choice and audits it', async () => {
    const member = await registerMember(platform);
    expect((await platform.call('safety/settings', undefined, { sid: member.sid })).body.output).toEqual({
      realityCheckMinutes: 60,
      sessionLimitMinutes: null,
      realityCheckMin: 15,
    });
    const tooShort = await platform.call(
      'safety/settings-save',
      { realityCheckMinutes: 14, sessionLimitMinutes: null },
      { sid: member.sid },
    );
    expect(tooShort.body).toMatchObject({ status: false, msg: 'reality_check_interval' });
    const off = await platform.call('safety/settings-save', { realityCheckMinutes: 0, sessionLimitMinutes: 120 }, { sid: member.sid });
    expect(off.body).toMatchObject({ status: true, output: { realityCheckMinutes: 0, sessionLimitMinutes: 120 } });
    const [row] = await platform.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.actor, member.username), eq(auditLog.action, 'member/play-settings')));
    expect(row).toMatchObject({
      before: { realityCheckMinutes: 60, sessionLimitMinutes: null },
      after: { realityCheckMinutes: 0, sessionLimitMinutes: 120 },
    });
  });

  it('ends the session at the limit, not a second before; a new login starts a new session', async () => {
    const member = await registerMember(platform);
    await platform.call('safety/settings-save', { realityCheckMinutes: 15, sessionLimitMinutes: 30 }, { sid: member.sid });
    const fresh = (await login(member.username)).sid!;
    const session = await platform.call<PlaySession>('safety/session', undefined, { sid: fresh });
    expect(session.body.output).toMatchObject({
      startedAt: clock.now().toISOString(),
      realityCheckMinutes: 15,
      sessionLimitMinutes: 30,
      net: '0.00',
    });
    clock.advance(30 * 60_000 - 1000);
    // A request within the idle limit keeps the session alive; the limit counts from the login all the same.
    expect((await platform.call('member/profile', undefined, { sid: fresh })).statusCode).toBe(200);
    clock.advance(1000);
    expect((await platform.call('member/profile', undefined, { sid: fresh })).statusCode).toBe(401);
    const again = (await login(member.username)).sid!;
    expect((await platform.call('member/profile', undefined, { sid: again })).statusCode).toBe(200);
  });
});
