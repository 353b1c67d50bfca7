import type { Database } from '../../db/connection';
import { findGame, findProvider, isGameAvailable, isUnderMaintenance, type GameLookup, type ProviderLookup } from '../catalog';
import { launchRefusal, type LaunchRefusal } from './launch-rules';

export type Launchable = { ok: true; game: GameLookup; provider: ProviderLookup } | { ok: false; msg: LaunchRefusal };

/** Gathers the catalogue facts about one game for one member and decides. */
export async function checkLaunchable(db: Database, gameId: string, currency: string, now: Date): Promise<Launchable> {
  const game = await findGame(db, gameId);
  const [provider, availableInCurrency, underMaintenance] = game
    ? await Promise.all([
        findProvider(db, game.providerId),
        isGameAvailable(db, gameId, currency),
        isUnderMaintenance(db, { gameId, providerId: game.providerId }, now),
      ])
    : [null, false, false];
  const msg = launchRefusal({ game, provider, availableInCurrency, underMaintenance });
  if (msg || !game || !provider) return { ok: false, msg: msg ?? 'game_not_found' };
  return { ok: true, game, provider };
}
