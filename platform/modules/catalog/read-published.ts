import { gunzipSync } from 'node:zlib';
import type { ObjectStorage } from '../../storage';

/**
 * Reads a published catalogue file back as JSON, whether it was stored gzipped (gzip magic
 * 1f 8b) or plain — the same rule the site's reader applies. null when the key is missing.
 */
export async function readPublishedJson(storage: ObjectStorage, key: string): Promise<unknown> {
  const object = await storage.getObject(storage.publicBucket, key);
  if (!object) return null;
  const gzipped = object.body[0] === 0x1f && object.body[1] === 0x8b;
  return JSON.parse((gzipped ? gunzipSync(object.body) : object.body).toString('utf8'));
}
