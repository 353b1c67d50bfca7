import type { Maintenance } from '@/lib/contracts/catalog';

/** How many games recommended.json carries: three rows of eight on the home page. */
export const RECOMMENDED_COUNT = 24;

type Candidate = {
  gameId: string;
  providerId: string;
  type: string;
  name: string;
  priority: number;
  popular: boolean;
  redirect: boolean;
  web: boolean;
  mobile: boolean;
};

/**
 * The home page's recommended games: popular games first, taken in turn from each category (in
 * lobby order) so one big category does not fill the row. Lobby doors, games under maintenance
 * and single-device games are left out: a recommendation must be playable wherever it shows.
 */
export function pickRecommended<T extends Candidate>(
  games: T[],
  categories: string[],
  maintenance: Maintenance,
  count = RECOMMENDED_COUNT,
): T[] {
  const closedGames = new Set(maintenance.games.map((g) => g.id));
  const closedProviders = new Set(maintenance.providers.map((p) => p.id));
  const eligible = games.filter(
    (g) => !g.redirect && g.web && g.mobile && !closedGames.has(g.gameId) && !closedProviders.has(g.providerId),
  );
  const queues = categories.map((category) =>
    eligible
      .filter((g) => g.type === category)
      .sort((a, b) => Number(b.popular) - Number(a.popular) || a.priority - b.priority || a.name.localeCompare(b.name, 'en')),
  );
  const picked: T[] = [];
  for (let round = 0; picked.length < count && queues.some((q) => q.length > round); round++) {
    for (const queue of queues) {
      const game = queue[round];
      if (game && picked.length < count) picked.push(game);
    }
  }
  return picked;
}
