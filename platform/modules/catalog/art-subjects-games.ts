import { between, type Canvas, n, pick, polygon, sparkle } from './art-kit';
import type { Subject } from './art-subjects';

/**
 * The subjects of the other categories: cards, chips, wheels and dice for the tables and the live
 * studios, sea creatures for the fishing games, balls and cards for the lotteries, and the kit of
 * each sport. Same box as the slot subjects (about −100…100, centred on 0,0).
 */

// ---- playing cards ----------------------------------------------------------------------------

const SUIT_PATHS = {
  heart: 'M0 0.38C-0.62 -0.02 -0.5 -0.6 0 -0.28C0.5 -0.6 0.62 -0.02 0 0.38Z',
  diamond: 'M0 -0.5L0.36 0L0 0.5L-0.36 0Z',
  spade: 'M0 -0.46C-0.5 -0.06 -0.6 0.32 -0.08 0.2L-0.18 0.46H0.18L0.08 0.2C0.6 0.32 0.5 -0.06 0 -0.46Z',
  club: 'M0 -0.48A0.2 0.2 0 1 1 0 -0.08A0.2 0.2 0 1 1 0.14 0.2L0.2 0.46H-0.2L-0.14 0.2A0.2 0.2 0 1 1 0 -0.08A0.2 0.2 0 0 1 0 -0.48Z',
} as const;
export type Suit = keyof typeof SUIT_PATHS;

export function suit(kind: Suit, cx: number, cy: number, size: number, fill?: string): string {
  const colour = fill ?? (kind === 'heart' || kind === 'diamond' ? '#d4143a' : '#15151f');
  return `<path d="${SUIT_PATHS[kind]}" fill="${colour}" transform="translate(${n(cx)} ${n(cy)}) scale(${n(size)})"/>`;
}

/** A playing card with pips and no letters: the big suit in the middle, small ones in two corners. */
export function card(kind: Suit, x: number, y: number, rotate: number, scale = 1): string {
  return `<g transform="translate(${n(x)} ${n(y)}) rotate(${n(rotate)}) scale(${n(scale)})"><rect x="-32" y="-45" width="64" height="90" rx="7" fill="#fdfbf5" stroke="#c9c2b0" stroke-width="1.5"/>${suit(kind, -21, -32, 14)}${suit(kind, 21, 32, 14)}${suit(kind, 0, 0, 40)}</g>`;
}

/** A card face down, its back patterned in the house colour. */
export function cardBack(x: number, y: number, rotate: number, colour: string, scale = 1): string {
  return `<g transform="translate(${n(x)} ${n(y)}) rotate(${n(rotate)}) scale(${n(scale)})"><rect x="-32" y="-45" width="64" height="90" rx="7" fill="#fdfbf5"/><rect x="-27" y="-40" width="54" height="80" rx="4" fill="${colour}"/><path d="M-20 -30L20 30M20 -30L-20 30M0 -34V34M-22 0H22" stroke="#fff" stroke-width="2" opacity="0.35"/><circle r="10" fill="none" stroke="#fff" stroke-width="2" opacity="0.5"/></g>`;
}

/** Cards fanned from one point. */
export const cards =
  (suits: readonly Suit[]): Subject =>
  () => {
    const spread = 18;
    const first = -((suits.length - 1) * spread) / 2;
    return suits
      .map((s, i) =>
        card(s, (first + i * spread) * 1.3, 20 - Math.cos(((first + i * spread) * Math.PI) / 180) * 10, first + i * spread, 1.3),
      )
      .join('');
  };

// ---- chips, wheel, dice ------------------------------------------------------------------------

/** A stack of casino chips. */
export function chips(x: number, y: number, count: number, colour: string, scale = 1): string {
  const parts: string[] = [];
  for (let i = 0; i < count; i++) {
    const cy = -i * 7;
    parts.push(
      `<ellipse cx="0" cy="${cy + 4}" rx="26" ry="10" fill="#000" opacity="0.35"/><ellipse cx="0" cy="${cy}" rx="26" ry="10" fill="${colour}"/><ellipse cx="0" cy="${cy}" rx="26" ry="10" fill="none" stroke="#fff" stroke-width="3" stroke-dasharray="6 7"/>`,
    );
  }
  const top = -(count - 1) * 7;
  parts.push(`<ellipse cx="0" cy="${top}" rx="16" ry="6" fill="none" stroke="#fff" stroke-width="1.5" opacity="0.7"/>`);
  return `<g transform="translate(${n(x)} ${n(y)}) scale(${n(scale)})">${parts.join('')}</g>`;
}

