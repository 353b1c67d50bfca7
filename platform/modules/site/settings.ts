import { eq } from 'drizzle-orm';
import { DEFAULT_SITE_ACCESS, seoDomainSchema, siteAccessSchema, type SeoDomain, type SiteAccess } from '@/lib/contracts/seo';
import type { Database } from '../../db/connection';
import { siteConfig } from '../../db/schema';
import type { Handler } from '../../endpoints/handler';
import { ok } from '../../endpoints/result';
import { decideAccess } from './access-rules';

/**
 * The operator's search-engine whitelist (the config's `whitelist`, which general/config hands the
 * site) and the site access rules (`siteAccess`, which never leave the platform: the site asks
 * site/access for one visitor's decision). Both are site_config rows; the site reads a change
 * within SITE_DATA_TTL_MS.
 */
const WHITELIST_KEY = 'whitelist';
const ACCESS_KEY = 'siteAccess';

async function readValue(db: Database, key: string): Promise<unknown> {
  const [row] = await db.select().from(siteConfig).where(eq(siteConfig.key, key)).limit(1);
  return row?.value;
}

async function writeValue(db: Database, key: string, value: unknown): Promise<void> {
  await db.insert(siteConfig).values({ key, value }).onConflictDoUpdate({ target: siteConfig.key, set: { value } });
}

export async function readWhitelist(db: Database): Promise<SeoDomain[]> {
  const parsed = seoDomainSchema.array().safeParse((await readValue(db, WHITELIST_KEY)) ?? []);
  return parsed.success ? parsed.data : [];
}

/** A missing row (or one edited by hand into something unreadable) is the default: open, nothing restricted. */
export async function readSiteAccess(db: Database): Promise<SiteAccess> {
  const parsed = siteAccessSchema.safeParse(await readValue(db, ACCESS_KEY));
  return parsed.success ? parsed.data : DEFAULT_SITE_ACCESS;
}

/** operator/seo-domains: the domains search engines may index (with SITE_ENV=production) and their index flag. */
export const operatorSeoDomains: Handler<'operator/seo-domains'> = async (_input, { db }) => ok({ domains: await readWhitelist(db) });

/** operator/seo-domains-save: replaces the whole whitelist. */
export const operatorSeoDomainsSave: Handler<'operator/seo-domains-save'> = async ({ domains }, ctx) => {
  const before = await readWhitelist(ctx.db);
  await writeValue(ctx.db, WHITELIST_KEY, domains);
  ctx.audit({ target: 'seo whitelist', before, after: domains });
  return ok({ domains });
};

/** operator/site-access: maintenance, its allowed addresses, and the restricted addresses and countries. */
export const operatorSiteAccess: Handler<'operator/site-access'> = async (_input, { db }) => ok(await readSiteAccess(db));

/** operator/site-access-save: replaces the rules (lists de-duplicated). */
export const operatorSiteAccessSave: Handler<'operator/site-access-save'> = async (input, ctx) => {
  const unique = (list: string[]) => [...new Set(list)];
  const after: SiteAccess = {
    ...input,
    allowedIps: unique(input.allowedIps),
    blockedIps: unique(input.blockedIps),
    blockedCountries: unique(input.blockedCountries),
  };
  const before = await readSiteAccess(ctx.db);
  await writeValue(ctx.db, ACCESS_KEY, after);
  ctx.audit({ target: 'site access', before, after });
  return ok(after);
};

/** site/access: this visitor's decision, from the request's address and the country a trusted proxy saw. */
export const siteAccessCheck: Handler<'site/access'> = async ({ country }, { db, ip }) =>
  ok(decideAccess(await readSiteAccess(db), ip, country));
