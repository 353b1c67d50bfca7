import { randomBytes } from 'node:crypto';
import { mkdirSync, readdirSync, rmSync } from 'node:fs';
import { readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { openDatabase, runMigrations } from '../db/connection';
import { seedDatabase } from '../seed';
import { SNAPSHOTS as DIRECTORY, sourceHash } from './source-hash';

/**
 * Test platforms on PGlite start from a data directory that is already migrated and seeded with the
 * part of the seed that depends on nothing but the code: reference data and the small test
 * catalogue. Creating a PGlite runs initdb (1–3 s); loading this snapshot takes ~0.3 s. Each
 * platform still runs its migrations and its whole seed at start — no-ops here, except the demo
 * content, which depends on that platform's clock and options — so what a test sees is what a
 * fresh database would give it.
 *
 * Made once, kept under .data/test-snapshots/ and named by a hash of everything that shapes it
 * (migrations, schema, seed, contracts, the PGlite and Drizzle versions): a change to any of them
 * makes a new one. Test files starting together may each make it; the last rename wins, unharmed.
 */
/** What decides the snapshot's content. */
const SOURCES = ['platform/db', 'platform/seed', 'lib/contracts'];
const PACKAGES = ['@electric-sql/pglite', 'drizzle-orm'];

let loaded: Promise<Blob> | undefined;

/** The snapshot for catalogSize 'small' (what a test platform seeds), made on first use. */
export function pgliteSnapshot(): Promise<Blob> {
  loaded ??= loadOrMake();
  return loaded;
}

async function loadOrMake(): Promise<Blob> {
  const file = path.join(DIRECTORY, `pglite-${sourceHash(SOURCES, PACKAGES)}.tar`);
  try {
    return new Blob([await readFile(file)]);
  } catch {
    const snapshot = await makeSnapshot();
    await keep(file, snapshot);
    return snapshot;
  }
}

async function makeSnapshot(): Promise<Blob> {
  const handle = await openDatabase({ dataDir: 'memory' });
  try {
    await runMigrations(handle);
    // No demo content: its rows carry the platform's clock, so each platform seeds them itself.
    await seedDatabase(handle.db, new Date(0), { catalogSize: 'small', demoContent: false });
    if (!handle.dumpDataDir) throw new Error('PGlite handle without dumpDataDir');
    return await handle.dumpDataDir();
  } finally {
    await handle.close();
  }
}

/** Written under a temporary name and renamed, so a reader never sees half a file; older snapshots go. */
async function keep(file: string, snapshot: Blob): Promise<void> {
  mkdirSync(DIRECTORY, { recursive: true });
  const temporary = `${file}.${randomBytes(6).toString('hex')}.tmp`;
  await writeFile(temporary, Buffer.from(await snapshot.arrayBuffer()));
  await rename(temporary, file);
  for (const name of readdirSync(DIRECTORY)) {
    if (name.startsWith('pglite-') && name.endsWith('.tar') && path.join(DIRECTORY, name) !== file)
      rmSync(path.join(DIRECTORY, name), { force: true });
  }
}
