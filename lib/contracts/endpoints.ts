import { z } from 'zod';
import {
  categorySettingInput,
  categorySettingSchema,
  configSchema,
  constantListInput,
  constantListOutput,
  countryItemSchema,
  statusItemSchema,
  tacExpiryInput,
  tacExpiryOutput,
} from './common';
import { checkUsernameInput, loginInput, memberProfileSchema, registerInput, walletBalanceSchema } from './auth';
import {
  bannerSchema,
  catalogPublishInput,
  catalogPublishOutput,
  currencyInput,
  dashboardInput,
  dashboardSchema,
  generalInfoSchema,
  maintenanceSchema,
} from './catalog';
import {
  demoInput,
  demoOutputSchema,
  favouriteInput,
  gameDetailInput,
  gameDetailSchema,
  gameIdInput,
  gameIdListSchema,
  playOutputSchema,
  playTransferInput,
} from './games';
import { operatorOpenRoundsInput, operatorOpenRoundsSchema, operatorRoundVoidInput, operatorRoundVoidSchema } from './rounds';
import {
  bankAddInput,
  changePasswordInput,
  depositInput,
  historyInput,
  historyPageSchema,
  operatorAdjustInput,
  operatorDecisionInput,
  operatorPendingInput,
  pinSetInput,
  rebateClaimInput,
  rebateInfoSchema,
  requestIdInput,
  stsTokenInput,
  stsTokenOutputSchema,
  transferInput,
  walletRequestSchema,
  walletSettingsSchema,
  withdrawInput,
} from './wallet';
import {
  bonusStatusSchema,
  operatorPromoCodeSaveInput,
  operatorPromotionListInput,
  operatorPromotionListSchema,
  operatorPromotionSaveInput,
  operatorPromotionStateInput,
  promoCmsCategorySchema,
  promotionApplyInput,
  promotionInfoInput,
  promotionInfoSchema,
  promotionLeaveInput,
} from './promotions';
import {
  AUDIT_READERS,
  CONTENT_ROLES,
  MEMBER_CARE_ROLES,
  EVERY_ROLE,
  MESSAGE_ROLES,
  MONEY_ROLES,
  OWNER_ONLY,
  SUPPORT_ROLES,
  auditListInput,
  auditPageSchema,
  staffCreateInput,
  staffCreateOutput,
  staffLoginInput,
  staffProfileSchema,
  staffUpdateInput,
  type StaffRole,
} from './staff';
import { consoleDashboardInput, consoleDashboardSchema, moduleSettingSaveInput, moduleSettingViewSchema } from './console';
import {
  catalogOverviewInput,
  catalogOverviewSchema,
  catalogSaveOutput,
  categorySaveInput,
  gameListInput,
  gamePageSchema,
  gameSaveInput,
  maintenanceSetInput,
  providerSaveInput,
} from './console-catalog';
import { consoleSettingsSchema, countrySaveInput, rebateRateSaveInput, walletLimitsSaveInput } from './console-settings';
import { realtimeAuthInput, realtimeAuthOutput, realtimeConfigOutput } from './realtime-endpoints';
import {
  forgotPasswordInput,
  messageListInput,
  messageListSchema,
  messageUpdateInput,
  operatorContactSaveInput,
  operatorHelpTopicSaveInput,
  operatorMessageSendInput,
  operatorMessageSendOutput,
  operatorOutboxInput,
  operatorOutboxOutput,
  operatorPopupSaveInput,
  operatorTermsSetInput,
  resetPasswordInput,
  unreadCountsSchema,
} from './communication';
import {
  operatorBannerIdInput,
  operatorImageUploadInput,
  operatorImageUploadOutput,
  operatorBannerListInput,
  operatorBannerListOutput,
  operatorBannerPublishOutput,
  operatorBannerSaveInput,
  operatorContactListOutput,
  operatorHelpTopicListOutput,
  operatorMessageListInput,
  operatorMessageListOutput,
  operatorPopupListOutput,
  operatorSeoFooterSaveInput,
  operatorSeoMetaSaveInput,
  operatorSeoOutput,
  operatorSeoScriptSaveInput,
  operatorTermsListOutput,
} from './content';
import {
  dailyTaskClaimInput,
  dailyTaskClaimSchema,
  dailyTasksInput,
  dailyTasksSchema,
  operatorDailyTasksInput,
  operatorLoyaltyInput,
  operatorLoyaltySchema,
  operatorReferralFlagsInput,
  operatorReferralFlagsSchema,
  operatorReferralSettingsInput,
  operatorVipTiersInput,
  referralCheckInput,
  referralClaimInput,
  referralClaimSchema,
  referralInfoInput,
  referralInfoSchema,
  vipStatusSchema,
  vipTiersInput,
  vipTiersSchema,
} from './loyalty';
import {
  memberAdjustInput,
  memberActionSchema,
  memberDetailSchema,
  memberIdInput,
  memberLockInput,
  memberRecordsInput,
  memberRecordsSchema,
  memberSearchInput,
  memberSearchSchema,
  operatorBankAddInput,
  operatorBankListInput,
  operatorBankListSchema,
  operatorBankSchema,
  operatorBankStateInput,
} from './console-members';
import {
  operatorPromotionGetInput,
  operatorPromotionTableInput,
  operatorPromotionTableSchema,
  operatorPromotionViewSchema,
} from './promotions';
import { previewInput, previewKeyOutput, previewOutput } from './preview';
import {
  contentDraftListInput,
  contentDraftListOutput,
  contentDraftRefInput,
  contentDraftSaveInput,
  contentPublishOutput,
  draftSavedOutput,
  messageDraftRefInput,
  messageDraftSaveInput,
  messageDraftSendOutput,
  previewContentInput,
  previewContentOutput,
} from './content-drafts';
import {
  seoDomainsSaveInput,
  seoDomainsSchema,
  siteAccessDecisionSchema,
  siteAccessInput,
  siteAccessSchema,
  siteDataVersionSchema,
} from './seo';
import {
  chatCurrentOutput,
  chatIdInput,
  chatMessagesInput,
  chatMessagesOutput,
  chatMissedInput,
  chatSeenInput,
  chatSendInput,
  chatSendOutput,
  chatSettingsSchema,
  chatStartInput,
  chatStartOutput,
  chatTopicSchema,
  operatorChatQueueInput,
  operatorChatQueueOutput,
  operatorChatRoomOutput,
  operatorChatSendInput,
  operatorChatUploadInput,
  operatorRealtimeAuthInput,
} from './chat';
import { CHAT_ROLES } from './staff-roles';
import {
  documentIdInput,
  operatorDocumentLinkSchema,
  operatorDocumentSchema,
  operatorThresholdListSchema,
  operatorThresholdSaveInput,
  operatorVerificationDecideInput,
  operatorVerificationQueueInput,
  operatorVerificationQueueSchema,
  thresholdSchema,
  verificationStatusSchema,
  verificationSubmitInput,
} from './verification';
import { limitKeyInput, limitSetInput, limitsViewSchema } from './limits';
import {
  breakSchema,
  operatorMemberSafetySchema,
  playSessionSchema,
  safetySettingsSaveInput,
  safetySettingsSchema,
  takeBreakInput,
} from './safety';
import {
  activeSessionsSchema,
  loginCodeInput,
  loginHistoryInput,
  loginHistorySchema,
  recoveryCodesSchema,
  securityOverviewSchema,
  sessionEndInput,
  sessionsEndedSchema,
  twoFactorCodeInput,
  twoFactorSetupInput,
  twoFactorSetupSchema,
} from './security';
import { timelineInput, timelinePageSchema } from './timeline';

