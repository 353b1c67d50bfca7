import {
  between,
  bubbles,
  type Canvas,
  cloud,
  coin,
  confetti,
  glow,
  hills,
  mountains,
  n,
  palm,
  pick,
  place,
  rays,
  sparkle,
  type Stop,
  starfield,
  vignette,
  waves,
} from './art-kit';
import {
  aztec,
  cactus,
  candy,
  clover,
  crown,
  crystalBall,
  dragon,
  fruit,
  GEM_COLOURS,
  gift,
  gems,
  ice,
  idol,
  koi,
  lotus,
  moneyBag,
  monkey,
  coinStacks,
  neon,
  panda,
  pharaoh,
  phoenix,
  pirate,
  planet,
  samurai,
  slotMachine,
  type Subject,
  thunder,
  ticket,
  tiger,
  treasure,
  viking,
  volcano,
  wheel,
  wolf,
} from './art-subjects';
import {
  balls,
  baseball,
  basketball,
  bicycle,
  bigFish,
  bingoCard,
  cards,
  cardBack,
  chips,
  coral,
  cricket,
  dealer,
  dice,
  drawMachine,
  fanTan,
  fishSchool,
  football,
  horse,
  jellyfish,
  lobster,
  mermaid,
  octopus,
  racing,
  roulette,
  seaDragon,
  shark,
  shuttlecock,
  stopwatch,
  tennis,
  trophy,
} from './art-subjects-games';
import { hash32 } from './svg';

/**
 * Scenes: a theme chosen from a game's name and category (a samurai's helmet for "Samurai Rush",
 * a shark for "Golden Shark Hunter", a roulette wheel in a live studio for "Speed Roulette"), and
 * the layers that make it a picture — sky, backdrop, a glow, the subject, props, foreground and a
 * vignette. The game's id varies the palette, the subject's place and size, and which way it faces,
 * so neighbouring tiles of one theme differ.
 */

export type SceneKind = 'sky' | 'sea' | 'felt' | 'studio' | 'field' | 'lottery';

type Theme = {
  /** sky gradients to choose from (top to bottom) */
  skies: ReadonlyArray<readonly Stop[]>;
  backdrop: (c: Canvas, at: Focus) => string;
  subject: Subject;
  /** the glow behind the subject */
  light: string;
  /** subject size relative to the default */
  size?: number;
  /** may be drawn facing the other way */
  mirror?: boolean;
  /** moves the subject down (in its own units): a ship sits in the water */
  dy?: number;
  foreground?: (c: Canvas) => string;
};

/** Where the subject goes: centre and scale on this canvas. */
export type Focus = { x: number; y: number; s: number };

const sunburst =
  (colour = '#fff', opacity = 0.08) =>
  (c: Canvas, at: Focus) =>
    rays(at.x, at.y, 24, Math.max(c.width, c.height) * 1.2, colour, opacity, c.rand());

const nightSky = (c: Canvas) => starfield(c, Math.round(c.width / 8), c.height * 0.7);

const moon = (c: Canvas, x: number, y: number, r: number, colour = '#fff6d8') =>
  `${glow(c, x, y, r * 2.2, r * 2.2, colour, 0.35)}<circle cx="${n(x)}" cy="${n(y)}" r="${n(r)}" fill="${colour}"/><circle cx="${n(x - r * 0.3)}" cy="${n(y + r * 0.2)}" r="${n(r * 0.18)}" fill="#000" opacity="0.06"/><circle cx="${n(x + r * 0.35)}" cy="${n(y - r * 0.25)}" r="${n(r * 0.12)}" fill="#000" opacity="0.06"/>`;

const SKIES = {
  royal: [
    [0, '#3b0a6a'],
    [1, '#12032a'],
  ],
  wine: [
    [0, '#7a0b2e'],
    [1, '#22030f'],
  ],
  emerald: [
    [0, '#0b6a4a'],
    [1, '#032a1e'],
  ],
  sapphire: [
    [0, '#0b3a8a'],
    [1, '#04112e'],
  ],
  amber: [
    [0, '#b8560b'],
    [1, '#3a1204'],
  ],
  night: [
    [0, '#0a1240'],
    [0.7, '#1e2a6a'],
    [1, '#3a3f8a'],
  ],
  dusk: [
    [0, '#2a0a4a'],
    [0.6, '#a0306a'],
    [1, '#ff8a4a'],
  ],
  dawn: [
    [0, '#ffcf8a'],
    [0.5, '#ff8a6a'],
    [1, '#8a3a6a'],
  ],
  day: [
    [0, '#4ab0ff'],
    [1, '#bde8ff'],
  ],
  jungle: [
    [0, '#0a4a2a'],
    [1, '#6ad48a'],
  ],
  desert: [
    [0, '#ff9a3a'],
    [0.6, '#ffd08a'],
    [1, '#fff0c8'],
  ],
  ember: [
    [0, '#1a0404'],
    [0.6, '#6a0e0a'],
    [1, '#e0501e'],
  ],
  frost: [
    [0, '#0a2a5a'],
    [0.6, '#2a6ab0'],
    [1, '#9be3ff'],
  ],
  space: [
    [0, '#05041a'],
    [1, '#1e0a4a'],
  ],
  storm: [
    [0, '#0a0c1e'],
    [1, '#2a2f5a'],
  ],
  candy: [
    [0, '#ff9ad0'],
    [1, '#8ad8ff'],
  ],
  mint: [
    [0, '#3fd4a8'],
    [1, '#0a5a6a'],
  ],
  teal: [
    [0, '#0a5a6a'],
    [1, '#032a30'],
  ],
} satisfies Record<string, readonly Stop[]>;

