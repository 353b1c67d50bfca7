/**
 * The JavaScript a page loads, summed as gzip (what the budget in the issues counts):
 *   npx tsx bench/page-js.ts http://localhost:3000 /en-my /en-my/slots
 * Loads each path in Debian's Chromium, collects every script response, gzips its body
 * (level 9, like a CDN) and prints the per-page sum and the largest files.
 *   npx tsx bench/page-js.ts http://localhost:3000 --login demomy01:Demo@1234 /en-my
 * logs in first (through the site's /api/auth/login) and splits what loads before the page's `load`
 * event (first load) from what loads after it (lazy parts: sockets, the chat widget …).
 */
import { chromium } from '@playwright/test';
import { gzipSync } from 'node:zlib';
import { CHROMIUM_ARGS, chromiumPath } from '../tests/chromium';

const args = process.argv.slice(2);
const loginAt = args.indexOf('--login');
const login = loginAt >= 0 ? args.splice(loginAt, 2)[1] : undefined;
const [base = 'http://localhost:3000', ...paths] = args;

async function main() {
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS });
  const context = await browser.newContext({ viewport: { width: 1366, height: 768 } });
  if (login) {
    const [username, password] = login.split(':');
    const res = await context.request.post(`${base}/api/auth/login`, { data: { username, password } });
    console.log(`logged in as ${username}: ${((await res.json()) as { status: boolean }).status}`);
  }
  for (const path of paths.length ? paths : ['/en-my']) {
    const page = await context.newPage();
    let loaded = false;
    page.on('load', () => (loaded = true));
    const scripts: { url: string; raw: number; gzip: number; late: boolean }[] = [];
    const pending: Promise<void>[] = [];
    page.on('response', (res) => {
      if (res.request().resourceType() !== 'script') return;
      const late = loaded;
      pending.push(
        res.body().then(
          (body) => void scripts.push({ url: res.url(), raw: body.length, gzip: gzipSync(body, { level: 9 }).length, late }),
          () => undefined,
        ),
      );
    });
    await page.goto(base + path, { waitUntil: 'networkidle' });
    await Promise.all(pending);
    const total = scripts.reduce((sum, s) => sum + s.gzip, 0);
    const raw = scripts.reduce((sum, s) => sum + s.raw, 0);
    console.log(`${path}: ${scripts.length} scripts, ${(total / 1024).toFixed(1)} KB gzip (${(raw / 1024).toFixed(1)} KB raw)`);
    const late = scripts.filter((s) => s.late);
    const lateGzip = late.reduce((sum, s) => sum + s.gzip, 0);
    console.log(
      `  first load ${((total - lateGzip) / 1024).toFixed(1)} KB gzip; after the load event ${late.length} scripts, ${(lateGzip / 1024).toFixed(1)} KB gzip`,
    );
    for (const s of scripts.sort((a, b) => b.gzip - a.gzip).slice(0, 6)) {
      console.log(`  ${(s.gzip / 1024).toFixed(1).padStart(6)} KB  ${new URL(s.url).pathname}`);
    }
    await page.close();
  }
  await browser.close();
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
