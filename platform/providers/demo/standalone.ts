/**
 * The demo game provider as a process of its own, as a real provider runs beside the platform: its
 * game server on PROVIDER_HOST:PROVIDER_PORT, what it owes the wallet journaled under
 * PROVIDER_STATE_DIR (default DATA_DIR/demo-provider), the platform's wallet callbacks called over
 * HTTP at PLATFORM_URL (default http://PLATFORM_HOST:PLATFORM_PORT). It reads the game catalogue
 * from the platform's PostgreSQL (DATABASE_URL; PGlite has one process only). The platform registers
 * it with startPlatform({ remoteProvider: its URL }) and starts no provider of its own.
 * Prints one line `READY {"url":…}` once it listens; SIGTERM closes it.
 *
 *   DATABASE_URL=postgres://… PROVIDER_PORT=4001 node --import tsx platform/providers/demo/standalone.ts
 */
import path from 'node:path';
import { openDatabase } from '../../db/connection';
import { parseEnv } from '../../env';
import { createDemoProvider, loopbackHost } from '.';

const env = parseEnv(process.env);
if (!env.databaseUrl) throw new Error('the standalone demo provider needs DATABASE_URL (the platform’s PostgreSQL)');
const platformUrl = process.env.PLATFORM_URL ?? `http://${loopbackHost(env.host)}:${env.port}`;

const handle = await openDatabase({ databaseUrl: env.databaseUrl });
const provider = await createDemoProvider({
  db: handle.db,
  env,
  clock: () => new Date(),
  listen: true,
  stateDir: process.env.PROVIDER_STATE_DIR ?? path.join(env.dataDir, 'demo-provider'),
  logger: { level: 'error' },
});
provider.useHttp(platformUrl);
console.log(`READY ${JSON.stringify({ url: provider.url, pid: process.pid })}`);

let stopping = false;
const stop = () => {
  if (stopping) return;
  stopping = true;
  // The server first (no request still needs the catalogue), then the database.
  provider
    .close()
    .then(() => handle.close())
    .then(
      () => process.exit(0),
      (error: unknown) => {
        console.error('[demo provider] close failed', error);
        process.exit(1);
      },
    );
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
