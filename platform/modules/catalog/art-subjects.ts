import { between, type Canvas, coin, gem, n, polygon, sparkle, star } from './art-kit';

/**
 * The subjects of the slot themes: each draws one motif in its own box (about −100…100 on both
 * axes, centred on 0,0, y down), which the scene places, scales and sometimes mirrors. Flat shapes
 * with a gradient or two and a highlight, the look of a lobby's tile art; no words anywhere.
 */
export type Subject = (c: Canvas) => string;

const GOLD: [string, string, string] = ['#fff3b0', '#f5b921', '#a4670c'];

const gold = (c: Canvas) =>
  c.linear('gold', [
    [0, GOLD[0]],
    [0.45, GOLD[1]],
    [1, GOLD[2]],
  ]);

/** An open chest heaped with gold, coins spilling in front. */
export const treasure: Subject = (c) => {
  const wood = c.linear('wood', [
    [0, '#9a5a2b'],
    [1, '#4e2710'],
  ]);
  const inside = c.linear('chestIn', [
    [0, '#3a1a08'],
    [1, '#6b3514'],
  ]);
  const g = gold(c);
  return [
    `<path d="M-72 -6L-60 -74Q0 -96 60 -74L72 -6Z" fill="${inside}" stroke="${GOLD[2]}" stroke-width="5"/>`,
    `<path d="M-68 -4Q-46 -46 -6 -36Q30 -52 68 -4Z" fill="${g}"/>`,
    coin(c, -34, -28, 11),
    coin(c, 10, -38, 12),
    coin(c, 40, -22, 10),
    `<rect x="-74" y="-8" width="148" height="74" rx="8" fill="${wood}"/>`,
    `<rect x="-74" y="-8" width="148" height="12" fill="${g}"/>`,
    `<rect x="-54" y="-8" width="13" height="74" fill="${g}"/>`,
    `<rect x="41" y="-8" width="13" height="74" fill="${g}"/>`,
    `<rect x="-13" y="2" width="26" height="30" rx="4" fill="${g}"/>`,
    `<circle cx="0" cy="13" r="4" fill="#3a1a08"/><rect x="-1.8" y="14" width="3.6" height="10" fill="#3a1a08"/>`,
    coin(c, -62, 70, 14),
    coin(c, -34, 78, 12),
    coin(c, 58, 74, 15),
    sparkle(-20, -58, 10),
    sparkle(52, -44, 7),
  ].join('');
};

/** A jewelled crown. */
export const crown: Subject = (c) => {
  const g = gold(c);
  const tips: Array<[number, number]> = [
    [-88, -42],
    [-44, -8],
    [0, -74],
    [44, -8],
    [88, -42],
  ];
  return [
    `<path d="M-78 48L-88 -42L-44 -8L0 -74L44 -8L88 -42L78 48Z" fill="${g}" stroke="${GOLD[2]}" stroke-width="3" stroke-linejoin="round"/>`,
    `<path d="M-70 30L-76 -18L-44 8L0 -44L44 8L76 -18L70 30Z" fill="#fff" opacity="0.14"/>`,
    ...tips
      .filter((_, i) => i % 2 === 0 || true)
      .map(([x, y]) => `<circle cx="${x}" cy="${y}" r="8" fill="${g}" stroke="${GOLD[2]}" stroke-width="2"/>`),
    `<rect x="-82" y="36" width="164" height="30" rx="6" fill="${g}" stroke="${GOLD[2]}" stroke-width="3"/>`,
    gem(0, 50, 13, '#ffb3c1', '#e0244a', '#7d0a22'),
    gem(-46, 51, 9, '#b3e5ff', '#1f8fe0', '#0b3f7d'),
    gem(46, 51, 9, '#b8ffcf', '#1fbf5c', '#0a5a2a'),
    gem(0, -30, 10, '#b3e5ff', '#1f8fe0', '#0b3f7d'),
    sparkle(-60, -40, 10),
    sparkle(70, 10, 7),
  ].join('');
};

const HEART_LEAF = 'M0 4C-30 -14 -34 -46 -16 -52C-6 -55 0 -48 0 -40C0 -48 6 -55 16 -52C34 -46 30 -14 0 4Z';

/** A four-leaf clover before a golden horseshoe. */
export const clover: Subject = (c) => {
  const leaf = c.linear('leaf', [
    [0, '#7dff8a'],
    [1, '#128a3a'],
  ]);
  const g = gold(c);
  const leaves = [0, 90, 180, 270].map(
    (a) => `<path d="${HEART_LEAF}" fill="${leaf}" stroke="#0b5a26" stroke-width="2" transform="rotate(${a})"/>`,
  );
  return [
    `<path d="M-58 76V10A58 58 0 0 1 58 10V76" fill="none" stroke="${GOLD[2]}" stroke-width="30" transform="translate(0 -34)"/>`,
    `<path d="M-58 76V10A58 58 0 0 1 58 10V76" fill="none" stroke="${g}" stroke-width="22" transform="translate(0 -34)"/>`,
    ...[-58, 58].flatMap((x) => [16, 32].map((y) => `<circle cx="${x}" cy="${y}" r="3.5" fill="#6b420a"/>`)),
    `<path d="M2 6Q10 50 30 80" fill="none" stroke="#128a3a" stroke-width="7" stroke-linecap="round"/>`,
    `<g transform="translate(0 6) scale(0.95)">${leaves.join('')}</g>`,
    `<path d="M-10 -30Q-18 -40 -14 -46" fill="none" stroke="#fff" stroke-width="3" opacity="0.5" stroke-linecap="round"/>`,
    sparkle(62, -60, 9),
  ].join('');
};

/** A wolf howling on a rock under a full moon (the moon is the scene's). */
export const wolf: Subject = () =>
  [
    `<path d="M-100 100L-84 70L-44 60L10 56L60 62L92 78L100 100Z" fill="#11142a"/>`,
    `<path d="M-44 60L10 56L60 62L30 66L-10 64Z" fill="#2a3160"/>`,
    `<path d="M-30 62L-28 36Q-40 20 -40 0Q-42 -16 -50 -34L-76 -62L-86 -74L-78 -78L-50 -64L-42 -68L-34 -94L-24 -70Q-14 -58 -4 -34Q14 -6 30 18Q50 36 54 62Q74 62 88 52Q96 48 94 56Q86 70 58 70L-30 70Z" fill="#0b0d1d"/>`,
    `<path d="M-40 -4Q-30 0 -34 12Q-26 10 -28 22" fill="none" stroke="#2a3160" stroke-width="2"/>`,
  ].join('');

