import type { Handler } from '../../endpoints/handler';
import { ok } from '../../endpoints/result';
import { republishCatalog } from './publish';

/** operator/catalog-publish: `npm run operator -- call operator/catalog-publish` after editing the catalogue. */
export const catalogPublish: Handler<'operator/catalog-publish'> = async (input, { db, env, storage, now }) =>
  ok(await republishCatalog(db, env, storage, { now, force: input.force, redrawArtwork: input.redrawArtwork }));
