import { staticKeys } from '@/lib/contracts/static-files';
import type { PlatformEnv } from '../../env';
import { bannerSvg, popupSvg } from './banner-art';
import { vipBadgeSvg } from './vip-badge';
import { isStorageKey, mediaStorageKey } from './media';
import type { CatalogSnapshot } from './snapshot';
import { gameThumbnailSvg, providerLogoSvg } from './thumbnail';

/**
 * The images the published catalogue points at: a thumbnail per game, a logo per provider, and
 * the generated banner/popup art (promotion images drawn like banners). Rendering is deferred (render()) so only missing ones cost
 * anything; each key is fixed per game/provider/banner, so a present object is never rewritten.
 */
export type Artwork = { key: string; render: () => string };

export const SVG = 'image/svg+xml';

export function listArtwork(snapshot: CatalogSnapshot, env: Pick<PlatformEnv, 'catalogEnv'>): Artwork[] {
  const e = env.catalogEnv;
  const providerById = new Map(snapshot.providers.map((p) => [p.providerId, p]));
  const list: Artwork[] = [];
  for (const game of snapshot.games) {
    const provider = providerById.get(game.providerId);
    if (!provider) continue; // a disabled provider's games are published nowhere
    list.push({
      key: staticKeys.thumbnail(e, game.gameId),
      render: () => gameThumbnailSvg({ gameId: game.gameId, displayName: game.displayName, providerName: provider.name, type: game.type }),
    });
  }
  for (const provider of snapshot.providers) {
    list.push({ key: staticKeys.providerLogo(e, provider.providerId), render: () => providerLogoSvg(provider) });
  }
  for (const art of snapshot.artwork) {
    // Only our own storage keys: an operator's URL points at an image that already exists.
    if (!isStorageKey(art.img) || !art.img.endsWith('.svg')) continue;
    // A promotion's image is one file for every language and its card prints the title in the
    // page's language, so its art carries no words; banners and pop-ups show their title.
    const title = art.kind === 'promotion' ? '' : (art.title.en ?? Object.values(art.title)[0] ?? '');
    list.push({
      key: mediaStorageKey(env, art.img),
      render: () => {
        if (art.kind === 'vip') return vipBadgeSvg({ seed: art.seed, level: Number(art.type), title });
        return art.kind === 'popup' ? popupSvg({ seed: art.seed, title }) : bannerSvg({ seed: art.seed, type: art.type, title });
      },
    });
  }
  return list;
}
