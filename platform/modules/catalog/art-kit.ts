import { hash32 } from './svg';

/**
 * The drawing kit of the generated art (thumbnails, banners, provider marks): a canvas that
 * collects shapes and the gradients they use, a seeded random source, and the shapes every scene
 * shares (stars, sparkles, coins, clouds, hills, rays …). Pure: the same seed draws the same bytes.
 * Plain SVG shapes only — no text, fonts, filters, images or scripts — so librsvg (sharp) and every
 * browser draw it alike, and it stays small.
 */

export type Rand = () => number;

/** mulberry32 over the FNV-1a hash of the seed: the same sequence on every machine. */
export function seeded(seed: string): Rand {
  let a = hash32(seed);
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export const pick = <T>(rand: Rand, list: readonly T[]): T => list[Math.floor(rand() * list.length) % list.length]!;
export const between = (rand: Rand, from: number, to: number): number => from + rand() * (to - from);

/** Coordinates with one decimal at most: enough for a 1200-pixel drawing, and short. */
export const n = (x: number): string => String(Math.round(x * 10) / 10);

/** A gradient stop: offset 0–1, colour, opacity (1 when left out). */
export type Stop = readonly [number, string, number?];

const stops = (list: readonly Stop[]) =>
  list.map(([o, c, a]) => `<stop offset="${o}" stop-color="${c}"${a === undefined || a === 1 ? '' : ` stop-opacity="${a}"`}/>`).join('');

/** A drawing in progress: the shapes in paint order and the gradients they name, each defined once. */
export class Canvas {
  private readonly defs = new Map<string, string>();
  private readonly parts: string[] = [];

  constructor(
    readonly width: number,
    readonly height: number,
    readonly rand: Rand,
  ) {}

  /** A linear gradient, top to bottom unless the direction says otherwise; returns its paint. */
  linear(id: string, list: readonly Stop[], [x1, y1, x2, y2]: readonly [number, number, number, number] = [0, 0, 0, 1]): string {
    if (!this.defs.has(id))
      this.defs.set(id, `<linearGradient id="${id}" x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}">${stops(list)}</linearGradient>`);
    return `url(#${id})`;
  }

  /** A radial gradient in the shape's own box (centre and radius as fractions); returns its paint. */
  radial(id: string, list: readonly Stop[], cx = 0.5, cy = 0.5, r = 0.5): string {
    if (!this.defs.has(id)) this.defs.set(id, `<radialGradient id="${id}" cx="${cx}" cy="${cy}" r="${r}">${stops(list)}</radialGradient>`);
    return `url(#${id})`;
  }

  /** Any other definition (a clip path, a repeating gradient), added once under its id; returns the id. */
  define(id: string, markup: string): string {
    if (!this.defs.has(id)) this.defs.set(id, markup);
    return id;
  }

  add(...shapes: string[]): this {
    this.parts.push(...shapes);
    return this;
  }

  /** The finished document; `label` becomes the accessible name, none marks it decorative. */
  svg(label?: string): string {
    const { width: w, height: h } = this;
    const a11y = label ? `role="img" aria-label="${label}"` : 'aria-hidden="true"';
    const defs = this.defs.size > 0 ? `<defs>${[...this.defs.values()].join('')}</defs>` : '';
    return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}" ${a11y}>${defs}${this.parts.join('')}</svg>`;
  }
}

/** A group moved to (x, y), scaled, and mirrored when asked. */
export function place(x: number, y: number, scale: number, body: string, mirror = false): string {
  const s = mirror ? `${n(-scale)} ${n(scale)}` : n(scale);
  return `<g transform="translate(${n(x)} ${n(y)}) scale(${s})">${body}</g>`;
}

export function polygon(points: ReadonlyArray<readonly [number, number]>, attrs: string): string {
  return `<polygon points="${points.map(([x, y]) => `${n(x)},${n(y)}`).join(' ')}" ${attrs}/>`;
}

/** A five-pointed star. */
export function star(cx: number, cy: number, outer: number, attrs: string, inner = outer * 0.45): string {
  const points: Array<[number, number]> = [];
  for (let i = 0; i < 10; i++) {
    const r = i % 2 === 0 ? outer : inner;
    const a = -Math.PI / 2 + (i * Math.PI) / 5;
    points.push([cx + r * Math.cos(a), cy + r * Math.sin(a)]);
  }
  return polygon(points, attrs);
}