/**
 * The API contract, each endpoint declared once: who may call it, its input, and what it puts in
 * `output` when status is true (z.undefined(): nothing). The platform binds a handler to every name
 * (platform/endpoints/registry.ts) and types it by these schemas; the site's client types its calls
 * and parses payloads with the same ones.
 * access: 'public' anyone; 'member' needs a live session; 'operator' needs the operator key (CLI,
 * automation) or a console session whose role is in `roles`. Operator calls are written to the
 * audit log unless `audit: false` (endpoints that only read).
 */
export type Access = 'public' | 'member' | 'operator';
type EndpointDefinition = { input: z.ZodType; output: z.ZodType } & (
  { access: 'public' | 'member' } | { access: 'operator'; roles: readonly StaffRole[]; audit?: false }
);

const none = z
  .object({})
  .strict()
  .or(z.undefined())
  .transform(() => ({}));

export const endpoints = {
  'general/config': { access: 'public', input: none, output: configSchema },
  'common/country-list': { access: 'public', input: none, output: z.array(countryItemSchema) },
  'common/status-list': { access: 'public', input: none, output: z.array(statusItemSchema) },
  'common/constant-list': { access: 'public', input: constantListInput, output: constantListOutput },
  'common/get-category-setting': { access: 'public', input: categorySettingInput, output: z.array(categorySettingSchema) },
  'common/tac-expiry-setting': { access: 'public', input: tacExpiryInput, output: tacExpiryOutput },
  'auth/register': { access: 'public', input: registerInput, output: memberProfileSchema },
  'auth/check-username': { access: 'public', input: checkUsernameInput, output: z.undefined() },
  'auth/login': { access: 'public', input: loginInput, output: memberProfileSchema },
  'auth/logout': { access: 'public', input: none, output: z.undefined() },
  'member/profile': { access: 'member', input: none, output: memberProfileSchema },
  'member/accept-tnc': { access: 'member', input: none, output: memberProfileSchema },
  'member/wallet-balance': { access: 'member', input: none, output: walletBalanceSchema },
  'member/restore-balance': { access: 'member', input: none, output: walletBalanceSchema },
  'common/banner': { access: 'public', input: currencyInput, output: z.array(bannerSchema) },
  'common/dashboard': { access: 'public', input: dashboardInput, output: dashboardSchema },
  'general/general-info': { access: 'public', input: currencyInput, output: generalInfoSchema },
  'game/maintenance': { access: 'public', input: currencyInput, output: maintenanceSchema },
  'game/play': { access: 'member', input: gameIdInput, output: playOutputSchema },
  // A game's page: its facts (RTP, volatility, features …) and a play-money demo for anyone (docs/games.md, "Game pages and demo play").
  'game/detail': { access: 'public', input: gameDetailInput, output: gameDetailSchema },
  'game/demo': { access: 'public', input: demoInput, output: demoOutputSchema },
  'game/play-transfer': { access: 'member', input: playTransferInput, output: walletBalanceSchema },
  'game/favourites': { access: 'member', input: none, output: gameIdListSchema },
  'game/favourite': { access: 'member', input: favouriteInput, output: gameIdListSchema },
  'game/recent': { access: 'member', input: none, output: gameIdListSchema },
  'operator/adjust': { access: 'operator', roles: MONEY_ROLES, input: operatorAdjustInput, output: walletBalanceSchema },
  // Rounds left open (docs/games.md, "Rounds left open"): the list and the void, money roles only.
  'operator/rounds-open': {
    access: 'operator',
    roles: MONEY_ROLES,
    audit: false,
    input: operatorOpenRoundsInput,
    output: operatorOpenRoundsSchema,
  },
  /** the void as first recorded (a repeat answers the same) */
  'operator/round-void': { access: 'operator', roles: MONEY_ROLES, input: operatorRoundVoidInput, output: operatorRoundVoidSchema },
  'wallet/settings': { access: 'member', input: none, output: walletSettingsSchema },
  'wallet/deposit': { access: 'member', input: depositInput, output: walletRequestSchema },
  'wallet/withdraw': { access: 'member', input: withdrawInput, output: walletRequestSchema },
  'wallet/withdraw-cancel': { access: 'member', input: requestIdInput, output: walletRequestSchema },
  'wallet/transfer': {
    access: 'member',
    input: transferInput,
    output: walletSettingsSchema.pick({ balance: true, providerWallets: true }),
  },
  'wallet/rebate-info': { access: 'member', input: none, output: rebateInfoSchema },
  'wallet/rebate-claim': { access: 'member', input: rebateClaimInput, output: rebateInfoSchema },
  'member/pin-set': { access: 'member', input: pinSetInput, output: z.undefined() },
  'member/bank-list': { access: 'member', input: none, output: walletSettingsSchema.shape.bankAccounts },
  'member/bank-add': { access: 'member', input: bankAddInput, output: walletSettingsSchema.shape.bankAccounts },
  'member/change-password': { access: 'member', input: changePasswordInput, output: z.undefined() },
  'transaction/list': { access: 'member', input: historyInput, output: historyPageSchema },
  /** One money timeline (RTS 1): every movement, newest first, a keyset page at a time. */
  'timeline/list': { access: 'member', input: timelineInput, output: timelinePageSchema },
  'common/sts-token': { access: 'member', input: stsTokenInput, output: stsTokenOutputSchema },
  /** A link to the request's own receipt, good for a few minutes. */
  'wallet/receipt-url': { access: 'member', input: requestIdInput, output: z.object({ url: z.string() }) },
  'operator/pending': {
    access: 'operator',
    roles: EVERY_ROLE,
    audit: false,
    input: operatorPendingInput,
    output: z.object({
      items: z.array(
        walletRequestSchema.extend({
          username: z.string(),
          /** The request's currency (its amount's), so the console shows money per currency. */
          currency: z.string(),
          receiptKey: z.string().nullable(),
          receiptUrl: z.string().nullable(),
        }),
      ),
      total: z.number(),
      page: z.number(),
      pageSize: z.number(),
    }),
  },
  'operator/deposit-approve': { access: 'operator', roles: MONEY_ROLES, input: operatorDecisionInput, output: walletRequestSchema },
  'operator/deposit-reject': { access: 'operator', roles: MONEY_ROLES, input: operatorDecisionInput, output: walletRequestSchema },
  'operator/withdrawal-approve': { access: 'operator', roles: MONEY_ROLES, input: operatorDecisionInput, output: walletRequestSchema },
  'operator/withdrawal-reject': { access: 'operator', roles: MONEY_ROLES, input: operatorDecisionInput, output: walletRequestSchema },
  'operator/catalog-publish': { access: 'operator', roles: CONTENT_ROLES, input: catalogPublishInput, output: catalogPublishOutput },
  'promotion/info': { access: 'public', input: promotionInfoInput, output: promotionInfoSchema },
  'promotion/cms': { access: 'public', input: currencyInput, output: z.array(promoCmsCategorySchema) },
  /** The member's bonus after the claim (a deposit match waits for its deposit: status pending). */
  'promotion/apply': { access: 'member', input: promotionApplyInput, output: bonusStatusSchema },
  'promotion/bonus': { access: 'member', input: none, output: bonusStatusSchema },
  'promotion/leave': { access: 'member', input: promotionLeaveInput, output: bonusStatusSchema },
  'operator/promotion-list': {
    access: 'operator',
    roles: EVERY_ROLE,
    audit: false,
    input: operatorPromotionListInput,
    output: operatorPromotionListSchema,
  },
  'operator/promotion-save': {
    access: 'operator',
    roles: CONTENT_ROLES,
    input: operatorPromotionSaveInput,
    output: z.object({ promotionId: z.number().int() }),
  },
  'operator/promotion-state': { access: 'operator', roles: CONTENT_ROLES, input: operatorPromotionStateInput, output: z.undefined() },
  'operator/promo-code-save': { access: 'operator', roles: CONTENT_ROLES, input: operatorPromoCodeSaveInput, output: z.undefined() },
  'staff/login': { access: 'public', input: staffLoginInput, output: staffProfileSchema },
  'staff/logout': { access: 'public', input: none, output: z.undefined() },
  'staff/me': { access: 'operator', roles: EVERY_ROLE, audit: false, input: none, output: staffProfileSchema },
  'staff/list': { access: 'operator', roles: OWNER_ONLY, audit: false, input: none, output: z.array(staffProfileSchema) },
  'staff/create': { access: 'operator', roles: OWNER_ONLY, input: staffCreateInput, output: staffCreateOutput },
  'staff/update': { access: 'operator', roles: OWNER_ONLY, input: staffUpdateInput, output: staffProfileSchema },
  'staff/audit-log': { access: 'operator', roles: AUDIT_READERS, audit: false, input: auditListInput, output: auditPageSchema },
  'operator/dashboard': {
    access: 'operator',
    roles: EVERY_ROLE,
    audit: false,
    input: consoleDashboardInput,
    output: consoleDashboardSchema,
  },
  'operator/module-list': { access: 'operator', roles: EVERY_ROLE, audit: false, input: none, output: z.array(moduleSettingViewSchema) },
  'operator/module-save': { access: 'operator', roles: CONTENT_ROLES, input: moduleSettingSaveInput, output: moduleSettingViewSchema },
  // The console's catalogue and settings pages.
  'operator/catalog-overview': {
    access: 'operator',
    roles: EVERY_ROLE,
    audit: false,
    input: catalogOverviewInput,
    output: catalogOverviewSchema,
  },
  'operator/game-list': { access: 'operator', roles: EVERY_ROLE, audit: false, input: gameListInput, output: gamePageSchema },
  'operator/category-save': { access: 'operator', roles: CONTENT_ROLES, input: categorySaveInput, output: catalogSaveOutput },
  'operator/game-save': { access: 'operator', roles: CONTENT_ROLES, input: gameSaveInput, output: catalogSaveOutput },
  'operator/provider-save': { access: 'operator', roles: CONTENT_ROLES, input: providerSaveInput, output: catalogSaveOutput },
  'operator/maintenance-set': { access: 'operator', roles: CONTENT_ROLES, input: maintenanceSetInput, output: catalogSaveOutput },
  'operator/settings': { access: 'operator', roles: EVERY_ROLE, audit: false, input: none, output: consoleSettingsSchema },
  'operator/country-save': { access: 'operator', roles: OWNER_ONLY, input: countrySaveInput, output: z.undefined() },
  'operator/wallet-limits-save': { access: 'operator', roles: MONEY_ROLES, input: walletLimitsSaveInput, output: z.undefined() },
  'operator/rebate-rate-save': { access: 'operator', roles: MONEY_ROLES, input: rebateRateSaveInput, output: z.undefined() },
  /** How the browser opens the member's realtime socket (pusher-js options) and which channel is theirs. */
  'realtime/config': { access: 'member', input: none, output: realtimeConfigOutput },
  /** The member's own channel signed for their socket (`key:signature`); any other channel is refused. */
  'realtime/auth': { access: 'member', input: realtimeAuthInput, output: realtimeAuthOutput },
  'member/message-list': { access: 'member', input: messageListInput, output: messageListSchema },
  /** the unread counts after the change */
  'member/message-update': { access: 'member', input: messageUpdateInput, output: unreadCountsSchema },
  /** the same answer whether or not the account exists */
  'auth/forgot-password': { access: 'public', input: forgotPasswordInput, output: z.undefined() },
  'auth/reset-password': { access: 'public', input: resetPasswordInput, output: z.undefined() },
  'operator/message-send': { access: 'operator', roles: MESSAGE_ROLES, input: operatorMessageSendInput, output: operatorMessageSendOutput },
  'operator/popup-save': {
    access: 'operator',
    roles: CONTENT_ROLES,
    input: operatorPopupSaveInput,
    output: z.object({ id: z.number().int() }),
  },
  'operator/contact-save': { access: 'operator', roles: CONTENT_ROLES, input: operatorContactSaveInput, output: z.undefined() },
  'operator/help-topic-save': { access: 'operator', roles: CONTENT_ROLES, input: operatorHelpTopicSaveInput, output: z.undefined() },
  'operator/terms-set': { access: 'operator', roles: CONTENT_ROLES, input: operatorTermsSetInput, output: tacExpiryOutput },
  'operator/outbox': { access: 'operator', roles: OWNER_ONLY, input: operatorOutboxInput, output: operatorOutboxOutput },
  'vip/tiers': { access: 'public', input: vipTiersInput, output: vipTiersSchema },
  'vip/status': { access: 'member', input: vipTiersInput, output: vipStatusSchema },
  'referral/info': { access: 'member', input: referralInfoInput, output: referralInfoSchema },
  'referral/claim': { access: 'member', input: referralClaimInput, output: referralClaimSchema },
  'referral/check': { access: 'public', input: referralCheckInput, output: z.undefined() },
  'daily-task/list': { access: 'member', input: dailyTasksInput, output: dailyTasksSchema },
  'daily-task/claim': { access: 'member', input: dailyTaskClaimInput, output: dailyTaskClaimSchema },
  'operator/loyalty': { access: 'operator', roles: EVERY_ROLE, audit: false, input: operatorLoyaltyInput, output: operatorLoyaltySchema },
  'operator/vip-tiers-save': { access: 'operator', roles: CONTENT_ROLES, input: operatorVipTiersInput, output: z.undefined() },
  'operator/referral-settings-save': {
    access: 'operator',
    roles: CONTENT_ROLES,
    input: operatorReferralSettingsInput,
    output: z.undefined(),
  },
  'operator/daily-tasks-save': { access: 'operator', roles: CONTENT_ROLES, input: operatorDailyTasksInput, output: z.undefined() },
  'operator/referral-flags': {
    access: 'operator',
    roles: SUPPORT_ROLES,
    audit: false,
    input: operatorReferralFlagsInput,
    output: operatorReferralFlagsSchema,
  },
  // The console's member pages and the operator's receiving banks (lib/contracts/console-members.ts).
  'operator/member-search': { access: 'operator', roles: EVERY_ROLE, audit: false, input: memberSearchInput, output: memberSearchSchema },
  'operator/member-detail': { access: 'operator', roles: EVERY_ROLE, audit: false, input: memberIdInput, output: memberDetailSchema },
  'operator/member-records': {
    access: 'operator',
    roles: EVERY_ROLE,
    audit: false,
    input: memberRecordsInput,
    output: memberRecordsSchema,
  },
  /** the member after the entry, with the new balance */
  'operator/member-adjust': { access: 'operator', roles: MONEY_ROLES, input: memberAdjustInput, output: memberActionSchema },
  'operator/member-lock': { access: 'operator', roles: MEMBER_CARE_ROLES, input: memberLockInput, output: memberActionSchema },
  'operator/member-unlock': { access: 'operator', roles: MEMBER_CARE_ROLES, input: memberIdInput, output: memberActionSchema },
  'operator/member-clear-pin': { access: 'operator', roles: MEMBER_CARE_ROLES, input: memberIdInput, output: memberActionSchema },
  'operator/member-end-sessions': { access: 'operator', roles: MEMBER_CARE_ROLES, input: memberIdInput, output: memberActionSchema },
  // Time-outs, self-exclusion, reality check and session limit (lib/contracts/safety.ts). Operators read only.
  /** the break now in force; this browser's session has ended with every other */
  'safety/take-break': { access: 'member', input: takeBreakInput, output: breakSchema },
  'safety/settings': { access: 'member', input: none, output: safetySettingsSchema },
  'safety/settings-save': { access: 'member', input: safetySettingsSaveInput, output: safetySettingsSchema },
  'safety/session': { access: 'member', input: none, output: playSessionSchema },
  'operator/member-safety': {
    access: 'operator',
    roles: EVERY_ROLE,
    audit: false,
    input: memberIdInput,
    output: operatorMemberSafetySchema,
  },
  // Deposit, loss and wager limits (lib/contracts/limits.ts). Operators read only.
  /** every kind × period, with what is used of it now (set, confirm and cancel answer the same, after the change) */
  'limits/list': { access: 'member', input: none, output: limitsViewSchema },
  'limits/set': { access: 'member', input: limitSetInput, output: limitsViewSchema },
  'limits/confirm': { access: 'member', input: limitKeyInput, output: limitsViewSchema },
  'limits/cancel': { access: 'member', input: limitKeyInput, output: limitsViewSchema },
  'operator/member-limits': { access: 'operator', roles: EVERY_ROLE, audit: false, input: memberIdInput, output: limitsViewSchema },
  'operator/bank-list': {
    access: 'operator',
    roles: MONEY_ROLES,
    audit: false,
    input: operatorBankListInput,
    output: operatorBankListSchema,
  },
  'operator/bank-add': { access: 'operator', roles: MONEY_ROLES, input: operatorBankAddInput, output: operatorBankSchema },
  'operator/bank-state': { access: 'operator', roles: MONEY_ROLES, input: operatorBankStateInput, output: operatorBankSchema },
  // The console's Content pages (docs/console.md): banners draft → publish, and the other content's lists and editors.
  'operator/banner-list': {
    access: 'operator',
    roles: EVERY_ROLE,
    audit: false,
    input: operatorBannerListInput,
    output: operatorBannerListOutput,
  },
  'operator/banner-save': {
    access: 'operator',
    roles: CONTENT_ROLES,
    input: operatorBannerSaveInput,
    output: z.object({ id: z.number().int() }),
  },
  'operator/banner-publish': {
    access: 'operator',
    roles: CONTENT_ROLES,
    input: operatorBannerIdInput,
    output: operatorBannerPublishOutput,
  },
  'operator/banner-discard': {
    access: 'operator',
    roles: CONTENT_ROLES,
    input: operatorBannerIdInput,
    output: z.object({ id: z.number().int() }),
  },
  'operator/image-upload': { access: 'operator', roles: CONTENT_ROLES, input: operatorImageUploadInput, output: operatorImageUploadOutput },
  'operator/popup-list': { access: 'operator', roles: EVERY_ROLE, audit: false, input: none, output: operatorPopupListOutput },
  'operator/message-list': {
    access: 'operator',
    roles: EVERY_ROLE,
    audit: false,
    input: operatorMessageListInput,
    output: operatorMessageListOutput,
  },
  'operator/help-topic-list': { access: 'operator', roles: EVERY_ROLE, audit: false, input: none, output: operatorHelpTopicListOutput },
  'operator/contact-list': { access: 'operator', roles: EVERY_ROLE, audit: false, input: none, output: operatorContactListOutput },
  'operator/terms-list': { access: 'operator', roles: EVERY_ROLE, audit: false, input: none, output: operatorTermsListOutput },
  'operator/seo': { access: 'operator', roles: EVERY_ROLE, audit: false, input: none, output: operatorSeoOutput },
  'operator/seo-meta-save': { access: 'operator', roles: CONTENT_ROLES, input: operatorSeoMetaSaveInput, output: z.undefined() },
  'operator/seo-footer-save': { access: 'operator', roles: CONTENT_ROLES, input: operatorSeoFooterSaveInput, output: z.undefined() },
  'operator/seo-script-save': { access: 'operator', roles: CONTENT_ROLES, input: operatorSeoScriptSaveInput, output: z.undefined() },
  // The console's promotions editor and the preview mode (docs/console.md).
  'operator/promotion-table': {
    access: 'operator',
    roles: EVERY_ROLE,
    audit: false,
    input: operatorPromotionTableInput,
    output: operatorPromotionTableSchema,
  },
  'operator/promotion-get': {
    access: 'operator',
    roles: EVERY_ROLE,
    audit: false,
    input: operatorPromotionGetInput,
    output: operatorPromotionViewSchema,
  },
  'operator/preview-key': { access: 'operator', roles: CONTENT_ROLES, input: none, output: previewKeyOutput },
  preview: { access: 'public', input: previewInput, output: previewOutput },
  // Content drafts → preview → publish (docs/console.md, "Drafts"); messages: support writes them too.
  'operator/content-drafts': {
    access: 'operator',
    roles: EVERY_ROLE,
    audit: false,
    input: contentDraftListInput,
    output: contentDraftListOutput,
  },
  'operator/content-draft-save': { access: 'operator', roles: CONTENT_ROLES, input: contentDraftSaveInput, output: draftSavedOutput },
  'operator/content-publish': { access: 'operator', roles: CONTENT_ROLES, input: contentDraftRefInput, output: contentPublishOutput },
  'operator/content-discard': { access: 'operator', roles: CONTENT_ROLES, input: contentDraftRefInput, output: draftSavedOutput },
  'operator/message-draft-save': { access: 'operator', roles: MESSAGE_ROLES, input: messageDraftSaveInput, output: draftSavedOutput },
  'operator/message-draft-send': { access: 'operator', roles: MESSAGE_ROLES, input: messageDraftRefInput, output: messageDraftSendOutput },
  'operator/message-draft-discard': { access: 'operator', roles: MESSAGE_ROLES, input: messageDraftRefInput, output: draftSavedOutput },
  'preview/content': { access: 'public', input: previewContentInput, output: previewContentOutput },
  // Search-engine whitelist and site access (maintenance, restricted addresses and countries).
  /** this visitor's decision: open, maintenance (with Retry-After) or restricted */
  'site/access': { access: 'public', input: siteAccessInput, output: siteAccessDecisionSchema },
  // Operator changes reach members within a second: the site's caches of platform data are keyed by this (lib/upstream.ts).
  'site/data-version': { access: 'public', input: none, output: siteDataVersionSchema },
  'operator/seo-domains': { access: 'operator', roles: EVERY_ROLE, audit: false, input: none, output: seoDomainsSchema },
  'operator/seo-domains-save': { access: 'operator', roles: CONTENT_ROLES, input: seoDomainsSaveInput, output: seoDomainsSchema },
  'operator/site-access': { access: 'operator', roles: EVERY_ROLE, audit: false, input: none, output: siteAccessSchema },
  'operator/site-access-save': { access: 'operator', roles: CONTENT_ROLES, input: siteAccessSchema, output: siteAccessSchema },
  // Live chat (docs/chat.md): the member's widget, then the support desk in the console.
  'chat/topic': { access: 'member', input: none, output: z.array(chatTopicSchema) },
  'chat/current': { access: 'member', input: none, output: chatCurrentOutput },
  'chat/start': { access: 'member', input: chatStartInput, output: chatStartOutput },
  /** The page older than `id` (the newest with 0), oldest first; empty when there is none. */
  'chat/messages': { access: 'member', input: chatMessagesInput, output: chatMessagesOutput },
  /** Messages newer than `after`, oldest first (at most CHAT_MISSED_MAX). */
  'chat/missed': { access: 'member', input: chatMissedInput, output: chatMessagesOutput },
  'chat/send': { access: 'member', input: chatSendInput, output: chatSendOutput },
  'chat/seen': { access: 'member', input: chatSeenInput, output: z.undefined() },
  'chat/close': { access: 'member', input: chatIdInput, output: z.undefined() },
  'operator/chat-queue': {
    access: 'operator',
    roles: CHAT_ROLES,
    audit: false,
    input: operatorChatQueueInput,
    output: operatorChatQueueOutput,
  },
  'operator/chat-room': { access: 'operator', roles: CHAT_ROLES, audit: false, input: chatIdInput, output: operatorChatRoomOutput },
  'operator/chat-messages': { access: 'operator', roles: CHAT_ROLES, audit: false, input: chatMessagesInput, output: chatMessagesOutput },
  'operator/chat-claim': { access: 'operator', roles: CHAT_ROLES, input: chatIdInput, output: z.undefined() },
  /** Not audited: the message itself is the record. */
  'operator/chat-send': { access: 'operator', roles: CHAT_ROLES, audit: false, input: operatorChatSendInput, output: chatSendOutput },
  'operator/chat-seen': { access: 'operator', roles: CHAT_ROLES, audit: false, input: chatSeenInput, output: z.undefined() },
  'operator/chat-close': { access: 'operator', roles: CHAT_ROLES, input: chatIdInput, output: z.undefined() },
  'operator/chat-upload-token': {
    access: 'operator',
    roles: CHAT_ROLES,
    audit: false,
    input: operatorChatUploadInput,
    output: stsTokenOutputSchema,
  },
  'operator/realtime-auth': {
    access: 'operator',
    roles: CHAT_ROLES,
    audit: false,
    input: operatorRealtimeAuthInput,
    output: realtimeAuthOutput,
  },
  'operator/realtime-config': { access: 'operator', roles: CHAT_ROLES, audit: false, input: none, output: realtimeConfigOutput },
  'operator/chat-settings': { access: 'operator', roles: EVERY_ROLE, audit: false, input: none, output: chatSettingsSchema },
  'operator/chat-settings-save': { access: 'operator', roles: CONTENT_ROLES, input: chatSettingsSchema, output: chatSettingsSchema },
  // Verification (KYC, docs/member-safety.md): members' documents, the operators' review, the withdrawal threshold.
  'verification/status': { access: 'member', input: none, output: verificationStatusSchema },
  /** The member's verification after the document joined the queue. */
  'verification/submit': { access: 'member', input: verificationSubmitInput, output: verificationStatusSchema },
  'operator/verification-queue': {
    access: 'operator',
    roles: SUPPORT_ROLES,
    audit: false,
    input: operatorVerificationQueueInput,
    output: operatorVerificationQueueSchema,
  },
  /** For the console's document route only: a one-minute link it fetches on the server. */
  'operator/verification-document': {
    access: 'operator',
    roles: SUPPORT_ROLES,
    input: documentIdInput,
    output: operatorDocumentLinkSchema,
  },
  'operator/verification-decide': {
    access: 'operator',
    roles: SUPPORT_ROLES,
    input: operatorVerificationDecideInput,
    output: operatorDocumentSchema,
  },
  'operator/verification-thresholds': {
    access: 'operator',
    roles: SUPPORT_ROLES,
    audit: false,
    input: none,
    output: operatorThresholdListSchema,
  },
  'operator/verification-threshold-save': {
    access: 'operator',
    roles: MONEY_ROLES,
    input: operatorThresholdSaveInput,
    output: thresholdSchema,
  },
  // Account security (docs/member-safety.md): the login's code step, two-factor, sessions, login history.
  'auth/login-code': { access: 'public', input: loginCodeInput, output: memberProfileSchema },
  'security/overview': { access: 'member', input: none, output: securityOverviewSchema },
  'security/two-factor-setup': { access: 'member', input: twoFactorSetupInput, output: twoFactorSetupSchema },
  /** the ten recovery codes, shown once */
  'security/two-factor-confirm': { access: 'member', input: twoFactorCodeInput, output: recoveryCodesSchema },
  'security/two-factor-disable': { access: 'member', input: twoFactorCodeInput, output: z.undefined() },
  /** ten new recovery codes (the old ones stop working) */
  'security/recovery-codes': { access: 'member', input: twoFactorCodeInput, output: recoveryCodesSchema },
  'security/sessions': { access: 'member', input: none, output: activeSessionsSchema },
  'security/session-end': { access: 'member', input: sessionEndInput, output: z.undefined() },
  'security/sessions-end-others': { access: 'member', input: none, output: sessionsEndedSchema },
  'security/login-history': { access: 'member', input: loginHistoryInput, output: loginHistorySchema },
} as const satisfies Record<string, EndpointDefinition>;

export type EndpointName = keyof typeof endpoints;
export type EndpointInput<N extends EndpointName> = z.input<(typeof endpoints)[N]['input']>;
export type EndpointOutput<N extends EndpointName> = z.infer<(typeof endpoints)[N]['output']>;