/** A crystal ball on a golden stand, a swirl of light inside. */
export const crystalBall: Subject = (c) => {
  const glass = c.radial(
    'orb',
    [
      [0, '#f5d9ff'],
      [0.45, '#a35cff'],
      [1, '#2a0a5e'],
    ],
    0.38,
    0.32,
    0.7,
  );
  const g = gold(c);
  return [
    `<circle cx="0" cy="-18" r="70" fill="${glass}"/>`,
    `<path d="M-40 -10Q-10 -60 30 -30Q50 -10 20 10Q-10 25 -30 0" fill="none" stroke="#fff" stroke-width="5" opacity="0.45" stroke-linecap="round"/>`,
    star(18, -40, 9, 'fill="#fff" opacity="0.9"'),
    star(-24, 8, 6, 'fill="#fff" opacity="0.7"'),
    `<ellipse cx="-26" cy="-56" rx="20" ry="11" fill="#fff" opacity="0.55" transform="rotate(-30 -26 -56)"/>`,
    `<path d="M-52 40L52 40L66 74L-66 74Z" fill="${g}" stroke="${GOLD[2]}" stroke-width="3"/>`,
    `<ellipse cx="0" cy="42" rx="54" ry="10" fill="${GOLD[2]}"/>`,
    `<rect x="-76" y="72" width="152" height="14" rx="6" fill="${g}" stroke="${GOLD[2]}" stroke-width="3"/>`,
  ].join('');
};

/** Gem colours by the name's word. */
export const GEM_COLOURS: Record<string, [string, string, string]> = {
  emerald: ['#c4ffd9', '#1fcf6a', '#06502a'],
  ruby: ['#ffc4d0', '#ea1f4b', '#6d0419'],
  sapphire: ['#c4e4ff', '#2a7bff', '#0a2a7d'],
  diamond: ['#ffffff', '#bfe9ff', '#5a8fb5'],
  crystal: ['#f3e2ff', '#b57bff', '#4b1f8a'],
  jade: ['#d9ffe9', '#3ccf9a', '#0b5a44'],
};

/** One big cut gem with two small ones. */
export function gems(colours: [string, string, string]): Subject {
  return () =>
    [
      gem(0, -6, 70, ...colours),
      gem(-74, 62, 24, ...colours),
      gem(76, 58, 20, ...colours),
      sparkle(54, -62, 12),
      sparkle(-60, -30, 8),
    ].join('');
}

/** A dragon in flight, a silhouette with a burning edge. */
export const dragon: Subject = (c) => {
  const body = c.linear(
    'dragonBody',
    [
      [0, '#ffb347'],
      [0.3, '#e0301e'],
      [1, '#4a0610'],
    ],
    [0, 0, 0.3, 1],
  );
  return [
    `<path d="M-6 -4L-52 -92Q-30 -74 -14 -80Q-6 -62 12 -70Q14 -48 32 -50Q24 -26 14 -4Z" fill="${body}"/>`,
    `<path d="M-58 10Q-88 28 -98 -6Q-90 20 -58 22Z" fill="${body}"/>`,
    polygon(
      [
        [-100, -8],
        [-92, -20],
        [-88, -2],
      ],
      `fill="${body}"`,
    ),
    `<ellipse cx="-6" cy="8" rx="56" ry="20" fill="${body}" transform="rotate(-12 -6 8)"/>`,
    `<path d="M36 -2Q58 -8 66 -34L92 -40L96 -32L84 -26L90 -20L74 -18Q64 6 42 14Z" fill="${body}"/>`,
    `<path d="M68 -34L62 -52L74 -38ZM76 -38L78 -56L84 -40Z" fill="${body}"/>`,
    `<path d="M-20 22L-26 48L-16 44ZM14 16L12 42L22 36Z" fill="${body}"/>`,
    `<path d="M2 -10L-34 -70Q-22 -60 -12 -64Z" fill="#ffb35a" opacity="0.35"/>`,
    `<circle cx="78" cy="-31" r="2.5" fill="#ffe14a"/>`,
    `<path d="M96 -32Q116 -36 124 -26Q112 -28 96 -28Z" fill="#ffb020" opacity="0.9"/>`,
  ].join('');
};

/** A tiger's face, looking out. */
export const tiger: Subject = (c) => {
  const fur = c.radial(
    'tigerFur',
    [
      [0, '#ffb347'],
      [0.7, '#f07a12'],
      [1, '#b24a05'],
    ],
    0.5,
    0.4,
    0.6,
  );
  const stripe = '#1c1008';
  return [
    `<circle cx="-56" cy="-56" r="22" fill="#e06d10"/><circle cx="-56" cy="-56" r="11" fill="#ffd9b0"/>`,
    `<circle cx="56" cy="-56" r="22" fill="#e06d10"/><circle cx="56" cy="-56" r="11" fill="#ffd9b0"/>`,
    `<path d="M0 -80C52 -80 82 -46 80 -2C78 40 48 76 0 84C-48 76 -78 40 -80 -2C-82 -46 -52 -80 0 -80Z" fill="${fur}"/>`,
    `<path d="M-8 -78L0 -52L8 -78ZM-26 -74L-14 -50L-16 -76ZM26 -74L14 -50L16 -76Z" fill="${stripe}"/>`,
    `<path d="M-80 -10L-52 -4L-78 4ZM-78 16L-54 16L-72 28ZM80 -10L52 -4L78 4ZM78 16L54 16L72 28Z" fill="${stripe}"/>`,
    `<path d="M-30 14C-58 14 -50 70 0 74C50 70 58 14 30 14C18 14 10 22 0 22C-10 22 -18 14 -30 14Z" fill="#fff4e6"/>`,
    `<path d="M-46 -26Q-30 -40 -14 -24Q-30 -14 -46 -26Z" fill="#c9f04a"/><path d="M14 -24Q30 -40 46 -26Q30 -14 14 -24Z" fill="#c9f04a"/>`,
    `<ellipse cx="-30" cy="-27" rx="3.5" ry="8" fill="#111"/><ellipse cx="30" cy="-27" rx="3.5" ry="8" fill="#111"/>`,
    `<path d="M-14 18L14 18L0 34Z" fill="#e8647a"/>`,
    `<path d="M0 34V44M0 44Q-12 54 -22 46M0 44Q12 54 22 46" fill="none" stroke="${stripe}" stroke-width="3.5" stroke-linecap="round"/>`,
    `<path d="M-18 30L-62 24M-18 36L-60 40M18 30L62 24M18 36L60 40" stroke="#fff" stroke-width="1.6" opacity="0.8"/>`,
  ].join('');
};

