import { eq } from 'drizzle-orm';
import { providers } from '../../db/schema-catalog';
import { registerMember, testPlatform, type TestPlatform } from '../../test-support';
import { fixture, insertCatalogFixture } from '../games/testing/catalog-fixture';
import type { ProviderWallet } from './provider-wallets';
import { balance, fund, key, ledgerProblems } from './testing/wallet-fixture';

let platform: TestPlatform;
beforeAll(async () => {
  platform = await testPlatform();
  await insertCatalogFixture(platform.db);
});
afterAll(() => platform.close());
// Every scenario leaves the ledger whole: entries sum to zero, balances equal their postings, no member below zero.
afterEach(async () => {
  expect(await ledgerProblems(platform.db)).toEqual([]);
});

type TransferAnswer = { balance: string; providerWallets: ProviderWallet[] };
const trans = fixture.transfer.providerId;

async function member(amount = '100.00') {
  const m = await registerMember(platform);
  if (amount !== '0') await fund(platform, m.username, amount);
  const call = <T = TransferAnswer>(name: string, body?: unknown) => platform.call<T>(name, body, { sid: m.sid });
  const move = (from: string, to: string, amount: string, idempotencyKey = key()) =>
    call('wallet/transfer', { from, to, amount, idempotencyKey });
  return { ...m, call, move };
}
const walletOf = (answer: TransferAnswer | undefined, providerId: string) =>
  answer?.providerWallets.find((w) => w.providerId === providerId)?.balance;

describe('wallet/transfer', () => {
  it('moves money main → provider wallet and back, answering the balance and every provider wallet', async () => {
    const m = await member('100.00');
    const there = await m.move('main', trans, '60.25');
    expect(there.body).toMatchObject({ status: true, output: { balance: '39.75' } });
    expect(walletOf(there.body.output, trans)).toBe('60.25');
    // Every transfer-type provider is listed, 0 where nothing was moved.
    expect(walletOf(there.body.output, 'cra')).toBe('0.00');
    expect(walletOf(there.body.output, fixture.seamless.providerId)).toBeUndefined();

    const back = await m.move(trans, 'main', '10');
    expect(back.body).toMatchObject({ status: true, output: { balance: '49.75' } });
    expect(walletOf(back.body.output, trans)).toBe('50.25');
    expect(await balance(m)).toBe('49.75');
    expect(await ledgerProblems(platform.db)).toEqual([]);
  });

  it('refuses beyond either wallet’s balance', async () => {
    const m = await member('20.00');
    expect((await m.move('main', trans, '20.01')).body).toMatchObject({ status: false, msg: 'insufficient_balance' });
    await m.move('main', trans, '5');
    expect((await m.move(trans, 'main', '5.01')).body).toMatchObject({ status: false, msg: 'insufficient_balance' });
    expect(await balance(m)).toBe('15.00');
  });

  it('refuses wallets that are not main ↔ one transfer-type provider, and bad amounts', async () => {
    const m = await member();
    expect((await m.move('main', 'main', '1')).body).toMatchObject({ msg: 'transfer_invalid' });
    expect((await m.move(trans, 'cra', '1')).body).toMatchObject({ msg: 'transfer_invalid' });
    expect((await m.move('main', 'nobody', '1')).body).toMatchObject({ msg: 'provider_not_found' });
    expect((await m.move('main', fixture.seamless.providerId, '1')).body).toMatchObject({ msg: 'not_transfer_provider' });
    expect((await m.move('main', trans, '0')).body).toMatchObject({ msg: 'error_amount' });
  });

  it('lets money out of a provider switched off since, but no more in', async () => {
    const m = await member();
    await insertDisabledTransferProvider();
    await m.move('main', 'ztoff', '1').then((r) => expect(r.body).toMatchObject({ msg: 'provider_not_available' }));
    await platform.db.update(providers).set({ enabled: true }).where(eq(providers.providerId, 'ztoff'));
    await m.move('main', 'ztoff', '30');
    await platform.db.update(providers).set({ enabled: false }).where(eq(providers.providerId, 'ztoff'));
    const settings = await m.call<TransferAnswer>('wallet/settings');
    expect(walletOf(settings.body.output, 'ztoff')).toBe('30.00');
    expect((await m.move('ztoff', 'main', '30')).body).toMatchObject({ status: true, output: { balance: '100.00' } });
  });

  it('replays a repeated key and refuses it with other values', async () => {
    const m = await member();
    const idempotencyKey = key();
    const first = await m.move('main', trans, '10', idempotencyKey);
    expect((await m.move('main', trans, '10', idempotencyKey)).body).toEqual(first.body);
    expect((await m.move('main', trans, '11', idempotencyKey)).body).toMatchObject({ msg: 'idempotency_conflict' });
    expect(await balance(m)).toBe('90.00');
  });
});

async function insertDisabledTransferProvider() {
  await platform.db
    .insert(providers)
    .values({
      providerId: 'ztoff',
      name: 'Test Off',
      memberDisplay: { en: 'Test Off' },
      transfer: true,
      currencies: ['MYR'],
      enabled: false,
    })
    .onConflictDoNothing();
}
