import { describe, expect, it, vi } from 'vitest';
import * as defaultCache from './client-cache';
import { DEFAULT_CACHE_MAX_AGE_MS, createClientCache, idbBackend, isFresh, type CacheBackend } from './client-cache';

function memoryBackend() {
  const map = new Map<string, unknown>();
  const backend: CacheBackend = {
    get: vi.fn(async (k: string) => map.get(k)),
    set: vi.fn(async (k: string, v: unknown) => void map.set(k, v)),
    del: vi.fn(async (k: string) => void map.delete(k)),
  };
  return { map, backend };
}

function setup() {
  let t = 1_000_000;
  const clock = { now: () => t, advance: (ms: number) => (t += ms) };
  const { map, backend } = memoryBackend();
  const cache = createClientCache({ backend, now: clock.now });
  return { cache, map, backend, clock };
}

describe('client cache: freshness', () => {
  it('stores {value, savedAt, version?} entries', async () => {
    const { cache, map } = setup();
    await cache.cacheSet('statuses', [1, 2]);
    await cache.cacheSet('providers', { a: 1 }, 'v7');
    expect(map.get('statuses')).toEqual({ value: [1, 2], savedAt: 1_000_000 });
    expect(map.get('providers')).toEqual({ value: { a: 1 }, savedAt: 1_000_000, version: 'v7' });
  });

  it('without a version an entry lives 600000 ms by default', async () => {
    const { cache, clock } = setup();
    expect(DEFAULT_CACHE_MAX_AGE_MS).toBe(600_000);
    await cache.cacheSet('k', 'v');
    clock.advance(599_999);
    expect(await cache.cacheGet('k')).toBe('v');
    clock.advance(1);
    expect(await cache.cacheGet('k')).toBeUndefined();
  });

  it('honours a custom maxAgeMs', async () => {
    const { cache, clock } = setup();
    await cache.cacheSet('k', 'v');
    clock.advance(5_000);
    expect(await cache.cacheGet('k', { maxAgeMs: 5_001 })).toBe('v');
    expect(await cache.cacheGet('k', { maxAgeMs: 5_000 })).toBeUndefined();
  });

  it('with a version only a matching version counts, however old', async () => {
    const { cache, clock } = setup();
    await cache.cacheSet('k', 'v', '2024-01');
    clock.advance(10 * DEFAULT_CACHE_MAX_AGE_MS);
    expect(await cache.cacheGet('k', { version: '2024-01' })).toBe('v');
    expect(await cache.cacheGet('k', { version: '2024-02' })).toBeUndefined();
    expect(await cache.cacheGet('k', { version: 7 })).toBeUndefined();
    await cache.cacheSet('unversioned', 'v');
    expect(await cache.cacheGet('unversioned', { version: '2024-01' })).toBeUndefined();
  });

  it('treats entries from the future (clock moved back) and malformed entries as misses', async () => {
    const { cache, map, clock } = setup();
    await cache.cacheSet('k', 'v');
    clock.advance(-1);
    expect(await cache.cacheGet('k')).toBeUndefined();
    map.set('bad1', 'just a string');
    map.set('bad2', { value: 1 });
    map.set('bad3', { value: 1, savedAt: 'yesterday' });
    expect(await cache.cacheGet('bad1')).toBeUndefined();
    expect(await cache.cacheGet('bad2')).toBeUndefined();
    expect(await cache.cacheGet('bad3')).toBeUndefined();
  });

  it('isFresh is the pure rule', () => {
    expect(isFresh({ value: 1, savedAt: 0 }, 10, { maxAgeMs: 11 })).toBe(true);
    expect(isFresh({ value: 1, savedAt: 0, version: 1 }, 10, { version: 1 })).toBe(true);
  });

  it('cacheDelete removes an entry', async () => {
    const { cache } = setup();
    await cache.cacheSet('k', 'v');
    await cache.cacheDelete('k');
    expect(await cache.cacheGet('k')).toBeUndefined();
  });
});

