import { eq, sql } from 'drizzle-orm';
import type { HistoryPage } from '@/lib/contracts/wallet';
import { walletRequests } from '../../db/schema-wallet';
import { operatorCall, testPlatform, type TestPlatform, uploadedReceipt } from '../../test-support';
import { fixture, insertCatalogFixture } from '../games/testing/catalog-fixture';
import { playRound as playWagers } from '../wagers/testing/play-round';
import { key, readyMember, withdrawBody, type ReadyMember } from '../wallet/testing/wallet-fixture';
import { dayIn } from './range';

let platform: TestPlatform;
let m: ReadyMember;
let bystander: ReadyMember;
const requestIds: Record<string, number> = {};

const list = (member: ReadyMember, body: Record<string, unknown>) => member.call<HistoryPage>('transaction/list', body);
const page = async (body: Record<string, unknown>, member = m) => {
  const res = await list(member, body);
  if (!res.body.status) throw new Error(`transaction/list: ${res.body.msg}`);
  return res.body.output!;
};

function playRound(memberId: number, bet: string, win: string | null) {
  const round = { memberId, providerId: fixture.seamless.providerId, gameId: fixture.seamless.slot, currency: 'MYR' };
  return playWagers(platform.db, round, BigInt(bet), win === null ? null : BigInt(win));
}

/** One member with a row in every history that has a producer. */
beforeAll(async () => {
  platform = await testPlatform();
  await insertCatalogFixture(platform.db);
  m = await readyMember(platform, '1000.00');
  bystander = await readyMember(platform, '1000.00');

  const deposit = async (amount: string) =>
    (await m.call<{ id: number }>('wallet/deposit', { method: 'gateway', gatewayId: 'demo-pay', amount, idempotencyKey: key() })).body
      .output!.id;
  for (const amount of ['31', '32', '33', '34']) requestIds[`deposit${amount}`] = await deposit(amount);
  const operatorBankId = (await m.call<{ operatorBanks: { id: number }[] }>('wallet/settings')).body.output!.operatorBanks[0]!.id;
  const bank = await m.call<{ id: number }>('wallet/deposit', {
    method: 'bank',
    operatorBankId,
    amount: '35',
    receiptKey: await uploadedReceipt(platform, m.sid),
    idempotencyKey: key(),
  });
  requestIds.pendingDeposit = bank.body.output!.id;

  requestIds.withdrawal = (await m.call<{ id: number }>('wallet/withdraw', withdrawBody(m, '60'))).body.output!.id;
  requestIds.cancelled = (await m.call<{ id: number }>('wallet/withdraw', withdrawBody(m, '70'))).body.output!.id;
  await m.call('wallet/withdraw-cancel', { id: requestIds.cancelled });

  await operatorCall(platform, 'operator/adjust', {
    username: m.username,
    amount: '-5',
    note: 'goodwill correction',
    idempotencyKey: key(),
  });
  await playRound(m.profile.id, '1000', '2500'); // settled: +15.00
  await playRound(m.profile.id, '400', '0'); // settled: -4.00
  await playRound(m.profile.id, '700', null); // open
  await m.call('wallet/transfer', { from: 'main', to: fixture.transfer.providerId, amount: '20', idempotencyKey: key() });
  await m.call('wallet/transfer', { from: fixture.transfer.providerId, to: 'main', amount: '5', idempotencyKey: key() });
  await m.call('member/restore-balance');
  await m.call('wallet/rebate-claim', { idempotencyKey: key() });

  // Someone else's activity must never show.
  await bystander.call('wallet/deposit', { method: 'gateway', gatewayId: 'demo-pay', amount: '99', idempotencyKey: key() });
});
afterAll(() => platform.close());

