import { and, desc, eq, notInArray } from 'drizzle-orm';
import type { Database } from '../../db/connection';
import { recentlyPlayed } from '../../db/schema-ledger';
import type { Handler } from '../../endpoints/handler';
import { ok } from '../../endpoints/result';

export const RECENT_LIMIT = 30;

/** Records a launch and keeps only the member's newest RECENT_LIMIT games. */
export async function recordLaunch(db: Database, memberId: number, gameId: string, now: Date): Promise<void> {
  await db
    .insert(recentlyPlayed)
    .values({ memberId, gameId, playedAt: now })
    .onConflictDoUpdate({ target: [recentlyPlayed.memberId, recentlyPlayed.gameId], set: { playedAt: now } });
  const keep = db
    .select({ gameId: recentlyPlayed.gameId })
    .from(recentlyPlayed)
    .where(eq(recentlyPlayed.memberId, memberId))
    .orderBy(desc(recentlyPlayed.playedAt), desc(recentlyPlayed.gameId))
    .limit(RECENT_LIMIT);
  await db.delete(recentlyPlayed).where(and(eq(recentlyPlayed.memberId, memberId), notInArray(recentlyPlayed.gameId, keep)));
}

export async function recentGameIds(db: Database, memberId: number): Promise<string[]> {
  const rows = await db
    .select({ gameId: recentlyPlayed.gameId })
    .from(recentlyPlayed)
    .where(eq(recentlyPlayed.memberId, memberId))
    .orderBy(desc(recentlyPlayed.playedAt), desc(recentlyPlayed.gameId))
    .limit(RECENT_LIMIT);
  return rows.map((r) => r.gameId);
}

/** game/recent: newest first. */
export const recentGames: Handler<'game/recent'> = async (_input, { db, member }) => ok(await recentGameIds(db, member.id));