/** A small heap of coins in a bottom corner. */
const coinHeap = (c: Canvas) => {
  const s = c.height / 240;
  const left = c.rand() < 0.5;
  const x = left ? 34 * s : c.width - 34 * s;
  const y = c.height - 22 * s;
  const spots: Array<[number, number, number]> = [
    [-18, 4, 13],
    [16, 6, 12],
    [-2, -8, 14],
    [0, 10, 13],
  ];
  return spots.map(([dx, dy, r]) => coin(c, x + dx * s, y + dy * s, r * s)).join('') + sparkle(x + 14 * s, y - 22 * s, 7 * s);
};

// ---- the themes of the slots --------------------------------------------------------------------

const SLOT_THEMES = {
  treasure: { skies: [SKIES.royal, SKIES.wine, SKIES.amber], backdrop: sunburst('#ffd24a', 0.12), subject: treasure, light: '#ffd24a' },
  crown: {
    skies: [SKIES.royal, SKIES.wine, SKIES.sapphire],
    backdrop: sunburst('#fff', 0.08),
    subject: crown,
    light: '#ffd24a',
    size: 0.95,
  },
  clover: { skies: [SKIES.emerald, SKIES.mint], backdrop: sunburst('#b8ffb0', 0.1), subject: clover, light: '#d8ff8a' },
  wolf: {
    skies: [SKIES.night, SKIES.storm],
    backdrop: (c, at) => `${nightSky(c)}${moon(c, at.x + 10 * at.s, at.y - 40 * at.s, 62 * at.s)}`,
    subject: wolf,
    light: '#9ab0ff',
    size: 1.1,
    mirror: true,
  },
  crystal: { skies: [SKIES.royal, SKIES.space], backdrop: (c) => nightSky(c), subject: crystalBall, light: '#c08aff' },
  gem: {
    skies: [SKIES.royal, SKIES.sapphire, SKIES.wine, SKIES.emerald],
    backdrop: sunburst('#fff', 0.07),
    subject: gems(GEM_COLOURS.ruby!),
    light: '#fff',
  },
  dragon: {
    skies: [SKIES.night, SKIES.dusk, SKIES.storm],
    backdrop: (c) =>
      `${mountains(c, c.height * 0.92, c.height * 0.45, 4, '#1a0608')}${moon(c, c.width * 0.28, c.height * 0.3, c.height * 0.16, '#ffcf8a')}`,
    subject: dragon,
    light: '#ff7a2b',
    size: 1.2,
    mirror: true,
  },
  tiger: { skies: [SKIES.jungle, SKIES.amber], backdrop: (c) => jungleLeaves(c), subject: tiger, light: '#ffd24a', size: 0.9 },
  panda: {
    skies: [SKIES.mint, SKIES.day],
    backdrop: (c) => hills(c, c.height * 0.8, 12, '#2f8a4a'),
    subject: panda,
    light: '#fff',
    size: 0.9,
  },
  phoenix: { skies: [SKIES.ember, SKIES.dusk], backdrop: sunburst('#ffb020', 0.1), subject: phoenix, light: '#ffae1f' },
  lotus: { skies: [SKIES.dusk, SKIES.mint, SKIES.night], backdrop: (c) => pond(c), subject: lotus, light: '#ffc0e0' },
  samurai: {
    skies: [SKIES.dawn, SKIES.dusk],
    backdrop: (c) =>
      `<circle cx="${n(c.width * 0.5)}" cy="${n(c.height * 0.42)}" r="${n(c.height * 0.34)}" fill="#e0142e" opacity="0.85"/>${fuji(c)}${petals(c)}`,
    subject: samurai,
    light: '#ffd0a0',
    size: 0.78,
  },
  egypt: {
    skies: [SKIES.desert, SKIES.dusk],
    backdrop: (c) => `${sun(c, 0.2, 0.28)}${pyramids(c)}`,
    subject: pharaoh,
    light: '#ffe08a',
    size: 0.9,
  },
  aztec: {
    skies: [SKIES.jungle, SKIES.amber],
    backdrop: (c) => `${sun(c, 0.5, 0.3)}${jungleLeaves(c)}`,
    subject: aztec,
    light: '#ffd24a',
    size: 0.85,
  },
  jungle: {
    skies: [SKIES.jungle, SKIES.teal],
    backdrop: (c) => `${rays(c.width / 2, -10, 16, c.height * 1.3, '#fff', 0.07)}${jungleLeaves(c)}`,
    subject: idol,
    light: '#8affb0',
  },
  monkey: { skies: [SKIES.jungle, SKIES.day], backdrop: (c) => jungleLeaves(c), subject: monkey, light: '#fff', size: 0.95 },
  viking: {
    skies: [SKIES.frost, SKIES.storm],
    backdrop: (c) => mountains(c, c.height * 0.75, c.height * 0.45, 4, '#1a2a4a', '#e8f4ff'),
    subject: viking,
    light: '#9be3ff',
    mirror: true,
    dy: 34,
    foreground: (c) => `${waves(c, c.height * 0.84, 6, '#1a4a8a', 0.95)}${waves(c, c.height * 0.9, 6, '#0a2a5a', 1, 1)}`,
  },
  pirate: {
    skies: [SKIES.dusk, SKIES.night],
    backdrop: (c) => `${nightSky(c)}${moon(c, c.width * 0.78, c.height * 0.25, c.height * 0.1)}`,
    subject: pirate,
    light: '#ffcf8a',
    mirror: true,
    dy: 36,
    foreground: (c) => `${waves(c, c.height * 0.84, 7, '#1a3a6a', 0.95)}${waves(c, c.height * 0.9, 7, '#0a1a3a', 1, 1)}`,
  },
  candy: {
    skies: [SKIES.candy],
    backdrop: (c) =>
      `${cloud(c.width * 0.15, c.height * 0.22, c.height * 0.1, '#fff', 0.8)}${cloud(c.width * 0.85, c.height * 0.3, c.height * 0.08, '#fff', 0.7)}${hills(c, c.height * 0.84, 10, '#ff6ab0')}`,
    subject: candy,
    light: '#fff',
  },
  fruit: { skies: [SKIES.wine, SKIES.royal, SKIES.sapphire], backdrop: sunburst('#fff', 0.09), subject: fruit, light: '#ffd24a' },
  koi: { skies: [SKIES.teal, SKIES.mint], backdrop: (c) => pond(c), subject: koi, light: '#fff' },
  volcano: { skies: [SKIES.ember], backdrop: (c) => starfield(c, 10, c.height * 0.4, '#ffcf8a'), subject: volcano, light: '#ff6a1f' },
  ice: {
    skies: [SKIES.frost, SKIES.night],
    backdrop: (c) => `${aurora(c)}${mountains(c, c.height * 0.9, c.height * 0.35, 5, '#cfe8ff', '#fff')}`,
    subject: ice,
    light: '#bfefff',
  },
  space: {
    skies: [SKIES.space, SKIES.royal],
    backdrop: (c) => `${glow(c, c.width * 0.2, c.height * 0.7, c.width * 0.4, c.height * 0.4, '#ff3fa4', 0.3)}${nightSky(c)}`,
    subject: planet,
    light: '#8a5cff',
  },
  storm: {
    skies: [SKIES.storm, SKIES.night],
    backdrop: (c) =>
      `${cloud(c.width * 0.2, c.height * 0.2, c.height * 0.14, '#2a2f4a')}${cloud(c.width * 0.8, c.height * 0.16, c.height * 0.12, '#2a2f4a')}${rain(c)}`,
    subject: thunder,
    light: '#fff36a',
  },
  neon: { skies: [SKIES.space, SKIES.night], backdrop: (c) => skyline(c), subject: neon, light: '#ff3fa4', size: 0.95 },
  sunset: {
    skies: [SKIES.dusk, SKIES.dawn],
    backdrop: (c) => retroSun(c),
    subject: () => `${palm(-60, 100, 190, '#1a0a2a', 0.35)}${palm(70, 100, 150, '#1a0a2a', -0.3)}`,
    light: '#ffcf8a',
    mirror: true,
    foreground: (c) => waves(c, c.height * 0.84, 4, '#2a0a3a', 0.9),
  },
  desert: {
    skies: [SKIES.desert, SKIES.dusk],
    backdrop: (c) => `${sun(c, 0.75, 0.3)}${dunes(c)}`,
    subject: cactus,
    light: '#fff0c8',
    mirror: true,
  },
  wheel: {
    skies: [SKIES.royal, SKIES.wine, SKIES.sapphire],
    backdrop: sunburst('#ffd24a', 0.1),
    subject: wheel,
    light: '#ffd24a',
    size: 0.95,
  },
} satisfies Record<string, Theme>;