describe('transaction/list', () => {
  it('defaults to the last 90 days ending today in the member’s zone (Kuala Lumpur), newest first, paged with the total', async () => {
    const today = dayIn(new Date(), 'Asia/Kuala_Lumpur');
    const first = await page({ type: 'deposit', pageSize: 2 });
    expect(first).toMatchObject({ total: 5, page: 1, pageSize: 2, currency: 'MYR', to: today });
    expect((Date.parse(first.to) - Date.parse(first.from)) / 86_400_000).toBe(89);
    expect(first.rows.map((r) => r.amount)).toEqual(['35.00', '34.00']);
    expect((await page({ type: 'deposit', pageSize: 2, page: 2 })).rows.map((r) => r.amount)).toEqual(['33.00', '32.00']);
    expect((await page({ type: 'deposit', pageSize: 2, page: 3 })).rows.map((r) => r.amount)).toEqual(['31.00']);
    expect((await page({ type: 'deposit', pageSize: 2, page: 4 })).rows).toEqual([]);
  });

  it('keeps older rows out of the default range, and finds them by date, both ends inclusive', async () => {
    const old = new Date(Date.now() - 100 * 86_400_000);
    await platform.db.update(walletRequests).set({ createdAt: old }).where(eq(walletRequests.id, requestIds.deposit31!));
    try {
      expect((await page({ type: 'deposit' })).total).toBe(4);
      const day = dayIn(old, 'Asia/Kuala_Lumpur');
      const thatDay = await page({ type: 'deposit', from: day, to: day });
      expect(thatDay).toMatchObject({ total: 1, from: day, to: day, rows: [{ id: String(requestIds.deposit31), amount: '31.00' }] });
    } finally {
      await platform.db.update(walletRequests).set({ createdAt: new Date() }).where(eq(walletRequests.id, requestIds.deposit31!));
    }
  });

  it('deposit rows carry the method, bank or gateway, reference and status; the status filter applies', async () => {
    const pending = await page({ type: 'deposit', status: 'pending' });
    expect(pending.total).toBe(1);
    expect(pending.rows[0]).toMatchObject({
      id: String(requestIds.pendingDeposit),
      amount: '35.00',
      status: 'pending',
      description: 'Maybank',
      extra: { method: 'bank', bank: 'Maybank', reference: `D${String(requestIds.pendingDeposit).padStart(8, '0')}` },
    });
    const approved = await page({ type: 'deposit', status: 'approved' });
    expect(approved.total).toBe(4);
    expect(approved.rows[0]).toMatchObject({ status: 'approved', extra: { method: 'gateway', bank: 'DemoPay' } });
    expect((await page({ type: 'deposit', status: 'rejected' })).total).toBe(0);
  });

  it('withdrawal rows are negative, with the member’s bank masked', async () => {
    const all = await page({ type: 'withdrawal' });
    expect(all.rows).toMatchObject([
      { id: String(requestIds.cancelled), amount: '-70.00', status: 'cancelled', extra: { method: 'bank', bank: 'Maybank ****7890' } },
      { id: String(requestIds.withdrawal), amount: '-60.00', status: 'pending' },
    ]);
    expect((await page({ type: 'withdrawal', status: 'cancelled' })).total).toBe(1);
  });

  it('adjustment rows come from the journal, signed, with the note', async () => {
    const adjustments = await page({ type: 'adjustment' });
    // The test funding (+1000.00) and the correction (-5.00).
    expect(adjustments.rows).toMatchObject([
      { amount: '-5.00', status: 'approved', description: 'goodwill correction', extra: { note: 'goodwill correction' } },
      { amount: '1000.00', extra: { note: 'test funding' } },
    ]);
    // No statuses to filter by: the filter is ignored rather than emptying the page.
    expect((await page({ type: 'adjustment', status: 'pending' })).total).toBe(2);
  });

  it('bet history shows settled rounds as win − bet; outstanding bets show open stakes', async () => {
    const bets = await page({ type: 'bet-history' });
    expect(bets.total).toBe(2);
    expect(bets.rows).toMatchObject([
      { amount: '-4.00', status: 'settled', extra: { bet: '4.00', win: '0.00', game: 'Lucky <Test> Reels', provider: 'Test ztseam' } },
      { amount: '15.00', status: 'settled', extra: { bet: '10.00', win: '25.00' } },
    ]);
    expect((await page({ type: 'bet-history', status: 'rolled_back' })).total).toBe(0);
    const open = await page({ type: 'outstanding-bet' });
    expect(open.rows).toMatchObject([{ amount: '-7.00', status: 'open', extra: { bet: '7.00', win: '0.00' } }]);
  });

  it('transfer rows cover wallet/transfer and restore-balance, with from and to', async () => {
    const transfers = await page({ type: 'transfer' });
    const trans = fixture.transfer.providerId;
    expect(transfers.rows).toMatchObject([
      { amount: '15.00', extra: { from: trans, to: 'main', fromName: `Test ${trans}` } }, // restore-balance
      { amount: '5.00', extra: { from: trans, to: 'main' } },
      { amount: '-20.00', extra: { from: 'main', to: trans }, description: `main → Test ${trans}` },
    ]);
  });

  it('rebate rows carry the turnover and rate', async () => {
    const rebates = await page({ type: 'rebate' });
    // Turnover: the two settled rounds, 10.00 + 4.00 → 0.07
    expect(rebates.rows).toMatchObject([{ amount: '0.07', status: 'approved', extra: { turnover: '14.00', rate: '0.50' } }]);
  });

  it.each(['promotion', 'referral', 'vip'])('%s answers a real, empty page', async (type) => {
    expect(await page({ type })).toMatchObject({ rows: [], total: 0, page: 1, pageSize: 20, currency: 'MYR' });
  });

  it('shows only the member’s own rows', async () => {
    expect((await page({ type: 'deposit' }, bystander)).rows.map((r) => r.amount)).toEqual(['99.00']);
    expect((await page({ type: 'withdrawal' }, bystander)).total).toBe(0);
  });

  it('refuses impossible ranges and unknown types', async () => {
    expect((await list(m, { type: 'deposit', from: '2026-05-02', to: '2026-05-01' })).body).toMatchObject({
      status: false,
      msg: 'error_date',
    });
    expect((await list(m, { type: 'deposit', from: '2026-02-30' })).body).toMatchObject({ status: false, msg: 'error_date' });
    expect((await list(m, { type: 'lottery' })).statusCode).toBe(400);
    expect((await list(m, { type: 'deposit', pageSize: 101 })).statusCode).toBe(400);
  });

  it('reads the history through member indexes', async () => {
    const indexes = await platform.db.execute(sql`select indexname from pg_indexes where indexname in
      ('wallet_requests_member_idx', 'journal_entries_member_kind_idx', 'game_rounds_member_idx', 'rebate_claims_member_idx')`);
    expect((indexes as unknown as { rows: unknown[] }).rows).toHaveLength(4);
  });
});
