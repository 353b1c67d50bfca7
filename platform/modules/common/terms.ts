import { z } from 'zod';
import type { Database } from '../../db/connection';
import type { Handler } from '../../endpoints/handler';
import { ok } from '../../endpoints/result';
import { readConfigValues } from './site-config';

const tacSetting = z.object({ expiryDays: z.number().int(), version: z.string() });
export type TermsSetting = z.infer<typeof tacSetting>;

/**
 * How long an accepted T&C stays valid, and the current version. One setting for every currency
 * (site_config `tac`); a `tac:{CURRENCY}` row overrides it.
 */
export async function readTermsSetting(db: Database, currency: string): Promise<TermsSetting> {
  const perCurrency = termsConfigKey(currency);
  const values = await readConfigValues(db, ['tac', perCurrency]);
  return tacSetting.parse(values[perCurrency] ?? values.tac);
}

/** The site_config key of a currency's own terms setting; without a currency the shared one. */
export function termsConfigKey(currency?: string): string {
  return currency ? `tac:${currency.toUpperCase()}` : 'tac';
}

export const tacExpirySetting: Handler<'common/tac-expiry-setting'> = async ({ currency }, { db }) => {
  const setting = await readTermsSetting(db, currency);
  return ok({ tacExpiry: setting.expiryDays, tacVersion: setting.version });
};
