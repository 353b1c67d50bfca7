import { randomUUID } from 'node:crypto';
import { fixture, insertCatalogFixture } from '../../../modules/games/testing/catalog-fixture';
import { operatorCall, registerMember, testPlatform, type TestPlatform } from '../../../test-support';
import { signedCallback } from '../testing/signed-callback';

/**
 * The bonus rules as a provider meets them, through the signed callbacks of the platform as it is
 * wired at start-up: the balance is cash plus bonus, a stake above the bonus's maximum bet is a
 * refused bet (HTTP 200, status false) like an overdraft, and wagering converts the bonus.
 */
let platform: TestPlatform;
beforeAll(async () => {
  platform = await testPlatform();
  await insertCatalogFixture(platform.db);
});
afterAll(() => platform.close());

async function memberWithBonus() {
  const { profile, username, sid } = await registerMember(platform);
  await operatorCall(platform, 'operator/adjust', { username, amount: '20.00', note: '', idempotencyKey: `fund-${randomUUID()}` });
  const saved = await operatorCall<{ promotionId: number }>(platform, 'operator/promotion-save', {
    kind: 'fixed',
    currency: 'MYR',
    languages: { en: { title: 'Callback test' } },
    amount: '10.00',
    wageringMultiplier: 1,
    maxBet: '5.00',
    expiryDays: 7,
  });
  const promotionId = saved.body.output!.promotionId;
  await operatorCall(platform, 'operator/promotion-state', { promotionId, state: 'published' });
  const claimed = await platform.call('promotion/apply', { promotionId }, { sid });
  if (!claimed.body.status) throw new Error(claimed.body.msg);
  return { id: profile.id, sid };
}

const call = (member: { id: number }, extra: Record<string, unknown> = {}) => ({
  txId: randomUUID(),
  roundId: randomUUID(),
  memberId: member.id,
  providerId: fixture.seamless.providerId,
  gameId: fixture.seamless.slot,
  currency: 'MYR',
  ...extra,
});

describe('seamless wallet with an active bonus', () => {
  it('answers cash plus bonus, refuses a stake above the maximum bet, and converts on wagering', async () => {
    const member = await memberWithBonus();
    expect((await signedCallback(platform, 'balance', call(member))).body).toMatchObject({ status: true, balance: '3000' });

    const tooBig = await signedCallback(platform, 'bet', call(member, { amount: '501' }));
    expect(tooBig).toEqual({ statusCode: 200, body: { status: false, msg: 'bet_above_bonus_maximum', balance: '3000', currency: 'MYR' } });

    // Wagering 1× 10.00 on slots: two lost rounds of 5.00 convert the bonus to cash.
    for (let i = 0; i < 2; i++) {
      const round = call(member, { amount: '500' });
      expect((await signedCallback(platform, 'bet', round)).body).toMatchObject({ status: true });
      expect((await signedCallback(platform, 'win', { ...round, txId: randomUUID(), amount: '0' })).body).toMatchObject({ status: true });
    }
    expect((await signedCallback(platform, 'balance', call(member))).body).toMatchObject({ balance: '2000' });
    const status = await platform.call('promotion/bonus', undefined, { sid: member.sid });
    expect(status.body.output).toEqual({ currency: 'MYR', cash: '20.00', bonus: '0.00', active: null });
    // No bonus any more: no maximum either.
    expect((await signedCallback(platform, 'bet', call(member, { amount: '1500' }))).body).toMatchObject({ status: true, balance: '500' });
  });
});