/** A roulette wheel seen from above the table (flattened). */
export const roulette: Subject = (c) => {
  const wood = c.radial('rim', [
    [0.8, '#6b3a16'],
    [1, '#2a1406'],
  ]);
  const pockets: string[] = [];
  const count = 24;
  for (let i = 0; i < count; i++) {
    const a = (i * Math.PI * 2) / count;
    const b = ((i + 1) * Math.PI * 2) / count;
    const colour = i === 0 ? '#129a4a' : i % 2 === 0 ? '#c8102e' : '#15151f';
    pockets.push(
      `<path d="M${n(52 * Math.cos(a))} ${n(52 * Math.sin(a))}L${n(84 * Math.cos(a))} ${n(84 * Math.sin(a))}A84 84 0 0 1 ${n(84 * Math.cos(b))} ${n(84 * Math.sin(b))}L${n(52 * Math.cos(b))} ${n(52 * Math.sin(b))}A52 52 0 0 0 ${n(52 * Math.cos(a))} ${n(52 * Math.sin(a))}Z" fill="${colour}"/>`,
    );
  }
  const cone = c.radial(
    'cone',
    [
      [0, '#e0b25a'],
      [1, '#6b3a16'],
    ],
    0.4,
    0.4,
    0.6,
  );
  return `<g transform="scale(1 0.62)"><circle r="100" fill="${wood}"/><circle r="88" fill="#c9a24a"/>${pockets.join('')}<circle r="52" fill="${cone}"/><path d="M-30 0H30M0 -30V30" stroke="#f5d27a" stroke-width="6" stroke-linecap="round"/><circle r="9" fill="#f5d27a"/><circle cx="62" cy="-42" r="6" fill="#fff"/></g><ellipse cx="-30" cy="-40" rx="24" ry="6" fill="#fff" opacity="0.25"/>`;
};

/** A die in perspective: front face with pips, top and side faces. */
export function die(x: number, y: number, size: number, face: number, rotate = 0): string {
  const s = size;
  const pipsOf: Record<number, Array<[number, number]>> = {
    1: [[0, 0]],
    2: [
      [-0.25, -0.25],
      [0.25, 0.25],
    ],
    3: [
      [-0.27, -0.27],
      [0, 0],
      [0.27, 0.27],
    ],
    4: [
      [-0.25, -0.25],
      [0.25, -0.25],
      [-0.25, 0.25],
      [0.25, 0.25],
    ],
    5: [
      [-0.27, -0.27],
      [0.27, -0.27],
      [0, 0],
      [-0.27, 0.27],
      [0.27, 0.27],
    ],
    6: [
      [-0.25, -0.28],
      [0.25, -0.28],
      [-0.25, 0],
      [0.25, 0],
      [-0.25, 0.28],
      [0.25, 0.28],
    ],
  };
  const pips = (pipsOf[face] ?? pipsOf[5]!)
    .map(([px, py]) => `<circle cx="${n(px * s)}" cy="${n(py * s)}" r="${n(s * 0.085)}" fill="${face === 1 ? '#d4143a' : '#15151f'}"/>`)
    .join('');
  const h = s / 2;
  const d = s * 0.28;
  return `<g transform="translate(${n(x)} ${n(y)}) rotate(${rotate})"><path d="M${n(-h)} ${n(-h)}L${n(-h + d)} ${n(-h - d)}H${n(h + d)}L${n(h)} ${n(-h)}Z" fill="#f2f2f2"/><path d="M${n(h)} ${n(-h)}L${n(h + d)} ${n(-h - d)}V${n(h - d)}L${n(h)} ${n(h)}Z" fill="#c9ccd6"/><rect x="${n(-h)}" y="${n(-h)}" width="${n(s)}" height="${n(s)}" rx="${n(s * 0.12)}" fill="#fff"/>${pips}</g>`;
}

export const dice: Subject = () => [die(-52, 20, 62, 4, -10), die(40, 34, 62, 6, 8), die(-4, -46, 56, 1, 4)].join('');

/** Fan Tan: a heap of beads and the brass cup that covers them. */
export const fanTan: Subject = (c) => {
  const beads: string[] = [];
  for (let i = 0; i < 40; i++) {
    const a = c.rand() * Math.PI * 2;
    const r = Math.sqrt(c.rand()) * 52;
    beads.push(
      `<circle cx="${n(-20 + r * Math.cos(a))}" cy="${n(36 + r * Math.sin(a) * 0.4)}" r="7" fill="${i % 5 === 0 ? '#f5f5f5' : '#e6e2da'}" stroke="#9a9488" stroke-width="1"/>`,
    );
  }
  const brass = c.linear(
    'brass',
    [
      [0, '#ffe08a'],
      [0.5, '#c98a14'],
      [1, '#6b420a'],
    ],
    [0, 0, 1, 0],
  );
  return [
    ...beads,
    `<path d="M30 -10Q30 -76 74 -76Q118 -76 118 -10Z" fill="${brass}" transform="translate(-16 0) rotate(-14 74 -10)"/>`,
    `<rect x="60" y="-96" width="14" height="18" rx="4" fill="${brass}" transform="translate(-16 0) rotate(-14 74 -10)"/>`,
    `<rect x="-92" y="-30" width="4" height="110" fill="#3a220e" transform="rotate(-30 -90 20)"/>`,
  ].join('');
};

