import { and, desc, eq, lte } from 'drizzle-orm';
import type { Database } from '../../db/connection';
import { loyaltyVisits } from '../../db/schema-loyalty';
import { shiftDay } from './rules/loyalty-day';

/** The member was signed in on this loyalty day (a login, or a look at the daily tasks with a live session). */
export async function recordVisit(db: Database, memberId: number, day: string): Promise<void> {
  await db.insert(loyaltyVisits).values({ memberId, day }).onConflictDoNothing();
}

/** Consecutive loyalty days signed in, ending today (0 when not today). */
export async function visitStreak(db: Database, memberId: number, today: string): Promise<number> {
  const rows = await db
    .select({ day: loyaltyVisits.day })
    .from(loyaltyVisits)
    .where(and(eq(loyaltyVisits.memberId, memberId), lte(loyaltyVisits.day, today)))
    .orderBy(desc(loyaltyVisits.day))
    .limit(366);
  let streak = 0;
  for (const row of rows) {
    if (row.day !== shiftDay(today, streak)) break;
    streak += 1;
  }
  return streak;
}
