import type { PromoCmsCategory, PromotionInfo } from '@/lib/contracts/promotions';
import { manualClock, operatorCall, testPlatform, type TestPlatform } from '../../test-support';
import { readyMember } from '../wallet/testing/wallet-fixture';
import { demoMembers } from '../../seed';
import { apply, publishedPromotion, seededPromotion } from './testing/promotion-fixture';

const clock = manualClock(new Date('2026-11-15T00:00:00Z'));
let platform: TestPlatform;
beforeAll(async () => {
  platform = await testPlatform({ clock: clock.now });
});
afterAll(() => platform.close());

async function info(currency: string, sid?: string) {
  const res = await platform.call<PromotionInfo>('promotion/info', { currency }, { sid });
  if (!res.body.status) throw new Error(res.body.msg);
  return res.body.output!;
}

async function demoLogin(index: number) {
  const demo = demoMembers[index]!;
  const res = await platform.call('auth/login', { username: demo.username, password: demo.password });
  return res.sid!;
}

describe('promotion/info', () => {
  it('lists the seeded promotions of each currency with real content in every language, images and terms', async () => {
    for (const currency of ['MYR', 'SGD', 'THB', 'VND', 'IDR']) {
      const { promotions } = await info(currency);
      expect(promotions.length).toBeGreaterThanOrEqual(5);
      for (const promotion of promotions.filter((p) => p.cmsId <= 5)) {
        expect(promotion.categories[0]).toBe('ongoing');
        expect(promotion.ineligibleReason).toBeNull();
        for (const text of Object.values(promotion.languages)) {
          expect(text.title).not.toBe('');
          expect(text.content).toContain('<li>');
          expect(text.image).toMatch(/^\/storage\/live\/media\/promotions\/scene-[a-z]{3}-[a-z0-9-]+\.webp$/);
        }
      }
    }
    const myr = await info('myr');
    const match = myr.promotions.find((p) => p.cmsId === 2)!;
    expect(Object.keys(match.languages).sort()).toEqual(['en', 'id', 'ms', 'th', 'vi', 'zh']);
    expect(match.terms).toMatchObject({
      kind: 'deposit_match',
      matchPercent: 100,
      matchCap: '500.00',
      minDeposit: '50.00',
      wageringMultiplier: 5,
      contributions: { slots: 100, 'live-casino': 10 },
      maxBet: '20.00',
      expiryDays: 7,
    });
    // The weekend offer has no Thai entry: Thai pages do not list it.
    expect(Object.keys(myr.promotions.find((p) => p.cmsId === 5)!.languages)).not.toContain('th');
    // The images are drawn into the public bucket by the catalogue publisher at start-up.
    // (WebP; that one image serves every language without words is artwork.test.ts's.)
    const art = await platform.storage.getObject(platform.storage.publicBucket, 'live/media/promotions/scene-myr-deposit-match.webp');
    expect(art?.body.subarray(8, 12).toString('ascii')).toBe('WEBP');
    // Amounts at the currency's own scale.
    expect((await info('VND')).promotions.find((p) => p.cmsId === 3)!.terms.amount).toBe('50000');
    expect((await info('IDR')).promotions.find((p) => p.cmsId === 3)!.terms.amount).toBe('30000.00');
  });

  it('answers one language when asked, leaving out promotions without an entry in it', async () => {
    const all = await info('MYR');
    const thai = (await platform.call<PromotionInfo>('promotion/info', { currency: 'MYR', language: 'th-th' })).body.output!;
    expect(thai.promotions.map((p) => p.promotionId)).toEqual(all.promotions.filter((p) => p.languages.th).map((p) => p.promotionId));
    expect(thai.promotions.find((p) => p.cmsId === 5)).toBeUndefined();
    for (const promotion of thai.promotions) expect(Object.keys(promotion.languages)).toEqual(['th']);
    expect((await platform.call('promotion/info', { currency: 'MYR', language: 'thai' })).statusCode).toBe(400);
  });

  it('tells a member which they cannot claim and why; a visitor gets no per-member answer', async () => {
    const demo = await demoLogin(0);
    const forDemo = await info('MYR', demo);
    const newcomer = forDemo.promotions.find((p) => p.cmsId === 4)!;
    expect(newcomer).toMatchObject({ ineligibleReason: 'promotion_not_eligible' });
    expect(newcomer.categories).toContain('noneligible');
    expect(forDemo.promotions.find((p) => p.cmsId === 3)!.categories).not.toContain('noneligible');
    expect((await info('MYR')).promotions.find((p) => p.cmsId === 4)!.ineligibleReason).toBeNull();

    const member = await readyMember(platform, '0');
    await apply(member, { promotionCode: 'WELCOME10' });
    const after = await info('MYR', member.sid);
    expect(after.promotions.find((p) => p.cmsId === 3)!.ineligibleReason).toBe('promotion_already_claimed');
    expect(after.promotions.find((p) => p.cmsId === 1)!.ineligibleReason).toBe('bonus_already_active');
  });

  it('shows only published promotions inside their window', async () => {
    const now = clock.now().getTime();
    const later = await publishedPromotion(platform, { startsAt: new Date(now + 60_000).toISOString() });
    const closing = await publishedPromotion(platform, { endsAt: new Date(now + 60_000).toISOString() });
    const ids = async () => (await info('MYR')).promotions.map((p) => p.promotionId);
    expect(await ids()).toContain(closing);
    expect(await ids()).not.toContain(later);
    clock.advance(60_000);
    expect(await ids()).toContain(later);
    expect(await ids()).not.toContain(closing);
    await operatorCall(platform, 'operator/promotion-state', { promotionId: later, state: 'draft' });
    expect(await ids()).not.toContain(later);
  });
});

