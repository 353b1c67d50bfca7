import type { Database } from '../../db/connection';
import type { Handler } from '../../http/endpoint';
import { fail, ok } from '../../http/result';
import type { ObjectStorage } from '../../storage';
import { republishCatalog } from './publish';

/**
 * Handlers receive the database, not the storage client, so the platform binds its storage to
 * its database handle at start (one platform, one database handle: tests run several side by
 * side, which rules out a module-wide singleton). Weak, so a closed platform is not kept alive.
 */
const storageByDatabase = new WeakMap<Database, ObjectStorage>();

export function bindCatalogStorage(db: Database, storage: ObjectStorage): void {
  storageByDatabase.set(db, storage);
}

/** operator/catalog-publish: `npm run operator -- call operator/catalog-publish` after editing the catalogue. */
export const catalogPublish: Handler<'operator/catalog-publish'> = async (input, { db, env, now }) => {
  const storage = storageByDatabase.get(db);
  if (!storage) return fail('storage_unavailable', { httpStatus: 503 });
  return ok(await republishCatalog(db, env, storage, { now, force: input.force, redrawArtwork: input.redrawArtwork }));
};
