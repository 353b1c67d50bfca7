import { siteConfig } from '../../db/schema';
import type { Handler } from '../../endpoints/handler';
import { ok } from '../../endpoints/result';
import { readConfigValues, termsConfigKey } from '../common';

/**
 * operator/terms-set: a new terms version (and how long an acceptance lasts), for every currency
 * or one. Members who accepted another version meet the terms dialog before guarded pages.
 */
export const operatorTermsSet: Handler<'operator/terms-set'> = async ({ currency, version, expiryDays }, ctx) => {
  const { db } = ctx;
  const value = { expiryDays, version };
  const key = termsConfigKey(currency);
  const before = (await readConfigValues(db, [key]))[key] ?? null;
  ctx.audit({ target: key, before, after: value });
  await db.insert(siteConfig).values({ key, value }).onConflictDoUpdate({ target: siteConfig.key, set: { value } });
  return ok({ tacExpiry: expiryDays, tacVersion: version });
};
