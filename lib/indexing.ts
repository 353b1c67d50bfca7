/** docs/PRODUCT.md §5: search engines may index only in production, on a whitelisted domain with index on. */
export function isIndexable(siteEnv: string, host: string | null, whitelist: readonly { domain: string; index: boolean }[]): boolean {
  if (siteEnv !== 'production' || !host) return false;
  const domain = host.split(':')[0]!.toLowerCase();
  return whitelist.some((entry) => entry.index && entry.domain.toLowerCase() === domain);
}

/** The host the browser asked for (behind a proxy: X-Forwarded-Host). */
export function requestHost(headers: { get(name: string): string | null }): string | null {
  return headers.get('x-forwarded-host')?.split(',')[0]?.trim() || headers.get('host');
}
