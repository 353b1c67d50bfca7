import { z } from 'zod';
import { bannerSchema, dashboardSchema, generalInfoSchema, maintenanceSchema } from '@/lib/contracts/catalog';
import { testPlatform, type TestPlatform } from '../../test-support';

let platform: TestPlatform;
beforeAll(async () => {
  platform = await testPlatform({ env: { PUBLIC_STORAGE_URL: 'https://cdn.example/assets/' } });
});
afterAll(() => platform.close());

const perLanguage = z.record(z.string(), z.string());

describe('common/banner', () => {
  it('lists the currency’s banners and the all-currency one, by priority, titles per language', async () => {
    const res = await platform.call('common/banner', { currency: 'thb' });
    expect(res.body.status).toBe(true);
    const banners = z.array(bannerSchema).parse(res.body.output);
    expect(banners.map((b) => b.priority)).toEqual([...banners.map((b) => b.priority)].sort((a, b) => a - b));
    expect(banners[0]).toMatchObject({
      id: 1,
      type: 'home',
      link: '/promotions',
      img: 'https://cdn.example/assets/live/media/banners/scene-all-home.webp',
    });
    expect(banners.map((b) => b.type).sort()).toEqual(['fish', 'home', 'home', 'live', 'promotions', 'slots', 'sports']);
    for (const b of banners.slice(1))
      expect(b.img).toMatch(/^https:\/\/cdn\.example\/assets\/live\/media\/banners\/scene-thb-[a-z]+\.webp$/);
    const title = perLanguage.parse(JSON.parse(banners[1]!.title));
    expect(Object.keys(title).sort()).toEqual(['en', 'id', 'ms', 'th', 'vi', 'zh']);
  });

  it('uses only bannerType constant values', async () => {
    const constants = await platform.call<{ bannerType: Array<{ value: string }> }>('common/constant-list', { constants: ['bannerType'] });
    const allowed = new Set(constants.body.output!.bannerType.map((c) => c.value));
    const res = await platform.call<Array<{ type: string }>>('common/banner', { currency: 'MYR' });
    for (const b of res.body.output!) expect(allowed.has(b.type)).toBe(true);
  });

  it('answers only the all-currency banner for a currency without its own', async () => {
    const res = await platform.call<Array<{ id: number }>>('common/banner', { currency: 'EUR' });
    expect(res.body.output!.map((b) => b.id)).toEqual([1]);
  });
});

describe('common/dashboard', () => {
  it('answers the currency’s announcement popup, reset channels and category order', async () => {
    const res = await platform.call('common/dashboard', { type: -2, device: 'web', currency: 'MYR' });
    const dashboard = dashboardSchema.parse(res.body.output);
    expect(dashboard.popupList).toHaveLength(2);
    expect(dashboard.popupList[1]!.data.link).toBe('/promotions');
    expect(dashboard.popupList[0]!.period).toEqual({ hide_period: 1 });
    expect(perLanguage.parse(JSON.parse(dashboard.popupList[0]!.data.content)).en).toContain('MYR');
    expect(dashboard.popupList[0]!.data.img).toBe('https://cdn.example/assets/live/media/popups/scene-myr.webp');
    expect(dashboard.forgotPasswordSendMethod).toEqual(['email', 'sms']);
    expect(dashboard.recommendDisplayList).toEqual(['slots', 'live-casino', 'fishing', 'table', 'lottery', 'sports']);
  });

  it('rejects a type other than -2', async () => {
    const res = await platform.call('common/dashboard', { type: 1, device: 'web', currency: 'MYR' });
    expect(res.statusCode).toBe(400);
  });
});

describe('general/general-info', () => {
  it('answers site name, announcement per language and limits as decimal strings', async () => {
    const res = await platform.call('general/general-info', { currency: 'myr' });
    const info = generalInfoSchema.parse(res.body.output);
    expect(info).toMatchObject({ siteName: 'Lucky Star Casino', currency: 'MYR', minDeposit: '30.00', maxWithdrawal: '30000.00' });
    expect(Object.keys(perLanguage.parse(JSON.parse(info.announcement))).sort()).toEqual(['en', 'id', 'ms', 'th', 'vi', 'zh']);
    const vnd = generalInfoSchema.parse((await platform.call('general/general-info', { currency: 'VND' })).body.output);
    expect(vnd.minDeposit).toBe('100000');
  });

  it('refuses a currency no country uses', async () => {
    const res = await platform.call('general/general-info', { currency: 'EUR' });
    expect(res.body).toMatchObject({ status: false, msg: 'invalid_currency' });
  });
});

describe('game/maintenance', () => {
  it('lists the closed games and providers offered in the currency', async () => {
    const res = await platform.call('game/maintenance', { currency: 'MYR' });
    const m = maintenanceSchema.parse(res.body.output);
    expect(m.providers).toEqual([{ id: 'mos' }]);
    expect(m.games.map((g) => g.id)).toEqual(['ccl-0002', 'drs-0003', 'glg-0004', 'nj-0002']);
  });
});
