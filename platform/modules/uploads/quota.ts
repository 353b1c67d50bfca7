import { UPLOAD_MAX_FILE_BYTES } from '@/lib/upload/constants';
import type { Database } from '../../db/connection';
import { addToCounter, readCounter, subtractFromCounter, takeAttempt } from '../throttle';

/**
 * Upload limits, counted atomically in the database (platform/modules/throttle): a member gets
 * a number of upload credentials and of bytes per day, and no single file may pass the size the
 * site allows. Bytes are counted as the gateway accepts each PUT, before it reaches storage.
 */
export type UploadLimits = { credentialsPerDay: number; bytesPerDay: number };

const DAY_MS = 24 * 60 * 60 * 1000;
const credentialsOf = (memberId: number) => ({ scope: 'upload-credentials', key: String(memberId) });
const bytesOf = (memberId: number) => ({ scope: 'upload-bytes', key: String(memberId) });
const fileOf = (accessKeyId: string) => ({ scope: 'upload-file-bytes', key: accessKeyId });

/** One more credential for today, unless the member's credentials or bytes for the day are spent. */
export async function takeCredential(db: Database, memberId: number, now: Date, limits: UploadLimits): Promise<boolean> {
  const window = { now, windowMs: DAY_MS };
  if ((await readCounter(db, bytesOf(memberId), window)) >= limits.bytesPerDay) return false;
  return takeAttempt(db, credentialsOf(memberId), window, limits.credentialsPerDay);
}

export type BytesRefusal = 'file_too_large' | 'upload_quota_exceeded';

/** Books `bytes` of one PUT to the file and to the member's day; refused (and given back) over either limit. */
export async function takeUploadBytes(
  db: Database,
  scope: { memberId: number; accessKeyId: string },
  bytes: number,
  now: Date,
  limits: UploadLimits,
): Promise<BytesRefusal | null> {
  const file = await addToCounter(db, fileOf(scope.accessKeyId), { now, windowMs: DAY_MS }, bytes);
  if (file > UPLOAD_MAX_FILE_BYTES) {
    await subtractFromCounter(db, fileOf(scope.accessKeyId), bytes);
    return 'file_too_large';
  }
  const day = await addToCounter(db, bytesOf(scope.memberId), { now, windowMs: DAY_MS }, bytes);
  if (day > limits.bytesPerDay) {
    await Promise.all([subtractFromCounter(db, fileOf(scope.accessKeyId), bytes), subtractFromCounter(db, bytesOf(scope.memberId), bytes)]);
    return 'upload_quota_exceeded';
  }
  return null;
}

export function uploadLimits(env: { uploadCredentialsPerDay: number; uploadBytesPerDay: number }): UploadLimits {
  return { credentialsPerDay: env.uploadCredentialsPerDay, bytesPerDay: env.uploadBytesPerDay };
}
