import { z } from 'zod';

/** operator/dashboard: one UTC day's money and members per currency (today by default). */
export const consoleDashboardInput = z.object({ day: z.iso.date().optional() });

export const dashboardCurrencySchema = z.object({
  currency: z.string(),
  /** Approved deposits and withdrawals decided that day: sums (decimal strings) and counts. */
  deposits: z.string(),
  depositCount: z.number().int(),
  withdrawals: z.string(),
  withdrawalCount: z.number().int(),
  /** Settled rounds played that day: stakes, wins, and the house's gross gaming revenue (bets − wins). */
  bets: z.string(),
  wins: z.string(),
  ggr: z.string(),
  rounds: z.number().int(),
  newMembers: z.number().int(),
  /** Members with at least one settled round that day. */
  activeMembers: z.number().int(),
  /** Waiting for a decision now, whatever the day. */
  pendingDeposits: z.number().int(),
  pendingWithdrawals: z.number().int(),
});
export type DashboardCurrency = z.infer<typeof dashboardCurrencySchema>;

export const consoleDashboardSchema = z.object({ day: z.string(), currencies: z.array(dashboardCurrencySchema) });

/** One device part of a module's visibility as the console edits it: exceptions by username. */
const visibilityPart = z.object({
  action: z.enum(['is_show', 'is_hide']),
  /** is_show: hidden from these members; is_hide: shown only to these members. */
  exceptions: z
    .array(
      z
        .string()
        .trim()
        .min(1)
        .max(16)
        .regex(/^[A-Za-z0-9]+$/, 'error_alphanumeric'),
    )
    .max(200),
});

export const moduleSettingSaveInput = z.object({
  name: z.string().trim().min(1).max(60),
  parent: z.string().trim().max(60).default(''),
  web: visibilityPart,
  mobile: visibilityPart,
});

export const moduleSettingViewSchema = z.object({
  name: z.string(),
  parent: z.string(),
  web: z.object({ action: z.enum(['is_show', 'is_hide']), exceptions: z.array(z.string()) }),
  mobile: z.object({ action: z.enum(['is_show', 'is_hide']), exceptions: z.array(z.string()) }),
});
export type ModuleSettingView = z.infer<typeof moduleSettingViewSchema>;
