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
import { favouriteInput, gameIdInput, gameIdListSchema, playOutputSchema, playTransferInput } from './games';
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
  EVERY_ROLE,
  MESSAGE_ROLES,
  MONEY_ROLES,
  OWNER_ONLY,
  auditListInput,
  auditPageSchema,
  staffCreateInput,
  staffCreateOutput,
  staffLoginInput,
  staffProfileSchema,
  staffUpdateInput,
  type StaffRole,
} from './staff';
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

/**
 * The API contract, written once. The platform binds a handler to every name;
 * the site's hooks parse their payloads with the same schemas.
 * access: 'public' anyone; 'member' needs a live session; 'operator' needs the operator key (CLI,
 * automation) or a console session whose role is in `roles`. Operator calls are written to the
 * audit log unless `audit: false` (endpoints that only read).
 */
export type Access = 'public' | 'member' | 'operator';
type EndpointDefinition =
  { access: 'public' | 'member'; input: z.ZodType } | { access: 'operator'; roles: readonly StaffRole[]; audit?: false; input: z.ZodType };

const none = z
  .object({})
  .strict()
  .or(z.undefined())
  .transform(() => ({}));

export const endpoints = {
  'general/config': { access: 'public', input: none },
  'common/country-list': { access: 'public', input: none },
  'common/status-list': { access: 'public', input: none },
  'common/constant-list': { access: 'public', input: constantListInput },
  'common/get-category-setting': { access: 'public', input: categorySettingInput },
  'common/tac-expiry-setting': { access: 'public', input: tacExpiryInput },
  'auth/register': { access: 'public', input: registerInput },
  'auth/check-username': { access: 'public', input: checkUsernameInput },
  'auth/login': { access: 'public', input: loginInput },
  'auth/logout': { access: 'public', input: none },
  'member/profile': { access: 'member', input: none },
  'member/accept-tnc': { access: 'member', input: none },
  'member/wallet-balance': { access: 'member', input: none },
  'member/restore-balance': { access: 'member', input: none },
  'common/banner': { access: 'public', input: currencyInput },
  'common/dashboard': { access: 'public', input: dashboardInput },
  'general/general-info': { access: 'public', input: currencyInput },
  'game/maintenance': { access: 'public', input: currencyInput },
  'game/play': { access: 'member', input: gameIdInput },
  'game/play-transfer': { access: 'member', input: playTransferInput },
  'game/favourites': { access: 'member', input: none },
  'game/favourite': { access: 'member', input: favouriteInput },
  'game/recent': { access: 'member', input: none },
  'operator/adjust': { access: 'operator', roles: MONEY_ROLES, input: operatorAdjustInput },
  'wallet/settings': { access: 'member', input: none },
  'wallet/deposit': { access: 'member', input: depositInput },
  'wallet/withdraw': { access: 'member', input: withdrawInput },
  'wallet/withdraw-cancel': { access: 'member', input: requestIdInput },
  'wallet/transfer': { access: 'member', input: transferInput },
  'wallet/rebate-info': { access: 'member', input: none },
  'wallet/rebate-claim': { access: 'member', input: rebateClaimInput },
  'member/pin-set': { access: 'member', input: pinSetInput },
  'member/bank-list': { access: 'member', input: none },
  'member/bank-add': { access: 'member', input: bankAddInput },
  'member/change-password': { access: 'member', input: changePasswordInput },
  'transaction/list': { access: 'member', input: historyInput },
  'common/sts-token': { access: 'member', input: stsTokenInput },
  'wallet/receipt-url': { access: 'member', input: requestIdInput },
  'operator/pending': { access: 'operator', roles: EVERY_ROLE, audit: false, input: operatorPendingInput },
  'operator/deposit-approve': { access: 'operator', roles: MONEY_ROLES, input: operatorDecisionInput },
  'operator/deposit-reject': { access: 'operator', roles: MONEY_ROLES, input: operatorDecisionInput },
  'operator/withdrawal-approve': { access: 'operator', roles: MONEY_ROLES, input: operatorDecisionInput },
  'operator/withdrawal-reject': { access: 'operator', roles: MONEY_ROLES, input: operatorDecisionInput },
  'operator/catalog-publish': { access: 'operator', roles: CONTENT_ROLES, input: catalogPublishInput },
  'promotion/info': { access: 'public', input: promotionInfoInput },
  'promotion/cms': { access: 'public', input: currencyInput },
  'promotion/apply': { access: 'member', input: promotionApplyInput },
  'promotion/bonus': { access: 'member', input: none },
  'promotion/leave': { access: 'member', input: promotionLeaveInput },
  'operator/promotion-list': { access: 'operator', roles: EVERY_ROLE, audit: false, input: operatorPromotionListInput },
  'operator/promotion-save': { access: 'operator', roles: CONTENT_ROLES, input: operatorPromotionSaveInput },
  'operator/promotion-state': { access: 'operator', roles: CONTENT_ROLES, input: operatorPromotionStateInput },
  'operator/promo-code-save': { access: 'operator', roles: CONTENT_ROLES, input: operatorPromoCodeSaveInput },
  'staff/login': { access: 'public', input: staffLoginInput },
  'staff/logout': { access: 'public', input: none },
  'staff/me': { access: 'operator', roles: EVERY_ROLE, audit: false, input: none },
  'staff/list': { access: 'operator', roles: OWNER_ONLY, audit: false, input: none },
  'staff/create': { access: 'operator', roles: OWNER_ONLY, input: staffCreateInput },
  'staff/update': { access: 'operator', roles: OWNER_ONLY, input: staffUpdateInput },
  'staff/audit-log': { access: 'operator', roles: AUDIT_READERS, audit: false, input: auditListInput },
  'realtime/config': { access: 'member', input: none },
  'realtime/auth': { access: 'member', input: realtimeAuthInput },
  'member/message-list': { access: 'member', input: messageListInput },
  'member/message-update': { access: 'member', input: messageUpdateInput },
  'auth/forgot-password': { access: 'public', input: forgotPasswordInput },
  'auth/reset-password': { access: 'public', input: resetPasswordInput },
  'operator/message-send': { access: 'operator', roles: MESSAGE_ROLES, input: operatorMessageSendInput },
  'operator/popup-save': { access: 'operator', roles: CONTENT_ROLES, input: operatorPopupSaveInput },
  'operator/contact-save': { access: 'operator', roles: CONTENT_ROLES, input: operatorContactSaveInput },
  'operator/help-topic-save': { access: 'operator', roles: CONTENT_ROLES, input: operatorHelpTopicSaveInput },
  'operator/terms-set': { access: 'operator', roles: CONTENT_ROLES, input: operatorTermsSetInput },
  'operator/outbox': { access: 'operator', roles: OWNER_ONLY, input: operatorOutboxInput },
} as const satisfies Record<string, EndpointDefinition>;

