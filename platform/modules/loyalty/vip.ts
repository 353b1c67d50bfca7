import { eq } from 'drizzle-orm';
import type { VipStatus, VipTier } from '@/lib/contracts/loyalty';
import type { Database } from '../../db/connection';
import { vipRewards } from '../../db/schema-loyalty';
import type { Handler } from '../../endpoints/handler';
import { fail, ok } from '../../endpoints/result';
import type { Member } from '../../endpoints/context';
import { decimalsFor, formatMinor } from '../ledger';
import { formatRate } from '../ledger';
import { mediaUrl } from '../catalog';
import type { PlatformEnv } from '../../env';
import { loyaltyConfig, textIn, type VipTierRow } from './config';
import { LOYALTY_ENTRY_KINDS, payLoyalty } from './payout';
import { loyaltyDay, shiftDay } from './rules/loyalty-day';
import { nextTier, progressPercent, tierFor, unpaidLevels } from './rules/vip-tier';
import { memberTurnover } from './turnover';
import { knownDecimals } from './operator/currency';
import { VIP_RESERVATION } from './reward-promotion';
import { claimPromotion, findPromotion } from '../promotions';

type MediaEnv = Pick<PlatformEnv, 'catalogEnv' | 'publicStorageUrl'>;

export function tierView(tier: VipTierRow, language: string, decimals: number, env: MediaEnv): VipTier {
  const text = textIn(tier.languages, language);
  return {
    level: tier.level,
    name: text?.name ?? `VIP ${tier.level}`,
    description: text?.description ?? '',
    image: tier.image ? mediaUrl(env, tier.image) : '',
    threshold: formatMinor(tier.threshold, decimals),
    rebateRate: formatRate(tier.rebateBp),
    withdrawalsPerDay: tier.withdrawalsPerDay,
    withdrawalMaxPerDay: formatMinor(tier.withdrawalMaxPerDay, decimals),
    rewardKind: tier.rewardKind,
    reward: formatMinor(tier.rewardAmount, decimals),
    rewardWagering: tier.rewardWagering,
  };
}

/** vip/tiers: every tier of a currency with its benefits (what a visitor's comparison table shows). */
export const vipTiersList: Handler<'vip/tiers'> = async ({ currency, language }, { db, env }) => {
  const decimals = knownDecimals(currency);
  if (decimals === undefined) return fail('currency_not_found');
  const { settings, tiers } = await loyaltyConfig(db, currency);
  return ok({ currency, periodDays: settings.vipPeriodDays, tiers: tiers.map((t) => tierView(t, language, decimals, env)) });
};

/** The member's tier now, from their turnover over the tier period. */
export async function currentTier(db: Database, member: Pick<Member, 'id' | 'currency'>, now: Date, dayOffsetHours: number) {
  const { settings, tiers } = await loyaltyConfig(db, member.currency);
  // Rolling N days: today and the N - 1 days before it.
  const since = settings.vipPeriodDays === null ? null : shiftDay(loyaltyDay(now, dayOffsetHours), settings.vipPeriodDays - 1);
  const turnover = await memberTurnover(db, member.id, since);
  return { settings, tiers, turnover, tier: tierFor(tiers, turnover) };
}

/**
 * vip/status: the member's tier and progress. Level-up rewards are settled here, on the member's
 * next look after a threshold is crossed, not in the bet: the settlement stays one upsert. Each
 * reward is one ledger entry keyed by member and level, so parallel looks pay it once.
 */
export const vipStatus: Handler<'vip/status'> = async ({ language }, { db, member, now, env }) => {
  const decimals = decimalsFor(member);
  const { settings, tiers, turnover, tier } = await currentTier(db, member, now, env.loyaltyDayOffsetHours);
  const paid = await db.select({ level: vipRewards.level }).from(vipRewards).where(eq(vipRewards.memberId, member.id));
  const rewardsPaid: VipStatus['rewardsPaid'] = [];
  for (const owed of unpaidLevels(tiers, tier, new Set(paid.map((p) => p.level)))) {
    const result = await payLevelUp(db, member, owed, now);
    // A bonus reward waits while the member has another bonus open; the next look pays it.
    if (result === 'waiting') continue;
    if (!result.ok) return fail(result.msg);
    if (owed.rewardAmount > 0n && !result.replayed)
      rewardsPaid.push({ level: owed.level, amount: formatMinor(owed.rewardAmount, decimals), kind: owed.rewardKind });
  }
  const next = nextTier(tiers, tier);
  const text = tier ? textIn(tier.languages, language) : undefined;
  return ok({
    currency: member.currency,
    level: tier?.level ?? 0,
    name: text?.name ?? '',
    image: tier?.image ? mediaUrl(env, tier.image) : '',
    turnover: formatMinor(turnover, decimals),
    periodDays: settings.vipPeriodDays,
    next: next
      ? {
          level: next.level,
          name: textIn(next.languages, language)?.name ?? `VIP ${next.level}`,
          threshold: formatMinor(next.threshold, decimals),
          remaining: formatMinor(next.threshold - turnover, decimals),
          percent: progressPercent(turnover, tier?.threshold ?? 0n, next.threshold),
        }
      : null,
    rewardsPaid,
  });
};

/**
 * One tier's level-up reward (a zero reward still records the level, so it is never looked at
 * again). Cash is a `vip` entry (house_loyalty → main). A bonus is granted by the promotions engine
 * from the tier's reserved promotion (its claim keyed by the level, so it happens once), and a `vip`
 * entry that moves no money records the level-up in the VIP history beside it.
 */
async function payLevelUp(db: Database, member: Member, tier: VipTierRow, now: Date) {
  const bonus = tier.rewardKind === 'bonus' && tier.rewardAmount > 0n;
  if (bonus) {
    const promotion = tier.rewardPromotionId === null ? undefined : await findPromotion(db, tier.rewardPromotionId);
    if (!promotion) return { ok: false as const, msg: 'promotion_not_found' };
    const options = { idempotencyKey: `vip-level-${tier.level}`, source: 'vip', reservation: VIP_RESERVATION };
    const granted = await claimPromotion(db, member, promotion, options, now);
    if (!granted.ok) return granted.msg === 'bonus_already_active' ? ('waiting' as const) : { ok: false as const, msg: granted.msg };
  }
  return payLoyalty(db, member, {
    kind: LOYALTY_ENTRY_KINDS.vip,
    idempotencyKey: `vip:${member.id}:level:${tier.level}`,
    amount: bonus ? 0n : tier.rewardAmount,
    meta: { level: tier.level, reason: 'level_up', ...(bonus ? { bonus: tier.rewardAmount.toString() } : {}) },
    within: async (tx, entryId) => {
      await tx.insert(vipRewards).values({ memberId: member.id, level: tier.level, entryId, paidAt: now });
    },
  });
}