/** A dealer behind the table, lit from the side: skin, hair and attire vary with the seed. */
export const dealer: Subject = (c) => {
  const [skinLight, skinDark] = pick(c.rand, [
    ['#f0c8a0', '#9a6a4a'],
    ['#d8a078', '#7a4a2e'],
    ['#a8704a', '#4a2a16'],
  ] as const);
  const [jacket, jacketDark] = pick(c.rand, [
    ['#2a2f4a', '#0c0e1a'],
    ['#5a0a1e', '#1e0408'],
    ['#0a2a4a', '#040e1a'],
  ] as const);
  const hair = pick(c.rand, ['#1a0f08', '#3a200e', '#0a0a0a', '#6a3a12']);
  const style = Math.floor(c.rand() * 3);
  const suit = c.linear(
    `suit${jacket.slice(1)}`,
    [
      [0, jacket],
      [1, jacketDark],
    ],
    [0, 0, 1, 0],
  );
  const skin = c.linear(
    `skin${skinLight.slice(1)}`,
    [
      [0, skinLight],
      [1, skinDark],
    ],
    [0, 0, 1, 0],
  );
  const hairBack =
    style === 1
      ? `<path d="M-36 -50Q-44 20 -30 40H30Q44 20 36 -50Z" fill="${hair}"/>`
      : style === 2
        ? `<circle cx="0" cy="-84" r="16" fill="${hair}"/>`
        : '';
  const tie =
    style === 0 ? `<path d="M-12 18L0 26L-12 34ZM12 18L0 26L12 34Z" fill="#c8102e"/>` : `<path d="M-6 14H6L0 30Z" fill="#d4a020"/>`;
  return [
    hairBack,
    `<path d="M-100 100Q-96 30 -50 16Q-20 8 0 8Q20 8 50 16Q96 30 100 100Z" fill="${suit}"/>`,
    `<path d="M-18 10L0 56L18 10Z" fill="#f5f5f5"/>`,
    tie,
    `<rect x="-12" y="-14" width="24" height="26" fill="${skin}"/>`,
    `<ellipse cx="0" cy="-42" rx="30" ry="36" fill="${skin}"/>`,
    `<path d="M-32 -46Q-34 -86 0 -84Q34 -86 32 -46Q26 -66 0 -68Q-24 -66 -32 -46Z" fill="${hair}"/>`,
    `<path d="M-12 -40H-6M6 -40H12" stroke="#2a1a10" stroke-width="3" stroke-linecap="round" opacity="0.7"/>`,
    `<path d="M-8 -20Q0 -15 8 -20" fill="none" stroke="#7a2a1e" stroke-width="2.5" stroke-linecap="round" opacity="0.8"/>`,
  ].join('');
};

// ---- the sea -----------------------------------------------------------------------------------

/** A shark, side on. */
export function shark(top: string, belly: string): Subject {
  return (c) => {
    const body = c.linear(`shark${top.slice(1)}`, [
      [0, top],
      [0.55, top],
      [0.56, belly],
      [1, belly],
    ]);
    return [
      `<path d="M-20 -24L4 -74L24 -22Z" fill="${top}"/>`,
      `<path d="M-96 -6L-120 -44L-112 0L-122 40Z" fill="${top}"/>`,
      `<path d="M100 6C84 -20 40 -30 -10 -26C-50 -22 -80 -12 -104 -2C-80 16 -40 28 0 28C46 28 84 24 100 6Z" fill="${body}"/>`,
      `<path d="M10 22L-14 54L30 24Z" fill="${top}"/>`,
      `<path d="M100 6Q80 12 62 10" fill="none" stroke="#3a1a1a" stroke-width="3" stroke-linecap="round"/>`,
      `<path d="M64 12L68 18L72 12L76 18L80 12" fill="none" stroke="#fff" stroke-width="2"/>`,
      `<circle cx="66" cy="-6" r="4.5" fill="#111"/><circle cx="67.5" cy="-7.5" r="1.4" fill="#fff"/>`,
      `<path d="M40 -10Q44 0 40 10M32 -12Q36 0 32 12M24 -12Q28 0 24 12" fill="none" stroke="#000" stroke-width="2" opacity="0.3"/>`,
    ].join('');
  };
}

/** An octopus (a kraken), tentacles curling. */
export const octopus: Subject = (c) => {
  const skin = c.radial(
    'octo',
    [
      [0, '#ff9ad0'],
      [0.7, '#c2307a'],
      [1, '#6a0a3a'],
    ],
    0.4,
    0.3,
    0.7,
  );
  const arms = [-80, -52, -26, 0, 26, 52, 80]
    .map((x, i) => {
      const curl = i % 2 === 0 ? 1 : -1;
      return `<path d="M${x * 0.4} 10Q${x} 50 ${x + curl * 10} 80Q${x + curl * 26} 100 ${x + curl * 30} 84" fill="none" stroke="#a4205e" stroke-width="16" stroke-linecap="round"/>`;
    })
    .join('');
  return [
    arms,
    `<ellipse cx="0" cy="-30" rx="62" ry="66" fill="${skin}"/>`,
    `<ellipse cx="-22" cy="-4" rx="14" ry="16" fill="#fff"/><ellipse cx="22" cy="-4" rx="14" ry="16" fill="#fff"/>`,
    `<circle cx="-20" cy="-1" r="7" fill="#1a0a14"/><circle cx="24" cy="-1" r="7" fill="#1a0a14"/>`,
    `<ellipse cx="-22" cy="-60" rx="16" ry="10" fill="#fff" opacity="0.3"/>`,
    ...[-40, 34, -10].map((x, i) => `<circle cx="${x}" cy="${-40 + i * 18}" r="5" fill="#ffc0e0" opacity="0.6"/>`),
  ].join('');
};

