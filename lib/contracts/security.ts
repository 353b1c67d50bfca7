import { z } from 'zod';

/**
 * Account security (docs/member-safety.md): two-factor sign-in, active sessions and the login
 * history. A code is an authenticator app's six digits or one of the ten recovery codes
 * (xxxxx-xxxxx; spaces, dashes and case do not matter).
 */
export const twoFactorCode = z.string().trim().min(6, 'error_required').max(32, 'error_maxlength');

export const RECOVERY_CODE_COUNT = 10;
/** How long the history reaches back, and how long its rows are kept. */
export const LOGIN_HISTORY_DAYS = 90;

/** auth/login answers `two_factor_required` with this (no session yet); auth/login-code finishes the sign-in. */
export const loginChallengeSchema = z.object({ challenge: z.string() });
export const loginCodeInput = z.object({
  challenge: z.string().trim().min(20).max(100),
  code: twoFactorCode,
});

export const twoFactorSetupInput = z.object({ password: z.string().min(1, 'error_required').max(128) });
export const twoFactorCodeInput = z.object({ code: twoFactorCode });

export const securityOverviewSchema = z.object({
  twoFactor: z.object({
    enabled: z.boolean(),
    /** ISO time two-factor was turned on, null while off */
    enabledAt: z.string().nullable(),
    /** unused recovery codes left */
    recoveryCodesLeft: z.number().int(),
  }),
});
export type SecurityOverview = z.infer<typeof securityOverviewSchema>;

/** What the authenticator app needs: the QR code (an SVG document) and the same secret to type by hand. */
export const twoFactorSetupSchema = z.object({ qrSvg: z.string(), secret: z.string(), uri: z.string() });
export type TwoFactorSetup = z.infer<typeof twoFactorSetupSchema>;

/** Shown once: only their digests are kept. */
export const recoveryCodesSchema = z.object({ recoveryCodes: z.array(z.string()) });

/** A device as the user agent names it. */
export const deviceSchema = z.object({
  kind: z.enum(['mobile', 'tablet', 'desktop', 'unknown']),
  /** e.g. "Chrome 131", '' when unknown */
  browser: z.string(),
  /** e.g. "Android 14", "macOS", '' when unknown */
  os: z.string(),
});
export type DeviceInfo = z.infer<typeof deviceSchema>;

export const activeSessionSchema = z.object({
  id: z.string(),
  current: z.boolean(),
  device: deviceSchema,
  ip: z.string(),
  country: z.string().nullable(),
  createdAt: z.string(),
  lastSeenAt: z.string(),
});
export type ActiveSession = z.infer<typeof activeSessionSchema>;
export const activeSessionsSchema = z.object({ items: z.array(activeSessionSchema) });

export const sessionEndInput = z.object({ id: z.uuid() });
export const sessionsEndedSchema = z.object({ ended: z.number().int() });

export const LOGIN_OUTCOMES = ['success', 'wrong_password', 'wrong_code', 'locked', 'refused', 'throttled'] as const;
export type LoginOutcomeName = (typeof LOGIN_OUTCOMES)[number];

export const loginHistoryInput = z.object({
  page: z.number().int().min(1).max(1000).default(1),
  pageSize: z.number().int().min(1).max(50).default(20),
});
export const loginHistoryItemSchema = z.object({
  id: z.number().int(),
  at: z.string(),
  outcome: z.enum(LOGIN_OUTCOMES),
  method: z.enum(['password', 'code', 'recovery_code']).nullable(),
  ip: z.string(),
  country: z.string().nullable(),
  device: deviceSchema,
});
export type LoginHistoryItem = z.infer<typeof loginHistoryItemSchema>;
export const loginHistorySchema = z.object({
  items: z.array(loginHistoryItemSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type LoginHistoryPage = z.infer<typeof loginHistorySchema>;
