import { sql } from 'drizzle-orm';
import { minorUnitsOf } from '@/lib/contracts/currencies';
import type { Database } from '../db/connection';
import { dailyTasks, loyaltySettings, vipTiers } from '../db/schema-loyalty';
import { TASK_TEXTS, TIER_NAMES } from './loyalty-content';

/**
 * The demo loyalty programme (demo content: never in production without DEMO_CONTENT) for MYR and
 * THB: five tiers on lifetime turnover with rising rebate rates, withdrawal limits and level-up
 * cash; a 1 % referral commission on settled turnover; four daily tasks and an all-tasks bonus.
 * THB amounts are MYR's times 10. Tier badges are public-storage keys (media/vip/…svg) the catalogue
 * publisher draws. Seeded once, when there are no tiers at all: after that they are the operator's.
 */
const CURRENCIES: Record<string, bigint> = { MYR: 1n, THB: 10n };

const TIERS = [
  { key: 'bronze', threshold: 0n, rebateBp: 50, perDay: 50, maxPerDay: 50_000_00n, reward: 0n },
  { key: 'silver', threshold: 50_00n, rebateBp: 60, perDay: 60, maxPerDay: 80_000_00n, reward: 5_00n },
  { key: 'gold', threshold: 1_000_00n, rebateBp: 80, perDay: 80, maxPerDay: 150_000_00n, reward: 28_00n },
  { key: 'platinum', threshold: 10_000_00n, rebateBp: 100, perDay: 100, maxPerDay: 300_000_00n, reward: 188_00n },
  { key: 'diamond', threshold: 50_000_00n, rebateBp: 120, perDay: 150, maxPerDay: 1_000_000_00n, reward: 888_00n },
] as const;

const TASKS = [
  { kind: 'login', target: 1n, money: false, category: null, reward: 50n },
  { kind: 'deposit', target: 50_00n, money: true, category: null, reward: 2_00n },
  { kind: 'turnover', target: 20_00n, money: true, category: 'slots', reward: 1_00n },
  { kind: 'games', target: 3n, money: false, category: null, reward: 1_50n },
] as const;

/** MYR cents in another currency's minor units. */
const scaled = (myrCents: bigint, currency: string) => (myrCents * CURRENCIES[currency]! * 10n ** BigInt(minorUnitsOf(currency))) / 100n;

const display = (minor: bigint, currency: string) => {
  const decimals = minorUnitsOf(currency);
  const digits = minor.toString().padStart(decimals + 1, '0');
  return `${currency} ${digits.slice(0, digits.length - decimals).replace(/\B(?=(\d{3})+(?!\d))/g, ',')}${decimals ? `.${digits.slice(-decimals)}` : ''}`;
};

export async function seedLoyalty(db: Database): Promise<{ seeded: boolean }> {
  const existing = (await db.execute(sql`select 1 from ${vipTiers} limit 1`)) as unknown as { rows: unknown[] };
  if (existing.rows.length > 0) return { seeded: false };
  await db.transaction(async (tx) => {
    await tx.execute(sql`lock table ${vipTiers} in share row exclusive mode`);
    const again = (await tx.execute(sql`select 1 from ${vipTiers} limit 1`)) as unknown as { rows: unknown[] };
    if (again.rows.length > 0) return;
    for (const currency of Object.keys(CURRENCIES)) {
      await tx.insert(vipTiers).values(
        TIERS.map((tier, level) => ({
          currency,
          level,
          threshold: scaled(tier.threshold, currency),
          languages: Object.fromEntries(Object.entries(TIER_NAMES[tier.key]!).map(([language, name]) => [language, { name }])),
          image: `media/vip/${tier.key}.svg`,
          rebateBp: tier.rebateBp,
          withdrawalsPerDay: tier.perDay,
          withdrawalMaxPerDay: scaled(tier.maxPerDay, currency),
          rewardKind: 'cash' as const,
          rewardAmount: scaled(tier.reward, currency),
        })),
      );
      await tx.insert(dailyTasks).values(
        TASKS.map((task, sort) => {
          const target = task.money ? scaled(task.target, currency) : task.target;
          const values = { amount: display(target, currency), count: target.toString() };
          const languages = Object.fromEntries(
            Object.entries(TASK_TEXTS[task.kind]).map(([language, text]) => [
              language,
              { name: text.name, description: text.description.replace(/\{(\w+)\}/g, (_, k: 'amount' | 'count') => values[k]) },
            ]),
          );
          return { currency, kind: task.kind, target, category: task.category, reward: scaled(task.reward, currency), languages, sort };
        }),
      );
      await tx
        .insert(loyaltySettings)
        .values({
          currency,
          vipPeriodDays: null,
          commissionBp: 100,
          commissionBasis: 'turnover',
          commissionMinimum: scaled(50n, currency),
          allTasksBonus: scaled(3_00n, currency),
        })
        .onConflictDoNothing();
    }
  });
  return { seeded: true };
}