/** A lobster, claws raised. */
export const lobster: Subject = (c) => {
  const shell = c.linear('shell', [
    [0, '#ff6a4a'],
    [1, '#a0160e'],
  ]);
  const claw = (side: 1 | -1) =>
    `<g transform="scale(${side} 1)"><path d="M14 -20Q40 -40 46 -60" fill="none" stroke="#c8201a" stroke-width="10" stroke-linecap="round"/><path d="M46 -60C30 -80 40 -110 70 -104C90 -100 96 -80 84 -64L70 -76L72 -60C66 -54 54 -54 46 -60Z" fill="${shell}"/></g>`;
  return [
    `<path d="M-8 -30Q-60 -90 -96 -70M8 -30Q60 -90 96 -70" fill="none" stroke="#c8201a" stroke-width="3"/>`,
    claw(1),
    claw(-1),
    ...[0, 1, 2, 3].map(
      (i) => `<ellipse cx="0" cy="${10 + i * 18}" rx="${26 - i * 3}" ry="12" fill="${shell}" stroke="#7a0e08" stroke-width="2"/>`,
    ),
    `<path d="M0 76L-30 100L0 92L30 100Z" fill="${shell}"/>`,
    `<ellipse cx="0" cy="-20" rx="24" ry="30" fill="${shell}"/>`,
    `<circle cx="-10" cy="-40" r="4" fill="#111"/><circle cx="10" cy="-40" r="4" fill="#111"/>`,
    ...[-1, 1].flatMap((s) =>
      [0, 14, 28].map((y) => `<path d="M${s * 20} ${y}L${s * 44} ${y + 14}" stroke="#c8201a" stroke-width="4" stroke-linecap="round"/>`),
    ),
  ].join('');
};

/** A glowing jellyfish. */
export const jellyfish: Subject = (c) => {
  const bell = c.radial(
    'bell',
    [
      [0, '#ffffff', 0.95],
      [0.5, '#c08aff', 0.85],
      [1, '#6a2ad4', 0.7],
    ],
    0.5,
    0.3,
    0.7,
  );
  const strands = [-40, -20, 0, 20, 40]
    .map(
      (x, i) =>
        `<path d="M${x} 0Q${x + 14} 30 ${x} 56Q${x - 14} 80 ${x + (i % 2 ? 8 : -8)} 104" fill="none" stroke="#e0c0ff" stroke-width="4" opacity="0.8" stroke-linecap="round"/>`,
    )
    .join('');
  return [
    strands,
    `<path d="M-64 0C-64 -50 -34 -80 0 -80C34 -80 64 -50 64 0Q54 10 44 0Q32 12 22 0Q10 12 0 0Q-10 12 -22 0Q-32 12 -44 0Q-54 10 -64 0Z" fill="${bell}"/>`,
    `<ellipse cx="-22" cy="-50" rx="16" ry="10" fill="#fff" opacity="0.5"/>`,
  ].join('');
};

/** A mermaid's tail rising from a clam with a pearl. */
export const mermaid: Subject = (c) => {
  const scales = c.linear(
    'tail',
    [
      [0, '#ffb0e0'],
      [0.5, '#d44aa8'],
      [1, '#6a2ad4'],
    ],
    [0, 0, 1, 1],
  );
  const shell = c.linear('clam', [
    [0, '#ffe0ec'],
    [1, '#d47aa0'],
  ]);
  return [
    `<path d="M-20 60C-40 20 -10 -20 20 -40C40 -52 46 -70 40 -84L70 -110L64 -80L96 -96L62 -60C70 -30 40 0 20 30C10 46 10 56 16 64Z" fill="${scales}"/>`,
    `<path d="M-6 30Q10 20 22 26M0 6Q18 -4 30 2M14 -18Q30 -26 40 -20" fill="none" stroke="#fff" stroke-width="2" opacity="0.5"/>`,
    `<path d="M-90 70Q-90 20 -40 20Q10 20 10 70Z" fill="${shell}"/>`,
    ...[-70, -54, -38, -22, -6].map((x) => `<path d="M-40 70L${x} 28" stroke="#c2607f" stroke-width="2"/>`),
    `<path d="M-94 70H14Q10 86 -40 86Q-90 86 -94 70Z" fill="#d47aa0"/>`,
    `<circle cx="-40" cy="62" r="12" fill="#fffaf0"/><circle cx="-44" cy="58" r="4" fill="#fff"/>`,
  ].join('');
};

/** A school of small fish. */
export function fishSchool(c: Canvas, count: number, colour: string): string {
  const out: string[] = [];
  for (let i = 0; i < count; i++) {
    const x = between(c.rand, -100, 100);
    const y = between(c.rand, -80, 80);
    const s = between(c.rand, 0.5, 1);
    out.push(
      `<g transform="translate(${n(x)} ${n(y)}) scale(${n(s)})"><path d="M-16 0C-6 -12 12 -12 20 0C12 12 -6 12 -16 0ZM-14 0L-28 -10L-26 0L-28 10Z" fill="${colour}"/><circle cx="12" cy="-2" r="2" fill="#111"/></g>`,
    );
  }
  return out.join('');
}

