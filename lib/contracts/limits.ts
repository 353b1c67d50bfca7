import { z } from 'zod';
import { LIMIT_KINDS, LIMIT_PERIODS } from './limit-choices';
import { amountString } from './wallet';

/**
 * Deposit, loss and wager limits (issue 32, RTS 12; docs/member-safety.md): the shapes the member's
 * Limits page, the deposit dialog and the console's member page share with the platform. Amounts
 * travel as decimal strings of the member's currency ("500.00").
 */

export {
  LIMIT_KINDS,
  LIMIT_PERIODS,
  LIMIT_REFUSALS,
  type LimitKind,
  type LimitPeriod,
  type LimitRefusal,
  type LimitWarning,
} from './limit-choices';

const kindAndPeriod = { kind: z.enum(LIMIT_KINDS), period: z.enum(LIMIT_PERIODS) };

/** Set, lower or raise a limit (amount), or remove it (null). Raising and removing wait for the cooling period. */
export const limitSetInput = z.object({ ...kindAndPeriod, amount: amountString.nullable() });
export type LimitSetInput = z.infer<typeof limitSetInput>;

/** Confirm a raise or removal once its cooling period has passed, or cancel it at any time. */
export const limitKeyInput = z.object(kindAndPeriod);
export type LimitKeyInput = z.infer<typeof limitKeyInput>;

export const limitSchema = z.object({
  kind: z.enum(LIMIT_KINDS),
  period: z.enum(LIMIT_PERIODS),
  /** The limit in force; null: none. */
  amount: z.string().nullable(),
  /** Used in the current period (a loss can be below zero: more won than staked). */
  used: z.string(),
  /** The current period's end: when `used` starts again from zero (ISO). */
  resetsAt: z.string(),
  /** A requested raise (amount) or removal (amount null), in force only once confirmed after coolingEndsAt. */
  pending: z
    .object({ amount: z.string().nullable(), requestedAt: z.string(), coolingEndsAt: z.string(), confirmable: z.boolean() })
    .nullable(),
});
export type Limit = z.infer<typeof limitSchema>;

export const limitsViewSchema = z.object({
  currency: z.string(),
  /** The zone periods start in (the member's country's). */
  timeZone: z.string(),
  /** The cooling period before a raise or removal may be confirmed, in hours. */
  coolingHours: z.number().int(),
  /** Every kind × period, set or not. */
  limits: z.array(limitSchema),
});
export type LimitsView = z.infer<typeof limitsViewSchema>;
