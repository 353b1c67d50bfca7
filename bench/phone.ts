/**
 * What a member on a slow phone sees, observed (real throttling in Chromium, not a simulation),
 * beside the bare Next page in the same run:
 *   npx tsx bench/phone.ts http://localhost:3000 /en-my /en-my/slots [--runs 5] [--bare-port 3299]
 * The profile (tests/e2e/phone-profile.ts): 390×844, touch, CPU slowed 4×, 150 ms round trip,
 * 1.6 Mbit/s down, 750 kbit/s up, a fresh context (cold cache) per load. Per page, the median of
 * the runs of: first contentful paint, largest contentful paint, and "hydrated" (when React has
 * hydrated: <html data-hydrated>, components/hydration-mark.tsx), each also counted from the
 * document's first byte (the server's time left out). Then, in loads of their own, a tap
 * on the header's Log In 100 ms after the first paint: how many of them open the login dialog.
 * Runs are interleaved (bare, page 1, page 2, bare, …) so other load on the machine hits all alike.
 */
import type { Browser } from '@playwright/test';
import { atFirstPaint, recordFirstPaint } from '../tests/e2e/phone-profile';
import { startBare } from './bare-server';
import { commandLine, launchChromium, loadAverage, median, phonePage, seconds } from './phone-tools';

const { option, positional } = commandLine();
const [base = 'http://localhost:3000', ...paths] = positional;
const RUNS = option('runs', 5);
const BARE_PORT = option('bare-port', 3299);

/** In ms from navigation start; `firstByte` is the document's (the server's time, shared machine's load included). */
type Load = { firstByte: number; paint: number; largest: number; hydrated: number };

/** One cold load: its paints and when it hydrated, in ms from navigation start. */
async function measure(browser: Browser, url: string): Promise<Load> {
  const { context, page } = await phonePage(browser);
  await page.addInitScript(() => {
    const marks: Record<string, number> = {};
    (window as unknown as { __marks: Record<string, number> }).__marks = marks;
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) if (e.name === 'first-contentful-paint') marks.paint = e.startTime;
    }).observe({ type: 'paint', buffered: true });
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) marks.largest = e.startTime;
    }).observe({ type: 'largest-contentful-paint', buffered: true });
    // On the document, not on <html>: this runs before the parser has made the element.
    new MutationObserver(() => {
      if (document.documentElement?.dataset.hydrated) marks.hydrated ??= performance.now();
    }).observe(document, { attributes: true, subtree: true, attributeFilter: ['data-hydrated'] });
  });
  await page.goto(url, { waitUntil: 'commit' });
  await page.waitForFunction(() => (window as unknown as { __marks: { hydrated?: number } }).__marks.hydrated, undefined, {
    timeout: 60_000,
  });
  await page.waitForTimeout(500); // a largest paint right after hydration still counts
  const marks = await page.evaluate(() => ({
    ...(window as unknown as { __marks: Load }).__marks,
    firstByte: (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).responseStart,
  }));
  await context.close();
  return marks;
}

/** One cold load with a tap on Log In 100 ms after the first paint: did the login dialog open? */
async function tapLogin(browser: Browser, url: string): Promise<boolean> {
  const { context, page } = await phonePage(browser);
  await recordFirstPaint(page);
  await page.goto(url, { waitUntil: 'commit' });
  await atFirstPaint(page, 100);
  await page.getByRole('link', { name: 'Log In' }).first().tap({ timeout: 5_000 });
  const opened = await page
    .getByRole('dialog', { name: 'Log In' })
    .waitFor({ timeout: 20_000 })
    .then(() => true)
    .catch(() => false);
  await context.close();
  return opened;
}

async function main() {
  const bare = await startBare(BARE_PORT);
  const browser = await launchChromium();
  const targets = [{ name: 'bare', url: bare.url }, ...paths.map((p) => ({ name: p, url: p.startsWith('http') ? p : base + p }))];
  const loads = new Map(targets.map((t) => [t.name, [] as Load[]]));
  const taps = new Map(targets.map((t) => [t.name, 0]));
  console.log(`load average before: ${loadAverage()}`);
  try {
    for (let run = 0; run < RUNS; run++) {
      for (const target of targets) {
        loads.get(target.name)!.push(await measure(browser, target.url));
        if (target.name !== 'bare' && (await tapLogin(browser, target.url))) taps.set(target.name, taps.get(target.name)! + 1);
      }
    }
  } finally {
    await browser.close();
    bare.stop();
  }
  console.log(`load average after: ${loadAverage()}`);
  // "After the first byte": the same paints less the server's time, which on a shared machine
  // varies more from load to load than anything the page does.
  console.log(
    `\n| page | first byte | first paint | largest paint | hydrated | first paint, after the first byte | largest paint, after it | hydrated, after it | Log In tapped at first paint + 100 ms |\n|---|---|---|---|---|---|---|---|---|`,
  );
  for (const target of targets) {
    const runs = loads.get(target.name)!;
    const tap = target.name === 'bare' ? '—' : `${taps.get(target.name)} of ${RUNS} opened`;
    const m = (pick: (r: Load) => number) => seconds(median(runs.map(pick)));
    console.log(
      `| ${target.name} | ${m((r) => r.firstByte)} | ${m((r) => r.paint)} | ${m((r) => r.largest)} | ${m((r) => r.hydrated)} | ${m((r) => r.paint - r.firstByte)} | ${m((r) => r.largest - r.firstByte)} | ${m((r) => r.hydrated - r.firstByte)} | ${tap} |`,
    );
  }
  // Each run, in the order taken: a median of five can land on either side of a two-way spread.
  console.log('\nper run (first byte / first paint / largest paint / hydrated, s):');
  const run = (r: Load) => [r.firstByte, r.paint, r.largest, r.hydrated].map((ms) => (ms / 1000).toFixed(2)).join('/');
  for (const target of targets) console.log(`  ${target.name}: ${loads.get(target.name)!.map(run).join(', ')}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
