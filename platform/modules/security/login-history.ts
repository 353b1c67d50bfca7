import { and, count, desc, eq, gte, inArray, lt } from 'drizzle-orm';
import { LOGIN_HISTORY_DAYS, type LoginHistoryPage, type LoginOutcomeName } from '@/lib/contracts/security';
import type { Database } from '../../db/connection';
import { loginHistory } from '../../db/schema-security';
import type { PublicContext } from '../../endpoints/context';
import type { LoginMethod } from '../members';
import { deviceOf } from './user-agent';

const DAY_MS = 86_400_000;
/** Rows past the 90 days removed per write: the purge rides on logins, a little at a time, on the time index. */
const PURGE_BATCH = 100;

export const historyCutoff = (now: Date) => new Date(now.getTime() - LOGIN_HISTORY_DAYS * DAY_MS);

/** One attempt on a known account, with where it came from; old rows purged on the way. */
export async function recordLoginAttempt(ctx: PublicContext, memberId: number, outcome: LoginOutcomeName, method?: LoginMethod) {
  await ctx.db.insert(loginHistory).values({
    memberId,
    at: ctx.now,
    outcome,
    method: method ?? null,
    ip: ctx.ip,
    country: ctx.country,
    userAgent: ctx.userAgent.slice(0, 512),
  });
  await purgeLoginHistory(ctx.db, ctx.now, PURGE_BATCH);
}

/** Deletes up to `limit` rows older than the 90 days (oldest first); how many went. */
export async function purgeLoginHistory(db: Database, now: Date, limit: number): Promise<number> {
  const stale = db
    .select({ id: loginHistory.id })
    .from(loginHistory)
    .where(lt(loginHistory.at, historyCutoff(now)))
    .limit(limit);
  const gone = await db.delete(loginHistory).where(inArray(loginHistory.id, stale)).returning({ id: loginHistory.id });
  return gone.length;
}

/** The member's attempts of the last 90 days, newest first. */
export async function listLoginHistory(
  db: Database,
  memberId: number,
  now: Date,
  page: { page: number; pageSize: number },
): Promise<LoginHistoryPage> {
  const where = and(eq(loginHistory.memberId, memberId), gte(loginHistory.at, historyCutoff(now)));
  const [[total], rows] = await Promise.all([
    db.select({ n: count() }).from(loginHistory).where(where),
    db
      .select()
      .from(loginHistory)
      .where(where)
      .orderBy(desc(loginHistory.at), desc(loginHistory.id))
      .limit(page.pageSize)
      .offset((page.page - 1) * page.pageSize),
  ]);
  return {
    items: rows.map((row) => ({
      id: row.id,
      at: row.at.toISOString(),
      outcome: row.outcome as LoginOutcomeName,
      method: (row.method as LoginMethod | null) ?? null,
      ip: row.ip,
      country: row.country,
      device: deviceOf(row.userAgent),
    })),
    total: total?.n ?? 0,
    page: page.page,
    pageSize: page.pageSize,
  };
}
