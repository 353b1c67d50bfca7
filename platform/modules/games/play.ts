import type { Handler } from '../../endpoints/handler';
import { fail, ok } from '../../endpoints/result';
import { getBalance } from '../ledger';
import { checkLaunchable } from './launch-check';
import { recordLaunch } from './recent';

/**
 * game/play: the launch URL of the provider adapter that serves the game (its origin, its
 * short-lived token). For a transfer-type provider whose wallet is empty, reGetGameUrl tells the
 * site to call game/play-transfer and then ask again.
 */
export const playGame: Handler<'game/play'> = async ({ gameId }, { db, games, member, now }) => {
  const launch = await checkLaunchable(db, gameId, member.currency, now);
  if (!launch.ok) return fail(launch.msg);
  const { game, provider } = launch;
  // A catalogue provider no registered adapter serves has nothing to launch its games with.
  const adapter = games.forCatalogueProvider(provider.providerId);
  if (!adapter) return fail('game_not_found');

  const { url } = await adapter.launch({ member: { id: member.id, currency: member.currency }, game, provider, now });
  const isTransferType = provider.transfer === 1;
  const reGetGameUrl = isTransferType && (await getBalance(db, member, 'member_provider', provider.providerId)) === 0n;
  await recordLaunch(db, member.id, game.gameId, now);
  return ok({ url, isTransferType, reGetGameUrl });
};
