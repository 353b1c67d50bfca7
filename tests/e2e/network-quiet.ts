import { expect, type Page, type Request } from './fixtures';

/**
 * Requests in flight per page, counted from the page's own events. Playwright's 'networkidle' does
 * not come back once a frame has been attached and removed without ever navigating, which the
 * fingerprint agent does at the visitor's first input; journeys that wait for a quiet network after
 * a click count requests themselves.
 */
const inFlight = new WeakMap<Page, Set<Request>>();

/** Starts counting the page's requests: call before its first navigation. */
export function countRequests(page: Page): void {
  const open = new Set<Request>();
  inFlight.set(page, open);
  page.on('request', (request) => open.add(request));
  page.on('requestfinished', (request) => open.delete(request));
  page.on('requestfailed', (request) => open.delete(request));
}

/** Resolves once no request has been in flight for `quietMs` (500 ms, as 'networkidle'). */
export async function networkQuiet(page: Page, quietMs = 500): Promise<void> {
  const open = inFlight.get(page);
  if (!open) throw new Error('networkQuiet: countRequests(page) was not called before the page loaded');
  let quietSince = Date.now();
  await expect
    .poll(
      () => {
        if (open.size > 0) quietSince = Date.now();
        return Date.now() - quietSince >= quietMs;
      },
      { message: 'the network goes quiet', intervals: [50], timeout: 20_000 },
    )
    .toBe(true);
}
