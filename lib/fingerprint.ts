/**
 * docs/PRODUCT.md §3 Device fingerprint, sent as the `fp` header (docs/PRODUCT.md §7) in hashed form.
 * Loaded with the FingerprintJS agent, after the first input (lib/fingerprint-agent.ts); what every
 * page keeps from the start is the small lib/page-fingerprint.ts.
 */
export type DeviceFingerprint = {
  userAgent: string | null;
  language: string | null;
  languages: string[] | null;
  hardwareConcurrency: number | null;
  deviceMemory: number | null;
  screenWidth: number | null;
  screenHeight: number | null;
  colorDepth: number | null;
  timeZone: string | null;
  canvasHash: string | null;
  webglHash: string | null;
};

/** The parts of `window` the fingerprint reads; every one may be missing. */
export type FingerprintSource = {
  navigator?: {
    userAgent?: string;
    language?: string;
    languages?: readonly string[];
    hardwareConcurrency?: number;
    deviceMemory?: number;
  };
  screen?: { width?: number; height?: number; colorDepth?: number };
  document?: { createElement(tagName: string): unknown };
  Intl?: Pick<typeof Intl, 'DateTimeFormat'>;
};

const FNV32_OFFSET = 0x811c9dc5;
const FNV32_PRIME = 0x01000193;
const FNV64_OFFSET = 0xcbf29ce484222325n;
const FNV64_PRIME = 0x100000001b3n;
const MASK64 = 0xffffffffffffffffn;

/** FNV-1a 32-bit over UTF-16 code units → 8 hex chars. Fast enough for canvas data URLs. */
export function fnv1a32(input: string): string {
  let hash = FNV32_OFFSET;
  for (let i = 0; i < input.length; i++) {
    hash ^= input.charCodeAt(i);
    hash = Math.imul(hash, FNV32_PRIME);
  }
  return (hash >>> 0).toString(16).padStart(8, '0');
}

/** FNV-1a 64-bit over UTF-16 code units → 16 hex chars. For short inputs. */
export function fnv1a64(input: string): string {
  let hash = FNV64_OFFSET;
  for (let i = 0; i < input.length; i++) {
    hash ^= BigInt(input.charCodeAt(i));
    hash = (hash * FNV64_PRIME) & MASK64;
  }
  return hash.toString(16).padStart(16, '0');
}

function attempt<T>(read: () => T): T | null {
  try {
    const value = read();
    return value === undefined ? null : value;
  } catch {
    return null;
  }
}

function str(value: unknown): string | null {
  return typeof value === 'string' && value !== '' ? value : null;
}

function num(value: unknown): number | null {
  return typeof value === 'number' && Number.isFinite(value) ? value : null;
}

type CanvasLike = {
  width: number;
  height: number;
  getContext(kind: string): unknown;
  toDataURL?(): string;
};

function isCanvas(value: unknown): value is CanvasLike {
  return !!value && typeof (value as CanvasLike).getContext === 'function';
}

function createCanvas(src: FingerprintSource): CanvasLike | null {
  const el = src.document?.createElement('canvas');
  return isCanvas(el) ? el : null;
}

type Ctx2D = {
  textBaseline: string;
  font: string;
  fillStyle: string;
  fillRect(x: number, y: number, w: number, h: number): void;
  fillText(text: string, x: number, y: number): void;
};

/** Draws a fixed scene and hashes the rendered pixels (via the data URL). */
export function canvasHash(src: FingerprintSource): string | null {
  return attempt(() => {
    const canvas = createCanvas(src);
    if (!canvas || typeof canvas.toDataURL !== 'function') return null;
    canvas.width = 240;
    canvas.height = 60;
    const ctx = canvas.getContext('2d') as Ctx2D | null;
    if (!ctx || typeof ctx.fillText !== 'function') return null;
    ctx.textBaseline = 'top';
    ctx.font = "16px 'Arial'";
    ctx.fillStyle = '#f60';
    ctx.fillRect(100, 5, 80, 30);
    ctx.fillStyle = '#069';
    ctx.fillText('Cwm fjordbank glyphs vext quiz, \u{1F600}', 4, 8);
    ctx.fillStyle = 'rgba(102, 204, 0, 0.7)';
    ctx.font = '18px serif';
    ctx.fillText('Cwm fjordbank glyphs vext quiz', 6, 30);
    const data = canvas.toDataURL();
    return typeof data === 'string' && data.length > 0 ? fnv1a32(data) : null;
  });
}

