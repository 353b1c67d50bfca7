/**
 * docs/PRODUCT.md §4/§7: poll builds/latest.json for a newer build, and prefetch the
 * route-rules manifest builds/meta/{buildId}.json shortly after start-up.
 */

export const BUILD_POLL_INTERVAL_MS = 60_000;
export const MANIFEST_PREFETCH_DELAY_MS = 1000;

/** builds/latest.json → its build id, or null when the answer is not one. (No zod: this runs on every page.) */
function buildIdOf(body: unknown): string | null {
  const id = (body as { buildId?: unknown } | null)?.buildId;
  return typeof id === 'string' && id.length > 0 ? id : null;
}

/** Build ids end up in a path; keep them to a safe alphabet. */
const BUILD_ID = /^[A-Za-z0-9._-]{1,128}$/;

type FetchLike = (input: string, init?: RequestInit) => Promise<Response>;

const globalFetch: FetchLike = (input, init) => globalThis.fetch(input, init);

export type BuildPollOptions = {
  currentBuildId: string;
  onNewBuild: (buildId: string) => void;
  intervalMs?: number;
  fetch?: FetchLike;
  now?: () => number;
  baseUrl?: string;
  /** skip a tick while the page is hidden; default reads document.visibilityState */
  isHidden?: () => boolean;
};

const documentHidden = () => typeof document !== 'undefined' && document.visibilityState === 'hidden';

/**
 * Fetches `${baseUrl}/builds/latest.json?t={now}` every interval (first check
 * after one interval) and calls onNewBuild once when the id differs from the
 * running one; polling then stops. Failures are ignored. Returns stop().
 */
export function startBuildPoll(options: BuildPollOptions): () => void {
  const {
    currentBuildId,
    onNewBuild,
    intervalMs = BUILD_POLL_INTERVAL_MS,
    fetch: doFetch = globalFetch,
    now = Date.now,
    baseUrl = '',
    isHidden = documentHidden,
  } = options;
  let stopped = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let controller: AbortController | undefined;

  const stop = () => {
    stopped = true;
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
    controller?.abort();
  };

  const check = async (): Promise<string | null> => {
    controller = new AbortController();
    try {
      const res = await doFetch(`${baseUrl}/builds/latest.json?t=${now()}`, {
        cache: 'no-store',
        signal: controller.signal,
      });
      if (!res.ok) return null;
      return buildIdOf(await res.json());
    } catch {
      return null;
    }
  };

  const tick = async () => {
    timer = undefined;
    if (stopped) return;
    if (!isHidden()) {
      const latest = await check();
      if (stopped) return;
      if (latest !== null && latest !== currentBuildId) {
        stop();
        onNewBuild(latest);
        return;
      }
    }
    schedule();
  };

  const schedule = () => {
    if (!stopped) timer = setTimeout(() => void tick(), intervalMs);
  };

  schedule();
  return stop;
}

export type NetworkConnection = { effectiveType?: string; saveData?: boolean };

/** docs/PRODUCT.md §9 "unless the connection is very slow": 2g, slow-2g or data saver. */
export function isSlowConnection(connection: NetworkConnection | null | undefined): boolean {
  if (!connection) return false;
  return connection.saveData === true || connection.effectiveType === 'slow-2g' || connection.effectiveType === '2g';
}

export type ManifestPrefetchOptions = {
  fetch?: FetchLike;
  /** default: navigator.connection */
  connection?: NetworkConnection | null;
  delayMs?: number;
  baseUrl?: string;
  onManifest?: (manifest: unknown) => void;
};

function navigatorConnection(): NetworkConnection | null {
  if (typeof navigator === 'undefined') return null;
  return (navigator as Navigator & { connection?: NetworkConnection }).connection ?? null;
}

/**
 * After delayMs (1000) fetches `${baseUrl}/builds/meta/{buildId}.json`, unless the
 * connection is slow or the id is unsafe. Errors are ignored. Returns cancel().
 */
export function scheduleManifestPrefetch(buildId: string, options: ManifestPrefetchOptions = {}): () => void {
  const { fetch: doFetch = globalFetch, delayMs = MANIFEST_PREFETCH_DELAY_MS, baseUrl = '', onManifest } = options;
  const connection = options.connection !== undefined ? options.connection : navigatorConnection();
  if (!BUILD_ID.test(buildId) || isSlowConnection(connection)) return () => {};
  const controller = new AbortController();
  let timer: ReturnType<typeof setTimeout> | undefined = setTimeout(() => {
    timer = undefined;
    void (async () => {
      try {
        const res = await doFetch(`${baseUrl}/builds/meta/${buildId}.json`, { signal: controller.signal });
        if (!res.ok) return;
        const manifest: unknown = await res.json();
        if (!controller.signal.aborted) onManifest?.(manifest);
      } catch {
        /* prefetch is best effort */
      }
    })();
  }, delayMs);
  return () => {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
    controller.abort();
  };
}
