import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';

/** The engine-neutral database handle handlers receive: they never know whether PGlite or PostgreSQL answers. */
export type Database = PgDatabase<PgQueryResultHKT>;

export type OpenDatabaseOptions = {
  /** A postgres:// URL. When set, PostgreSQL is used and dataDir is ignored. */
  databaseUrl?: string | undefined;
  /** PGlite's directory, or 'memory' for a throw-away in-memory database (tests). */
  dataDir?: string | 'memory' | undefined;
  /** An in-memory PGlite starts from this data directory (a dumpDataDir tarball) instead of running initdb. */
  pgliteSnapshot?: Blob | undefined;
};

export type DatabaseHandle = {
  db: Database;
  engine: 'pglite' | 'postgres';
  /**
   * Runs `work` while holding the migration lock. On PostgreSQL several platform
   * processes may start at once; an advisory lock makes them migrate and seed one
   * after another instead of racing on the same DDL. PGlite has one process only.
   */
  withStartupLock<T>(work: (db: Database) => Promise<T>): Promise<T>;
  /** PGlite only: its whole data directory as an uncompressed tarball, for pgliteSnapshot. */
  dumpDataDir?(): Promise<Blob>;
  /** LISTEN on a channel (a dedicated connection on PostgreSQL); resolves to its unlisten. */
  listen(channel: string, onPayload: (payload: string) => void): Promise<() => Promise<void>>;
  /** NOTIFY (pg_notify) a channel; every listener of this database gets it, in other processes too. */
  notify(channel: string, payload: string): Promise<void>;
  close(): Promise<void>;
};

const MIGRATIONS_FOLDER = fileURLToPath(new URL('./migrations', import.meta.url));
// Any fixed 64-bit number works; it only has to be the same in every process.
const STARTUP_LOCK_ID = 4_000_001;

export async function openDatabase(options: OpenDatabaseOptions = {}): Promise<DatabaseHandle> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl);
  return openPglite(options.dataDir ?? 'memory', options.pgliteSnapshot);
}

async function openPglite(dataDir: string, snapshot: Blob | undefined): Promise<DatabaseHandle> {
  if (dataDir !== 'memory') mkdirSync(dataDir, { recursive: true });
  const client = dataDir !== 'memory' ? new PGlite(dataDir) : snapshot ? new PGlite({ loadDataDir: snapshot }) : new PGlite();
  await client.waitReady;
  const db = drizzlePglite({ client });
  return {
    db,
    engine: 'pglite',
    withStartupLock: (work) => work(db),
    dumpDataDir: () => client.dumpDataDir('none'),
    listen: (channel, onPayload) => client.listen(channel, onPayload),
    async notify(channel, payload) {
      await client.query('select pg_notify($1, $2)', [channel, payload]);
    },
    close: () => client.close(),
  };
}

async function openPostgres(databaseUrl: string): Promise<DatabaseHandle> {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 10 });
  // An idle client that loses its server must not crash the process; the next query reconnects.
  pool.on('error', (err) => console.error('[platform] idle PostgreSQL client error:', err.message));
  const db = drizzlePg({ client: pool });
  return {
    db,
    engine: 'postgres',
    async withStartupLock(work) {
      // Session-level advisory locks belong to one connection, so migrate through that same connection.
      const client = await pool.connect();
      try {
        await client.query('select pg_advisory_lock($1)', [STARTUP_LOCK_ID]);
        try {
          return await work(drizzlePg({ client }));
        } finally {
          await client.query('select pg_advisory_unlock($1)', [STARTUP_LOCK_ID]);
        }
      } finally {
        client.release();
      }
    },
    listen: (channel, onPayload) => listenPostgres(databaseUrl, channel, onPayload),
    async notify(channel, payload) {
      await pool.query('select pg_notify($1, $2)', [channel, payload]);
    },
    close: () => pool.end(),
  };
}

/**
 * LISTEN needs a connection of its own that stays open (a pooled one would be handed to queries).
 * When it drops, it reconnects after a second and listens again; events sent meanwhile are missed,
 * which is why clients refetch on reconnect instead of trusting live events alone.
 */
async function listenPostgres(databaseUrl: string, channel: string, onPayload: (payload: string) => void): Promise<() => Promise<void>> {
  let client: pg.Client | null = null;
  let stopped = false;
  let retry: NodeJS.Timeout | undefined;
  const reconnectSoon = () => {
    if (!stopped) retry = setTimeout(() => void connect().catch(reconnectSoon), 1000);
  };
  const connect = async (): Promise<void> => {
    const next = new pg.Client({ connectionString: databaseUrl });
    next.on('notification', (message) => {
      if (message.channel === channel && message.payload !== undefined) onPayload(message.payload);
    });
    next.on('error', (err) => {
      console.error('[platform] LISTEN connection lost:', err.message);
      void next.end().catch(() => {});
      reconnectSoon();
    });
    await next.connect();
    await next.query(`listen ${pg.escapeIdentifier(channel)}`);
    client = next;
  };
  await connect();
  return async () => {
    stopped = true;
    clearTimeout(retry);
    await client?.end().catch(() => {});
  };
}

/** Applies pending migrations from platform/db/migrations (generated by drizzle-kit). */
export async function runMigrations(handle: DatabaseHandle, db: Database = handle.db): Promise<void> {
  const config = { migrationsFolder: MIGRATIONS_FOLDER };
  // The migrators are typed per driver; the handle knows which one built `db`.
  if (handle.engine === 'pglite') await migratePglite(db as Parameters<typeof migratePglite>[0], config);
  else await migratePg(db as Parameters<typeof migratePg>[0], config);
}

/** A cheap liveness probe for /health. */
export async function ping(db: Database): Promise<void> {
  await db.execute(sql`select 1`);
}
