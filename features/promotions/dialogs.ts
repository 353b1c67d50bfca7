/**
 * The promotions' parts other features load on demand (next/dynamic, or from their own lazily
 * loaded dialogs): the header menu's bonus glance, the wallet's cash + bonus line and deposit
 * choices, the register dialog's promotion, the lobby's bonus rule and its 0 % question.
 * Nothing here is server-only; the routes' entry is index.ts.
 */
export { MenuBonus } from './components/menu-bonus';
export { BonusBalance } from './components/bonus-balance';
export { RegisterPromotion } from './components/register-promotion';
export { LobbyBonus, type LobbyBonusApi } from './components/lobby-bonus';
export { OfferText, PromotionTermsList } from './components/promotion-terms';
export { useDepositMatchChoices } from './use-deposit-choices';
export { PendingDepositMatch, useHasPendingDepositMatch } from './components/pending-deposit-match';
export type { ShownPromotion } from './catalogue';
