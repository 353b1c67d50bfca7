/**
 * The JavaScript a page loads, summed as gzip (what the budget in the issues counts):
 *   npx tsx bench/page-js.ts http://localhost:3000 /en-my /en-my/slots
 * Loads each path in Debian's Chromium, collects every script response, gzips its body
 * (level 9, like a CDN) and prints the per-page sum and the largest files.
 */
import { chromium } from '@playwright/test';
import { gzipSync } from 'node:zlib';
import { CHROMIUM_ARGS, chromiumPath } from '../tests/chromium';

const [base = 'http://localhost:3000', ...paths] = process.argv.slice(2);

async function main() {
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS });
  for (const path of paths.length ? paths : ['/en-my']) {
    const page = await browser.newPage({ viewport: { width: 1366, height: 768 } });
    const scripts: { url: string; raw: number; gzip: number }[] = [];
    const pending: Promise<void>[] = [];
    page.on('response', (res) => {
      if (res.request().resourceType() !== 'script') return;
      pending.push(
        res.body().then(
          (body) => void scripts.push({ url: res.url(), raw: body.length, gzip: gzipSync(body, { level: 9 }).length }),
          () => undefined,
        ),
      );
    });
    await page.goto(base + path, { waitUntil: 'networkidle' });
    await Promise.all(pending);
    const total = scripts.reduce((sum, s) => sum + s.gzip, 0);
    const raw = scripts.reduce((sum, s) => sum + s.raw, 0);
    console.log(`${path}: ${scripts.length} scripts, ${(total / 1024).toFixed(1)} KB gzip (${(raw / 1024).toFixed(1)} KB raw)`);
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
