/** Members: accounts, sign-up and sign-in, sessions, passwords and PINs, bank accounts. */
export {
  memberHooks,
  setMemberHooks,
  type Device,
  type LoginMethod,
  type LoginOutcome,
  type MemberHooks,
  type ReferralCheck,
} from './hooks';
export { checkUsername, login, logout, register } from './auth-handlers';
export { findBankAccount, listBankAccounts } from './bank-accounts';
export { bankAdd, bankList } from './bank-handlers';
export { changePassword } from './change-password';
export { isCommonPassword } from './common-passwords';
export { accountKey, loginSucceeded, takeLoginAttempt, throttleLimits } from './login-throttle';
export { completeLogin } from './login-session';
export { acceptTnc, profile } from './member-handlers';
export { isLocked, lockMember, type MemberStatus, statusOf, unlockMember } from './member-status';
export { hashPassword, spendVerifyTime, verifyPassword } from './password';
export { forgotPassword, resetPassword } from './password-reset';
export { checkPin, clearPinLock, findPin, PIN_MAX_TRIES, pinState } from './pin';
export { pinSet } from './pin-set';
export { findMemberById, findMemberByUsername, uniqueViolation } from './repository';
export { hashSessionToken, newSessionToken } from './session-token';
export { endMemberSessions, liveSessions, memberForSession, sessionPolicy, type SessionPolicy } from './sessions';
