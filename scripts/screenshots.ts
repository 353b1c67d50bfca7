/**
 * Screenshots of pages at desktop (1366×768), tablet (820×1180) and mobile (390×844) sizes, for a person to look at.
 *   npx tsx scripts/screenshots.ts [baseUrl] [outDir] path[,action] …
 * A path may carry a login as `user:pass|/path`.
 */
import { chromium, type Page } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { CHROMIUM_ARGS, chromiumPath } from '../tests/chromium';

const [base = 'http://localhost:3000', outDir = 'screenshots', ...targets] = process.argv.slice(2);
const VIEWPORTS = {
  desktop: { width: 1366, height: 768 },
  tablet: { width: 820, height: 1180 },
  mobile: { width: 390, height: 844 },
} as const;

async function login(page: Page, username: string, password: string) {
  await page.goto(`${base}/en-my?action=login`);
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log In' }).last().click();
  await page.waitForTimeout(1500);
}

async function main() {
  mkdirSync(outDir, { recursive: true });
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS });
  for (const [device, viewport] of Object.entries(VIEWPORTS)) {
    for (const target of targets) {
      const context = await browser.newContext({ viewport, isMobile: device === 'mobile', hasTouch: device === 'mobile' });
      const page = await context.newPage();
      const [, user, pass, route = '/'] = /^(?:([^:|]+):([^|]+)\|)?(.*)$/.exec(target) ?? [];
      if (user && pass) await login(page, user, pass);
      await page.goto(base + route, { waitUntil: 'networkidle' });
      await page.waitForTimeout(600);
      const name = `${device}-${route.replace(/[^a-z0-9]+/gi, '_').replace(/^_|_$/g, '') || 'root'}${user ? `-${user}` : ''}.png`;
      await page.screenshot({ path: path.join(outDir, name) });
      console.log(path.join(outDir, name));
      await context.close();
    }
  }
  await browser.close();
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