/** A big reef fish with a stripe. */
export function bigFish(body: string, stripe: string): Subject {
  return (c) =>
    [
      `<path d="M-60 0L-100 -40L-92 0L-100 40Z" fill="${body}"/>`,
      `<path d="M-70 0C-50 -56 40 -62 86 -8C90 0 90 4 86 8C40 62 -50 56 -70 0Z" fill="${body}"/>`,
      `<path d="M-10 -52C0 -20 0 20 -10 52L10 52C20 20 20 -20 10 -52Z" fill="${stripe}"/>`,
      `<path d="M20 -50L-10 -80L40 -46ZM20 50L-6 74L36 48Z" fill="${body}"/>`,
      `<circle cx="58" cy="-10" r="8" fill="#fff"/><circle cx="60" cy="-10" r="4.5" fill="#111"/>`,
      fishSchool(c, 0, body),
    ].join('');
}

/** A sea dragon (a seahorse-like dragon), curled. */
export const seaDragon: Subject = (c) => {
  const scales = c.linear('seaDragon', [
    [0, '#6affc0'],
    [1, '#0a7a6a'],
  ]);
  return [
    `<path d="M10 90C-40 90 -50 40 -20 20C0 6 10 -10 0 -30C-10 -50 -6 -70 10 -80L50 -96L40 -80L60 -74L34 -66C24 -52 30 -36 40 -16C54 14 40 44 20 52C0 60 0 72 24 72C40 72 44 60 40 50C56 60 54 90 10 90Z" fill="${scales}"/>`,
    `<path d="M0 -30L-24 -44L-6 -20ZM-20 20L-44 10L-24 34ZM40 -16L62 -24L44 0Z" fill="#0a7a6a"/>`,
    `<circle cx="30" cy="-78" r="4" fill="#111"/>`,
    `<path d="M12 -80L0 -104L22 -86ZM22 -84L20 -110L32 -88Z" fill="#ffd24a"/>`,
  ].join('');
};

/** Coral branches in a colour. */
export function coral(x: number, baseY: number, h: number, colour: string): string {
  const w = h * 0.12;
  return `<path d="M${x} ${baseY}V${baseY - h}M${x} ${baseY - h * 0.4}Q${x - h * 0.3} ${baseY - h * 0.5} ${x - h * 0.35} ${baseY - h * 0.85}M${x} ${baseY - h * 0.55}Q${x + h * 0.3} ${baseY - h * 0.6} ${x + h * 0.3} ${baseY - h * 0.95}" fill="none" stroke="${colour}" stroke-width="${n(w)}" stroke-linecap="round"/>`;
}

// ---- lottery -----------------------------------------------------------------------------------

const BALL_COLOURS = ['#e0142e', '#ffd24a', '#1f8fe0', '#1fbf5c', '#8a5cff', '#ff7a1f'];

/** A lottery ball: colour, a white band, a glint; no numbers. */
export function ball(c: Canvas, x: number, y: number, r: number, colour: string): string {
  const paint = c.radial(
    `ball${colour.slice(1)}`,
    [
      [0, '#fff'],
      [0.3, colour],
      [1, '#000'],
    ],
    0.35,
    0.3,
    0.85,
  );
  return `<circle cx="${n(x)}" cy="${n(y)}" r="${n(r)}" fill="${paint}"/><circle cx="${n(x)}" cy="${n(y)}" r="${n(r * 0.45)}" fill="#fff" opacity="0.9"/><circle cx="${n(x)}" cy="${n(y)}" r="${n(r * 0.22)}" fill="${colour}" opacity="0.6"/>`;
}

/** A draw machine: a glass globe of balls on a stand, one ball out. */
export const drawMachine: Subject = (c) => {
  const glass = c.radial(
    'globe',
    [
      [0, '#ffffff', 0.35],
      [0.8, '#9be3ff', 0.18],
      [1, '#ffffff', 0.5],
    ],
    0.4,
    0.35,
    0.65,
  );
  const balls: string[] = [];
  for (let i = 0; i < 16; i++) {
    const a = c.rand() * Math.PI * 2;
    const r = Math.sqrt(c.rand()) * 48;
    balls.push(ball(c, r * Math.cos(a), -24 + r * Math.sin(a) * 0.8 + 10, 12, BALL_COLOURS[i % BALL_COLOURS.length]!));
  }
  const g = c.linear('stand', [
    [0, '#fff3b0'],
    [0.5, '#f5b921'],
    [1, '#a4670c'],
  ]);
  return [
    `<path d="M-34 48L-50 96H50L34 48Z" fill="${g}"/>`,
    ...balls,
    `<circle cx="0" cy="-20" r="70" fill="${glass}" stroke="#fff" stroke-width="3" stroke-opacity="0.6"/>`,
    `<ellipse cx="-28" cy="-58" rx="22" ry="10" fill="#fff" opacity="0.45" transform="rotate(-30 -28 -58)"/>`,
    ball(c, 80, 70, 20, '#e0142e'),
  ].join('');
};

