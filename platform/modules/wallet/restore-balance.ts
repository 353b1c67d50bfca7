import type { Handler } from '../../endpoints/handler';
import { ok } from '../../endpoints/result';
import { walletAnswer } from './balance';
import { restoreProviderWallets } from './transfers';

/** member/restore-balance: called when the member leaves a transfer-type game. */
export const restoreBalance: Handler<'member/restore-balance'> = async (_input, { db, member }) =>
  ok(await walletAnswer(db, member, await restoreProviderWallets(db, member)));
