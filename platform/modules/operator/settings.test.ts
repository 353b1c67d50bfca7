import { operatorCall, registerMember, testPlatform, type TestPlatform } from '../../test-support';

/** The console's Settings: countries, each currency's limits, the base rebate rate. */
let platform: TestPlatform;
beforeAll(async () => {
  platform = await testPlatform();
});
afterAll(() => platform.close());

type Settings = {
  countries: Array<{ code: string; name: string; currency: string; languages: Array<{ code: string; name: string }>; members: number }>;
  currencies: Array<{ currency: string; minorUnits: number; limits: { minDeposit: string; maxDeposit: string } }>;
  knownCurrencies: string[];
  rebateRateBp: number;
};
const settings = async () => (await operatorCall<Settings>(platform, 'operator/settings')).body.output!;
const limits = { minDeposit: '20.00', maxDeposit: '1000.00', minWithdrawal: '40.00', maxWithdrawal: '0' };

describe('operator/settings', () => {
  it('lists the countries with their members, each currency with its scale and limits, and the base rebate rate', async () => {
    await registerMember(platform);
    const view = await settings();
    expect(view.countries.find((c) => c.code === 'MY')).toMatchObject({
      currency: 'MYR',
      languages: [{ code: 'en' }, { code: 'zh' }, { code: 'ms' }],
    });
    expect(view.countries.find((c) => c.code === 'MY')!.members).toBeGreaterThan(0);
    expect(view.currencies.find((c) => c.currency === 'VND')).toMatchObject({ minorUnits: 0 });
    expect(view.knownCurrencies).toContain('PHP');
    expect(view.rebateRateBp).toBe(50);
  });
});

describe('operator/wallet-limits-save', () => {
  it('changes what the wallet dialog offers and the server enforces; 0 as maximum is none', async () => {
    const saved = await operatorCall(platform, 'operator/wallet-limits-save', { currency: 'myr', ...limits });
    expect(saved.body.status, saved.body.msg).toBe(true);
    const member = await registerMember(platform);
    const wallet = await platform.call<{ deposit: { min: string; max: string }; withdrawal: { min: string; max: string } }>(
      'wallet/settings',
      undefined,
      { sid: member.sid },
    );
    expect(wallet.body.output).toMatchObject({ deposit: { min: '20.00', max: '1000.00' }, withdrawal: { min: '40.00', max: '' } });
    const info = await platform.call<{ minDeposit: string }>('general/general-info', { currency: 'MYR' });
    expect(info.body.output!.minDeposit).toBe('20.00');
  });

  it('refuses a minimum above the maximum and amounts finer than the currency', async () => {
    const inverted = await operatorCall(platform, 'operator/wallet-limits-save', { currency: 'MYR', ...limits, minDeposit: '2000' });
    expect(inverted.body.msg).toBe('deposit_minimum_above_maximum');
    const fine = await operatorCall(platform, 'operator/wallet-limits-save', { currency: 'VND', ...limits });
    expect(fine.body.msg).toBe('amount_too_precise_for_currency');
    expect((await operatorCall(platform, 'operator/wallet-limits-save', { currency: 'MYR', ...limits, minDeposit: '-1' })).statusCode).toBe(
      400,
    );
  });
});

describe('operator/rebate-rate-save', () => {
  it('sets the rate members without a VIP rate claim at, and bounds it', async () => {
    expect((await operatorCall(platform, 'operator/rebate-rate-save', { rateBp: 100 })).body.status).toBe(true);
    const member = await registerMember(platform, { countryCode: 'SG', language: 'en', dialCode: '65', length: 8 });
    const info = await platform.call<{ rate: string }>('wallet/rebate-info', undefined, { sid: member.sid });
    expect(info.body.output!.rate).toBe('1.00');
    expect((await settings()).rebateRateBp).toBe(100);
    expect((await operatorCall(platform, 'operator/rebate-rate-save', { rateBp: 5000 })).statusCode).toBe(400);
    await operatorCall(platform, 'operator/rebate-rate-save', { rateBp: 50 });
  });
});

describe('operator/country-save', () => {
  const my = { code: 'MY', name: 'Malaysia', currency: 'MYR', dialCode: '60', mobilenoLength: 10, inputDecimal: 2, enabled: true, sort: 0 };
  const languages = [
    { code: 'en', name: 'English' },
    { code: 'ms', name: 'Bahasa Melayu' },
    { code: 'zh', name: '中文' },
  ];

  it('reorders a country’s languages (the first is its default) and the site’s country list follows', async () => {
    expect((await operatorCall(platform, 'operator/country-save', { ...my, languages })).body.status).toBe(true);
    const list = await platform.call<Array<{ countryCode: string; languages: Record<string, string> }>>('common/country-list');
    expect(Object.keys(list.body.output!.find((c) => c.countryCode === 'MY')!.languages)).toEqual(['en', 'ms', 'zh']);
  });

  it('keeps the currency of a country with members, and refuses languages without messages or repeated', async () => {
    await registerMember(platform);
    expect((await operatorCall(platform, 'operator/country-save', { ...my, currency: 'SGD', languages })).body.msg).toBe(
      'currency_fixed_with_members',
    );
    expect((await operatorCall(platform, 'operator/country-save', { ...my, languages: [{ code: 'fr', name: 'Français' }] })).body.msg).toBe(
      'language_without_messages',
    );
    expect((await operatorCall(platform, 'operator/country-save', { ...my, languages: [languages[0], languages[0]] })).body.msg).toBe(
      'language_repeated',
    );
  });

  it('adds a country in a currency the ledger knows, and refuses one it does not', async () => {
    const ph = { code: 'ph', name: 'Philippines', currency: 'php', languages: [{ code: 'en', name: 'English' }], dialCode: '63' };
    const added = await operatorCall(platform, 'operator/country-save', {
      ...ph,
      mobilenoLength: 10,
      inputDecimal: 2,
      enabled: true,
      sort: 9,
    });
    expect(added.body.status, added.body.msg).toBe(true);
    const list = await platform.call<Array<{ countryCode: string; currency: string }>>('common/country-list');
    expect(list.body.output!).toContainEqual(expect.objectContaining({ countryCode: 'PH', currency: 'PHP' }));
    const unknown = await operatorCall(platform, 'operator/country-save', {
      ...ph,
      code: 'XX',
      currency: 'XYZ',
      mobilenoLength: 10,
      inputDecimal: 2,
      enabled: false,
      sort: 10,
    });
    expect(unknown.body.msg).toBe('currency_unknown');
  });
});
