import { Canvas, seeded } from './art-kit';
import { drawScene } from './art-scenes';
import { escapeXml } from './svg';

/**
 * The demo catalogue's game thumbnails (320×240, 4:3): an illustrated scene of the game's theme
 * (art-scenes.ts), varied by its id. Pure and deterministic (same input, same bytes), plain SVG
 * shapes only, so it needs no fonts, images or anything from elsewhere.
 */

export type ThumbnailInput = { gameId: string; displayName: string; type: string; redirect?: boolean };

const W = 320;
const H = 240;

/**
 * A game's tile art, without a word in it: the lobby prints the name under the tile in the page's
 * language (a name drawn in was clipped on small tiles, "Samurai Expres"). The accessible label
 * still names the game for anyone who opens the image on its own.
 */
export function gameThumbnailSvg(game: ThumbnailInput): string {
  const c = new Canvas(W, H, seeded(`thumb:${game.gameId}`));
  drawScene(
    c,
    { seed: game.gameId, name: game.displayName, type: game.type, lobby: game.redirect === true },
    { x: W / 2, y: H / 2 + 4, s: 0.82 },
  );
  return c.svg(escapeXml(game.displayName));
}
