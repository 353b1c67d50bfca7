/** Time-outs, self-exclusion, reality check and session limit (issue 32, RTS 13 and 14; docs/member-safety.md). */
export { breakInForce, isOnBreak } from './breaks';
export { exclusionBetGuard, exclusionGuard } from './guards';
export { exclusionMemberHooks, playSessionOver } from './member-hooks';
export { notOnBreakSql } from './marketing';
export { operatorMemberSafety } from './operator-view';
export { breakEnd, inForceAt, sessionLimitReached } from './periods';
export { playSession } from './play-session';
export { safetySettings, safetySettingsSave } from './settings-handlers';
export { takeBreak } from './take-break';
