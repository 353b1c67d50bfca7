import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The platform's import rules, read from the sources (tests included): the HTTP layer knows no
 * module, modules know neither the HTTP layer nor any provider adapter, and the seed reads only the
 * shared contracts of the site's code. Start-up (platform/app.ts) is where they meet. The module
 * boundaries (one public entry per module, no cycles) are dependency-cruiser's rules in
 * .dependency-cruiser.mjs, run here too.
 */
const ROOT = fileURLToPath(new URL('..', import.meta.url));
const PLATFORM = path.join(ROOT, 'platform');
const IMPORT = /(?:import|export)[^'"]*?from\s*['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'migrations' ? [] : sourceFiles(full);
    return /\.(ts|mts|mjs)$/.test(entry.name) ? [full] : [];
  });
}

/** Every import of every platform file, as paths relative to the repository ('platform/modules/…', 'lib/…', or a package name). */
const imports = sourceFiles(PLATFORM).flatMap((file) =>
  [...readFileSync(file, 'utf8').matchAll(IMPORT)].map((match) => {
    const specifier = match[1] ?? match[2] ?? '';
    const target = specifier.startsWith('.')
      ? path.relative(ROOT, path.resolve(path.dirname(file), specifier))
      : specifier.startsWith('@/')
        ? specifier.slice(2)
        : specifier;
    return { from: path.relative(ROOT, file).split(path.sep).join('/'), to: target.split(path.sep).join('/') };
  }),
);

const moduleOf = (file: string) => /^platform\/modules\/([^/]+)\//.exec(file)?.[1];
const isTest = (file: string) => /\.test\.ts$|\/testing\//.test(file);

/** Which modules each module's code (tests and fixtures aside) imports. */
function moduleGraph(): Map<string, Set<string>> {
  const graph = new Map<string, Set<string>>();
  for (const { from, to } of imports) {
    const [a, b] = [moduleOf(from), moduleOf(`${to}/`)];
    if (!a || !b || a === b || isTest(from)) continue;
    graph.set(a, (graph.get(a) ?? new Set()).add(b));
  }
  return graph;
}

/** Every module that reaches itself again through the modules it imports, with one such path. */
function moduleCycles(graph: Map<string, Set<string>>): string[] {
  const cycles: string[] = [];
  for (const start of graph.keys()) {
    const seen = new Set<string>();
    const walk = (node: string, trail: string[]): boolean => {
      for (const next of graph.get(node) ?? []) {
        if (next === start) return cycles.push([...trail, next].join(' → ')) > 0;
        if (!seen.has(next) && (seen.add(next), walk(next, [...trail, next]))) return true;
      }
      return false;
    };
    walk(start, [start]);
  }
  return cycles;
}

const breaking = (fromDir: string, toDirs: string[]) =>
  imports
    .filter(({ from, to }) => from.startsWith(fromDir) && toDirs.some((dir) => to === dir || to.startsWith(`${dir}/`)))
    .map(({ from, to }) => `${from} → ${to}`);

describe('platform layering', () => {
  it('finds the imports it checks', () => {
    expect(imports.some(({ to }) => to.startsWith('platform/modules/'))).toBe(true);
  });

  it('keeps the HTTP layer free of modules and providers: it gets them through the context app.ts builds', () => {
    expect(breaking('platform/http/', ['platform/modules', 'platform/providers', 'platform/endpoints/registry'])).toEqual([]);
  });

  it('keeps modules free of the HTTP layer and of provider adapters', () => {
    expect(breaking('platform/modules/', ['platform/http', 'platform/providers', 'platform/endpoints/registry'])).toEqual([]);
  });

  it('keeps the neutral endpoint contract free of the HTTP layer and of providers', () => {
    expect(breaking('platform/endpoints/', ['platform/http', 'platform/providers'])).toEqual([]);
  });

  it('seeds from the shared contracts only, never from site code', () => {
    const site = imports.filter(
      ({ from, to }) =>
        from.startsWith('platform/seed/') && /^(lib|app|components|features)\//.test(to) && !to.startsWith('lib/contracts/'),
    );
    expect(site.map(({ from, to }) => `${from} → ${to}`)).toEqual([]);
  });

  it('keeps modules free of cycles: no two depend on each other, directly or through others', () => {
    const graph = moduleGraph();
    expect(graph.get('wallet')?.has('ledger')).toBe(true);
    expect(moduleCycles(graph)).toEqual([]);
  });

  it("reaches a module only through its index.ts, and keeps to dependency-cruiser's other rules", { timeout: 120_000 }, () => {
    const bin = path.join(ROOT, 'node_modules', '.bin', 'depcruise');
    const run = spawnSync(bin, ['platform', 'tests', 'scripts', 'bench', '--config', '.dependency-cruiser.mjs', '--output-type', 'err'], {
      cwd: ROOT,
      encoding: 'utf8',
    });
    expect(run.stdout + run.stderr).toContain('no dependency violations found');
    expect(run.status).toBe(0);
  });
});
