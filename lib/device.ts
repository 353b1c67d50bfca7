/** docs/PRODUCT.md §7 `device` header and §9 layout constants. */
export type Device = 'app' | 'mobile' | 'desktop';

/** docs/PRODUCT.md §9: mobile view when the window width is under 768 px. */
export const MOBILE_BREAKPOINT = 768;

/** User-agent marker of the operator's native app webview. */
export const APP_UA_MARKER = 'CasinoApp';

/** Storage key of the persisted `?app=1` flag. */
export const APP_FLAG_KEY = 'app';

const MOBILE_UA = /Mobi|Android|iPhone|iPad|iPod|Windows Phone|IEMobile|BlackBerry|BB10|Opera Mini|webOS|Silk|Kindle/i;

export function isMobileWidth(width: number): boolean {
  return Number.isFinite(width) && width < MOBILE_BREAKPOINT;
}

/** Server-side guess from the user agent alone (no viewport width there). */
export function deviceFromUserAgent(userAgent: string | null | undefined): 'mobile' | 'desktop' {
  return userAgent && MOBILE_UA.test(userAgent) ? 'mobile' : 'desktop';
}

export function isAppUserAgent(userAgent: string | null | undefined): boolean {
  return !!userAgent && userAgent.includes(APP_UA_MARKER);
}

export type DetectDeviceInput = {
  userAgent?: string | null;
  /** viewport width in CSS px; when unknown the user agent decides */
  width?: number | null;
  /** the persisted `?app=1` flag (see readAppFlag) */
  appFlag?: boolean;
};

/**
 * The one rule for the device, on the server and in the browser alike: 'app' inside the
 * operator's app (persisted flag or UA marker); otherwise the viewport width decides (same rule
 * as the mobile view, docs/PRODUCT.md §9), falling back to the user agent when the width is
 * unknown (always, on the server). Callers feed it through deviceFromRequest / deviceFromWindow.
 */
export function detectDevice({ userAgent, width, appFlag }: DetectDeviceInput): Device {
  if (appFlag || isAppUserAgent(userAgent)) return 'app';
  if (typeof width === 'number' && Number.isFinite(width) && width > 0) {
    return isMobileWidth(width) ? 'mobile' : 'desktop';
  }
  return deviceFromUserAgent(userAgent);
}

type FlagStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/**
 * Reads the app flag: `?app=1` sets it, `?app=0` clears it, otherwise the stored
 * value counts. Storage failures (private mode, disabled) are ignored.
 */
export function readAppFlag(search: string, storage: FlagStorage | null | undefined): boolean {
  let fromQuery: string | null = null;
  try {
    fromQuery = new URLSearchParams(search).get('app');
  } catch {
    fromQuery = null;
  }
  try {
    if (fromQuery === '1') storage?.setItem(APP_FLAG_KEY, '1');
    else if (fromQuery === '0') storage?.removeItem(APP_FLAG_KEY);
  } catch {
    /* storage unavailable: the query still counts for this page */
  }
  if (fromQuery === '1') return true;
  if (fromQuery === '0') return false;
  try {
    return storage?.getItem(APP_FLAG_KEY) === '1';
  } catch {
    return false;
  }
}

/** docs/PRODUCT.md §9 games page size: 30 under 640 px, 32 under 1024 px, otherwise 35. */
export function gamesPageSize(width: number): number {
  if (width < 640) return 30;
  if (width < 1024) return 32;
  return 35;
}

/** What a server can read of a request: NextRequest's headers and cookies, and next/headers' alike. */
export type RequestHeaders = { get(name: string): string | null };
export type RequestCookies = { get(name: string): { value: string } | undefined };

/**
 * The device on the server (proxy.ts, server components): the app flag cookie the browser writes
 * (components/providers/startup-effects.tsx, from readAppFlag) and the user agent; no width there.
 */
export function deviceFromRequest(headers: RequestHeaders, cookies: RequestCookies): Device {
  return detectDevice({ userAgent: headers.get('user-agent'), appFlag: cookies.get(APP_FLAG_KEY)?.value === '1' });
}

/** The parts of `window` the browser's decision reads. */
export type DeviceWindow = {
  location: { search: string };
  navigator?: { userAgent?: string };
  innerWidth?: number;
  sessionStorage?: FlagStorage;
};

function sessionStorageOf(win: DeviceWindow): FlagStorage | null {
  try {
    return win.sessionStorage ?? null; // reading it throws where storage is blocked
  } catch {
    return null;
  }
}

/** The device in the browser: the app flag (query or session), the app's user agent, else the window width. */
export function deviceFromWindow(win: DeviceWindow): Device {
  return detectDevice({
    userAgent: win.navigator?.userAgent ?? null,
    width: win.innerWidth ?? null,
    appFlag: readAppFlag(win.location.search, sessionStorageOf(win)),
  });
}
