/**
 * docs/PRODUCT.md §9 client cache: IndexedDB database `rts`, store `rts`, via idb-keyval.
 * An entry is fresh when its version matches the requested one, or (without a
 * requested version) when it is younger than maxAgeMs (default 600000 ms).
 * Never throws: without IndexedDB (SSR, private mode) reads miss, writes are
 * dropped and `cached` just calls the loader.
 */
import { createStore, del as idbDel, get as idbGet, set as idbSet, type UseStore } from 'idb-keyval';

export const CACHE_DB_NAME = 'rts';
export const CACHE_STORE_NAME = 'rts';
export const DEFAULT_CACHE_MAX_AGE_MS = 600_000;

export type CacheVersion = string | number;

export type CacheEntry<T = unknown> = { value: T; savedAt: number; version?: CacheVersion };

/** The storage the cache sits on; tests use a Map, the browser uses idb-keyval. */
export type CacheBackend = {
  get(key: string): Promise<unknown>;
  set(key: string, value: unknown): Promise<void>;
  del(key: string): Promise<void>;
};

export type CacheReadOptions = { version?: CacheVersion; maxAgeMs?: number };

export type CachedOptions<T> = CacheReadOptions & {
  /** whether a loaded value should be stored; default: not null/undefined */
  shouldCache?: (value: T) => boolean;
};

export type ClientCache = {
  cacheGet<T>(key: string, opts?: CacheReadOptions): Promise<T | undefined>;
  cacheSet<T>(key: string, value: T, version?: CacheVersion): Promise<void>;
  cacheDelete(key: string): Promise<void>;
  cached<T>(key: string, loader: () => Promise<T>, opts?: CachedOptions<T>): Promise<T>;
};

export type ClientCacheOptions = {
  /** null = no storage at all; a function is resolved lazily on first use */
  backend?: CacheBackend | null | (() => CacheBackend | null);
  now?: () => number;
};

function isEntry(raw: unknown): raw is CacheEntry {
  if (!raw || typeof raw !== 'object') return false;
  const entry = raw as Partial<CacheEntry>;
  return 'value' in entry && typeof entry.savedAt === 'number' && Number.isFinite(entry.savedAt);
}

/** Pure freshness rule, exported for reuse. */
export function isFresh(entry: CacheEntry, now: number, opts: CacheReadOptions = {}): boolean {
  if (opts.version !== undefined) return entry.version === opts.version;
  const age = now - entry.savedAt;
  return age >= 0 && age < (opts.maxAgeMs ?? DEFAULT_CACHE_MAX_AGE_MS);
}

export function createClientCache(options: ClientCacheOptions = {}): ClientCache {
  const now = options.now ?? Date.now;
  let resolved = typeof options.backend !== 'function';
  let backend: CacheBackend | null = typeof options.backend === 'function' ? null : (options.backend ?? null);
  const inflight = new Map<string, Promise<unknown>>();

  function getBackend(): CacheBackend | null {
    if (!resolved) {
      resolved = true;
      try {
        backend = (options.backend as () => CacheBackend | null)();
      } catch {
        backend = null;
      }
    }
    return backend;
  }

  async function cacheGet<T>(key: string, opts: CacheReadOptions = {}): Promise<T | undefined> {
    const store = getBackend();
    if (!store) return undefined;
    try {
      const raw = await store.get(key);
      if (!isEntry(raw) || !isFresh(raw, now(), opts)) return undefined;
      return raw.value as T;
    } catch {
      return undefined;
    }
  }

  async function cacheSet<T>(key: string, value: T, version?: CacheVersion): Promise<void> {
    const store = getBackend();
    if (!store) return;
    const entry: CacheEntry<T> = { value, savedAt: now() };
    if (version !== undefined) entry.version = version;
    try {
      await store.set(key, entry);
    } catch {
      /* quota, private mode, uncloneable value: the cache is best effort */
    }
  }

  async function cacheDelete(key: string): Promise<void> {
    const store = getBackend();
    if (!store) return;
    try {
      await store.del(key);
    } catch {
      /* best effort */
    }
  }

  function cached<T>(key: string, loader: () => Promise<T>, opts: CachedOptions<T> = {}): Promise<T> {
    const pending = inflight.get(key);
    if (pending) return pending as Promise<T>;
    const shouldCache = opts.shouldCache ?? ((v: T) => v !== null && v !== undefined);
    const run = (async () => {
      const hit = await cacheGet<T>(key, opts);
      if (hit !== undefined) return hit;
      const value = await loader();
      if (shouldCache(value)) await cacheSet(key, value, opts.version);
      return value;
    })();
    inflight.set(key, run);
    const clear = () => {
      if (inflight.get(key) === run) inflight.delete(key);
    };
    run.then(clear, clear);
    return run;
  }

  return { cacheGet, cacheSet, cacheDelete, cached };
}

/** idb-keyval binding to `rts`/`rts`, or null when IndexedDB is unavailable. */
export function idbBackend(): CacheBackend | null {
  if (typeof indexedDB === 'undefined' || indexedDB === null) return null;
  let store: UseStore;
  try {
    store = createStore(CACHE_DB_NAME, CACHE_STORE_NAME);
  } catch {
    return null;
  }
  return {
    get: (key) => idbGet(key, store),
    set: (key, value) => idbSet(key, value, store),
    del: (key) => idbDel(key, store),
  };
}

const defaultCache = createClientCache({ backend: idbBackend });

export const cacheGet = defaultCache.cacheGet;
export const cacheSet = defaultCache.cacheSet;
export const cacheDelete = defaultCache.cacheDelete;
export const cached = defaultCache.cached;
