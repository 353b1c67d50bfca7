import { z } from 'zod';
import {
  categorySettingSchema,
  configSchema,
  constantListOutput,
  countryItemSchema,
  statusItemSchema,
  tacExpiryOutput,
} from '@/lib/contracts/common';
import { testPlatform, type TestPlatform } from '../../test-support';

let platform: TestPlatform;
beforeAll(async () => {
  platform = await testPlatform();
});
afterAll(() => platform.close());

describe('general/config', () => {
  it('answers the site configuration with every module visible by default', async () => {
    const res = await platform.call('general/config');
    const config = configSchema.parse(res.body.output);
    expect(config).toMatchObject({
      siteTitle: 'Lucky Star Casino',
      logo: { favicon: '/brand/favicon.svg', desktop: '/brand/logo-desktop.svg', mobile: '/brand/logo-mobile.svg' },
      whitelist: [{ domain: 'localhost', index: false }],
      defaultLang: 'en-my',
    });
    expect(config.version).toEqual(expect.any(String));

    const visible = { action: 'is_show', is_show: { exclude_user: [] }, is_hide: { exclude_user: [] } };
    const deposit = config.modules.filter((m) => m.name === 'deposit');
    expect(deposit.map((m) => m.parent_name).sort()).toEqual(['transactions', 'wallet']);
    expect(config.modules.find((m) => m.name === 'wallet')?.parent_name).toBe('');
    for (const m of config.modules) {
      expect(m.settings_json).toBe(JSON.stringify({ web: visible, mobile: visible }));
    }
    expect(config.modules.filter((m) => m.parent_name === 'transactions')).toHaveLength(10);
    expect(config.modules.filter((m) => m.parent_name === 'wallet').map((m) => m.name)).toEqual([
      'deposit',
      'withdrawal',
      'transfer',
      'bank',
      'instant',
    ]);
  });
});

describe('common/country-list', () => {
  it('lists enabled countries with their languages in the country order', async () => {
    const res = await platform.call('common/country-list');
    const countries = z.array(countryItemSchema).parse(res.body.output);
    expect(countries.map((c) => c.countryCode)).toEqual(['MY', 'SG', 'TH', 'VN', 'ID']);

    const th = countries.find((c) => c.countryCode === 'TH');
    expect(th).toEqual({
      country: 'Thailand',
      countryCode: 'TH',
      currency: 'THB',
      language: 'th',
      languages: { th: 'ไทย', en: 'English' },
      mobileno_length: 9,
      input_decimal: 2,
      dialCode: '66',
      timeZone: 'Asia/Bangkok',
    });
    expect(Object.keys(th!.languages)[0]).toBe('th');
    expect(Object.keys(countries[0]!.languages)).toEqual(['en', 'zh', 'ms']);
    expect(countries.find((c) => c.countryCode === 'VN')).toMatchObject({ currency: 'VND', input_decimal: 0, language: 'vi' });
  });
});

describe('common/status-list', () => {
  it('lists the transaction statuses with ids', async () => {
    const res = await platform.call('common/status-list');
    const statuses = z.array(statusItemSchema).parse(res.body.output);
    expect(statuses.map((s) => s.code)).toEqual(['pending', 'processing', 'approved', 'rejected', 'cancelled']);
  });
});

describe('common/constant-list', () => {
  it('answers each requested group, an unknown one as an empty list', async () => {
    const res = await platform.call('common/constant-list', { constants: ['bannerType', 'noSuchGroup'] });
    const constants = constantListOutput.parse(res.body.output);
    expect(constants.noSuchGroup).toEqual([]);
    expect(constants.bannerType).toEqual(
      expect.arrayContaining([
        { label: 'fishing', value: 'fish' },
        { label: 'live casino', value: 'live' },
        { label: 'promotion', value: 'promotions' },
      ]),
    );
    expect(constants.bannerType?.[0]).toEqual({ label: 'home', value: 'home' });
  });

  it('requires at least one group', async () => {
    const res = await platform.call('common/constant-list', { constants: [] });
    expect(res.statusCode).toBe(400);
    expect(res.body.msg).toMatch(/^constants: error_/);
  });
});

describe('common/get-category-setting', () => {
  it('lists the currency categories by priority with names per language as a JSON string', async () => {
    const res = await platform.call('common/get-category-setting', { currency: 'myr' });
    const categories = z.array(categorySettingSchema).parse(res.body.output);
    expect(categories.map((c) => c.type)).toEqual(['slots', 'live-casino', 'fishing', 'table', 'lottery', 'sports']);
    expect(categories.map((c) => c.priority)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(categories[0]).toMatchObject({ img: '/categories/slots.svg' });
    expect(JSON.parse(categories[0]!.memberDisplay)).toMatchObject({ en: 'Slots', zh: '老虎机', th: 'สล็อต' });
  });

  it('answers an empty list for a currency without categories', async () => {
    const res = await platform.call('common/get-category-setting', { currency: 'XXX' });
    expect(res.body).toMatchObject({ status: true, output: [] });
  });
});

describe('common/tac-expiry-setting', () => {
  it('answers how many days an acceptance stays valid and the current version', async () => {
    const res = await platform.call('common/tac-expiry-setting', { currency: 'THB' });
    expect(tacExpiryOutput.parse(res.body.output)).toEqual({ tacExpiry: 365, tacVersion: expect.any(String) });
  });
});
