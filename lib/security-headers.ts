/**
 * The site's security headers, in one place: the proxy puts them on pages (and public files),
 * next.config on every other response (route handlers, Next's files), and the route handlers again
 * at run time (so HSTS follows the running SITE_ENV, not the one the site was built with).
 *
 * Scripts: a page allows only scripts carrying its per-request nonce; 'strict-dynamic' lets those
 * load the chunks they need, so an injected <script> never runs. Every page is rendered per request
 * anyway (the root layout reads the member and the host), so the nonce costs no caching today.
 * Hashes instead of a nonce (for a page made static) do not work with Next 16.4 on Turbopack: its
 * experimental SRI puts `integrity` only on the bootstrap scripts, not on the page's own chunks, and
 * the inline flight-data scripts differ per page. Styles may be inline: PrimeReact and Next set style
 * attributes and <style> tags, and styles cannot run code.
 */
export type SecurityConfig = {
  production: boolean;
  /** Next dev needs eval for its overlay and fast refresh. */
  development?: boolean;
  /** Operator origins that may show the site in an iframe (preview); the site itself always may. */
  frameAncestors: readonly string[];
  /** Game provider origins the game page may embed and take messages from. */
  gameOrigins: readonly string[];
  /** Where browsers read public storage when it is not the site itself (a CDN). */
  storageOrigin: string | null;
  /**
   * Realtime service origins when it is not the site itself (Pusher: wss://ws-ap1.pusher.com,
   * a Soketi host). The embedded server is reached on the site's own origin ('self').
   */
  realtimeOrigins?: readonly string[];
  /** Third-party script origins every page may use (the translation tool, when configured). */
  thirdPartyOrigins?: readonly string[];
};

const join = (items: readonly (string | null | false | undefined)[]) => items.filter(Boolean).join(' ');

/**
 * `pageOrigins`: third-party origins this page only may use (the live-chat vendor of the page's
 * country). A third party's script, its API, its frames, images, styles and fonts: a chat widget
 * needs them all, and none of them is allowed on a page that does not load it.
 */
export function contentSecurityPolicy(config: SecurityConfig, nonce: string, pageOrigins: readonly string[] = []): string {
  const storage = config.storageOrigin ?? '';
  const third = [...new Set([...(config.thirdPartyOrigins ?? []), ...pageOrigins])];
  return [
    `default-src 'self'`,
    // 'self' only matters to old browsers without 'strict-dynamic' (CSP 2), which ignore the rest.
    `script-src ${join(["'self'", `'nonce-${nonce}'`, "'strict-dynamic'", ...third, config.development && "'unsafe-eval'"])}`,
    `style-src ${join(["'self'", "'unsafe-inline'", ...third])}`,
    `img-src ${join(["'self'", 'data:', 'blob:', storage, ...third])}`,
    `font-src ${join(["'self'", 'data:', ...third])}`,
    `connect-src ${join(["'self'", storage, ...(config.realtimeOrigins ?? []), ...third, config.development && 'ws:'])}`,
    `frame-src ${join(["'self'", ...config.gameOrigins, ...third])}`,
    `frame-ancestors ${join(["'self'", ...config.frameAncestors])}`,
    `object-src 'none'`,
    `base-uri 'self'`,
    `form-action 'self'`,
  ].join('; ');
}

/** Headers every response carries, whatever it is. */
export function baseSecurityHeaders(
  config: Pick<SecurityConfig, 'production'> & { gameOrigins?: readonly string[] },
): Record<string, string> {
  const games = (config.gameOrigins ?? []).map((origin) => `"${origin}"`);
  const headers: Record<string, string> = {
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'strict-origin-when-cross-origin',
    // Games may go fullscreen; nothing else of the device is ours to ask for.
    'permissions-policy': `camera=(), microphone=(), geolocation=(), payment=(), usb=(), fullscreen=(${join(['self', ...games])})`,
  };
  if (config.production) headers['strict-transport-security'] = 'max-age=63072000; includeSubDomains';
  return headers;
}

/** A page: the base headers and the page's CSP with its nonce. */
export function pageSecurityHeaders(config: SecurityConfig, nonce: string, pageOrigins: readonly string[] = []): Record<string, string> {
  return { ...baseSecurityHeaders(config), 'content-security-policy': contentSecurityPolicy(config, nonce, pageOrigins) };
}

/** The CSP of everything that is not a page: an API answer, a storage object, a script or build file. */
export const RESOURCE_CSP = "default-src 'none'; frame-ancestors 'none'";

/** An API answer, a storage object or a build file: nothing in it may run or be framed. */
export function resourceSecurityHeaders(config: Pick<SecurityConfig, 'production'>): Record<string, string> {
  return { ...baseSecurityHeaders(config), 'content-security-policy': RESOURCE_CSP };
}

/** Where next.config's headers() puts the resource headers: every path the proxy does not see. */
export const RESOURCE_PATHS = ['/api/:path*', '/storage/:path*', '/s3/:path*', '/builds/:path*', '/_next/:path*'] as const;

/** next.config `headers()` entries: the resource headers on every path the proxy does not run for. */
export function resourceHeaderRules(
  config: Pick<SecurityConfig, 'production'>,
): { source: string; headers: { key: string; value: string }[] }[] {
  const headers = Object.entries(resourceSecurityHeaders(config)).map(([key, value]) => ({ key, value }));
  return RESOURCE_PATHS.map((source) => ({ source, headers }));
}

/** A fresh script nonce: 128 random bits, base64. */
export function newNonce(): string {
  return Buffer.from(crypto.getRandomValues(new Uint8Array(16))).toString('base64');
}

/** The origin of a URL, or null for a path on the site itself ('/storage'). */
export function originOf(url: string): string | null {
  try {
    return /^(https?|wss?):\/\//.test(url) ? new URL(url).origin : null;
  } catch {
    return null;
  }
}

export function parseOrigins(list: string): string[] {
  return list
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)
    .map((s) => originOf(s))
    .filter((s): s is string => s !== null);
}
