import { z } from 'zod';

/**
 * Search-engine indexing and site access, the operator's settings (docs/PRODUCT.md §12). The
 * whitelist is the config's `whitelist` (general/config carries it); the access rules stay on the
 * platform, which answers only a visitor's own decision (`site/access`).
 */

/** A host name as the browser sends it, without port: `casino.example`, `localhost`. */
const domainName = z
  .string()
  .trim()
  .toLowerCase()
  .min(1)
  .max(253)
  .regex(/^(?=.{1,253}$)([a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)(\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*$/, 'error_domain');

export const seoDomainSchema = z.object({ domain: domainName, index: z.boolean() });
export type SeoDomain = z.infer<typeof seoDomainSchema>;

/** operator/seo-domains-save: the whole whitelist (one entry per domain). */
export const seoDomainsSaveInput = z.object({
  domains: z
    .array(seoDomainSchema)
    .max(100)
    .refine((list) => new Set(list.map((d) => d.domain)).size === list.length, 'duplicate_domain'),
});
export const seoDomainsSchema = z.object({ domains: z.array(seoDomainSchema) });

/** An IPv4/IPv6 address or CIDR block, as an operator types it. */
export const ipRuleSchema = z
  .string()
  .trim()
  .max(64)
  .pipe(z.union([z.ipv4(), z.ipv6(), z.cidrv4(), z.cidrv6()], { error: 'error_ip_or_cidr' }));
/** ISO 3166-1 alpha-2, upper case. */
export const countryCodeSchema = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^[A-Z]{2}$/, 'error_country_code');

/**
 * Site access: maintenance closes every page with 503 and Retry-After (except for `allowedIps`,
 * the operator's own addresses, who see the site to check it); blocked addresses and countries
 * get 403.
 */
export const siteAccessSchema = z.object({
  maintenance: z.boolean(),
  /** seconds a crawler or browser should wait before trying again (Retry-After) */
  retryAfterSeconds: z
    .number()
    .int()
    .min(60)
    .max(7 * 24 * 3600),
  allowedIps: z.array(ipRuleSchema).max(200),
  blockedIps: z.array(ipRuleSchema).max(2000),
  blockedCountries: z.array(countryCodeSchema).max(250),
});
export type SiteAccess = z.infer<typeof siteAccessSchema>;

export const DEFAULT_SITE_ACCESS: SiteAccess = {
  maintenance: false,
  retryAfterSeconds: 3600,
  allowedIps: [],
  blockedIps: [],
  blockedCountries: [],
};

/** site/access: the country a trusted proxy reported for this visitor, if any (the address is the request's). */
export const siteAccessInput = z.object({ country: countryCodeSchema.nullable().default(null) });

export const siteAccessDecisionSchema = z.discriminatedUnion('state', [
  z.object({ state: z.literal('open') }),
  z.object({ state: z.literal('maintenance'), retryAfterSeconds: z.number().int() }),
  z.object({ state: z.literal('restricted') }),
]);
export type SiteAccessDecision = z.infer<typeof siteAccessDecisionSchema>;

/** What the site's caches of platform data are keyed by: it moves with every operator change. */
export const siteDataVersionSchema = z.object({ version: z.string() });
