import { asc, inArray } from 'drizzle-orm';
import { configSchema } from '@/lib/contracts/common';
import type { Database } from '../../db/connection';
import { moduleSettings, siteConfig, type ModuleVisibility } from '../../db/schema';
import type { Handler } from '../../endpoints/handler';
import { ok } from '../../endpoints/result';

export async function readConfigValues(db: Database, keys: string[]): Promise<Record<string, unknown>> {
  const rows = await db.select().from(siteConfig).where(inArray(siteConfig.key, keys));
  return Object.fromEntries(rows.map((r) => [r.key, r.value]));
}

/** settings_json is a string on the wire (docs/PRODUCT.md §3); the table keeps the two parts as JSON. */
export async function listModuleSettings(db: Database) {
  const rows = await db
    .select()
    .from(moduleSettings)
    .orderBy(asc(moduleSettings.sort), asc(moduleSettings.parentName), asc(moduleSettings.name));
  return rows.map((row) => ({
    name: row.name,
    parent_name: row.parentName,
    settings_json: JSON.stringify({ web: visibilityPart(row.web), mobile: visibilityPart(row.mobile) }),
  }));
}

/** jsonb does not keep key order; rebuild each part so the string reads action, is_show, is_hide as documented. */
function visibilityPart(part: ModuleVisibility): ModuleVisibility {
  return { action: part.action, is_show: part.is_show, is_hide: part.is_hide };
}

export const generalConfig: Handler<'general/config'> = async (_input, { db }) => {
  const values = await readConfigValues(db, ['siteTitle', 'logo', 'whitelist', 'defaultLang', 'version', 'liveChatSiteTitle']);
  // site_config is free-form JSON an operator may edit: parse so a broken row fails loudly here, not in the site.
  const config = configSchema.parse({ ...values, modules: await listModuleSettings(db) });
  return ok(config);
};
