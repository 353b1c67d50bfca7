import { categoryGlyph } from './thumbnail';
import { gradientColours, hash32 } from './svg';

/**
 * Generated artwork for the demo banners (1200×400) and dashboard popups (600×300). Pure and
 * deterministic, and without words: one image serves every language, and the page prints the
 * title in its own.
 */

/** bannerType constant value → the category glyph that illustrates it */
const glyphFor: Record<string, string> = {
  home: 'default',
  slots: 'slots',
  live: 'live-casino',
  fish: 'fishing',
  sports: 'sports',
  promotions: 'lottery',
};

export function bannerSvg(input: { seed: string; type: string }): string {
  return artSvg({ ...input, width: 1200, height: 400 });
}

export function popupSvg(input: { seed: string }): string {
  return artSvg({ ...input, type: 'home', width: 600, height: 300 });
}

function artSvg(a: { seed: string; type: string; width: number; height: number }): string {
  const [from, to] = gradientColours(a.seed);
  const id = `b${hash32(a.seed).toString(36)}`;
  const scale = (a.height * 0.6) / 70;
  const gx = a.width - a.height * 0.75;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${a.width}" height="${a.height}" viewBox="0 0 ${a.width} ${a.height}" aria-hidden="true">`,
    `<defs><linearGradient id="${id}" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>`,
    `<rect width="${a.width}" height="${a.height}" fill="url(#${id})"/>`,
    `<circle cx="${a.width * 0.85}" cy="${a.height * 0.2}" r="${a.height * 0.6}" fill="#fff" fill-opacity="0.06"/>`,
    `<g transform="translate(${gx.toFixed(0)} ${(a.height * 0.2).toFixed(0)}) scale(${scale.toFixed(3)})" opacity="0.85">${categoryGlyph(glyphFor[a.type] ?? 'default')}</g>`,
    `</svg>`,
  ].join('');
}
