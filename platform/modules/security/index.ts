/** Account security: two-factor sign-in (TOTP and recovery codes), the member's active sessions and login history. */
export { loginCode } from './login-code';
export { securityMemberHooks } from './member-hooks';
export { activeSessions, loginHistoryList, sessionEnd, sessionsEndOthers } from './session-handlers';
export { purgeLoginHistory } from './login-history';
export { recoveryCodesRenew, securityOverview, twoFactorConfirm, twoFactorDisable, twoFactorSetup } from './two-factor-handlers';
