/** The member wallet: balance, deposits, withdrawals, transfers, rebate, operator banks and adjustments, requests and their decisions. */
export { adjustMember, operatorAdjust } from './adjust';
export { inGameWallets, walletAnswer, walletBalance } from './balance';
export { decideRequest, type DecisionInput } from './decide';
export { deposit } from './deposit';
export type { DepositGuard, DepositGuardEffects, DepositGuardInput, DepositGuardRefusal, DepositGuards } from './deposit-guards';
export {
  gatewayName,
  paymentGatewayRegistry,
  type Confirmation,
  type ConfirmationHeaders,
  type ConfirmationRefusal,
  type DepositStart,
  type DepositStarted,
  type PaymentGateway,
  type PaymentGateways,
  type PayoutStart,
  type PayoutStarted,
} from './gateway';
export { gatewayConfirmationRouter } from './gateway-confirm';
export { expireGatewayDeposits, startGatewayExpirySweeps } from './gateway-expiry';
export { payOutApprovedWithdrawal } from './gateway-payout';
export { checkConfirmationSignature, signConfirmation, type SignatureCheck } from './gateway-signature';
export { MAIN_WALLET, transfer } from './member-transfer';
export { seedOpeningBalances } from './opening-balances';
export { operatorBankAdd, operatorBankList, operatorBankState } from './operator-bank-handlers';
export { seedOperatorBanks } from './operator-banks';
export { rebateClaim, rebateInfo } from './rebate';
export { baseRebateBp, REBATE_RATE_CONFIG_KEY } from './rebate-rate';
export { findRequest, toWalletRequest } from './requests';
export { recallGameWalletsAtSignIn, restoreBalance } from './restore-balance';
export { walletSettings } from './settings';
export { transferAmountToProvider, transferMainToProvider } from './transfers';
export { withdraw, withdrawCancel } from './withdraw';
