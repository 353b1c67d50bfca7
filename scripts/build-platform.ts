/**
 * `npm run build:platform`: the operator platform compiled to one ES module, `.platform/main.mjs`,
 * for production (`npm run platform:start`). Running it with plain Node instead of through `tsx`
 * keeps TypeScript's loader and its source maps out of the process: about 80 MB less resident
 * memory per platform process (docs/realtime.md, "Budgets").
 *
 * Packages stay external (resolved from node_modules as usual). The files the platform finds
 * next to its own module — the migrations folder and the embedded object store's worker with its
 * access check — are copied beside the bundle, so `new URL('./…', import.meta.url)` finds them there too.
 */
import { spawn } from 'node:child_process';
import { build } from 'esbuild';
import { cpSync, mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Files a bundled module reads relative to itself: [source in the repository, name beside the bundle]. */
const BESIDE_THE_BUNDLE: ReadonlyArray<readonly [string, string]> = [
  ['platform/db/migrations', 'migrations'],
  ['platform/storage/embedded-s3-worker.mjs', 'embedded-s3-worker.mjs'],
  ['platform/storage/embedded-s3-access.mjs', 'embedded-s3-access.mjs'],
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

export type CompiledPlatform = { url: string; pid: number; close: () => void };

/**
 * Starts a built bundle as its own process (NODE_ENV=test, every port chosen by the system, data in
 * `dataDir`) and resolves once it listens. `env` is the environment it inherits (the caller decides,
 * e.g. whether DATABASE_URL reaches it); its output is kept for the error when it exits first.
 */
export async function startCompiledPlatform(
  file: string,
  dataDir: string,
  env: NodeJS.ProcessEnv = process.env,
): Promise<CompiledPlatform> {
  const ports = { PLATFORM_PORT: '0', PROVIDER_PORT: '0', EMBEDDED_S3_PORT: '0', EMBEDDED_SMTP_PORT: '0' };
  const child = spawn(process.execPath, [file], {
    env: { ...env, ...ports, DATA_DIR: dataDir, NODE_ENV: 'test' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const url = await new Promise<string>((resolve, reject) => {
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      const listening = /listening on (http:\/\/\S+?) /.exec(output);
      if (listening) resolve(listening[1]!);
    };
    child.stdout.on('data', read);
    child.stderr.on('data', read);
    child.on('exit', (code) => reject(new Error(`the platform exited (${code}) before listening:\n${output}`)));
  });
  return { url, pid: child.pid!, close: () => child.kill('SIGTERM') };
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
