/**
 * The site's security headers, in one place: the proxy puts them on pages (with a per-request
 * script nonce), the route handlers on their answers, and next.config on static files.
 *
 * Scripts: a page allows only scripts carrying its nonce ('strict-dynamic' lets those load the
 * chunks they need), so an injected <script> never runs. Pages are rendered per request today (they
 * read the member and the language), so a nonce costs nothing; a page later made static would
 * switch to hashes (Next's experimental SRI) instead. Styles may be inline: PrimeReact and Next set
 * style attributes, and styles cannot run code.
 */
export type SecurityConfig = {
  production: boolean;
  /** Next dev needs eval for its overlay and fast refresh. */
  development?: boolean;
  /** Operator origins that may show the site in an iframe (preview); the site itself always may. */
  frameAncestors: readonly string[];
  /** Game provider origins the game page may embed. */
  gameOrigins: readonly string[];
  /** Where browsers read public storage when it is not the site itself (a CDN). */
  storageOrigin: string | null;
};

const ONE_PER_LINE = (items: readonly (string | null | false | undefined)[]) => items.filter(Boolean).join(' ');

export function contentSecurityPolicy(config: SecurityConfig, nonce: string): string {
  const storage = config.storageOrigin ?? '';
  return [
    `default-src 'self'`,
    `script-src ${ONE_PER_LINE(["'self'", `'nonce-${nonce}'`, "'strict-dynamic'", config.development && "'unsafe-eval'"])}`,
    `style-src 'self' 'unsafe-inline'`,
    `img-src ${ONE_PER_LINE(["'self'", 'data:', 'blob:', storage])}`,
    `font-src 'self' data:`,
    `connect-src ${ONE_PER_LINE(["'self'", storage, config.development && 'ws:'])}`,
    `frame-src ${ONE_PER_LINE(["'self'", ...config.gameOrigins])}`,
    `frame-ancestors ${ONE_PER_LINE(["'self'", ...config.frameAncestors])}`,
    `object-src 'none'`,
    `base-uri 'self'`,
    `form-action 'self'`,
  ].join('; ');
}

/** Headers every response carries, whatever it is. */
export function baseSecurityHeaders(config: Pick<SecurityConfig, 'production' | 'gameOrigins'>): Record<string, string> {
  const headers: Record<string, string> = {
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'strict-origin-when-cross-origin',
    // Games may go fullscreen; nothing else of the device is ours to ask for.
    'permissions-policy': `camera=(), microphone=(), geolocation=(), payment=(), usb=(), fullscreen=(${ONE_PER_LINE(['self', ...config.gameOrigins.map((o) => `"${o}"`)])})`,
  };
  if (config.production) headers['strict-transport-security'] = 'max-age=63072000; includeSubDomains';
  return headers;
}

/** A page: the base headers and the page's CSP with its nonce. */
export function pageSecurityHeaders(config: SecurityConfig, nonce: string): Record<string, string> {
  return { ...baseSecurityHeaders(config), 'content-security-policy': contentSecurityPolicy(config, nonce) };
}

/** An API answer, a storage object or a build file: nothing in it may run or be framed. */
export function resourceSecurityHeaders(config: Pick<SecurityConfig, 'production' | 'gameOrigins'>): Record<string, string> {
  return { ...baseSecurityHeaders(config), 'content-security-policy': "default-src 'none'; frame-ancestors 'none'" };
}

/** The origin of a URL, or null for a path on the site itself ('/storage'). */
export function originOf(url: string): string | null {
  try {
    return /^https?:\/\//.test(url) ? new URL(url).origin : null;
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
