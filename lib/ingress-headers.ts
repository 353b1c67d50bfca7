import type { IncomingHttpHeaders } from 'node:http';
import { resolveClientIp } from './client-ip';
import { COUNTRY_HEADERS } from './visitor-country';

/**
 * Headers only the ingress in front may set: the address, host and scheme it saw, and the
 * visitor's country. A client can write any of them, so they are believed only from a peer in
 * TRUSTED_PROXIES; from anyone else they are dropped (X-Forwarded-For is replaced by the peer).
 */
const PROXY_ONLY_HEADERS = ['x-forwarded-host', 'x-forwarded-proto', ...COUNTRY_HEADERS] as const;

/** Rewrites a request's headers in place as the site's ingress: what the app may believe of them. */
export function applyIngressHeaders(headers: IncomingHttpHeaders, peer: string | undefined, isTrusted: (address: string) => boolean): void {
  const client = resolveClientIp(peer, headers['x-forwarded-for'], isTrusted);
  if (client) headers['x-forwarded-for'] = client;
  else delete headers['x-forwarded-for'];
  if (peer && isTrusted(peer)) return;
  for (const name of PROXY_ONLY_HEADERS) delete headers[name];
}
