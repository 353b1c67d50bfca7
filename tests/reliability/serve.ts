/**
 * The platform as a real process for the crash tests: DATA_DIR (PGlite under DATA_DIR/pglite, the
 * embedded object storage under DATA_DIR/s3) or DATABASE_URL, every port 0, the test catalogue
 * fixture inserted. Prints one line `READY {"url":…,"providerUrl":…,"engine":…}` once it listens.
 * With REMOTE_PROVIDER_URL the demo provider is not started here: it runs as its own process
 * (platform/providers/demo/standalone.ts) at that URL.
 *
 *   DATA_DIR=/tmp/x node --import tsx tests/reliability/serve.ts
 */
import { join } from 'node:path';
import { startPlatform } from '../../platform/app';
import { parseEnv } from '../../platform/env';
import { insertCatalogFixture } from '../../platform/modules/games/testing/catalog-fixture';

const dataDir = process.env.DATA_DIR;
if (!dataDir) throw new Error('serve.ts needs DATA_DIR');
const env = parseEnv({ ...process.env, NODE_ENV: 'test', PLATFORM_PORT: '0', PROVIDER_PORT: '0', EMBEDDED_S3_PORT: '0' });

const platform = await startPlatform({
  env,
  host: '127.0.0.1',
  port: 0,
  databaseUrl: env.databaseUrl,
  dataDir: env.databaseUrl ? undefined : env.pgliteDir,
  storage: { directory: join(dataDir, 's3'), port: 0 },
  catalogSize: 'small',
  // A real process keeps the demo provider's owed wins and rollbacks on disk, so they survive a kill -9.
  providerStateDir: join(dataDir, 'demo-provider'),
  remoteProvider: process.env.REMOTE_PROVIDER_URL,
  logger: { level: 'error' },
});
await insertCatalogFixture(platform.db);
console.log(
  `READY ${JSON.stringify({ url: platform.url, providerUrl: platform.providerUrl, engine: env.databaseUrl ? 'postgres' : 'pglite', pid: process.pid })}`,
);

let stopping = false;
const stop = () => {
  if (stopping) return;
  stopping = true;
  platform.close().then(
    () => process.exit(0),
    (error: unknown) => {
      console.error('[serve] close failed', error);
      process.exit(1);
    },
  );
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
