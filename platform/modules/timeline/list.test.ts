import { eq } from 'drizzle-orm';
import type { TimelineItem, TimelinePage } from '@/lib/contracts/timeline';
import { journalEntries } from '../../db/schema-ledger';
import { promotions } from '../../db/schema-promotions';
import { walletRequests } from '../../db/schema-wallet';
import { operatorCall, testPlatform, type TestPlatform, uploadedReceipt } from '../../test-support';
import { fixture, insertCatalogFixture } from '../games/testing/catalog-fixture';
import { apply, publishedPromotion } from '../promotions/testing/promotion-fixture';
import { playRound as playWagers } from '../wagers/testing/play-round';
import { key, readyMember, withdrawBody, type ReadyMember } from '../wallet/testing/wallet-fixture';
import { ENTRY_PLACEMENT } from './index';

let platform: TestPlatform;
let m: ReadyMember;
let bystander: ReadyMember;
let promotionTitle: string;
const ids: Record<string, number> = {};

const KL = 'Asia/Kuala_Lumpur';
const list = (body: Record<string, unknown>, member = m) => member.call<TimelinePage>('timeline/list', body);
const page = async (body: Record<string, unknown> = {}, member = m) => {
  const res = await list(body, member);
  if (!res.body.status) throw new Error(`timeline/list: ${res.body.msg}`);
  return res.body.output!;
};
/** Every line of a filter, following the cursor with small pages. */
async function everything(body: Record<string, unknown> = {}, pageSize = 3): Promise<TimelineItem[]> {
  const items: TimelineItem[] = [];
  let cursor: string | null | undefined;
  do {
    const next = await page({ ...body, pageSize, ...(cursor ? { cursor } : {}) });
    items.push(...next.items);
    cursor = next.next;
  } while (cursor);
  return items;
}
const short = (item: TimelineItem) => [item.kind, item.entry, item.amount, item.status];

/** A member who is funded, deposits, plays rounds, transfers, withdraws, claims a rebate and gets a bonus. */
beforeAll(async () => {
  platform = await testPlatform();
  await insertCatalogFixture(platform.db);
  m = await readyMember(platform, '1000.00');
  bystander = await readyMember(platform, '1000.00');

  ids.gateway = (
    await m.call<{ id: number }>('wallet/deposit', { method: 'gateway', gatewayId: 'demo-pay', amount: '100', idempotencyKey: key() })
  ).body.output!.id;
  const operatorBankId = (await m.call<{ operatorBanks: { id: number }[] }>('wallet/settings')).body.output!.operatorBanks[0]!.id;
  ids.bank = (
    await m.call<{ id: number }>('wallet/deposit', {
      method: 'bank',
      operatorBankId,
      amount: '50',
      receiptKey: await uploadedReceipt(platform, m.sid),
      idempotencyKey: key(),
    })
  ).body.output!.id;
  await operatorCall(platform, 'operator/deposit-approve', { id: ids.bank });

  const round = { memberId: m.profile.id, providerId: fixture.seamless.providerId, gameId: fixture.seamless.slot, currency: 'MYR' };
  await playWagers(platform.db, round, 1000n, 2500n); // +15.00
  await playWagers(platform.db, round, 400n, 0n); // -4.00
  await playWagers(platform.db, round, 700n, null); // open: -7.00

  await m.call('wallet/transfer', { from: 'main', to: fixture.transfer.providerId, amount: '20', idempotencyKey: key() });
  await m.call('member/restore-balance');

  ids.paid = (await m.call<{ id: number }>('wallet/withdraw', withdrawBody(m, '60'))).body.output!.id;
  await operatorCall(platform, 'operator/withdrawal-approve', { id: ids.paid });
  ids.cancelled = (await m.call<{ id: number }>('wallet/withdraw', withdrawBody(m, '70'))).body.output!.id;
  await m.call('wallet/withdraw-cancel', { id: ids.cancelled });

  await m.call('wallet/rebate-claim', { idempotencyKey: key() });
  const promotionId = await publishedPromotion(platform);
  const [promotion] = await platform.db.select().from(promotions).where(eq(promotions.id, promotionId));
  promotionTitle = promotion!.languages.en!.title;
  const granted = await apply(m, { promotionId, idempotencyKey: key() });
  if (!granted.status) throw new Error(`promotion/apply: ${granted.msg}`);

  // Someone else's money never shows.
  await bystander.call('wallet/deposit', { method: 'gateway', gatewayId: 'demo-pay', amount: '99', idempotencyKey: key() });
});
afterAll(() => platform.close());

