import { and, desc, eq, gt, isNull, lte, or, sql } from 'drizzle-orm';
import type { BreakInForce } from '@/lib/contracts/safety';
import type { Database } from '../../db/connection';
import { countries, members } from '../../db/schema';
import { memberBreaks } from '../../db/schema-exclusion';

type BreakRow = typeof memberBreaks.$inferSelect;

/** A stored break as the site and the console read it, with the zone of the member's country for its dates. */
export function toBreak(row: BreakRow, timeZone: string): BreakInForce {
  return {
    kind: row.kind as BreakInForce['kind'],
    period: row.period,
    startedAt: row.startedAt.toISOString(),
    endsAt: row.endsAt ? row.endsAt.toISOString() : null,
    timeZone,
  };
}

/** The condition "this break is in force at `now`" (the end itself is free again). */
export function inForceCondition(now: Date) {
  return and(lte(memberBreaks.startedAt, now), or(isNull(memberBreaks.endsAt), gt(memberBreaks.endsAt, now)));
}

/** The member's break in force at `now` (the one ending last, a permanent one first), or undefined. */
export async function breakInForce(db: Database, memberId: number, now: Date): Promise<BreakInForce | undefined> {
  const [row] = await db
    .select({ brk: memberBreaks, timeZone: countries.timeZone })
    .from(memberBreaks)
    .innerJoin(members, eq(members.id, memberBreaks.memberId))
    .innerJoin(countries, eq(countries.code, members.countryCode))
    .where(and(eq(memberBreaks.memberId, memberId), inForceCondition(now)))
    .orderBy(sql`${memberBreaks.endsAt} desc nulls first`)
    .limit(1);
  return row ? toBreak(row.brk, row.timeZone) : undefined;
}

/** Whether a break is in force: one indexed read (promotions and the inbox ask before marketing). */
export async function isOnBreak(db: Database, memberId: number, now: Date): Promise<boolean> {
  const [row] = await db
    .select({ id: memberBreaks.id })
    .from(memberBreaks)
    .where(and(eq(memberBreaks.memberId, memberId), inForceCondition(now)))
    .limit(1);
  return row !== undefined;
}

/** Every break the member took, newest first, in the zone of their country. */
export async function breakHistory(db: Database, memberId: number): Promise<BreakInForce[]> {
  const rows = await db
    .select({ brk: memberBreaks, timeZone: countries.timeZone })
    .from(memberBreaks)
    .innerJoin(members, eq(members.id, memberBreaks.memberId))
    .innerJoin(countries, eq(countries.code, members.countryCode))
    .where(eq(memberBreaks.memberId, memberId))
    .orderBy(desc(memberBreaks.startedAt), desc(memberBreaks.id))
    .limit(100);
  return rows.map((r) => toBreak(r.brk, r.timeZone));
}