export type EndpointName = keyof typeof endpoints;
export type EndpointInput<N extends EndpointName> = z.input<(typeof endpoints)[N]['input']>;

/**
 * What each endpoint puts in `output` when status is true (z.undefined(): nothing).
 * The platform types its handlers with these; the site may parse answers with them.
 */
export const endpointOutputs = {
  'general/config': configSchema,
  'common/country-list': z.array(countryItemSchema),
  'common/status-list': z.array(statusItemSchema),
  'common/constant-list': constantListOutput,
  'common/get-category-setting': z.array(categorySettingSchema),
  'common/tac-expiry-setting': tacExpiryOutput,
  'auth/register': memberProfileSchema,
  'auth/check-username': z.undefined(),
  'auth/login': memberProfileSchema,
  'auth/logout': z.undefined(),
  'member/profile': memberProfileSchema,
  'member/accept-tnc': memberProfileSchema,
  'member/wallet-balance': walletBalanceSchema,
  'member/restore-balance': walletBalanceSchema,
  'common/banner': z.array(bannerSchema),
  'common/dashboard': dashboardSchema,
  'general/general-info': generalInfoSchema,
  'game/maintenance': maintenanceSchema,
  'game/play': playOutputSchema,
  'game/play-transfer': walletBalanceSchema,
  'game/favourites': gameIdListSchema,
  'game/favourite': gameIdListSchema,
  'game/recent': gameIdListSchema,
  'operator/adjust': walletBalanceSchema,
  'wallet/settings': walletSettingsSchema,
  'wallet/deposit': walletRequestSchema,
  'wallet/withdraw': walletRequestSchema,
  'wallet/withdraw-cancel': walletRequestSchema,
  'wallet/transfer': walletSettingsSchema.pick({ balance: true, providerWallets: true }),
  'wallet/rebate-info': rebateInfoSchema,
  'wallet/rebate-claim': rebateInfoSchema,
  'member/pin-set': z.undefined(),
  'member/bank-list': walletSettingsSchema.shape.bankAccounts,
  'member/bank-add': walletSettingsSchema.shape.bankAccounts,
  'member/change-password': z.undefined(),
  'transaction/list': historyPageSchema,
  'common/sts-token': stsTokenOutputSchema,
  /** A link to the request's own receipt, good for a few minutes. */
  'wallet/receipt-url': z.object({ url: z.string() }),
  'operator/pending': z.object({
    items: z.array(
      walletRequestSchema.extend({ username: z.string(), receiptKey: z.string().nullable(), receiptUrl: z.string().nullable() }),
    ),
    total: z.number(),
    page: z.number(),
    pageSize: z.number(),
  }),
  'operator/deposit-approve': walletRequestSchema,
  'operator/deposit-reject': walletRequestSchema,
  'operator/withdrawal-approve': walletRequestSchema,
  'operator/withdrawal-reject': walletRequestSchema,
  'operator/catalog-publish': catalogPublishOutput,
  'promotion/info': promotionInfoSchema,
  'promotion/cms': z.array(promoCmsCategorySchema),
  /** The member's bonus after the claim (a deposit match waits for its deposit: status pending). */
  'promotion/apply': bonusStatusSchema,
  'promotion/bonus': bonusStatusSchema,
  'promotion/leave': bonusStatusSchema,
  'operator/promotion-list': operatorPromotionListSchema,
  'operator/promotion-save': z.object({ promotionId: z.number().int() }),
  'operator/promotion-state': z.undefined(),
  'operator/promo-code-save': z.undefined(),
  'staff/login': staffProfileSchema,
  'staff/logout': z.undefined(),
  'staff/me': staffProfileSchema,
  'staff/list': z.array(staffProfileSchema),
  'staff/create': staffCreateOutput,
  'staff/update': staffProfileSchema,
  'staff/audit-log': auditPageSchema,
  /** How the browser opens the member's realtime socket (pusher-js options) and which channel is theirs. */
  'realtime/config': realtimeConfigOutput,
  /** The member's own channel signed for their socket (`key:signature`); any other channel is refused. */
  'realtime/auth': realtimeAuthOutput,
  'member/message-list': messageListSchema,
  /** the unread counts after the change */
  'member/message-update': unreadCountsSchema,
  /** the same answer whether or not the account exists */
  'auth/forgot-password': z.undefined(),
  'auth/reset-password': z.undefined(),
  'operator/message-send': operatorMessageSendOutput,
  'operator/popup-save': z.object({ id: z.number().int() }),
  'operator/contact-save': z.undefined(),
  'operator/help-topic-save': z.undefined(),
  'operator/terms-set': tacExpiryOutput,
  'operator/outbox': operatorOutboxOutput,
} as const satisfies Record<EndpointName, z.ZodType>;

export type EndpointOutput<N extends EndpointName> = z.infer<(typeof endpointOutputs)[N]>;
