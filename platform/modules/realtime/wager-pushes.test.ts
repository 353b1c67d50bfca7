import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { gameRounds } from '../../db/schema-ledger';
import { testPlatform, type TestPlatform } from '../../test-support';
import { insertCatalogFixture } from '../games/testing/catalog-fixture';
import { promotionBonusWallet, promotionWagerHooks } from '../promotions';
import { apply, publishedPromotion, roundOf } from '../promotions/testing/promotion-fixture';
import { createWagers, type Wagers } from '../wagers';
import { readyMember } from '../wallet/testing/wallet-fixture';
import type { MemberPublisher } from '../../endpoints/context';
import { wagerPushes } from './wager-pushes';

/** Play's pushes: after the money has committed, never from inside the bet's transaction. */
let platform: TestPlatform;
let wagers: Wagers;
const published: { memberId: number; event: string; payload: unknown; roundStatus?: string | undefined }[] = [];
const at = () => ({ integration: 'demo', now: new Date() });

beforeAll(async () => {
  platform = await testPlatform();
  await insertCatalogFixture(platform.db);
  const publisher: MemberPublisher = {
    publishToMember(memberId, event, payload) {
      published.push({ memberId, event, payload });
    },
    publishToStaff() {},
  };
  const pushes = wagerPushes(publisher, platform.db);
  wagers = pushes.wrap(
    createWagers({
      db: platform.db,
      hooks: { onBetSettled: [...promotionWagerHooks.onBetSettled, ...pushes.hooks.onBetSettled] },
      bonuses: promotionBonusWallet,
    }),
  );
});
afterAll(() => platform.close());

const events = (memberId: number) => published.filter((p) => p.memberId === memberId).map((p) => [p.event, p.payload]);
const nextTurns = () => new Promise((resolve) => setTimeout(resolve, 50));

it('pushes balance-changed after a bet, a win and a refund have committed, and nothing for a refusal', async () => {
  const member = await readyMember(platform, '100.00');
  const round = roundOf(member.profile.id);
  const betTx = randomUUID();
  expect((await wagers.bet({ ...round, txId: betTx, amount: 1000n }, at())).ok).toBe(true);
  // The round is already committed when the push goes out: a read outside the transaction sees it.
  const [row] = await platform.db.select().from(gameRounds).where(eq(gameRounds.roundId, round.roundId));
  expect(row?.status).toBe('open');
  expect((await wagers.win({ ...round, txId: randomUUID(), amount: 500n }, at())).ok).toBe(true);
  expect((await wagers.bet({ ...round, roundId: randomUUID(), txId: randomUUID(), amount: 10_000_000n }, at())).ok).toBe(false);
  const other = roundOf(member.profile.id);
  const otherBet = randomUUID();
  await wagers.bet({ ...other, txId: otherBet, amount: 200n }, at());
  await wagers.rollback({ ...other, txId: randomUUID(), refTxId: otherBet, amount: 200n }, at());
  expect(events(member.profile.id)).toEqual([
    ['balance-changed', { reason: 'bet' }],
    ['balance-changed', { reason: 'win' }],
    ['balance-changed', { reason: 'bet' }],
    ['balance-changed', { reason: 'refund' }],
  ]);
});

it('pushes bonus-progress after a round on bonus money settles, read after the settlement', async () => {
  const member = await readyMember(platform, '1.00');
  const promotionId = await publishedPromotion(platform, { amount: '10.00', wageringMultiplier: 5 });
  const claimed = await apply(member, { promotionId });
  expect(claimed.status).toBe(true);
  const bonusId = claimed.output!.active!.bonusId;
  const round = roundOf(member.profile.id);
  await wagers.bet({ ...round, txId: randomUUID(), amount: 400n }, at());
  await wagers.win({ ...round, txId: randomUUID(), amount: 0n }, at());
  await nextTurns();
  const pushed = events(member.profile.id);
  expect(pushed.slice(0, 2)).toEqual([
    ['balance-changed', { reason: 'bet' }],
    ['balance-changed', { reason: 'win' }],
  ]);
  expect(pushed[2]).toEqual(['bonus-progress', { bonusId, wagered: expect.stringMatching(/^[1-9]/), required: '50.00', status: 'active' }]);
});
