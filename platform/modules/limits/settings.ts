import { eq } from 'drizzle-orm';
import type { Database } from '../../db/connection';
import { siteConfig } from '../../db/schema';

/** The cooling period a raise or removal waits before the member may confirm it, unless a setting says otherwise. */
export const DEFAULT_COOLING_HOURS = 24;

/**
 * The site setting `member_limits` (site_config): `{ "coolingHours": 24, "countries": { "TH": 72 } }`.
 * A country's own figure wins over the site's; both are whole hours from 1 to 720 (anything else is ignored).
 */
export const LIMITS_CONFIG_KEY = 'member_limits';

type LimitsConfig = { coolingHours?: unknown; countries?: unknown };

const hours = (value: unknown): number | undefined =>
  typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= 720 ? value : undefined;

/** The cooling period for a member of `countryCode`, in hours. */
export function coolingHoursFrom(config: unknown, countryCode: string): number {
  const value = (config && typeof config === 'object' ? config : {}) as LimitsConfig;
  const countries = value.countries && typeof value.countries === 'object' ? (value.countries as Record<string, unknown>) : {};
  return hours(countries[countryCode]) ?? hours(value.coolingHours) ?? DEFAULT_COOLING_HOURS;
}

export async function coolingHoursFor(db: Database, countryCode: string): Promise<number> {
  const [row] = await db.select({ value: siteConfig.value }).from(siteConfig).where(eq(siteConfig.key, LIMITS_CONFIG_KEY)).limit(1);
  return coolingHoursFrom(row?.value, countryCode);
}
