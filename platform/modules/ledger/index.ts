/** The ledger's public entry: double-entry postings in integer minor units. */
export {
  accountKey,
  balanceOf,
  balanceSql,
  findAccount,
  HOUSE_SHARDS,
  house,
  houseOfPlay,
  memberAccounts,
  memberBonus,
  memberMain,
  memberMoneyLocks,
  memberProvider,
  type AccountKind,
  type AccountRef,
  type HouseAccountKind,
  type MemberAccountKind,
} from './accounts';
export { cashAndBonus, getBalance, lockCashAndBonus, playableBalance, playableBalanceSql, type CashAndBonus } from './balances';
export { fingerprintOf } from './fingerprint';
export { decimalsFor, formatMinor, formatRate, parseMinor, toSafeNumber } from './money';
export {
  findEntry,
  postEntry,
  Refusal,
  type EntryInput,
  type LinesDecider,
  type LockedBalances,
  type Line,
  type PostResult,
  type Posted,
} from './post-entry';
export { postWithin, type WithinEntry } from './post-within';
export { checkLedgerScales } from './scales';
export { isCheckViolation, isUniqueViolation } from './pg-errors';
export { NOT_AT_ONCE, postAtOnce, type AtOnceAnswer, type AtOnceEntry } from './post-at-once';
export { joined, q, rawText, type Fragment } from './statement';
export { batchStats } from './batch';
