import { z } from 'zod';
import { STAFF_ROLES } from './staff-roles';

export * from './staff-roles';

/**
 * Operator accounts ("staff") of the console: login, the accounts and the audit log. Each operator
 * endpoint in lib/contracts/endpoints.ts names the roles that may call it with one of the groups of
 * staff-roles.ts; the shared operator key (CLI and automation) may call every one.
 */
const username = z
  .string()
  .trim()
  .min(3)
  .max(32)
  .regex(/^[A-Za-z0-9_.-]+$/, 'error_staff_username');
const totpCode = z
  .string()
  .trim()
  .regex(/^\d{6}$/, 'error_totp_code');

export const staffLoginInput = z.object({
  username,
  password: z.string().min(1).max(128),
  /** The authenticator's six digits; asked for (msg totp_required) once the password is right. */
  totp: totpCode.optional(),
});

export const staffProfileSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  role: z.enum(STAFF_ROLES),
  active: z.boolean(),
  totpEnabled: z.boolean(),
  createdAt: z.string(),
});
export type StaffProfile = z.infer<typeof staffProfileSchema>;

export const staffCreateInput = z.object({
  username,
  /** At least 12 characters: operators guard money. */
  password: z.string().min(12, 'error_staff_password').max(128),
  role: z.enum(STAFF_ROLES),
  /** A second factor for a role that does not require one. */
  totp: z.boolean().default(false),
});

/** The new account and, when it has a second factor, the secret to put into an authenticator app (shown once). */
export const staffCreateOutput = z.object({
  staff: staffProfileSchema,
  totp: z.object({ secret: z.string(), uri: z.string() }).nullable(),
});

export const staffUpdateInput = z
  .object({
    staffId: z.number().int().positive(),
    role: z.enum(STAFF_ROLES).optional(),
    active: z.boolean().optional(),
  })
  .refine((v) => v.role !== undefined || v.active !== undefined, 'nothing_to_change');

export const AUDIT_OUTCOMES = ['ok', 'refused', 'forbidden'] as const;

export const auditListInput = z.object({
  page: z.number().int().min(1).max(100_000).default(1),
  pageSize: z.number().int().min(1).max(100).default(50),
  actor: z.string().trim().max(40).optional(),
  action: z
    .string()
    .trim()
    .max(60)
    .regex(/^[a-z0-9/-]*$/, 'error_action')
    .optional(),
  outcome: z.enum(AUDIT_OUTCOMES).optional(),
  from: z.iso.date().optional(),
  to: z.iso.date().optional(),
});

export const auditEntrySchema = z.object({
  id: z.number().int(),
  at: z.string(),
  /** The operator's username, or "operator-key" for the CLI and automation. */
  actor: z.string(),
  role: z.string(),
  action: z.string(),
  target: z.string(),
  input: z.unknown(),
  before: z.unknown(),
  after: z.unknown(),
  outcome: z.enum(AUDIT_OUTCOMES),
  msg: z.string(),
  ip: z.string(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

export const auditPageSchema = z.object({
  items: z.array(auditEntrySchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
