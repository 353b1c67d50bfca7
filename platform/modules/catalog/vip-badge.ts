import { escapeXml, hash32 } from './svg';

/** Metal colours by tier level (then round again): the badge is drawn, never uploaded, for the demo tiers. */
const METALS = [
  ['#b87333', '#7a4a1e'],
  ['#c0c0c0', '#7d7d7d'],
  ['#ffd24a', '#b8860b'],
  ['#9be3ff', '#2b8bb8'],
  ['#c9a0ff', '#6a3fb5'],
] as const;

/**
 * A 160×160 shield badge with the tier's level: no words on it, so it reads the same in every
 * language (the name is beside it as text, and its accessible label). Pure and deterministic.
 */
export function vipBadgeSvg(input: { seed: string; level: number; title: string }): string {
  const [light, dark] = METALS[input.level % METALS.length] ?? METALS[0];
  const id = `g${hash32(input.seed).toString(16)}`;
  const title = escapeXml(input.title.slice(0, 14));
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 160 160" width="160" height="160" role="img" aria-label="${title}">`,
    `<defs><linearGradient id="${id}" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${light}"/><stop offset="1" stop-color="${dark}"/></linearGradient></defs>`,
    `<path d="M80 8 L144 32 V80 C144 116 116 140 80 152 C44 140 16 116 16 80 V32 Z" fill="url(#${id})" stroke="#1b1b1b" stroke-width="4"/>`,
    `<path d="M80 30 l7 14 15 2 -11 10 3 15 -14 -7 -14 7 3 -15 -11 -10 15 -2 Z" fill="#1b1b1b" opacity="0.8"/>`,
    `<text x="80" y="122" font-family="Arial, sans-serif" font-size="52" font-weight="700" text-anchor="middle" fill="#1b1b1b">${input.level}</text>`,
    `</svg>`,
  ].join('');
}
