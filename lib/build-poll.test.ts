import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  BUILD_POLL_INTERVAL_MS,
  MANIFEST_PREFETCH_DELAY_MS,
  isSlowConnection,
  scheduleManifestPrefetch,
  startBuildPoll,
} from './build-poll';

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status });

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(1_700_000_000_000);
});
afterEach(() => {
  expect(vi.getTimerCount()).toBe(0); // nothing left running
  vi.useRealTimers();
});

describe('startBuildPoll', () => {
  it('polls builds/latest.json every 60 s with a cache-busting timestamp', async () => {
    const fetch = vi.fn(async (_url: string, _init?: RequestInit) => json({ buildId: 'b1' }));
    const onNewBuild = vi.fn();
    const stop = startBuildPoll({ currentBuildId: 'b1', onNewBuild, fetch, isHidden: () => false });
    expect(BUILD_POLL_INTERVAL_MS).toBe(60_000);
    await vi.advanceTimersByTimeAsync(59_999);
    expect(fetch).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(fetch).toHaveBeenCalledTimes(1);
    const [url, init] = fetch.mock.calls[0]!;
    expect(url).toBe(`/builds/latest.json?t=${1_700_000_060_000}`);
    expect(init?.cache).toBe('no-store');
    await vi.advanceTimersByTimeAsync(60_000);
    expect(fetch).toHaveBeenCalledTimes(2);
    expect(fetch.mock.calls[1]![0]).not.toBe(url);
    expect(onNewBuild).not.toHaveBeenCalled();
    stop();
  });

  it('reports a different build once and stops polling', async () => {
    const fetch = vi.fn(async () => json({ buildId: 'b2' }));
    const onNewBuild = vi.fn();
    startBuildPoll({ currentBuildId: 'b1', onNewBuild, fetch, intervalMs: 1_000, isHidden: () => false, baseUrl: 'https://cdn.test' });
    await vi.advanceTimersByTimeAsync(5_000);
    expect(onNewBuild).toHaveBeenCalledTimes(1);
    expect(onNewBuild).toHaveBeenCalledWith('b2');
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(fetch.mock.calls[0]).toEqual([expect.stringMatching(/^https:\/\/cdn\.test\/builds\/latest\.json\?t=\d+$/), expect.anything()]);
  });

  it('keeps polling through network errors, bad status and malformed JSON', async () => {
    const fetch = vi
      .fn<(url: string, init?: RequestInit) => Promise<Response>>()
      .mockRejectedValueOnce(new TypeError('offline'))
      .mockResolvedValueOnce(json({}, 503))
      .mockResolvedValueOnce(new Response('<html>'))
      .mockResolvedValueOnce(json({ buildId: 42 }))
      .mockResolvedValueOnce(json({ buildId: 'b9' }));
    const onNewBuild = vi.fn();
    startBuildPoll({ currentBuildId: 'b1', onNewBuild, fetch, intervalMs: 1_000, isHidden: () => false });
    await vi.advanceTimersByTimeAsync(4_000);
    expect(onNewBuild).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1_000);
    expect(onNewBuild).toHaveBeenCalledWith('b9');
    expect(fetch).toHaveBeenCalledTimes(5);
  });

  it('skips ticks while the page is hidden', async () => {
    let hidden = true;
    const fetch = vi.fn(async () => json({ buildId: 'b1' }));
    const stop = startBuildPoll({ currentBuildId: 'b1', onNewBuild: vi.fn(), fetch, intervalMs: 1_000, isHidden: () => hidden });
    await vi.advanceTimersByTimeAsync(3_000);
    expect(fetch).not.toHaveBeenCalled();
    hidden = false;
    await vi.advanceTimersByTimeAsync(1_000);
    expect(fetch).toHaveBeenCalledTimes(1);
    stop();
  });

  it('stop() cancels the timer and an in-flight request, and nothing is reported afterwards', async () => {
    let seenSignal: AbortSignal | undefined;
    let resolve!: (r: Response) => void;
    const fetch = vi.fn((_url: string, init?: RequestInit) => {
      seenSignal = init?.signal ?? undefined;
      return new Promise<Response>((r) => (resolve = r));
    });
    const onNewBuild = vi.fn();
    const stop = startBuildPoll({ currentBuildId: 'b1', onNewBuild, fetch, intervalMs: 1_000, isHidden: () => false });
    await vi.advanceTimersByTimeAsync(1_000);
    stop();
    expect(seenSignal?.aborted).toBe(true);
    resolve(json({ buildId: 'b2' }));
    await vi.advanceTimersByTimeAsync(5_000);
    expect(onNewBuild).not.toHaveBeenCalled();
    expect(fetch).toHaveBeenCalledTimes(1);
  });
});

describe('scheduleManifestPrefetch', () => {
  it('fetches builds/meta/{buildId}.json after 1000 ms and hands over the manifest', async () => {
    const manifest = { rules: [] };
    const fetch = vi.fn(async (_url: string, _init?: RequestInit) => json(manifest));
    const onManifest = vi.fn();
    scheduleManifestPrefetch('abc_123', { fetch, connection: { effectiveType: '4g' }, onManifest });
    expect(MANIFEST_PREFETCH_DELAY_MS).toBe(1000);
    await vi.advanceTimersByTimeAsync(999);
    expect(fetch).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(fetch.mock.calls[0]![0]).toBe('/builds/meta/abc_123.json');
    expect(onManifest).toHaveBeenCalledWith(manifest);
  });

  it.each([{ effectiveType: 'slow-2g' }, { effectiveType: '2g' }, { effectiveType: '4g', saveData: true }])(
    'skips on a slow connection %o',
    async (connection) => {
      const fetch = vi.fn(async () => json({}));
      scheduleManifestPrefetch('abc', { fetch, connection });
      await vi.advanceTimersByTimeAsync(5_000);
      expect(fetch).not.toHaveBeenCalled();
    },
  );

  it('prefetches when the connection is unknown (no Network Information API)', async () => {
    const fetch = vi.fn(async () => json({}));
    scheduleManifestPrefetch('abc', { fetch, connection: null });
    await vi.advanceTimersByTimeAsync(1_000);
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('refuses build ids that are not a plain token', async () => {
    const fetch = vi.fn(async () => json({}));
    scheduleManifestPrefetch('../../secret', { fetch, connection: null });
    scheduleManifestPrefetch('', { fetch, connection: null });
    await vi.advanceTimersByTimeAsync(2_000);
    expect(fetch).not.toHaveBeenCalled();
  });

  it('cancel() before the delay prevents the fetch; errors are swallowed', async () => {
    const fetch = vi.fn(async () => json({}));
    const cancel = scheduleManifestPrefetch('abc', { fetch, connection: null });
    cancel();
    await vi.advanceTimersByTimeAsync(2_000);
    expect(fetch).not.toHaveBeenCalled();

    const failing = vi.fn(async () => {
      throw new TypeError('offline');
    });
    const onManifest = vi.fn();
    scheduleManifestPrefetch('abc', { fetch: failing, connection: null, onManifest });
    await vi.advanceTimersByTimeAsync(1_000);
    expect(failing).toHaveBeenCalledTimes(1);
    expect(onManifest).not.toHaveBeenCalled();
  });

  it('isSlowConnection', () => {
    expect(isSlowConnection(undefined)).toBe(false);
    expect(isSlowConnection({ effectiveType: '3g' })).toBe(false);
    expect(isSlowConnection({ effectiveType: '2g' })).toBe(true);
    expect(isSlowConnection({ saveData: true })).toBe(true);
  });
});
