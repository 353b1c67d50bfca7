import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { bonuses, promotions } from '../../db/schema-promotions';
import { manualClock, operatorCall, registerMember, testPlatform, type TestPlatform, uploadedReceipt } from '../../test-support';
import { assertLedgerConsistent } from '../../../tests/reliability/invariants';
import { balanceOf, house } from '../ledger';
import { key, readyMember } from '../wallet/testing/wallet-fixture';
import { apply, bonusOf, publishedPromotion, seededPromotion } from './testing/promotion-fixture';

const clock = manualClock(new Date('2026-11-15T00:00:00Z'));
let platform: TestPlatform;
beforeAll(async () => {
  platform = await testPlatform({ clock: clock.now });
});
afterAll(async () => {
  await assertLedgerConsistent(platform.db, 'after the apply tests');
  await platform.close();
});

const grantCount = async (bonusId: number) => {
  const result = await platform.db.execute(
    sql`select count(*)::int as n from journal_entries where kind = 'bonus_grant' and meta->>'bonusId' = ${String(bonusId)}`,
  );
  return (result as unknown as { rows: { n: number }[] }).rows[0];
};

describe('promotion/apply', () => {
  it('grants a fixed bonus at once: house_bonuses → member_bonus, status active, terms copied', async () => {
    const member = await readyMember(platform, '50.00');
    const promotionId = await publishedPromotion(platform, { amount: '10.00', wageringMultiplier: 5, maxBet: '2.00', expiryDays: 7 });
    const houseBefore = await balanceOf(platform.db, house('house_bonuses', 'MYR'));
    const answer = await apply(member, { promotionId, fromSource: 'promo-center' });
    expect(answer).toMatchObject({
      status: true,
      output: {
        currency: 'MYR',
        cash: '50.00',
        bonus: '10.00',
        active: { promotionId, status: 'active', granted: '10.00', balance: '10.00', required: '50.00', wagered: '0.00', maxBet: '2.00' },
      },
    });
    expect(answer.output!.active!.expiresAt).toBe(new Date(clock.now().getTime() + 7 * 86_400_000).toISOString());
    expect(await balanceOf(platform.db, house('house_bonuses', 'MYR'))).toBe(houseBefore - 1000n);
    // The header's balance is the total: cash plus bonus.
    expect((await member.call<{ balance: string; minor: number }>('member/wallet-balance')).body.output).toMatchObject({
      balance: '60.00',
      minor: 6000,
    });
  });

  it('claims by promo code, whatever its case, once per member; unknown codes are refused', async () => {
    const member = await readyMember(platform, '0');
    const first = await apply(member, { promotionCode: ' welcome10 ' });
    expect(first).toMatchObject({ status: true, output: { bonus: '10.00', active: { status: 'active' } } });
    await member.call('promotion/leave', { bonusId: first.output!.active!.bonusId, idempotencyKey: key() });
    expect(await apply(member, { promotionCode: 'WELCOME10' })).toMatchObject({ status: false, msg: 'promotion_already_claimed' });
    expect(await apply(member, { promotionCode: 'NOSUCHCODE' })).toMatchObject({ status: false, msg: 'promo_code_unknown' });
    expect((await member.call('promotion/apply', { promotionCode: 'bad code!' })).body).toMatchObject({ status: false });
  });

  it('refuses a used-up or expired code; a maximum below the uses made cannot be saved', async () => {
    const promotionId = await publishedPromotion(platform, { maxClaimsPerMember: 5 });
    const code = `T${randomUUID().slice(0, 8)}`.toUpperCase();
    await operatorCall(platform, 'operator/promo-code-save', { code, promotionId, maxUses: 1 });
    const [a, b, c] = [await readyMember(platform, '0'), await readyMember(platform, '0'), await readyMember(platform, '0')];
    expect(await apply(a, { promotionCode: code })).toMatchObject({ status: true });
    expect(await apply(b, { promotionCode: code })).toMatchObject({ status: false, msg: 'promo_code_used_up' });
    await operatorCall(platform, 'operator/promo-code-save', { code, promotionId, maxUses: 10 });
    expect(await apply(b, { promotionCode: code.toLowerCase() })).toMatchObject({ status: true });
    expect((await operatorCall(platform, 'operator/promo-code-save', { code, promotionId, maxUses: 1 })).body).toMatchObject({
      status: false,
      msg: 'promo_code_max_below_uses',
    });
    await operatorCall(platform, 'operator/promo-code-save', {
      code,
      promotionId,
      maxUses: 10,
      expiresAt: new Date(clock.now().getTime()).toISOString(),
    });
    expect(await apply(c, { promotionCode: code })).toMatchObject({ status: false, msg: 'promo_code_expired' });
  });

  it('grants exactly once when one member applies 20 times at once', async () => {
    const member = await readyMember(platform, '0');
    const promotionId = await publishedPromotion(platform);
    const answers = await Promise.all(Array.from({ length: 20 }, () => apply(member, { promotionId })));
    const granted = answers.filter((a) => a.status);
    expect(granted.length).toBeGreaterThanOrEqual(1);
    expect(new Set(granted.map((a) => a.output!.active!.bonusId)).size).toBe(1);
    for (const refused of answers.filter((a) => !a.status)) expect(refused.msg).toBe('promotion_already_claimed');
    const rows = await platform.db.select().from(bonuses).where(eq(bonuses.memberId, member.profile.id));
    expect(rows).toHaveLength(1);
    expect(await grantCount(rows[0]!.id)).toEqual({ n: 1 });
    expect((await bonusOf(member)).bonus).toBe('10.00');
  });

  it('answers a replay with the same key with the first answer, and grants nothing more', async () => {
    const member = await readyMember(platform, '0');
    const promotionId = await publishedPromotion(platform, { maxClaimsPerMember: 3 });
    const idempotencyKey = key();
    const first = await apply(member, { promotionId, idempotencyKey });
    const again = await apply(member, { promotionId, idempotencyKey });
    expect(again).toEqual(first);
    expect(await grantCount(first.output!.active!.bonusId)).toEqual({ n: 1 });
    // The same key for something else is a conflict.
    expect(await apply(member, { promotionCode: 'WELCOME10', idempotencyKey })).toMatchObject({
      status: false,
      msg: 'idempotency_conflict',
    });
  });

  it('keeps one open bonus per member and counts the total claims in the database', async () => {
    const member = await readyMember(platform, '0');
    const one = await publishedPromotion(platform);
    const two = await publishedPromotion(platform, { maxClaimsTotal: 1 });
    expect(await apply(member, { promotionId: one })).toMatchObject({ status: true });
    expect(await apply(member, { promotionId: two })).toMatchObject({ status: false, msg: 'bonus_already_active' });
    const other = await readyMember(platform, '0');
    expect(await apply(other, { promotionId: two })).toMatchObject({ status: true });
    const third = await readyMember(platform, '0');
    expect(await apply(third, { promotionId: two })).toMatchObject({ status: false, msg: 'promotion_fully_claimed' });
    // The CHECK holds even against a hand-written update.
    await expect(platform.db.update(promotions).set({ claimsTotal: 2 }).where(eq(promotions.id, two))).rejects.toMatchObject({
      cause: expect.objectContaining({ code: '23514' }),
    });
  });

  it('refuses with the first reason: not found, draft, ended, window, currency, country, new members only', async () => {
    const member = await readyMember(platform, '0');
    expect(await apply(member, { promotionId: 2_000_000 })).toMatchObject({ status: false, msg: 'promotion_not_found' });
    const draft = (
      await operatorCall<{ promotionId: number }>(platform, 'operator/promotion-save', {
        kind: 'fixed',
        currency: 'MYR',
        languages: { en: { title: 'Draft' } },
        amount: '1.00',
        wageringMultiplier: 1,
        expiryDays: 1,
      })
    ).body.output!.promotionId;
    expect(await apply(member, { promotionId: draft })).toMatchObject({ status: false, msg: 'promotion_not_found' });
    const ended = await publishedPromotion(platform);
    await operatorCall(platform, 'operator/promotion-state', { promotionId: ended, state: 'ended' });
    expect(await apply(member, { promotionId: ended })).toMatchObject({ status: false, msg: 'promotion_ended' });

    const now = clock.now().getTime();
    const later = await publishedPromotion(platform, { startsAt: new Date(now + 60_000).toISOString() });
    expect(await apply(member, { promotionId: later })).toMatchObject({ status: false, msg: 'promotion_not_started' });
    const closing = await publishedPromotion(platform, { endsAt: new Date(now + 60_000).toISOString() });
    clock.advance(60_000); // the end instant itself is already too late
    expect(await apply(member, { promotionId: closing })).toMatchObject({ status: false, msg: 'promotion_ended' });

    const thai = (await seededPromotion(platform.db, 3, 'THB')).id;
    expect(await apply(member, { promotionId: thai })).toMatchObject({ status: false, msg: 'promotion_currency_not_eligible' });
    const sgOnly = await publishedPromotion(platform, { currency: 'SGD', countries: ['SG'] });
    expect(await apply(member, { promotionId: sgOnly })).toMatchObject({ status: false, msg: 'promotion_currency_not_eligible' });
    await platform.db
      .update(promotions)
      .set({ countries: ['SG'] })
      .where(eq(promotions.id, later));
    clock.advance(60_000);
    expect(await apply(member, { promotionId: later })).toMatchObject({ status: false, msg: 'promotion_country_not_eligible' });

    // The seeded newcomer offer: members registered before the seed's instant may not claim it.
    const newcomer = await seededPromotion(platform.db, 4);
    await platform.db
      .update(promotions)
      .set({ onlyMembersRegisteredAfter: new Date(clock.now().getTime() + 1) })
      .where(eq(promotions.id, newcomer.id));
    expect(await apply(member, { promotionId: newcomer.id })).toMatchObject({ status: false, msg: 'promotion_not_eligible' });
  });
});

