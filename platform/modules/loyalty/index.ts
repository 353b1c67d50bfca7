/** Loyalty: VIP tiers, referral commission and daily tasks (docs/loyalty.md). */
export { dailyTaskClaim, dailyTaskList } from './daily-tasks';
export { operatorLoyalty, operatorReferralFlags } from './operator/read';
export { operatorDailyTasksSave, operatorReferralSettingsSave, operatorVipTiersSave } from './operator/save';
export { referralCheck, referralClaim, referralInfo } from './referral';
export { loyaltyWagerHooks } from './turnover-hook';
export { vipStatus, vipTiersList } from './vip';
export { LOYALTY_ENTRY_KINDS } from './payout';
export { membersInVipTier } from './tier-members';
export { loyaltyMemberHooks } from './member-events';
export { enforceWithdrawalAllowance, vipRebateBp, vipWithdrawalAllowance } from './benefits';
export { commissionState } from './referral';
export { loyaltyDay } from './rules/loyalty-day';
export { loyaltyTurnoverHook } from './turnover-hook';
export { currentTier } from './vip';
