/**
 * docs/PRODUCT.md §5 "External navigation": leaving the site needs an explicit external
 * flag, and dangerous protocols are refused.
 */
export type NavigationTarget =
  { kind: 'internal'; path: string } | { kind: 'external'; url: string } | { kind: 'refused'; reason: RefusalReason };

export type RefusalReason =
  'empty' | 'invalid-url' | 'dangerous-protocol' | 'unsupported-protocol' | 'protocol-relative' | 'external-not-allowed';

export const DANGEROUS_PROTOCOLS: readonly string[] = ['javascript:', 'data:', 'vbscript:', 'file:', 'blob:'];
/** Protocols an external link may use (with the external flag). */
export const EXTERNAL_PROTOCOLS: readonly string[] = ['http:', 'https:', 'mailto:', 'tel:'];

const SCHEME = /^([a-zA-Z][a-zA-Z0-9+.-]*):/;
// WHATWG URL parsing drops leading/trailing C0 controls and spaces, and tabs/newlines anywhere.
const EDGE_JUNK = /^[\u0000-\u0020]+|[\u0000-\u0020]+$/g;
const TAB_NEWLINE = /[\t\n\r]/g;
const CONTROL = /[\u0000-\u001f\u007f]/;
/** `//host`, `/\host`, `\\host`, `\/host`: all become another host in a browser. */
const DOUBLE_SLASH = /^[/\\]{2}/;

function normalize(href: string): string {
  return href.replace(EDGE_JUNK, '').replace(TAB_NEWLINE, '');
}

function pathOf(url: URL): string {
  return url.pathname + url.search + url.hash;
}

export type ResolveNavigationOptions = {
  /** the caller explicitly allows leaving the site */
  external?: boolean;
  /** the site's origin, e.g. window.location.origin */
  origin: string;
  /** base for relative hrefs such as `?action=login`; default '/' */
  base?: string;
};

export function resolveNavigation(href: unknown, { external = false, origin, base = '/' }: ResolveNavigationOptions): NavigationTarget {
  if (typeof href !== 'string') return { kind: 'refused', reason: 'empty' };
  const clean = normalize(href);
  if (clean === '') return { kind: 'refused', reason: 'empty' };

  const scheme = SCHEME.exec(clean)?.[1]?.toLowerCase();
  if (scheme !== undefined && DANGEROUS_PROTOCOLS.includes(`${scheme}:`)) {
    return { kind: 'refused', reason: 'dangerous-protocol' };
  }
  if (DOUBLE_SLASH.test(clean)) return { kind: 'refused', reason: 'protocol-relative' };
  if (CONTROL.test(clean)) return { kind: 'refused', reason: 'invalid-url' };

  let site: URL;
  let url: URL;
  try {
    site = new URL(origin);
    url = new URL(clean, new URL(base, site));
  } catch {
    return { kind: 'refused', reason: 'invalid-url' };
  }
  if (DANGEROUS_PROTOCOLS.includes(url.protocol)) return { kind: 'refused', reason: 'dangerous-protocol' };

  if (url.origin === site.origin && (url.protocol === 'http:' || url.protocol === 'https:')) {
    const path = pathOf(url);
    // e.g. "/a/..//evil.com" normalises to "//evil.com"
    if (DOUBLE_SLASH.test(path)) return { kind: 'refused', reason: 'protocol-relative' };
    return { kind: 'internal', path };
  }
  if (scheme === undefined) return { kind: 'refused', reason: 'protocol-relative' };
  if (!EXTERNAL_PROTOCOLS.includes(url.protocol)) return { kind: 'refused', reason: 'unsupported-protocol' };
  if (!external) return { kind: 'refused', reason: 'external-not-allowed' };
  return { kind: 'external', url: url.href };
}

/**
 * A `?redirect=` value after login: only a same-site path starting with a single
 * `/` passes, normalised; anything else (absolute URLs, `//host`, `/\host`,
 * controls, arrays, empty) yields the fallback.
 */
export function safeRedirectPath(value: unknown, fallback: string): string {
  if (typeof value !== 'string') return fallback;
  if (!value.startsWith('/') || DOUBLE_SLASH.test(value) || CONTROL.test(value)) return fallback;
  const probe = 'https://redirect.invalid';
  try {
    const url = new URL(value, probe);
    if (url.origin !== probe) return fallback;
    const path = pathOf(url);
    return DOUBLE_SLASH.test(path) ? fallback : path;
  } catch {
    return fallback;
  }
}
