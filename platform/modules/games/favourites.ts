import { and, desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/connection';
import { favouriteGames } from '../../db/schema-ledger';
import type { Handler } from '../../endpoints/handler';
import { fail, ok } from '../../endpoints/result';
import { findGame } from '../catalog';

export async function favouriteGameIds(db: Database, memberId: number): Promise<string[]> {
  const rows = await db
    .select({ gameId: favouriteGames.gameId })
    .from(favouriteGames)
    .where(eq(favouriteGames.memberId, memberId))
    .orderBy(desc(favouriteGames.createdAt), desc(favouriteGames.gameId));
  return rows.map((r) => r.gameId);
}

/** game/favourites: newest favourite first. */
export const favourites: Handler<'game/favourites'> = async (_input, { db, member }) => ok(await favouriteGameIds(db, member.id));

/** game/favourite: add or remove; repeating either is harmless. Answers the whole list. */
export const setFavourite: Handler<'game/favourite'> = async ({ gameId, favourite }, { db, member, now }) => {
  if (favourite) {
    // Only real games can be added; removing works even for a game that has since left the catalogue.
    if (!(await findGame(db, gameId))) return fail('game_not_found');
    await db.insert(favouriteGames).values({ memberId: member.id, gameId, createdAt: now }).onConflictDoNothing();
  } else {
    await db.delete(favouriteGames).where(and(eq(favouriteGames.memberId, member.id), eq(favouriteGames.gameId, gameId)));
  }
  return ok(await favouriteGameIds(db, member.id));
};
