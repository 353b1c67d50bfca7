import type { Handler } from '../../endpoints/handler';
import { fail, ok } from '../../endpoints/result';
import { decimalsFor, parseMinor } from '../ledger';
import { inGameWallets, transferAmountToProvider, transferMainToProvider, walletAnswer } from '../wallet';
import { checkLaunchable } from './launch-check';

/**
 * game/play-transfer: before a transfer-type game starts, money moves from the main wallet into that
 * provider's wallet (one atomic journal entry): the amount the member chose, or everything without
 * one. Answers the main balance after, with what the game wallets hold.
 */
export const playTransfer: Handler<'game/play-transfer'> = async ({ gameId, providerId, amount }, { db, member, now }) => {
  const launch = await checkLaunchable(db, gameId, member.currency, now);
  if (!launch.ok) return fail(launch.msg);
  if (launch.provider.providerId !== providerId) return fail('game_not_found');
  if (launch.provider.transfer !== 1) return fail('not_transfer_provider');
  let main: bigint;
  if (amount === undefined) main = await transferMainToProvider(db, member, providerId);
  else {
    const minor = parseMinor(amount, decimalsFor(member));
    if (minor === undefined || minor <= 0n) return fail('error_amount');
    const moved = await transferAmountToProvider(db, member, providerId, minor);
    if (!moved.ok) return fail(moved.msg);
    main = moved.main;
  }
  return ok({ ...(await walletAnswer(db, member, main)), inGame: await inGameWallets(db, member) });
};