/** A four-pointed glint, the shine on gold and gems. */
export function sparkle(cx: number, cy: number, s: number, fill = '#fff', opacity = 1): string {
  const q = s * 0.18;
  return `<path d="M${n(cx)} ${n(cy - s)}Q${n(cx + q)} ${n(cy - q)} ${n(cx + s)} ${n(cy)}Q${n(cx + q)} ${n(cy + q)} ${n(cx)} ${n(cy + s)}Q${n(cx - q)} ${n(cy + q)} ${n(cx - s)} ${n(cy)}Q${n(cx - q)} ${n(cy - q)} ${n(cx)} ${n(cy - s)}Z" fill="${fill}"${opacity === 1 ? '' : ` opacity="${opacity}"`}/>`;
}

/** Small stars over the top part of the picture. */
export function starfield(c: Canvas, count: number, maxY: number, colour = '#fff'): string {
  const out: string[] = [];
  for (let i = 0; i < count; i++) {
    const x = c.rand() * c.width;
    const y = c.rand() * maxY;
    const r = 0.6 + c.rand() * 1.6;
    out.push(`<circle cx="${n(x)}" cy="${n(y)}" r="${n(r)}" fill="${colour}" opacity="${n(0.35 + c.rand() * 0.6)}"/>`);
  }
  if (count > 6) out.push(sparkle(c.rand() * c.width, c.rand() * maxY * 0.8, 5 + c.rand() * 4, colour, 0.9));
  return out.join('');
}

/** Light rays from a point, every other wedge filled. */
export function rays(cx: number, cy: number, count: number, length: number, colour: string, opacity: number, turn = 0): string {
  const wedges: string[] = [];
  const step = (Math.PI * 2) / count;
  for (let i = 0; i < count; i += 2) {
    const a = turn + i * step;
    const b = a + step;
    wedges.push(
      `M${n(cx)} ${n(cy)}L${n(cx + length * Math.cos(a))} ${n(cy + length * Math.sin(a))}L${n(cx + length * Math.cos(b))} ${n(cy + length * Math.sin(b))}Z`,
    );
  }
  return `<path d="${wedges.join('')}" fill="${colour}" opacity="${opacity}"/>`;
}

/** A soft glow: a radial gradient fading out, drawn as an ellipse. */
export function glow(c: Canvas, cx: number, cy: number, rx: number, ry: number, colour: string, strength = 0.55): string {
  const paint = c.radial(`glow${colour.replace(/[^a-z0-9]/gi, '')}${Math.round(strength * 100)}`, [
    [0, colour, strength],
    [0.55, colour, strength * 0.35],
    [1, colour, 0],
  ]);
  return `<ellipse cx="${n(cx)}" cy="${n(cy)}" rx="${n(rx)}" ry="${n(ry)}" fill="${paint}"/>`;
}

/** Darkened corners and a darker foot, so every picture sits on the dark page alike. */
export function vignette(c: Canvas, strength = 0.55): string {
  const paint = c.radial('vignette', [
    [0.55, '#000', 0],
    [1, '#000', strength],
  ]);
  return `<rect width="${c.width}" height="${c.height}" fill="${paint}"/>`;
}

/** A puffy cloud of overlapping circles. */
export function cloud(cx: number, cy: number, s: number, fill: string, opacity = 1): string {
  const puffs: Array<[number, number, number]> = [
    [-1.1, 0.15, 0.55],
    [-0.45, -0.25, 0.75],
    [0.35, -0.35, 0.85],
    [1.05, 0.05, 0.6],
    [0, 0.25, 0.7],
  ];
  const body = puffs.map(([x, y, r]) => `<circle cx="${n(cx + x * s)}" cy="${n(cy + y * s)}" r="${n(r * s)}"/>`).join('');
  return `<g fill="${fill}"${opacity === 1 ? '' : ` opacity="${opacity}"`}>${body}</g>`;
}

