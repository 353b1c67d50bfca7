import { and, eq, gte, sql } from 'drizzle-orm';
import type { Database } from '../../db/connection';
import { loyaltyTurnover } from '../../db/schema-loyalty';

const total = sql<string>`coalesce(sum(${loyaltyTurnover.turnover}), 0)::text`;

/** A member's settled turnover from `sinceDay` on (every day when null). */
export async function memberTurnover(db: Database, memberId: number, sinceDay: string | null): Promise<bigint> {
  const [row] = await db
    .select({ total })
    .from(loyaltyTurnover)
    .where(and(eq(loyaltyTurnover.memberId, memberId), sinceDay ? gte(loyaltyTurnover.day, sinceDay) : undefined));
  return BigInt(row?.total ?? '0');
}

/** A member's turnover on one loyalty day, in one category or all. */
export async function dayTurnover(db: Database, memberId: number, day: string, category: string | null): Promise<bigint> {
  const [row] = await db
    .select({ total })
    .from(loyaltyTurnover)
    .where(
      and(
        eq(loyaltyTurnover.memberId, memberId),
        eq(loyaltyTurnover.day, day),
        category === null ? undefined : eq(loyaltyTurnover.category, category),
      ),
    );
  return BigInt(row?.total ?? '0');
}
