/**
 * The JavaScript a page loads, summed as gzip (what the budget in the issues counts), beside a bare
 * Next 16 page in the same run:
 *   npx tsx bench/page-js.ts http://localhost:3000 /en-my /en-my/slots [--bare-port 3299]
 * A page given as a whole URL is taken as it is (another build on another port, in the same run).
 * Loads each path in Debian's Chromium, collects every script response, gzips its body (level 9,
 * like a CDN) and prints the per-page sum, its ratio to the bare page's (the budget: 1.15×) and
 * the largest files (8; `TOP=20` for more).
 */
import { chromium, type Browser } from '@playwright/test';
import { gzipSync } from 'node:zlib';
import { CHROMIUM_ARGS, chromiumPath } from '../tests/chromium';
import { startBare } from './bare-server';

const args = process.argv.slice(2);
const at = args.indexOf('--bare-port');
const BARE_PORT = at >= 0 ? Number(args[at + 1]) : 3299;
const positional = args.filter((a, i) => !a.startsWith('--') && !args[i - 1]?.startsWith('--'));
const [base = 'http://localhost:3000', ...paths] = positional;
const BUDGET = 1.15;

type Script = { url: string; raw: number; gzip: number; inHtml: boolean };

async function scriptsOf(browser: Browser, url: string): Promise<Script[]> {
  const page = await browser.newPage({ viewport: { width: 1366, height: 768 } });
  // The scripts the HTML names load before the page is interactive; the rest come later (dynamic
  // imports after hydration or idle: the fingerprint agent, the lobby's catalogue and its validator).
  const html = await (await fetch(url)).text();
  const scripts: Script[] = [];
  const pending: Promise<void>[] = [];
  page.on('response', (res) => {
    if (res.request().resourceType() !== 'script') return;
    pending.push(
      res.body().then(
        (body) =>
          void scripts.push({
            url: res.url(),
            raw: body.length,
            gzip: gzipSync(body, { level: 9 }).length,
            inHtml: html.includes(new URL(res.url()).pathname),
          }),
        () => undefined,
      ),
    );
  });
  await page.goto(url, { waitUntil: 'networkidle' });
  await Promise.all(pending);
  await page.close();
  return scripts;
}

const kb = (bytes: number) => (bytes / 1024).toFixed(1);

async function main() {
  const bare = await startBare(BARE_PORT);
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS });
  try {
    const floor = (await scriptsOf(browser, bare.url)).reduce((sum, s) => sum + s.gzip, 0);
    console.log(`bare Next page: ${kb(floor)} KB gzip`);
    for (const path of paths.length ? paths : ['/en-my']) {
      const scripts = await scriptsOf(browser, path.startsWith('http') ? path : base + path);
      const total = scripts.reduce((sum, s) => sum + s.gzip, 0);
      const raw = scripts.reduce((sum, s) => sum + s.raw, 0);
      const ratio = total / floor;
      const first = scripts.filter((s) => s.inHtml).reduce((sum, s) => sum + s.gzip, 0);
      console.log(
        `${path}: ${scripts.length} scripts, ${kb(total)} KB gzip (${kb(raw)} KB raw), ${ratio.toFixed(2)}× the bare page (budget ${BUDGET}×: ${ratio <= BUDGET ? 'within' : 'over'})`,
      );
      console.log(`  named in the HTML: ${kb(first)} KB gzip, ${(first / floor).toFixed(2)}×; loaded later: ${kb(total - first)} KB`);
      for (const s of scripts.sort((a, b) => b.gzip - a.gzip).slice(0, Number(process.env.TOP ?? 8))) {
        console.log(`  ${kb(s.gzip).padStart(6)} KB  ${s.inHtml ? 'html ' : 'later'}  ${new URL(s.url).pathname}`);
      }
    }
  } finally {
    await browser.close();
    bare.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
