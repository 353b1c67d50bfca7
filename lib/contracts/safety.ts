import { z } from 'zod';

/**
 * Time-outs, self-exclusion, reality check and session limit (issue 32, RTS 13 and 14): the shapes
 * the member's "Take a break" page, the reality check and the console's member page share with the
 * platform (docs/member-safety.md).
 */

/** A cool-off (time-out): 24 hours to 6 weeks. */
export const COOL_OFF_PERIODS = ['1d', '3d', '1w', '2w', '4w', '6w'] as const;
/** A self-exclusion: 6 months to 5 years, or for good. */
export const EXCLUSION_PERIODS = ['6m', '1y', '2y', '3y', '5y', 'permanent'] as const;
export type CoolOffPeriod = (typeof COOL_OFF_PERIODS)[number];
export type ExclusionPeriod = (typeof EXCLUSION_PERIODS)[number];
export type BreakKind = 'cool_off' | 'self_exclusion';

/** The reality check's interval in minutes: the member's choice within these, or 0 (off). */
export const REALITY_CHECK_MIN = 15;
export const REALITY_CHECK_MAX = 120;
/** On for every member until they choose otherwise: a reminder each hour of play. */
export const REALITY_CHECK_DEFAULT = 60;
/** The choices the page offers (minutes); 0 is off. */
export const REALITY_CHECK_CHOICES = [0, 15, 30, 45, 60, 90, 120] as const;
/** Session time limit choices (minutes); null is none. At most the session's own 12 hours. */
export const SESSION_LIMIT_CHOICES = [30, 60, 120, 180, 240, 360, 480, 720] as const;
export const SESSION_LIMIT_MAX = 720;

const password = z.string().min(1, 'error_required').max(128);

export const takeBreakInput = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('cool_off'), period: z.enum(COOL_OFF_PERIODS), password }),
  z.object({ kind: z.literal('self_exclusion'), period: z.enum(EXCLUSION_PERIODS), password }),
]);
export type TakeBreakInput = z.infer<typeof takeBreakInput>;

/** A break in force: its kind, when it ends (null: never) and the zone the member's country shows dates in. */
export const breakSchema = z.object({
  kind: z.enum(['cool_off', 'self_exclusion']),
  period: z.string(),
  startedAt: z.string(),
  endsAt: z.string().nullable(),
  timeZone: z.string(),
});
export type BreakInForce = z.infer<typeof breakSchema>;

export const safetySettingsSchema = z.object({
  /** Minutes between reminders; 0: off. */
  realityCheckMinutes: z.number().int(),
  /** Minutes a session may last; null: no limit. */
  sessionLimitMinutes: z.number().int().nullable(),
  /** The smallest interval this platform accepts (15; lower only in a test or development environment). */
  realityCheckMin: z.number().int(),
});
export type SafetySettings = z.infer<typeof safetySettingsSchema>;

export const safetySettingsSaveInput = z.object({
  realityCheckMinutes: z.number().int().min(0).max(REALITY_CHECK_MAX),
  sessionLimitMinutes: z.number().int().min(1).max(SESSION_LIMIT_MAX).nullable(),
});

/** This session's facts for the reality check: when it began, the platform's now, and the net result of play since. */
export const playSessionSchema = z.object({
  startedAt: z.string(),
  now: z.string(),
  realityCheckMinutes: z.number().int(),
  sessionLimitMinutes: z.number().int().nullable(),
  currency: z.string(),
  /** Wins less stakes of the rounds played since login, in major units ("-12.50"). */
  net: z.string(),
  stakes: z.string(),
  wins: z.string(),
});
export type PlaySession = z.infer<typeof playSessionSchema>;

/** What the console's member page shows: every break the member took (newest first) and their settings. Read-only. */
export const operatorMemberSafetySchema = z.object({
  inForce: breakSchema.nullable(),
  history: z.array(breakSchema),
  realityCheckMinutes: z.number().int(),
  sessionLimitMinutes: z.number().int().nullable(),
});
export type OperatorMemberSafety = z.infer<typeof operatorMemberSafetySchema>;

/** Message keys of a login refused by a break in force (namespace `safety`); the answer's output is a BreakInForce. */
export const BREAK_REFUSALS = ['cool_off_in_force', 'self_excluded', 'self_excluded_permanent'] as const;
export type BreakRefusal = (typeof BREAK_REFUSALS)[number];
