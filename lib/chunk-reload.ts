/**
 * docs/PRODUCT.md §4/§8: a chunk-loading error reloads the page, at most once per 10 s per
 * path. The last reload time per path lives in sessionStorage so the guard
 * survives the reload itself.
 */
export const RELOAD_GUARD_MS = 10_000;
export const CHUNK_RELOAD_KEY_PREFIX = 'chunk-reload:';

const CHUNK_MESSAGE =
  /Loading (CSS )?chunk [^\s]+ failed|Failed to load chunk|Failed to fetch dynamically imported module|Importing a module script failed|error loading dynamically imported module|Unable to preload CSS/i;

/** True for webpack/Turbopack ChunkLoadError and the browsers' dynamic-import failures. */
export function isChunkLoadError(err: unknown, depth = 0): boolean {
  if (err == null || depth > 3) return false;
  if (typeof err === 'string') return CHUNK_MESSAGE.test(err);
  if (typeof err !== 'object') return false;
  const e = err as { name?: unknown; message?: unknown; cause?: unknown };
  if (e.name === 'ChunkLoadError' || e.name === 'CSSChunkLoadError') return true;
  if (typeof e.message === 'string' && CHUNK_MESSAGE.test(e.message)) return true;
  return isChunkLoadError(e.cause, depth + 1);
}

type GuardStorage = Pick<Storage, 'getItem' | 'setItem'>;

export type ChunkReloadDeps = {
  path: string;
  storage: GuardStorage | null | undefined;
  reload: () => void;
  now?: () => number;
  windowMs?: number;
};

/**
 * Reloads when no reload for this path happened within the window. Records the
 * time first; when it cannot be recorded (storage missing or failing) it does
 * not reload, since nothing would stop a reload loop. Returns whether it reloaded.
 */
export function reloadOnceForPath({ path, storage, reload, now = Date.now, windowMs = RELOAD_GUARD_MS }: ChunkReloadDeps): boolean {
  if (!storage) return false;
  const key = CHUNK_RELOAD_KEY_PREFIX + path;
  const t = now();
  let last: number | null = null;
  try {
    const raw = storage.getItem(key);
    last = raw === null ? null : Number(raw);
  } catch {
    return false;
  }
  if (last !== null && Number.isFinite(last)) {
    const age = t - last;
    if (age >= 0 && age < windowMs) return false;
  }
  try {
    storage.setItem(key, String(t));
  } catch {
    return false;
  }
  reload();
  return true;
}

/** Whether reloadOnceForPath would reload now (reads the guard, changes nothing). */
export function reloadAllowed({ path, storage, now = Date.now, windowMs = RELOAD_GUARD_MS }: Omit<ChunkReloadDeps, 'reload'>): boolean {
  if (!storage) return false;
  try {
    const raw = storage.getItem(CHUNK_RELOAD_KEY_PREFIX + path);
    const age = raw === null ? Number.NaN : now() - Number(raw);
    return !(age >= 0 && age < windowMs);
  } catch {
    return false;
  }
}

/** For error boundaries: reloads when `err` is a chunk error and the guard allows it. */
export function handleChunkError(err: unknown, deps: ChunkReloadDeps): boolean {
  return isChunkLoadError(err) && reloadOnceForPath(deps);
}

export type GuardWindow = {
  addEventListener(type: string, listener: (event: Event) => void): void;
  removeEventListener(type: string, listener: (event: Event) => void): void;
  location: { pathname: string; reload(): void };
  sessionStorage?: GuardStorage;
};

export type ChunkReloadGuardOptions = {
  storage?: GuardStorage | null;
  now?: () => number;
  reload?: () => void;
  windowMs?: number;
};

function sessionStorageOf(win: GuardWindow): GuardStorage | null {
  try {
    return win.sessionStorage ?? null;
  } catch {
    return null; // accessing sessionStorage throws when storage is blocked
  }
}

/** Listens to `error` and `unhandledrejection`; returns the uninstall function. */
export function installChunkReloadGuard(win: GuardWindow, options: ChunkReloadGuardOptions = {}): () => void {
  const onEvent = (event: Event) => {
    const e = event as Event & { error?: unknown; message?: unknown; reason?: unknown };
    const err = event.type === 'unhandledrejection' ? e.reason : (e.error ?? e.message);
    if (!isChunkLoadError(err)) return;
    reloadOnceForPath({
      path: win.location.pathname,
      storage: options.storage !== undefined ? options.storage : sessionStorageOf(win),
      reload: options.reload ?? (() => win.location.reload()),
      now: options.now,
      windowMs: options.windowMs,
    });
  };
  win.addEventListener('error', onEvent);
  win.addEventListener('unhandledrejection', onEvent);
  return () => {
    win.removeEventListener('error', onEvent);
    win.removeEventListener('unhandledrejection', onEvent);
  };
}