type SlotTheme = keyof typeof SLOT_THEMES;

/** A slot's first word decides its theme; the table lists the demo's words, others fall back by hash. */
const SLOT_WORDS: Record<string, SlotTheme> = {
  golden: 'treasure',
  treasure: 'treasure',
  riches: 'treasure',
  lucky: 'clover',
  wild: 'wolf',
  wolf: 'wolf',
  mystic: 'crystal',
  magic: 'crystal',
  fortune: 'wheel',
  wheel: 'wheel',
  neon: 'neon',
  midnight: 'neon',
  vegas: 'neon',
  royal: 'crown',
  silver: 'crown',
  crown: 'crown',
  king: 'crown',
  blazing: 'phoenix',
  fire: 'phoenix',
  phoenix: 'phoenix',
  frozen: 'ice',
  arctic: 'ice',
  ice: 'ice',
  cosmic: 'space',
  starlit: 'space',
  space: 'space',
  galaxy: 'space',
  emerald: 'gem',
  ruby: 'gem',
  sapphire: 'gem',
  diamond: 'gem',
  crystal: 'gem',
  jade: 'gem',
  thunder: 'storm',
  storm: 'storm',
  jungle: 'jungle',
  temple: 'jungle',
  pharaoh: 'egypt',
  egypt: 'egypt',
  cleopatra: 'egypt',
  samurai: 'samurai',
  ninja: 'samurai',
  panda: 'panda',
  tiger: 'tiger',
  lotus: 'lotus',
  sunset: 'sunset',
  viking: 'viking',
  nordic: 'viking',
  pirate: 'pirate',
  candy: 'candy',
  sweet: 'candy',
  fruity: 'fruit',
  fruit: 'fruit',
  cherry: 'fruit',
  dragon: 'dragon',
  koi: 'koi',
  monkey: 'monkey',
  aztec: 'aztec',
  desert: 'desert',
  volcano: 'volcano',
};

// ---- backdrops ----------------------------------------------------------------------------------

function sun(c: Canvas, fx: number, fy: number): string {
  const x = c.width * fx;
  const y = c.height * fy;
  const r = c.height * 0.13;
  return `${glow(c, x, y, r * 3, r * 3, '#fff6c8', 0.5)}<circle cx="${n(x)}" cy="${n(y)}" r="${n(r)}" fill="#fff6d8"/>`;
}

