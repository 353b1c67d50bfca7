/**
 * Lighthouse (mobile preset) on pages of a running site, with Debian's Chromium:
 *   npx tsx bench/lighthouse.ts http://localhost:3000 /en-my /en-my/slots
 * Prints performance score, LCP, TBT and CLS per page (median of RUNS runs).
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { CHROMIUM_ARGS, chromiumPath } from '../tests/chromium';

const [base = 'http://localhost:3000', ...paths] = process.argv.slice(2);
const RUNS = Number(process.env.RUNS ?? 3);
const lighthouse = path.resolve(import.meta.dirname, '..', 'node_modules', '.bin', 'lighthouse');

type Report = { categories: { performance: { score: number } }; audits: Record<string, { numericValue: number }> };

function once(url: string): Report {
  const dir = mkdtempSync(path.join(tmpdir(), 'lh-'));
  const out = path.join(dir, 'report.json');
  const flags = [...CHROMIUM_ARGS, '--headless=new', `--user-data-dir=${dir}/profile`].join(' ');
  const result = spawnSync(
    lighthouse,
    [url, '--quiet', '--output=json', `--output-path=${out}`, '--only-categories=performance', `--chrome-flags=${flags}`],
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

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

for (const p of paths.length ? paths : ['/en-my']) {
  const reports = Array.from({ length: RUNS }, () => once(base + p));
  const pick = (id: string) => median(reports.map((r) => r.audits[id]!.numericValue));
  const score = median(reports.map((r) => r.categories.performance.score * 100));
  console.log(
    `${p}: performance ${score.toFixed(0)}, LCP ${(pick('largest-contentful-paint') / 1000).toFixed(2)} s, TBT ${pick('total-blocking-time').toFixed(0)} ms, CLS ${pick('cumulative-layout-shift').toFixed(3)} (median of ${RUNS}, mobile preset)`,
  );
}
