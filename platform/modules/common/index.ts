/** Shared site data every module reads: countries, site config, terms, category settings, constants, statuses, the HTML sanitiser, and TOTP codes (staff's and members' second factor). */
export { categorySettingList } from './category-settings';
export { constantList } from './constants';
export { countryList, findCountry } from './countries';
export { sanitizeContent } from './sanitize-html';
export { generalConfig, readConfigValues } from './site-config';
export { statusList } from './statuses';
export { readTermsSetting, tacExpirySetting, termsConfigKey } from './terms';
export { checkTotp, newTotpSecret, openTotpSecret, sealTotpSecret, totpUri, type TotpPurpose } from './totp';
