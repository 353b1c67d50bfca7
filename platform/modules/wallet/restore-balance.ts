import type { Handler } from '../../endpoints/handler';
import { ok } from '../../endpoints/result';
import { playableBalance } from '../ledger';
import { walletAnswer } from './balance';
import { restoreProviderWallets } from './transfers';

/** member/restore-balance: called when the member leaves a transfer-type game; answers what wallet-balance answers (cash plus bonus). */
export const restoreBalance: Handler<'member/restore-balance'> = async (_input, { db, member }) => {
  await restoreProviderWallets(db, member);
  return ok(await walletAnswer(db, member, await playableBalance(db, member)));
};
