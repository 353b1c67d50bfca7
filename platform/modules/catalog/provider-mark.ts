import { Canvas, polygon, seeded, star } from './art-kit';
import { escapeXml, hash32 } from './svg';

/**
 * A provider's logo (240×80): a designed emblem in the studio's colour beside its wordmark, on a
 * dark plate that reads on light and dark pages. The demo's studios each have an emblem drawn for
 * them (a lotus for Golden Lotus Gaming, a falling star for Starfall Games …); any other provider
 * gets a geometric emblem and colour from its id. Pure and deterministic; SVG, so the wordmark is
 * drawn by the browser's sans-serif at any size.
 */

type Brand = { colour: string; deep: string; emblem: (accent: string, deep: string) => string };

/** Emblems in a 64×64 box centred on 0,0. */
const BRANDS: Record<string, Brand> = {
  drs: {
    colour: '#ff6a3a',
    deep: '#5a0e0a',
    // a reel ring slashed by a dragon's claw
    emblem: (a) =>
      `<circle r="25" fill="none" stroke="${a}" stroke-width="4"/><path d="M-18 -8Q-2 -16 4 -30M-14 6Q6 -4 14 -22M-6 20Q14 10 22 -8" fill="none" stroke="${a}" stroke-width="6" stroke-linecap="round"/>`,
  },
  nj: {
    colour: '#ff3fa4',
    deep: '#2a0a3a',
    emblem: (a) =>
      `<circle r="26" fill="none" stroke="${a}" stroke-width="4"/><circle r="26" fill="none" stroke="#3fe3ff" stroke-width="1.5" stroke-dasharray="4 5"/><path d="M6 -22L-12 4H0L-6 24L14 -4H2Z" fill="#ffe14a"/>`,
  },
  glg: {
    colour: '#f5c542',
    deep: '#3a2604',
    emblem: (a) =>
      [-60, -30, 0, 30, 60]
        .map(
          (r) =>
            `<path d="M0 14C-9 2 -8 -14 0 -26C8 -14 9 2 0 14Z" fill="${a}" opacity="${r === 0 ? 1 : 0.8}" transform="rotate(${r} 0 14)"/>`,
        )
        .join('') + `<path d="M-24 18Q0 28 24 18" fill="none" stroke="${a}" stroke-width="3" stroke-linecap="round"/>`,
  },
  sfg: {
    colour: '#8a9cff',
    deep: '#0e1240',
    emblem: (a) =>
      `<path d="M-28 26L4 -6" stroke="${a}" stroke-width="8" stroke-linecap="round" opacity="0.35"/><path d="M-20 26L6 0" stroke="${a}" stroke-width="4" stroke-linecap="round" opacity="0.6"/>${star(10, -10, 18, 'fill="#ffe14a"')}`,
  },
  jti: {
    colour: '#3ccf9a',
    deep: '#06302a',
    emblem: (a, d) =>
      `${polygon(
        [
          [0, -28],
          [24, -14],
          [24, 14],
          [0, 28],
          [-24, 14],
          [-24, -14],
        ],
        `fill="${a}"`,
      )}<path d="M-10 -24L-2 -8L-12 -6ZM10 -24L2 -8L12 -6ZM-24 0L-8 4L-20 10ZM24 0L8 4L20 10ZM-4 14H4L0 24Z" fill="${d}"/>`,
  },
  mos: {
    colour: '#c08aff',
    deep: '#240a4a',
    emblem: (a) =>
      `<circle r="16" fill="${a}"/><circle cx="-5" cy="-6" r="5" fill="#fff" opacity="0.6"/><ellipse rx="30" ry="10" fill="none" stroke="${a}" stroke-width="3" transform="rotate(-25)"/><circle cx="24" cy="-16" r="3" fill="#fff"/>`,
  },
  pxf: {
    colour: '#3fe3ff',
    deep: '#06263a',
    emblem: (a) => {
      const cells = [
        [0, -3],
        [-1, -2],
        [0, -2],
        [1, -2],
        [-2, -1],
        [-1, -1],
        [1, -1],
        [2, -1],
        [-3, 0],
        [-2, 0],
        [2, 0],
        [3, 0],
        [-2, 1],
        [-1, 1],
        [1, 1],
        [2, 1],
        [-1, 2],
        [0, 2],
        [1, 2],
        [0, 3],
      ];
      return `${cells.map(([x, y]) => `<rect x="${x! * 8 - 3.5}" y="${y! * 8 - 3.5}" width="7" height="7" fill="${a}"/>`).join('')}<rect x="-3.5" y="-3.5" width="7" height="7" fill="#ffe14a"/>`;
    },
  },
  ccl: {
    colour: '#ff4a5a',
    deep: '#3a0610',
    emblem: (a) =>
      `<path d="M-26 16L-28 -16L-13 -2L0 -24L13 -2L28 -16L26 16Z" fill="${a}"/><rect x="-26" y="18" width="52" height="8" rx="2" fill="${a}"/><circle cy="-26" r="3.5" fill="#ffd24a"/><circle cx="-28" cy="-18" r="3" fill="#ffd24a"/><circle cx="28" cy="-18" r="3" fill="#ffd24a"/>`,
  },
  vtl: {
    colour: '#b04aff',
    deep: '#200634',
    emblem: (a) =>
      `<rect x="-24" y="-24" width="48" height="48" rx="12" fill="none" stroke="${a}" stroke-width="4" transform="rotate(45)"/><path d="M0 -16L11 0L0 16L-11 0Z" fill="${a}"/>`,
  },
  rbh: {
    colour: '#f5c542',
    deep: '#2a1a04',
    emblem: (a, d) =>
      `<path d="M0 -28L24 -20V2C24 16 12 26 0 30C-12 26 -24 16 -24 2V-20Z" fill="${a}"/><path d="M0 -14C-12 -2 -14 8 -3 6L-6 16H6L3 6C14 8 12 -2 0 -14Z" fill="${d}"/>`,
  },
  cra: {
    colour: '#ff7a8a',
    deep: '#3a0a1a',
    emblem: (a) =>
      `<path d="M0 28V-4M0 8Q-14 4 -16 -14M0 0Q12 -4 14 -20M-16 -14Q-22 -20 -18 -28M14 -20Q22 -22 22 -30" fill="none" stroke="${a}" stroke-width="6" stroke-linecap="round"/><circle cx="14" cy="18" r="5" fill="#3fe3ff"/><circle cx="-12" cy="20" r="3" fill="#3fe3ff"/>`,
  },
  tps: {
    colour: '#ffe14a',
    deep: '#0a2a1a',
    emblem: (a, d) => `<circle r="24" fill="#fff"/><path d="M8 -22L-10 2H2L-6 24L14 -4H2Z" fill="${a}" stroke="${d}" stroke-width="2"/>`,
  },
  aod: {
    colour: '#5ab0ff',
    deep: '#06203a',
    emblem: (a) =>
      `<path d="M-28 20V0A28 20 0 0 1 28 0V20" fill="none" stroke="${a}" stroke-width="5"/>${[-18, -6, 6, 18].map((x) => `<rect x="${x - 2.5}" y="2" width="5" height="18" fill="${a}"/>`).join('')}<path d="M-32 24H32" stroke="${a}" stroke-width="5" stroke-linecap="round"/>${star(0, -16, 8, 'fill="#ffe14a"')}`,
  },
  ldl: {
    colour: '#7dff8a',
    deep: '#06301a',
    emblem: (a, d) =>
      `<circle r="26" fill="${a}"/><circle r="14" fill="#fff"/>${[0, 90, 180, 270].map((r) => `<circle cx="0" cy="-5" r="5" fill="${d}" transform="rotate(${r})"/>`).join('')}`,
  },
};