function retroSun(c: Canvas): string {
  const x = c.width / 2;
  const y = c.height * 0.55;
  const r = c.height * 0.36;
  const paint = c.linear('retroSun', [
    [0, '#fff36a'],
    [1, '#ff3f7a'],
  ]);
  const gaps = [0.62, 0.72, 0.8, 0.88]
    .map((f, i) => `<rect x="${n(x - r)}" y="${n(y - r + 2 * r * f)}" width="${n(2 * r)}" height="${n(3 + i * 1.5)}" fill="#a0306a"/>`)
    .join('');
  return `${glow(c, x, y, r * 1.8, r * 1.5, '#ffcf8a', 0.4)}<circle cx="${n(x)}" cy="${n(y)}" r="${n(r)}" fill="${paint}"/>${gaps}`;
}

function pyramids(c: Canvas): string {
  const base = c.height * 0.86;
  const p = (x: number, h: number) =>
    `<path d="M${n(x - h)} ${n(base)}L${n(x)} ${n(base - h)}L${n(x + h)} ${n(base)}Z" fill="#d49a4a"/><path d="M${n(x)} ${n(base - h)}L${n(x + h)} ${n(base)}H${n(x + h * 0.2)}Z" fill="#9a6a2a"/>`;
  return `${p(c.width * 0.16, c.height * 0.32)}${p(c.width * 0.86, c.height * 0.38)}${hills(c, base, 4, '#e0b060')}`;
}

function dunes(c: Canvas): string {
  return `${hills(c, c.height * 0.78, 14, '#f0b860')}${hills(c, c.height * 0.88, 10, '#d4943a')}`;
}

function fuji(c: Canvas): string {
  const base = c.height * 0.9;
  const cx = c.width * 0.5;
  const w = c.width * 0.55;
  const h = c.height * 0.42;
  return `<path d="M${n(cx - w)} ${n(base)}L${n(cx - w * 0.16)} ${n(base - h)}H${n(cx + w * 0.16)}L${n(cx + w)} ${n(base)}Z" fill="#3a2a5a"/><path d="M${n(cx - w * 0.16)} ${n(base - h)}H${n(cx + w * 0.16)}L${n(cx + w * 0.3)} ${n(base - h * 0.7)}L${n(cx + w * 0.12)} ${n(base - h * 0.78)}L${n(cx)} ${n(base - h * 0.68)}L${n(cx - w * 0.14)} ${n(base - h * 0.78)}L${n(cx - w * 0.3)} ${n(base - h * 0.7)}Z" fill="#f5f0ff"/>`;
}

function petals(c: Canvas): string {
  const out: string[] = [];
  for (let i = 0; i < 9; i++) {
    const x = c.rand() * c.width;
    const y = c.rand() * c.height;
    out.push(
      `<ellipse cx="${n(x)}" cy="${n(y)}" rx="5" ry="3" fill="#ffc0d8" transform="rotate(${Math.round(c.rand() * 180)} ${n(x)} ${n(y)})" opacity="0.9"/>`,
    );
  }
  return out.join('');
}

function jungleLeaves(c: Canvas): string {
  const leaf = (x: number, y: number, rot: number, s: number, fill: string) =>
    `<g transform="translate(${n(x)} ${n(y)}) rotate(${rot}) scale(${n(s)})"><path d="M0 0C30 -40 90 -46 130 -10C90 16 30 20 0 0Z" fill="${fill}"/><path d="M0 0C40 -14 90 -16 130 -10" fill="none" stroke="#0a3a1a" stroke-width="3" opacity="0.5"/></g>`;
  const s = c.height / 240;
  return [
    leaf(-10, c.height * 0.15, 30, s, '#1f7a3a'),
    leaf(-10, c.height * 0.65, -20, s * 1.1, '#2a9a4a'),
    leaf(c.width + 10, c.height * 0.2, 150, s, '#1f7a3a'),
    leaf(c.width + 10, c.height * 0.7, 200, s * 1.1, '#2a9a4a'),
    leaf(c.width * 0.2, -10, 70, s * 0.8, '#17602e'),
    leaf(c.width * 0.8, -10, 110, s * 0.8, '#17602e'),
  ].join('');
}

function pond(c: Canvas): string {
  const y = c.height * 0.62;
  const water = c.linear('water', [
    [0, '#1a8aa0'],
    [1, '#0a2a4a'],
  ]);
  const ripples = [0.3, 0.7]
    .map(
      (f) =>
        `<ellipse cx="${n(c.width * f)}" cy="${n(y + c.height * 0.2)}" rx="${n(c.width * 0.12)}" ry="${n(c.height * 0.03)}" fill="none" stroke="#fff" stroke-width="1.5" opacity="0.3"/>`,
    )
    .join('');
  return `<rect y="${n(y)}" width="${c.width}" height="${n(c.height - y)}" fill="${water}"/>${ripples}`;
}

function aurora(c: Canvas): string {
  const band = c.linear('aurora', [
    [0, '#3fffb0', 0],
    [0.5, '#3fffb0', 0.45],
    [1, '#8a5cff', 0],
  ]);
  const w = c.width;
  const h = c.height;
  return `<path d="M0 ${n(h * 0.3)}Q${n(w * 0.25)} ${n(h * 0.05)} ${n(w * 0.5)} ${n(h * 0.25)}T${w} ${n(h * 0.15)}V${n(h * 0.45)}Q${n(w * 0.75)} ${n(h * 0.3)} ${n(w * 0.5)} ${n(h * 0.45)}T0 ${n(h * 0.5)}Z" fill="${band}"/>`;
}

function rain(c: Canvas): string {
  const lines: string[] = [];
  for (let i = 0; i < 24; i++) {
    const x = c.rand() * c.width;
    const y = c.height * 0.3 + c.rand() * c.height * 0.6;
    lines.push(`M${n(x)} ${n(y)}l-4 12`);
  }
  return `<path d="${lines.join('')}" stroke="#9ab0ff" stroke-width="1.5" opacity="0.5"/>`;
}

