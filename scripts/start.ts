/**
 * `npm start`: the whole product on one machine with nothing configured.
 * Builds the site when its sources changed since the last build, starts the embedded platform
 * (unless API_UPSTREAM_URL points at an operator's own back end) and serves the site.
 *   --dev    next dev instead of a production build
 *   --fresh  wipe DATA_DIR first (end-to-end tests start from the seed)
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import { startPlatform, type RunningPlatform } from '../platform/app';
import { envWarnings, platformEnv } from '../platform/env';
import { UnsafeProductionError, assertSafeForProduction } from '../platform/production-secrets';
import { mailSettingProblems } from '../platform/modules/mail';
import { describeDemoLogins } from '../platform/seed';

const root = path.resolve(import.meta.dirname, '..');
const args = new Set(process.argv.slice(2));
const dev = args.has('--dev');
const sitePort = Number(process.env.PORT ?? 3000);
const nextBin = path.join(root, 'node_modules', 'next', 'dist', 'bin', 'next');
const SOURCES = [
  'app',
  'components',
  'features',
  'lib',
  'messages',
  'public',
  'proxy.ts',
  'instrumentation-client.ts',
  'next.config.ts',
  'package-lock.json',
  'tsconfig.json',
];

function newestMtime(target: string): number {
  if (!existsSync(target)) return 0;
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(target).reduce((max, name) => Math.max(max, newestMtime(path.join(target, name))), stat.mtimeMs);
}

function buildIfStale(): void {
  const buildId = path.join(root, '.next', 'BUILD_ID');
  const builtAt = existsSync(buildId) ? statSync(buildId).mtimeMs : 0;
  const changedAt = Math.max(...SOURCES.map((s) => newestMtime(path.join(root, s))));
  if (builtAt > changedAt) return;
  console.log('[start] building the site (next build)…');
  const started = Date.now();
  const result = spawnSync(process.execPath, [nextBin, 'build'], { cwd: root, stdio: 'inherit', env: process.env });
  if (result.status !== 0) process.exit(result.status ?? 1);
  console.log(`[start] built in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

async function main(): Promise<void> {
  const startedAt = Date.now();
  // The demo games may be framed by, and post their balance to, this site only.
  process.env.SITE_ORIGINS ??= `http://localhost:${sitePort}, http://127.0.0.1:${sitePort}`;
  // next dev has no site server to forward /realtime: browsers open the platform's port directly.
  if (dev && !process.env.API_UPSTREAM_URL) {
    process.env.REALTIME_PUBLIC_URL ??= `ws://${process.env.PLATFORM_HOST ?? '127.0.0.1'}:${process.env.PLATFORM_PORT ?? 4000}`;
  }
  const env = platformEnv();
  // Before building or binding anything: production refuses repository secrets and demo parts.
  try {
    assertSafeForProduction(env, mailSettingProblems(env));
  } catch (error) {
    if (!(error instanceof UnsafeProductionError)) throw error;
    console.error(`[start] ${error.message}`);
    process.exit(1);
  }
  // The site refuses production without SITE_URL (lib/env.ts reads its environment on import): say so before building.
  try {
    await import('../lib/env');
  } catch (error) {
    console.error(`[start] ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  }
  for (const warning of envWarnings(env)) console.warn(`[start] warning: ${warning}`);
  if (args.has('--fresh')) rmSync(path.resolve(root, env.dataDir), { recursive: true, force: true });
  if (!dev) buildIfStale();

  let platform: RunningPlatform | null = null;
  const siteEnv: NodeJS.ProcessEnv = { ...process.env };
  if (!process.env.API_UPSTREAM_URL) {
    platform = await startPlatform({ env, logger: { level: 'warn' } });
    // The site follows the embedded services wherever they listen.
    siteEnv.API_UPSTREAM_URL = platform.url;
    siteEnv.STORAGE_URL ??= platform.storageUrl;
    // The game page may frame the embedded demo provider, and nothing else unless configured.
    siteEnv.GAME_ORIGINS ??= new URL(platform.providerUrl).origin;
    siteEnv.CATALOG_ENV ??= env.catalogEnv;
    console.log(`[start] platform on ${platform.url} (${env.databaseUrl ? 'PostgreSQL' : `PGlite at ${env.pgliteDir}`})`);
    console.log(`[start] storage on ${platform.storageUrl}, demo game provider on ${platform.providerUrl}`);
  }

  // Production builds run behind scripts/site-server.ts, which decides the client's IP from the socket.
  const command = dev ? [nextBin, 'dev', '-p', String(sitePort)] : ['--import', 'tsx', path.join(root, 'scripts', 'site-server.ts')];
  const site = spawn(process.execPath, command, {
    cwd: root,
    stdio: ['ignore', 'pipe', 'inherit'],
    env: { ...siteEnv, PORT: String(sitePort), ...(dev ? {} : { NODE_ENV: 'production' }) },
  });
  site.stdout.on('data', (chunk: Buffer) => {
    const text = chunk.toString();
    process.stdout.write(text);
    if (/Ready in|✓ Ready/.test(text)) {
      console.log(`\n[start] site ready at http://localhost:${sitePort} in ${((Date.now() - startedAt) / 1000).toFixed(1)} s`);
      if (platform && env.demoContent) console.log(`[start] demo members: ${describeDemoLogins()}\n`);
    }
  });

  let stopping = false;
  const stop = async (code: number) => {
    if (stopping) return;
    stopping = true;
    site.kill('SIGTERM');
    await platform?.close();
    process.exit(code);
  };
  site.on('exit', (code) => void stop(code ?? 0));
  process.on('SIGINT', () => void stop(0));
  process.on('SIGTERM', () => void stop(0));
}

main().catch((error: unknown) => {
  console.error('[start] failed:', error);
  process.exit(1);
});
