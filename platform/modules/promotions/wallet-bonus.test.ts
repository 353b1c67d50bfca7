import { eq } from 'drizzle-orm';
import type { HistoryPage, WalletRequest } from '@/lib/contracts/wallet';
import { bonuses } from '../../db/schema-promotions';
import { manualClock, operatorCall, testPlatform, type TestPlatform, uploadedReceipt } from '../../test-support';
import { assertLedgerConsistent } from '../../../tests/reliability/invariants';
import { balanceOf, house } from '../ledger';
import { key, readyMember, withdrawBody, type ReadyMember } from '../wallet/testing/wallet-fixture';
import { apply, bonusOf, bonusRow, publishedPromotion, seededPromotion } from './testing/promotion-fixture';

const clock = manualClock(new Date('2026-11-15T00:00:00Z'));
let platform: TestPlatform;
beforeAll(async () => {
  platform = await testPlatform({ clock: clock.now });
});
afterAll(async () => {
  await assertLedgerConsistent(platform.db, 'after the wallet bonus tests');
  await platform.close();
});

const depositMatchId = async () => (await seededPromotion(platform.db, 2)).id;

async function bankDeposit(member: ReadyMember, amount: string, promotionId?: number) {
  const operatorBankId = (await member.call<{ operatorBanks: { id: number }[] }>('wallet/settings')).body.output!.operatorBanks[0]!.id;
  return member.call<WalletRequest>('wallet/deposit', {
    method: 'bank',
    operatorBankId,
    amount,
    receiptKey: await uploadedReceipt(platform, member.sid),
    idempotencyKey: key(),
    ...(promotionId === undefined ? {} : { promotionId }),
  });
}

describe('a deposit made with a deposit-match promotion', () => {
  it('through the gateway: credited and granted in one transaction', async () => {
    const member = await readyMember(platform, '0');
    const promotionId = await depositMatchId();
    const res = await member.call<WalletRequest>('wallet/deposit', {
      method: 'gateway',
      gatewayId: 'demo-pay',
      amount: '120.00',
      idempotencyKey: key(),
      promotionId,
    });
    expect(res.body).toMatchObject({ status: true, output: { status: 'approved', balance: '120.00' } });
    expect(await bonusOf(member)).toMatchObject({
      cash: '120.00',
      bonus: '120.00',
      active: { status: 'active', granted: '120.00', required: '600.00', maxBet: '20.00' },
    });
    const [bonus] = await platform.db.select().from(bonuses).where(eq(bonuses.depositRequestId, res.body.output!.id));
    expect(bonus).toMatchObject({ depositAmount: 12_000n, status: 'active' });
  });

  it('by bank transfer: pending with the deposit, granted on approval, cancelled on rejection', async () => {
    const promotionId = await depositMatchId();
    const member = await readyMember(platform, '0');
    const deposit = await bankDeposit(member, '60.00', promotionId);
    expect(deposit.body).toMatchObject({ status: true, output: { status: 'pending' } });
    expect(await bonusOf(member)).toMatchObject({ bonus: '0.00', active: { status: 'pending' } });
    const approved = await operatorCall<WalletRequest>(platform, 'operator/deposit-approve', { id: deposit.body.output!.id });
    expect(approved.body).toMatchObject({ status: true, output: { balance: '60.00' } });
    expect(await bonusOf(member)).toMatchObject({ cash: '60.00', bonus: '60.00', active: { status: 'active', granted: '60.00' } });

    const other = await readyMember(platform, '0');
    const claimsBefore = (await seededPromotion(platform.db, 2)).claimsTotal;
    const refused = await bankDeposit(other, '70.00', promotionId);
    expect((await seededPromotion(platform.db, 2)).claimsTotal).toBe(claimsBefore + 1);
    await operatorCall(platform, 'operator/deposit-reject', { id: refused.body.output!.id, reason: 'no money arrived' });
    expect(await bonusOf(other)).toEqual({ currency: 'MYR', cash: '0.00', bonus: '0.00', active: null });
    const [cancelled] = await platform.db.select().from(bonuses).where(eq(bonuses.depositRequestId, refused.body.output!.id));
    expect(cancelled).toMatchObject({ status: 'cancelled' });
    expect((await seededPromotion(platform.db, 2)).claimsTotal).toBe(claimsBefore);
  });

  it('refuses a deposit below the promotion’s minimum, or with a promotion that is not a deposit match, before anything is recorded', async () => {
    const member = await readyMember(platform, '0');
    const below = await member.call('wallet/deposit', {
      method: 'gateway',
      gatewayId: 'demo-pay',
      amount: '49.99',
      idempotencyKey: key(),
      promotionId: await depositMatchId(),
    });
    expect(below.body).toMatchObject({ status: false, msg: 'deposit_below_minimum', output: { n: '50.00' } });
    const fixed = await member.call('wallet/deposit', {
      method: 'gateway',
      gatewayId: 'demo-pay',
      amount: '100.00',
      idempotencyKey: key(),
      promotionId: (await seededPromotion(platform.db, 3)).id,
    });
    expect(fixed.body).toMatchObject({ status: false, msg: 'promotion_not_eligible' });
    expect(await bonusOf(member)).toMatchObject({ cash: '0.00', active: null });
  });
});

