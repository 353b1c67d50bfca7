import { escapeXml, gradientColours, hash32, wrapWords } from './svg';

/**
 * Generated artwork for the demo catalogue: a 4:3 game thumbnail (320×240) and a provider logo.
 * Pure and deterministic (same input, same bytes), drawn with plain SVG shapes and the generic
 * sans-serif family, so it needs no fonts, emoji or images from anywhere.
 */

export type ThumbnailInput = { gameId: string; displayName: string; providerName: string; type: string };

const W = 320;
const H = 240;

export function gameThumbnailSvg(game: ThumbnailInput): string {
  const [from, to] = gradientColours(game.gameId);
  const lines = wrapWords(game.displayName, 16, 3);
  const longest = Math.max(...lines.map((l) => l.length));
  // Large but always inside the card: shrink long lines, never below a readable size.
  const size = Math.max(20, Math.min(34, Math.floor(560 / Math.max(longest, 1))));
  const top = 150 - ((lines.length - 1) * size * 1.1) / 2;
  const text = lines.map((line, i) => `<tspan x="20" y="${(top + i * size * 1.1).toFixed(1)}">${escapeXml(line)}</tspan>`).join('');
  const id = `g${hash32(game.gameId).toString(36)}`;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}" role="img" aria-label="${escapeXml(game.displayName)}">`,
    `<defs><linearGradient id="${id}" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>`,
    `<rect width="${W}" height="${H}" fill="url(#${id})"/>`,
    `<g transform="translate(236 14)" opacity="0.9">${categoryGlyph(game.type)}</g>`,
    `<text font-family="sans-serif" font-weight="700" font-size="${size}" fill="#fff">${text}</text>`,
    `<text x="20" y="222" font-family="sans-serif" font-size="13" fill="#fff" fill-opacity="0.8">${escapeXml(game.providerName)}</text>`,
    `</svg>`,
  ].join('');
}

/** A 70×70 glyph per category; unknown categories get a star. */
export function categoryGlyph(type: string): string {
  const stroke = 'stroke="#fff" stroke-width="3" fill="none"';
  switch (type) {
    case 'slots': // three reels under a top bar
      return [
        `<rect x="2" y="14" width="66" height="44" rx="6" ${stroke}/>`,
        ...[0, 1, 2].map((i) => `<circle cx="${14 + i * 21}" cy="36" r="6" fill="#fff"/>`),
        `<line x1="24" y1="18" x2="24" y2="54" stroke="#fff" stroke-width="2"/>`,
        `<line x1="46" y1="18" x2="46" y2="54" stroke="#fff" stroke-width="2"/>`,
      ].join('');
    case 'live-casino': // a roulette wheel
      return [
        `<circle cx="35" cy="35" r="30" ${stroke}/>`,
        `<circle cx="35" cy="35" r="10" fill="#fff"/>`,
        ...[0, 45, 90, 135].map(
          (a) => `<line x1="5" y1="35" x2="65" y2="35" stroke="#fff" stroke-width="2" transform="rotate(${a} 35 35)"/>`,
        ),
      ].join('');
    case 'fishing': // a fish: body, tail, eye
      return [
        `<ellipse cx="30" cy="35" rx="24" ry="14" fill="#fff"/>`,
        `<polygon points="52,35 68,22 68,48" fill="#fff"/>`,
        `<circle cx="18" cy="31" r="3" fill="#000" fill-opacity="0.6"/>`,
      ].join('');
    case 'table': // two playing cards
      return [
        `<rect x="6" y="10" width="32" height="46" rx="4" fill="#fff" fill-opacity="0.7" transform="rotate(-12 22 33)"/>`,
        `<rect x="30" y="12" width="32" height="46" rx="4" fill="#fff"/>`,
        `<path d="M46 28 C42 22 34 26 40 33 L46 40 L52 33 C58 26 50 22 46 28 Z" fill="#c0392b"/>`,
      ].join('');
    case 'lottery': // three numbered balls
      return [
        [14, 42, '#fff'],
        [35, 22, '#fff'],
        [56, 42, '#fff'],
      ]
        .map(
          ([x, y, c]) =>
            `<circle cx="${x}" cy="${y}" r="12" fill="${c}"/><circle cx="${x}" cy="${y}" r="5" fill="#000" fill-opacity="0.35"/>`,
        )
        .join('');
    case 'sports': // a ball with seams
      return [
        `<circle cx="35" cy="35" r="28" ${stroke}/>`,
        `<polygon points="35,24 45,31 41,43 29,43 25,31" fill="#fff"/>`,
        `<line x1="35" y1="24" x2="35" y2="8" stroke="#fff" stroke-width="2"/>`,
        `<line x1="45" y1="31" x2="61" y2="26" stroke="#fff" stroke-width="2"/>`,
        `<line x1="25" y1="31" x2="9" y2="26" stroke="#fff" stroke-width="2"/>`,
        `<line x1="41" y1="43" x2="50" y2="58" stroke="#fff" stroke-width="2"/>`,
        `<line x1="29" y1="43" x2="20" y2="58" stroke="#fff" stroke-width="2"/>`,
      ].join('');
    default:
      return `<polygon points="35,4 44,26 68,26 48,41 56,64 35,50 14,64 22,41 2,26 26,26" fill="#fff"/>`;
  }
}

/** A 240×80 provider logo: a gradient plate (readable on light and dark pages), initials badge, name. */
export function providerLogoSvg(provider: { providerId: string; name: string }): string {
  const [from, to] = gradientColours(`provider:${provider.providerId}`);
  const initials = provider.name
    .split(/\s+/)
    .filter((w) => /^[A-Za-z]/.test(w))
    .slice(0, 2)
    .map((w) => w[0]!.toUpperCase())
    .join('');
  const lines = wrapWords(provider.name, 14, 2);
  const id = `p${hash32(provider.providerId).toString(36)}`;
  const text = lines
    .map((line, i) => `<tspan x="84" y="${(lines.length === 1 ? 47 : 36 + i * 22).toFixed(0)}">${escapeXml(line)}</tspan>`)
    .join('');
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="240" height="80" viewBox="0 0 240 80" role="img" aria-label="${escapeXml(provider.name)}">`,
    `<defs><linearGradient id="${id}" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>`,
    `<rect width="240" height="80" rx="14" fill="url(#${id})"/>`,
    `<rect x="8" y="8" width="64" height="64" rx="12" fill="#fff" fill-opacity="0.18"/>`,
    `<text x="40" y="50" text-anchor="middle" font-family="sans-serif" font-weight="700" font-size="26" fill="#fff">${escapeXml(initials)}</text>`,
    `<text font-family="sans-serif" font-weight="700" font-size="18" fill="#fff">${text}</text>`,
    `</svg>`,
  ].join('');
}