/** A range of peaks along `baseY`, heights varied by the random source. */
export function mountains(c: Canvas, baseY: number, height: number, peaks: number, fill: string, snow?: string): string {
  const w = c.width;
  const step = w / peaks;
  const pts: Array<[number, number]> = [[0, c.height]];
  const tops: Array<[number, number]> = [];
  pts.push([0, baseY - height * (0.3 + c.rand() * 0.3)]);
  for (let i = 0; i < peaks; i++) {
    const x = step * (i + 0.3 + c.rand() * 0.4);
    const y = baseY - height * (0.55 + c.rand() * 0.45);
    pts.push([x, y]);
    tops.push([x, y]);
    pts.push([step * (i + 1), baseY - height * (0.15 + c.rand() * 0.25)]);
  }
  pts.push([w, c.height]);
  let out = polygon(pts, `fill="${fill}"`);
  if (snow) {
    for (const [x, y] of tops) {
      const d = (baseY - y) * 0.28;
      out += polygon(
        [
          [x, y],
          [x + d * 0.75, y + d],
          [x + d * 0.25, y + d * 0.8],
          [x, y + d * 1.05],
          [x - d * 0.3, y + d * 0.8],
          [x - d * 0.75, y + d],
        ],
        `fill="${snow}"`,
      );
    }
  }
  return out;
}

/** Rolling ground from edge to edge at about `y`. */
export function hills(c: Canvas, y: number, amplitude: number, fill: string): string {
  const w = c.width;
  const a = amplitude;
  const r = () => (c.rand() - 0.5) * 2 * a;
  return `<path d="M0 ${n(y + r())}C${n(w * 0.25)} ${n(y + r())} ${n(w * 0.35)} ${n(y + r())} ${n(w * 0.5)} ${n(y + r())}S${n(w * 0.8)} ${n(y + r())} ${n(w)} ${n(y + r())}V${c.height}H0Z" fill="${fill}"/>`;
}

/** Waves across the picture from `y` down. */
export function waves(c: Canvas, y: number, amplitude: number, fill: string, opacity = 1, phase = 0): string {
  const w = c.width;
  const k = 6;
  const seg = w / k;
  let d = `M0 ${n(y)}`;
  for (let i = 0; i < k; i++) {
    const up = (i + phase) % 2 === 0 ? -amplitude : amplitude;
    d += `Q${n(seg * i + seg / 2)} ${n(y + up)} ${n(seg * (i + 1))} ${n(y)}`;
  }
  d += `V${c.height}H0Z`;
  return `<path d="${d}" fill="${fill}"${opacity === 1 ? '' : ` opacity="${opacity}"`}/>`;
}

/** A gold (or silver) coin seen at an angle: rim, face, inner ring and a glint. */
export function coin(c: Canvas, cx: number, cy: number, r: number, metal: 'gold' | 'silver' = 'gold'): string {
  const [light, mid, dark] = metal === 'gold' ? ['#fff1a8', '#f7c23b', '#b77a12'] : ['#ffffff', '#cfd6e0', '#7e8a9c'];
  const face = c.linear(`coin${metal}`, [
    [0, light],
    [0.5, mid],
    [1, dark],
  ]);
  return [
    `<ellipse cx="${n(cx)}" cy="${n(cy + r * 0.12)}" rx="${n(r)}" ry="${n(r * 0.92)}" fill="${dark}"/>`,
    `<ellipse cx="${n(cx)}" cy="${n(cy)}" rx="${n(r)}" ry="${n(r * 0.92)}" fill="${face}"/>`,
    `<ellipse cx="${n(cx)}" cy="${n(cy)}" rx="${n(r * 0.7)}" ry="${n(r * 0.64)}" fill="none" stroke="${dark}" stroke-width="${n(r * 0.1)}" opacity="0.55"/>`,
    star(cx, cy, r * 0.38, `fill="${dark}" opacity="0.5"`),
    `<ellipse cx="${n(cx - r * 0.35)}" cy="${n(cy - r * 0.4)}" rx="${n(r * 0.22)}" ry="${n(r * 0.12)}" fill="#fff" opacity="0.7" transform="rotate(-35 ${n(cx - r * 0.35)} ${n(cy - r * 0.4)})"/>`,
  ].join('');
}

