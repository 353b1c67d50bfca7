/**
 * The kinds and periods of deposit, loss and wager limits, their refusals and warnings, kept free of
 * zod: the site's Limits page, the deposit dialog and the realtime toasts read them
 * (lib/contracts/limits.ts builds the endpoint shapes on them).
 */

export const LIMIT_KINDS = ['deposit', 'loss', 'wager'] as const;
export const LIMIT_PERIODS = ['day', 'week', 'month'] as const;
export type LimitKind = (typeof LIMIT_KINDS)[number];
export type LimitPeriod = (typeof LIMIT_PERIODS)[number];

/** The refusals' message keys (namespace `limits`); their output is a LimitRefusal. */
export const LIMIT_REFUSALS = { deposit: 'deposit_limit_reached', loss: 'loss_limit_reached', wager: 'wager_limit_reached' } as const;

/**
 * What a refusal by a limit tells the member: which limit, and what is left of it until the period
 * ends. `limit` and `remaining` are decimal strings of `currency` (the member's), which the site
 * shows as money in it ("MYR 40.00").
 */
export type LimitRefusal = {
  kind: LimitKind;
  period: LimitPeriod;
  limit: string;
  remaining: string;
  currency: string;
  resetsAt: string;
};

/** The realtime warning at 80 % of a limit (event `limit-warning`), once per limit and period. */
export type LimitWarning = { kind: LimitKind; period: LimitPeriod; percent: number; used: string; limit: string; currency: string };
