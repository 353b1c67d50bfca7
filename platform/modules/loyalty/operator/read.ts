import { desc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { members } from '../../../db/schema';
import { referralFlags } from '../../../db/schema-loyalty';
import type { Handler } from '../../../endpoints/handler';
import { fail, ok } from '../../../endpoints/result';
import { formatMinor } from '../../ledger';
import { loyaltyConfig } from '../config';
import { tierView } from '../vip';
import { knownDecimals } from './currency';

/** operator/loyalty: a currency's tiers, commission and tasks, all languages. */
export const operatorLoyalty: Handler<'operator/loyalty'> = async ({ currency }, { db, env }) => {
  const decimals = knownDecimals(currency);
  if (decimals === undefined) return fail('currency_not_found');
  const { settings, tiers, tasks } = await loyaltyConfig(db, currency);
  return ok({
    currency,
    periodDays: settings.vipPeriodDays,
    commissionBp: settings.commissionBp,
    basis: settings.commissionBasis,
    minimum: formatMinor(settings.commissionMinimum, decimals),
    allTasksBonus: formatMinor(settings.allTasksBonus, decimals),
    tiers: tiers.map((t) => ({ ...tierView(t, 'en', decimals, env), languages: t.languages })),
    tasks: tasks.map((t) => ({
      taskId: t.id,
      kind: t.kind,
      target: t.kind === 'games' || t.kind === 'login' ? t.target.toString() : formatMinor(t.target, decimals),
      category: t.category,
      reward: formatMinor(t.reward, decimals),
      languages: t.languages,
    })),
  });
};

const PAGE = 50;

/** operator/referral-flags: refused self-referrals, newest first, 50 a page. */
export const operatorReferralFlags: Handler<'operator/referral-flags'> = async ({ page }, { db }) => {
  const referrer = alias(members, 'referrer');
  const [total, rows] = await Promise.all([
    db.$count(referralFlags),
    db
      .select({
        id: referralFlags.id,
        referrer: referrer.username,
        member: sql<string>`coalesce(${members.username}, ${referralFlags.username})`,
        reason: referralFlags.reason,
        detail: referralFlags.detail,
        createdAt: referralFlags.createdAt,
      })
      .from(referralFlags)
      .innerJoin(referrer, eq(referrer.id, referralFlags.referrerId))
      .leftJoin(members, eq(members.id, referralFlags.memberId))
      .orderBy(desc(referralFlags.createdAt), desc(referralFlags.id))
      .limit(PAGE)
      .offset((page - 1) * PAGE),
  ]);
  return ok({ total, flags: rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() })) });
};
