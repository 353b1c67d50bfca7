/** The console's operator pages that span modules: dashboard, pending requests and their decisions, settings, module visibility. */
export { operatorDashboard } from './dashboard';
export { depositApprove, depositReject, withdrawalApprove, withdrawalReject } from './decisions';
export { operatorModuleList, operatorModuleSave } from './module-settings';
export { operatorPending } from './pending';
export { countrySave, operatorSettings, rebateRateSave, walletLimitsSave } from './settings';
