import { createHash } from 'node:crypto';
import { Writable, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ObjectStorage } from '../../../storage/client';
import { AVATAR_MAX_BYTES, reencodeAvatar } from '../avatar-image';
import type { Authorized } from './authorize';
import { payloadCheck } from './payload-check';
import type { S3Error } from './s3-error';

/**
 * Writes to the public bucket (avatars) are not streamed on: that bucket is served on the site's
 * own origin, so what it holds must be an image whatever the request says. The body — one
 * PutObject of at most AVATAR_MAX_BYTES — is read whole, checked against its length and signed
 * hash, decoded and drawn again (avatar-image.ts); storage keeps the redrawn image only.
 */

const tooLarge: S3Error = { status: 400, code: 'EntityTooLarge', message: 'error_image_too_large' };

/** Refused before a byte is read or counted: multipart (an avatar is one part) or over the size cap. */
export function publicImageRefusal(authorized: Authorized): S3Error | null {
  if (authorized.operation !== 'PutObject' || authorized.contentLength > AVATAR_MAX_BYTES) return tooLarge;
  return null;
}

export type StoredImage = { ok: true; etag: string } | { ok: false; error: S3Error };

/** Throws PayloadMismatchError for a body that is not what was signed, and storage errors as they are. */
export async function storePublicImage(objects: ObjectStorage, authorized: Authorized, body: Readable): Promise<StoredImage> {
  const { credential, contentLength, payloadHash } = authorized;
  const chunks: Buffer[] = [];
  const collect = new Writable({
    write(chunk: Buffer, _encoding, done) {
      chunks.push(chunk);
      done();
    },
  });
  await pipeline(body, payloadCheck(contentLength, payloadHash === 'UNSIGNED-PAYLOAD' ? null : payloadHash), collect);
  const image = await reencodeAvatar(Buffer.concat(chunks), credential.contentType);
  if (!image.ok) return { ok: false, error: { status: 400, code: 'InvalidArgument', message: image.msg } };
  await objects.putObject(objects.publicBucket, credential.key, image.bytes, credential.contentType);
  return { ok: true, etag: `"${createHash('md5').update(image.bytes).digest('hex')}"` };
}
