/**
 * Whether the page on screen came back from the browser rather than the server: restored from the
 * back/forward cache (`pageshow` with `persisted`), or a history navigation whose HTML the HTTP
 * cache answered (nothing transferred). Such a page may show who was logged in when it was stored.
 */
export function restoredFromCache(event: { persisted?: boolean } | null, navigation: PerformanceEntry | undefined): boolean {
  if (event?.persisted) return true;
  const nav = navigation as (PerformanceEntry & { type?: string; transferSize?: number }) | undefined;
  return nav?.type === 'back_forward' && nav.transferSize === 0;
}

let restoredUrl: string | null = null;

/** Notes that the page at `url` came back from the browser's caches (see restoredFromCache). */
export function noteRestored(url: string): void {
  restoredUrl = url;
}

/**
 * Whether the page on screen is still the one that came back from the browser's caches: a client
 * navigation since (another URL) makes it the server's again.
 */
export function showingRestoredPage(url: string): boolean {
  return restoredUrl === url;
}
