import type { BalanceCall, WagerOutcome } from './calls';
import type { WagerDeps } from './deps';
import { walletBalanceOf } from './outcomes';
import { isTarget, resolveTarget } from './target';

/** The balance of the wallet the provider plays against (main: cash plus bonus), with its currency's decimals. */
export async function walletBalance({ db }: WagerDeps, call: BalanceCall): Promise<WagerOutcome> {
  const target = await resolveTarget(db, call);
  if (!isTarget(target)) return target;
  return { ok: true, balance: await walletBalanceOf(db, target.wallet), currency: call.currency, decimals: target.decimals };
}
