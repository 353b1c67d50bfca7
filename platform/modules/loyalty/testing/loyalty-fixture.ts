import { randomUUID } from 'node:crypto';
import type { Database } from '../../../db/connection';
import { operatorCall, type TestPlatform } from '../../../test-support';
import { fixture } from '../../games/testing/catalog-fixture';
import { promotionBonusWallet, promotionWagerHooks } from '../../promotions';
import { createWagers, type Wagers } from '../../wagers';
import { loyaltyWagerHooks } from '../turnover-hook';

/** The wagers as the platform wires them: the promotions' hook, then loyalty's, on UTC+8 days. */
export function loyaltyWagers(db: Database, dayOffsetHours = 8): Wagers {
  return createWagers({
    db,
    hooks: { onBetSettled: [...promotionWagerHooks.onBetSettled, ...loyaltyWagerHooks(dayOffsetHours).onBetSettled] },
    bonuses: promotionBonusWallet,
  });
}

/** One round on the seamless test provider: a bet of `stake`, then (unless left open) a win. */
export async function playRound(
  wagers: Wagers,
  memberId: number,
  stake: bigint,
  options: { win?: bigint | null; game?: 'slot' | 'table'; now: Date },
): Promise<{ roundId: string; betTxId: string }> {
  const round = {
    memberId,
    providerId: fixture.seamless.providerId,
    gameId: options.game === 'table' ? fixture.seamless.table : fixture.seamless.slot,
    currency: 'MYR',
    roundId: randomUUID(),
  };
  const at = { integration: 'demo', now: options.now };
  const betTxId = randomUUID();
  const bet = await wagers.bet({ ...round, txId: betTxId, amount: stake }, at);
  if (!bet.ok) throw new Error(`bet: ${bet.msg}`);
  if (options.win !== null) {
    const win = await wagers.win({ ...round, txId: randomUUID(), amount: options.win ?? 0n }, at);
    if (!win.ok) throw new Error(`win: ${win.msg}`);
  }
  return { roundId: round.roundId, betTxId };
}

const en = (name: string) => ({ en: { name }, zh: { name: `${name}（中）` } });

/** Three MYR tiers: Bronze from 0, Silver from 100.00 (reward 5.00), Gold from 500.00 (reward 20.00). */
export async function setMyrTiers(platform: TestPlatform, periodDays: number | null = null) {
  const tier = (level: number, name: string, threshold: string, reward: string, rebateBp: number) => ({
    level,
    threshold,
    languages: en(name),
    rebateBp,
    withdrawalsPerDay: 3 + level,
    withdrawalMaxPerDay: `${5000 * (level + 1)}.00`,
    reward,
  });
  const res = await operatorCall(platform, 'operator/vip-tiers-save', {
    currency: 'MYR',
    periodDays,
    tiers: [tier(0, 'Bronze', '0', '0', 50), tier(1, 'Silver', '100.00', '5.00', 60), tier(2, 'Gold', '500.00', '20.00', 80)],
  });
  if (!res.body.status) throw new Error(`vip-tiers-save: ${res.body.msg}`);
}

export async function setMyrReferral(platform: TestPlatform, commissionBp = 100, minimum = '1.00', basis = 'turnover') {
  const res = await operatorCall(platform, 'operator/referral-settings-save', { currency: 'MYR', commissionBp, basis, minimum });
  if (!res.body.status) throw new Error(`referral-settings-save: ${res.body.msg}`);
}

export async function setMyrTasks(platform: TestPlatform, allTasksBonus = '3.00') {
  const res = await operatorCall(platform, 'operator/daily-tasks-save', {
    currency: 'MYR',
    allTasksBonus,
    tasks: [
      { kind: 'login', target: '1', reward: '0.50', languages: en('Sign in') },
      { kind: 'deposit', target: '50.00', reward: '2.00', languages: en('Deposit 50') },
      { kind: 'turnover', target: '20.00', category: 'slots', reward: '1.00', languages: en('Play slots') },
      { kind: 'games', target: '2', reward: '1.50', languages: en('Two games') },
    ],
  });
  if (!res.body.status) throw new Error(`daily-tasks-save: ${res.body.msg}`);
}

/** Signs the member in again (the clock moved past the session's idle limit); their `call` uses the new session. */
export async function relogin(platform: TestPlatform, member: { username: string; sid: string; call: unknown }): Promise<void> {
  const res = await platform.call('auth/login', { username: member.username, password: 'Secret@123' });
  if (!res.body.status || !res.sid) throw new Error(`login: ${res.body.msg}`);
  member.sid = res.sid;
  member.call = (name: string, body?: unknown) => platform.call(name, body, { sid: res.sid });
}
