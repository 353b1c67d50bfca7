import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { gzip } from 'node:zlib';
import { sql } from 'drizzle-orm';
import { versionFileSchema, type VersionFile } from '@/lib/contracts/catalog';
import { staticKeys } from '@/lib/contracts/static-files';
import type { Database } from '../../db/connection';
import { catalogState } from '../../db/schema-catalog';
import type { PlatformEnv } from '../../env';
import type { ObjectStorage } from '../../storage';
import { listArtwork, renderArtwork } from './artwork';
import { buildStaticFiles } from './build-files';
import { runPool } from './pool';
import { readConfigValues } from '../common';
import { loadSnapshot } from './snapshot';

/**
 * Publishes the static catalogue (docs/PRODUCT.md §7) to the public bucket:
 *   1. missing images (thumbnails, provider logos, banner art) — before any file points at them;
 *   2. every catalogue file, the .gz ones gzipped (level 9) with Content-Encoding: gzip;
 *   3. {env}/version.json LAST, so a reader that sees the new version finds every file in place.
 * It does nothing when the content hash equals the last publish and version.json is present.
 *
 * s3rver (and S3) store Content-Encoding and send it back on GET, so browsers and fetch() inflate
 * the .gz files transparently; a reader that gets raw bytes (the AWS SDK, curl) sees gzip magic.
 */

const JSON_TYPE = 'application/json';
const gzipAsync = promisify(gzip);
/** Any fixed number; one publisher at a time across processes sharing a database. */
const PUBLISH_LOCK_ID = 4_000_002;

export type PublishOptions = {
  now?: Date;
  /** Publish even when nothing changed (e.g. after restoring a bucket by hand). */
  force?: boolean;
  /** Re-render every image, not only the missing ones (after renaming games). */
  redrawArtwork?: boolean;
  /** Uploads in flight at once. */
  concurrency?: number;
};

export type PublishResult = {
  published: boolean;
  reason: 'unchanged' | 'changed' | 'version-missing' | 'forced';
  version: string;
  /** PUTs issued, images included */
  uploads: number;
  images: number;
  files: number;
  ms: number;
};

export async function publishCatalog(
  db: Database,
  env: PlatformEnv,
  storage: ObjectStorage,
  options: PublishOptions = {},
): Promise<PublishResult> {
  const started = performance.now();
  const now = options.now ?? new Date();
  const bucket = storage.publicBucket;
  const concurrency = options.concurrency ?? 16;

  // The transaction only carries the advisory lock: two processes never interleave their uploads,
  // so an older snapshot can never write version.json after a newer one. On PGlite (one
  // connection) it holds other queries back while it runs: seconds on a first publish (start-up,
  // before the server listens), ~0.1–0.5 s on a later change, when the images already exist.
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${PUBLISH_LOCK_ID})`);
    const snapshot = await loadSnapshot(tx, now);
    const files = buildStaticFiles(snapshot, env);
    const artwork = listArtwork(snapshot, env);
    const hash = contentHash(
      files,
      artwork.map((a) => a.key),
      snapshot.artwork,
      await readContentRevision(tx),
    );
    const version = hash.slice(0, 16);

    const [state] = await tx.select().from(catalogState).limit(1);
    const versionKey = staticKeys.version(env.catalogEnv);
    const hasVersion = await storage.exists(bucket, versionKey);
    const reason: PublishResult['reason'] = options.force
      ? 'forced'
      : !hasVersion
        ? 'version-missing'
        : state?.contentHash !== hash
          ? 'changed'
          : 'unchanged';
    if (reason === 'unchanged') {
      return { published: false, reason, version: state!.version, uploads: 0, images: 0, files: 0, ms: elapsed(started) };
    }

    let uploads = 0;
    const put = async (key: string, body: Buffer | string, type: string, encoding?: string) => {
      await storage.putObject(bucket, key, body, type, encoding);
      uploads += 1;
    };

    const existing = options.redrawArtwork ? new Set<string>() : new Set(await storage.listKeys(bucket, `${env.catalogEnv}/`));
    const missing = artwork.filter((a) => !existing.has(a.key));
    await runPool(missing, concurrency, async (a) => {
      const { body, type } = await renderArtwork(a);
      await put(a.key, body, type);
    });

    await runPool(files, concurrency, async (file) => {
      if (file.gzip) await put(file.key, await gzipAsync(file.json, { level: 9 }), JSON_TYPE, 'gzip');
      else await put(file.key, file.json, JSON_TYPE);
    });

    const versionFile: VersionFile = versionFileSchema.parse({ version, publishedAt: now.toISOString() });
    await put(versionKey, JSON.stringify(versionFile), JSON_TYPE);

    await tx
      .insert(catalogState)
      .values({ id: 1, version, contentHash: hash, publishedAt: now })
      .onConflictDoUpdate({ target: catalogState.id, set: { version, contentHash: hash, publishedAt: now } });

    return { published: true, reason, version, uploads, images: missing.length, files: files.length + 1, ms: elapsed(started) };
  });
}

/**
 * For an operator who changed the catalogue (games, providers, maintenance, banners, SEO …):
 * publishes when the content differs from the last publish, otherwise does nothing.
 */
export function republishCatalog(
  db: Database,
  env: PlatformEnv,
  storage: ObjectStorage,
  options: PublishOptions = {},
): Promise<PublishResult> {
  return publishCatalog(db, env, storage, options);
}

/**
 * Content the site reads live rather than from the files (pop-ups, terms) still moves version.json
 * on when it is published: a publish of a content draft stores a new revision (site_config
 * `contentRevision`), and the hash counts it. Nothing stored: nothing counted (the hash of old).
 */
export const CONTENT_REVISION_KEY = 'contentRevision';

async function readContentRevision(db: Database): Promise<string> {
  const revision = (await readConfigValues(db, [CONTENT_REVISION_KEY]))[CONTENT_REVISION_KEY];
  return typeof revision === 'string' ? revision : '';
}

/** Same files, same images, same art (and content revision) → same hash, in any process and on any engine. */
function contentHash(files: Array<{ key: string; json: string }>, imageKeys: string[], artwork: unknown, revision: string): string {
  const h = createHash('sha256');
  if (revision) h.update(`revision\n${revision}\n`);
  for (const f of [...files].sort((a, b) => (a.key < b.key ? -1 : 1))) h.update(`${f.key}\n${f.json}\n`);
  h.update(`${[...imageKeys].sort().join('\n')}\n`);
  h.update(JSON.stringify(artwork));
  return h.digest('hex');
}

function elapsed(started: number): number {
  return Math.round(performance.now() - started);
}