/** A panda's face among bamboo (the bamboo is drawn behind). */
export const panda: Subject = (c) => {
  const bamboo = c.linear(
    'bamboo',
    [
      [0, '#8fe36b'],
      [1, '#2f8a2a'],
    ],
    [0, 0, 1, 0],
  );
  const stalk = (x: number, tilt: number) =>
    `<g transform="rotate(${tilt} ${x} 0)"><rect x="${x - 7}" y="-120" width="14" height="240" fill="${bamboo}"/>${[-80, -30, 20, 70].map((y) => `<rect x="${x - 8}" y="${y}" width="16" height="4" rx="2" fill="#2a6b1e"/>`).join('')}<path d="M${x} ${-50}Q${x + 40} ${-70} ${x + 56} ${-52}Q${x + 30} ${-50} ${x} ${-50}Z" fill="#4fb53a"/></g>`;
  return [
    stalk(-84, -8),
    stalk(86, 10),
    `<circle cx="-54" cy="-54" r="24" fill="#141414"/><circle cx="54" cy="-54" r="24" fill="#141414"/>`,
    `<ellipse cx="0" cy="0" rx="80" ry="72" fill="#fafafa"/>`,
    `<ellipse cx="0" cy="8" rx="80" ry="64" fill="#e8eef5" opacity="0.6"/>`,
    `<ellipse cx="-30" cy="-8" rx="20" ry="26" fill="#141414" transform="rotate(30 -30 -8)"/>`,
    `<ellipse cx="30" cy="-8" rx="20" ry="26" fill="#141414" transform="rotate(-30 30 -8)"/>`,
    `<circle cx="-27" cy="-10" r="8" fill="#fff"/><circle cx="27" cy="-10" r="8" fill="#fff"/>`,
    `<circle cx="-25" cy="-9" r="4.5" fill="#141414"/><circle cx="29" cy="-9" r="4.5" fill="#141414"/>`,
    `<ellipse cx="0" cy="22" rx="13" ry="9" fill="#141414"/>`,
    `<path d="M0 30V38M0 38Q-10 48 -18 40M0 38Q10 48 18 40" fill="none" stroke="#141414" stroke-width="3" stroke-linecap="round"/>`,
    `<ellipse cx="-50" cy="26" rx="10" ry="6" fill="#ff9bb0" opacity="0.6"/><ellipse cx="50" cy="26" rx="10" ry="6" fill="#ff9bb0" opacity="0.6"/>`,
  ].join('');
};

/** A phoenix rising, wings of flame spread. */
export const phoenix: Subject = (c) => {
  const flame = c.linear('flame', [
    [0, '#fff2a0'],
    [0.4, '#ffae1f'],
    [0.75, '#f0421e'],
    [1, '#8a0d1e'],
  ]);
  const wing =
    'M6 -10C30 -40 60 -70 100 -84C88 -70 80 -62 76 -52C90 -56 98 -56 108 -52C92 -44 84 -36 80 -26C90 -26 96 -22 102 -16C80 -12 60 -4 40 10C28 14 14 10 6 -10Z';
  return [
    `<path d="${wing}" fill="${flame}"/>`,
    `<path d="${wing}" fill="${flame}" transform="scale(-1 1)"/>`,
    `<path d="M0 20C-16 50 -30 70 -50 96C-24 84 -12 74 0 60C12 74 24 84 50 96C30 70 16 50 0 20Z" fill="${flame}"/>`,
    `<path d="M0 60C-6 80 -4 94 0 104C4 94 6 80 0 60Z" fill="#ffd24a"/>`,
    `<ellipse cx="0" cy="4" rx="14" ry="34" fill="${flame}"/>`,
    `<circle cx="0" cy="-34" r="12" fill="#ffb020"/>`,
    `<path d="M0 -46C-4 -60 4 -70 10 -76C6 -66 12 -58 4 -46Z" fill="#ffd24a"/>`,
    `<path d="M-4 -34L-18 -28L-4 -28Z" fill="#ffe9a8"/>`,
    `<circle cx="4" cy="-36" r="2.2" fill="#2a0a0a"/>`,
    `<path d="M20 -14C44 -34 70 -54 94 -66M24 -4C48 -18 74 -30 96 -36M-20 -14C-44 -34 -70 -54 -94 -66M-24 -4C-48 -18 -74 -30 -96 -36" fill="none" stroke="#fff6c0" stroke-width="2" opacity="0.6"/>`,
  ].join('');
};

/** A lotus in bloom on its pads. */
export const lotus: Subject = (c) => {
  const petal = c.linear('petal', [
    [0, '#fff0f6'],
    [0.6, '#ff8fc0'],
    [1, '#c2306e'],
  ]);
  const P = (deg: number, len: number, w: number) =>
    `<path d="M0 0C${-w} ${-len * 0.4} ${-w * 0.6} ${-len * 0.85} 0 ${-len}C${w * 0.6} ${-len * 0.85} ${w} ${-len * 0.4} 0 0Z" fill="${petal}" stroke="#c2306e" stroke-width="1.5" transform="translate(0 30) rotate(${deg})"/>`;
  return [
    `<ellipse cx="-60" cy="58" rx="46" ry="14" fill="#2f9a4a"/><ellipse cx="62" cy="62" rx="40" ry="12" fill="#2a8a42"/>`,
    `<path d="M-60 58L-30 50L-40 62Z" fill="#1d6b33"/>`,
    P(-70, 70, 26),
    P(70, 70, 26),
    P(-42, 88, 28),
    P(42, 88, 28),
    P(-16, 100, 28),
    P(16, 100, 28),
    P(0, 104, 26),
    `<ellipse cx="0" cy="34" rx="30" ry="9" fill="#ffd24a"/>`,
    sparkle(0, -70, 10),
  ].join('');
};

