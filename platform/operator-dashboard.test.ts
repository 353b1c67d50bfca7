import { randomUUID } from 'node:crypto';
import type { DashboardCurrency } from '@/lib/contracts/console';
import { operatorCall, registerMember, testPlatform, uploadedReceipt, type TestPlatform } from './test-support';
import { fixture, insertCatalogFixture } from './modules/games/testing/catalog-fixture';
import { signedCallback } from './providers/demo/testing/signed-callback';
import { fund } from './modules/wallet/testing/wallet-fixture';

/**
 * The console's dashboard end to end: today's money and members per currency, read as differences
 * around real activity (rounds through the demo provider's signed callbacks, hence at the platform's top).
 */
let platform: TestPlatform;
beforeAll(async () => {
  platform = await testPlatform();
  await insertCatalogFixture(platform.db);
});
afterAll(() => platform.close());

async function myr(): Promise<DashboardCurrency> {
  const res = await operatorCall<{ day: string; currencies: DashboardCurrency[] }>(platform, 'operator/dashboard', {});
  expect(res.body.status, res.body.msg).toBe(true);
  expect(res.body.output!.day).toBe(new Date().toISOString().slice(0, 10));
  return res.body.output!.currencies.find((c) => c.currency === 'MYR')!;
}

const cents = (amount: string) => Math.round(Number(amount) * 100);

describe('operator/dashboard', () => {
  it('counts approved deposits, settled rounds (bets, wins, GGR), new and active members, and what is pending', async () => {
    const before = await myr();

    const player = await registerMember(platform);
    await fund(platform, player.username, '100.00');
    const gateway = await platform.call(
      'wallet/deposit',
      { method: 'gateway', gatewayId: 'demo-pay', amount: '40', idempotencyKey: randomUUID() },
      { sid: player.sid },
    );
    expect(gateway.body.status, gateway.body.msg).toBe(true);
    const settings = await platform.call<{ operatorBanks: Array<{ id: number }> }>('wallet/settings', undefined, { sid: player.sid });
    const bank = await platform.call(
      'wallet/deposit',
      {
        method: 'bank',
        operatorBankId: settings.body.output!.operatorBanks[0]!.id,
        amount: '35',
        receiptKey: await uploadedReceipt(platform, player.sid),
        idempotencyKey: randomUUID(),
      },
      { sid: player.sid },
    );
    expect(bank.body.status, bank.body.msg).toBe(true);

    // One settled round (bet 5.00, win 12.00) and one still open (bet 2.00): only the settled counts.
    const round = { memberId: player.profile.id, providerId: fixture.seamless.providerId, gameId: fixture.seamless.slot, currency: 'MYR' };
    const settled = { ...round, roundId: randomUUID() };
    await signedCallback(platform, 'bet', { ...settled, txId: randomUUID(), amount: '500' });
    await signedCallback(platform, 'win', { ...settled, txId: randomUUID(), amount: '1200' });
    await signedCallback(platform, 'bet', { ...round, roundId: randomUUID(), txId: randomUUID(), amount: '200' });

    const after = await myr();
    expect(cents(after.deposits) - cents(before.deposits)).toBe(40_00);
    expect(after.depositCount - before.depositCount).toBe(1);
    expect(after.pendingDeposits - before.pendingDeposits).toBe(1);
    expect(cents(after.bets) - cents(before.bets)).toBe(5_00);
    expect(cents(after.wins) - cents(before.wins)).toBe(12_00);
    expect(cents(after.ggr) - cents(before.ggr)).toBe(-7_00);
    expect(after.rounds - before.rounds).toBe(1);
    expect(after.newMembers - before.newMembers).toBe(1);
    expect(after.activeMembers - before.activeMembers).toBe(1);
  });

  it('reads another day, and refuses a malformed one', async () => {
    const res = await operatorCall<{ day: string; currencies: DashboardCurrency[] }>(platform, 'operator/dashboard', { day: '2020-01-01' });
    expect(res.body.output!.day).toBe('2020-01-01');
    expect(res.body.output!.currencies.find((c) => c.currency === 'MYR')).toMatchObject({ rounds: 0, deposits: '0.00', bets: '0.00' });
    expect((await operatorCall(platform, 'operator/dashboard', { day: '2020-13-01' })).statusCode).toBe(400);
  });
});