function skyline(c: Canvas): string {
  const out: string[] = [
    `${glow(c, c.width / 2, c.height, c.width * 0.7, c.height * 0.5, '#b04aff', 0.45)}`,
    starfield(c, 14, c.height * 0.4),
  ];
  let x = 0;
  while (x < c.width) {
    const w = between(c.rand, c.width * 0.06, c.width * 0.12);
    const h = between(c.rand, c.height * 0.2, c.height * 0.5);
    out.push(`<rect x="${n(x)}" y="${n(c.height - h)}" width="${n(w - 2)}" height="${n(h)}" fill="#140a30"/>`);
    for (let wy = c.height - h + 8; wy < c.height - 8; wy += 12)
      for (let wx = x + 5; wx < x + w - 8; wx += 9)
        if (c.rand() < 0.3)
          out.push(
            `<rect x="${n(wx)}" y="${n(wy)}" width="4" height="5" fill="${pick(c.rand, ['#ffd24a', '#3fe3ff', '#ff3fa4'])}" opacity="0.8"/>`,
          );
    x += w;
  }
  return out.join('');
}

// ---- the other categories -----------------------------------------------------------------------

type TableGame = 'cards' | 'roulette' | 'dice' | 'fantan' | 'three';

function tableGameOf(words: string): TableGame {
  if (/roulette/.test(words)) return 'roulette';
  if (/sic bo|craps|dice/.test(words)) return 'dice';
  if (/fan tan/.test(words)) return 'fantan';
  if (/teen patti|three card/.test(words)) return 'three';
  return 'cards';
}

const FELTS: ReadonlyArray<readonly [string, string]> = [
  ['#1f8a4a', '#063a1e'],
  ['#1f5a9a', '#061e3a'],
  ['#9a1f3a', '#3a0614'],
  ['#5a2a8a', '#1e0a3a'],
];

function tableSubject(game: TableGame, words: string): Subject {
  switch (game) {
    case 'roulette':
      return (c) => `${roulette(c)}${chips(-86, 60, 4, '#c8102e', 0.8)}${chips(90, 66, 3, '#1f3a8a', 0.8)}`;
    case 'dice':
      return (c) => `${dice(c)}${chips(-92, 70, 3, '#1fbf5c', 0.7)}`;
    case 'fantan':
      return fanTan;
    case 'three':
      return (c) => `${cards(['spade', 'heart', 'club'])(c)}${chips(-84, 66, 4, '#c8102e', 0.8)}`;
    default: {
      const dragonTiger = /dragon tiger/.test(words);
      return (c) =>
        dragonTiger
          ? `${cardBack(-44, 6, -10, '#c8102e', 1.3)}${cardBack(44, 6, 10, '#d4a020', 1.3)}${chips(0, 74, 4, '#1f3a8a', 0.8)}`
          : `${cards(
              pick(c.rand, [
                ['spade', 'heart'],
                ['heart', 'spade', 'diamond'],
                ['club', 'heart'],
                ['diamond', 'spade'],
              ] as const),
            )(c)}${chips(-86, 64, 4, pick(c.rand, ['#c8102e', '#1f3a8a', '#1f8a4a']), 0.8)}${chips(88, 70, 2, '#15151f', 0.8)}`;
    }
  }
}

function feltScene(c: Canvas, subject: Subject, at: Focus, mirror: boolean): void {
  const [light, dark] = pick(c.rand, FELTS);
  const felt = c.radial('felt', [
    [0, light],
    [1, dark],
  ]);
  const w = c.width;
  const h = c.height;
  c.add(
    `<rect width="${w}" height="${h}" fill="${felt}"/>`,
    `<ellipse cx="${n(w / 2)}" cy="${n(h * 1.05)}" rx="${n(w * 0.62)}" ry="${n(h * 0.75)}" fill="none" stroke="#f5d27a" stroke-width="2" opacity="0.35"/>`,
    `<ellipse cx="${n(w / 2)}" cy="${n(h * 1.05)}" rx="${n(w * 0.42)}" ry="${n(h * 0.5)}" fill="none" stroke="#f5d27a" stroke-width="2" opacity="0.25"/>`,
    `<path d="M0 0H${w}V${n(h * 0.1)}Q${n(w / 2)} ${n(h * 0.2)} 0 ${n(h * 0.1)}Z" fill="#4a2a12"/>`,
    `<path d="M0 ${n(h * 0.1)}Q${n(w / 2)} ${n(h * 0.2)} ${w} ${n(h * 0.1)}" fill="none" stroke="#c9a24a" stroke-width="3"/>`,
    glow(c, at.x, at.y, 110 * at.s, 90 * at.s, '#fff', 0.25),
    place(at.x, at.y + 10 * at.s, at.s, subject(c), mirror),
    vignette(c, 0.5),
  );
}

