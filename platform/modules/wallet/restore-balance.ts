import { eq } from 'drizzle-orm';
import type { Database } from '../../db/connection';
import { members } from '../../db/schema';
import type { Handler } from '../../endpoints/handler';
import { ok } from '../../endpoints/result';
import { playableBalance } from '../ledger';
import { inGameWallets, walletAnswer } from './balance';
import { restoreProviderWallets } from './transfers';

/** member/restore-balance: called when the member leaves a transfer-type game; answers what wallet-balance answers (cash plus bonus). */
export const restoreBalance: Handler<'member/restore-balance'> = async (_input, { db, member }) => {
  await restoreProviderWallets(db, member);
  const [playable, inGame] = await Promise.all([playableBalance(db, member), inGameWallets(db, member)]);
  return ok({ ...(await walletAnswer(db, member, playable)), inGame });
};

/**
 * At sign-in, money a game wallet still holds comes back to main (the member left a transfer game
 * without the page's recall running: a crash, a closed browser). A failure never blocks the
 * sign-in: the money stays in the game wallet, shown as "in game", and the next recall moves it.
 */
export async function recallGameWalletsAtSignIn(db: Database, memberId: number): Promise<void> {
  try {
    const [member] = await db.select({ id: members.id, currency: members.currency }).from(members).where(eq(members.id, memberId)).limit(1);
    if (member) await restoreProviderWallets(db, member);
  } catch (error) {
    console.warn('[wallet] recall of game wallets at sign-in failed', error);
  }
}
