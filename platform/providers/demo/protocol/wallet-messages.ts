import { z } from 'zod';

/**
 * The seamless-wallet callbacks, POST /provider/demo/wallet/{action}: what the provider sends and
 * what the platform answers. Amounts are integer minor units as decimal strings (JSON numbers
 * cannot carry every bigint).
 */
export const WALLET_ACTIONS = ['balance', 'bet', 'win', 'rollback'] as const;
export type WalletAction = (typeof WALLET_ACTIONS)[number];

export const isWalletAction = (action: string): action is WalletAction => (WALLET_ACTIONS as readonly string[]).includes(action);

/** The adapter id the platform registers this provider under: its callbacks arrive at /provider/{id}/wallet/{action}. */
export const DEMO_PROVIDER_ID = 'demo';
export const WALLET_CALLBACK_PREFIX = `/provider/${DEMO_PROVIDER_ID}/wallet`;

const id = z.string().trim().min(1).max(100);
// Canonical form ("0100" → "100"), so fingerprints and comparisons see the value, not its spelling.
const minor = z
  .string()
  .regex(/^\d{1,18}$/, 'amount: minor units as a string of digits')
  .transform((digits) => BigInt(digits).toString());

const who = { memberId: z.number().int().positive(), providerId: id, currency: z.string().length(3) };
const money = { ...who, txId: id, roundId: id, gameId: id, amount: minor };

export const walletRequests = {
  balance: z.object(who),
  bet: z.object(money),
  win: z.object(money),
  /** refTxId: the bet being cancelled; amount: that bet's amount */
  rollback: z.object({ ...money, refTxId: id }),
} as const satisfies Record<WalletAction, z.ZodType>;

export type WalletRequest<A extends WalletAction> = z.output<(typeof walletRequests)[A]>;

/**
 * Every answer. status false carries a msg: insufficient_balance, idempotency_conflict,
 * bet_rolled_back, bet_not_found, round_not_found, round_closed, round_settled, member_not_found,
 * provider_not_found, currency_mismatch, invalid_amount, bet_above_bonus_maximum, or a bet-time
 * guard's reason (this protocol's limit codes: loss_limit_reached, wager_limit_reached, and the
 * exclusions' refusals; the game shows them, wagers/bet-guards.ts). balance is the
 * wallet the provider plays against (main — cash plus bonus money —, or the member's provider wallet
 * for transfer-type providers), when known.
 */
export type WalletAnswer = {
  status: boolean;
  msg: string;
  balance?: string;
  currency?: string;
  /** the currency's decimals, so the game can show amounts; on balance answers */
  decimals?: number;
};
