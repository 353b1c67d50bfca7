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