/** A bingo or keno card: a grid of spots, some of them daubed. */
export const bingoCard: Subject = (c) => {
  const spots: string[] = [];
  for (let row = 0; row < 5; row++)
    for (let col = 0; col < 5; col++) {
      const x = -64 + col * 32;
      const y = -52 + row * 28;
      const hit = c.rand() < 0.36;
      spots.push(
        `<circle cx="${x}" cy="${y}" r="11" fill="${hit ? BALL_COLOURS[(row + col) % 6] : '#e9edf5'}"${hit ? ' opacity="0.9"' : ''}/>`,
      );
    }
  return [
    `<rect x="-92" y="-84" width="184" height="168" rx="14" fill="#fff" transform="rotate(-6)"/>`,
    `<g transform="rotate(-6)"><rect x="-92" y="-84" width="184" height="20" rx="10" fill="#8a5cff"/>${spots.join('')}</g>`,
    ball(c, 86, -70, 20, '#ffd24a'),
    ball(c, -90, 76, 16, '#1f8fe0'),
  ].join('');
};

export const balls: Subject = (c) =>
  [
    ball(c, -52, 30, 40, '#e0142e'),
    ball(c, 36, 40, 34, '#1f8fe0'),
    ball(c, -4, -44, 44, '#ffd24a'),
    ball(c, 70, -40, 24, '#1fbf5c'),
    ball(c, -80, -50, 20, '#8a5cff'),
    sparkle(60, -86, 10),
  ].join('');

// ---- sports ------------------------------------------------------------------------------------

/** A football: white, a black pentagon and the ones around it, clipped to the ball. */
export const football: Subject = (c) => {
  const clip = c.define('ballClip', '<clipPath id="ballClip"><circle r="64"/></clipPath>');
  const shade = c.radial(
    'ballShade',
    [
      [0.6, '#000', 0],
      [1, '#000', 0.45],
    ],
    0.4,
    0.35,
    0.7,
  );
  const pent = (x: number, y: number, r: number, rot: number) =>
    polygon(
      Array.from({ length: 5 }, (_, i) => {
        const a = ((rot + i * 72 - 90) * Math.PI) / 180;
        return [x + r * Math.cos(a), y + r * Math.sin(a)] as [number, number];
      }),
      'fill="#15151f"',
    );
  const ring = Array.from({ length: 5 }, (_, i) => {
    const a = ((i * 72 - 90 + 36) * Math.PI) / 180;
    return pent(68 * Math.cos(a), 68 * Math.sin(a), 24, 180 + i * 72);
  });
  const seams = Array.from({ length: 5 }, (_, i) => {
    const a = ((i * 72 - 90) * Math.PI) / 180;
    const b = ((i * 72 - 90 + 36) * Math.PI) / 180;
    return `M${n(22 * Math.cos(a))} ${n(22 * Math.sin(a))}L${n(48 * Math.cos(b) * 0.95)} ${n(48 * Math.sin(b) * 0.95)}`;
  }).join('');
  return `<g clip-path="url(#${clip})"><circle r="64" fill="#fff"/>${pent(0, 0, 22, 0)}${ring.join('')}<path d="${seams}" stroke="#9aa0b0" stroke-width="2"/><circle r="64" fill="${shade}"/></g><circle r="64" fill="none" stroke="#15151f" stroke-width="2"/>`;
};

export const basketball: Subject = (c) => {
  const leather = c.radial(
    'basket',
    [
      [0, '#ffb066'],
      [0.7, '#f07a12'],
      [1, '#9a3a04'],
    ],
    0.38,
    0.35,
    0.7,
  );
  return [
    `<rect x="-10" y="-110" width="120" height="80" rx="4" fill="#fff" opacity="0.9"/><rect x="26" y="-78" width="48" height="34" fill="none" stroke="#e0301e" stroke-width="4"/>`,
    `<path d="M20 -36L30 0H70L80 -36" fill="none" stroke="#fff" stroke-width="2.5"/><path d="M30 -36L40 0M50 -36V0M70 -36L60 0M24 -18H76" stroke="#fff" stroke-width="2"/>`,
    `<ellipse cx="50" cy="-36" rx="32" ry="7" fill="none" stroke="#e0301e" stroke-width="5"/>`,
    `<circle cx="-30" cy="30" r="60" fill="${leather}"/>`,
    `<path d="M-90 30H30M-30 -30V90M-72 -12Q-44 30 -72 72M12 -12Q-16 30 12 72" fill="none" stroke="#2a1206" stroke-width="4"/>`,
  ].join('');
};

