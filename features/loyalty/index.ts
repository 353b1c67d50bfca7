/**
 * Loyalty's routes entry: the client views the pages of app/ render. Other features take the tier
 * badge from dialogs.ts (loaded on demand).
 */
export { VipView } from './components/vip-view';
export { ReferralView } from './components/referral-view';
export { DailyTasksView } from './components/daily-tasks-view';
