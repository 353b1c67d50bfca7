import { categoryGlyph } from './thumbnail';
import { escapeXml, gradientColours, hash32, wrapWords } from './svg';

/**
 * Generated artwork for the demo banners (1200×400) and dashboard popups (600×300). Pure and
 * deterministic; the English title is drawn, the localized titles travel as text beside it.
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

export function bannerSvg(input: { seed: string; type: string; title: string }): string {
  return artSvg({ ...input, width: 1200, height: 400, fontSize: 64, maxChars: 22 });
}

export function popupSvg(input: { seed: string; title: string }): string {
  return artSvg({ ...input, type: 'home', width: 600, height: 300, fontSize: 40, maxChars: 18 });
}

function artSvg(a: {
  seed: string;
  type: string;
  title: string;
  width: number;
  height: number;
  fontSize: number;
  maxChars: number;
}): string {
  const [from, to] = gradientColours(a.seed);
  const id = `b${hash32(a.seed).toString(36)}`;
  const lines = wrapWords(a.title, a.maxChars, 2);
  const x = Math.round(a.width * 0.06);
  const top = a.height / 2 - ((lines.length - 1) * a.fontSize * 1.15) / 2 + a.fontSize / 3;
  const text = lines.map((l, i) => `<tspan x="${x}" y="${(top + i * a.fontSize * 1.15).toFixed(1)}">${escapeXml(l)}</tspan>`).join('');
  const scale = (a.height * 0.6) / 70;
  const gx = a.width - a.height * 0.75;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${a.width}" height="${a.height}" viewBox="0 0 ${a.width} ${a.height}" role="img" aria-label="${escapeXml(a.title)}">`,
    `<defs><linearGradient id="${id}" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>`,
    `<rect width="${a.width}" height="${a.height}" fill="url(#${id})"/>`,
    `<circle cx="${a.width * 0.85}" cy="${a.height * 0.2}" r="${a.height * 0.6}" fill="#fff" fill-opacity="0.06"/>`,
    `<g transform="translate(${gx.toFixed(0)} ${(a.height * 0.2).toFixed(0)}) scale(${scale.toFixed(3)})" opacity="0.85">${categoryGlyph(glyphFor[a.type] ?? 'default')}</g>`,
    `<text font-family="sans-serif" font-weight="800" font-size="${a.fontSize}" fill="#fff">${text}</text>`,
    `</svg>`,
  ].join('');
}
