import type { Handler } from '../../endpoints/handler';
import { fail, ok } from '../../endpoints/result';
import { walletAnswer, transferMainToProvider } from '../wallet';
import { checkLaunchable } from './launch-check';

/**
 * game/play-transfer: before a transfer-type game starts, the member's whole main balance moves
 * into that provider's wallet (one atomic journal entry). Answers the main balance after.
 */
export const playTransfer: Handler<'game/play-transfer'> = async ({ gameId, providerId }, { db, member, now }) => {
  const launch = await checkLaunchable(db, gameId, member.currency, now);
  if (!launch.ok) return fail(launch.msg);
  if (launch.provider.providerId !== providerId) return fail('game_not_found');
  if (launch.provider.transfer !== 1) return fail('not_transfer_provider');
  return ok(await walletAnswer(db, member, await transferMainToProvider(db, member, providerId)));
};
