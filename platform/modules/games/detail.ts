import type { GameDetail } from '@/lib/contracts/games';
import type { Handler } from '../../endpoints/handler';
import { fail, ok } from '../../endpoints/result';
import { findGameFacts, gameThumbnailSvg, isGameAvailable, isUnderMaintenance } from '../catalog';
import { checkLaunchable } from './launch-check';

/**
 * game/detail: what a game's page states beyond the lobby file — return to player, volatility,
 * the largest win, paylines or ways, features — and whether it can be played for play money here
 * (the game offers a demo and the adapter that serves it can launch one), and whether it is closed
 * for maintenance right now, and its art as SVG for the page's large picture. Public: a visitor's page
 * asks for it; a game not offered in the currency is not found, as in the lobby.
 */
export const gameDetail: Handler<'game/detail'> = async ({ gameId, currency }, { db, games, now }) => {
  const facts = await findGameFacts(db, gameId);
  if (!facts || !(await isGameAvailable(db, gameId, currency))) return fail('game_not_found');
  const detail: GameDetail = {
    gameId: facts.gameId,
    rtp: facts.rtp === null ? null : facts.rtp / 100,
    volatility: facts.volatility,
    maxWin: facts.maxWin,
    lines: facts.lines,
    ways: facts.lines === null ? facts.ways : null,
    features: facts.features,
    demo: facts.demo && !facts.redirect && games.forCatalogueProvider(facts.providerId)?.launchDemo !== undefined,
    underMaintenance: await isUnderMaintenance(db, { gameId, providerId: facts.providerId }, now),
    // The same drawing as the published tile (same id, name and type, same bytes), at any size.
    art: gameThumbnailSvg({ gameId: facts.gameId, displayName: facts.displayName, type: facts.type, redirect: facts.redirect }),
  };
  return ok(detail);
};

/**
 * game/demo: a play-money launch for anyone on the game's page. The same checks as a real launch
 * (offered in the currency, not a lobby door, not under maintenance), then the game must offer a
 * demo; the provider keeps the play money itself, so no wallet, ledger or member is involved.
 */
export const demoGame: Handler<'game/demo'> = async ({ gameId, currency, language }, { db, games, now }) => {
  const launch = await checkLaunchable(db, gameId, currency.toUpperCase(), now);
  if (!launch.ok) return fail(launch.msg);
  const facts = await findGameFacts(db, gameId);
  const adapter = games.forCatalogueProvider(launch.provider.providerId);
  if (!facts?.demo || !adapter?.launchDemo) return fail('demo_not_available');
  const { url } = await adapter.launchDemo({
    currency: currency.toUpperCase(),
    language,
    game: launch.game,
    provider: launch.provider,
    now,
  });
  return ok({ url });
};
