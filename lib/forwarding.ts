/**
 * Rules of the site's POST /api proxy, kept pure so they are unit-tested:
 * which endpoint names pass, which origins are same-site, which headers go upstream.
 */
export const FORWARDED_REQUEST_HEADERS = [
  'content-type',
  'cookie',
  'user-agent',
  'accept-language',
  'page',
  'fullpath',
  'domain',
  'pathlang',
  'device',
  'fp',
  'x-maintenance-bypass',
  // The visitor's country (scripts/site-server.ts keeps them only from TRUSTED_PROXIES): the member's sessions list shows it.
  'x-country',
  'cf-ipcountry',
] as const;

/** `auth/login`, `common/country-list` …: lower-case words joined by '/', nothing that walks paths. */
export function isValidEndpointName(name: string): boolean {
  return /^[a-z0-9][a-z0-9-]*(\/[a-z0-9][a-z0-9-]*){0,3}$/.test(name);
}

/**
 * Cross-site requests are refused (CSRF): an Origin must equal the site's own origin, and the
 * opaque `Origin: null` is refused too. Without Origin, Sec-Fetch-Site decides; a client with
 * neither (curl, server-to-server) is not a browser riding on a member's cookies.
 */
export function isSameSiteRequest(headers: { get(name: string): string | null }, siteOrigin: string): boolean {
  const origin = headers.get('origin');
  if (origin !== null) return origin === siteOrigin;
  const fetchSite = headers.get('sec-fetch-site');
  return fetchSite === null || fetchSite === 'same-origin' || fetchSite === 'none';
}

/** The site's public origin, as the browser sees it (behind proxies: X-Forwarded-Host/Proto). */
export function siteOriginOf(headers: { get(name: string): string | null }, fallback: string): string {
  const host = headers.get('x-forwarded-host')?.split(',')[0]?.trim() || headers.get('host');
  if (!host) return fallback;
  const proto = headers.get('x-forwarded-proto')?.split(',')[0]?.trim() || new URL(fallback).protocol.replace(':', '');
  return `${proto}://${host}`;
}

/**
 * The client's IP as the site's own server (scripts/site-server.ts) resolved it from the socket
 * and TRUSTED_PROXIES: X-Forwarded-For holds exactly that one address by the time a route runs.
 */
export function clientIpOf(forwardedFor: string | null): string | null {
  const entries = (forwardedFor ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  return entries.at(-1) ?? null;
}

/** What the proxy answers above the body cap, with the API's envelope. */
export const PAYLOAD_TOO_LARGE = { status: false, code: 413, msg: 'payload_too_large' } as const;

/** A Content-Length above the cap (or not a number) is refused before a byte is read. */
export function declaredTooLarge(contentLength: string | null, limit: number): boolean {
  if (contentLength === null) return false;
  const length = Number(contentLength);
  return !Number.isSafeInteger(length) || length < 0 || length > limit;
}

/**
 * Passes a request body on chunk by chunk and stops it (erroring the stream, so the upstream
 * request is aborted) the moment more than `limit` bytes have come: memory stays at one chunk,
 * whatever a client sends, with or without a Content-Length.
 */
export function capBody(body: ReadableStream<Uint8Array>, limit: number): { stream: ReadableStream<Uint8Array>; exceeded: () => boolean } {
  let seen = 0;
  let over = false;
  const reader = body.getReader();
  const stream = new ReadableStream<Uint8Array>({
    async pull(controller) {
      const { done, value } = await reader.read();
      if (done) return controller.close();
      seen += value.byteLength;
      if (seen > limit) {
        over = true;
        await reader.cancel();
        return controller.error(new Error('payload_too_large'));
      }
      controller.enqueue(value);
    },
    cancel(reason) {
      return reader.cancel(reason);
    },
  });
  return { stream, exceeded: () => over };
}

/** Only the named cookie of a Cookie header ("a=1; csid=x; b=2" → "csid=x"), or null. */
export function onlyCookie(header: string | null, name: string): string | null {
  const found = (header ?? '')
    .split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${name}=`));
  return found ?? null;
}
