/** Promotions, promo codes and the bonus engine on the ledger (docs/promotions.md). */
export { applyPromotion } from './apply';
export { bonusStatus, leaveBonus } from './bonus-handlers';
export { promotionBonusWallet } from './bonus-wallet';
export { promotionCms } from './cms';
export { expireBonuses, expireMemberBonus } from './expiry';
export { promotionInfo } from './info';
export { promotionWagerHooks } from './wagering-progress';
export { attachDepositBonus, checkDepositPromotion, pendingDepositBonus, settleDepositBonus } from './deposit-bonus';
export { activeBonusAtWithdrawal, forfeitForWithdrawal } from './withdrawal-forfeit';
export { operatorPromoCodeSave } from './operator/codes';
export { operatorPromotionList } from './operator/list';
export { operatorPromotionSave } from './operator/save';
export { operatorPromotionState } from './operator/state';
export { onBonusGranted, type BonusGranted, type BonusGrantedListener } from './grant-notices';
export { operatorPromotionGet } from './operator/get';
export { operatorPromotionTable } from './operator/table';
export { optInOnRegister } from './register-opt-in';
