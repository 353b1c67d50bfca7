import { endpoints, type EndpointName } from '@/lib/contracts/endpoints';
import { categorySettingList } from '../modules/common/category-settings';
import { constantList } from '../modules/common/constants';
import { countryList } from '../modules/common/countries';
import { generalConfig } from '../modules/common/site-config';
import { statusList } from '../modules/common/statuses';
import { tacExpirySetting } from '../modules/common/terms';
import { checkUsername, login, logout, register } from '../modules/members/auth-handlers';
import { acceptTnc, profile } from '../modules/members/member-handlers';
import { walletBalance } from '../modules/wallet/balance';
import type { HandlerMap } from './endpoint';

/**
 * The one endpoint registry: contract name → handler. Its type demands exactly
 * the names of lib/contracts/endpoints.ts, each handler typed by that name's
 * input and output schemas; access and input validation come from the contract.
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
};

/** Own-property lookup, so "constructor" or "__proto__" are unknown names rather than crashes. */
export function isEndpointName(name: string): name is EndpointName {
  return Object.hasOwn(endpoints, name) && Object.hasOwn(handlers, name);
}
