/**
 * `npm run build:platform`: the operator platform compiled to one ES module, `.platform/main.mjs`,
 * for production (`npm run platform:start`). Running it with plain Node instead of through `tsx`
 * keeps TypeScript's loader and its source maps out of the process: about 80 MB less resident
 * memory per platform process (docs/realtime.md, "Budgets").
 *
 * Packages stay external (resolved from node_modules as usual). The two files the platform finds
 * next to its own module — the migrations folder and the embedded object store's worker — are
 * copied beside the bundle, so `new URL('./…', import.meta.url)` finds them there too.
 */
import { build } from 'esbuild';
import { cpSync, mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Files a bundled module reads relative to itself: [source in the repository, name beside the bundle]. */
const BESIDE_THE_BUNDLE: ReadonlyArray<readonly [string, string]> = [
  ['platform/db/migrations', 'migrations'],
  ['platform/storage/embedded-s3-worker.mjs', 'embedded-s3-worker.mjs'],
];

/** Builds `<outDir>/main.mjs` (outDir inside the repository, so node_modules resolves) and returns its path. */
export async function buildPlatform(outDir = path.join(root, '.platform')): Promise<string> {
  rmSync(outDir, { recursive: true, force: true });
  mkdirSync(outDir, { recursive: true });
  const outfile = path.join(outDir, 'main.mjs');
  await build({
    entryPoints: [path.join(root, 'platform', 'main.ts')],
    outfile,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    tsconfig: path.join(root, 'tsconfig.json'),
    sourcemap: 'linked',
    logLevel: 'warning',
  });
  for (const [source, name] of BESIDE_THE_BUNDLE) cpSync(path.join(root, source), path.join(outDir, name), { recursive: true });
  return outfile;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  buildPlatform().then(
    (file) => console.log(`[build:platform] ${path.relative(root, file)}`),
    (error: unknown) => {
      console.error('[build:platform] failed:', error);
      process.exit(1);
    },
  );
}
