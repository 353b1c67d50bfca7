import { cliRunner } from './testing/cli-runner';
import { testPlatform, type TestPlatform } from './test-support';

/** The loyalty commands against a test platform (the demo seed's MYR programme). */
let platform: TestPlatform;
beforeAll(async () => {
  platform = await testPlatform();
});
afterAll(() => platform.close());

const run = cliRunner(() => platform);

describe('operator CLI: loyalty', () => {
  it('shows the seeded programme and sets the referral rate', async () => {
    const shown = await run(['loyalty', 'myr']);
    expect(shown.code).toBe(0);
    expect(shown.out[0]).toContain('MYR: tiers on lifetime turnover');
    expect(shown.out[0]).toMatch(/ {2}1 {2}Silver {2}from 50\.00 {2}rebate 0\.60%/);
    expect(shown.out[0]).toContain('referral: 1.00% of turnover, claimable from 0.50');

    expect(await run(['referral-rate', 'MYR', '1.5', 'turnover', '2.00'])).toMatchObject({
      code: 0,
      out: ['referral commission for MYR: 1.5% of turnover, claimable from 2.00'],
    });
    expect((await run(['loyalty', 'MYR'])).out[0]).toContain('referral: 1.50% of turnover, claimable from 2.00');
  });

  it('replaces tasks and tiers from JSON and reports refusals', async () => {
    const tasks = {
      allTasksBonus: '1.00',
      tasks: [{ kind: 'deposit', target: '10.00', reward: '0.50', languages: { en: { name: 'Deposit' } } }],
    };
    expect(await run(['daily-tasks', 'SGD', JSON.stringify(tasks)])).toMatchObject({ code: 0, out: ['daily-tasks saved for SGD'] });
    expect((await run(['loyalty', 'SGD'])).out[0]).toMatch(/#\d+ {2}deposit {2}10\.00 {2}reward 0\.50/);

    const tiers = {
      periodDays: 30,
      tiers: [
        { level: 1, threshold: '5', languages: { en: { name: 'X' } }, rebateBp: 50, withdrawalsPerDay: 3, withdrawalMaxPerDay: '100' },
      ],
    };
    expect(await run(['vip-tiers', 'SGD', JSON.stringify(tiers)])).toMatchObject({
      code: 1,
      err: ['operator/vip-tiers-save: vip_base_tier_required'],
    });
    expect((await run(['vip-tiers', 'SGD', '{nope'])).code).toBe(2);
    expect((await run(['referral-rate', 'SGD', 'abc'])).code).toBe(2);
  });

  it('lists referral flags', async () => {
    expect(await run(['referral-flags'])).toMatchObject({ code: 0, out: ['no referral flags'] });
  });
});