function studioScene(c: Canvas, subject: Subject, at: Focus): void {
  const w = c.width;
  const h = c.height;
  const [light, dark] = pick(c.rand, FELTS);
  const back = c.linear('studio', [
    [0, pick(c.rand, ['#2a0a3a', '#0a1a3a', '#3a0a14'])],
    [1, '#05060e'],
  ]);
  const felt = c.linear('studioFelt', [
    [0, light],
    [1, dark],
  ]);
  const lamps: string[] = [];
  for (let i = 0; i < 5; i++) lamps.push(glow(c, w * (0.1 + i * 0.2), h * 0.14, w * 0.08, h * 0.1, '#ffd9a0', 0.5));
  const dealerAt = at.x + (c.rand() - 0.5) * w * 0.1;
  c.add(
    `<rect width="${w}" height="${h}" fill="${back}"/>`,
    ...lamps,
    ...[0.08, 0.92].map(
      (f) => `<rect x="${n(w * f - w * 0.03)}" y="0" width="${n(w * 0.06)}" height="${n(h * 0.7)}" fill="#fff" opacity="0.04"/>`,
    ),
    glow(c, dealerAt, h * 0.35, w * 0.3, h * 0.35, '#ffd9a0', 0.3),
    place(dealerAt, h * 0.38, (h / 240) * 0.75, dealer(c)),
    `<path d="M${n(-w * 0.1)} ${n(h)}Q${n(w / 2)} ${n(h * 0.42)} ${n(w * 1.1)} ${n(h)}Z" fill="#3a200e"/>`,
    `<path d="M${n(-w * 0.05)} ${n(h)}Q${n(w / 2)} ${n(h * 0.47)} ${n(w * 1.05)} ${n(h)}Z" fill="${felt}"/>`,
    `<path d="M${n(w * 0.1)} ${n(h)}Q${n(w / 2)} ${n(h * 0.6)} ${n(w * 0.9)} ${n(h)}" fill="none" stroke="#f5d27a" stroke-width="2" opacity="0.4"/>`,
    place(at.x, h * 0.8, at.s * 0.8, subject(c)),
    vignette(c, 0.45),
  );
}

type SeaCreature = 'shark' | 'gold-shark' | 'octopus' | 'lobster' | 'jellyfish' | 'mermaid' | 'reef' | 'dragon' | 'fish' | 'treasure';

function seaCreatureOf(words: string): SeaCreature {
  if (/golden shark/.test(words)) return 'gold-shark';
  if (/shark/.test(words)) return 'shark';
  if (/kraken|octopus|deep sea/.test(words)) return 'octopus';
  if (/lobster|crab/.test(words)) return 'lobster';
  if (/jelly/.test(words)) return 'jellyfish';
  if (/mermaid/.test(words)) return 'mermaid';
  if (/treasure/.test(words)) return 'treasure';
  if (/dragon/.test(words)) return 'dragon';
  if (/coral|reef/.test(words)) return 'reef';
  return 'fish';
}

const SEA_SUBJECTS: Record<SeaCreature, Subject> = {
  shark: shark('#5a7a9a', '#e8eef5'),
  'gold-shark': shark('#d4a020', '#fff3c0'),
  octopus,
  lobster,
  jellyfish,
  mermaid,
  reef: bigFish('#ffae1f', '#fff'),
  dragon: seaDragon,
  fish: bigFish('#2a8aff', '#ffd24a'),
  treasure,
};

/** Coral along the sea floor: where (fraction of the width) and how tall (of the height), varied per game. */
const CORALS: ReadonlyArray<readonly [number, number]> = [
  [0.08, 0.3],
  [0.92, 0.26],
  [0.2, 0.18],
];
const CORAL_COLOURS = ['#ff5a8a', '#ffae1f', '#b04aff', '#3fe3c0', '#ff7a4a'];

function seaScene(c: Canvas, creature: SeaCreature, at: Focus, mirror: boolean): void {
  const w = c.width;
  const h = c.height;
  const water = c.linear(
    'sea',
    pick(c.rand, [
      [
        [0, '#1ab0d4'],
        [1, '#032a5a'],
      ],
      [
        [0, '#1ad4b0'],
        [1, '#043a4a'],
      ],
      [
        [0, '#3a7aff'],
        [1, '#0a0a4a'],
      ],
    ] as const),
  );
  const sand = c.linear('sand', [
    [0, '#e0c080'],
    [1, '#8a6a3a'],
  ]);
  c.add(
    `<rect width="${w}" height="${h}" fill="${water}"/>`,
    rays(w * 0.3, -h * 0.3, 28, h * 1.6, '#fff', 0.07, 1.1),
    place(w / 2, h / 2, h / 240, fishSchool(c, 6, '#bdf0ff'), false).replace('<g ', '<g opacity="0.5" '),
    hills(c, h * 0.88, 8, sand),
    ...CORALS.map(([x, size]) =>
      coral(w * (x + (c.rand() - 0.5) * 0.08), h, h * size * (0.8 + c.rand() * 0.4), pick(c.rand, CORAL_COLOURS)),
    ),
    glow(c, at.x, at.y, 120 * at.s, 100 * at.s, '#bff6ff', 0.35),
    place(at.x, at.y, at.s, SEA_SUBJECTS[creature](c), mirror),
    bubbles(c, 9, w * 0.05, w * 0.95, h * 0.05, h * 0.8),
    vignette(c, 0.45),
  );
}

type Sport =
  'football' | 'basketball' | 'tennis' | 'horse' | 'greyhound' | 'cricket' | 'racing' | 'cycling' | 'baseball' | 'badminton' | 'trophy';

function sportOf(words: string): Sport {
  const table: Array<[RegExp, Sport]> = [
    [/football|soccer/, 'football'],
    [/basketball/, 'basketball'],
    [/tennis/, 'tennis'],
    [/horse/, 'horse'],
    [/greyhound|dog/, 'greyhound'],
    [/cricket/, 'cricket'],
    [/motor|racing|formula/, 'racing'],
    [/cycling|bike/, 'cycling'],
    [/baseball/, 'baseball'],
    [/badminton/, 'badminton'],
  ];
  return table.find(([re]) => re.test(words))?.[1] ?? 'trophy';
}

const SPORT_SUBJECTS: Record<Sport, Subject> = {
  football,
  basketball,
  tennis,
  horse,
  greyhound: stopwatch,
  cricket,
  racing,
  cycling: bicycle,
  baseball,
  badminton: shuttlecock,
  trophy,
};

