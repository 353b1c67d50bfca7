// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/** A fresh module per test: the "page has had its first input" flag is module state. */
async function load() {
  vi.resetModules();
  return import('./after-first-paint');
}

describe('afterFirstInteraction', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('waits for the first input, then runs once', async () => {
    const { afterFirstInteraction } = await load();
    const run = vi.fn();
    afterFirstInteraction(run);
    vi.advanceTimersByTime(60_000);
    expect(run).not.toHaveBeenCalled();
    window.dispatchEvent(new Event('keydown'));
    window.dispatchEvent(new Event('pointerdown'));
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('runs at once for callers that come after the page had its first input', async () => {
    const { afterFirstInteraction } = await load();
    afterFirstInteraction(() => undefined);
    window.dispatchEvent(new Event('scroll'));
    const later = vi.fn();
    afterFirstInteraction(later);
    expect(later).toHaveBeenCalledTimes(1);
  });

  it('runs after the fallback delay on a page nobody touches, without counting that as an input', async () => {
    const { afterFirstInteraction } = await load();
    const run = vi.fn();
    afterFirstInteraction(run, { fallbackMs: 10_000 });
    vi.advanceTimersByTime(9_999);
    expect(run).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(run).toHaveBeenCalledTimes(1);
    const later = vi.fn();
    afterFirstInteraction(later);
    expect(later).not.toHaveBeenCalled();
  });

  it('with idle: waits for the browser to be idle after the input', async () => {
    const { afterFirstInteraction } = await load();
    const run = vi.fn();
    afterFirstInteraction(run, { idle: true });
    window.dispatchEvent(new Event('touchstart'));
    expect(run).not.toHaveBeenCalled();
    vi.advanceTimersByTime(2_500);
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('cancelled before the input: never runs', async () => {
    const { afterFirstInteraction } = await load();
    const run = vi.fn();
    const cancel = afterFirstInteraction(run, { fallbackMs: 1_000 });
    cancel();
    window.dispatchEvent(new Event('keydown'));
    vi.advanceTimersByTime(5_000);
    expect(run).not.toHaveBeenCalled();
  });
});

describe('afterFirstPaint', () => {
  /** A browser with paint timing that has not painted yet; `paint()` reports the first paint. */
  function paintTiming() {
    let callback: (() => void) | undefined;
    class FakeObserver {
      static supportedEntryTypes = ['paint'];
      constructor(cb: () => void) {
        callback = cb;
      }
      observe() {}
      disconnect() {
        callback = undefined;
      }
    }
    vi.stubGlobal('PerformanceObserver', FakeObserver);
    vi.spyOn(performance, 'getEntriesByType').mockReturnValue([]);
    return { paint: () => callback?.() };
  }

  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('on a loaded page that has not painted yet, waits for the first paint, then for idle', async () => {
    const { afterFirstPaint } = await load();
    const { paint } = paintTiming();
    const run = vi.fn();
    afterFirstPaint(run);
    vi.advanceTimersByTime(4_000);
    expect(run).not.toHaveBeenCalled();
    paint();
    vi.advanceTimersByTime(2_500);
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('gives up waiting for a paint after 5 s (a tab in the background)', async () => {
    const { afterFirstPaint } = await load();
    paintTiming();
    const run = vi.fn();
    afterFirstPaint(run);
    vi.advanceTimersByTime(5_000 + 2_500);
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('cancelled while waiting for the paint: never runs', async () => {
    const { afterFirstPaint } = await load();
    const { paint } = paintTiming();
    const run = vi.fn();
    afterFirstPaint(run)();
    paint();
    vi.advanceTimersByTime(10_000);
    expect(run).not.toHaveBeenCalled();
  });
});
