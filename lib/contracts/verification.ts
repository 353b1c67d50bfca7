import { z } from 'zod';
import {
  DOCUMENT_DECISIONS,
  DOCUMENT_KINDS,
  DOCUMENT_STATUSES,
  KIND_STATES,
  VERIFICATION_STATUSES,
  DECISION_REASON_MAX,
} from './verification-choices';

/** Verification (KYC): what a member uploads and what operators decide (docs/member-safety.md). */
export * from './verification-choices';

export const verificationSubmitInput = z.object({
  kind: z.enum(DOCUMENT_KINDS),
  /** The key common/sts-token gave the member's upload (folder documents, private bucket). */
  key: z.string().trim().min(1).max(300),
});

export const memberDocumentSchema = z.object({
  id: z.number().int(),
  kind: z.enum(DOCUMENT_KINDS),
  status: z.enum(DOCUMENT_STATUSES),
  reason: z.string(),
  /** ISO, UTC */
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
});
export type MemberDocument = z.infer<typeof memberDocumentSchema>;

export const verificationStatusSchema = z.object({
  status: z.enum(VERIFICATION_STATUSES),
  /** The latest refusal's reason when status is rejected, else ''. */
  reason: z.string(),
  kinds: z.array(z.object({ kind: z.enum(DOCUMENT_KINDS), state: z.enum(KIND_STATES), reason: z.string() })),
  /** The member's currency and the withdrawal amount above which verification is needed ('' for none). */
  currency: z.string(),
  threshold: z.string(),
  /** Newest first. */
  documents: z.array(memberDocumentSchema),
});
export type VerificationState = z.infer<typeof verificationStatusSchema>;

export const operatorVerificationQueueInput = z.object({
  status: z.enum(DOCUMENT_STATUSES).default('pending'),
  username: z
    .string()
    .trim()
    .max(30)
    .regex(/^[A-Za-z0-9]*$/)
    .optional(),
  page: z.number().int().min(1).max(10_000).default(1),
  pageSize: z.number().int().min(1).max(100).default(20),
});

export const operatorDocumentSchema = z.object({
  id: z.number().int(),
  memberId: z.number().int(),
  username: z.string(),
  kind: z.enum(DOCUMENT_KINDS),
  contentType: z.string(),
  sizeBytes: z.number().int(),
  status: z.enum(DOCUMENT_STATUSES),
  reason: z.string(),
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
  decidedBy: z.string(),
  memberStatus: z.enum(VERIFICATION_STATUSES),
});
export type OperatorDocument = z.infer<typeof operatorDocumentSchema>;

export const operatorVerificationQueueSchema = z.object({
  items: z.array(operatorDocumentSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});

export const documentIdInput = z.object({ id: z.number().int().positive().max(2_147_483_647) });

export const operatorVerificationDecideInput = z
  .object({
    id: z.number().int().positive().max(2_147_483_647),
    decision: z.enum(DOCUMENT_DECISIONS),
    reason: z.string().trim().max(DECISION_REASON_MAX).default(''),
  })
  // The member acts on a refusal's reason: a refusal without one is not accepted.
  .refine((d) => d.decision === 'approve' || d.reason.length > 0, { path: ['reason'], message: 'error_required' });

/** A short-lived link to the document's bytes, for the console's document route only. */
export const operatorDocumentLinkSchema = z.object({ url: z.string(), contentType: z.string() });

export const thresholdSchema = z.object({
  currency: z.string().regex(/^[A-Z]{3}$/),
  /** Decimal amount in the currency; '' when none is set (withdrawals never wait). */
  threshold: z.string(),
});
export const operatorThresholdListSchema = z.array(thresholdSchema);
export const operatorThresholdSaveInput = z.object({
  currency: z.string().regex(/^[A-Z]{3}$/),
  /** '' removes the threshold; otherwise a positive amount in the currency's decimals. */
  threshold: z
    .string()
    .trim()
    .max(24)
    .regex(/^(\d{1,18}(\.\d{1,8})?)?$/, 'error_amount'),
});