/** Ground colour per sport: grass, court, boards, track or tarmac. */
const SPORT_GROUND: Record<Sport, readonly [string, string]> = {
  football: ['#2aa84a', '#1f8a3a'],
  cricket: ['#3ab85a', '#2a9a4a'],
  baseball: ['#2aa84a', '#c98a4a'],
  basketball: ['#d49a5a', '#b87a3a'],
  tennis: ['#2a6ad4', '#1f5ab0'],
  badminton: ['#1f9a6a', '#18805a'],
  horse: ['#2aa84a', '#8a5a2e'],
  greyhound: ['#2aa84a', '#a06a3a'],
  racing: ['#4a4f5a', '#3a3f4a'],
  cycling: ['#4a4f5a', '#3a3f4a'],
  trophy: ['#2aa84a', '#1f8a3a'],
};

function fieldScene(c: Canvas, sport: Sport, at: Focus, mirror: boolean): void {
  const w = c.width;
  const h = c.height;
  const [a, b] = SPORT_GROUND[sport];
  const sky = c.linear('stadium', [
    [0, '#05081e'],
    [1, '#1a2a5a'],
  ]);
  const horizon = h * 0.42;
  const stripes: string[] = [];
  const count = 7;
  for (let i = 0; i < count; i++) {
    const x0 = (w * i) / count;
    const x1 = (w * (i + 1)) / count;
    const spread = 0.4;
    stripes.push(
      `<path d="M${n(w / 2 + (x0 - w / 2) * spread)} ${n(horizon)}H${n(w / 2 + (x1 - w / 2) * spread)}L${n(x1 + (x1 - w / 2) * 0.4)} ${h}H${n(x0 + (x0 - w / 2) * 0.4)}Z" fill="${i % 2 === 0 ? a : b}"/>`,
    );
  }
  const crowd: string[] = [];
  for (let i = 0; i < w / 6; i++)
    crowd.push(
      `<circle cx="${n(c.rand() * w)}" cy="${n(horizon - 4 - c.rand() * h * 0.12)}" r="${n(1.5 + c.rand() * 1.5)}" fill="${pick(c.rand, ['#ff5a5a', '#ffd24a', '#5ab0ff', '#fff', '#8a8fa8'])}" opacity="0.55"/>`,
    );
  const lights = [0.12, 0.88].map(
    (f) =>
      `${glow(c, w * f, h * 0.1, w * 0.2, h * 0.2, '#fff', 0.6)}<rect x="${n(w * f - 12)}" y="${n(h * 0.06)}" width="24" height="10" rx="2" fill="#fff"/>`,
  );
  c.add(
    `<rect width="${w}" height="${h}" fill="${sky}"/>`,
    ...lights,
    `<rect y="${n(horizon - h * 0.16)}" width="${w}" height="${n(h * 0.16)}" fill="#141a3a"/>`,
    ...crowd,
    ...stripes,
    `<path d="M0 ${n(horizon)}H${w}" stroke="#fff" stroke-width="2" opacity="0.7"/>`,
    `<ellipse cx="${n(w / 2)}" cy="${n(h * 0.78)}" rx="${n(w * 0.22)}" ry="${n(h * 0.1)}" fill="none" stroke="#fff" stroke-width="2" opacity="0.45"/>`,
    glow(c, at.x, at.y, 110 * at.s, 100 * at.s, '#fff', 0.3),
    `<ellipse cx="${n(at.x)}" cy="${n(at.y + 80 * at.s)}" rx="${n(70 * at.s)}" ry="${n(12 * at.s)}" fill="#000" opacity="0.3"/>`,
    place(at.x, at.y, at.s, SPORT_SUBJECTS[sport](c), mirror),
    vignette(c, 0.45),
  );
}

type LotteryGame = 'machine' | 'card' | 'balls';

function lotteryScene(c: Canvas, game: LotteryGame, at: Focus): void {
  const w = c.width;
  const h = c.height;
  const sky = c.linear('lotto', pick(c.rand, [SKIES.royal, SKIES.sapphire, SKIES.wine, SKIES.teal]));
  const subject: Subject = game === 'machine' ? drawMachine : game === 'card' ? bingoCard : balls;
  c.add(
    `<rect width="${w}" height="${h}" fill="${sky}"/>`,
    rays(at.x, at.y, 28, Math.max(w, h) * 1.3, '#fff', 0.07, c.rand()),
    confetti(c, Math.round(w / 16), ['#ffd24a', '#ff3fa4', '#3fe3ff', '#7dff8a'], h),
    glow(c, at.x, at.y, 120 * at.s, 110 * at.s, '#ffd24a', 0.35),
    place(at.x, at.y, at.s, subject(c)),
    vignette(c, 0.45),
  );
}

// ---- the one entry ------------------------------------------------------------------------------

export type SceneInput = {
  /** varies palette, placement and facing */
  seed: string;
  /** the game's name (its words choose the theme) */
  name: string;
  /** the category: slots, live-casino, fishing, table, lottery, sports */
  type: string;
  /** a door to a provider's lobby rather than one game */
  lobby?: boolean;
};

/** Which theme a game gets, by category and name: exported for the tests and the docs. */
export function themeOf(input: Pick<SceneInput, 'name' | 'type' | 'seed' | 'lobby'>): string {
  const words = input.name.toLowerCase();
  switch (input.type) {
    case 'live-casino':
      return input.lobby ? 'live:lobby' : `live:${tableGameOf(words)}`;
    case 'table':
      return `table:${tableGameOf(words)}`;
    case 'fishing':
      return `fishing:${seaCreatureOf(words)}`;
    case 'lottery':
      return `lottery:${/keno|bingo/.test(words) ? 'card' : /ball|racing/.test(words) ? 'balls' : 'machine'}`;
    case 'sports':
      return `sports:${input.lobby ? 'trophy' : sportOf(words)}`;
    default:
      return `slots:${slotThemeOf(words, input.seed)}`;
  }
}

