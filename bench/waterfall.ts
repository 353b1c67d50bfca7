/**
 * What goes on the wire before a page hydrates, on the phone profile (one cold load):
 *   npx tsx bench/waterfall.ts http://localhost:3000/en-my
 * Lists every request with its start and end (ms from the first request), type, priority and bytes
 * received, then the first paint and when hydration was seen: which downloads share the slow line
 * with the scripts, and which come after the page works.
 */
import { launchChromium, phonePage } from './phone-tools';
import { recordFirstPaint } from '../tests/e2e/phone-profile';

type Row = { url: string; type: string; priority: string; start: number; end: number; bytes: number };

async function main() {
  const url = process.argv[2] ?? 'http://localhost:3000/en-my';
  const browser = await launchChromium();
  const { context, page } = await phonePage(browser);
  await recordFirstPaint(page);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  const rows = new Map<string, Row>();
  let t0 = 0;
  cdp.on('Network.requestWillBeSent', (e) => {
    if (!t0) t0 = e.timestamp;
    rows.set(e.requestId, {
      url: e.request.url,
      type: e.type ?? '',
      priority: e.request.initialPriority,
      start: (e.timestamp - t0) * 1000,
      end: 0,
      bytes: 0,
    });
  });
  cdp.on('Network.loadingFinished', (e) => {
    const row = rows.get(e.requestId);
    if (row) Object.assign(row, { end: (e.timestamp - t0) * 1000, bytes: e.encodedDataLength });
  });
  await page.goto(url);
  await page.waitForSelector('html[data-hydrated]', { timeout: 60_000 });
  const marks = await page.evaluate(() => ({
    paint: (window as unknown as { __firstPaint?: number }).__firstPaint ?? 0,
    now: performance.now(),
  }));
  await page.waitForTimeout(1500);
  const list = [...rows.values()].sort((a, b) => a.start - b.start);
  for (const r of list) {
    const name = r.url.replace(/^https?:\/\/[^/]+/, '').slice(0, 70);
    console.log(
      `${r.start.toFixed(0).padStart(6)} ${(r.end ? r.end.toFixed(0) : '…').padStart(6)} ${r.type.padEnd(10)} ${r.priority.padEnd(8)} ${(r.bytes / 1024).toFixed(1).padStart(7)} KB  ${name}`,
    );
  }
  console.log(`first paint ${marks.paint.toFixed(0)} ms; hydrated by ${marks.now.toFixed(0)} ms (performance.now at the mark's discovery)`);
  await context.close();
  await browser.close();
}

void main();