/** A samurai's kabuto (helmet) with its golden crest. */
export const samurai: Subject = (c) => {
  const lacquer = c.linear('lacquer', [
    [0, '#4a4f66'],
    [1, '#12141f'],
  ]);
  const g = gold(c);
  return `<g transform="translate(0 34)">${[
    `<path d="M-96 -6C-84 -70 -54 -94 0 -94C54 -94 84 -70 96 -6Z" fill="${lacquer}"/>`,
    ...[-70, -40, -10, 20, 50].map(
      (x) =>
        `<path d="M${x + 5} -90Q${x + 5 + (x + 5) * 0.25} -50 ${x + 5 + (x + 5) * 0.15} -6" fill="none" stroke="#6a708c" stroke-width="2"/>`,
    ),
    `<path d="M-30 -60C-60 -84 -84 -104 -80 -132C-64 -110 -40 -96 -10 -82ZM30 -60C60 -84 84 -104 80 -132C64 -110 40 -96 10 -82Z" fill="${g}" stroke="${GOLD[2]}" stroke-width="2"/>`,
    `<circle cx="0" cy="-70" r="14" fill="${g}" stroke="${GOLD[2]}" stroke-width="2"/>`,
    `<circle cx="0" cy="-70" r="6" fill="#c8102e"/>`,
    `<path d="M-108 -6H108L100 12H-100Z" fill="${g}"/>`,
    `<path d="M-100 12C-112 40 -104 62 -80 78L-60 40L-70 12ZM100 12C112 40 104 62 80 78L60 40L70 12Z" fill="#7a0b1e"/>`,
    ...[24, 40, 56].map((y) => `<path d="M-100 ${y}L-74 ${y - 4}M100 ${y}L74 ${y - 4}" stroke="#d43a4e" stroke-width="3"/>`),
    `<path d="M-46 12H46L40 50Q0 70 -40 50Z" fill="#1b1d2b"/>`,
    `<path d="M-30 24H-8M8 24H30" stroke="#c8102e" stroke-width="4" stroke-linecap="round"/>`,
  ].join('')}</g>`;
};

/** A pharaoh's mask: striped nemes, golden face, beard. */
export const pharaoh: Subject = (c) => {
  const stripes = c.define(
    'nemes',
    `<linearGradient id="nemes" x1="0" y1="0" x2="0" y2="16" gradientUnits="userSpaceOnUse" spreadMethod="repeat"><stop offset="0" stop-color="#1f5fd1"/><stop offset="0.5" stop-color="#1f5fd1"/><stop offset="0.5" stop-color="#f5c542"/><stop offset="1" stop-color="#f5c542"/></linearGradient>`,
  );
  const face = c.linear('face', [
    [0, '#ffe08a'],
    [1, '#c98a14'],
  ]);
  return [
    `<path d="M-50 -74Q0 -104 50 -74L64 -14L90 84L40 84L34 40H-34L-40 84L-90 84L-64 -14Z" fill="url(#${stripes})" stroke="#8a5a06" stroke-width="3"/>`,
    `<path d="M-40 -60Q0 -84 40 -60L42 -38H-42Z" fill="#f5c542"/>`,
    `<path d="M-34 -38H34L34 26Q0 50 -34 26Z" fill="${face}"/>`,
    `<path d="M-28 -16Q-18 -24 -6 -16Q-18 -10 -28 -16ZM6 -16Q18 -24 28 -16Q18 -10 6 -16Z" fill="#fff"/>`,
    `<circle cx="-17" cy="-16" r="3.6" fill="#111"/><circle cx="17" cy="-16" r="3.6" fill="#111"/>`,
    `<path d="M-32 -16H-40M32 -16H40M-30 -24Q-18 -32 -4 -24M4 -24Q18 -32 30 -24" fill="none" stroke="#111" stroke-width="3" stroke-linecap="round"/>`,
    `<path d="M-4 -8L-6 8H6L4 -8" fill="none" stroke="#a4670c" stroke-width="2"/>`,
    `<path d="M-10 18Q0 22 10 18" fill="none" stroke="#7a3a06" stroke-width="3" stroke-linecap="round"/>`,
    `<path d="M-8 36H8L6 74Q0 80 -6 74Z" fill="url(#${stripes})" stroke="#8a5a06" stroke-width="2"/>`,
    `<path d="M0 -70C-8 -70 -8 -84 0 -88C8 -84 8 -70 0 -70Z" fill="#1f9a5a" stroke="#8a5a06" stroke-width="2"/>`,
  ].join('');
};

/** A stepped temple pyramid of the Aztecs, a sun disc behind. */
export const aztec: Subject = (c) => {
  const stone = c.linear('stone', [
    [0, '#d9b27a'],
    [1, '#7a5a2e'],
  ]);
  const steps = [0, 1, 2, 3, 4]
    .map(
      (i) =>
        `<rect x="${-92 + i * 16}" y="${70 - i * 26}" width="${184 - i * 32}" height="28" fill="${stone}" stroke="#5a3f1a" stroke-width="2"/>`,
    )
    .join('');
  return [
    steps,
    `<path d="M-14 96V-34H14V96Z" fill="#8a6a3a" stroke="#5a3f1a" stroke-width="2"/>`,
    ...[-20, 6, 32, 58, 84].map((y) => `<rect x="-14" y="${y}" width="28" height="4" fill="#5a3f1a"/>`),
    `<rect x="-30" y="-66" width="60" height="34" fill="${stone}" stroke="#5a3f1a" stroke-width="2"/>`,
    `<rect x="-10" y="-54" width="20" height="22" fill="#2a1a08"/>`,
    `<path d="M-36 -66H36L30 -76H-30Z" fill="#2f9a6a"/>`,
  ].join('');
};

/** A monkey's face. */
export const monkey: Subject = () =>
  [
    `<circle cx="-68" cy="-4" r="24" fill="#7a4a24"/><circle cx="-68" cy="-4" r="13" fill="#f2c9a0"/>`,
    `<circle cx="68" cy="-4" r="24" fill="#7a4a24"/><circle cx="68" cy="-4" r="13" fill="#f2c9a0"/>`,
    `<circle cx="0" cy="-4" r="70" fill="#7a4a24"/>`,
    `<path d="M-24 -44C-48 -44 -50 -6 -34 6C-54 24 -40 64 0 64C40 64 54 24 34 6C50 -6 48 -44 24 -44C14 -44 6 -36 0 -30C-6 -36 -14 -44 -24 -44Z" fill="#f2c9a0"/>`,
    `<circle cx="-22" cy="-18" r="9" fill="#fff"/><circle cx="22" cy="-18" r="9" fill="#fff"/>`,
    `<circle cx="-20" cy="-17" r="5" fill="#1a0f08"/><circle cx="24" cy="-17" r="5" fill="#1a0f08"/>`,
    `<ellipse cx="-6" cy="16" rx="3" ry="4" fill="#5a3218"/><ellipse cx="6" cy="16" rx="3" ry="4" fill="#5a3218"/>`,
    `<path d="M-22 34Q0 52 22 34" fill="none" stroke="#5a3218" stroke-width="4" stroke-linecap="round"/>`,
    `<path d="M-10 -70Q0 -88 8 -72Q14 -84 22 -70" fill="none" stroke="#5a3218" stroke-width="5" stroke-linecap="round"/>`,
  ].join('');

