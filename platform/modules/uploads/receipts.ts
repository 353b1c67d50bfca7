import { and, eq } from 'drizzle-orm';
import { isSafeObjectKey } from '@/lib/object-key';
import type { Database } from '../../db/connection';
import { uploadCredentials } from '../../db/schema-uploads';
import type { ObjectStorage } from '../../storage/client';

/** The first bytes of the file types a receipt may be: what the file is, not what it claims. */
const SIGNATURES: readonly { type: string; bytes: readonly number[] }[] = [
  { type: 'image/png', bytes: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] },
  { type: 'image/jpeg', bytes: [0xff, 0xd8, 0xff] },
  { type: 'application/pdf', bytes: [0x25, 0x50, 0x44, 0x46, 0x2d] },
];
const LONGEST_SIGNATURE = Math.max(...SIGNATURES.map((s) => s.bytes.length));

export function sniffReceiptType(start: Uint8Array): string | null {
  return SIGNATURES.find((s) => s.bytes.every((byte, i) => start[i] === byte))?.type ?? null;
}

export type ReceiptCheck = { ok: true } | { ok: false; msg: 'receipt_not_found' | 'receipt_type_not_allowed' };

/**
 * A deposit's receipt must be an object this member wrote to the private bucket through their own
 * upload credential (common/sts-token), that storage still holds, and whose bytes are a PNG, JPEG
 * or PDF. Anything else — another member's key, a made-up key, HTML renamed .png — is refused.
 */
export async function checkReceipt(db: Database, storage: ObjectStorage, memberId: number, key: string): Promise<ReceiptCheck> {
  if (!isSafeObjectKey(key)) return { ok: false, msg: 'receipt_not_found' };
  const [written] = await db
    .select({ key: uploadCredentials.key })
    .from(uploadCredentials)
    .where(
      and(
        eq(uploadCredentials.memberId, memberId),
        eq(uploadCredentials.bucket, storage.privateBucket),
        eq(uploadCredentials.key, key),
        eq(uploadCredentials.used, true),
      ),
    )
    .limit(1);
  if (!written) return { ok: false, msg: 'receipt_not_found' };
  const start = await storage.readStart(storage.privateBucket, key, LONGEST_SIGNATURE);
  if (!start) return { ok: false, msg: 'receipt_not_found' };
  return sniffReceiptType(start) ? { ok: true } : { ok: false, msg: 'receipt_type_not_allowed' };
}
