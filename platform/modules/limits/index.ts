/** Deposit, loss and wager limits (issue 32, RTS 12; docs/member-safety.md): the member's endpoints, the console's read-only view, and the guards and hook that enforce them where money moves. */
export { limitBetGuard, limitDepositGuard, WARNING_PERCENT } from './guards';
export { limitsCancel, limitsConfirm, limitsList, limitsSet, operatorMemberLimits } from './handlers';
export { coolingHoursFrom, DEFAULT_COOLING_HOURS, LIMITS_CONFIG_KEY } from './settings';
export { limitWinHook } from './win-hook';
