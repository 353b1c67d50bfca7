import { staticKeys } from '@/lib/contracts/static-files';
import type { PlatformEnv } from '../../env';
import { bannerSvg, popupSvg } from './banner-art';
import { isUploadedImage } from './content-image';
import { vipBadgeSvg } from './vip-badge';
import { isStorageKey, mediaStorageKey } from './media';
import { svgToWebp, WEBP } from './raster';
import type { CatalogSnapshot } from './snapshot';
import { providerLogoSvg } from './provider-mark';
import { gameThumbnailSvg } from './thumbnail';

/**
 * The images the published catalogue points at: a thumbnail per game, a logo per provider, and
 * the generated banner/popup art (promotion images drawn like banners). Drawing is deferred (svg())
 * so only missing ones cost anything; each key is fixed per game/provider/banner, so a present
 * object is never rewritten. Art a page's first screen shows (thumbnails, banners, pop-ups,
 * promotions) is published as WebP (raster.ts), drawn `width` pixels wide; provider logos and VIP
 * badges stay SVG.
 */
export type Artwork = { key: string; svg: () => string; width?: number };

export const SVG = 'image/svg+xml';

/** Widths art is drawn at: a thumbnail's own 320 (a phone's 120-pixel card at 2.6×), a pop-up at
 *  its 600, banners and promotion art at their 1200 (the desktop hero). */
const THUMBNAIL_WIDTH = 320;
const POPUP_WIDTH = 600;
const BANNER_WIDTH = 1200;

/** The body and type to store: the SVG itself, or WebP drawn from it when the key asks for it. */
export async function renderArtwork(art: Artwork): Promise<{ body: Buffer | string; type: string }> {
  if (!art.key.endsWith('.webp')) return { body: art.svg(), type: SVG };
  return { body: await svgToWebp(art.svg(), art.width ?? THUMBNAIL_WIDTH), type: WEBP };
}

export function listArtwork(snapshot: CatalogSnapshot, env: Pick<PlatformEnv, 'catalogEnv'>): Artwork[] {
  const e = env.catalogEnv;
  const providerById = new Map(snapshot.providers.map((p) => [p.providerId, p]));
  const list: Artwork[] = [];
  for (const game of snapshot.games) {
    const provider = providerById.get(game.providerId);
    if (!provider) continue; // a disabled provider's games are published nowhere
    list.push({
      key: staticKeys.thumbnail(e, game.gameId),
      svg: () => gameThumbnailSvg({ gameId: game.gameId, displayName: game.displayName, type: game.type, redirect: game.redirect }),
      width: THUMBNAIL_WIDTH,
    });
  }
  for (const provider of snapshot.providers) {
    list.push({ key: staticKeys.providerLogo(e, provider.providerId), svg: () => providerLogoSvg(provider) });
  }
  for (const art of snapshot.artwork) {
    // Only our own storage keys: an operator's URL or upload is an image that already exists.
    if (!isStorageKey(art.img) || isUploadedImage(art.img) || !/\.(svg|webp)$/.test(art.img)) continue;
    // A banner's, promotion's or pop-up's image is one file for every language (two pop-ups may
    // share one) and the page prints its title in the page's language, so its art carries no
    // words; a VIP badge names its level only for assistive technology.
    list.push({
      key: mediaStorageKey(env, art.img),
      svg: () => {
        if (art.kind === 'vip')
          return vipBadgeSvg({ seed: art.seed, level: Number(art.type), title: art.title.en ?? Object.values(art.title)[0] ?? '' });
        return art.kind === 'popup' ? popupSvg({ seed: art.seed }) : bannerSvg({ seed: art.seed, type: art.type });
      },
      width: art.kind === 'popup' ? POPUP_WIDTH : BANNER_WIDTH,
    });
  }
  return list;
}
