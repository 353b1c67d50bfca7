/**
 * The visitor's country as the CDN or load balancer in front reported it (`cf-ipcountry` from
 * Cloudflare, `x-country` from others). scripts/site-server.ts deletes both unless the socket peer
 * is in TRUSTED_PROXIES, so a client cannot choose its own country. `XX`/`T1` (unknown, Tor) count as none.
 */
export const COUNTRY_HEADERS = ['cf-ipcountry', 'x-country'] as const;

export function countryFromHeaders(headers: { get(name: string): string | null }): string | null {
  for (const name of COUNTRY_HEADERS) {
    const value = headers.get(name)?.trim().toUpperCase();
    if (value && /^[A-Z]{2}$/.test(value) && value !== 'XX' && value !== 'T1') return value;
  }
  return null;
}
