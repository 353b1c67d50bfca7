/**
 * How soon a member's own pages show their data on a slow phone (issue 29: "data on screen ≤ 1 s
 * after hydration; no skeleton flash on a warm client-side navigation"), against a running site:
 *   npx tsx bench/member-pages.ts http://localhost:3000 [--platform http://127.0.0.1:4000] [--runs 5] [--trace] [--cpu]
 * One member is registered through the site's API and funded through the platform's operator
 * adjustment (`--platform`, the operator key from OPERATOR_KEY), then per page — the wallet's
 * Deposit dialog, the deposit history, VIP, the inbox — on the phone profile (bench/phone-tools.ts):
 * - cold: a fresh context signed in as the member opens the page's URL; when React hydrated
 *   (<html data-hydrated>) and when the page's data was first on screen (checked every frame), the
 *   median of the runs, and the difference: "data after hydration";
 * - warm: the member is on the home page with its header loaded, taps the page's link (the
 *   header's Deposit and inbox, the member menu's Transactions and VIP); how many runs painted a
 *   loading placeholder (aria-busy, a spinner, the table's "Loading") before the data, and the
 *   median time from the tap to the data.
 * `--trace` prints, for each cold load, what the page fetched from a second before hydration to its
 * data (start–end in ms from hydration): where the time after hydration goes. `--cpu` prints what
 * the main thread did in that time (bench/main-thread.ts): busy time, long tasks, React's timers.
 */
import { request, type Browser, type Page } from '@playwright/test';
import { mainThreadBetween, TRACE_CATEGORIES } from './main-thread';
import { commandLine, launchChromium, loadAverage, median, phonePage, seconds } from './phone-tools';

const { option, text, positional } = commandLine();
const base = positional[0] ?? 'http://localhost:3000';
const platform = text('platform', 'http://127.0.0.1:4000');
const RUNS = option('runs', 5);
const TRACE = process.argv.includes('--trace');
const CPU = process.argv.includes('--cpu');
const LANG = 'en-my';

/**
 * A page under test. `ready` and `busy` are JavaScript expressions run in the page every frame:
 * the member's data is on screen; a loading placeholder is.
 */
type Target = { name: string; path: string; tap: (page: Page) => Promise<void>; ready: string; busy: string };

const dialog = `document.querySelector('[role=dialog]')`;
const TARGETS: Target[] = [
  {
    name: 'wallet (Deposit dialog)',
    path: `/${LANG}?action=deposit`,
    tap: (page) => page.getByRole('link', { name: 'Deposit' }).first().tap(),
    // The balance figure and the deposit form (its wallet settings) with nothing still loading.
    ready: `(() => { const d = ${dialog}; const b = d?.querySelector('[data-testid=balance]');
      return !!b && /\\d/.test(b.textContent) && !!d.querySelector('[role=tabpanel] form') && !d.querySelector('.pi-spinner, [aria-busy=true]'); })()`,
    busy: `(() => { const d = ${dialog}; const b = d?.querySelector('[data-testid=balance]');
      return !!d && (!!d.querySelector('.pi-spinner, [aria-busy=true]') || (!!b && !/\\d/.test(b.textContent))); })()`,
  },
  {
    name: 'transactions (deposit history)',
    path: `/${LANG}/transactions/deposit`,
    tap: async (page) => {
      await page.getByRole('button', { name: 'Member menu' }).tap();
      await page.getByRole('menuitem', { name: 'Transactions' }).tap();
    },
    // The table with its rows, or its empty-state text.
    ready: `(() => { const m = document.querySelector('main'); const body = m?.querySelector('table tbody');
      return !!body && !m.querySelector('[aria-busy=true], .p-datatable-loading-overlay') && !/Loading/.test(body.textContent); })()`,
    busy: `(() => { const m = document.querySelector('main'); if (!location.pathname.includes('/transactions/')) return false;
      return !!m?.querySelector('[aria-busy=true], .p-datatable-loading-overlay') || /Loading/.test(m?.querySelector('table tbody')?.textContent ?? ''); })()`,
  },
  {
    name: 'VIP',
    path: `/${LANG}/vip`,
    tap: async (page) => {
      await page.getByRole('button', { name: 'Member menu' }).tap();
      await page.getByRole('menuitem', { name: 'VIP' }).tap();
    },
    // The member's tier card.
    ready: `!!document.querySelector('[data-testid=vip-current]')`,
    busy: `location.pathname.endsWith('/vip') && !!document.querySelector('main [aria-busy=true]')`,
  },
  {
    name: 'inbox',
    path: `/${LANG}?action=inbox`,
    tap: (page) => page.getByRole('button', { name: /^Inbox/ }).tap(),
    // A message row, or the empty-state text.
    ready: `(() => { const d = ${dialog}; return !!d?.querySelector('[role=tablist]') && !d.querySelector('[aria-busy=true]')
      && !!d.querySelector('[data-testid=inbox-message], .pi-inbox'); })()`,
    busy: `!!${dialog}?.querySelector('[aria-busy=true]')`,
  },
];

