import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/**
 * The site's cache of platform data (lib/upstream.ts): kept for SITE_DATA_TTL_MS, but read again as
 * soon as an operator's change moves the platform's data version, asked at most once a second.
 */
type Upstream = typeof import('./upstream');
let upstream: Upstream;
let version = '1';
let configReads = 0;
let versionReads = 0;
let platformDown = false;

function answer(output: unknown) {
  return new Response(JSON.stringify({ status: true, msg: 'success', output }), { headers: { 'content-type': 'application/json' } });
}

beforeEach(async () => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-12-01T00:00:00Z'));
  version = '1';
  configReads = versionReads = 0;
  platformDown = false;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      if (platformDown) throw new TypeError('fetch failed');
      if (url.endsWith('/api/site/data-version')) {
        versionReads += 1;
        return answer({ version });
      }
      configReads += 1;
      return answer({ read: configReads });
    }),
  );
  vi.resetModules();
  upstream = await import('./upstream');
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

const config = () => upstream.cachedUpstream('general/config', {}) as Promise<unknown>;

describe('cachedUpstream', () => {
  it('serves a second page from the cache while nothing changed', async () => {
    expect(await config()).toEqual({ read: 1 });
    vi.advanceTimersByTime(5_000);
    expect(await config()).toEqual({ read: 1 });
    expect(configReads).toBe(1);
  });

  it('reads again on the first page after an operator change, within a second', async () => {
    expect(await config()).toEqual({ read: 1 });
    version = '2';
    // Within the second the version was checked, the old answer stands.
    vi.advanceTimersByTime(999);
    expect(await config()).toEqual({ read: 1 });
    vi.advanceTimersByTime(1);
    expect(await config()).toEqual({ read: 2 });
    expect(await config()).toEqual({ read: 2 });
  });

  it('asks for the version at most once a second, however many pages render', async () => {
    await Promise.all(Array.from({ length: 20 }, () => config()));
    vi.advanceTimersByTime(500);
    await Promise.all(Array.from({ length: 20 }, () => config()));
    expect(versionReads).toBe(1);
    vi.advanceTimersByTime(500);
    await config();
    expect(versionReads).toBe(2);
  });

  it('keeps serving what it has when the platform does not answer', async () => {
    expect(await config()).toEqual({ read: 1 });
    platformDown = true;
    vi.advanceTimersByTime(60_000);
    expect(await config()).toEqual({ read: 1 });
  });
});

describe('siteDataVersion', () => {
  it('does not hold a page up for a slow platform: the last version known answers, the next page gets the new one', async () => {
    vi.useRealTimers();
    vi.resetModules();
    let release: (() => void) | undefined;
    let current = '7';
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        if (current === '8') await new Promise<void>((resolve) => (release = resolve));
        return answer({ version: current });
      }),
    );
    const fresh = await import('./upstream');
    expect(await fresh.siteDataVersion()).toBe('7');
    current = '8';
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    const started = Date.now();
    expect(await fresh.siteDataVersion()).toBe('7');
    expect(Date.now() - started).toBeLessThan(600);
    release!();
    await vi.waitFor(async () => expect(await fresh.siteDataVersion()).toBe('8'));
  });
});
