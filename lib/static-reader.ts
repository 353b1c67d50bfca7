/**
 * Reads the static catalogue the platform publishes to public storage (docs/PRODUCT.md §7): version.json
 * first, then each file cached under `static:{key}` with that version (docs/PRODUCT.md §9 version match).
 * The same code runs on the server (STORAGE_URL, an in-memory cache) and in the browser
 * (PUBLIC_STORAGE_URL, the idb cache `rts`). Framework-free: no Node imports, so it can sit in a
 * client bundle; the server may inject node:zlib's gunzip, which is faster than the stream.
 */
import type { CacheVersion } from './client-cache';
import { versionFileSchema } from './contracts/catalog';
import { staticKeys } from './contracts/static-files';

/** Anything with zod's `parse`: the reader validates every file before caching it. */
export type Schema<T> = { parse(value: unknown): T };

/** The part of lib/client-cache the reader needs; `memoryStaticCache()` is the server's. */
export type StaticCache = {
  cacheGet<T>(key: string, opts: { version: CacheVersion }): Promise<T | undefined>;
  cacheSet<T>(key: string, value: T, version: CacheVersion): Promise<void>;
};

export type StaticReaderOptions = {
  /** storage base without the trailing slash: siteEnv.STORAGE_URL on the server, PUBLIC_STORAGE_URL in the browser */
  baseUrl: string;
  /** the {env} segment of the keys (CATALOG_ENV) */
  env: string;
  fetch?: typeof fetch;
  cache?: StaticCache | null;
  now?: () => number;
  gunzip?: (bytes: Uint8Array) => Promise<Uint8Array>;
};

export type ReadOptions = {
  /** a version already known (e.g. the one the server rendered with); saves one version.json request */
  version?: string;
};

export type StaticReader = {
  /** the published version; never cached, always a fresh request */
  version(): Promise<string>;
  /** the file under `key` (e.g. staticKeys.category(...)) for the current version */
  read<T>(key: string, schema: Schema<T>, opts?: ReadOptions): Promise<T>;
};

export class StaticFileError extends Error {
  constructor(
    readonly key: string,
    readonly status: number,
  ) {
    super(`static file ${key}: ${status ? `HTTP ${status}` : 'unreadable'}`);
    this.name = 'StaticFileError';
  }
}

const isGzip = (bytes: Uint8Array) => bytes.length > 2 && bytes[0] === 0x1f && bytes[1] === 0x8b;

/** Browser and Node 20 both have DecompressionStream; no library needed. */
export async function gunzipWithStream(bytes: Uint8Array): Promise<Uint8Array> {
  const stream = new Blob([bytes as Uint8Array<ArrayBuffer>]).stream().pipeThrough(new DecompressionStream('gzip'));
  return new Uint8Array(await new Response(stream).arrayBuffer());
}

/**
 * Storage may hand back gzip bytes (an object stored without Content-Encoding) or plain JSON (a
 * fetch that already decoded Content-Encoding: gzip, or the site's /storage route): accept both.
 */
export async function decodeJsonBytes(
  bytes: Uint8Array,
  gunzip: (b: Uint8Array) => Promise<Uint8Array> = gunzipWithStream,
): Promise<unknown> {
  const plain = isGzip(bytes) ? await gunzip(bytes) : bytes;
  return JSON.parse(new TextDecoder().decode(plain));
}

/** The server's cache: one entry per key, replaced when the version moves on, so it never grows past the key set. */
export function memoryStaticCache(): StaticCache {
  const entries = new Map<string, { value: unknown; version: CacheVersion }>();
  return {
    async cacheGet<T>(key: string, opts: { version: CacheVersion }) {
      const hit = entries.get(key);
      return hit && hit.version === opts.version ? (hit.value as T) : undefined;
    },
    async cacheSet<T>(key: string, value: T, version: CacheVersion) {
      entries.set(key, { value, version });
    },
  };
}

export function createStaticReader(options: StaticReaderOptions): StaticReader {
  const base = options.baseUrl.replace(/\/+$/, '');
  const doFetch = options.fetch ?? ((input, init) => fetch(input, init));
  const now = options.now ?? Date.now;
  const cache = options.cache ?? null;
  const gunzip = options.gunzip ?? gunzipWithStream;
  // Concurrent callers (a page reading several files) share one request instead of racing.
  let pendingVersion: Promise<string> | null = null;
  const pendingReads = new Map<string, Promise<unknown>>();

  async function getBytes(key: string): Promise<Uint8Array> {
    // The timestamp defeats every cache between us and storage: files change under the same key.
    const res = await doFetch(`${base}/${key}?t=${now()}`, { cache: 'no-store' });
    if (!res.ok) throw new StaticFileError(key, res.status);
    return new Uint8Array(await res.arrayBuffer());
  }

  async function fetchJson(key: string): Promise<unknown> {
    const bytes = await getBytes(key);
    try {
      return await decodeJsonBytes(bytes, gunzip);
    } catch {
      throw new StaticFileError(key, 0);
    }
  }

  function version(): Promise<string> {
    pendingVersion ??= (async () => {
      try {
        const file = versionFileSchema.parse(await fetchJson(staticKeys.version(options.env)));
        return file.version;
      } finally {
        pendingVersion = null;
      }
    })();
    return pendingVersion;
  }

  async function load<T>(key: string, schema: Schema<T>, version: string): Promise<T> {
    const cacheKey = `static:${key}`;
    const hit = await cache?.cacheGet<T>(cacheKey, { version });
    if (hit !== undefined) return hit;
    const value = schema.parse(await fetchJson(key));
    await cache?.cacheSet(cacheKey, value, version);
    return value;
  }

  async function read<T>(key: string, schema: Schema<T>, opts: ReadOptions = {}): Promise<T> {
    const current = opts.version ?? (await version());
    const id = `${current}\n${key}`;
    const pending = pendingReads.get(id);
    if (pending) return pending as Promise<T>;
    const run = load(key, schema, current);
    pendingReads.set(id, run);
    const clear = () => pendingReads.delete(id);
    run.then(clear, clear);
    return run;
  }

  return { version, read };
}
