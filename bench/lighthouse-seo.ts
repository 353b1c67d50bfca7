/**
 * Lighthouse's SEO category on pages of a running site, with Debian's Chromium:
 *   npx tsx bench/lighthouse-seo.ts http://localhost:3000 /en-my /en-my/slots /en-my/promotions/1
 * Prints the SEO score per page and every SEO audit that did not pass. A 100 needs a site that may
 * be indexed: SITE_ENV=production (with SITE_URL, the origin canonical links name) and the host
 * whitelisted with index on (docs/PRODUCT.md).
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { CHROMIUM_ARGS, chromiumPath } from '../tests/chromium';

const [base = 'http://localhost:3000', ...paths] = process.argv.slice(2);
const lighthouse = path.resolve(import.meta.dirname, '..', 'node_modules', '.bin', 'lighthouse');

type Audit = { title: string; score: number | null; scoreDisplayMode: string };
type Report = { categories: { seo: { score: number; auditRefs: { id: string; weight: number }[] } }; audits: Record<string, Audit> };

function run(url: string): Report {
  const dir = mkdtempSync(path.join(tmpdir(), 'lh-seo-'));
  const out = path.join(dir, 'report.json');
  const flags = [...CHROMIUM_ARGS, '--headless=new', `--user-data-dir=${dir}/profile`].join(' ');
  const result = spawnSync(
    lighthouse,
    [url, '--quiet', '--output=json', `--output-path=${out}`, '--only-categories=seo', `--chrome-flags=${flags}`],
    {
      env: { ...process.env, CHROME_PATH: chromiumPath() },
      encoding: 'utf8',
    },
  );
  if (result.status !== 0) throw new Error(`lighthouse failed for ${url}: ${result.stderr}`);
  const report = JSON.parse(readFileSync(out, 'utf8')) as Report;
  rmSync(dir, { recursive: true, force: true });
  return report;
}

for (const p of paths.length ? paths : ['/en-my']) {
  const report = run(base + p);
  const failed = report.categories.seo.auditRefs
    .map((ref) => ({ id: ref.id, audit: report.audits[ref.id]! }))
    .filter(({ audit }) => audit.scoreDisplayMode === 'binary' && audit.score !== 1);
  console.log(`${p}: SEO ${Math.round(report.categories.seo.score * 100)}`);
  for (const { id, audit } of failed) console.log(`  ✗ ${id}: ${audit.title}`);
}
