import { eq } from 'drizzle-orm';
import { bonuses, promotions } from '../../db/schema-promotions';
import { manualClock, restartablePlatform, testPlatform, type TestPlatform } from '../../test-support';
import { assertLedgerConsistent } from '../../../tests/reliability/invariants';
import { balanceOf, getBalance, house } from '../ledger';
import { readyMember } from '../wallet/testing/wallet-fixture';
import { expireBonuses } from './expiry';
import { apply, bonusOf, bonusRow, publishedPromotion, seededPromotion } from './testing/promotion-fixture';

const DAY = 86_400_000;
const clock = manualClock(new Date('2026-11-15T00:00:00Z'));
let platform: TestPlatform;
beforeAll(async () => {
  // Days pass in these tests: sessions must outlive them.
  platform = await testPlatform({ clock: clock.now, env: { SESSION_IDLE_MINUTES: '100000', SESSION_ABSOLUTE_HOURS: '10000' } });
});
afterAll(async () => {
  await assertLedgerConsistent(platform.db, 'after the expiry tests');
  await platform.close();
});

async function granted(expiryDays = 1) {
  const member = await readyMember(platform, '5.00');
  const promotionId = await publishedPromotion(platform, { amount: '10.00', expiryDays });
  const claimed = await apply(member, { promotionId });
  if (!claimed.status) throw new Error(claimed.msg);
  return { member, bonusId: claimed.output!.active!.bonusId, expiresAt: new Date(claimed.output!.active!.expiresAt!) };
}

describe('bonus expiry', () => {
  it('is still active one millisecond before the instant and expired at it, on sight', async () => {
    const { member, bonusId, expiresAt } = await granted(1);
    expect(expiresAt.getTime()).toBe(clock.now().getTime() + DAY);
    clock.advance(DAY - 1);
    expect(await bonusOf(member)).toMatchObject({ bonus: '10.00', active: { status: 'active' } });

    const houseBefore = await balanceOf(platform.db, house('house_bonuses', 'MYR'));
    clock.advance(1);
    // Read before any sweep ran: the member's own bonus is expired first.
    expect(await bonusOf(member)).toEqual({ currency: 'MYR', cash: '5.00', bonus: '0.00', active: null });
    expect(await bonusRow(platform.db, bonusId)).toMatchObject({ status: 'expired', endedAt: clock.now() });
    expect(await balanceOf(platform.db, house('house_bonuses', 'MYR'))).toBe(houseBefore + 1000n);
    const history = await member.call<{ rows: { status: string; amount: string }[] }>('transaction/list', {
      type: 'promotion',
      // Journal entries carry the database's time, not the test clock: a range around both.
      from: '2000-01-01',
      to: '2100-12-31',
    });
    expect(history.body.output!.rows.map((r) => [r.status, r.amount])).toEqual([
      ['expired', '-10.00'],
      ['granted', '10.00'],
    ]);
  });

  it('sweeps every bonus whose time is up, and cancels pending claims that lapsed (their claim comes back)', async () => {
    const due = await granted(1);
    const notYet = await granted(2);
    const waiting = await readyMember(platform, '0');
    const depositMatch = await seededPromotion(platform.db, 2);
    expect(await apply(waiting, { promotionId: depositMatch.id })).toMatchObject({ output: { active: { status: 'pending' } } });
    const claimsBefore = (await seededPromotion(platform.db, 2)).claimsTotal;

    clock.advance(DAY);
    expect(await expireBonuses(platform.db, clock.now())).toMatchObject({ expired: expect.any(Number), cancelled: expect.any(Number) });
    expect(await bonusRow(platform.db, due.bonusId)).toMatchObject({ status: 'expired' });
    expect(await bonusRow(platform.db, notYet.bonusId)).toMatchObject({ status: 'active' });
    clock.advance(DAY - 1);
    // A sweep exactly one millisecond early leaves it alone.
    await expireBonuses(platform.db, clock.now());
    expect(await bonusRow(platform.db, notYet.bonusId)).toMatchObject({ status: 'active' });
    clock.advance(1);
    await expireBonuses(platform.db, clock.now());
    expect(await bonusRow(platform.db, notYet.bonusId)).toMatchObject({ status: 'expired' });
    expect(await getBalance(platform.db, { id: notYet.member.profile.id, currency: 'MYR' }, 'member_bonus')).toBe(0n);

    // The pending claim lapses after the promotion's 7 days without a deposit.
    expect((await bonusOf(waiting)).active).toMatchObject({ status: 'pending' });
    clock.advance(5 * DAY);
    await expireBonuses(platform.db, clock.now());
    expect((await bonusOf(waiting)).active).toBeNull();
    expect((await seededPromotion(platform.db, 2)).claimsTotal).toBe(claimsBefore - 1);
    // The lapsed claim gave its number back: the member may claim the promotion again.
    expect(await apply(waiting, { promotionId: depositMatch.id })).toMatchObject({
      status: true,
      output: { active: { status: 'pending' } },
    });
  });
});

describe('bonus expiry across a restart', () => {
  let platforms: Awaited<ReturnType<typeof restartablePlatform>>;
  beforeAll(async () => {
    platforms = await restartablePlatform({ REGISTER_MAX_PER_IP: '1000' });
  });
  afterAll(() => platforms.remove());
  const start = (now: () => Date, env: Record<string, string> = {}) => platforms.start({ clock: now, env });

  it('expires at the next start what lapsed while the platform was down, and on the timer while it runs', async () => {
    const restartClock = manualClock(new Date('2026-11-15T00:00:00Z'));
    const first = await start(restartClock.now);
    const register = (username: string, mobileno: string) =>
      first.app.inject({
        method: 'POST',
        url: '/api/auth/register',
        payload: { username, password: 'Secret@123', mobileno, countryCode: 'MY', language: 'en', cmsID: '1' },
      });
    expect((await register('expiry01', '60-1230000001')).json()).toMatchObject({ status: true });
    expect((await register('expiry02', '60-1230000002')).json()).toMatchObject({ status: true });
    const welcome = await seededPromotion(first.db, 1);
    const ours = await first.db.select().from(bonuses).where(eq(bonuses.promotionId, welcome.id));
    expect(ours.map((b) => b.status)).toEqual(['active', 'active']);
    // One of them lapses sooner.
    await first.db
      .update(bonuses)
      .set({ expiresAt: new Date('2026-11-16T00:00:00Z') })
      .where(eq(bonuses.id, ours[0]!.id));
    await first.close();

    // Down for a day: the sweep at start-up takes the lapsed one before anyone reads it.
    restartClock.advance(DAY);
    const second = await start(restartClock.now, { BONUS_EXPIRY_SWEEP_SECONDS: '1' });
    try {
      expect((await bonusRow(second.db, ours[0]!.id)).status).toBe('expired');
      expect((await bonusRow(second.db, ours[1]!.id)).status).toBe('active');
      // And the timer takes the other once its time is up.
      restartClock.advance(6 * DAY);
      await new Promise((resolve) => setTimeout(resolve, 1500));
      expect((await bonusRow(second.db, ours[1]!.id)).status).toBe('expired');
      await assertLedgerConsistent(second.db, 'after the restart');
      expect((await second.db.select().from(promotions).where(eq(promotions.id, welcome.id)))[0]!.claimsTotal).toBe(2);
    } finally {
      await second.close();
    }
    // Two platforms started one after the other on one database: past 30 s on a loaded two-core machine.
  }, 120_000);
});
