/** Shared site data every module reads: countries, site config, terms, category settings, constants, statuses, and the HTML sanitiser. */
export { categorySettingList } from './category-settings';
export { constantList } from './constants';
export { countryList, findCountry } from './countries';
export { sanitizeContent } from './sanitize-html';
export { generalConfig, readConfigValues } from './site-config';
export { statusList } from './statuses';
export { readTermsSetting, tacExpirySetting, termsConfigKey } from './terms';
