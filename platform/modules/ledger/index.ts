/** The ledger's public entry: double-entry postings in integer minor units. */
export {
  accountKey,
  balanceOf,
  findAccount,
  house,
  memberAccounts,
  memberMain,
  memberProvider,
  type AccountKind,
  type AccountRef,
  type HouseAccountKind,
  type MemberAccountKind,
} from './accounts';
export { getBalance } from './balances';
export { fingerprintOf } from './fingerprint';
export { parseMinor, toSafeNumber } from './money';
export { findEntry, postEntry, Refusal, type EntryInput, type Line, type PostResult, type Posted } from './post-entry';
