import type { Handler } from '../../http/endpoint';
import { fail, ok } from '../../http/result';
import { signLaunchToken } from '../../providers/demo/protocol/launch-token';
import { getBalance } from '../ledger';
import { checkLaunchable } from './launch-check';
import { recordLaunch } from './recent';

/**
 * game/play: a launch URL on the provider's origin with a short-lived signed token. For a
 * transfer-type provider whose wallet is empty, reGetGameUrl tells the site to call
 * game/play-transfer and then ask again.
 */
export const playGame: Handler<'game/play'> = async ({ gameId }, { db, env, member, now }) => {
  const launch = await checkLaunchable(db, gameId, member.currency, now);
  if (!launch.ok) return fail(launch.msg);
  const { game, provider } = launch;

  const token = signLaunchToken(env.provider.secret, {
    memberId: member.id,
    gameId: game.gameId,
    providerId: provider.providerId,
    currency: member.currency,
    exp: Math.floor(now.getTime() / 1000) + env.provider.tokenTtlSeconds,
  });
  const isTransferType = provider.transfer === 1;
  const reGetGameUrl = isTransferType && (await getBalance(db, member, 'member_provider', provider.providerId)) === 0n;
  await recordLaunch(db, member.id, game.gameId, now);

  const base = (env.provider.publicUrl ?? `http://${env.provider.host}:${env.provider.port}`).replace(/\/+$/, '');
  return ok({ url: `${base}/play?token=${encodeURIComponent(token)}`, isTransferType, reGetGameUrl });
};