export const tennis: Subject = (c) => {
  const felt = c.radial(
    'tennis',
    [
      [0, '#f4ff9a'],
      [0.7, '#cde22a'],
      [1, '#7a8a0a'],
    ],
    0.38,
    0.35,
    0.7,
  );
  const strings: string[] = [];
  for (let i = -3; i <= 3; i++) strings.push(`M${i * 12} -60V60M-44 ${i * 15}H44`);
  return [
    `<g transform="translate(-20 -20) rotate(-35)"><ellipse rx="50" ry="66" fill="none" stroke="#1f3a8a" stroke-width="10"/><path d="${strings.join('')}" stroke="#fff" stroke-width="1.5" opacity="0.8"/><rect x="-7" y="64" width="14" height="70" rx="6" fill="#1f3a8a"/><rect x="-9" y="100" width="18" height="40" rx="6" fill="#e9edf5"/></g>`,
    `<circle cx="56" cy="44" r="36" fill="${felt}"/>`,
    `<path d="M24 28Q56 44 36 76M88 30Q58 42 76 70" fill="none" stroke="#fff" stroke-width="4"/>`,
  ].join('');
};

/** A horse's head in profile with a golden horseshoe. */
export const horse: Subject = (c) => {
  const coat = c.linear(
    'coat',
    [
      [0, '#8a5a34'],
      [1, '#3a200e'],
    ],
    [0, 0, 1, 1],
  );
  return [
    `<path d="M-40 100L-30 40Q-40 0 -20 -40L-30 -70L-12 -56Q10 -80 40 -60Q70 -30 90 6Q96 18 86 26Q74 34 60 24Q40 14 30 30Q20 60 40 100Z" fill="${coat}"/>`,
    `<path d="M-20 -40Q-60 -20 -58 30Q-56 70 -40 100L-30 40Q-40 0 -20 -40Z" fill="#1a0e06"/>`,
    `<circle cx="30" cy="-30" r="5" fill="#111"/><circle cx="31.5" cy="-31.5" r="1.5" fill="#fff"/>`,
    `<ellipse cx="80" cy="14" rx="4" ry="3" fill="#1a0e06"/>`,
    `<path d="M40 -40Q60 -20 70 -2M20 -20Q60 10 86 20" fill="none" stroke="#c9a24a" stroke-width="4"/>`,
  ].join('');
};

/** A gold trophy cup. */
export const trophy: Subject = (c) => {
  const g = c.linear(
    'trophy',
    [
      [0, '#fff3b0'],
      [0.4, '#f5b921'],
      [1, '#8a5206'],
    ],
    [0, 0, 1, 0],
  );
  return [
    `<path d="M-50 -64C-90 -64 -90 0 -36 4M50 -64C90 -64 90 0 36 4" fill="none" stroke="${g}" stroke-width="10"/>`,
    `<path d="M-56 -80H56Q56 20 0 30Q-56 20 -56 -80Z" fill="${g}"/>`,
    `<rect x="-8" y="28" width="16" height="30" fill="${g}"/>`,
    `<path d="M-36 58H36L44 84H-44Z" fill="${g}"/>`,
    `<rect x="-50" y="84" width="100" height="12" rx="3" fill="#5a3a12"/>`,
    `<path d="M-30 -66Q-30 0 -6 14" fill="none" stroke="#fff" stroke-width="6" opacity="0.45" stroke-linecap="round"/>`,
    sparkle(40, -70, 10),
  ].join('');
};

/** Cricket: crossed bats, a red ball, stumps. */
export const cricket: Subject = () =>
  [
    ...[-50, -34, -18].map(
      (x) => `<rect x="${x + 60}" y="-60" width="8" height="120" rx="3" fill="#f3e2b8" stroke="#a4823a" stroke-width="1.5"/>`,
    ),
    `<rect x="8" y="-66" width="36" height="7" rx="3" fill="#f3e2b8" stroke="#a4823a" stroke-width="1.5"/>`,
    `<g transform="rotate(-30)"><rect x="-18" y="-40" width="36" height="120" rx="10" fill="#f3d9a0" stroke="#a4823a" stroke-width="2"/><rect x="-6" y="-100" width="12" height="64" rx="5" fill="#1f3a8a"/></g>`,
    `<circle cx="-60" cy="60" r="22" fill="#c8102e"/><path d="M-80 50Q-60 62 -40 50" fill="none" stroke="#fff" stroke-width="2" stroke-dasharray="3 3"/>`,
  ].join('');

/** A racing car seen from above, and a chequered flag. */
export const racing: Subject = (c) => {
  const paint = c.linear(
    'car',
    [
      [0, '#ff4a3a'],
      [1, '#a0100e'],
    ],
    [0, 0, 1, 0],
  );
  const checks: string[] = [];
  for (let r = 0; r < 4; r++)
    for (let k = 0; k < 6; k++) if ((r + k) % 2 === 0) checks.push(`<rect x="${k * 12}" y="${r * 12}" width="12" height="12"/>`);
  return [
    `<g transform="translate(-60 -100) rotate(-8)"><rect x="-4" y="0" width="4" height="90" fill="#ddd"/><rect x="0" y="0" width="72" height="48" fill="#fff"/><g fill="#15151f">${checks.join('')}</g></g>`,
    `<g transform="translate(6 30) scale(1.1)">`,
    `<rect x="-58" y="-36" width="22" height="14" rx="3" fill="#15151f"/><rect x="-58" y="22" width="22" height="14" rx="3" fill="#15151f"/><rect x="34" y="-40" width="24" height="16" rx="3" fill="#15151f"/><rect x="34" y="24" width="24" height="16" rx="3" fill="#15151f"/>`,
    `<path d="M-80 -8Q-80 -20 -60 -22L40 -28Q70 -28 76 -10V10Q70 28 40 28L-60 22Q-80 20 -80 8Z" fill="${paint}"/>`,
    `<rect x="-92" y="-30" width="12" height="60" rx="3" fill="#15151f"/><rect x="76" y="-34" width="10" height="68" rx="3" fill="#15151f"/>`,
    `<ellipse cx="10" cy="0" rx="18" ry="11" fill="#15151f"/><path d="M-40 -4H60" stroke="#fff" stroke-width="5"/>`,
    `</g>`,
  ].join('');
};

