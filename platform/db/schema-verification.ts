import { bigint, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { DocumentKind, DocumentStatus, VerificationStatus } from '@/lib/contracts/verification';
import { members } from './schema';

/**
 * Verification (KYC): the documents members upload (identity, proof of address), each operator's
 * decision on them, the member's resulting status, and the withdrawal amount per currency above
 * which a member must be verified. The files themselves are in the private bucket; rows keep
 * their keys only.
 */

const tstz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const verificationDocuments = pgTable(
  'verification_documents',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<DocumentKind>().notNull(),
    /** The private bucket's key, written by the member's own upload credential. */
    objectKey: text('object_key').notNull(),
    /** What the bytes were found to be (not what the browser said). */
    contentType: text('content_type').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    /** resubmit: the operator asked for another document of this kind (unreadable, expired, cut off). */
    status: text('status').$type<DocumentStatus>().notNull().default('pending'),
    /** The operator's reason, shown to the member (rejected, resubmit). */
    reason: text('reason').notNull().default(''),
    createdAt: tstz('created_at').notNull(),
    decidedAt: tstz('decided_at'),
    /** The operator's username (or operator-key) who decided. */
    decidedBy: text('decided_by').notNull().default(''),
  },
  (t) => [
    // One key is one document: the same upload cannot be submitted twice.
    uniqueIndex('verification_documents_object_key_key').on(t.objectKey),
    index('verification_documents_member_idx').on(t.memberId, t.createdAt),
    index('verification_documents_status_idx').on(t.status, t.createdAt),
  ],
);

/** One row per member who ever submitted; no row reads as unverified. Written with the documents it follows from. */
export const memberVerification = pgTable('member_verification', {
  memberId: integer('member_id')
    .primaryKey()
    .references(() => members.id, { onDelete: 'cascade' }),
  status: text('status').$type<VerificationStatus>().notNull().default('unverified'),
  updatedAt: tstz('updated_at').notNull(),
  verifiedAt: tstz('verified_at'),
});

/** A withdrawal above this amount (minor units of the currency) waits for verified status; no row: never. */
export const verificationThresholds = pgTable('verification_thresholds', {
  currency: text('currency').primaryKey(),
  thresholdMinor: bigint('threshold_minor', { mode: 'bigint' }).notNull(),
  updatedAt: tstz('updated_at').notNull(),
});