type Watch = { hydrated?: number; ready?: number; busy?: number };

/**
 * Installed before any of the page's scripts: every frame (what the member can see), when the data
 * is first ready and when a placeholder first painted; and when React hydrated.
 */
function watchScript(target: Target): string {
  return `(() => {
    const w = (window.__watch = {});
    new MutationObserver(() => {
      if (document.documentElement?.dataset.hydrated && w.hydrated === undefined) {
        w.hydrated = performance.now();
        performance.mark('bench:hydrated');
      }
    }).observe(document, { attributes: true, subtree: true, attributeFilter: ['data-hydrated'] });
    const frame = () => {
      if (document.body) {
        try {
          if (w.ready === undefined && (${target.ready})) {
            w.ready = performance.now();
            performance.mark('bench:ready');
          }
          if (w.ready === undefined && w.busy === undefined && (${target.busy})) w.busy = performance.now();
        } catch {}
      }
      if (w.ready === undefined) requestAnimationFrame(frame);
    };
    requestAnimationFrame(frame);
  })();`;
}

/** The page's fetches from a second before hydration until its data showed, in ms from hydration. */
function fetchedAround(page: Page, watch: Watch): Promise<string> {
  return page.evaluate(
    ({ hydrated, ready }) =>
      (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
        .filter((e) => e.startTime > hydrated - 1000 && e.startTime < ready)
        .map(
          (e) =>
            `${e.name.replace(/^.*\/(api|_next\/static\/chunks|builds)\//, '$1/')} ${Math.round(e.startTime - hydrated)}–${Math.round(e.responseEnd - hydrated)}`,
        )
        .join(', '),
    { hydrated: watch.hydrated!, ready: watch.ready! },
  );
}

const readWatch = (page: Page) => page.evaluate(() => (window as unknown as { __watch?: Watch }).__watch);

/** One cold load of the target's URL, signed in: when it hydrated and when its data showed (ms from navigation start). */
async function cold(browser: Browser, state: string, target: Target): Promise<Watch> {
  const { context, page } = await phonePage(browser, state);
  try {
    await page.addInitScript({ content: watchScript(target) });
    if (CPU) await browser.startTracing(page, { categories: TRACE_CATEGORIES });
    await page.goto(base + target.path, { waitUntil: 'commit' });
    await page.waitForFunction(() => (window as unknown as { __watch?: Watch }).__watch?.ready, undefined, { timeout: 60_000 });
    const watch = (await readWatch(page))!;
    if (TRACE) console.log(`${target.name}: ${await fetchedAround(page, watch)}`);
    if (CPU)
      console.log(
        `${target.name}, main thread from hydration to data:\n  ${mainThreadBetween(await browser.stopTracing(), 'bench:hydrated', 'bench:ready').join('\n  ')}`,
      );
    return watch;
  } finally {
    await context.close();
  }
}

/** Home, its header's member data loaded, then a tap on the target's link: placeholder painted, time to data. */
async function warm(browser: Browser, state: string, target: Target): Promise<{ busy: boolean; toData: number }> {
  const { context, page } = await phonePage(browser, state);
  try {
    await page.goto(`${base}/${LANG}`);
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached', timeout: 60_000 });
    await page.getByTestId('balance').filter({ hasText: /\d/ }).first().waitFor({ timeout: 30_000 });
    await page.waitForLoadState('networkidle');
    await page.evaluate(watchScript(target));
    const tapAt = await page.evaluate(() => performance.now());
    await target.tap(page);
    // A full page load instead of a client-side navigation would lose the watch: said, not waited out.
    await page.waitForFunction(() => (window as unknown as { __watch?: Watch }).__watch?.ready ?? !('__watch' in window), undefined, {
      timeout: 60_000,
    });
    const w = await readWatch(page);
    if (!w) throw new Error(`${target.name}: the tap loaded a whole new page`);
    return { busy: w.busy !== undefined, toData: w.ready! - tapAt };
  } finally {
    await context.close();
  }
}

/** A new member, signed in through the site's API and funded through the operator adjustment: their cookies. */
async function fundedMember(): Promise<string> {
  const stamp = Date.now().toString(36).slice(-7);
  const username = `bench${stamp}`;
  const site = await request.newContext({ baseURL: base });
  const registered = await site.post('/api/auth/register', {
    data: {
      username,
      password: 'Secret#123',
      mobileno: `60-1${String(Date.now()).slice(-9)}`,
      email: '',
      countryCode: 'MY',
      language: 'en',
    },
  });
  const body = (await registered.json()) as { status: boolean; msg: string };
  if (!body.status) throw new Error(`register: ${body.msg}`);
  const funded = await site.post(`${platform}/api/operator/adjust`, {
    headers: { 'x-operator-key': process.env.OPERATOR_KEY ?? 'dev-operator-key' },
    data: { username, amount: '500.00', note: 'bench funding', idempotencyKey: `bench-${username}` },
  });
  const fundBody = (await funded.json()) as { status: boolean; msg: string };
  if (!fundBody.status) throw new Error(`operator/adjust: ${fundBody.msg}`);
  const file = `/tmp/member-pages-${username}.json`;
  await site.storageState({ path: file });
  await site.dispose();
  return file;
}

async function main() {
  const state = await fundedMember();
  const browser = await launchChromium();
  const colds = new Map(TARGETS.map((t) => [t.name, [] as Watch[]]));
  const warms = new Map(TARGETS.map((t) => [t.name, [] as { busy: boolean; toData: number }[]]));
  console.log(`load average before: ${loadAverage()}`);
  try {
    // Interleaved, so other load on the shared machine hits every page alike.
    for (let run = 0; run < RUNS; run++) {
      for (const target of TARGETS) {
        colds.get(target.name)!.push(await cold(browser, state, target));
        warms.get(target.name)!.push(await warm(browser, state, target));
      }
    }
  } finally {
    await browser.close();
  }
  console.log(`load average after: ${loadAverage()}`);
  console.log(
    `\n| page | hydrated | data on screen | data after hydration | warm tap: placeholder painted | warm tap to data |\n|---|---|---|---|---|---|`,
  );
  for (const target of TARGETS) {
    const c = colds.get(target.name)!;
    const w = warms.get(target.name)!;
    console.log(
      `| ${target.name} | ${seconds(median(c.map((r) => r.hydrated!)))} | ${seconds(median(c.map((r) => r.ready!)))} | ${seconds(
        median(c.map((r) => r.ready! - r.hydrated!)),
      )} | ${w.filter((r) => r.busy).length} of ${w.length} | ${seconds(median(w.map((r) => r.toData)))} |`,
    );
  }
  console.log('\nper run (cold: hydrated/data after it, s; warm: tap to data, s, * = placeholder painted):');
  for (const target of TARGETS) {
    const c = colds.get(target.name)!.map((r) => `${(r.hydrated! / 1000).toFixed(2)}/${((r.ready! - r.hydrated!) / 1000).toFixed(2)}`);
    const w = warms.get(target.name)!.map((r) => `${(r.toData / 1000).toFixed(2)}${r.busy ? '*' : ''}`);
    console.log(`  ${target.name}: cold ${c.join(', ')}; warm ${w.join(', ')}`);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
