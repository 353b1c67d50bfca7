/**
 * Verification's kinds, states and file rules, kept free of zod: the member's document cards read
 * them, and importing the endpoint shapes (lib/contracts/verification.ts) would load zod with them.
 */
export const DOCUMENT_KINDS = ['identity', 'address'] as const;
export type DocumentKind = (typeof DOCUMENT_KINDS)[number];
export const DOCUMENT_STATUSES = ['pending', 'approved', 'rejected', 'resubmit'] as const;
export type DocumentStatus = (typeof DOCUMENT_STATUSES)[number];
export const VERIFICATION_STATUSES = ['unverified', 'pending', 'verified', 'rejected'] as const;
export type VerificationStatus = (typeof VERIFICATION_STATUSES)[number];
export const DOCUMENT_DECISIONS = ['approve', 'reject', 'resubmit'] as const;
export type DocumentDecision = (typeof DOCUMENT_DECISIONS)[number];

/** The file types a document may be, by extension (the platform checks the bytes themselves). */
export const DOCUMENT_ACCEPT: readonly string[] = ['.jpg', '.jpeg', '.png', '.webp', '.pdf'];
/** Largest document after compression; the upload gateway's own per-file cap is the same. */
export const DOCUMENT_MAX_BYTES = 10 * 1024 * 1024;
/** How long an operator's reason may be (the member reads it). */
export const DECISION_REASON_MAX = 200;

/** Per kind: what the member still has to do. */
export const KIND_STATES = ['missing', 'pending', 'approved', 'rejected', 'resubmit'] as const;
export type KindState = (typeof KIND_STATES)[number];
