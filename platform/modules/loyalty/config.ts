import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/connection';
import { dailyTasks, loyaltySettings, vipTiers } from '../../db/schema-loyalty';

export type LoyaltySettingsRow = typeof loyaltySettings.$inferSelect;
export type VipTierRow = typeof vipTiers.$inferSelect;
export type DailyTaskRow = typeof dailyTasks.$inferSelect;

/** One currency's loyalty rules: its settings (defaults when the operator set none), tiers by level, active tasks. */
export type LoyaltyConfig = { settings: LoyaltySettingsRow; tiers: VipTierRow[]; tasks: DailyTaskRow[] };

const defaults = (currency: string): LoyaltySettingsRow => ({
  currency,
  vipPeriodDays: null,
  commissionBp: 0,
  commissionBasis: 'turnover',
  commissionMinimum: 0n,
  allTasksBonus: 0n,
  updatedAt: new Date(0),
});

/**
 * Tiers, tasks and rates change rarely and are read on every loyalty page, so they are kept in
 * memory per database and currency. An operator save in this process drops the entry at once;
 * other processes (several platforms on one PostgreSQL) see the change within MEMO_MS.
 */
const MEMO_MS = 30_000;
const memos = new WeakMap<Database, Map<string, { at: number; config: Promise<LoyaltyConfig> }>>();

export function loyaltyConfig(db: Database, currency: string): Promise<LoyaltyConfig> {
  let memo = memos.get(db);
  if (!memo) memos.set(db, (memo = new Map()));
  const hit = memo.get(currency);
  if (hit && Date.now() - hit.at < MEMO_MS) return hit.config;
  const config = readConfig(db, currency);
  memo.set(currency, { at: Date.now(), config });
  config.catch(() => memo.delete(currency));
  return config;
}

export function forgetLoyaltyConfig(db: Database, currency: string): void {
  memos.get(db)?.delete(currency);
}

async function readConfig(db: Database, currency: string): Promise<LoyaltyConfig> {
  const [settings, tiers, tasks] = await Promise.all([
    db.select().from(loyaltySettings).where(eq(loyaltySettings.currency, currency)).limit(1),
    db.select().from(vipTiers).where(eq(vipTiers.currency, currency)).orderBy(asc(vipTiers.level)),
    db
      .select()
      .from(dailyTasks)
      .where(and(eq(dailyTasks.currency, currency), eq(dailyTasks.active, 1)))
      .orderBy(asc(dailyTasks.sort), asc(dailyTasks.id)),
  ]);
  return { settings: settings[0] ?? defaults(currency), tiers, tasks };
}

/** A tier's or task's text in the member's language, English, or the first there is. */
export function textIn<T>(languages: Record<string, T>, language: string): T | undefined {
  const base = language.slice(0, 2).toLowerCase();
  return languages[base] ?? languages.en ?? Object.values(languages)[0];
}
