import { walletBalance } from './balance';
import { placeBet } from './bet';
import type { BalanceCall, BetCall, CallContext, RollbackCall, WagerOutcome, WinCall } from './calls';
import type { WagerDeps } from './deps';
import { rollbackBet } from './rollback';
import { payWin } from './win';

/**
 * The money rules of play, whatever provider carries the calls: debit a stake, pay a win, cancel
 * a bet; idempotent by the provider's txId; rounds kept open/settled/rolled back with the money.
 */
export type Wagers = {
  balance(call: BalanceCall): Promise<WagerOutcome>;
  bet(call: BetCall, at: CallContext): Promise<WagerOutcome>;
  win(call: WinCall, at: CallContext): Promise<WagerOutcome>;
  rollback(call: RollbackCall, at: CallContext): Promise<WagerOutcome>;
};

/** One per platform, built at start-up with the hooks later rules register and, with promotions, the bonus wallets. */
export function createWagers(deps: WagerDeps): Wagers {
  return {
    balance: (call) => walletBalance(deps, call),
    bet: (call, at) => placeBet(deps, call, at),
    win: (call, at) => payWin(deps, call, at),
    rollback: (call, at) => rollbackBet(deps, call, at),
  };
}
