import { and, eq } from 'drizzle-orm';
import { isSafeObjectKey } from '@/lib/object-key';
import type { Database } from '../../db/connection';
import { uploadCredentials } from '../../db/schema-uploads';
import type { UploadFolder } from './upload-policy';

/**
 * The private object a member wrote under one of their own upload credentials (common/sts-token)
 * in a given folder, with the content type that credential was issued for; null for any other key:
 * one that is malformed, another member's, in another folder or bucket, or never written.
 */
export async function writtenPrivateObject(
  db: Database,
  privateBucket: string,
  request: { memberId: number; folder: UploadFolder; key: string },
): Promise<{ key: string; contentType: string } | null> {
  const { memberId, folder, key } = request;
  if (!isSafeObjectKey(key) || !key.startsWith(`${folder}/${memberId}/`)) return null;
  const [written] = await db
    .select({ key: uploadCredentials.key, contentType: uploadCredentials.contentType })
    .from(uploadCredentials)
    .where(
      and(
        eq(uploadCredentials.memberId, memberId),
        eq(uploadCredentials.bucket, privateBucket),
        eq(uploadCredentials.key, key),
        eq(uploadCredentials.used, true),
      ),
    )
    .limit(1);
  return written ?? null;
}
