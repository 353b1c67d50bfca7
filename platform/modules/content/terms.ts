import { siteConfig } from '../../db/schema';
import type { Handler } from '../../endpoints/handler';
import { ok } from '../../endpoints/result';
import { termsConfigKey } from '../common/terms';

/**
 * operator/terms-set: a new terms version (and how long an acceptance lasts), for every currency
 * or one. Members who accepted another version meet the terms dialog before guarded pages.
 */
export const operatorTermsSet: Handler<'operator/terms-set'> = async ({ currency, version, expiryDays }, { db }) => {
  const value = { expiryDays, version };
  await db
    .insert(siteConfig)
    .values({ key: termsConfigKey(currency), value })
    .onConflictDoUpdate({ target: siteConfig.key, set: { value } });
  return ok({ tacExpiry: expiryDays, tacVersion: version });
};
