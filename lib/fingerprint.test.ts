// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  collectFingerprint,
  computeFingerprint,
  fingerprintHash,
  fnv1a32,
  fnv1a64,
  type DeviceFingerprint,
  type FingerprintSource,
  type VisitorIdLoader,
} from './fingerprint';
import { currentFingerprint, fingerprintWithin, resetFingerprintMemo, startFingerprint as startWith } from './page-fingerprint';

/** The page's fingerprint from this source and agent (lib/fingerprint-agent.ts does it with `window`). */
const startFingerprint = async (src: FingerprintSource, loadVisitorId: VisitorIdLoader) =>
  (await startWith(() => computeFingerprint(src, loadVisitorId)))!;

function fakeCanvas(opts: { dataUrl?: string; gl?: boolean; ctx2d?: boolean } = {}) {
  const ctx2d = { textBaseline: '', font: '', fillStyle: '', fillRect: vi.fn(), fillText: vi.fn() };
  const gl = {
    VENDOR: 1,
    RENDERER: 2,
    VERSION: 3,
    SHADING_LANGUAGE_VERSION: 4,
    getParameter: (n: number) => ({ 1: 'WebKit', 2: 'WebKit WebGL', 3: 'WebGL 1.0', 4: 'GLSL 1.0', 10: 'NVIDIA', 11: 'RTX' })[n],
    getExtension: (name: string) =>
      name === 'WEBGL_debug_renderer_info' ? { UNMASKED_VENDOR_WEBGL: 10, UNMASKED_RENDERER_WEBGL: 11 } : null,
    getSupportedExtensions: () => ['OES_texture_float'],
  };
  return {
    width: 0,
    height: 0,
    getContext: (kind: string) => {
      if (kind === '2d') return opts.ctx2d === false ? null : ctx2d;
      if (kind === 'webgl') return opts.gl === false ? null : gl;
      return null;
    },
    toDataURL: () => opts.dataUrl ?? 'data:image/png;base64,AAAA',
  };
}

function fullSource(canvas = fakeCanvas()): FingerprintSource {
  return {
    navigator: {
      userAgent: 'UA/1.0',
      language: 'en-MY',
      languages: ['en-MY', 'ms'],
      hardwareConcurrency: 8,
      deviceMemory: 4,
    },
    screen: { width: 390, height: 844, colorDepth: 24 },
    document: { createElement: () => canvas },
    Intl: { DateTimeFormat: (() => ({ resolvedOptions: () => ({ timeZone: 'Asia/Kuala_Lumpur' }) })) as never },
  };
}

afterEach(() => resetFingerprintMemo());

describe('hashes', () => {
  it('FNV-1a matches the reference vectors', () => {
    expect(fnv1a32('')).toBe('811c9dc5');
    expect(fnv1a32('a')).toBe('e40c292c');
    expect(fnv1a32('foobar')).toBe('bf9cf968');
    expect(fnv1a64('')).toBe('cbf29ce484222325');
    expect(fnv1a64('a')).toBe('af63dc4c8601ec8c');
    expect(fnv1a64('foobar')).toBe('85944171f73967e8');
  });
});

describe('collectFingerprint', () => {
  it('collects every docs/PRODUCT.md §3 field', () => {
    const fp = collectFingerprint(fullSource());
    expect(fp).toMatchObject({
      userAgent: 'UA/1.0',
      language: 'en-MY',
      languages: ['en-MY', 'ms'],
      hardwareConcurrency: 8,
      deviceMemory: 4,
      screenWidth: 390,
      screenHeight: 844,
      colorDepth: 24,
      timeZone: 'Asia/Kuala_Lumpur',
    });
    expect(fp.canvasHash).toMatch(/^[0-9a-f]{8}$/);
    expect(fp.webglHash).toMatch(/^[0-9a-f]{8}$/);
  });

  it('canvas hash depends on the rendered pixels', () => {
    const a = collectFingerprint(fullSource(fakeCanvas({ dataUrl: 'data:image/png;base64,AAAA' })));
    const b = collectFingerprint(fullSource(fakeCanvas({ dataUrl: 'data:image/png;base64,AAAB' })));
    expect(a.canvasHash).not.toBe(b.canvasHash);
    expect(a.webglHash).toBe(b.webglHash);
  });

  it('yields null for every missing API and never throws', () => {
    const empty = collectFingerprint({ Intl: { DateTimeFormat: (() => ({ resolvedOptions: () => ({}) })) as never } });
    expect(Object.values(empty).every((v) => v === null)).toBe(true);

    const hostile: FingerprintSource = {
      get navigator(): never {
        throw new Error('blocked');
      },
      screen: { width: Number.NaN },
      document: {
        createElement: () => {
          throw new Error('no DOM');
        },
      },
      Intl: {
        DateTimeFormat: (() => {
          throw new RangeError('bad tz');
        }) as never,
      },
    };
    const fp = collectFingerprint(hostile);
    expect(fp.userAgent).toBeNull();
    expect(fp.screenWidth).toBeNull();
    expect(fp.timeZone).toBeNull();
    expect(fp.canvasHash).toBeNull();
    expect(fp.webglHash).toBeNull();
  });

  it('no 2d context or no webgl → that hash is null', () => {
    const fp = collectFingerprint(fullSource(fakeCanvas({ ctx2d: false, gl: false })));
    expect(fp.canvasHash).toBeNull();
    expect(fp.webglHash).toBeNull();
  });
});

