import { z } from 'zod';
import type { Handler } from '../../endpoints/handler';
import { ok } from '../../endpoints/result';
import { readConfigValues } from './site-config';

const tacSetting = z.object({ expiryDays: z.number().int(), version: z.string() });

/**
 * How long an accepted T&C stays valid, and the current version. One setting for
 * every currency today (site_config `tac`); a `tac:{CURRENCY}` row overrides it.
 */
export const tacExpirySetting: Handler<'common/tac-expiry-setting'> = async ({ currency }, { db }) => {
  const perCurrency = `tac:${currency.toUpperCase()}`;
  const values = await readConfigValues(db, ['tac', perCurrency]);
  const setting = tacSetting.parse(values[perCurrency] ?? values.tac);
  return ok({ tacExpiry: setting.expiryDays, tacVersion: setting.version });
};
