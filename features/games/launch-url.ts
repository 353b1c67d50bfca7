import type { ApiClient } from '@/lib/api/client';
import type { PlayTarget } from './launch-decision';

export type LaunchUrl = { ok: true; url: string; isTransferType: boolean } | { ok: false; msg: string };

/**
 * docs/PRODUCT.md §4 step 4: ask for the URL; a transfer-type game first moves the member's funds to the
 * provider's wallet (game/play-transfer) and, when reGetGameUrl is set, asks again.
 */
export async function obtainLaunchUrl(api: ApiClient, target: PlayTarget): Promise<LaunchUrl> {
  const first = await api.call('game/play', { gameId: target.gameId });
  if (!first?.status || !first.output) return { ok: false, msg: first?.msg ?? 'too_many_requests' };
  if (!first.output.isTransferType) return { ok: true, url: first.output.url, isTransferType: false };
  const moved = await api.call('game/play-transfer', { gameId: target.gameId, providerId: target.providerId });
  if (!moved?.status) return { ok: false, msg: moved?.msg ?? 'too_many_requests' };
  if (!first.output.reGetGameUrl) return { ok: true, url: first.output.url, isTransferType: true };
  const again = await api.call('game/play', { gameId: target.gameId });
  if (!again?.status || !again.output) return { ok: false, msg: again?.msg ?? 'too_many_requests' };
  return { ok: true, url: again.output.url, isTransferType: true };
}

/** The play page's first question: the URL, and whether the game plays from its own wallet (then nothing has moved yet). */
export async function askLaunchUrl(api: ApiClient, target: PlayTarget): Promise<LaunchUrl> {
  const first = await api.call('game/play', { gameId: target.gameId });
  if (!first?.status || !first.output) return { ok: false, msg: first?.msg ?? 'too_many_requests' };
  return { ok: true, url: first.output.url, isTransferType: first.output.isTransferType };
}

/**
 * The transfer dialog's choice: that amount (or, with null, everything in main) into the game's
 * wallet, then a URL that sees it. A refusal moved nothing (one journal entry, or none).
 */
export async function moveIntoGame(api: ApiClient, target: PlayTarget, amount: string | null): Promise<LaunchUrl> {
  const moved = await api.call('game/play-transfer', {
    gameId: target.gameId,
    providerId: target.providerId,
    ...(amount === null ? {} : { amount }),
  });
  if (!moved?.status) return { ok: false, msg: moved?.msg ?? 'too_many_requests' };
  return askLaunchUrl(api, target);
}
