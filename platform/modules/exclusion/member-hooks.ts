import { sql } from 'drizzle-orm';
import type { Database } from '../../db/connection';
import { memberPlaySettings } from '../../db/schema-exclusion';
import { statusOf } from '../members';
import { breakInForce } from './breaks';
import { notOnBreakSql } from './marketing';
import { sessionLimitReached } from './periods';
import { playSettingsOf } from './play-settings';

/**
 * What the members module asks at sign-in and on each request of a session (its hooks, set in
 * platform/app.ts): a break in force refuses the login with its end date, and ends a session still
 * open; the member's session limit ends a session that has lasted that long.
 */
export const exclusionMemberHooks = {
  async signInRefusal(db: Database, memberId: number, now: Date) {
    const brk = await breakInForce(db, memberId, now);
    if (!brk) return null;
    const msg = brk.kind === 'cool_off' ? 'cool_off_in_force' : brk.endsAt === null ? 'self_excluded_permanent' : 'self_excluded';
    return { msg, output: brk };
  },
  /** Runs on every member request: one round trip, both facts by primary key or index. */
  async sessionEnds(db: Database, memberId: number, sessionStartedAt: Date, now: Date) {
    const result = await db.execute(sql`select
      (select ${memberPlaySettings.sessionLimitMinutes} from ${memberPlaySettings} where ${memberPlaySettings.memberId} = ${memberId}) as "limit",
      ${sql.raw('not')} ${notOnBreakSql(sql`${memberId}::int`, now)} as "onBreak"`);
    const row = (result as unknown as { rows: Array<{ limit: number | null; onBreak: boolean }> }).rows[0];
    return Boolean(row?.onBreak) || sessionLimitReached(sessionStartedAt, row?.limit ?? null, now);
  },
};

/**
 * The bet guard's question for the session limit: a game token outlives the site's session, so a
 * stake is refused once the member's latest login is as old as their limit (a new login starts a
 * new session).
 */
export async function playSessionOver(db: Database, memberId: number, now: Date): Promise<boolean> {
  const settings = await playSettingsOf(db, memberId);
  if (settings.sessionLimitMinutes === null) return false;
  const { lastLoginAt } = await statusOf(db, memberId);
  return lastLoginAt === null || sessionLimitReached(lastLoginAt, settings.sessionLimitMinutes, now);
}
