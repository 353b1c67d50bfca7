import 'server-only';
import { categoryContext } from './category-context';
import { getCategoryGames } from './server-catalogue';

/** A path segment as written, or decoded when it can be. */
export function decoded(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

/**
 * The game named by /{lang}/{category}/{id}, or null when that category of this currency lacks it
 * (the gms check for the id). Apart from the game page's view, so importing it from the lobby's
 * index brings none of that page's client parts (Play) into other pages' scripts.
 */
export async function findCategoryGame(category: string, id: string) {
  const ctx = await categoryContext(category);
  if (!ctx) return null;
  const games = await getCategoryGames(ctx.currency, category);
  const gameId = decoded(id);
  const game = games.find((g) => g.gameId === gameId);
  return game ? { ctx, game } : null;
}
