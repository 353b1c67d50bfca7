import type { GameDevice } from '@/features/lobby';
import type { Game } from '@/lib/contracts/catalog';

export const HOME_ROW_SIZE = 12;

const playableOn = (device: GameDevice) => (g: Game) => (device === 'mobile' ? g.mobile : g.web) === 1;

/**
 * The home's Popular / New rows: games flagged popular=1 (or new=1) from the category files, taken
 * in category order and by priority within, once each, for the device, first 12.
 */
export function flaggedRow(
  categories: readonly (readonly Game[])[],
  flag: 'popular' | 'new',
  device: GameDevice,
  limit = HOME_ROW_SIZE,
): Game[] {
  const seen = new Set<string>();
  const out: Game[] = [];
  for (const games of categories) {
    const picked = games
      .filter((g) => g[flag] === 1 && playableOn(device)(g) && !seen.has(g.gameId))
      .sort((a, b) => a.priority - b.priority);
    for (const g of picked) {
      seen.add(g.gameId);
      out.push(g);
      if (out.length === limit) return out;
    }
  }
  return out;
}

/**
 * Recommended games keep the file's order (the operator's choice) within the categories the
 * dashboard's recommendDisplayList names (all of them without a list), for the device.
 */
export function recommendedRow(
  games: readonly Game[],
  device: GameDevice,
  displayList?: readonly string[] | null,
  limit = HOME_ROW_SIZE,
): Game[] {
  const shown = displayList ? new Set(displayList) : null;
  return games.filter((g) => playableOn(device)(g) && (!shown || shown.has(g.type))).slice(0, limit);
}
