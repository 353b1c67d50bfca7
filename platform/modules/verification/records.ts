import { desc, eq, sql } from 'drizzle-orm';
import type { VerificationStatus } from '@/lib/contracts/verification';
import type { Database } from '../../db/connection';
import { memberVerification, verificationDocuments } from '../../db/schema-verification';
import { deriveStatus, type DerivedStatus } from './derive-status';

export type DocumentRow = typeof verificationDocuments.$inferSelect;

/** The member's documents, newest first. */
export function documentsOf(db: Database, memberId: number): Promise<DocumentRow[]> {
  return db
    .select()
    .from(verificationDocuments)
    .where(eq(verificationDocuments.memberId, memberId))
    .orderBy(desc(verificationDocuments.id));
}

/**
 * Inside a transaction: the member's verification row, locked, so two changes for one member (a
 * submission and a decision, two decisions) follow each other instead of deriving from the same
 * documents at once. Written on first need.
 */
export async function lockMemberVerification(tx: Database, memberId: number, now: Date): Promise<VerificationStatus> {
  await tx.insert(memberVerification).values({ memberId, status: 'unverified', updatedAt: now }).onConflictDoNothing();
  const [row] = await tx
    .select({ status: memberVerification.status })
    .from(memberVerification)
    .where(eq(memberVerification.memberId, memberId))
    .for('update');
  return row?.status ?? 'unverified';
}

/** Derives the member's status from their documents again and stores it (the first verification keeps its time). */
export async function storeDerivedStatus(tx: Database, memberId: number, now: Date): Promise<DerivedStatus> {
  const derived = deriveStatus(await documentsOf(tx, memberId));
  await tx
    .update(memberVerification)
    .set({
      status: derived.status,
      updatedAt: now,
      verifiedAt: derived.status === 'verified' ? sql`coalesce(${memberVerification.verifiedAt}, ${now.toISOString()}::timestamptz)` : null,
    })
    .where(eq(memberVerification.memberId, memberId));
  return derived;
}

/** The stored status; a member who never submitted is unverified. */
export async function verificationStatusOf(db: Database, memberId: number): Promise<VerificationStatus> {
  const [row] = await db
    .select({ status: memberVerification.status })
    .from(memberVerification)
    .where(eq(memberVerification.memberId, memberId))
    .limit(1);
  return row?.status ?? 'unverified';
}
