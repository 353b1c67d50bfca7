import { eq } from 'drizzle-orm';
import type { Database } from '../../db/connection';
import { siteConfig } from '../../db/schema';
import { REBATE_RATE_BP } from './rebate-rules';

export const REBATE_RATE_CONFIG_KEY = 'rebateRateBp';

/** The operator's base rebate rate (basis points), or the built-in 0.50 % until one is set. */
export async function baseRebateBp(db: Database): Promise<number> {
  const [row] = await db.select({ value: siteConfig.value }).from(siteConfig).where(eq(siteConfig.key, REBATE_RATE_CONFIG_KEY)).limit(1);
  const value = row?.value;
  return typeof value === 'number' && Number.isInteger(value) && value >= 0 && value <= 1000 ? value : REBATE_RATE_BP;
}