/** A Viking longship: striped sail, dragon prow, shields along the side. */
export const viking: Subject = (c) => {
  const sail = c.define(
    'sailStripes',
    `<linearGradient id="sailStripes" x1="0" y1="0" x2="24" y2="0" gradientUnits="userSpaceOnUse" spreadMethod="repeat"><stop offset="0" stop-color="#d42a2a"/><stop offset="0.5" stop-color="#d42a2a"/><stop offset="0.5" stop-color="#f3ead8"/><stop offset="1" stop-color="#f3ead8"/></linearGradient>`,
  );
  const hull = c.linear('hull', [
    [0, '#8a5a2e'],
    [1, '#3a220e'],
  ]);
  return [
    `<rect x="-4" y="-96" width="8" height="132" fill="#5a3a1a"/>`,
    `<path d="M-64 -86Q0 -96 64 -86Q70 -40 64 6Q0 -4 -64 6Q-70 -40 -64 -86Z" fill="url(#${sail})" stroke="#6a4a2a" stroke-width="2"/>`,
    `<path d="M-100 28Q-96 60 -60 66H60Q96 60 100 28Z" fill="${hull}"/>`,
    `<path d="M-100 30Q-110 0 -96 -22Q-84 -34 -78 -20Q-90 -16 -92 0Q-92 18 -88 30Z" fill="${hull}"/>`,
    `<path d="M100 30Q112 4 104 -14Q114 -6 112 10Q110 24 104 34Z" fill="${hull}"/>`,
    `<circle cx="-84" cy="-18" r="2.5" fill="#ffcf3a"/>`,
    ...[-66, -40, -14, 12, 38, 64].map(
      (x, i) =>
        `<circle cx="${x}" cy="36" r="12" fill="${['#d42a2a', '#f3ead8', '#2a6ad4'][i % 3]}" stroke="#c9a24a" stroke-width="3"/><circle cx="${x}" cy="36" r="3.5" fill="#c9a24a"/>`,
    ),
  ].join('');
};

/** A pirate ship under full sail. */
export const pirate: Subject = (c) => {
  const hull = c.linear('pirateHull', [
    [0, '#7a4a24'],
    [1, '#2a160a'],
  ]);
  const canvas = c.linear(
    'canvas',
    [
      [0, '#fffaf0'],
      [1, '#d8c9a8'],
    ],
    [0, 0, 1, 0],
  );
  const sail = (x: number, top: number, w: number, h: number) =>
    `<path d="M${x - w} ${top}Q${x} ${top - 8} ${x + w} ${top}Q${x + w + 10} ${top + h / 2} ${x + w} ${top + h}Q${x} ${top + h - 10} ${x - w} ${top + h}Q${x - w + 10} ${top + h / 2} ${x - w} ${top}Z" fill="${canvas}"/>`;
  return [
    `<rect x="-44" y="-92" width="5" height="130" fill="#4a2a12"/><rect x="10" y="-104" width="5" height="142" fill="#4a2a12"/><rect x="54" y="-66" width="4" height="100" fill="#4a2a12"/>`,
    sail(-42, -80, 32, 44),
    sail(-42, -30, 38, 44),
    sail(12, -92, 34, 48),
    sail(12, -38, 42, 52),
    sail(56, -56, 24, 40),
    `<path d="M10 -104H36L30 -96L36 -88H10Z" fill="#111"/>`,
    `<path d="M-96 20L96 14L84 60Q0 72 -80 60Z" fill="${hull}"/>`,
    `<path d="M-96 20L-110 6L-92 14Z" fill="${hull}"/>`,
    `<rect x="-84" y="26" width="164" height="4" fill="#c9a24a"/>`,
    ...[-60, -30, 0, 30, 60].map((x) => `<circle cx="${x}" cy="42" r="5" fill="#1a0e06"/>`),
  ].join('');
};

/** Sweets: a swirl lollipop and a wrapped candy. */
export const candy: Subject = (c) => {
  const swirl = [0, 1, 2, 3, 4]
    .map((i) => `<circle cx="-26" cy="-30" r="${60 - i * 12}" fill="${i % 2 === 0 ? '#ff4f9a' : '#fff'}"/>`)
    .join('');
  const wrap = c.linear(
    'wrap',
    [
      [0, '#7ee8ff'],
      [1, '#2a8fd4'],
    ],
    [0, 0, 1, 1],
  );
  return [
    `<rect x="-31" y="20" width="10" height="90" rx="4" fill="#fff4e0"/>`,
    swirl,
    `<path d="M-70 -60Q-40 -96 10 -76" fill="none" stroke="#fff" stroke-width="6" opacity="0.45" stroke-linecap="round"/>`,
    `<g transform="translate(52 52) rotate(-20)"><path d="M-34 0L-62 -22L-58 0L-62 22Z" fill="${wrap}"/><path d="M34 0L62 -22L58 0L62 22Z" fill="${wrap}"/><ellipse rx="38" ry="28" fill="${wrap}"/><path d="M-20 -22Q0 0 -20 22M0 -28Q20 0 0 28" fill="none" stroke="#fff" stroke-width="5" opacity="0.7"/></g>`,
    `<circle cx="70" cy="-64" r="14" fill="#ffd24a"/><circle cx="64" cy="-68" r="4" fill="#fff" opacity="0.7"/>`,
    `<circle cx="-86" cy="56" r="11" fill="#8a5cff"/><circle cx="-89" cy="52" r="3" fill="#fff" opacity="0.7"/>`,
  ].join('');
};

/** Cherries, a lemon and a slice of watermelon, the classic fruit symbols. */
export const fruit: Subject = (c) => {
  const red = c.radial(
    'cherry',
    [
      [0, '#ff8a8a'],
      [0.6, '#e0142e'],
      [1, '#7a0414'],
    ],
    0.35,
    0.35,
    0.7,
  );
  const lemon = c.radial(
    'lemon',
    [
      [0, '#fffbb0'],
      [0.7, '#ffd52a'],
      [1, '#d49a04'],
    ],
    0.35,
    0.35,
    0.75,
  );
  return [
    `<path d="M-50 10A58 58 0 0 0 58 10Z" fill="#1f9a3a" transform="translate(24 26) rotate(-12)"/>`,
    `<path d="M-44 10A50 50 0 0 0 52 10Z" fill="#f2ffd0" transform="translate(24 26) rotate(-12)"/>`,
    `<path d="M-40 10A46 46 0 0 0 48 10Z" fill="#f0304a" transform="translate(24 26) rotate(-12)"/>`,
    ...[
      [10, 42],
      [30, 48],
      [50, 40],
      [22, 60],
      [42, 60],
    ].map(([x, y]) => `<ellipse cx="${x}" cy="${y}" rx="2.4" ry="4" fill="#2a0a0a"/>`),
    `<ellipse cx="60" cy="-36" rx="40" ry="30" fill="${lemon}" transform="rotate(-25 60 -36)"/>`,
    `<path d="M94 -56L104 -62L98 -50Z" fill="#d49a04"/>`,
    `<path d="M-50 -10Q-40 -70 -8 -92M-20 -6Q-14 -60 -8 -92" fill="none" stroke="#3a6a12" stroke-width="5" stroke-linecap="round"/>`,
    `<path d="M-8 -92Q20 -104 36 -86Q10 -80 -8 -92Z" fill="#2fa83a"/>`,
    `<circle cx="-54" cy="10" r="26" fill="${red}"/><circle cx="-18" cy="16" r="26" fill="${red}"/>`,
    `<ellipse cx="-62" cy="0" rx="7" ry="4.5" fill="#fff" opacity="0.7" transform="rotate(-30 -62 0)"/><ellipse cx="-26" cy="6" rx="7" ry="4.5" fill="#fff" opacity="0.7" transform="rotate(-30 -26 6)"/>`,
  ].join('');
};

