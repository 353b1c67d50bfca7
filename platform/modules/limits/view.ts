import { and, eq } from 'drizzle-orm';
import { minorUnitsOf } from '@/lib/contracts/currencies';
import { LIMIT_KINDS, LIMIT_PERIODS, type Limit, type LimitsView } from '@/lib/contracts/limits';
import type { Database } from '../../db/connection';
import { countries, members } from '../../db/schema';
import { memberLimits } from '../../db/schema-limits';
import { formatMinor } from '../ledger';
import { confirmable } from './rules';
import { coolingHoursFor } from './settings';
import { currentPeriods, usageOf, usedOf } from './usage';

export type LimitRow = typeof memberLimits.$inferSelect;

/** The member's currency, country and zone: what every limit of theirs is counted in. */
export async function holderOf(db: Database, memberId: number) {
  const [row] = await db
    .select({
      id: members.id,
      username: members.username,
      currency: members.currency,
      countryCode: members.countryCode,
      timeZone: countries.timeZone,
    })
    .from(members)
    .innerJoin(countries, eq(countries.code, members.countryCode))
    .where(eq(members.id, memberId))
    .limit(1);
  return row;
}
export type Holder = NonNullable<Awaited<ReturnType<typeof holderOf>>>;

export async function limitRowsOf(db: Database, memberId: number): Promise<LimitRow[]> {
  return db.select().from(memberLimits).where(eq(memberLimits.memberId, memberId));
}

export async function limitRow(db: Database, memberId: number, key: Pick<LimitRow, 'kind' | 'period'>): Promise<LimitRow | undefined> {
  const [row] = await db
    .select()
    .from(memberLimits)
    .where(and(eq(memberLimits.memberId, memberId), eq(memberLimits.kind, key.kind), eq(memberLimits.period, key.period)))
    .limit(1);
  return row;
}

/** Every kind × period with what is used of it now: the member's Limits page and the console's member page. */
export async function limitsView(db: Database, holder: Holder, now: Date): Promise<LimitsView> {
  const [rows, usage, coolingHours] = await Promise.all([
    limitRowsOf(db, holder.id),
    usageOf(db, holder.id, now, holder.timeZone),
    coolingHoursFor(db, holder.countryCode),
  ]);
  const periods = currentPeriods(now, holder.timeZone);
  const money = (minor: bigint) => formatMinor(minor, minorUnitsOf(holder.currency));
  const limits: Limit[] = LIMIT_KINDS.flatMap((kind) =>
    LIMIT_PERIODS.map((period) => {
      const row = rows.find((r) => r.kind === kind && r.period === period);
      return {
        kind,
        period,
        amount: row ? money(row.amount) : null,
        used: money(usedOf(kind, usage[period])),
        resetsAt: periods[period].end.toISOString(),
        pending:
          row?.pendingSince && row.coolingEndsAt
            ? {
                amount: row.pendingAmount === null ? null : money(row.pendingAmount),
                requestedAt: row.pendingSince.toISOString(),
                coolingEndsAt: row.coolingEndsAt.toISOString(),
                confirmable: confirmable(row, now),
              }
            : null,
      };
    }),
  );
  return { currency: holder.currency, timeZone: holder.timeZone, coolingHours, limits };
}
