import { and, eq, TransactionRollbackError } from 'drizzle-orm';
import type { Database } from '../../../db/connection';
import { dailyTasks, loyaltySettings, vipTiers } from '../../../db/schema-loyalty';
import type { Handler } from '../../../endpoints/handler';
import { done, fail } from '../../../endpoints/result';
import { forgetLoyaltyConfig } from '../config';
import { saveRewardPromotion } from '../reward-promotion';
import { knownDecimals, minorOf } from './currency';

type SettingsPatch = Partial<Omit<typeof loyaltySettings.$inferInsert, 'currency'>>;

async function saveSettings(db: Database, currency: string, patch: SettingsPatch, now: Date) {
  await db
    .insert(loyaltySettings)
    .values({ currency, ...patch, updatedAt: now })
    .onConflictDoUpdate({ target: loyaltySettings.currency, set: { ...patch, updatedAt: now } });
}

/**
 * operator/vip-tiers-save: replaces a currency's tiers and sets the tier period. Levels are
 * unique, start at 0 with a threshold of 0 (every member is in a tier) and thresholds rise with the
 * level. Level-up rewards already paid stay paid (they are keyed by level).
 */
export const operatorVipTiersSave: Handler<'operator/vip-tiers-save'> = async ({ currency, periodDays, tiers }, { db, now }) => {
  const decimals = knownDecimals(currency);
  if (decimals === undefined) return fail('currency_not_found');
  const sorted = [...tiers].sort((a, b) => a.level - b.level);
  const rows: Omit<typeof vipTiers.$inferInsert, 'id'>[] = [];
  for (const tier of sorted) {
    const threshold = minorOf(tier.threshold, decimals);
    const reward = minorOf(tier.reward, decimals);
    const withdrawalMax = minorOf(tier.withdrawalMaxPerDay, decimals);
    if (threshold === undefined || reward === undefined || withdrawalMax === undefined) return fail('error_amount');
    if (tier.rewardKind === 'bonus' && reward > 0n && tier.rewardWagering < 1) return fail('vip_bonus_reward_needs_wagering');
    rows.push({
      currency,
      level: tier.level,
      threshold,
      languages: tier.languages,
      image: tier.image,
      rebateBp: tier.rebateBp,
      withdrawalsPerDay: tier.withdrawalsPerDay,
      withdrawalMaxPerDay: withdrawalMax,
      rewardKind: tier.rewardKind,
      rewardAmount: reward,
      rewardWagering: tier.rewardWagering,
    });
  }
  if (rows[0]!.level !== 0 || rows[0]!.threshold !== 0n) return fail('vip_base_tier_required');
  for (let i = 1; i < rows.length; i++) {
    if (rows[i]!.level === rows[i - 1]!.level) return fail('vip_level_repeated');
    if (rows[i]!.threshold <= rows[i - 1]!.threshold) return fail('vip_thresholds_must_rise');
  }
  try {
    await db.transaction(async (tx) => {
      await tx.delete(vipTiers).where(eq(vipTiers.currency, currency));
      for (const row of rows) {
        if (row.rewardKind !== 'bonus' || (row.rewardAmount ?? 0n) <= 0n) continue;
        row.rewardPromotionId = await saveRewardPromotion(
          tx as unknown as Database,
          currency,
          row.level,
          row.rewardAmount!,
          row.rewardWagering!,
          now,
        );
        // The cms id is an operator's own promotion: refuse rather than take it over.
        if (row.rewardPromotionId === undefined) tx.rollback();
      }
      await tx.insert(vipTiers).values(rows);
      await saveSettings(tx as unknown as Database, currency, { vipPeriodDays: periodDays }, now);
    });
  } catch (error) {
    if (error instanceof TransactionRollbackError) return fail('vip_reward_cms_id_taken');
    throw error;
  }
  forgetLoyaltyConfig(db, currency);
  return done();
};

/** operator/referral-settings-save: the commission rate, what it is paid on and the minimum claim. */
export const operatorReferralSettingsSave: Handler<'operator/referral-settings-save'> = async (input, { db, now }) => {
  const decimals = knownDecimals(input.currency);
  if (decimals === undefined) return fail('currency_not_found');
  const minimum = minorOf(input.minimum, decimals);
  if (minimum === undefined) return fail('error_amount');
  await saveSettings(
    db,
    input.currency,
    { commissionBp: input.commissionBp, commissionBasis: input.basis, commissionMinimum: minimum },
    now,
  );
  forgetLoyaltyConfig(db, input.currency);
  return done();
};

/**
 * operator/daily-tasks-save: replaces a currency's tasks (the old ones are retired, not deleted:
 * claims point at them) and sets the all-tasks bonus. A task changed mid-day starts from the day's
 * real events, so its progress is right at once.
 */
export const operatorDailyTasksSave: Handler<'operator/daily-tasks-save'> = async ({ currency, allTasksBonus, tasks }, { db, now }) => {
  const decimals = knownDecimals(currency);
  if (decimals === undefined) return fail('currency_not_found');
  const bonus = minorOf(allTasksBonus, decimals);
  if (bonus === undefined) return fail('error_amount');
  const rows: Omit<typeof dailyTasks.$inferInsert, 'id'>[] = [];
  for (const [index, task] of tasks.entries()) {
    const reward = minorOf(task.reward, decimals);
    // Games count whole games; amounts are in the currency; login needs nothing.
    const target = task.kind === 'games' ? minorOf(task.target, 0) : task.kind === 'login' ? 1n : minorOf(task.target, decimals);
    if (reward === undefined || target === undefined || target <= 0n) return fail('error_amount');
    if (task.category !== null && task.kind !== 'turnover') return fail('task_category_only_for_turnover');
    rows.push({ currency, kind: task.kind, target, category: task.category, reward, languages: task.languages, sort: index });
  }
  await db.transaction(async (tx) => {
    await tx
      .update(dailyTasks)
      .set({ active: 0 })
      .where(and(eq(dailyTasks.currency, currency), eq(dailyTasks.active, 1)));
    if (rows.length > 0) await tx.insert(dailyTasks).values(rows);
    await saveSettings(tx as unknown as Database, currency, { allTasksBonus: bonus }, now);
  });
  forgetLoyaltyConfig(db, currency);
  return done();
};