/** Two koi circling each other. */
export const koi: Subject = (c) => {
  const fish = (colour: string, patch: string, rotate: number) =>
    `<g transform="rotate(${rotate})"><path d="M0 -62C30 -60 52 -36 50 0C48 24 34 40 18 50L34 72L4 60L-6 78L-2 50C20 30 28 8 20 -14C14 -36 -2 -50 -22 -56C-14 -62 -8 -62 0 -62Z" fill="${colour}"/><path d="M20 -40C34 -30 40 -14 34 0C26 -10 18 -24 8 -30Z" fill="${patch}"/><circle cx="-6" cy="-54" r="3" fill="#111"/><path d="M30 -20L58 -30L44 -8ZM26 20L52 30L30 34Z" fill="${colour}" opacity="0.8"/></g>`;
  c.rand();
  return [
    `<circle r="92" fill="#fff" opacity="0.06"/>`,
    `<circle r="70" fill="none" stroke="#fff" stroke-width="2" opacity="0.25"/>`,
    fish('#ff7a1f', '#fff', 0),
    fish('#f5f5f5', '#e0142e', 180),
  ].join('');
};

/** A volcano erupting. */
export const volcano: Subject = (c) => {
  const rock = c.linear('rock', [
    [0, '#5a2a1e'],
    [1, '#1a0a08'],
  ]);
  const lava = c.linear('lava', [
    [0, '#fff2a0'],
    [0.4, '#ffae1f'],
    [1, '#e0301e'],
  ]);
  const blobs: string[] = [];
  for (let i = 0; i < 7; i++) {
    const x = between(c.rand, -70, 70);
    const y = between(c.rand, -110, -60);
    blobs.push(`<circle cx="${n(x)}" cy="${n(y)}" r="${n(between(c.rand, 4, 9))}" fill="${lava}"/>`);
  }
  return [
    `<path d="M-40 -56Q-60 -90 -30 -104Q-10 -120 10 -104Q40 -116 44 -86Q60 -70 36 -56Z" fill="#3a2a2a" opacity="0.8"/>`,
    ...blobs,
    `<path d="M-24 -56Q0 -80 24 -56L30 -40H-30Z" fill="${lava}"/>`,
    `<path d="M-110 100L-30 -50H30L110 100Z" fill="${rock}"/>`,
    `<path d="M-24 -46L-10 -30L-20 6L-6 40L-18 100H4L12 40L0 0L12 -30L24 -46Z" fill="${lava}"/>`,
    `<path d="M14 -40L30 0L24 30L40 100H50L36 28L40 -6L24 -44Z" fill="${lava}" opacity="0.8"/>`,
  ].join('');
};

/** Ice crystals and a snowflake. */
export const ice: Subject = (c) => {
  const shard = c.linear(
    'ice',
    [
      [0, '#ffffff', 0.95],
      [0.5, '#9be3ff', 0.85],
      [1, '#2a7bd4', 0.85],
    ],
    [0, 0, 1, 1],
  );
  const flake = [0, 60, 120]
    .map(
      (a) =>
        `<g transform="rotate(${a})"><path d="M0 -40V40M-10 -30L0 -22L10 -30M-10 30L0 22L10 30" fill="none" stroke="#fff" stroke-width="4" stroke-linecap="round"/></g>`,
    )
    .join('');
  return [
    polygon(
      [
        [-30, 90],
        [-50, -20],
        [-30, -90],
        [-10, -20],
        [-4, 90],
      ],
      `fill="${shard}"`,
    ),
    polygon(
      [
        [-4, 90],
        [10, -40],
        [30, -110],
        [48, -30],
        [40, 90],
      ],
      `fill="${shard}"`,
    ),
    polygon(
      [
        [-70, 90],
        [-88, 20],
        [-72, -30],
        [-56, 30],
        [-46, 90],
      ],
      `fill="${shard}"`,
    ),
    polygon(
      [
        [40, 90],
        [60, 10],
        [80, -40],
        [92, 30],
        [84, 90],
      ],
      `fill="${shard}"`,
    ),
    `<path d="M30 -110L48 -30L30 -40Z" fill="#fff" opacity="0.5"/><path d="M-30 -90L-10 -20L-30 -30Z" fill="#fff" opacity="0.45"/>`,
    `<g transform="translate(-66 -70) scale(0.8)">${flake}</g>`,
    sparkle(70, -70, 10),
  ].join('');
};

/** A ringed planet with a small moon. */
export const planet: Subject = (c) => {
  const body = c.radial(
    'planet',
    [
      [0, '#ffd0a8'],
      [0.5, '#e0608a'],
      [1, '#3a1a6a'],
    ],
    0.35,
    0.3,
    0.75,
  );
  return [
    `<ellipse cx="0" cy="0" rx="112" ry="30" fill="none" stroke="#ffe0a8" stroke-width="10" opacity="0.85" transform="rotate(-18)"/>`,
    `<circle cx="0" cy="0" r="62" fill="${body}"/>`,
    `<path d="M-58 -14Q0 -4 58 -24M-60 10Q0 22 60 2" fill="none" stroke="#fff" stroke-width="6" opacity="0.18"/>`,
    `<path d="M-106 34A112 30 0 0 0 106 -34" fill="none" stroke="#ffe0a8" stroke-width="10" opacity="0.95" transform="rotate(-18) rotate(18)"/>`,
    `<circle cx="74" cy="-72" r="14" fill="#cfd6ff"/><circle cx="70" cy="-76" r="4" fill="#fff" opacity="0.6"/>`,
  ].join('');
};

