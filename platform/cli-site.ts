/**
 * The site-settings commands of `npm run operator`: the search-engine whitelist and site access
 * (maintenance, restricted addresses and countries). docs/PRODUCT.md "SEO and site access".
 */
export const SITE_USAGE = `  seo-domains                         the search-engine whitelist (indexing also needs SITE_ENV=production)
  seo-domains-set <domain>=<on|off> … replace it, e.g. seo-domains-set casino.example=on staging.example=off
  site-access                         maintenance and the restricted addresses and countries
  maintenance <on|off> [retryAfterSeconds] [allowed ip/cidr …]
                                      close the site with 503 (the listed addresses still see it)
  restrict <ips|countries> [value …]  replace the restricted addresses (IPs, CIDRs) or countries (MY, US …)`;

type Send = (endpoint: string, body: unknown, print?: (output: unknown) => string) => Promise<number>;
type SiteAccess = {
  maintenance: boolean;
  retryAfterSeconds: number;
  allowedIps: string[];
  blockedIps: string[];
  blockedCountries: string[];
};

const DOMAIN_FLAG = /^([^=\s]+)=(on|off)$/i;

export function describeWhitelist(output: unknown): string {
  const { domains } = output as { domains: Array<{ domain: string; index: boolean }> };
  if (domains.length === 0) return 'no whitelisted domains: nothing is indexed';
  return domains.map((d) => `${d.domain}  index ${d.index ? 'on' : 'off'}`).join('\n');
}

export function describeSiteAccess(output: unknown): string {
  const a = output as SiteAccess;
  const list = (items: string[]) => (items.length ? items.join(', ') : 'none');
  return [
    `maintenance: ${a.maintenance ? `on (Retry-After ${a.retryAfterSeconds} s)` : 'off'}`,
    `allowed during maintenance: ${list(a.allowedIps)}`,
    `restricted addresses: ${list(a.blockedIps)}`,
    `restricted countries: ${list(a.blockedCountries)}`,
  ].join('\n');
}

/** Runs a site-settings command; undefined when `command` is not one of them (or its arguments do not fit). */
export async function runSiteCommand(
  command: string | undefined,
  rest: string[],
  send: Send,
  read: (endpoint: string) => Promise<unknown>,
): Promise<number | undefined> {
  if (command === 'seo-domains' && rest.length === 0) return send('operator/seo-domains', {}, describeWhitelist);
  if (command === 'seo-domains-set' && rest.every((r) => DOMAIN_FLAG.test(r))) {
    const domains = rest.map((r) => {
      const [, domain, flag] = DOMAIN_FLAG.exec(r)!;
      return { domain, index: flag!.toLowerCase() === 'on' };
    });
    return send('operator/seo-domains-save', { domains }, describeWhitelist);
  }
  if (command === 'site-access' && rest.length === 0) return send('operator/site-access', {}, describeSiteAccess);
  const maintenanceArgs = command === 'maintenance' && /^(on|off)$/.test(rest[0] ?? '');
  const restrictArgs = command === 'restrict' && (rest[0] === 'ips' || rest[0] === 'countries');
  if (!maintenanceArgs && !restrictArgs) return undefined;
  const current = (await read('operator/site-access')) as SiteAccess | null;
  if (!current) return send('operator/site-access', {}, describeSiteAccess); // prints the refusal
  let next: SiteAccess;
  if (maintenanceArgs) {
    const [state, wait, ...allowed] = rest;
    const retryAfterSeconds = wait && /^\d+$/.test(wait) ? Number(wait) : current.retryAfterSeconds;
    const allowedIps = wait && !/^\d+$/.test(wait) ? [wait, ...allowed] : allowed.length ? allowed : current.allowedIps;
    next = { ...current, maintenance: state === 'on', retryAfterSeconds, allowedIps };
  } else {
    const [which, ...values] = rest;
    next = which === 'ips' ? { ...current, blockedIps: values } : { ...current, blockedCountries: values };
  }
  return send('operator/site-access-save', next, describeSiteAccess);
}
