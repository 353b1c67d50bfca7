import { Canvas, seeded } from './art-kit';
import { drawPromoScene, type PromoMotif } from './art-scenes';

/**
 * Generated artwork for the demo banners (1200×400), promotions (drawn like banners) and dashboard
 * pop-ups (600×300): an illustrated scene per banner type or promotion kind (art-scenes.ts). Pure
 * and deterministic, and without words: one image serves every language, and the page prints the
 * title in its own — over a banner's left part, which the art leaves darker and free of its motif.
 */

/** bannerType constant value, or a promotion's kind → what its art shows */
const motifFor: Record<string, PromoMotif> = {
  home: 'gift',
  slots: 'slots',
  live: 'live',
  fish: 'fish',
  sports: 'sports',
  promotions: 'coins',
  lottery: 'lottery',
  welcome: 'gift',
  deposit_match: 'coins',
};

/** A promotion kind without a motif of its own (a fixed bonus) gets one of these, by its seed. */
const OTHER_PROMOTIONS: readonly PromoMotif[] = ['ticket', 'bag', 'coins', 'gift'];

/** A pop-up's art (its title and text are printed under it). */
const POPUP_MOTIFS: readonly PromoMotif[] = ['gift', 'coins', 'bag'];

export function bannerSvg(input: { seed: string; type: string }): string {
  const c = new Canvas(1200, 400, seeded(`banner:${input.seed}`));
  const motif = motifFor[input.type] ?? OTHER_PROMOTIONS[Math.floor(c.rand() * OTHER_PROMOTIONS.length)]!;
  drawPromoScene(c, motif, { x: 975, y: 212, s: 1.35 });
  // The headline's side: darker towards the left edge, so white text reads over any scene.
  const shade = c.linear(
    'textSide',
    [
      [0, '#05060e', 0.72],
      [0.45, '#05060e', 0.35],
      [0.7, '#05060e', 0],
    ],
    [0, 0, 1, 0],
  );
  c.add(`<rect width="1200" height="400" fill="${shade}"/>`);
  return c.svg();
}

export function popupSvg(input: { seed: string }): string {
  const c = new Canvas(600, 300, seeded(`popup:${input.seed}`));
  drawPromoScene(c, POPUP_MOTIFS[Math.floor(c.rand() * POPUP_MOTIFS.length)]!, { x: 300, y: 156, s: 1.05 });
  return c.svg();
}
