/**
 * Loyalty's routes entry (import it from app/ only: the VIP page's view is a server component).
 * Other features take the tier badge from dialogs.ts (loaded on demand).
 */
export { VipPageView } from './server/vip-page';
export { ReferralView } from './components/referral-view';
export { DailyTasksView } from './components/daily-tasks-view';
