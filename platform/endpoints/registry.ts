import {
  bannerList,
  catalogPublish,
  dashboard,
  gameMaintenance,
  generalInfo,
  operatorBannerDiscard,
  operatorImageUpload,
  operatorBannerList,
  operatorBannerPublish,
  operatorBannerSave,
} from '../modules/catalog';
import { categorySettingList } from '../modules/common/category-settings';
import { constantList } from '../modules/common/constants';
import { countryList } from '../modules/common/countries';
import { generalConfig } from '../modules/common/site-config';
import { statusList } from '../modules/common/statuses';
import { tacExpirySetting } from '../modules/common/terms';
import { checkUsername, login, logout, register } from '../modules/members/auth-handlers';
import { acceptTnc, profile } from '../modules/members/member-handlers';
import { favourites, setFavourite } from '../modules/games/favourites';
import { playGame } from '../modules/games/play';
import { playTransfer } from '../modules/games/play-transfer';
import { recentGames } from '../modules/games/recent';
import { operatorAdjust } from '../modules/wallet/adjust';
import { walletBalance } from '../modules/wallet/balance';
import { restoreBalance } from '../modules/wallet/restore-balance';
import { bankAdd, bankList } from '../modules/members/bank-handlers';
import { changePassword } from '../modules/members/change-password';
import { pinSet } from '../modules/members/pin-set';
import { transactionList } from '../modules/history/list';
import { depositApprove, depositReject, withdrawalApprove, withdrawalReject } from '../modules/operator/decisions';
import { operatorPending } from '../modules/operator/pending';
import { operatorDashboard } from '../modules/operator/dashboard';
import { operatorModuleList, operatorModuleSave } from '../modules/operator/module-settings';
import { countrySave, operatorSettings, rebateRateSave, walletLimitsSave } from '../modules/operator/settings';
import { catalogOverview, categorySave, gameList, gameSave, maintenanceSet, providerSave } from '../modules/catalog/admin';
import { deposit } from '../modules/wallet/deposit';
import { transfer } from '../modules/wallet/member-transfer';
import { rebateClaim, rebateInfo } from '../modules/wallet/rebate';
import { walletSettings } from '../modules/wallet/settings';
import { withdraw, withdrawCancel } from '../modules/wallet/withdraw';
import { receiptUrl, stsToken } from '../modules/uploads';
import { staffAuditLog, staffCreate, staffList, staffLogin, staffLogout, staffMe, staffUpdate } from '../modules/staff';
import {
  applyPromotion,
  bonusStatus,
  leaveBonus,
  operatorPromoCodeSave,
  operatorPromotionList,
  operatorPromotionSave,
  operatorPromotionState,
  promotionCms,
  promotionInfo,
} from '../modules/promotions';
import { operatorPromotionGet, operatorPromotionTable } from '../modules/promotions';
import { operatorPreviewKey, previewCheck } from '../modules/staff';
import { realtimeAuth, realtimeConfig } from '../modules/realtime/handlers';
import { messageList, messageUpdate, operatorMessageList, operatorMessageSend } from '../modules/inbox';
import {
  operatorContactList,
  operatorContactSave,
  operatorHelpTopicList,
  operatorHelpTopicSave,
  operatorPopupList,
  operatorPopupSave,
  operatorSeo,
  operatorSeoFooterSave,
  operatorSeoMetaSave,
  operatorSeoScriptSave,
  operatorTermsList,
  operatorTermsSet,
} from '../modules/content';
import {
  operatorContentDiscard,
  operatorContentDraftSave,
  operatorContentDrafts,
  operatorContentPublish,
  operatorMessageDraftDiscard,
  operatorMessageDraftSave,
  operatorMessageDraftSend,
  previewContent,
} from '../modules/content';
import { operatorOutbox } from '../modules/mail';
import { forgotPassword, resetPassword } from '../modules/members/password-reset';
import {
  dailyTaskClaim,
  dailyTaskList,
  operatorDailyTasksSave,
  operatorLoyalty,
  operatorReferralFlags,
  operatorReferralSettingsSave,
  operatorVipTiersSave,
  referralCheck,
  referralClaim,
  referralInfo,
  vipStatus,
  vipTiersList,
} from '../modules/loyalty';
import {
  operatorMemberAdjust,
  operatorMemberClearPin,
  operatorMemberDetail,
  operatorMemberEndSessions,
  operatorMemberLock,
  operatorMemberRecords,
  operatorMemberSearch,
  operatorMemberUnlock,
} from '../modules/member-admin';
import { operatorBankAdd, operatorBankList, operatorBankState } from '../modules/wallet/operator-bank-handlers';
import {
  chatClose,
  chatCurrent,
  chatMessages,
  chatMissed,
  chatSeen,
  chatSend,
  chatStart,
  chatTopic,
  operatorChatClaim,
  operatorChatClose,
  operatorChatMessages,
  operatorChatQueue,
  operatorChatRoom,
  operatorChatSeen,
  operatorChatSend,
  operatorChatSettings,
  operatorChatSettingsSave,
  operatorChatUploadToken,
  operatorRealtimeAuth,
  operatorRealtimeConfig,
} from '../modules/chat';
import type { HandlerMap } from './handler';
import {
  operatorSeoDomains,
  operatorSeoDomainsSave,
  operatorSiteAccess,
  operatorSiteAccessSave,
  siteAccessCheck,
} from '../modules/site/settings';

