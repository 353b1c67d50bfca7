/** docs/PRODUCT.md §7 request headers: where the values come from and how they are written. */
import { deviceFromWindow, type Device, type DeviceWindow } from '@/lib/device';
import { currentFingerprint } from '@/lib/page-fingerprint';

export type RequestContext = {
  /** route path, e.g. /en-my/deposit */
  page: string;
  /** path + query, e.g. /en-my/deposit?action=login */
  fullpath: string;
  /** host, e.g. casino.example:3000 */
  domain: string;
  /** the {lang} segment, e.g. en-my ('' when the path has none) */
  pathlang: string;
  device: Device;
  /** device fingerprint hash; header omitted when absent */
  fp?: string | null;
  /** value of the `bypass` query param; header omitted when absent */
  bypass?: string | null;
};

/** `{lang}-{countrylang}` as used in route segments and the language cookie. */
const LANG_SEGMENT = /^[a-z]{2,3}-[a-z]{2,4}$/i;

/** The {lang} segment of a path: `/en-my/vip` → `en-my`; '' when the first segment is not one. */
export function pathLangOf(pathname: string): string {
  const first =
    pathname
      .split(/[?#]/, 1)[0]
      ?.split('/')
      .find((s) => s !== '') ?? '';
  return LANG_SEGMENT.test(first) ? first.toLowerCase() : '';
}

/** Header values must be ISO-8859-1 without control characters; otherwise they are percent-encoded. */
const NOT_HEADER_SAFE = /[^\t\u0020-\u007e\u0080-\u00ff]/;
const NOT_HEADER_SAFE_ALL = /[^\t\u0020-\u007e\u0080-\u00ff]/g;

function headerValue(value: string): string {
  if (!NOT_HEADER_SAFE.test(value)) return value;
  try {
    // keep existing %xx escapes as they are
    return encodeURI(value).replace(/%25/g, '%');
  } catch {
    return value.replace(NOT_HEADER_SAFE_ALL, ''); // lone surrogates
  }
}

export function requestHeaders(ctx: RequestContext): Record<string, string> {
  const headers: Record<string, string> = {
    page: headerValue(ctx.page),
    fullpath: headerValue(ctx.fullpath),
    domain: headerValue(ctx.domain),
    pathlang: headerValue(ctx.pathlang),
    device: ctx.device,
  };
  if (ctx.fp) headers.fp = headerValue(ctx.fp);
  if (ctx.bypass != null) headers['x-maintenance-bypass'] = headerValue(ctx.bypass);
  return headers;
}

type BrowserLike = DeviceWindow & { location: { pathname: string; search: string; host: string } };

/** Builds the context from the current page; `fp` comes from lib/page-fingerprint once it is ready. */
export function browserRequestContext(
  win: BrowserLike,
  fingerprintHash: () => string | null = () => currentFingerprint()?.hash ?? null,
): RequestContext {
  const { pathname, search, host } = win.location;
  let bypass: string | null = null;
  try {
    bypass = new URLSearchParams(search).get('bypass');
  } catch {
    bypass = null;
  }
  let fp: string | null = null;
  try {
    fp = fingerprintHash();
  } catch {
    fp = null;
  }
  return {
    page: pathname,
    fullpath: pathname + search,
    domain: host,
    pathlang: pathLangOf(pathname),
    device: deviceFromWindow(win),
    fp,
    bypass,
  };
}
