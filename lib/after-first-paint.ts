/** The longest a loaded page waits for its first paint (a tab opened in the background paints only when shown). */
const PAINT_WAIT_MS = 5_000;

/**
 * Calls `then` once the browser has painted the page (at once if it already has), or after
 * PAINT_WAIT_MS. The load event does not mean a paint: on a busy phone the scripts load, hydrate and
 * fire `load` before the first frame, and work started then (the fingerprint agent builds and
 * removes dozens of iframes) competed with that frame.
 */
function whenPainted(then: () => void): () => void {
  const paintTiming = typeof PerformanceObserver !== 'undefined' && PerformanceObserver.supportedEntryTypes?.includes('paint');
  if (!paintTiming) {
    // No paint timing: two frames from now the first paint is behind us.
    let frame = requestAnimationFrame(() => (frame = requestAnimationFrame(() => then())));
    return () => cancelAnimationFrame(frame);
  }
  if (performance.getEntriesByType('paint').length > 0) {
    then();
    return () => undefined;
  }
  let done = false;
  const stop = () => {
    done = true;
    observer.disconnect();
    window.clearTimeout(timer);
  };
  const finish = () => {
    if (done) return;
    stop();
    then();
  };
  const observer = new PerformanceObserver(finish);
  observer.observe({ type: 'paint' });
  const timer = window.setTimeout(finish, PAINT_WAIT_MS);
  return stop;
}

/**
 * Runs `run` once the page has loaded, the browser has painted it and is idle (or 2 s after the
 * paint at the latest), so sockets, fingerprinting and third-party scripts never compete with the
 * first paint. Returns a cancel.
 */
export function afterFirstPaint(run: () => void): () => void {
  let cancelled = false;
  let idle: number | undefined;
  let cancelPaintWait: (() => void) | undefined;
  const w = window as Window & {
    requestIdleCallback?: (cb: () => void, options?: { timeout: number }) => number;
    cancelIdleCallback?: (id: number) => void;
  };
  const whenIdle = () => {
    if (cancelled) return;
    if (w.requestIdleCallback) idle = w.requestIdleCallback(run, { timeout: 2000 });
    else idle = window.setTimeout(run, 200);
  };
  const start = () => {
    if (!cancelled) cancelPaintWait = whenPainted(whenIdle);
  };
  if (document.readyState === 'complete') start();
  else window.addEventListener('load', start, { once: true });
  return () => {
    cancelled = true;
    window.removeEventListener('load', start);
    cancelPaintWait?.();
    if (idle !== undefined) (w.cancelIdleCallback ?? window.clearTimeout)(idle);
  };
}

/** Set at the page's first input: later callers (a lobby reached by a client navigation) need not wait. */
let interacted = false;

/** What counts as the visitor starting to use the page. */
const FIRST_INTERACTIONS = ['pointerdown', 'keydown', 'touchstart', 'wheel', 'scroll', 'focusin'] as const;

/**
 * Runs `run` once the visitor first touches, clicks, types, scrolls or focuses something — work
 * only an active visitor needs (the fingerprint agent, the lobby's whole catalogue) stays off a
 * page load that never becomes a visit, and out of the first paint's way. `idle`: wait for the
 * browser's next idle moment after that first input (so the work does not lengthen the input's own
 * frame); `fallbackMs`: run anyway that long after the call. After the page's first input, calls
 * run at once (or at the next idle moment). Returns a cancel.
 */
export function afterFirstInteraction(run: () => void, options: { idle?: boolean; fallbackMs?: number } = {}): () => void {
  let done = false;
  let cancelIdle: (() => void) | undefined;
  let fallback: number | undefined;
  const listen = { capture: true, passive: true } as const;
  const stopListening = () => {
    for (const type of FIRST_INTERACTIONS) window.removeEventListener(type, trigger, listen);
    if (fallback !== undefined) window.clearTimeout(fallback);
  };
  function trigger(event?: Event) {
    if (done) return;
    done = true;
    if (event) interacted = true;
    stopListening();
    if (options.idle) cancelIdle = afterFirstPaint(run);
    else run();
  }
  if (interacted) {
    trigger();
    return () => cancelIdle?.();
  }
  for (const type of FIRST_INTERACTIONS) window.addEventListener(type, trigger, listen);
  if (options.fallbackMs !== undefined) fallback = window.setTimeout(() => trigger(), options.fallbackMs);
  return () => {
    done = true;
    stopListening();
    cancelIdle?.();
  };
}
