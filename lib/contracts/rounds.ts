import { z } from 'zod';

/**
 * Rounds left open (a bet taken, no win or rollback yet): the console's list and the operator's void
 * (docs/games.md, "Rounds left open"). Amounts are decimal strings in each round's own currency.
 */
export const operatorOpenRoundsInput = z.object({
  /** only rounds opened at least this many minutes ago (0: every open round) */
  olderThanMinutes: z.number().int().min(0).max(525_600).default(0),
  currency: z.string().trim().length(3).optional(),
  page: z.number().int().min(1).max(10_000).default(1),
  pageSize: z.number().int().min(1).max(100).default(50),
});

export const openRoundSchema = z.object({
  providerId: z.string(),
  providerName: z.string(),
  roundId: z.string(),
  memberId: z.number().int(),
  username: z.string(),
  gameId: z.string(),
  gameName: z.string(),
  currency: z.string(),
  /** the stake still held, a decimal string in the round's currency */
  bet: z.string(),
  /** when its first bet arrived (ISO, UTC) */
  openedAt: z.string(),
});
export type OpenRound = z.infer<typeof openRoundSchema>;

export const operatorOpenRoundsSchema = z.object({
  rows: z.array(openRoundSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  /** every open round's stake (not only this page's), one line per currency: never summed across currencies */
  totals: z.array(z.object({ currency: z.string(), bet: z.string(), rounds: z.number().int() })),
});
export type OperatorOpenRounds = z.infer<typeof operatorOpenRoundsSchema>;

export const operatorRoundVoidInput = z.object({
  providerId: z.string().trim().min(1).max(64),
  roundId: z.string().trim().min(1).max(100),
  /** why the operator voids it: kept with the ledger entry and the audit row */
  reason: z.string().trim().min(3, 'error_required').max(500),
});

/** The void as it was first recorded: a repeat of it answers the same. */
export const operatorRoundVoidSchema = z.object({
  providerId: z.string(),
  roundId: z.string(),
  memberId: z.number().int(),
  currency: z.string(),
  /** the stake given back */
  refunded: z.string(),
});
export type OperatorRoundVoid = z.infer<typeof operatorRoundVoidSchema>;
