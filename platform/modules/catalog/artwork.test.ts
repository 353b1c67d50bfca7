import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { listArtwork, renderArtwork } from './artwork';
import type { CatalogSnapshot } from './snapshot';

const env = { catalogEnv: 'live' };

/** Only what listArtwork reads: games with their providers, and the content's images. */
function snapshot(artwork: CatalogSnapshot['artwork']): CatalogSnapshot {
  return {
    providers: [{ providerId: 'drs', name: 'Dragon Reel Studio' }],
    games: [{ gameId: 'drs-0001', providerId: 'drs', displayName: 'Lucky Dragon', type: 'slots' }],
    artwork,
  } as unknown as CatalogSnapshot;
}

const title = { en: 'Weekend Reload' };

/** Content art of each drawn kind, under our own storage keys. */
const BANNER = { img: 'media/banners/myr-home.webp', kind: 'banner', seed: 'b', type: 'home', title } as const;
const POPUP = { img: 'media/popups/myr.webp', kind: 'popup', seed: 'p', type: '', title } as const;
const PROMOTION = { img: 'media/promotions/myr-reload.webp', kind: 'promotion', seed: 'r', type: '', title } as const;

describe('the generated artwork', () => {
  it('draws thumbnails, banners, pop-ups and promotion art as WebP at the width each is shown', async () => {
    const list = listArtwork(snapshot([BANNER, POPUP, PROMOTION]), env);
    const sizes: Record<string, unknown> = {};
    for (const art of list.filter((a) => a.key.endsWith('.webp'))) {
      const { body, type } = await renderArtwork(art);
      expect(type, art.key).toBe('image/webp');
      const { format, width, height } = await sharp(body as Buffer).metadata();
      expect(format).toBe('webp');
      sizes[art.key] = [width, height];
    }
    expect(sizes).toEqual({
      'live/game-art/drs-0001.webp': [320, 240],
      'live/media/banners/myr-home.webp': [1200, 400],
      'live/media/popups/myr.webp': [600, 300],
      'live/media/promotions/myr-reload.webp': [1200, 400],
    });
  });

  it('keeps provider logos, VIP badges and content stored as SVG in SVG', async () => {
    const list = listArtwork(snapshot([{ img: 'media/vip/gold.svg', kind: 'vip', seed: 'v', type: '3', title }]), env);
    for (const key of ['live/provider-marks/drs.svg', 'live/media/vip/gold.svg']) {
      const art = list.find((a) => a.key === key)!;
      const { body, type } = await renderArtwork(art);
      expect(type).toBe('image/svg+xml');
      expect(String(body)).toMatch(/^<svg /);
    }
  });

  it('draws banners, promotions and pop-ups without words (one image for every language; the page prints the title)', () => {
    const list = listArtwork(snapshot([PROMOTION, POPUP, BANNER]), env);
    for (const kind of ['promotions', 'popups', 'banners'])
      expect(list.find((a) => a.key.includes(kind))!.svg()).not.toMatch(/<tspan|Weekend/);
  });

  it('leaves operator images alone: URLs, site paths and uploads (a PNG, a WebP) are never drawn', () => {
    const list = listArtwork(
      snapshot([
        { img: 'https://cdn.example/a.webp', kind: 'banner', seed: 'a', type: 'home', title },
        { img: '/brand/b.svg', kind: 'popup', seed: 'b', type: '', title },
        { img: 'media/banners/upload.png', kind: 'banner', seed: 'c', type: 'home', title },
        { img: 'media/banners/0b5e6f3a-9c1d-4e2f-8a7b-123456789abc-summer.webp', kind: 'banner', seed: 'd', type: 'home', title },
      ]),
      env,
    );
    expect(list.map((a) => a.key)).toEqual(['live/game-art/drs-0001.webp', 'live/provider-marks/drs.svg']);
  });
});
