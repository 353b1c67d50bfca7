import { gzipSync } from 'node:zlib';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { createClientCache } from './client-cache';
import { StaticFileError, createStaticReader, decodeJsonBytes, memoryStaticCache } from './static-reader';

const listSchema = z.array(z.object({ id: z.string() }));
const games = [{ id: 'a' }, { id: 'b' }];

/** A storage stand-in: key → body (string = plain JSON, Buffer = raw bytes), counting requests. */
function storage(files: Record<string, string | Uint8Array>) {
  const calls: string[] = [];
  const fetchMock = vi.fn(async (input: string | URL | Request) => {
    const url = String(input);
    calls.push(url);
    const key = url.replace('https://cdn.test/', '').replace(/\?.*$/, '');
    const body = files[key];
    if (body === undefined) return new Response('missing', { status: 404 });
    return new Response(typeof body === 'string' ? body : (body as Uint8Array<ArrayBuffer>), { status: 200 });
  });
  return { fetch: fetchMock as unknown as typeof fetch, calls, files };
}

const version = (v: string) => JSON.stringify({ version: v, publishedAt: '2026-11-21T00:00:00Z' });

describe('createStaticReader', () => {
  it('asks for version.json with a fresh timestamp every time', async () => {
    const s = storage({ 'live/version.json': version('v1') });
    let t = 1000;
    const reader = createStaticReader({ baseUrl: 'https://cdn.test/', env: 'live', fetch: s.fetch, now: () => t++ });
    expect(await reader.version()).toBe('v1');
    expect(await reader.version()).toBe('v1');
    expect(s.calls).toEqual(['https://cdn.test/live/version.json?t=1000', 'https://cdn.test/live/version.json?t=1001']);
  });

  it('reads gzip bytes and plain JSON alike', async () => {
    const s = storage({
      'live/version.json': version('v1'),
      'live/MYR/game/slots.json.gz': gzipSync(JSON.stringify(games)),
      'live/MYR/game/table.json.gz': JSON.stringify(games),
    });
    const reader = createStaticReader({ baseUrl: 'https://cdn.test', env: 'live', fetch: s.fetch, now: () => 5 });
    expect(await reader.read('live/MYR/game/slots.json.gz', listSchema)).toEqual(games);
    expect(await reader.read('live/MYR/game/table.json.gz', listSchema)).toEqual(games);
    expect(s.calls).toContain('https://cdn.test/live/MYR/game/slots.json.gz?t=5');
  });

  it('serves a cached file while the version holds and fetches again when it moves on', async () => {
    const s = storage({ 'live/version.json': version('v1'), 'live/x.json': JSON.stringify(games) });
    const backing = new Map<string, unknown>();
    const cache = createClientCache({
      backend: { get: async (k) => backing.get(k), set: async (k, v) => void backing.set(k, v), del: async (k) => void backing.delete(k) },
    });
    const reader = createStaticReader({ baseUrl: 'https://cdn.test', env: 'live', fetch: s.fetch, cache });
    await reader.read('live/x.json', listSchema);
    await reader.read('live/x.json', listSchema);
    expect(s.calls.filter((u) => u.includes('x.json'))).toHaveLength(1);
    expect(backing.get('static:live/x.json')).toMatchObject({ value: games, version: 'v1' });

    s.files['live/version.json'] = version('v2');
    s.files['live/x.json'] = JSON.stringify([{ id: 'c' }]);
    expect(await reader.read('live/x.json', listSchema)).toEqual([{ id: 'c' }]);
    expect(s.calls.filter((u) => u.includes('x.json'))).toHaveLength(2);
  });

  it('skips version.json when the caller already knows the version', async () => {
    const s = storage({ 'live/x.json': JSON.stringify(games) });
    const reader = createStaticReader({ baseUrl: 'https://cdn.test', env: 'live', fetch: s.fetch, cache: memoryStaticCache() });
    expect(await reader.read('live/x.json', listSchema, { version: 'v9' })).toEqual(games);
    expect(await reader.read('live/x.json', listSchema, { version: 'v9' })).toEqual(games);
    expect(s.calls).toHaveLength(1);
  });

  it('shares one request between concurrent readers of the same file', async () => {
    const s = storage({ 'live/version.json': version('v1'), 'live/x.json': JSON.stringify(games) });
    const reader = createStaticReader({ baseUrl: 'https://cdn.test', env: 'live', fetch: s.fetch, cache: memoryStaticCache() });
    await Promise.all([reader.read('live/x.json', listSchema), reader.read('live/x.json', listSchema)]);
    expect(s.calls.filter((u) => u.includes('version.json'))).toHaveLength(1);
    expect(s.calls.filter((u) => u.includes('x.json'))).toHaveLength(1);
  });

  it('refuses a file that does not match its schema, and caches nothing', async () => {
    const s = storage({ 'live/version.json': version('v1'), 'live/x.json': JSON.stringify([{ nope: 1 }]) });
    const cache = memoryStaticCache();
    const reader = createStaticReader({ baseUrl: 'https://cdn.test', env: 'live', fetch: s.fetch, cache });
    await expect(reader.read('live/x.json', listSchema)).rejects.toThrow();
    expect(await cache.cacheGet('static:live/x.json', { version: 'v1' })).toBeUndefined();
  });

  it('reports a missing file with its status, and unreadable bytes as status 0', async () => {
    const s = storage({ 'live/version.json': version('v1'), 'live/bad.json': 'not json' });
    const reader = createStaticReader({ baseUrl: 'https://cdn.test', env: 'live', fetch: s.fetch });
    await expect(reader.read('live/gone.json', listSchema)).rejects.toMatchObject({ name: 'StaticFileError', status: 404 });
    await expect(reader.read('live/bad.json', listSchema)).rejects.toBeInstanceOf(StaticFileError);
  });

  it('uses an injected gunzip (the server passes node:zlib)', async () => {
    const s = storage({ 'live/version.json': version('v1'), 'live/x.json.gz': gzipSync(JSON.stringify(games)) });
    const gunzip = vi.fn(async (b: Uint8Array) => new Uint8Array((await import('node:zlib')).gunzipSync(b)));
    const reader = createStaticReader({ baseUrl: 'https://cdn.test', env: 'live', fetch: s.fetch, gunzip });
    expect(await reader.read('live/x.json.gz', listSchema)).toEqual(games);
    expect(gunzip).toHaveBeenCalledTimes(1);
  });
});

describe('decodeJsonBytes', () => {
  it('decodes UTF-8 (Thai, Chinese) from gzip with DecompressionStream', async () => {
    const value = { th: 'สล็อต', zh: '老虎机' };
    expect(await decodeJsonBytes(new Uint8Array(gzipSync(JSON.stringify(value))))).toEqual(value);
  });
});
