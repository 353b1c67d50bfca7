import type { EndpointOutput } from '@/lib/contracts/endpoints';
import { manualClock, operatorCall, testPlatform, type TestPlatform } from '../../test-support';

/** The console's promotion endpoints: the paged table, one promotion for the editor, and the audit of changes. */
const clock = manualClock(new Date('2026-11-20T00:00:00Z'));
let platform: TestPlatform;
beforeAll(async () => {
  platform = await testPlatform({ clock: clock.now });
});
afterAll(() => platform.close());

type Table = EndpointOutput<'operator/promotion-table'>;
type View = EndpointOutput<'operator/promotion-get'>;
type Audit = EndpointOutput<'staff/audit-log'>;

async function save(body: Record<string, unknown>) {
  const res = await operatorCall<{ promotionId: number }>(platform, 'operator/promotion-save', body);
  expect(res.body.status, res.body.msg).toBe(true);
  return res.body.output!.promotionId;
}

const draft = {
  kind: 'deposit_match',
  currency: 'SGD',
  countries: ['SG'],
  languages: { en: { title: 'Console match', summary: 'Half again', content: '<p onclick="x()">Terms<script>x()</script></p>' } },
  matchPercent: 50,
  matchCap: '100.00',
  minDeposit: '20.00',
  wageringMultiplier: 8,
  contributions: { slots: 100, live: 20 },
  otherContribution: 0,
  maxBet: '5.00',
  expiryDays: 10,
  startsAt: '2026-12-01T00:00:00Z',
};

describe('console promotions', () => {
  it('gives the editor every field it saved, amounts as decimal strings and the content sanitised', async () => {
    const promotionId = await save(draft);
    await operatorCall(platform, 'operator/promo-code-save', { code: 'half50', promotionId, maxUses: 3 });
    const res = await operatorCall<View>(platform, 'operator/promotion-get', { promotionId });
    expect(res.body.output).toMatchObject({
      promotionId,
      state: 'draft',
      kind: 'deposit_match',
      currency: 'SGD',
      countries: ['SG'],
      matchPercent: 50,
      matchCap: '100.00',
      minDeposit: '20.00',
      amount: null,
      wageringMultiplier: 8,
      contributions: { slots: 100, live: 20 },
      otherContribution: 0,
      maxBet: '5.00',
      expiryDays: 10,
      startsAt: '2026-12-01T00:00:00.000Z',
      endsAt: null,
      codes: [{ code: 'HALF50', uses: 0, maxUses: 3, expiresAt: null }],
    });
    expect(res.body.output!.languages.en!.content).toBe('<p>Terms</p>');
    const missing = await operatorCall(platform, 'operator/promotion-get', { promotionId: 2_000_000 });
    expect(missing.statusCode).toBe(404);
    expect(missing.body.msg).toBe('promotion_not_found');
  });

  it('pages and filters the table by currency and state on the platform', async () => {
    for (let i = 0; i < 3; i++) await save({ ...draft, currency: 'THB', countries: [], languages: { en: { title: `THB offer ${i}` } } });
    const thbDrafts = await operatorCall<Table>(platform, 'operator/promotion-table', {
      currency: 'THB',
      state: 'draft',
      page: 1,
      pageSize: 2,
    });
    expect(thbDrafts.body.output!.total).toBeGreaterThanOrEqual(3);
    expect(thbDrafts.body.output!.items).toHaveLength(2);
    expect(thbDrafts.body.output!.items.every((p) => p.currency === 'THB' && p.state === 'draft')).toBe(true);
    const second = await operatorCall<Table>(platform, 'operator/promotion-table', {
      currency: 'THB',
      state: 'draft',
      page: 2,
      pageSize: 2,
    });
    const firstIds = thbDrafts.body.output!.items.map((p) => p.promotionId);
    expect(second.body.output!.items.some((p) => firstIds.includes(p.promotionId))).toBe(false);
    const published = await operatorCall<Table>(platform, 'operator/promotion-table', { currency: 'MYR', state: 'published' });
    // The seeded demo promotions, and never another module's reserved ones (VIP bonuses).
    expect(published.body.output!.items.length).toBeGreaterThan(0);
    expect(published.body.output!.items.every((p) => p.state === 'published' && p.currency === 'MYR')).toBe(true);
    const bad = await operatorCall(platform, 'operator/promotion-table', { state: 'archived' });
    expect(bad.statusCode).toBe(400);
  });

  it('writes saves and state changes to the audit log with the values before and after', async () => {
    const promotionId = await save(draft);
    await save({ ...draft, promotionId, maxBet: '7.50' });
    await operatorCall(platform, 'operator/promotion-state', { promotionId, state: 'published' });
    const log = await operatorCall<Audit>(platform, 'staff/audit-log', { action: 'operator/promotion-' });
    const rows = log.body.output!.items.filter((row) => row.target === `promotion #${promotionId}`);
    const change = rows.find((row) => row.action === 'operator/promotion-save' && row.before !== null);
    expect(change).toMatchObject({ before: { maxBet: '5.00', state: 'draft' }, after: { maxBet: '7.50' } });
    const created = rows.find((row) => row.action === 'operator/promotion-save' && row.before === null);
    expect(created?.after).toMatchObject({ promotionId, maxBet: '5.00' });
    expect(rows.find((row) => row.action === 'operator/promotion-state')).toMatchObject({
      before: { state: 'draft' },
      after: { state: 'published' },
    });
  });
});
