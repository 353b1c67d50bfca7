/**
 * A visitor's taps on the header's Log In and Join Now on a slow phone, once the page has settled:
 *   npx tsx bench/visitor-taps.ts http://localhost:3000 [http://localhost:3001 …] [--runs 5] [--path /en-my]
 * The phone profile (tests/e2e/phone-profile.ts), a cold context per load. Each load waits for
 * hydration, a quiet network and one more second (a visitor reading the page), then taps; the
 * figure is the time from the tap until the dialog's Username field is on screen, with the number
 * of scripts fetched after the tap (0–2 when the page loaded the dialog ahead) and whether any of
 * the page's scripts carries zod. Several sites (two builds on two ports) are measured interleaved.
 */
import type { Browser } from '@playwright/test';
import { recordPageScripts } from '../tests/e2e/page-scripts';
import { commandLine, launchChromium, loadAverage, median, phonePage, seconds } from './phone-tools';

const { option, text, positional } = commandLine();
const bases = positional.length > 0 ? positional : ['http://localhost:3000'];
const RUNS = option('runs', 5);
const PATH = text('path', '/en-my');

/** The header control and the dialog it opens (English pages). */
const TAPS = [
  { control: 'Log In', dialog: 'Log In' },
  { control: 'Join Now', dialog: 'Create Your Account' },
] as const;
type Tap = (typeof TAPS)[number];
type Sample = { ms: number; scriptsAfter: number; zod: boolean };

async function tapOnce(browser: Browser, base: string, tap: Tap): Promise<Sample> {
  const { context, page } = await phonePage(browser);
  try {
    const scripts = recordPageScripts(page);
    await page.goto(base + PATH);
    await page.locator('html[data-hydrated]').waitFor();
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(1000);
    const before = scripts.count();
    const start = Date.now();
    await page.getByRole('banner').getByRole('link', { name: tap.control }).first().tap();
    await page.getByRole('dialog', { name: tap.dialog }).getByLabel('Username').waitFor();
    const ms = Date.now() - start;
    await page.waitForLoadState('networkidle');
    return { ms, scriptsAfter: scripts.count() - before, zod: await scripts.carryZod() };
  } finally {
    await context.close();
  }
}

const browser = await launchChromium();
console.log(`load average before: ${loadAverage()}`);
const samples = new Map<string, Sample[]>();
for (let run = 0; run < RUNS; run++) {
  for (const tap of TAPS) {
    for (const base of bases) {
      const key = `${base}${PATH} · ${tap.control}`;
      samples.set(key, [...(samples.get(key) ?? []), await tapOnce(browser, base, tap)]);
    }
  }
}
await browser.close();

console.log(`\nphone profile, median of ${RUNS}; load average after: ${loadAverage()}\n`);
console.log('| page · tap | tap → form on screen | runs | scripts fetched after the tap | zod loaded |');
console.log('|---|---|---|---|---|');
for (const [key, list] of samples) {
  const runs = list.map((s) => seconds(s.ms)).join(', ');
  const after = list.map((s) => s.scriptsAfter).join(', ');
  console.log(
    `| ${key} | ${seconds(median(list.map((s) => s.ms)))} | ${runs} | ${after} | ${list.filter((s) => s.zod).length} of ${list.length} |`,
  );
}
