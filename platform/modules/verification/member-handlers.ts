import { minorUnitsOf } from '@/lib/contracts/currencies';
import { DOCUMENT_MAX_BYTES, type KindState, type VerificationState } from '@/lib/contracts/verification';
import type { Database } from '../../db/connection';
import { verificationDocuments } from '../../db/schema-verification';
import type { Member } from '../../endpoints/context';
import type { Handler } from '../../endpoints/handler';
import { fail, ok } from '../../endpoints/result';
import { formatMinor, isUniqueViolation } from '../ledger';
import { writtenPrivateObject } from '../uploads';
import { deriveStatus } from './derive-status';
import { checkDocumentContent } from './document-content';
import { documentsOf, lockMemberVerification, storeDerivedStatus } from './records';
import { thresholdFor } from './thresholds';

/** What the member's Verification screen shows: status, what each kind still needs, their documents and the threshold. */
export async function verificationState(db: Database, member: Member): Promise<VerificationState> {
  const [documents, threshold] = await Promise.all([documentsOf(db, member.id), thresholdFor(db, member.currency)]);
  const derived = deriveStatus(documents);
  return {
    ...derived,
    currency: member.currency,
    threshold: threshold === null ? '' : formatMinor(threshold, minorUnitsOf(member.currency)),
    documents: documents.map((d) => ({
      id: d.id,
      kind: d.kind,
      status: d.status,
      reason: d.reason,
      createdAt: d.createdAt.toISOString(),
      decidedAt: d.decidedAt ? d.decidedAt.toISOString() : null,
    })),
  };
}

/** verification/status */
export const verificationStatus: Handler<'verification/status'> = async (_input, { db, member }) => ok(await verificationState(db, member));

type SubmitRefusal =
  'verification_already_verified' | 'document_already_pending' | 'document_already_approved' | 'document_already_submitted';

/**
 * verification/submit: a document the member uploaded (common/sts-token, folder documents, the
 * private bucket) is put before the operators. The key must be one the member's own credential
 * wrote; the bytes must be what an identity document may be (document-content.ts). One document
 * per kind waits at a time, and a verified member has nothing more to send.
 */
export const verificationSubmit: Handler<'verification/submit'> = async ({ kind, key }, { db, storage, member, now }) => {
  const written = await writtenPrivateObject(db, storage.privateBucket, { memberId: member.id, folder: 'documents', key });
  if (!written) return fail('document_not_found');
  const head = await storage.headObject(storage.privateBucket, key);
  if (!head) return fail('document_not_found');
  // Refused before reading it into memory; the bytes read are checked again below.
  if ((head.contentLength ?? 0) > DOCUMENT_MAX_BYTES) return fail('document_too_large');
  const object = await storage.getObject(storage.privateBucket, key);
  if (!object) return fail('document_not_found');
  const content = await checkDocumentContent(object.body, written.contentType);
  if (!content.ok) return fail(content.msg);

  let refusal: SubmitRefusal | null;
  try {
    refusal = await db.transaction(async (tx): Promise<SubmitRefusal | null> => {
      if ((await lockMemberVerification(tx, member.id, now)) === 'verified') return 'verification_already_verified';
      const state = deriveStatus(await documentsOf(tx, member.id)).kinds.find((k) => k.kind === kind)?.state ?? 'missing';
      const refused = kindRefusal(state);
      if (refused) return refused;
      await tx.insert(verificationDocuments).values({
        memberId: member.id,
        kind,
        objectKey: key,
        contentType: content.contentType,
        sizeBytes: object.body.length,
        createdAt: now,
      });
      await storeDerivedStatus(tx, member.id, now);
      return null;
    });
  } catch (error) {
    if (isUniqueViolation(error, 'verification_documents_object_key_key')) return fail('document_already_submitted');
    throw error;
  }
  if (refusal) return fail(refusal);
  return ok(await verificationState(db, member));
};

function kindRefusal(state: KindState): SubmitRefusal | null {
  if (state === 'pending') return 'document_already_pending';
  if (state === 'approved') return 'document_already_approved';
  return null;
}
