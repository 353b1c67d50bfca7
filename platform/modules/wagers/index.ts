/** The wagers module's entry: the money rules of a bet, its events, and its rounds for readers. */
export type { BalanceCall, BetCall, CallContext, MoneyCall, RollbackCall, WagerOutcome, WagerWallet, WinCall } from './calls';
export { noBetGuards, type BetGuard, type BetGuards, type GuardEffects, type GuardRefusal, type MoneyGuardInput } from './bet-guards';
export type { ActiveBonus, BonusWallet } from './bonus-wallet';
export { noWagerHooks, type BetSettled, type BetSettledHook, type CashSettlement, type WagerHooks } from './hooks';
export { findRound } from './rounds';
export { createWagers, type Wagers } from './wagers';