describe('timeline/list', () => {
  it('lists every movement of the member, newest first, with the net deposits of the 12 months', async () => {
    const first = await page({ pageSize: 50 });
    expect(first).toMatchObject({ currency: 'MYR', timeZone: KL, next: null });
    expect(first.from).toBe(first.earliest);
    expect(first.items.map(short)).toEqual([
      ['bonus', 'bonus_grant', '10.00', 'done'],
      ['rebate', 'rebate', '0.07', 'done'],
      ['withdrawal', 'withdrawal', '-70.00', 'cancelled'],
      ['withdrawal', 'withdrawal', '-60.00', 'approved'],
      ['transfer', 'transfer_from_provider', '20.00', 'done'],
      ['transfer', 'transfer_to_provider', '-20.00', 'done'],
      ['game', 'round', '-7.00', 'open'],
      ['game', 'round', '-4.00', 'settled'],
      ['game', 'round', '15.00', 'settled'],
      ['deposit', 'deposit', '50.00', 'approved'],
      ['deposit', 'deposit', '100.00', 'approved'],
      ['adjustment', 'adjustment', '1000.00', 'done'],
    ]);
    // Approved deposits 150.00 − the paid withdrawal 60.00; the cancelled one counts for nothing.
    expect(first.summary).toEqual({ deposits: '150.00', withdrawals: '60.00', net: '90.00' });
  });

  it('describes each line: the round’s stake and win, the bank, the wallets, the promotion, the note', async () => {
    const items = (await page({ pageSize: 50 })).items;
    const [bonus, , cancelled, , back, out, open, lost, won, bank, gateway, funding] = items;
    expect(won).toMatchObject({ stake: '10.00', win: '25.00', description: 'Lucky <Test> Reels · Test ztseam', balance: 'cash' });
    expect(lost).toMatchObject({ stake: '4.00', win: '0.00' });
    expect(open).toMatchObject({ stake: '7.00', win: '0.00' });
    expect(bank).toMatchObject({ id: `q${String(ids.bank).padStart(20, '0')}`, description: 'Maybank', stake: null, win: null });
    expect(gateway).toMatchObject({ description: 'DemoPay' });
    expect(cancelled).toMatchObject({ description: 'Maybank ****7890' });
    expect(out).toMatchObject({ description: `Test ${fixture.transfer.providerId}` });
    expect(back).toMatchObject({ description: `Test ${fixture.transfer.providerId}` });
    expect(bonus).toMatchObject({ balance: 'bonus', description: promotionTitle });
    expect(funding).toMatchObject({ description: 'test funding' });
    expect(new Set(items.map((i) => i.id)).size).toBe(items.length);
  });

  it('pages by keyset: small pages give the same lines in the same order, each once', async () => {
    const whole = (await page({ pageSize: 50 })).items;
    for (const size of [1, 2, 5]) expect(await everything({}, size)).toEqual(whole);
    const second = await page({ pageSize: 5, cursor: (await page({ pageSize: 5 })).next });
    expect(second.summary).toBeNull();
    expect(second.items).toEqual(whole.slice(5, 10));
  });

  it('filters by kind, the net deposits staying those of the whole period', async () => {
    const games = await page({ kind: 'game' });
    expect(games.items.map((i) => [i.amount, i.stake, i.win])).toEqual([
      ['-7.00', '7.00', '0.00'],
      ['-4.00', '4.00', '0.00'],
      ['15.00', '10.00', '25.00'],
    ]);
    expect(games.summary).toEqual({ deposits: '150.00', withdrawals: '60.00', net: '90.00' });
    expect((await everything({ kind: 'deposit' }, 1)).map((i) => i.amount)).toEqual(['50.00', '100.00']);
    expect((await page({ kind: 'withdrawal' })).items.map((i) => i.status)).toEqual(['cancelled', 'approved']);
    expect((await page({ kind: 'transfer' })).items).toHaveLength(2);
    expect((await page({ kind: 'bonus' })).items.map((i) => i.entry)).toEqual(['bonus_grant']);
    expect((await page({ kind: 'rebate' })).items).toHaveLength(1);
    expect((await page({ kind: 'adjustment' })).items).toHaveLength(1);
    expect((await page({ kind: 'reward' })).items).toEqual([]);
  });

  it('counts days on the member’s clock: a deposit at their midnight is that day’s, one a millisecond before is the day before’s', async () => {
    const day = new Date(Date.now() - 3 * 86_400_000).toLocaleDateString('en-CA', { timeZone: KL });
    const midnight = new Date(`${day}T00:00:00+08:00`);
    const move = (id: number, at: Date) => platform.db.update(walletRequests).set({ createdAt: at }).where(eq(walletRequests.id, id));
    await move(ids.gateway!, midnight);
    await move(ids.bank!, new Date(midnight.getTime() - 1));
    try {
      const that = await page({ from: day, to: day });
      expect(that.items.map((i) => i.amount)).toEqual(['100.00']);
      expect(that.summary).toEqual({ deposits: '100.00', withdrawals: '0.00', net: '100.00' });
      const before = new Date(midnight.getTime() - 86_400_000).toLocaleDateString('en-CA', { timeZone: KL });
      expect((await page({ from: before, to: before })).items.map((i) => i.amount)).toEqual(['50.00']);
      expect((await page({ from: before, to: day })).summary!.net).toBe('150.00');
    } finally {
      await move(ids.gateway!, new Date());
      await move(ids.bank!, new Date());
    }
  });

  it('reaches back 12 months: older lines are left out, an earlier start is refused', async () => {
    const old = new Date(Date.now() - 400 * 86_400_000);
    await platform.db.update(walletRequests).set({ createdAt: old }).where(eq(walletRequests.id, ids.gateway!));
    try {
      const whole = await page({ pageSize: 50 });
      expect(whole.items.filter((i) => i.kind === 'deposit').map((i) => i.amount)).toEqual(['50.00']);
      expect(whole.summary!.deposits).toBe('50.00');
      const tooEarly = await list({ from: old.toISOString().slice(0, 10) });
      expect(tooEarly.statusCode).toBe(200);
      expect(tooEarly.body).toMatchObject({ status: false, msg: 'error_range' });
    } finally {
      await platform.db.update(walletRequests).set({ createdAt: new Date() }).where(eq(walletRequests.id, ids.gateway!));
    }
  });

  it('shows only the member’s own lines', async () => {
    const theirs = await page({}, bystander);
    expect(theirs.items.map(short)).toEqual([
      ['deposit', 'deposit', '99.00', 'approved'],
      ['adjustment', 'adjustment', '1000.00', 'done'],
    ]);
    expect(theirs.summary!.net).toBe('99.00');
  });

  it('refuses what is not a range, a cursor or a page with a message, never a 500', async () => {
    expect((await list({ from: '2026-02-30' })).body).toMatchObject({ status: false, msg: 'error_date' });
    expect((await list({ from: '2026-05-02', to: '2026-05-01' })).body).toMatchObject({ status: false, msg: 'error_date' });
    expect((await list({ cursor: 'not-a-cursor' })).body).toMatchObject({ status: false, msg: 'error_cursor' });
    expect((await list({ pageSize: 501 })).statusCode).toBe(400);
    expect((await list({ kind: 'lottery' })).statusCode).toBe(400);
    expect((await list({ offset: 20 })).statusCode).toBe(400);
    expect((await platform.call('timeline/list', {})).body).toMatchObject({ status: false });
  });

  it('places every journal entry kind this suite wrote', async () => {
    const kinds = await platform.db.selectDistinct({ kind: journalEntries.kind }).from(journalEntries);
    expect(kinds.length).toBeGreaterThan(8);
    expect(kinds.map((k) => k.kind).filter((kind) => !(kind in ENTRY_PLACEMENT))).toEqual([]);
  });
});
