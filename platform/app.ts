import type { FastifyInstance, FastifyServerOptions } from 'fastify';
import { openDatabase, runMigrations, type Database } from './db/connection';
import { platformEnv, type PlatformEnv } from './env';
import { buildServer } from './http/server';
import { seedDatabase } from './seed';

export type PlatformOptions = {
  /** Defaults to the parsed process environment. */
  env?: PlatformEnv;
  port?: number;
  host?: string;
  /** PostgreSQL URL; without it PGlite is used. */
  databaseUrl?: string;
  /** PGlite directory, or 'memory'. Defaults to env.pgliteDir. */
  dataDir?: string | 'memory';
  logger?: FastifyServerOptions['logger'];
  /** The platform's sense of "now" (sessions, throttle, timestamps); tests move it instead of sleeping. */
  clock?: () => Date;
};

export type Platform = { app: FastifyInstance; db: Database; env: PlatformEnv; close(): Promise<void> };

/** Opens the database, migrates, seeds and builds the HTTP server, without listening (tests use app.inject). */
export async function createPlatform(options: PlatformOptions = {}): Promise<Platform> {
  const env = options.env ?? platformEnv();
  const databaseUrl = options.databaseUrl ?? (options.dataDir ? undefined : env.databaseUrl);
  const handle = await openDatabase({ databaseUrl, dataDir: options.dataDir ?? env.pgliteDir });
  const clock = options.clock ?? (() => new Date());
  try {
    await handle.withStartupLock(async (db) => {
      await runMigrations(handle, db);
      await seedDatabase(db, clock());
    });
  } catch (error) {
    await handle.close();
    throw error;
  }

  const app = buildServer({ db: handle.db, env, clock }, { logger: options.logger });
  let closed = false;
  return {
    app,
    db: handle.db,
    env,
    async close() {
      if (closed) return;
      closed = true;
      // Stop taking requests first, then release the database they use.
      await app.close();
      await handle.close();
    },
  };
}

export type RunningPlatform = Platform & { url: string };

export async function startPlatform(options: PlatformOptions = {}): Promise<RunningPlatform> {
  const platform = await createPlatform(options);
  const port = options.port ?? platform.env.port;
  const host = options.host ?? platform.env.host;
  try {
    await platform.app.listen({ port, host });
  } catch (error) {
    await platform.close();
    throw error;
  }
  const address = platform.app.server.address();
  const boundPort = typeof address === 'object' && address ? address.port : port;
  const urlHost = host.includes(':') ? `[${host}]` : host;
  return { ...platform, url: `http://${urlHost}:${boundPort}` };
}