describe('a withdrawal while a bonus is active', () => {
  it('is refused until the member accepts losing the bonus money, then forfeits it with the hold', async () => {
    const member = await readyMember(platform, '100.00');
    const promotionId = await publishedPromotion(platform, { amount: '25.00' });
    const bonusId = (await apply(member, { promotionId })).output!.active!.bonusId;
    const refused = await member.call('wallet/withdraw', withdrawBody(member, '50.00'));
    expect(refused.body).toMatchObject({ status: false, msg: 'bonus_forfeit_confirmation_required', output: { forfeit: '25.00' } });
    expect(await bonusOf(member)).toMatchObject({ cash: '100.00', bonus: '25.00' });

    const houseBefore = await balanceOf(platform.db, house('house_bonuses', 'MYR'));
    const accepted = await member.call<WalletRequest>('wallet/withdraw', withdrawBody(member, '50.00', { acceptBonusForfeit: true }));
    expect(accepted.body).toMatchObject({ status: true, output: { status: 'pending', balance: '50.00' } });
    expect(await bonusOf(member)).toEqual({ currency: 'MYR', cash: '50.00', bonus: '0.00', active: null });
    expect(await bonusRow(platform.db, bonusId)).toMatchObject({ status: 'forfeited' });
    expect(await balanceOf(platform.db, house('house_bonuses', 'MYR'))).toBe(houseBefore + 2500n);
  });

  it('takes cash only: more than the cash is refused and the bonus stays', async () => {
    const member = await readyMember(platform, '60.00');
    await apply(member, { promotionId: await publishedPromotion(platform, { amount: '50.00' }) });
    const tooMuch = await member.call('wallet/withdraw', withdrawBody(member, '61.00', { acceptBonusForfeit: true }));
    expect(tooMuch.body).toMatchObject({ status: false, msg: 'insufficient_balance' });
    expect(await bonusOf(member)).toMatchObject({ cash: '60.00', bonus: '50.00', active: { status: 'active' } });
  });
});

describe('promotion/leave', () => {
  it('removes what is left of the bonus money, keeps the cash, and answers a replay the same', async () => {
    const member = await readyMember(platform, '20.00');
    const bonusId = (await apply(member, { promotionId: await publishedPromotion(platform, { amount: '15.00' }) })).output!.active!.bonusId;
    const idempotencyKey = key();
    const left = await member.call('promotion/leave', { bonusId, idempotencyKey });
    expect(left.body).toMatchObject({ status: true, output: { cash: '20.00', bonus: '0.00', active: null } });
    expect((await member.call('promotion/leave', { bonusId, idempotencyKey })).body).toEqual(left.body);
    expect((await member.call('promotion/leave', { bonusId, idempotencyKey: key() })).body).toMatchObject({
      status: false,
      msg: 'bonus_not_active',
    });
    expect(await bonusRow(platform.db, bonusId)).toMatchObject({ status: 'left' });
    const someoneElse = await readyMember(platform, '0');
    expect((await someoneElse.call('promotion/leave', { bonusId, idempotencyKey: key() })).body).toMatchObject({ msg: 'bonus_not_found' });
  });

  it('cancels a pending claim', async () => {
    const member = await readyMember(platform, '0');
    const bonusId = (await apply(member, { promotionId: await depositMatchId() })).output!.active!.bonusId;
    expect((await member.call('promotion/leave', { bonusId, idempotencyKey: key() })).body).toMatchObject({
      status: true,
      output: { active: null },
    });
    expect(await bonusRow(platform.db, bonusId)).toMatchObject({ status: 'cancelled' });
  });
});

describe('transaction/list type promotion', () => {
  it('lists every bonus step with the status and title the site shows, filterable by status', async () => {
    const member = await readyMember(platform, '100.00');
    const first = await apply(member, { promotionCode: 'WELCOME10' });
    await member.call('promotion/leave', { bonusId: first.output!.active!.bonusId, idempotencyKey: key() });
    const secondId = await publishedPromotion(platform, { amount: '5.00', languages: { en: { title: 'Second offer' } } });
    await apply(member, { promotionId: secondId });
    expect((await member.call('wallet/withdraw', withdrawBody(member, '50.00', { acceptBonusForfeit: true }))).body.status).toBe(true);

    // Journal entries carry the database's time, not the test clock: a range around both.
    const range = { from: '2000-01-01', to: '2100-12-31' };
    const page = async (status?: string) =>
      (await member.call<HistoryPage>('transaction/list', { type: 'promotion', ...range, ...(status ? { status } : {}) })).body.output!;
    const all = await page();
    expect(all.total).toBe(4);
    expect(all.rows.map((r) => [r.status, r.amount, r.description, r.extra.balance])).toEqual([
      ['forfeited', '-5.00', 'Second offer', 'bonus'],
      ['granted', '5.00', 'Second offer', 'bonus'],
      ['left', '-10.00', 'Promo Code WELCOME10', 'bonus'],
      ['granted', '10.00', 'Promo Code WELCOME10', 'bonus'],
    ]);
    expect((await page('granted')).total).toBe(2);
    expect((await page('left')).rows.map((r) => r.status)).toEqual(['left']);
    expect((await page('converted')).total).toBe(0);
  });
});