/** A lightning bolt out of a storm cloud. */
export const thunder: Subject = (c) => {
  const bolt = c.linear('bolt', [
    [0, '#ffffff'],
    [0.4, '#fff36a'],
    [1, '#ffae1f'],
  ]);
  return [
    `<path d="M14 -40L-34 30H-4L-24 100L44 14H12L34 -40Z" fill="${bolt}" stroke="#fff" stroke-width="2" stroke-linejoin="round"/>`,
    `<path d="M-94 -40Q-100 -74 -66 -80Q-56 -110 -20 -104Q6 -124 36 -100Q74 -110 82 -76Q108 -70 96 -40Z" fill="#3a3f66"/>`,
    `<path d="M-94 -40Q-60 -50 -30 -42Q10 -56 50 -44Q80 -50 96 -40Z" fill="#262a4a"/>`,
  ].join('');
};

/** Neon signs: a heart, a star and a diamond drawn in light. */
export const neon: Subject = (c) => {
  const tube = (d: string, colour: string) =>
    `<path d="${d}" fill="none" stroke="${colour}" stroke-width="16" opacity="0.25" stroke-linejoin="round"/><path d="${d}" fill="none" stroke="${colour}" stroke-width="6" stroke-linejoin="round"/><path d="${d}" fill="none" stroke="#fff" stroke-width="2" stroke-linejoin="round"/>`;
  c.rand();
  return [
    tube('M-40 10C-90 -20 -84 -74 -54 -76C-44 -77 -40 -70 -40 -62C-40 -70 -36 -77 -26 -76C4 -74 10 -20 -40 10Z', '#ff3fa4'),
    tube('M40 -96L50 -70L78 -70L56 -54L64 -28L40 -44L16 -28L24 -54L2 -70L30 -70Z', '#ffe14a'),
    tube('M20 10L60 -10L100 10L60 60Z', '#3fe3ff'),
    `<path d="M-100 70H100" stroke="#b04aff" stroke-width="5" opacity="0.8"/>`,
  ].join('');
};

/** A cactus in the dunes (the sun is the scene's). */
export const cactus: Subject = (c) => {
  const green = c.linear(
    'cactus',
    [
      [0, '#5ac85a'],
      [1, '#1f6b2a'],
    ],
    [0, 0, 1, 0],
  );
  return [
    `<rect x="-16" y="-80" width="32" height="180" rx="16" fill="${green}"/>`,
    `<path d="M-16 10H-44Q-56 10 -56 -2V-40Q-56 -52 -46 -52Q-36 -52 -36 -40V-8H-16Z" fill="${green}"/>`,
    `<path d="M16 -10H40Q50 -10 50 -22V-60Q50 -72 60 -72Q70 -72 70 -60V-16Q70 8 46 8H16Z" fill="${green}"/>`,
    `<path d="M-6 -70V90M6 -70V90" stroke="#1f6b2a" stroke-width="2" opacity="0.6"/>`,
    `<circle cx="0" cy="-82" r="8" fill="#ff5a8a"/>`,
  ].join('');
};

/** A carved stone idol among jungle leaves. */
export const idol: Subject = (c) => {
  const stone = c.linear('idol', [
    [0, '#e0c27a'],
    [1, '#7a5a22'],
  ]);
  const leaf = (x: number, y: number, rot: number, s: number) =>
    `<g transform="translate(${x} ${y}) rotate(${rot}) scale(${s})"><path d="M0 0C20 -30 60 -36 90 -10C60 10 20 14 0 0Z" fill="#2fa84a"/><path d="M0 0C30 -12 60 -14 90 -10" fill="none" stroke="#1a6b2a" stroke-width="2.5"/></g>`;
  return [
    `<path d="M-60 -80Q0 -104 60 -80L66 70Q0 86 -66 70Z" fill="${stone}" stroke="#5a3f12" stroke-width="3"/>`,
    `<path d="M-44 -50H-10V-26H-44ZM10 -50H44V-26H10Z" fill="#3a2a0e"/>`,
    `<circle cx="-27" cy="-38" r="6" fill="#3ff08a"/><circle cx="27" cy="-38" r="6" fill="#3ff08a"/>`,
    `<path d="M-10 -16H10L14 20H-14Z" fill="#a4823a"/>`,
    `<path d="M-36 34H36V52H-36Z" fill="#3a2a0e"/>`,
    ...[-28, -14, 0, 14, 28].map((x) => `<rect x="${x - 4}" y="34" width="8" height="8" fill="#e0c27a"/>`),
    `<path d="M-60 -80L-80 -100M60 -80L80 -100" stroke="#5a3f12" stroke-width="6" stroke-linecap="round"/>`,
    leaf(-60, 80, 200, 1.1),
    leaf(60, 86, -20, 1.1),
    leaf(-70, 30, 170, 0.9),
    leaf(70, 26, 10, 0.9),
  ].join('');
};

/** A fortune wheel's segments (used small, as a prop). */
export const wheel: Subject = () => {
  const colours = ['#e0142e', '#ffd24a', '#1f8fe0', '#1fbf5c', '#8a5cff', '#ff7a1f'];
  const segs: string[] = [];
  for (let i = 0; i < 12; i++) {
    const a = (i * Math.PI * 2) / 12;
    const b = ((i + 1) * Math.PI * 2) / 12;
    segs.push(
      `<path d="M0 0L${n(80 * Math.cos(a))} ${n(80 * Math.sin(a))}A80 80 0 0 1 ${n(80 * Math.cos(b))} ${n(80 * Math.sin(b))}Z" fill="${colours[i % colours.length]}"/>`,
    );
  }
  return [
    `<circle r="92" fill="#f5b921" stroke="#a4670c" stroke-width="4"/>`,
    ...segs,
    ...Array.from({ length: 12 }, (_, i) => {
      const a = (i * Math.PI * 2) / 12;
      return `<circle cx="${n(86 * Math.cos(a))}" cy="${n(86 * Math.sin(a))}" r="3.5" fill="#fff"/>`;
    }),
    `<circle r="16" fill="#f5b921" stroke="#a4670c" stroke-width="3"/>`,
    `<path d="M0 -104L-12 -84H12Z" fill="#fff" stroke="#a4670c" stroke-width="2"/>`,
  ].join('');
};

