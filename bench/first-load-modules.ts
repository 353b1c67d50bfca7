/**
 * What a route's first-load JavaScript is made of, by package, beside the bare Next page:
 *   npx next experimental-analyze -o && (cd bench/bare && npx next experimental-analyze -o)
 *   npx tsx bench/first-load-modules.ts [route] [--top 30] [--chunks]
 * `route` is a folder under `.next/diagnostics/analyze/data` (`[lang]` is home, `[lang]/[category]`
 * the lobby; the default `[lang]`). The first load is every client script of the route's bootstrap
 * and render-dependent chunk groups (the async ones load later). Sizes are the analyzer's
 * compressed size of each module on its own, so they add up to more than the chunks' gzip does
 * (`bench/page-js.ts` counts that): read them as shares, not as the budget's kilobytes.
 * `--chunks` lists each first-load script with the project's modules in it: a module the route's
 * first screen never renders there (another view's, one an index re-exports) is a leak to fix.
 * Reads the JSON header of Next 16's `analyze.data` (a 4-byte length, then JSON); another Next
 * version may lay it out differently.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

type Analysis = {
  sources: { parent_source_index?: number | null; path: string }[];
  chunk_parts: { source_index: number; output_file_index: number; compressed_size: number }[];
  output_files: { filename: string }[];
  chunk_groups: { kind: string; output_file_indices: number[] }[];
};

const args = process.argv.slice(2);
const topAt = args.indexOf('--top');
const TOP = topAt >= 0 ? Number(args[topAt + 1]) : 30;
const CHUNKS = args.includes('--chunks');
const route = args.find((a, i) => !a.startsWith('--') && args[i - 1] !== '--top') ?? '[lang]';

function read(dir: string): Analysis {
  const file = join(dir, '.next/diagnostics/analyze/data', dir.endsWith('bare') ? '' : route, 'analyze.data');
  if (!existsSync(file)) throw new Error(`${file} is missing: run \`npx next experimental-analyze -o\` there first`);
  const bytes = readFileSync(file);
  return JSON.parse(bytes.subarray(4, 4 + bytes.readUInt32BE(0)).toString()) as Analysis;
}

/** Compressed bytes of each source module in the route's first load, keyed by its path (and by script). */
function firstLoad(analysis: Analysis): Map<string, number> {
  return firstLoadByScript(analysis).get('') ?? new Map();
}

/** '' → every module of the first load; each script's file name → its modules. */
function firstLoadByScript(analysis: Analysis): Map<string, Map<string, number>> {
  const { sources, chunk_parts, output_files, chunk_groups } = analysis;
  const isClientScript = (i: number) => output_files[i]!.filename.startsWith('[client-fs]') && output_files[i]!.filename.endsWith('.js');
  const files = new Set(chunk_groups.filter((g) => g.kind !== 'async').flatMap((g) => g.output_file_indices.filter(isClientScript)));
  const pathOf = (index: number) => {
    const parts: string[] = [];
    for (let s = sources[index]; s; s = s.parent_source_index == null ? undefined : sources[s.parent_source_index]) parts.unshift(s.path);
    return parts.join('/').replace(/\/+/g, '/').replace(/^\//, '');
  };
  const byScript = new Map<string, Map<string, number>>([['', new Map()]]);
  for (const part of chunk_parts) {
    if (!files.has(part.output_file_index)) continue;
    const path = pathOf(part.source_index);
    const script = output_files[part.output_file_index]!.filename.replace(/.*\//, '');
    for (const key of ['', script]) {
      const sizes = byScript.get(key) ?? byScript.set(key, new Map()).get(key)!;
      sizes.set(path, (sizes.get(path) ?? 0) + part.compressed_size);
    }
  }
  return byScript;
}

/** `next`, `@tanstack/query-core`, or `ours` for the project's own files. */
function packageOf(path: string): string {
  const npm = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(path);
  if (npm) return npm[1]!;
  return path.startsWith('[project]') ? 'ours' : path.split('/')[0]!;
}

const sum = (sizes: Iterable<number>) => [...sizes].reduce((a, b) => a + b, 0);
const kb = (bytes: number) => (bytes / 1024).toFixed(1).padStart(6);

const siteAnalysis = read('.');
const site = firstLoad(siteAnalysis);
const bare = firstLoad(read('bench/bare'));
function byPackage(sizes: Map<string, number>): Map<string, number> {
  const totals = new Map<string, number>();
  for (const [path, size] of sizes) totals.set(packageOf(path), (totals.get(packageOf(path)) ?? 0) + size);
  return totals;
}
const bareTotals = byPackage(bare);

console.log(`${route}: ${kb(sum(site.values()))} KB of modules (each compressed alone); the bare page ${kb(sum(bare.values()))} KB`);
console.log('\nby package (KB: this route, the bare page):');
for (const [name, size] of [...byPackage(site)].sort((a, b) => b[1] - a[1]))
  console.log(`${kb(size)} ${kb(bareTotals.get(name) ?? 0)}  ${name}`);
const nextBeyondBare = [...site]
  .filter(([path]) => path.includes('node_modules/next/'))
  .map(([path, size]) => [path, size - (bare.get(path) ?? 0)] as const);
console.log(`\nNext's own modules beyond the bare page's: ${kb(sum(nextBeyondBare.map(([, d]) => Math.max(0, d))))} KB`);
for (const [path, extra] of nextBeyondBare
  .filter(([, d]) => d > 100)
  .sort((a, b) => b[1] - a[1])
  .slice(0, 10)) {
  console.log(`${kb(extra)}  ${path.replace(/.*node_modules\/next\//, 'next/')}`);
}
console.log(`\nthe project's largest ${TOP}:`);
for (const [path, size] of [...site]
  .filter(([path]) => packageOf(path) === 'ours')
  .sort((a, b) => b[1] - a[1])
  .slice(0, TOP)) {
  console.log(`${kb(size)}  ${path.replace('[project]/', '')}`);
}

if (CHUNKS) {
  console.log("\nthe first load's scripts and the project's modules in each:");
  for (const [script, sizes] of firstLoadByScript(siteAnalysis)) {
    const ours = [...sizes].filter(([path]) => packageOf(path) === 'ours').sort((a, b) => b[1] - a[1]);
    if (script === '' || ours.length === 0) continue;
    console.log(`${kb(sum(sizes.values()))}  ${script}`);
    for (const [path, size] of ours) console.log(`  ${kb(size)}  ${path.replace('[project]/', '')}`);
  }
}
