import { createHash, randomBytes } from 'node:crypto';
import { getSigningKey } from '@smithy/signature-v4';
import { and, eq, lt } from 'drizzle-orm';
import type { Database } from '../../db/connection';
import { uploadCredentials } from '../../db/schema-uploads';
import { Sha256 } from './gateway/sha256';

/** docs/PRODUCT.md §3 temporary credentials live about 15 minutes: long enough for a slow phone upload. */
export const CREDENTIAL_TTL_MS = 15 * 60 * 1000;
/**
 * Unused expired rows are kept a day for support questions, then removed as new credentials are
 * issued. Used rows stay: they prove who wrote an object (a deposit's receipt must be the member's own).
 */
const KEEP_EXPIRED_MS = 24 * 60 * 60 * 1000;

export type UploadCredential = typeof uploadCredentials.$inferSelect;

export type IssuedCredential = {
  accessKeyId: string;
  secretAccessKey: string;
  sessionToken: string;
  expiresAt: Date;
};

const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

/** 'UPL' + 17 base32 characters: the length and alphabet of an AWS access key id. */
function newAccessKeyId(): string {
  return `UPL${Array.from(randomBytes(17), (b) => BASE32[b & 31]).join('')}`;
}

export function hashSessionToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** yyyymmdd of every UTC day from `from` to `to`: the SigV4 scopes the credential can sign in. */
export function scopeDays(from: Date, to: Date): string[] {
  const days: string[] = [];
  const cursor = new Date(Date.UTC(from.getUTCFullYear(), from.getUTCMonth(), from.getUTCDate()));
  while (cursor.getTime() <= to.getTime()) {
    days.push(cursor.toISOString().slice(0, 10).replace(/-/g, ''));
    cursor.setUTCDate(cursor.getUTCDate() + 1);
  }
  return days;
}

/**
 * Creates a credential that may write one key. The secret is returned once and never stored:
 * the row keeps the signing keys derived from it for its days, region and service.
 */
export async function issueCredential(
  db: Database,
  scope: { memberId: number; region: string; bucket: string; key: string; contentType: string; now: Date },
): Promise<IssuedCredential> {
  const accessKeyId = newAccessKeyId();
  // 30 random bytes are exactly 40 base64 characters, like an AWS secret.
  const secretAccessKey = randomBytes(30).toString('base64');
  const sessionToken = randomBytes(48).toString('base64url');
  const expiresAt = new Date(scope.now.getTime() + CREDENTIAL_TTL_MS);

  const signingKeys: Record<string, string> = {};
  for (const day of scopeDays(scope.now, expiresAt)) {
    const key = await getSigningKey(Sha256, { accessKeyId, secretAccessKey }, day, scope.region, 's3');
    signingKeys[day] = Buffer.from(key).toString('hex');
  }

  // Housekeeping on the way: issuing is rare (one per upload), so this costs nothing noticeable.
  await db
    .delete(uploadCredentials)
    .where(and(eq(uploadCredentials.used, false), lt(uploadCredentials.expiresAt, new Date(scope.now.getTime() - KEEP_EXPIRED_MS))));
  await db.insert(uploadCredentials).values({
    accessKeyId,
    signingKeys,
    sessionTokenHash: hashSessionToken(sessionToken),
    memberId: scope.memberId,
    region: scope.region,
    bucket: scope.bucket,
    key: scope.key,
    contentType: scope.contentType,
    expiresAt,
    createdAt: scope.now,
  });
  return { accessKeyId, secretAccessKey, sessionToken, expiresAt };
}

export async function findCredential(db: Database, accessKeyId: string): Promise<UploadCredential | undefined> {
  const [row] = await db.select().from(uploadCredentials).where(eq(uploadCredentials.accessKeyId, accessKeyId)).limit(1);
  return row;
}

/** The object is written: this credential writes nothing more. */
export async function markCredentialUsed(db: Database, accessKeyId: string): Promise<void> {
  await db
    .update(uploadCredentials)
    .set({ used: true })
    .where(and(eq(uploadCredentials.accessKeyId, accessKeyId), eq(uploadCredentials.used, false)));
}
