import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { gameRounds, journalEntries } from '../../db/schema-ledger';
import { manualClock, testPlatform, type TestPlatform } from '../../test-support';
import { assertLedgerConsistent } from '../../../tests/reliability/invariants';
import { insertCatalogFixture } from '../games/testing/catalog-fixture';
import { balanceOf, getBalance, house } from '../ledger';
import type { Wagers } from '../wagers';
import { key, readyMember, type ReadyMember } from '../wallet/testing/wallet-fixture';
import { apply, bonusOf, bonusRow, promotionWagers, publishedPromotion, roundOf } from './testing/promotion-fixture';

/**
 * The bet-time rules, driven straight through the wagers as the platform wires them (the demo
 * provider's callback test covers the same behind HTTP): cash first, then bonus; wins back in the
 * stake's proportion; the maximum bet; wagering progress and conversion in the settlement.
 */
const clock = manualClock(new Date('2026-11-15T00:00:00Z'));
let platform: TestPlatform;
let wagers: Wagers;
const at = () => ({ integration: 'demo', now: clock.now() });

beforeAll(async () => {
  platform = await testPlatform({ clock: clock.now });
  await insertCatalogFixture(platform.db);
  wagers = promotionWagers(platform.db);
});
afterAll(async () => {
  await assertLedgerConsistent(platform.db, 'after the play tests');
  await platform.close();
});

/** A member with `cash` and an active bonus of `bonus` (a fixed promotion with these terms). */
async function withBonus(cash: string, terms: Record<string, unknown> = {}) {
  const member = await readyMember(platform, cash);
  const promotionId = await publishedPromotion(platform, { amount: '10.00', wageringMultiplier: 5, ...terms });
  const claimed = await apply(member, { promotionId });
  if (!claimed.status) throw new Error(claimed.msg);
  return { member, bonusId: claimed.output!.active!.bonusId };
}

const money = async (member: ReadyMember) => {
  const status = await bonusOf(member);
  return { cash: status.cash, bonus: status.bonus };
};

async function bet(member: ReadyMember, amount: bigint, round = roundOf(member.profile.id)) {
  const outcome = await wagers.bet({ ...round, txId: randomUUID(), amount }, at());
  return { outcome, round };
}
async function settle(round: ReturnType<typeof roundOf>, amount: bigint) {
  return wagers.win({ ...round, txId: randomUUID(), amount }, at());
}
async function playLost(member: ReadyMember, amount: bigint, game: 'slot' | 'table' = 'slot') {
  const { outcome, round } = await bet(member, amount, roundOf(member.profile.id, game));
  if (!outcome.ok) throw new Error(`bet: ${outcome.msg}`);
  const won = await settle(round, 0n);
  if (!won.ok) throw new Error(`win: ${won.msg}`);
}

describe('stake funding', () => {
  it('takes cash first, then bonus, and pays a win back in the same proportion', async () => {
    const { member } = await withBonus('30.00', { maxBet: '50.00' });
    const { outcome, round } = await bet(member, 3500n);
    // The game sees what is playable: cash and bonus together.
    expect(outcome).toEqual({ ok: true, balance: 500n, currency: 'MYR' });
    expect(await money(member)).toEqual({ cash: '0.00', bonus: '5.00' });
    const [stored] = await platform.db
      .select()
      .from(gameRounds)
      .where(and(eq(gameRounds.providerId, round.providerId), eq(gameRounds.roundId, round.roundId)));
    expect(stored).toMatchObject({ bet: 3500n, betFromBonus: 500n });

    // 70.00 on a stake of 30.00 cash + 5.00 bonus: 60.00 to cash, 10.00 to bonus.
    expect(await settle(round, 7000n)).toEqual({ ok: true, balance: 7500n, currency: 'MYR' });
    expect(await money(member)).toEqual({ cash: '60.00', bonus: '15.00' });
    expect((await wagers.balance(round)).ok && (await wagers.balance(round))).toMatchObject({ balance: 7500n });
  });

  it('refuses what cash and bonus together cannot pay, moving nothing', async () => {
    const { member } = await withBonus('1.00', { maxBet: '50.00' });
    const { outcome } = await bet(member, 1101n);
    expect(outcome).toEqual({ ok: false, msg: 'insufficient_balance', balance: 1100n, currency: 'MYR' });
    expect(await money(member)).toEqual({ cash: '1.00', bonus: '10.00' });
  });

  it('refunds a rolled-back bet to cash and bonus as it was paid', async () => {
    const { member } = await withBonus('1.00', { maxBet: '50.00' });
    const { round } = await bet(member, 500n);
    expect(await money(member)).toEqual({ cash: '0.00', bonus: '6.00' });
    const placed = await platform.db
      .select({ txId: sql<string>`meta->>'txId'` })
      .from(journalEntries)
      .where(and(eq(journalEntries.memberId, member.profile.id), eq(journalEntries.kind, 'bet')));
    const refund = await wagers.rollback({ ...round, txId: randomUUID(), refTxId: placed[0]!.txId, amount: 500n }, at());
    expect(refund).toEqual({ ok: true, balance: 1100n, currency: 'MYR' });
    expect(await money(member)).toEqual({ cash: '1.00', bonus: '10.00' });
  });

  it('pays the bonus share of a round to the house once its bonus has ended', async () => {
    const { member, bonusId } = await withBonus('1.00', { maxBet: '50.00' });
    const { round } = await bet(member, 500n); // 1.00 cash + 4.00 bonus
    await member.call('promotion/leave', { bonusId, idempotencyKey: key() });
    const houseBefore = await balanceOf(platform.db, house('house_bonuses', 'MYR'));
    expect(await settle(round, 1000n)).toEqual({ ok: true, balance: 200n, currency: 'MYR' });
    expect(await money(member)).toEqual({ cash: '2.00', bonus: '0.00' });
    expect(await balanceOf(platform.db, house('house_bonuses', 'MYR'))).toBe(houseBefore + 800n);
  });
});

