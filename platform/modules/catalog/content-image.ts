import { randomUUID } from 'node:crypto';
import type { ContentImageUse } from '@/lib/contracts/content';
import type { Handler } from '../../endpoints/handler';
import { fail, ok } from '../../endpoints/result';
import type { PlatformEnv } from '../../env';
import type { ObjectStorage } from '../../storage';
import { isStorageKey, mediaStorageKey, mediaUrl } from './media';

/**
 * Images operators upload for banners, pop-ups and promotions: one upload with byte checks, and
 * one rule for what a save may name — a key this upload made for that kind (and that exists), a
 * path on the site (`/brand/…`), or nothing where the image is optional. Never another URL.
 */

/** Where uploaded images of a kind live, under the catalogue's {env} segment (the seed's generated art too). */
const folderOf = (use: ContentImageUse) => `media/${use}s/`;

/** The first bytes of each accepted type: the name and the declared type are not trusted. */
const MAGIC: Record<string, (b: Buffer) => boolean> = {
  'image/png': (b) => b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])),
  'image/jpeg': (b) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff,
  'image/webp': (b) => b.subarray(0, 4).toString('latin1') === 'RIFF' && b.subarray(8, 12).toString('latin1') === 'WEBP',
};
const EXTENSION: Record<string, string> = { 'image/png': 'png', 'image/jpeg': 'jpg', 'image/webp': 'webp' };

/** An operator's upload is named `{folder}{uuid}-{stem}.{ext}`: the publisher never draws over it. */
export function isUploadedImage(img: string): boolean {
  return /\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}-[^/]*$/.test(img);
}

/** operator/image-upload: stores an uploaded image in the public bucket under media/{use}s/ and answers its key for that kind's save. */
export const operatorImageUpload: Handler<'operator/image-upload'> = async ({ use, filename, contentType, data }, ctx) => {
  const bytes = Buffer.from(data, 'base64');
  if (bytes.length === 0 || bytes.length > 1_500_000) return fail('image_too_large', { httpStatus: 413 });
  if (!MAGIC[contentType]!(bytes)) return fail('image_not_that_type', { httpStatus: 400 });
  const stem =
    filename
      .replace(/\.[^.]*$/, '')
      .normalize('NFKD')
      .replace(/[^A-Za-z0-9-]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .toLowerCase()
      .slice(0, 60) || use;
  const img = `${folderOf(use)}${randomUUID()}-${stem}.${EXTENSION[contentType]}`;
  await ctx.storage.putObject(ctx.storage.publicBucket, mediaStorageKey(ctx.env, img), bytes, contentType);
  ctx.audit({ target: img, after: { img, use, bytes: bytes.length, contentType } });
  return ok({ img, url: mediaUrl(ctx.env, img) });
};

/**
 * Why a save may not name this image (`{use}_image_key_invalid`, `{use}_image_missing`), or null.
 * `optional`: an empty value (no image) is allowed.
 */
export async function refuseImage(
  img: string,
  use: ContentImageUse,
  { env, storage }: { env: PlatformEnv; storage: ObjectStorage },
  { optional = false } = {},
): Promise<string | null> {
  if (img === '') return optional ? null : `${use}_image_key_invalid`;
  if (isStorageKey(img)) {
    if (!img.startsWith(folderOf(use)) || !/^[a-z0-9/._-]+$/i.test(img) || img.includes('..')) return `${use}_image_key_invalid`;
    if (!(await storage.exists(storage.publicBucket, mediaStorageKey(env, img)))) return `${use}_image_missing`;
    return null;
  }
  return /^\/(?!\/)[^\s\\]+$/.test(img) ? null : `${use}_image_key_invalid`;
}