describe('cached (read-through)', () => {
  it('loads once, then serves from the cache until stale', async () => {
    const { cache, clock } = setup();
    const loader = vi.fn(async () => ({ list: [1] }));
    expect(await cache.cached('countries', loader)).toEqual({ list: [1] });
    expect(await cache.cached('countries', loader)).toEqual({ list: [1] });
    expect(loader).toHaveBeenCalledTimes(1);
    clock.advance(DEFAULT_CACHE_MAX_AGE_MS);
    await cache.cached('countries', loader);
    expect(loader).toHaveBeenCalledTimes(2);
  });

  it('reloads when the version changes and stores the new version', async () => {
    const { cache, map } = setup();
    const loader = vi.fn(async () => 'games');
    await cache.cached('games', loader, { version: 'a' });
    await cache.cached('games', loader, { version: 'a' });
    await cache.cached('games', loader, { version: 'b' });
    expect(loader).toHaveBeenCalledTimes(2);
    expect(map.get('games')).toMatchObject({ version: 'b' });
  });

  it('does not store null/undefined or values refused by shouldCache', async () => {
    const { cache, map } = setup();
    await cache.cached('a', async () => null);
    await cache.cached('b', async () => undefined);
    await cache.cached('c', async () => ({ status: false }), { shouldCache: (v) => v.status });
    expect(map.size).toBe(0);
  });

  it('shares one load between concurrent callers', async () => {
    const { cache } = setup();
    let resolve!: (v: string) => void;
    const loader = vi.fn(() => new Promise<string>((r) => (resolve = r)));
    const a = cache.cached('k', loader);
    const b = cache.cached('k', loader);
    await vi.waitFor(() => expect(loader).toHaveBeenCalledTimes(1));
    resolve('v');
    expect(await a).toBe('v');
    expect(await b).toBe('v');
  });

  it('propagates loader errors and lets the next call retry', async () => {
    const { cache } = setup();
    const loader = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValueOnce('v');
    await expect(cache.cached('k', loader)).rejects.toThrow('offline');
    expect(await cache.cached('k', loader)).toBe('v');
  });
});

describe('client cache without IndexedDB', () => {
  it('with no backend it misses, drops writes and just calls the loader', async () => {
    const cache = createClientCache({ backend: null });
    await expect(cache.cacheSet('k', 'v')).resolves.toBeUndefined();
    expect(await cache.cacheGet('k')).toBeUndefined();
    const loader = vi.fn(async () => 'fresh');
    expect(await cache.cached('k', loader)).toBe('fresh');
    expect(await cache.cached('k', loader)).toBe('fresh');
    expect(loader).toHaveBeenCalledTimes(2);
  });

  it('a failing backend (private mode, quota) never throws', async () => {
    const boom = () => Promise.reject(new DOMException('denied', 'InvalidStateError'));
    const cache = createClientCache({ backend: { get: boom, set: boom, del: boom } });
    await expect(cache.cacheSet('k', 'v')).resolves.toBeUndefined();
    await expect(cache.cacheDelete('k')).resolves.toBeUndefined();
    expect(await cache.cacheGet('k')).toBeUndefined();
    expect(await cache.cached('k', async () => 'x')).toBe('x');
  });

  it('a lazily resolved backend is created once; a throwing factory means no storage', async () => {
    const { backend } = memoryBackend();
    const factory = vi.fn(() => backend);
    const cache = createClientCache({ backend: factory });
    expect(factory).not.toHaveBeenCalled();
    await cache.cacheSet('k', 1);
    await cache.cacheGet('k');
    expect(factory).toHaveBeenCalledTimes(1);

    const broken = createClientCache({
      backend: () => {
        throw new Error('SecurityError');
      },
    });
    expect(await broken.cached('k', async () => 2)).toBe(2);
  });

  it('the default idb-keyval binding degrades to the loader (happy-dom has no IndexedDB)', async () => {
    expect(typeof indexedDB).toBe('undefined');
    expect(idbBackend()).toBeNull();
    await expect(defaultCache.cacheSet('k', 'v')).resolves.toBeUndefined();
    expect(await defaultCache.cached('k', async () => 'loaded')).toBe('loaded');
  });

  it('idbBackend on a broken IndexedDB (open throws, or open fails): misses, never throws', async () => {
    vi.stubGlobal('indexedDB', {
      open: () => {
        throw new DOMException('blocked', 'SecurityError');
      },
    });
    try {
      const throwing = createClientCache({ backend: idbBackend() });
      expect(await throwing.cacheGet('k')).toBeUndefined();
      await expect(throwing.cacheSet('k', 1)).resolves.toBeUndefined();
      expect(await throwing.cached('k', async () => 'x')).toBe('x');

      const open = vi.fn((_name: string) => {
        const request: Record<string, unknown> = { error: new DOMException('private mode', 'InvalidStateError') };
        queueMicrotask(() => (request.onerror as () => void)());
        return request;
      });
      vi.stubGlobal('indexedDB', { open });
      const failing = createClientCache({ backend: idbBackend() });
      expect(await failing.cacheGet('k')).toBeUndefined();
      expect(open).toHaveBeenCalledWith('rts');
      await expect(failing.cacheSet('k', 1)).resolves.toBeUndefined();
      expect(await failing.cached('k', async () => 'y')).toBe('y');
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