type GL = {
  getParameter(name: number): unknown;
  getExtension(name: string): unknown;
  getSupportedExtensions?(): string[] | null;
  VENDOR: number;
  RENDERER: number;
  VERSION: number;
  SHADING_LANGUAGE_VERSION: number;
};

/** Hashes the WebGL vendor/renderer/version strings and the extension list. */
export function webglHash(src: FingerprintSource): string | null {
  return attempt(() => {
    const canvas = createCanvas(src);
    if (!canvas) return null;
    const gl = (canvas.getContext('webgl') ?? canvas.getContext('experimental-webgl')) as GL | null;
    if (!gl || typeof gl.getParameter !== 'function') return null;
    const parts: unknown[] = [
      gl.getParameter(gl.VENDOR),
      gl.getParameter(gl.RENDERER),
      gl.getParameter(gl.VERSION),
      gl.getParameter(gl.SHADING_LANGUAGE_VERSION),
    ];
    const debug = attempt(() => gl.getExtension('WEBGL_debug_renderer_info')) as {
      UNMASKED_VENDOR_WEBGL: number;
      UNMASKED_RENDERER_WEBGL: number;
    } | null;
    if (debug) {
      parts.push(gl.getParameter(debug.UNMASKED_VENDOR_WEBGL), gl.getParameter(debug.UNMASKED_RENDERER_WEBGL));
    }
    parts.push((attempt(() => gl.getSupportedExtensions?.()) ?? []).join(','));
    const text = parts.map((p) => (p == null ? '' : String(p))).join('|');
    return text.replace(/\|/g, '') === '' ? null : fnv1a32(text);
  });
}

/** Collects the docs/PRODUCT.md §3 fields; a missing or throwing API yields null for its field. */
export function collectFingerprint(src: FingerprintSource): DeviceFingerprint {
  const nav = attempt(() => src.navigator);
  const scr = attempt(() => src.screen);
  const intl = attempt(() => src.Intl ?? globalThis.Intl);
  return {
    userAgent: attempt(() => str(nav?.userAgent)),
    language: attempt(() => str(nav?.language)),
    languages: attempt(() => {
      const list = nav?.languages;
      return Array.isArray(list) ? list.filter((l): l is string => typeof l === 'string') : null;
    }),
    hardwareConcurrency: attempt(() => num(nav?.hardwareConcurrency)),
    deviceMemory: attempt(() => num(nav?.deviceMemory)),
    screenWidth: attempt(() => num(scr?.width)),
    screenHeight: attempt(() => num(scr?.height)),
    colorDepth: attempt(() => num(scr?.colorDepth)),
    timeZone: attempt(() => str(intl?.DateTimeFormat().resolvedOptions().timeZone)),
    canvasHash: canvasHash(src),
    webglHash: webglHash(src),
  };
}

const FIELD_ORDER: readonly (keyof DeviceFingerprint)[] = [
  'userAgent',
  'language',
  'languages',
  'hardwareConcurrency',
  'deviceMemory',
  'screenWidth',
  'screenHeight',
  'colorDepth',
  'timeZone',
  'canvasHash',
  'webglHash',
];

/**
 * Stable 16-hex-char hash for the `fp` header: the §3 fields in a fixed order, plus the visitor id
 * of FingerprintJS when it has run (it reads many more signals than the §3 list: fonts, audio, …).
 */
export function fingerprintHash(fp: DeviceFingerprint, visitorId: string | null = null): string {
  const fields = FIELD_ORDER.map((key) => fp[key] ?? null);
  return fnv1a64(JSON.stringify(visitorId ? [...fields, visitorId] : fields));
}

export type FingerprintResult = { fingerprint: DeviceFingerprint; visitorId: string | null; hash: string };

/** FingerprintJS's visitor id (lib/fingerprint-agent.ts); null when it cannot run. */
export type VisitorIdLoader = () => Promise<string | null>;

/** The §3 fields at once, then the visitor id; a failing or blocked agent leaves the fields alone. */
export async function computeFingerprint(src: FingerprintSource, loadVisitorId: VisitorIdLoader): Promise<FingerprintResult> {
  const fingerprint = collectFingerprint(src);
  let visitorId: string | null = null;
  try {
    visitorId = await loadVisitorId();
  } catch {
    visitorId = null; // blocked or failing agent: the §3 fields alone still tell devices apart
  }
  return { fingerprint, visitorId, hash: fingerprintHash(fingerprint, visitorId) };
}