/** A bicycle, side on. */
export const bicycle: Subject = () => {
  const wheel = (x: number) =>
    `<circle cx="${x}" cy="30" r="44" fill="none" stroke="#15151f" stroke-width="8"/><circle cx="${x}" cy="30" r="44" fill="none" stroke="#c9ccd6" stroke-width="2"/>${[0, 30, 60, 90, 120, 150].map((a) => `<path d="M${x} 30L${n(x + 42 * Math.cos((a * Math.PI) / 180))} ${n(30 + 42 * Math.sin((a * Math.PI) / 180))}M${x} 30L${n(x - 42 * Math.cos((a * Math.PI) / 180))} ${n(30 - 42 * Math.sin((a * Math.PI) / 180))}" stroke="#c9ccd6" stroke-width="1"/>`).join('')}`;
  return [
    wheel(-56),
    wheel(56),
    `<path d="M-56 30L-16 -30H40L56 30M-16 -30L0 30L40 -30M0 30L-56 30M40 -30L34 -50M-16 -30L-22 -46" fill="none" stroke="#e0142e" stroke-width="7" stroke-linejoin="round" stroke-linecap="round"/>`,
    `<path d="M-34 -48H-8M26 -54Q40 -60 50 -50" fill="none" stroke="#15151f" stroke-width="7" stroke-linecap="round"/>`,
    `<circle cx="0" cy="30" r="9" fill="#c9ccd6"/>`,
  ].join('');
};

export const baseball: Subject = () =>
  [
    `<g transform="rotate(40)"><path d="M-10 -100H10L16 40Q16 50 0 50Q-16 50 -16 40Z" fill="#c98a4a"/><rect x="-6" y="40" width="12" height="40" fill="#7a4a24"/><ellipse cy="82" rx="12" ry="5" fill="#7a4a24"/></g>`,
    `<circle cx="-30" cy="20" r="46" fill="#fafafa"/><circle cx="-30" cy="20" r="46" fill="none" stroke="#c9ccd6" stroke-width="2"/>`,
    `<path d="M-66 -6Q-44 20 -66 48M6 -6Q-16 20 6 48" fill="none" stroke="#d4143a" stroke-width="3" stroke-dasharray="4 4"/>`,
  ].join('');

export const shuttlecock: Subject = () =>
  [
    `<path d="M-14 30L-60 -70H60L14 30Z" fill="#fafafa" stroke="#c9ccd6" stroke-width="2"/>`,
    `<path d="M-36 -70L-8 30M0 -70V30M36 -70L8 30M-60 -70Q0 -84 60 -70" fill="none" stroke="#c9ccd6" stroke-width="2"/>`,
    `<path d="M-50 -40H50M-40 -10H40" stroke="#c9ccd6" stroke-width="1.5"/>`,
    `<path d="M-20 30H20V40Q20 70 0 70Q-20 70 -20 40Z" fill="#e0301e"/>`,
  ].join('');

/** A stopwatch, for the races. */
export const stopwatch: Subject = (c) => {
  const face = c.radial(
    'watch',
    [
      [0, '#ffffff'],
      [1, '#d8dde8'],
    ],
    0.4,
    0.35,
    0.7,
  );
  const ticks = Array.from({ length: 12 }, (_, i) => {
    const a = (i * Math.PI) / 6;
    const r0 = i % 3 === 0 ? 48 : 54;
    return `M${n(r0 * Math.cos(a))} ${n(10 + r0 * Math.sin(a))}L${n(60 * Math.cos(a))} ${n(10 + 60 * Math.sin(a))}`;
  }).join('');
  return [
    `<rect x="-12" y="-82" width="24" height="18" rx="4" fill="#c9a24a"/><rect x="-20" y="-92" width="40" height="12" rx="5" fill="#e0b25a"/>`,
    `<rect x="44" y="-60" width="16" height="12" rx="3" fill="#c9a24a" transform="rotate(40 52 -54)"/>`,
    `<circle cx="0" cy="10" r="78" fill="#c9a24a"/><circle cx="0" cy="10" r="68" fill="${face}"/>`,
    `<path d="${ticks}" stroke="#15151f" stroke-width="4" stroke-linecap="round"/>`,
    `<path d="M0 10V-44M0 10L34 30" stroke="#c8102e" stroke-width="5" stroke-linecap="round"/><circle cx="0" cy="10" r="7" fill="#15151f"/>`,
    `<path d="M-50 -30A62 62 0 0 1 -20 -48" fill="none" stroke="#fff" stroke-width="6" opacity="0.7" stroke-linecap="round"/>`,
  ].join('');
};
