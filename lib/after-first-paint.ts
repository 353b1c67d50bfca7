/**
 * Runs `run` once the page has loaded and the browser is idle (or 2 s later at the latest), so
 * sockets, fingerprinting and third-party scripts never compete with first paint. Returns a cancel.
 */
export function afterFirstPaint(run: () => void): () => void {
  let cancelled = false;
  let idle: number | undefined;
  const w = window as Window & {
    requestIdleCallback?: (cb: () => void, options?: { timeout: number }) => number;
    cancelIdleCallback?: (id: number) => void;
  };
  const start = () => {
    if (cancelled) return;
    if (w.requestIdleCallback) idle = w.requestIdleCallback(run, { timeout: 2000 });
    else idle = window.setTimeout(run, 200);
  };
  if (document.readyState === 'complete') start();
  else window.addEventListener('load', start, { once: true });
  return () => {
    cancelled = true;
    window.removeEventListener('load', start);
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
