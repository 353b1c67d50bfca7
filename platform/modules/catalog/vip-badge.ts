import { escapeXml, hash32 } from './svg';

/** Metal colours by tier level (then round again): the badge is drawn, never uploaded, for the demo tiers. */
const METALS = [
  ['#b87333', '#7a4a1e'],
  ['#c0c0c0', '#7d7d7d'],
  ['#ffd24a', '#b8860b'],
  ['#9be3ff', '#2b8bb8'],
  ['#c9a0ff', '#6a3fb5'],
] as const;

/** A 160×160 shield badge with the tier's level and English name. Pure and deterministic. */
export function vipBadgeSvg(input: { seed: string; level: number; title: string }): string {
  const [light, dark] = METALS[input.level % METALS.length] ?? METALS[0];
  const id = `g${hash32(input.seed).toString(16)}`;
  const title = escapeXml(input.title.slice(0, 14));
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 160 160" width="160" height="160" role="img" aria-label="${title}">`,
    `<defs><linearGradient id="${id}" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${light}"/><stop offset="1" stop-color="${dark}"/></linearGradient></defs>`,
    `<path d="M80 8 L144 32 V80 C144 116 116 140 80 152 C44 140 16 116 16 80 V32 Z" fill="url(#${id})" stroke="#1b1b1b" stroke-width="4"/>`,
    `<text x="80" y="92" font-family="Arial, sans-serif" font-size="48" font-weight="700" text-anchor="middle" fill="#1b1b1b">${input.level}</text>`,
    `<text x="80" y="124" font-family="Arial, sans-serif" font-size="16" font-weight="700" text-anchor="middle" fill="#1b1b1b">${title}</text>`,
    `</svg>`,
  ].join('');
}
