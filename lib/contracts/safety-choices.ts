/**
 * The choices of time-outs, self-exclusion, reality check and session limit, kept free of zod: the
 * site's pages, the login form and the reality check read them (lib/contracts/safety.ts builds the
 * endpoint shapes on them).
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

/** Message keys of a login refused by a break in force (namespace `safety`); the answer's output is the break. */
export const BREAK_REFUSALS = ['cool_off_in_force', 'self_excluded', 'self_excluded_permanent'] as const;
export type BreakRefusal = (typeof BREAK_REFUSALS)[number];

export function isBreakRefusal(msg: string): msg is BreakRefusal {
  return (BREAK_REFUSALS as readonly string[]).includes(msg);
}
