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
