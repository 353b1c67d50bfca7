/**
 * What the phone benches share (bench/phone.ts, bench/member-pages.ts): their command line, the
 * browser, a fresh throttled phone page (tests/e2e/phone-profile.ts) and how figures are summed up.
 */
import { loadavg } from 'node:os';
import { chromium, type Browser, type BrowserContext, type BrowserContextOptions, type Page } from '@playwright/test';
import { CHROMIUM_ARGS, chromiumPath } from '../tests/chromium';
import { PHONE, throttle } from '../tests/e2e/phone-profile';

/** `--name value` options and the positional arguments of the command line. */
export function commandLine(args = process.argv.slice(2)) {
  return {
    option: (name: string, fallback: number) => (args.includes(`--${name}`) ? Number(args[args.indexOf(`--${name}`) + 1]) : fallback),
    text: (name: string, fallback: string) => (args.includes(`--${name}`) ? args[args.indexOf(`--${name}`) + 1]! : fallback),
    positional: args.filter((a, i) => !a.startsWith('--') && !args[i - 1]?.startsWith('--')),
  };
}

export function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS });
}

/** A fresh context (cold cache) on the phone profile, throttled; `storageState` signs a member in. */
export async function phonePage(
  browser: Browser,
  storageState?: BrowserContextOptions['storageState'],
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ ...PHONE, storageState });
  const page = await context.newPage();
  await throttle(page);
  return { context, page };
}

export const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
};

export const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

/** The machine's load average (the benches run on a shared machine: the figures say how busy it was). */
export const loadAverage = () =>
  loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');