describe('fingerprintHash', () => {
  const base = collectFingerprint(fullSource());

  it('is a stable 16-hex-char string independent of key order', () => {
    const reordered = Object.fromEntries(Object.entries(base).reverse()) as DeviceFingerprint;
    expect(fingerprintHash(base)).toMatch(/^[0-9a-f]{16}$/);
    expect(fingerprintHash(reordered)).toBe(fingerprintHash(base));
  });

  it('changes when any field changes', () => {
    expect(fingerprintHash({ ...base, screenWidth: 391 })).not.toBe(fingerprintHash(base));
    expect(fingerprintHash({ ...base, timeZone: null })).not.toBe(fingerprintHash(base));
  });
});

describe('the page’s fingerprint (computeFingerprint through lib/page-fingerprint.ts)', () => {
  it('computes once per page, with the visitor id in the hash', async () => {
    const createElement = vi.fn(() => fakeCanvas());
    const loader = vi.fn(async () => 'visitor-1');
    const first = await startFingerprint({ ...fullSource(), document: { createElement } }, loader);
    const second = await startFingerprint({ navigator: { userAgent: 'other' } }, loader);
    expect(second).toBe(first);
    expect(loader).toHaveBeenCalledTimes(1);
    expect(createElement).toHaveBeenCalledTimes(2); // canvas + webgl, once
    expect(first.visitorId).toBe('visitor-1');
    expect(first.hash).toBe(fingerprintHash(first.fingerprint, 'visitor-1'));
    expect(first.hash).not.toBe(fingerprintHash(first.fingerprint));
    expect(currentFingerprint()).toBe(first);
  });

  it('keeps the §3 fields when the agent fails', async () => {
    const result = await startFingerprint(fullSource(), async () => {
      throw new Error('blocked');
    });
    expect(result.visitorId).toBeNull();
    expect(result.hash).toBe(fingerprintHash(result.fingerprint));
  });

  it('is absent until started, and fingerprintWithin waits only for a running computation', async () => {
    expect(currentFingerprint()).toBeNull();
    expect(await fingerprintWithin(1000)).toBeNull();
    let finish: (id: string) => void = () => {};
    void startFingerprint(fullSource(), () => new Promise((resolve) => (finish = resolve)));
    expect(currentFingerprint()).toBeNull();
    const waiting = fingerprintWithin(1000);
    finish('late');
    expect((await waiting)?.visitorId).toBe('late');
  });

  it('fingerprintWithin starts the fingerprint when nothing has, and only then', async () => {
    const start = vi.fn(() => startFingerprint(fullSource(), async () => 'started'));
    expect((await fingerprintWithin(1000, start))?.visitorId).toBe('started');
    expect((await fingerprintWithin(1000, start))?.visitorId).toBe('started');
    expect(start).toHaveBeenCalledTimes(1);
  });

  it('gives up waiting after the time limit', async () => {
    vi.useFakeTimers();
    try {
      void startFingerprint(fullSource(), () => new Promise(() => {}));
      const waiting = fingerprintWithin(1500);
      await vi.advanceTimersByTimeAsync(1500);
      expect(await waiting).toBeNull();
    } finally {
      vi.useRealTimers();
    }
  });

  it('is null when its code does not load, and the next start tries again', async () => {
    expect(await startWith(() => Promise.reject(new Error('chunk failed')))).toBeNull();
    expect(await fingerprintWithin(1000)).toBeNull();
    expect((await startFingerprint(fullSource(), async () => 'again')).visitorId).toBe('again');
  });

  it('works against the real happy-dom window', async () => {
    const result = await startFingerprint(window, async () => null);
    expect(result.hash).toMatch(/^[0-9a-f]{16}$/);
    expect(result.fingerprint.userAgent).toBe(navigator.userAgent);
  });
});
