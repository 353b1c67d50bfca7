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
import { operatorAdjustInput } from './wallet';

/**
 * The API contract, written once. The platform binds a handler to every name;
 * the site's hooks parse their payloads with the same schemas.
 * access: 'public' anyone; 'member' needs a live session; 'operator' needs the operator key.
 */
export type Access = 'public' | 'member' | 'operator';

const none = z.object({}).strict().or(z.undefined()).transform(() => ({}));

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
  'operator/adjust': { access: 'operator', input: operatorAdjustInput },
  'operator/catalog-publish': { access: 'operator', input: catalogPublishInput },
} as const satisfies Record<string, { access: Access; input: z.ZodType }>;

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
  'operator/catalog-publish': catalogPublishOutput,
} as const satisfies Record<EndpointName, z.ZodType>;

export type EndpointOutput<N extends EndpointName> = z.infer<(typeof endpointOutputs)[N]>;