describe('the maximum bet while wagering', () => {
  it('allows the maximum and refuses one unit more before any money moves', async () => {
    const { member } = await withBonus('100.00', { maxBet: '2.00' });
    const entries = () => platform.db.$count(journalEntries, eq(journalEntries.memberId, member.profile.id));
    const before = { entries: await entries(), money: await money(member) };
    const refused = await bet(member, 201n);
    expect(refused.outcome).toEqual({ ok: false, msg: 'bet_above_bonus_maximum', balance: 11_000n, currency: 'MYR' });
    expect({ entries: await entries(), money: await money(member) }).toEqual(before);
    expect(
      await platform.db.$count(
        gameRounds,
        and(eq(gameRounds.providerId, refused.round.providerId), eq(gameRounds.roundId, refused.round.roundId)),
      ),
    ).toBe(0);
    expect((await bet(member, 200n)).outcome).toMatchObject({ ok: true });
  });

  it('does not apply without an active bonus', async () => {
    const member = await readyMember(platform, '100.00');
    expect((await bet(member, 9000n)).outcome).toEqual({ ok: true, balance: 1000n, currency: 'MYR' });
  });
});

describe('wagering and conversion', () => {
  it('adds each settled stake weighted by its game category', async () => {
    const { member, bonusId } = await withBonus('100.00', { contributions: { slots: 100, table: 10 }, otherContribution: 0 });
    await playLost(member, 1000n, 'slot');
    expect((await bonusRow(platform.db, bonusId)).wagered).toBe(1000n);
    await playLost(member, 1000n, 'table');
    expect((await bonusRow(platform.db, bonusId)).wagered).toBe(1100n);
    expect((await bonusOf(member)).active).toMatchObject({ wagered: '11.00', required: '50.00' });
  });

  it('converts exactly at the requirement, not a unit before', async () => {
    const { member, bonusId } = await withBonus('100.00');
    for (let i = 0; i < 4; i++) await playLost(member, 1000n);
    await playLost(member, 999n);
    expect(await bonusRow(platform.db, bonusId)).toMatchObject({ status: 'active', wagered: 4999n });
    expect(await money(member)).toEqual({ cash: '50.01', bonus: '10.00' });

    await playLost(member, 1n);
    expect(await bonusRow(platform.db, bonusId)).toMatchObject({ status: 'converted', wagered: 5000n });
    expect(await money(member)).toEqual({ cash: '60.00', bonus: '0.00' });
    expect((await bonusOf(member)).active).toBeNull();
    const kinds = await platform.db
      .select({ kind: journalEntries.kind })
      .from(journalEntries)
      .where(and(eq(journalEntries.memberId, member.profile.id), sql`kind like 'bonus_%'`));
    expect(kinds.map((k) => k.kind).sort()).toEqual(['bonus_convert', 'bonus_grant']);
  });

  it('converts up to the maximum and gives the rest back to the house', async () => {
    const { member, bonusId } = await withBonus('100.00', { wageringMultiplier: 1, maxConversion: '4.00' });
    const houseBefore = await balanceOf(platform.db, house('house_bonuses', 'MYR'));
    await playLost(member, 1000n);
    expect(await bonusRow(platform.db, bonusId)).toMatchObject({ status: 'converted' });
    expect(await money(member)).toEqual({ cash: '94.00', bonus: '0.00' });
    expect(await balanceOf(platform.db, house('house_bonuses', 'MYR'))).toBe(houseBefore + 600n);
  });

  it('counts nothing once the bonus is past its expiry, and expires it before the next bet', async () => {
    const { member, bonusId } = await withBonus('100.00', { expiryDays: 1 });
    const { round } = await bet(member, 1000n);
    clock.advance(86_400_000);
    await settle(round, 0n);
    expect(await bonusRow(platform.db, bonusId)).toMatchObject({ status: 'active', wagered: 0n });
    // The next bet finds it expired: it is ended first, and the stake is all cash.
    expect((await bet(member, 100n)).outcome).toEqual({ ok: true, balance: 8900n, currency: 'MYR' });
    expect(await bonusRow(platform.db, bonusId)).toMatchObject({ status: 'expired' });
    expect(await getBalance(platform.db, { id: member.profile.id, currency: 'MYR' }, 'member_bonus')).toBe(0n);
  });
});
