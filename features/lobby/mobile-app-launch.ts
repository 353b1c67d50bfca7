import type { PlayTarget } from '@/features/games';

type Params = Record<string, string | string[] | undefined>;
const one = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value)?.trim() || undefined;

/**
 * docs/PRODUCT.md §2 mobile-app games: /{type}/{gameId}?game=&img=&id=&pid= launches straight away. The app
 * names the provider (pid), may name the game id again (id wins) and its display name (game).
 * null: not an app launch, show the game page.
 */
export function mobileAppTarget(pathId: string, query: Params): PlayTarget | null {
  const providerId = one(query.pid);
  if (!providerId) return null;
  const gameId = one(query.id) ?? pathId;
  return { gameId, providerId, name: one(query.game) ?? gameId };
}
