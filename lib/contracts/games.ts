import { z } from 'zod';

/** The game calls of docs/PRODUCT.md §7 and the member's favourites and recently played. */
export const gameIdInput = z.object({ gameId: z.string().trim().min(1).max(64) });
export const playTransferInput = z.object({
  gameId: z.string().trim().min(1).max(64),
  providerId: z.string().trim().min(1).max(64),
  /** how much to move into the game's wallet (a decimal string); absent: everything in the main wallet */
  amount: z.string().trim().min(1).max(24).optional(),
});
export const favouriteInput = z.object({ gameId: z.string().trim().min(1).max(64), favourite: z.boolean() });

export const playOutputSchema = z.object({
  /** the launch URL (the provider's origin, a signed short-lived token) */
  url: z.string(),
  isTransferType: z.boolean(),
  /** after play-transfer, ask game/play again for a URL that sees the moved funds */
  reGetGameUrl: z.boolean(),
});
export type PlayOutput = z.infer<typeof playOutputSchema>;

export const gameIdListSchema = z.array(z.string());

/** How a game's wins are spread: many small ones (low) or rare large ones (high). */
export const VOLATILITIES = ['low', 'medium', 'high'] as const;
export type Volatility = (typeof VOLATILITIES)[number];

/**
 * The features a game page can name, each with its words in every language (messages
 * `lobby.feature_*`). A feature the catalogue holds that is not listed here is not shown.
 */
export const GAME_FEATURES = [
  'free_spins',
  'multipliers',
  'wilds',
  'sticky_wilds',
  'expanding_wilds',
  'cascades',
  'respins',
  'bonus_buy',
  'jackpot',
  'pick_bonus',
  'gamble',
  'multiplayer',
  'boss_fish',
  'weapon_upgrades',
  'auto_aim',
  'side_bets',
  'multi_hand',
  'roadmaps',
  'auto_play',
  'live_dealer',
  'live_chat',
  'multi_camera',
  'squeeze',
  'speed_rounds',
  'quick_pick',
  'multi_draw',
  'live_draws',
  'in_play',
  'cash_out',
  'live_stats',
  'bet_builder',
] as const;
export type GameFeature = (typeof GAME_FEATURES)[number];

/** game/detail and game/demo: one game as a visitor of this currency sees it. */
export const gameDetailInput = z.object({ gameId: z.string().trim().min(1).max(64), currency: z.string().trim().min(3).max(3) });

/** game/detail: what a game page states about a game beyond the lobby file (null: not stated). */
export const gameDetailSchema = z.object({
  gameId: z.string(),
  /** return to player, percent with two decimals (96.5 is 96.50 %) */
  rtp: z.number().nullable(),
  volatility: z.enum(VOLATILITIES).nullable(),
  /** the largest win of one round, times the stake */
  maxWin: z.number().int().nullable(),
  /** fixed paylines, or (ways) the ways to win of an all-ways game; at most one of the two */
  lines: z.number().int().nullable(),
  ways: z.number().int().nullable(),
  features: z.array(z.string()),
  /** the game offers play money to anyone (game/demo), maintenance permitting */
  demo: z.boolean(),
  /** closed for now (the game or its provider): neither it nor its demo launches */
  underMaintenance: z.boolean(),
  /**
   * The game's art as SVG, for the page's one large picture: the tile's WebP is drawn at the lobby's
   * 320 px and would be blurred at the page's size. Drawn on request; never a file of its own.
   */
  art: z.string(),
});
export type GameDetail = z.infer<typeof gameDetailSchema>;

/** game/demo: gameDetailInput and the page's language, which the provider's page speaks where it can. */
export const demoInput = gameDetailInput.extend({ language: z.string().trim().min(2).max(8).optional() });

/** game/demo: the provider's launch URL for a play-money session (no member, no wallet). */
export const demoOutputSchema = z.object({ url: z.string() });