/** A brilliant-cut gem in a colour: crown facets over a pavilion, with a glint. */
export function gem(cx: number, cy: number, s: number, light: string, mid: string, dark: string): string {
  const P = (pts: Array<[number, number]>, fill: string) =>
    polygon(
      pts.map(([x, y]) => [cx + x * s, cy + y * s] as [number, number]),
      `fill="${fill}"`,
    );
  return [
    P(
      [
        [-1, -0.2],
        [-0.55, -0.75],
        [0.55, -0.75],
        [1, -0.2],
        [0, 1],
      ],
      dark,
    ),
    P(
      [
        [-1, -0.2],
        [-0.55, -0.75],
        [-0.25, -0.2],
      ],
      mid,
    ),
    P(
      [
        [-0.55, -0.75],
        [0.55, -0.75],
        [0.25, -0.2],
        [-0.25, -0.2],
      ],
      light,
    ),
    P(
      [
        [0.55, -0.75],
        [1, -0.2],
        [0.25, -0.2],
      ],
      mid,
    ),
    P(
      [
        [-1, -0.2],
        [-0.25, -0.2],
        [0, 1],
      ],
      mid,
    ),
    P(
      [
        [-0.25, -0.2],
        [0.25, -0.2],
        [0, 1],
      ],
      light,
    ),
    sparkle(cx - s * 0.3, cy - s * 0.5, s * 0.32),
  ].join('');
}

/** A palm tree leaning by `lean` (−1 … 1). */
export function palm(x: number, baseY: number, h: number, fill: string, lean = 0.3): string {
  const topX = x + h * lean * 0.5;
  const topY = baseY - h;
  const trunk = `<path d="M${n(x - h * 0.04)} ${n(baseY)}Q${n(x + h * lean * 0.1)} ${n(baseY - h * 0.5)} ${n(topX - h * 0.015)} ${n(topY)}L${n(topX + h * 0.025)} ${n(topY)}Q${n(x + h * lean * 0.2 + h * 0.05)} ${n(baseY - h * 0.5)} ${n(x + h * 0.05)} ${n(baseY)}Z" fill="${fill}"/>`;
  const leaves = [-150, -115, -70, -30, 10, 200]
    .map((deg) => {
      const a = (deg * Math.PI) / 180;
      const L = h * 0.42;
      const ex = topX + L * Math.cos(a);
      const ey = topY + L * Math.sin(a) + L * 0.25;
      const mx = topX + L * 0.55 * Math.cos(a) - L * 0.12 * Math.sin(a);
      const my = topY + L * 0.55 * Math.sin(a) - L * 0.18;
      const mx2 = topX + L * 0.5 * Math.cos(a) + L * 0.14 * Math.sin(a);
      const my2 = topY + L * 0.5 * Math.sin(a) + L * 0.02;
      return `M${n(topX)} ${n(topY)}Q${n(mx)} ${n(my)} ${n(ex)} ${n(ey)}Q${n(mx2)} ${n(my2)} ${n(topX)} ${n(topY)}Z`;
    })
    .join('');
  return `${trunk}<path d="${leaves}" fill="${fill}"/>`;
}

/** Rising bubbles, outlined. */
export function bubbles(c: Canvas, count: number, x0: number, x1: number, y0: number, y1: number): string {
  const out: string[] = [];
  for (let i = 0; i < count; i++) {
    const r = 2 + c.rand() * 6;
    out.push(
      `<circle cx="${n(between(c.rand, x0, x1))}" cy="${n(between(c.rand, y0, y1))}" r="${n(r)}" fill="#fff" fill-opacity="0.12" stroke="#fff" stroke-opacity="0.5" stroke-width="1.2"/>`,
    );
  }
  return out.join('');
}

/** Confetti: small tilted rectangles in the given colours. */
export function confetti(c: Canvas, count: number, colours: readonly string[], maxY: number): string {
  const out: string[] = [];
  for (let i = 0; i < count; i++) {
    const x = c.rand() * c.width;
    const y = c.rand() * maxY;
    out.push(
      `<rect x="${n(x)}" y="${n(y)}" width="${n(3 + c.rand() * 4)}" height="${n(6 + c.rand() * 6)}" rx="1" fill="${pick(c.rand, colours)}" transform="rotate(${Math.round(c.rand() * 180)} ${n(x)} ${n(y)})" opacity="0.9"/>`,
    );
  }
  return out.join('');
}
