/**
 * Lighthouse on pages of a running site, beside a bare Next 16 page in the same run:
 *   npx tsx bench/lighthouse.ts http://localhost:3000 /en-my /en-my/slots [--runs 5] [--cpu 2] [--bare-port 3299]
 * The protocol: mobile form factor, simulated throttling with the CPU slowed 2×, the median of 5
 * runs per page. The runs are interleaved (bare, page 1, page 2, bare, …) so load from other work
 * on the machine hits every page alike. The bare page (bench/bare: an h1 and a paragraph, nothing
 * of ours) is built once and served by `next start` on --bare-port; its figures are the floor the
 * site's pages are read against. Prints performance score, LCP, FCP, TBT, CLS and the
 * render-blocking stylesheets per page, and the load average before and after.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { CHROMIUM_ARGS, chromiumPath } from '../tests/chromium';

const args = process.argv.slice(2);
const option = (name: string, fallback: number) => {
  const at = args.indexOf(`--${name}`);
  return at >= 0 ? Number(args[at + 1]) : fallback;
};
const positional = args.filter((a, i) => !a.startsWith('--') && !args[i - 1]?.startsWith('--'));
const [base = 'http://localhost:3000', ...paths] = positional;
const RUNS = option('runs', 5);
const CPU = option('cpu', 2);
const BARE_PORT = option('bare-port', 3299);
const root = path.resolve(import.meta.dirname, '..');
const bareDir = path.join(root, 'bench', 'bare');
const lighthouse = path.join(root, 'node_modules', '.bin', 'lighthouse');
const nextBin = path.join(root, 'node_modules', 'next', 'dist', 'bin', 'next');

type Audit = { numericValue?: number; details?: { items?: { url?: string }[] } };
type Report = { categories: { performance: { score: number } }; audits: Record<string, Audit> };
type Figures = { score: number; lcp: number; fcp: number; tbt: number; cls: number; blockingCss: number };

function once(url: string): Figures {
  const dir = mkdtempSync(path.join(tmpdir(), 'lh-'));
  const out = path.join(dir, 'report.json');
  const flags = [...CHROMIUM_ARGS, '--headless=new', `--user-data-dir=${dir}/profile`].join(' ');
  const result = spawnSync(
    lighthouse,
    [
      url,
      '--quiet',
      '--output=json',
      `--output-path=${out}`,
      '--only-categories=performance',
      '--form-factor=mobile',
      '--throttling-method=simulate',
      `--throttling.cpuSlowdownMultiplier=${CPU}`,
      `--chrome-flags=${flags}`,
    ],
    { env: { ...process.env, CHROME_PATH: chromiumPath() }, encoding: 'utf8' },
  );
  if (result.status !== 0) throw new Error(`lighthouse failed for ${url}: ${result.stderr}`);
  const report = JSON.parse(readFileSync(out, 'utf8')) as Report;
  rmSync(dir, { recursive: true, force: true });
  const value = (id: string) => report.audits[id]?.numericValue ?? Number.NaN;
  const blocking = report.audits['render-blocking-resources']?.details?.items ?? [];
  return {
    score: report.categories.performance.score * 100,
    lcp: value('largest-contentful-paint'),
    fcp: value('first-contentful-paint'),
    tbt: value('total-blocking-time'),
    cls: value('cumulative-layout-shift'),
    blockingCss: blocking.filter((item) => item.url && /\.css(\?|$)/.test(item.url)).length,
  };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/** The bare app, built on first use, served on BARE_PORT until the bench ends. */
async function startBare(): Promise<ChildProcess> {
  if (!existsSync(path.join(bareDir, '.next', 'BUILD_ID'))) {
    const build = spawnSync(process.execPath, [nextBin, 'build', bareDir], { cwd: root, stdio: 'inherit' });
    if (build.status !== 0) throw new Error('building bench/bare failed');
  }
  const server = spawn(process.execPath, [nextBin, 'start', bareDir, '-p', String(BARE_PORT)], { cwd: root, stdio: 'ignore' });
  for (let i = 0; i < 100; i++) {
    try {
      if ((await fetch(`http://localhost:${BARE_PORT}/`)).ok) return server;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  server.kill();
  throw new Error(`the bare page did not come up on port ${BARE_PORT}`);
}

const load = () =>
  loadavg()
    .map((n) => n.toFixed(2))
    .join(' ');

async function main() {
  const bare = await startBare();
  try {
    const targets = [
      { name: 'bare Next page', url: `http://localhost:${BARE_PORT}/` },
      ...(paths.length ? paths : ['/en-my']).map((p) => ({ name: p, url: base + p })),
    ];
    const loadBefore = load();
    const results = new Map<string, Figures[]>(targets.map((t) => [t.name, []]));
    for (let run = 0; run < RUNS; run++) {
      for (const target of targets) results.get(target.name)!.push(once(target.url));
    }
    console.log(
      `Lighthouse ${lighthouseVersion()}, mobile, simulated throttling, CPU ×${CPU}, median of ${RUNS} runs; load average ${loadBefore} before, ${load()} after`,
    );
    const floor = results.get(targets[0]!.name)!;
    for (const target of targets) {
      const runs = results.get(target.name)!;
      const pick = (key: keyof Figures) => median(runs.map((r) => r[key]));
      const versus = target === targets[0] ? '' : `  (LCP ×${(pick('lcp') / median(floor.map((r) => r.lcp))).toFixed(2)} the bare page's)`;
      console.log(
        `${target.name.padEnd(20)} performance ${pick('score').toFixed(0).padStart(3)}, LCP ${(pick('lcp') / 1000).toFixed(2)} s, FCP ${(pick('fcp') / 1000).toFixed(2)} s, TBT ${pick('tbt').toFixed(0)} ms, CLS ${pick('cls').toFixed(3)}, render-blocking CSS ${pick('blockingCss')}${versus}`,
      );
      console.log(`${''.padEnd(20)} LCP per run: ${runs.map((r) => (r.lcp / 1000).toFixed(2)).join(', ')} s`);
    }
  } finally {
    bare.kill();
  }
}

function lighthouseVersion(): string {
  return (JSON.parse(readFileSync(path.join(root, 'node_modules', 'lighthouse', 'package.json'), 'utf8')) as { version: string }).version;
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