describe('promotion/apply, deposit match', () => {
  const depositMatch = () => seededPromotion(platform.db, 2);

  async function gatewayDeposit(member: Awaited<ReturnType<typeof readyMember>>, amount: string) {
    const res = await member.call<{ id: number }>('wallet/deposit', {
      method: 'gateway',
      gatewayId: 'demo-pay',
      amount,
      idempotencyKey: key(),
    });
    return res.body.output!.id;
  }

  it('grants the percentage of an approved deposit of the member, once per deposit', async () => {
    const member = await readyMember(platform, '0');
    const depositId = await gatewayDeposit(member, '80.00');
    const { id: promotionId } = await depositMatch();
    expect(await apply(member, { promotionId, depositId, fromSource: 'deposit' })).toMatchObject({
      status: true,
      output: { cash: '80.00', bonus: '80.00', active: { granted: '80.00', required: '400.00', maxBet: '20.00' } },
    });
    const again = await readyMember(platform, '0');
    expect(await apply(again, { promotionId, depositId })).toMatchObject({ status: false, msg: 'deposit_not_found' });
  });

  it('caps the match, and refuses deposits that are not the member’s, not approved, too small or already used', async () => {
    const { id: promotionId } = await depositMatch();
    const rich = await readyMember(platform, '0');
    expect(await apply(rich, { promotionId, depositId: await gatewayDeposit(rich, '900.00') })).toMatchObject({
      status: true,
      output: { bonus: '500.00', active: { granted: '500.00', required: '2500.00' } },
    });

    const member = await readyMember(platform, '0');
    const someoneElses = await gatewayDeposit(await readyMember(platform, '0'), '100.00');
    expect(await apply(member, { promotionId, depositId: someoneElses })).toMatchObject({ status: false, msg: 'deposit_not_found' });
    expect(await apply(member, { promotionId, depositId: 2_000_000 })).toMatchObject({ status: false, msg: 'deposit_not_found' });

    const operatorBankId = (await member.call<{ operatorBanks: { id: number }[] }>('wallet/settings')).body.output!.operatorBanks[0]!.id;
    const pending = await member.call<{ id: number }>('wallet/deposit', {
      method: 'bank',
      operatorBankId,
      amount: '100.00',
      receiptKey: await uploadedReceipt(platform, member.sid),
      idempotencyKey: key(),
    });
    expect(await apply(member, { promotionId, depositId: pending.body.output!.id })).toMatchObject({
      status: false,
      msg: 'deposit_not_approved',
    });
    expect(await apply(member, { promotionId, depositId: await gatewayDeposit(member, '49.99') })).toMatchObject({
      status: false,
      msg: 'deposit_below_minimum',
      output: { n: '50.00' },
    });
    const used = await gatewayDeposit(member, '60.00');
    expect(await apply(member, { promotionId, depositId: used })).toMatchObject({ status: true });
    const bonusId = (await bonusOf(member)).active!.bonusId;
    await member.call('promotion/leave', { bonusId, idempotencyKey: key() });
    await platform.db.update(promotions).set({ maxClaimsPerMember: 5 }).where(eq(promotions.id, promotionId));
    expect(await apply(member, { promotionId, depositId: used })).toMatchObject({ status: false, msg: 'deposit_already_used' });
  });

  it('refuses a deposit match of another currency, and after its window', async () => {
    const member = await readyMember(platform, '0');
    const depositId = await gatewayDeposit(member, '100.00');
    const thai = await seededPromotion(platform.db, 2, 'THB');
    expect(await apply(member, { promotionId: thai.id, depositId })).toMatchObject({
      status: false,
      msg: 'promotion_currency_not_eligible',
    });
    const closing = await publishedPromotion(platform, {
      kind: 'deposit_match',
      amount: undefined,
      matchPercent: 50,
      endsAt: new Date(clock.now().getTime() + 1000).toISOString(),
    });
    clock.advance(1000);
    expect(await apply(member, { promotionId: closing, depositId })).toMatchObject({ status: false, msg: 'promotion_ended' });
  });

  it('without a deposit, claims it pending; the next deposit made with it grants it', async () => {
    const member = await readyMember(platform, '0');
    const { id: promotionId } = await depositMatch();
    expect(await apply(member, { promotionId })).toMatchObject({
      status: true,
      output: { bonus: '0.00', active: { status: 'pending', balance: '0.00', granted: '0.00' } },
    });
    const deposit = await member.call('wallet/deposit', {
      method: 'gateway',
      gatewayId: 'demo-pay',
      amount: '70.00',
      idempotencyKey: key(),
      promotionId,
    });
    expect(deposit.body).toMatchObject({ status: true });
    expect(await bonusOf(member)).toMatchObject({ cash: '70.00', bonus: '70.00', active: { status: 'active', granted: '70.00' } });
  });

  it('claims for a new member who registers through a link with the welcome offer’s cmsID', async () => {
    const { profile, sid } = await registerMember(platform, { countryCode: 'MY', language: 'en', dialCode: '60', length: 10 });
    const plain = await platform.call('promotion/bonus', undefined, { sid });
    expect(plain.body).toMatchObject({ status: true, output: { active: null } });
    expect(profile.id).toBeGreaterThan(0);

    const withLink = await platform.call<{ id: number }>('auth/register', {
      username: `cms${Date.now() % 1_000_000}`,
      password: 'Secret@123',
      mobileno: `60-9${String(Date.now()).slice(-9)}`,
      countryCode: 'MY',
      language: 'en',
      cmsID: '1',
    });
    expect(withLink.body.status).toBe(true);
    const welcome = await platform.call('promotion/bonus', undefined, { sid: withLink.sid });
    expect(welcome.body).toMatchObject({ output: { bonus: '20.00', active: { status: 'active', granted: '20.00' } } });
    // An id that names nothing leaves registration alone.
    const unknown = await platform.call('auth/register', {
      username: `cmx${Date.now() % 1_000_000}`,
      password: 'Secret@123',
      mobileno: `60-8${String(Date.now()).slice(-9)}`,
      countryCode: 'MY',
      language: 'en',
      cmsID: '999999',
    });
    expect(unknown.body.status).toBe(true);
  });
});
