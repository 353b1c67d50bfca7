import { z } from 'zod';

/**
 * Operator accounts ("staff") of the console: roles, login, the accounts and the audit log. Each
 * operator endpoint in lib/contracts/endpoints.ts names the roles that may call it with one of the
 * groups below; the shared operator key (CLI and automation) may call every one.
 */
export const STAFF_ROLES = ['owner', 'finance', 'support', 'content', 'readonly'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

/** Roles whose accounts must have a TOTP second factor: they move money or manage operators. */
export const ROLES_NEEDING_TOTP: readonly StaffRole[] = ['owner', 'finance'];

/** Who may call an operator endpoint. */
export const OWNER_ONLY = ['owner'] as const satisfies readonly StaffRole[];
export const MONEY_ROLES = ['owner', 'finance'] as const satisfies readonly StaffRole[];
export const CONTENT_ROLES = ['owner', 'content'] as const satisfies readonly StaffRole[];
export const SUPPORT_ROLES = ['owner', 'support', 'finance'] as const satisfies readonly StaffRole[];
export const AUDIT_READERS = ['owner', 'readonly'] as const satisfies readonly StaffRole[];
export const EVERY_ROLE = STAFF_ROLES;

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