/**
 * The one endpoint registry: contract name → handler. Its type demands exactly
 * the names of lib/contracts/endpoints.ts, each handler typed by that name's
 * input and output schemas; access and input validation come from the contract.
 * platform/app.ts hands it to the HTTP server, which knows no module by name.
 */
export const handlers: HandlerMap = {
  'general/config': generalConfig,
  'common/country-list': countryList,
  'common/status-list': statusList,
  'common/constant-list': constantList,
  'common/get-category-setting': categorySettingList,
  'common/tac-expiry-setting': tacExpirySetting,
  'auth/register': register,
  'auth/check-username': checkUsername,
  'auth/login': login,
  'auth/logout': logout,
  'member/profile': profile,
  'member/accept-tnc': acceptTnc,
  'member/wallet-balance': walletBalance,
  'member/restore-balance': restoreBalance,
  'game/play': playGame,
  'game/play-transfer': playTransfer,
  'game/favourites': favourites,
  'game/favourite': setFavourite,
  'game/recent': recentGames,
  'operator/adjust': operatorAdjust,
  'common/banner': bannerList,
  'common/dashboard': dashboard,
  'general/general-info': generalInfo,
  'game/maintenance': gameMaintenance,
  'operator/catalog-publish': catalogPublish,
  'common/sts-token': stsToken,
  'wallet/receipt-url': receiptUrl,
  'wallet/settings': walletSettings,
  'wallet/deposit': deposit,
  'wallet/withdraw': withdraw,
  'wallet/withdraw-cancel': withdrawCancel,
  'wallet/transfer': transfer,
  'wallet/rebate-info': rebateInfo,
  'wallet/rebate-claim': rebateClaim,
  'member/pin-set': pinSet,
  'member/bank-list': bankList,
  'member/bank-add': bankAdd,
  'member/change-password': changePassword,
  'transaction/list': transactionList,
  'operator/pending': operatorPending,
  'operator/deposit-approve': depositApprove,
  'operator/deposit-reject': depositReject,
  'operator/withdrawal-approve': withdrawalApprove,
  'operator/withdrawal-reject': withdrawalReject,
  'promotion/info': promotionInfo,
  'promotion/cms': promotionCms,
  'promotion/apply': applyPromotion,
  'promotion/bonus': bonusStatus,
  'promotion/leave': leaveBonus,
  'operator/promotion-list': operatorPromotionList,
  'operator/promotion-save': operatorPromotionSave,
  'operator/promotion-state': operatorPromotionState,
  'operator/promo-code-save': operatorPromoCodeSave,
  'staff/login': staffLogin,
  'staff/logout': staffLogout,
  'staff/me': staffMe,
  'staff/list': staffList,
  'staff/create': staffCreate,
  'staff/update': staffUpdate,
  'staff/audit-log': staffAuditLog,
  'operator/dashboard': operatorDashboard,
  'operator/module-list': operatorModuleList,
  'operator/module-save': operatorModuleSave,
  'operator/catalog-overview': catalogOverview,
  'operator/game-list': gameList,
  'operator/category-save': categorySave,
  'operator/game-save': gameSave,
  'operator/provider-save': providerSave,
  'operator/maintenance-set': maintenanceSet,
  'operator/settings': operatorSettings,
  'operator/country-save': countrySave,
  'operator/wallet-limits-save': walletLimitsSave,
  'operator/rebate-rate-save': rebateRateSave,
  'realtime/config': realtimeConfig,
  'realtime/auth': realtimeAuth,
  'member/message-list': messageList,
  'member/message-update': messageUpdate,
  'auth/forgot-password': forgotPassword,
  'auth/reset-password': resetPassword,
  'operator/message-send': operatorMessageSend,
  'operator/popup-save': operatorPopupSave,
  'operator/contact-save': operatorContactSave,
  'operator/help-topic-save': operatorHelpTopicSave,
  'operator/terms-set': operatorTermsSet,
  'operator/outbox': operatorOutbox,
  'vip/tiers': vipTiersList,
  'vip/status': vipStatus,
  'referral/info': referralInfo,
  'referral/claim': referralClaim,
  'referral/check': referralCheck,
  'daily-task/list': dailyTaskList,
  'daily-task/claim': dailyTaskClaim,
  'operator/loyalty': operatorLoyalty,
  'operator/vip-tiers-save': operatorVipTiersSave,
  'operator/referral-settings-save': operatorReferralSettingsSave,
  'operator/daily-tasks-save': operatorDailyTasksSave,
  'operator/referral-flags': operatorReferralFlags,
  'operator/member-search': operatorMemberSearch,
  'operator/member-detail': operatorMemberDetail,
  'operator/member-records': operatorMemberRecords,
  'operator/member-adjust': operatorMemberAdjust,
  'operator/member-lock': operatorMemberLock,
  'operator/member-unlock': operatorMemberUnlock,
  'operator/member-clear-pin': operatorMemberClearPin,
  'operator/member-end-sessions': operatorMemberEndSessions,
  'operator/bank-list': operatorBankList,
  'operator/bank-add': operatorBankAdd,
  'operator/bank-state': operatorBankState,
  'operator/banner-list': operatorBannerList,
  'operator/banner-save': operatorBannerSave,
  'operator/banner-publish': operatorBannerPublish,
  'operator/banner-discard': operatorBannerDiscard,
  'operator/image-upload': operatorImageUpload,
  'operator/popup-list': operatorPopupList,
  'operator/message-list': operatorMessageList,
  'operator/help-topic-list': operatorHelpTopicList,
  'operator/contact-list': operatorContactList,
  'operator/terms-list': operatorTermsList,
  'operator/seo': operatorSeo,
  'operator/seo-meta-save': operatorSeoMetaSave,
  'operator/seo-footer-save': operatorSeoFooterSave,
  'operator/seo-script-save': operatorSeoScriptSave,
  'operator/promotion-table': operatorPromotionTable,
  'operator/promotion-get': operatorPromotionGet,
  'operator/preview-key': operatorPreviewKey,
  preview: previewCheck,
  'operator/content-drafts': operatorContentDrafts,
  'operator/content-draft-save': operatorContentDraftSave,
  'operator/content-publish': operatorContentPublish,
  'operator/content-discard': operatorContentDiscard,
  'operator/message-draft-save': operatorMessageDraftSave,
  'operator/message-draft-send': operatorMessageDraftSend,
  'operator/message-draft-discard': operatorMessageDraftDiscard,
  'preview/content': previewContent,
  'site/access': siteAccessCheck,
  'operator/seo-domains': operatorSeoDomains,
  'operator/seo-domains-save': operatorSeoDomainsSave,
  'operator/site-access': operatorSiteAccess,
  'operator/site-access-save': operatorSiteAccessSave,
  'chat/topic': chatTopic,
  'chat/current': chatCurrent,
  'chat/start': chatStart,
  'chat/messages': chatMessages,
  'chat/missed': chatMissed,
  'chat/send': chatSend,
  'chat/seen': chatSeen,
  'chat/close': chatClose,
  'operator/chat-queue': operatorChatQueue,
  'operator/chat-room': operatorChatRoom,
  'operator/chat-messages': operatorChatMessages,
  'operator/chat-claim': operatorChatClaim,
  'operator/chat-send': operatorChatSend,
  'operator/chat-seen': operatorChatSeen,
  'operator/chat-close': operatorChatClose,
  'operator/chat-upload-token': operatorChatUploadToken,
  'operator/realtime-auth': operatorRealtimeAuth,
  'operator/realtime-config': operatorRealtimeConfig,
  'operator/chat-settings': operatorChatSettings,
  'operator/chat-settings-save': operatorChatSettingsSave,
};
