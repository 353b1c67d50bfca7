import { z } from 'zod';
import { COOL_OFF_PERIODS, EXCLUSION_PERIODS, REALITY_CHECK_MAX, SESSION_LIMIT_MAX } from './safety-choices';

/**
 * Time-outs, self-exclusion, reality check and session limit (issue 32, RTS 13 and 14): the shapes
 * the member's "Take a break" page, the reality check and the console's member page share with the
 * platform (docs/member-safety.md).
 */

export * from './safety-choices';

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