/** A provider without a drawn emblem: rings, petals or a polygon in a colour from its id. */
function generatedBrand(providerId: string): Brand {
  const h = hash32(`provider:${providerId}`);
  const hue = h % 360;
  const colour = `hsl(${hue} 85% 62%)`;
  const deep = `hsl(${hue} 60% 14%)`;
  const shape = (h >>> 9) % 3;
  const sides = 3 + ((h >>> 12) % 4);
  return {
    colour,
    deep,
    emblem: (a) => {
      if (shape === 0)
        return `<circle r="26" fill="none" stroke="${a}" stroke-width="5"/><circle r="14" fill="none" stroke="${a}" stroke-width="5"/><circle r="4" fill="${a}"/>`;
      if (shape === 1)
        return Array.from(
          { length: sides + 2 },
          (_, i) =>
            `<ellipse cx="0" cy="-14" rx="7" ry="14" fill="${a}" opacity="0.85" transform="rotate(${Math.round((i * 360) / (sides + 2))})"/>`,
        ).join('');
      const pts = Array.from({ length: sides }, (_, i) => {
        const t = -Math.PI / 2 + (i * 2 * Math.PI) / sides;
        return [28 * Math.cos(t), 28 * Math.sin(t)] as [number, number];
      });
      const inner = pts.map(([x, y]) => [x * 0.5, y * 0.5] as [number, number]);
      return `${polygon(pts, `fill="none" stroke="${a}" stroke-width="5" stroke-linejoin="round"`)}${polygon(inner, `fill="${a}"`)}`;
    },
  };
}

export function providerLogoSvg(provider: { providerId: string; name: string }): string {
  const brand = BRANDS[provider.providerId] ?? generatedBrand(provider.providerId);
  const c = new Canvas(240, 80, seeded(provider.providerId));
  const plate = c.linear(
    'plate',
    [
      [0, brand.deep],
      [1, '#0b0e1a'],
    ],
    [0, 0, 1, 1],
  );
  // The wordmark: the name's first words large and spaced, the rest (Studio, Gaming, Live …) smaller.
  const words = provider.name.trim().split(/\s+/);
  const lead = words.length > 2 ? words.slice(0, -1).join(' ') : (words[0] ?? '');
  const tail = words.length > 2 ? words.at(-1)! : words.slice(1).join(' ');
  const leadText = lead.toUpperCase().slice(0, 18);
  // 148 px from the emblem to the plate's edge; a bold capital of the widest common sans-serif
  // (DejaVu) is about 0.78 em, plus the 1 px spacing.
  const leadSize = Math.max(10, Math.min(20, Math.floor((148 - leadText.length) / (leadText.length * 0.78))));
  c.add(
    `<rect width="240" height="80" rx="14" fill="${plate}"/>`,
    `<rect x="1" y="1" width="238" height="78" rx="13" fill="none" stroke="${brand.colour}" stroke-opacity="0.45" stroke-width="2"/>`,
    `<circle cx="40" cy="40" r="30" fill="${brand.colour}" opacity="0.12"/>`,
    `<g transform="translate(40 40)">${brand.emblem(brand.colour, brand.deep)}</g>`,
    `<text x="80" y="${tail ? 40 : 47}" font-family="sans-serif" font-weight="800" font-size="${leadSize}" letter-spacing="1" fill="#fff">${escapeXml(leadText)}</text>`,
  );
  if (tail)
    c.add(
      `<text x="81" y="60" font-family="sans-serif" font-weight="600" font-size="12" letter-spacing="3" fill="${brand.colour}">${escapeXml(tail.toUpperCase().slice(0, 18))}</text>`,
    );
  return c.svg(escapeXml(provider.name));
}
