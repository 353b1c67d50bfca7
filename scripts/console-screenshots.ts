/**
 * Screenshots of every operator console page, signed in as a new owner, at desktop (1366×768),
 * tablet (820×1180) and phone (390×844), plus the sign-in page and the open tablet/phone menu,
 * for a person to look at. Prints a line for every page wider than its screen.
 *   npx tsx scripts/console-screenshots.ts [siteUrl] [platformUrl] [outDir] [path-filter]
 * The owner comes from the operator CLI (OPERATOR_KEY from the env, as `npm run operator`). It
 * signs in once and every viewport reuses that session: a TOTP code is accepted only once, so a
 * second sign-in within the same 30 seconds would be refused.
 */
import { chromium, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { execFileSync } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { generate } from 'otplib';
import { pagesFor } from '../features/console/nav';
import { CHROMIUM_ARGS, chromiumPath } from '../tests/chromium';

const [base = 'http://localhost:3000', platformUrl = 'http://127.0.0.1:4000', outDir = 'screenshots/console', only = ''] =
  process.argv.slice(2);
const VIEWPORTS = {
  desktop: { width: 1366, height: 768 },
  tablet: { width: 820, height: 1180 },
  mobile: { width: 390, height: 844 },
} as const;
type Device = keyof typeof VIEWPORTS;

function newOwner(): { username: string; password: string; secret: string } {
  const username = `shots${Date.now().toString(36).slice(-6)}`;
  const out = execFileSync(
    path.resolve('node_modules/.bin/tsx'),
    [path.resolve('platform/cli.ts'), '--url', platformUrl, 'create-operator', username, 'owner'],
    { encoding: 'utf8' },
  );
  const password = /password: (\S+)/.exec(out)?.[1];
  const secret = /TOTP secret: (\S+)/.exec(out)?.[1];
  if (!password || !secret) throw new Error(`create-operator answered:\n${out}`);
  return { username, password, secret };
}

/** Signs in once (password, then the authenticator code) and answers the session for every other context. */
async function signIn(browser: Browser) {
  const owner = newOwner();
  const context = await browser.newContext({ viewport: VIEWPORTS.desktop });
  const page = await context.newPage();
  await page.goto(`${base}/console/login`);
  const form = page.getByRole('form', { name: 'Console sign-in' });
  await form.getByLabel('Username').fill(owner.username);
  await form.getByLabel('Password', { exact: true }).fill(owner.password);
  await form.getByRole('button', { name: 'Sign in' }).click();
  await form.getByLabel('Authenticator code').fill(await generate({ secret: owner.secret }));
  await form.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL(/\/console\/dashboard$/);
  const state = await context.storageState();
  await context.close();
  return state;
}

/** What a page shows after a click: a section of its own, an editor in a dialog. */
const OPENED: Record<string, Array<{ name: string; open: (page: Page) => Promise<void> }>> = {
  '/console/catalog': [
    { name: 'catalog-games', open: (p) => p.getByRole('main').getByRole('button', { name: 'Games', exact: true }).click() },
  ],
  '/console/banners': [{ name: 'banners-editor', open: (p) => p.getByRole('main').getByRole('button', { name: 'Edit' }).first().click() }],
  '/console/loyalty': [{ name: 'loyalty-flags', open: (p) => p.getByRole('main').getByRole('button', { name: 'Referral flags' }).click() }],
  '/console/popups': [{ name: 'popups-editor', open: (p) => p.getByRole('main').getByRole('button', { name: 'Edit' }).first().click() }],
};

/** The pages behind a link: the first member's page, the first promotion's editor. */
async function detailPaths(context: BrowserContext): Promise<string[]> {
  const page = await context.newPage();
  const found: string[] = [];
  for (const [list, pattern] of [
    ['/console/members', /^\/console\/members\/\d+$/],
    ['/console/promotions', /^\/console\/promotions\/\d+$/],
  ] as const) {
    await page.goto(base + list, { waitUntil: 'networkidle' });
    const hrefs = await page.locator('main a[href]').evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
    const href = hrefs.find((h) => pattern.test(h));
    if (href) found.push(href);
  }
  await page.close();
  return [...found, '/console/promotions/new'];
}

async function shoot(page: Page, device: Device, name: string) {
  await page.waitForTimeout(500);
  // A full-page shot draws the sticky bar where the window is scrolled to: start at the top.
  await page.evaluate(() => window.scrollTo(0, 0));
  const file = path.join(outDir, `${device}-${name}.png`);
  await page.screenshot({ path: file, fullPage: true });
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  console.log(overflow > 0 ? `${file}  WIDER THAN THE SCREEN by ${overflow}px` : file);
}

async function main() {
  mkdirSync(outDir, { recursive: true });
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS });
  const storageState = await signIn(browser);
  for (const [device, viewport] of Object.entries(VIEWPORTS) as Array<[Device, (typeof VIEWPORTS)[Device]]>) {
    const mobile = device === 'mobile';
    const anonymous = await browser.newContext({ viewport, isMobile: mobile, hasTouch: mobile });
    const login = await anonymous.newPage();
    await login.goto(`${base}/console/login`, { waitUntil: 'networkidle' });
    await shoot(login, device, 'login');
    await anonymous.close();

    const context = await browser.newContext({ viewport, isMobile: mobile, hasTouch: mobile, storageState });
    const paths = [...pagesFor('owner').map((p) => p.href), ...(await detailPaths(context))].filter((p) => p.includes(only));
    const page = await context.newPage();
    for (const route of paths) {
      await page.goto(base + route, { waitUntil: 'networkidle' });
      await shoot(page, device, route.replace(/^\/console\/?/, '').replace(/[^a-z0-9]+/gi, '_') || 'home');
      for (const opened of OPENED[route] ?? []) {
        await opened.open(page);
        await page.waitForLoadState('networkidle');
        await shoot(page, device, opened.name);
        // Close what was opened (a dialog's mask would take the menu button's click).
        await page.keyboard.press('Escape');
      }
    }
    if (device !== 'desktop') {
      await page.getByRole('button', { name: 'Menu' }).click();
      await shoot(page, device, 'menu-open');
    }
    await context.close();
  }
  await browser.close();
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
