import type { MemberAccountKind } from '../ledger';

/**
 * A seamless-wallet call in the platform's terms, whatever wire protocol brought it: amounts are
 * bigint minor units of the member's currency, ids are the provider's. providerId is the
 * catalogue's provider (providers.provider_id), not the adapter that carried the call.
 */
export type BalanceCall = { memberId: number; providerId: string; currency: string };

export type MoneyCall = BalanceCall & {
  /** The provider's transaction id: the idempotency key of this call within its adapter. */
  txId: string;
  roundId: string;
  gameId: string;
  amount: bigint;
};

export type BetCall = MoneyCall;
/** A zero amount settles a lost round. */
export type WinCall = MoneyCall;
/** Cancels the bet `refTxId`; amount is that bet's amount. */
export type RollbackCall = MoneyCall & { refTxId: string };

/** Where a call came from and when: the adapter's id scopes its txIds (two providers may reuse one). */
export type CallContext = { integration: string; now: Date };

/**
 * What the wallet answers. A refusal carries the wallet's balance when the member is known, so
 * the game can show the right amount. msg is one of: insufficient_balance, idempotency_conflict,
 * bet_rolled_back, bet_not_found, round_not_found, round_closed, round_settled, round_rolled_back,
 * member_not_found, provider_not_found, currency_mismatch, invalid_amount, bet_above_bonus_maximum
 * (a stake above the active bonus's maximum bet: refused before any money moves), or a bet-time
 * guard's reason (bet-guards.ts), marked `refusedBy: 'guard'`: a limit or an exclusion, which the
 * member is told about.
 */
export type WagerOutcome =
  | { ok: true; balance: bigint; currency: string; /** on balance answers: the currency's minor-unit digits */ decimals?: number }
  | {
      ok: false;
      msg: string;
      balance?: bigint;
      currency?: string;
      refusedBy?: 'guard';
      /** a guard's values (a limit's) */ detail?: unknown;
    };

/** The wallet a provider plays against: main, or the member's own wallet with a transfer-type provider. */
export type WagerWallet = MemberAccountKind;
