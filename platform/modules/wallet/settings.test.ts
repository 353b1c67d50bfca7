import { registerMember, testPlatform, type TestPlatform } from '../../test-support';
import { fund } from './testing/wallet-fixture';

let platform: TestPlatform;
beforeAll(async () => {
  platform = await testPlatform();
});
afterAll(() => platform.close());

describe('wallet/settings', () => {
  it('answers everything the wallet dialog needs, in the member’s currency', async () => {
    const m = await registerMember(platform);
    await fund(platform, m.username, '12.30');
    await platform.call('member/bank-add', { bankName: 'Maybank', accountName: 'Ali', accountNumber: '11223344' }, { sid: m.sid });
    const res = await platform.call('wallet/settings', undefined, { sid: m.sid });
    expect(res.body).toMatchObject({
      status: true,
      output: {
        currency: 'MYR',
        decimals: 2,
        balance: '12.30',
        deposit: { min: '30.00', max: '50000.00' },
        withdrawal: { min: '50.00', max: '30000.00' },
        gateways: [{ id: 'demo-pay', name: 'DemoPay' }],
        bankAccounts: [{ bankName: 'Maybank', accountName: 'Ali', accountNumber: '11223344' }],
        hasPin: false,
        pinLockedUntil: null,
        rebateRate: '0.50',
      },
    });
    const output = res.body.output as { operatorBanks: unknown[]; providerWallets: { providerId: string; balance: string }[] };
    expect(output.operatorBanks).toHaveLength(2);
    expect(output.operatorBanks[0]).toMatchObject({
      bankName: 'Maybank',
      accountName: expect.any(String),
      accountNumber: expect.any(String),
    });
    // The seed's transfer-type providers, each at 0 for a new member.
    expect(output.providerWallets).toEqual([
      { providerId: 'cra', name: 'Coral Reef Arcade', balance: '0.00' },
      { providerId: 'tps', name: 'Thunder Pitch Sports', balance: '0.00' },
    ]);
  });

  it('uses the currency’s own decimals and limits', async () => {
    const m = await registerMember(platform, { countryCode: 'VN', language: 'vi', dialCode: '84', length: 9 });
    const res = await platform.call('wallet/settings', undefined, { sid: m.sid });
    expect(res.body.output).toMatchObject({
      currency: 'VND',
      decimals: 0,
      balance: '0',
      deposit: { min: '100000', max: '500000000' },
      withdrawal: { min: '200000', max: '300000000' },
    });
    expect((res.body.output as { operatorBanks: { bankName: string }[] }).operatorBanks.map((b) => b.bankName)).toEqual([
      'Vietcombank',
      'Techcombank',
    ]);
  });

  it('needs a session', async () => {
    expect((await platform.call('wallet/settings')).statusCode).toBe(401);
  });
});