describe('promotion/cms', () => {
  it('names the categories the currency’s promotions are listed in, in every language', async () => {
    const res = await platform.call<PromoCmsCategory[]>('promotion/cms', { currency: 'THB' });
    expect(res.body.output!.map((c) => c.languages.en)).toEqual(['Welcome', 'Slots', 'Live Casino']);
    expect(res.body.output![0]!.languages.th).toBe('ต้อนรับ');
    const listed = (await info('THB')).promotions.flatMap((p) => p.categories);
    for (const category of res.body.output!) expect(listed).toContain(String(category.id));
  });
});

describe('operator promotions', () => {
  it('saves a promotion as a draft with its content sanitised, publishes it and lists it with its codes', async () => {
    const saved = await operatorCall<{ promotionId: number }>(platform, 'operator/promotion-save', {
      kind: 'deposit_match',
      currency: 'MYR',
      languages: {
        en: {
          title: 'Reload',
          content:
            '<p onclick="steal()">Hi<script>alert(1)</script><a href="javascript:alert(1)">x</a><a href="https://ok.example">ok</a></p><img src="x" onerror="bad()">',
        },
      },
      matchPercent: 50,
      matchCap: '100.00',
      minDeposit: '20.00',
      wageringMultiplier: 3,
      expiryDays: 5,
    });
    expect(saved.body.status).toBe(true);
    const promotionId = saved.body.output!.promotionId;
    expect((await info('MYR')).promotions.map((p) => p.promotionId)).not.toContain(promotionId);
    await operatorCall(platform, 'operator/promotion-state', { promotionId, state: 'published' });
    const listed = (await info('MYR')).promotions.find((p) => p.promotionId === promotionId)!;
    expect(listed.languages.en!.content).toBe(
      '<p>Hi<a rel="noopener noreferrer">x</a><a href="https://ok.example" rel="noopener noreferrer">ok</a></p><img src="x" />',
    );
    expect(listed.terms).toMatchObject({ matchPercent: 50, matchCap: '100.00', minDeposit: '20.00', amount: null });

    await operatorCall(platform, 'operator/promo-code-save', { code: 'reload50', promotionId, maxUses: 100 });
    const list = await operatorCall<Array<{ promotionId: number; state: string; title: string; codes: unknown[] }>>(
      platform,
      'operator/promotion-list',
      { currency: 'MYR' },
    );
    expect(list.body.output!.find((p) => p.promotionId === promotionId)).toMatchObject({
      state: 'published',
      title: 'Reload',
      codes: [{ code: 'RELOAD50', uses: 0, maxUses: 100, expiresAt: null }],
    });
  });

  it('refuses incomplete or inconsistent promotions', async () => {
    const base = { kind: 'fixed', currency: 'MYR', languages: { en: { title: 'x' } }, wageringMultiplier: 1, expiryDays: 1 };
    const save = async (body: Record<string, unknown>) =>
      (await operatorCall(platform, 'operator/promotion-save', { ...base, ...body })).body;
    expect(await save({})).toMatchObject({ status: false, msg: 'promotion_terms_incomplete' });
    expect(await save({ amount: '1.00', currency: 'EUR' })).toMatchObject({ status: false, msg: 'invalid_currency' });
    expect(await save({ amount: '1.00', countries: ['TH'] })).toMatchObject({ status: false, msg: 'invalid_country' });
    expect(await save({ amount: '1.00', cmsCategoryIds: [999_999] })).toMatchObject({ status: false, msg: 'cms_category_not_found' });
    expect(await save({ amount: '1.00', cmsId: (await seededPromotion(platform.db, 1)).cmsId })).toMatchObject({
      status: false,
      msg: 'promotion_cms_id_taken',
    });
    expect(await save({ amount: '1', currency: 'VND' })).toMatchObject({ status: true });
    expect(await save({ amount: '1.5', currency: 'VND' })).toMatchObject({ status: false, msg: 'error_amount' });
    expect((await operatorCall(platform, 'operator/promotion-state', { promotionId: 2_000_000, state: 'ended' })).body).toMatchObject({
      msg: 'promotion_not_found',
    });
    // Members may not call operator endpoints.
    const member = await readyMember(platform, '0');
    expect((await member.call('operator/promotion-list', {})).body).toMatchObject({ status: false, msg: 'operator_key_required' });
  });
});
