/**
 * `npm test`: every test, ending with one line `N passed, N failed`.
 *  1. unit, component and platform tests (vitest, every project: site, platform, long) with the platform on PGlite;
 *  2. the platform tests again on PostgreSQL when DATABASE_URL is set;
 *  3. end-to-end journeys in Debian's Chromium against the built site and the real platform.
 */
import { spawnSync } from 'node:child_process';
import { readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { chromiumPath } from '../tests/chromium';

const root = path.resolve(import.meta.dirname, '..');
const bin = (name: string) => path.join(root, 'node_modules', '.bin', name);
const totals = { passed: 0, failed: 0 };

function run(command: string, args: string[], env: NodeJS.ProcessEnv): number {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env });
  return result.status ?? 1;
}

function readJson<T>(file: string): T | null {
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as T;
  } catch {
    return null;
  }
}

type VitestReport = { numPassedTests: number; numFailedTests: number; numTotalTestSuites: number; success: boolean };

function vitest(label: string, args: string[], env: NodeJS.ProcessEnv): void {
  // Not under test-results/: Playwright empties that folder when it starts, and the reports' per-file times are worth keeping.
  const out = path.join(root, 'test-reports', `vitest-${label}.json`);
  rmSync(out, { force: true });
  console.log(`\n=== ${label} ===`);
  const code = run(bin('vitest'), ['run', '--reporter=default', '--reporter=json', `--outputFile.json=${out}`, ...args], env);
  const report = readJson<VitestReport>(out);
  totals.passed += report?.numPassedTests ?? 0;
  // A run that crashed before reporting counts as one failure, so it can never look green.
  totals.failed += report ? report.numFailedTests + (code !== 0 && report.numFailedTests === 0 ? 1 : 0) : 1;
}

type PlaywrightReport = { stats: { expected: number; unexpected: number; flaky: number } };

function e2e(env: NodeJS.ProcessEnv): void {
  console.log('\n=== end-to-end (Playwright, Chromium) ===');
  try {
    chromiumPath();
  } catch (error) {
    console.error(`${(error as Error).message}\nThe end-to-end journeys need it; CI installs it in .ci/run.`);
    totals.failed += 1;
    return;
  }
  const out = path.join(root, 'test-results', 'e2e.json');
  rmSync(out, { force: true });
  const code = run(bin('playwright'), ['test'], env);
  const report = readJson<PlaywrightReport>(out);
  if (!report) {
    totals.failed += 1;
    return;
  }
  totals.passed += report.stats.expected;
  totals.failed += report.stats.unexpected + report.stats.flaky + (code !== 0 && report.stats.unexpected === 0 ? 1 : 0);
}

const { DATABASE_URL, ...withoutDatabase } = process.env;
vitest('unit-and-platform-on-pglite', [], withoutDatabase);
// Every project on PGlite first; on PostgreSQL, the platform's tests and its long runs.
if (DATABASE_URL) vitest('platform-on-postgresql', ['--project', 'platform', '--project', 'long'], process.env);
e2e(process.env);

console.log(`\n${totals.passed} passed, ${totals.failed} failed`);
process.exit(totals.failed > 0 ? 1 : 0);
