import { balanceOf } from '../ledger';
import type { BalanceCall, WagerOutcome } from './calls';
import type { WagerDeps } from './deps';
import { isTarget, resolveTarget } from './target';

/** The balance of the wallet the provider plays against, with its currency's decimals. */
export async function walletBalance({ db }: WagerDeps, call: BalanceCall): Promise<WagerOutcome> {
  const target = await resolveTarget(db, call);
  if (!isTarget(target)) return target;
  return { ok: true, balance: await balanceOf(db, target.wallet), currency: call.currency, decimals: target.decimals };
}