/** A wrapped gift with a bow, the lid lifting and light coming out. */
export const gift: Subject = (c) => {
  const paper = c.linear(
    'giftPaper',
    [
      [0, '#ff5a8a'],
      [1, '#a0104a'],
    ],
    [0, 0, 1, 1],
  );
  const g = gold(c);
  return [
    `<rect x="-70" y="-10" width="140" height="100" rx="6" fill="${paper}"/>`,
    `<rect x="-12" y="-10" width="24" height="100" fill="${g}"/>`,
    `<g transform="rotate(-8 -80 -30)"><rect x="-82" y="-44" width="164" height="36" rx="6" fill="${paper}"/><rect x="-12" y="-44" width="24" height="36" fill="${g}"/>`,
    `<path d="M0 -44C-30 -80 -64 -70 -50 -52C-40 -40 -16 -44 0 -44C16 -44 40 -40 50 -52C64 -70 30 -80 0 -44Z" fill="${g}" stroke="${GOLD[2]}" stroke-width="2"/><circle cx="0" cy="-46" r="9" fill="${GOLD[1]}" stroke="${GOLD[2]}" stroke-width="2"/></g>`,
    `<rect x="-70" y="-10" width="140" height="10" fill="#000" opacity="0.18"/>`,
    coin(c, -86, 80, 14),
    coin(c, 88, 74, 16),
    coin(c, 70, 92, 12),
    sparkle(-56, -84, 10),
    sparkle(60, -96, 8),
  ].join('');
};

/** A slot machine: lights on the crown, three reels of symbols, a lever. */
export const slotMachine: Subject = (c) => {
  const body = c.linear(
    'cabinet',
    [
      [0, '#ff4a5a'],
      [1, '#8a0a1e'],
    ],
    [0, 0, 1, 1],
  );
  const g = gold(c);
  const lights = Array.from({ length: 9 }, (_, i) => {
    const a = Math.PI + (i * Math.PI) / 8;
    return `<circle cx="${n(70 * Math.cos(a))}" cy="${n(-62 + 40 * Math.sin(a))}" r="5" fill="${i % 2 ? '#fff6c0' : '#ffd24a'}"/>`;
  }).join('');
  const reel = (x: number, symbol: string) =>
    `<rect x="${x - 24}" y="-30" width="48" height="64" rx="5" fill="#fffaf0"/><rect x="${x - 24}" y="-30" width="48" height="10" fill="#000" opacity="0.08"/><rect x="${x - 24}" y="24" width="48" height="10" fill="#000" opacity="0.08"/><g transform="translate(${x} 2) scale(0.3)">${symbol}</g>`;
  const cherry = `<circle cx="-30" cy="30" r="34" fill="#e0142e"/><circle cx="30" cy="36" r="34" fill="#e0142e"/><path d="M-30 0Q-10 -60 40 -80M30 6Q30 -50 40 -80" fill="none" stroke="#2a8a1a" stroke-width="8"/>`;
  return [
    `<path d="M-86 -60Q-86 -110 0 -110Q86 -110 86 -60Z" fill="${g}"/>`,
    lights,
    `<rect x="-86" y="-62" width="172" height="160" rx="14" fill="${body}"/>`,
    `<rect x="-76" y="-40" width="152" height="84" rx="10" fill="${g}"/>`,
    `<rect x="-70" y="-34" width="140" height="72" rx="8" fill="#2a0a14"/>`,
    reel(-44, cherry),
    reel(0, `<g transform="scale(2.2)">${star(0, 0, 40, `fill="${GOLD[1]}" stroke="${GOLD[2]}" stroke-width="4"`)}</g>`),
    reel(44, gem(0, 0, 60, '#c4e4ff', '#2a7bff', '#0a2a7d')),
    `<path d="M-70 2H70" stroke="#ffd24a" stroke-width="2" opacity="0.7"/>`,
    `<rect x="-60" y="58" width="120" height="16" rx="6" fill="#2a0a14"/>`,
    `<rect x="-86" y="86" width="172" height="16" rx="6" fill="${g}"/>`,
    `<rect x="88" y="-20" width="12" height="30" rx="4" fill="${GOLD[2]}"/>`,
    `<path d="M100 0Q116 -20 112 -64" fill="none" stroke="#c9ccd6" stroke-width="6" stroke-linecap="round"/>`,
    `<circle cx="112" cy="-70" r="12" fill="#e0142e"/>`,
  ].join('');
};

/** Two stacks of coins side by side, the second twice the first: a deposit doubled. */
export const coinStacks: Subject = (c) => {
  const stack = (x: number, count: number) => Array.from({ length: count }, (_, i) => coin(c, x, 70 - i * 12, 30)).join('');
  return [stack(-46, 4), stack(40, 8), sparkle(64, -60, 12), sparkle(-70, 0, 8)].join('');
};

/** A coupon ticket with a perforated stub and a star. */
export const ticket: Subject = (c) => {
  const paper = c.linear(
    'ticket',
    [
      [0, '#ffe14a'],
      [1, '#f59a1f'],
    ],
    [0, 0, 1, 1],
  );
  return [
    `<g transform="rotate(-12)"><path d="M-96 -50H96V-16A16 16 0 0 0 96 16V50H-96V16A16 16 0 0 0 -96 -16Z" fill="${paper}"/>`,
    `<path d="M44 -46V46" stroke="#a4670c" stroke-width="3" stroke-dasharray="6 6"/>`,
    `<rect x="-80" y="-36" width="110" height="72" rx="8" fill="none" stroke="#a4670c" stroke-width="3"/>`,
    star(-25, 0, 26, 'fill="#e0142e"'),
    star(70, 0, 14, 'fill="#a4670c"'),
    `</g>`,
    sparkle(86, -66, 10),
  ].join('');
};

/** A bag of money, tied with gold cord, coins at its foot. */
export const moneyBag: Subject = (c) => {
  const cloth = c.radial(
    'bag',
    [
      [0, '#7ad48a'],
      [1, '#1f6a3a'],
    ],
    0.4,
    0.4,
    0.7,
  );
  const g = gold(c);
  return [
    `<path d="M-26 -50Q-50 -80 -30 -90Q0 -76 30 -90Q50 -80 26 -50Z" fill="${cloth}"/>`,
    `<path d="M-26 -50C-100 -10 -90 84 0 84C90 84 100 -10 26 -50Z" fill="${cloth}"/>`,
    `<rect x="-30" y="-56" width="60" height="12" rx="6" fill="${g}"/>`,
    `<circle cx="0" cy="20" r="28" fill="${g}" stroke="${GOLD[2]}" stroke-width="3"/>`,
    star(0, 20, 16, `fill="${GOLD[2]}"`),
    coin(c, -70, 80, 16),
    coin(c, 74, 78, 14),
    sparkle(60, -50, 9),
  ].join('');
};