function slotThemeOf(words: string, seed: string): SlotTheme {
  const list = words.split(/[^a-z]+/).filter(Boolean);
  for (const word of list) {
    const theme = SLOT_WORDS[word];
    if (theme) return theme;
  }
  const all = Object.keys(SLOT_THEMES) as SlotTheme[];
  return all[hash32(`theme:${seed}`) % all.length]!;
}

/**
 * Draws the scene of a game onto a canvas of any size: the subject sits at `at` (the thumbnail's
 * middle, a banner's right-hand part).
 */
export function drawScene(c: Canvas, input: SceneInput, at: Focus): void {
  const theme = themeOf(input);
  const [group, kind] = theme.split(':') as [string, string];
  const rand = c.rand;
  const mirror = rand() < 0.5;
  const jitter = { x: at.x + (rand() - 0.5) * 16 * at.s, y: at.y + (rand() - 0.5) * 10 * at.s, s: at.s * (0.92 + rand() * 0.14) };
  const words = input.name.toLowerCase();

  if (group === 'table') return feltScene(c, tableSubject(kind as TableGame, words), jitter, false);
  if (group === 'live') {
    const subject: Subject =
      kind === 'lobby'
        ? (cv) => `${roulette(cv)}${chips(-90, 56, 5, '#c8102e', 0.8)}${chips(92, 62, 3, '#d4a020', 0.8)}`
        : tableSubject(kind as TableGame, words);
    return studioScene(c, subject, jitter);
  }
  if (group === 'fishing') return seaScene(c, kind as SeaCreature, { ...jitter, y: jitter.y - 8 * at.s }, mirror);
  if (group === 'sports') return fieldScene(c, kind as Sport, { ...jitter, y: jitter.y - 6 * at.s }, mirror && kind !== 'racing');
  if (group === 'lottery') return lotteryScene(c, kind as LotteryGame, jitter);

  const slot = SLOT_THEMES[kind as SlotTheme] as Theme;
  const gemColours = GEM_COLOURS[words.split(/[^a-z]+/).find((w) => GEM_COLOURS[w]) ?? ''];
  const subject = kind === 'gem' && gemColours ? gems(gemColours) : slot.subject;
  const focus = { x: jitter.x, y: jitter.y + (slot.dy ?? 0) * jitter.s, s: jitter.s * (slot.size ?? 1) };
  c.add(`<rect width="${c.width}" height="${c.height}" fill="${c.linear('sky', pick(rand, slot.skies))}"/>`);
  c.add(slot.backdrop(c, focus));
  // behind the subject: confetti over a face looked like dirt on it
  if (/party|festival|carnival/.test(words)) c.add(confetti(c, 14, ['#ffd24a', '#ff3fa4', '#3fe3ff', '#7dff8a'], c.height));
  c.add(glow(c, focus.x, focus.y, 120 * focus.s, 100 * focus.s, slot.light, 0.4));
  c.add(place(focus.x, focus.y, focus.s, subject(c), slot.mirror === true && mirror));
  if (/gold|riches|treasure|jackpot|vault|bonanza|wins|empire|crown/.test(words) && kind !== 'treasure' && !slot.foreground)
    c.add(coinHeap(c));
  if (/nights|starlit|midnight/.test(words))
    c.add(sparkle(c.width * 0.12, c.height * 0.18, 6), sparkle(c.width * 0.88, c.height * 0.12, 5));
  if (slot.foreground) c.add(slot.foreground(c));
  c.add(vignette(c, 0.5));
}

/** What a banner, promotion or pop-up shows: a gift, a slot machine, coins, a coupon … or a game scene. */
export type PromoMotif = 'gift' | 'slots' | 'live' | 'fish' | 'sports' | 'coins' | 'ticket' | 'bag' | 'lottery';

const PROMO_SUBJECTS: Partial<Record<PromoMotif, Subject>> = {
  gift,
  slots: slotMachine,
  coins: coinStacks,
  ticket,
  bag: moneyBag,
};

/**
 * The art of a banner, promotion or pop-up: the motif at `at` (the right-hand part of a banner,
 * where the page's headline leaves room), on a backdrop of its own.
 */
export function drawPromoScene(c: Canvas, motif: PromoMotif, at: Focus): void {
  if (motif === 'live') return studioScene(c, tableSubject(c.rand() < 0.5 ? 'roulette' : 'cards', ''), at);
  if (motif === 'fish') return seaScene(c, pick(c.rand, ['shark', 'gold-shark', 'octopus', 'fish'] as const), at, true);
  if (motif === 'sports') return fieldScene(c, pick(c.rand, ['football', 'basketball', 'tennis'] as const), at, false);
  if (motif === 'lottery') return lotteryScene(c, 'machine', at);
  const subject = PROMO_SUBJECTS[motif] ?? gift;
  const sky = pick(c.rand, [SKIES.royal, SKIES.wine, SKIES.sapphire, SKIES.emerald]);
  c.add(
    `<rect width="${c.width}" height="${c.height}" fill="${c.linear('sky', sky)}"/>`,
    rays(at.x, at.y, 28, Math.max(c.width, c.height) * 1.3, '#ffd24a', 0.1, c.rand()),
    confetti(c, Math.round(c.width / 24), ['#ffd24a', '#ff3fa4', '#3fe3ff', '#7dff8a'], c.height),
    glow(c, at.x, at.y, 140 * at.s, 120 * at.s, '#ffd24a', 0.45),
    place(at.x, at.y, at.s, subject(c)),
    vignette(c, 0.4),
  );
}
