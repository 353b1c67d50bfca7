import { eq } from 'drizzle-orm';
import { providers } from '../../db/schema-catalog';
import { manualClock, testPlatform, type TestPlatform } from '../../test-support';
import { fixture, insertCatalogFixture } from '../games/testing/catalog-fixture';
import { betOf, fundedMember, winOf } from './testing/calls';
import { createWagers, noWagerHooks, type Wagers } from '.';
import { PROVIDER_TTL_MS } from './reference-cache';

/**
 * A provider an operator switches off mid-round still settles what it owes: its wins and
 * rollbacks are paid (seamless-wallet rule: they are never refused), only new bets and balances
 * are refused. The provider lookup is cached for PROVIDER_TTL_MS of the process's time: each case
 * moves Date past it after the switch (only Date: the database and its timers run as ever), so the
 * call after it reads the switched-off row.
 */
const clock = manualClock();
let platform: TestPlatform;
let wagers: Wagers;
const at = () => ({ integration: 'demo', now: clock.now() });
async function switchOff() {
  await platform.db.update(providers).set({ enabled: false }).where(eq(providers.providerId, fixture.seamless.providerId));
  vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + PROVIDER_TTL_MS + 50 });
}

beforeEach(async () => {
  platform = await testPlatform({ clock: clock.now });
  await insertCatalogFixture(platform.db);
  wagers = createWagers({ db: platform.db, hooks: noWagerHooks });
});
afterEach(async () => {
  vi.useRealTimers();
  await platform.close();
});

it('pays the win of a round opened before the provider was switched off, and refuses a new bet', async () => {
  const member = await fundedMember(platform);
  const bet = betOf(member, 1_000n);
  expect(await wagers.bet(bet, at())).toMatchObject({ ok: true, balance: 9_000n });
  await switchOff();
  expect(await wagers.win(winOf(bet, 2_500n), at())).toMatchObject({ ok: true, balance: 11_500n });
  expect(await wagers.bet(betOf(member, 100n), at())).toMatchObject({ ok: false, msg: 'provider_not_found' });
});

it('rolls back a bet after the provider was switched off: the stake goes back', async () => {
  const member = await fundedMember(platform);
  const bet = betOf(member, 1_000n);
  await wagers.bet(bet, at());
  await switchOff();
  const rollback = { ...bet, txId: `rb-${bet.txId}`, refTxId: bet.txId };
  expect(await wagers.rollback(rollback, at())).toMatchObject({ ok: true, balance: 10_000n });
});
