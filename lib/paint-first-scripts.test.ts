// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { createPaintFirstRewriter, paintFirstLoader } from './paint-first-scripts';

const NONCE = 'a+b/c==';
/** The markup Next 16 writes for a page's first-load scripts, with the page around it. */
const PAGE = [
  '<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"/>',
  '<link rel="preload" as="image" href="/storage/live/media/banners/a.webp" fetchPriority="high"/>',
  `<link rel="preload" as="script" fetchPriority="low" nonce="${NONCE}" href="/_next/static/chunks/main-1.js"/>`,
  `<script src="/_next/static/chunks/a1.js" async="" nonce="${NONCE}"></script>`,
  `<script src="/_next/static/chunks/turbopack-b2.js" async="" nonce="${NONCE}"></script>`,
  `<script src="/_next/static/chunks/polyfill.js" noModule="" nonce="${NONCE}"></script>`,
  `<script src="https://cdn.example.test/tag.js" async="" nonce="${NONCE}"></script>`,
  `<script type="application/ld+json" nonce="${NONCE}">{"@type":"Organization"}</script>`,
  '</head><body><main><h1>Lucky Star — ยินดีต้อนรับ 欢迎</h1></main>',
  `<script nonce="${NONCE}">self.__next_f.push([1,"\\u003cscript src=\\"/_next/static/chunks/x.js\\" async=\\"\\"\\u003e"])</script>`,
  `<script src="/_next/static/chunks/main-1.js" nonce="${NONCE}" async=""></script>`,
  '</body></html>',
].join('');

function rewriteWhole(html: string): string {
  const rewriter = createPaintFirstRewriter();
  return rewriter.write(html) + rewriter.end();
}

describe('createPaintFirstRewriter', () => {
  const out = rewriteWhole(PAGE);

  it("queues Next's chunks for the loader, in their order, with the page's nonce, and drops their preloads", () => {
    expect(out).not.toContain('<script src="/_next/static/chunks/a1.js"');
    expect(out).not.toContain('rel="preload" as="script"');
    const queued = [...out.matchAll(/<script nonce="([^"]+)">[^<]*?self\.__paintFirst\.push\("([^"]+)"\)<\/script>/g)];
    expect(queued.map(([, , src]) => src)).toEqual([
      '/_next/static/chunks/a1.js',
      '/_next/static/chunks/turbopack-b2.js',
      '/_next/static/chunks/main-1.js',
    ]);
    expect(queued.every(([, nonce]) => nonce === NONCE)).toBe(true);
    // One loader, before the first chunk's line.
    expect(out.split(paintFirstLoader()).length).toBe(2);
    expect(out.indexOf(paintFirstLoader())).toBeLessThan(out.indexOf('self.__paintFirst.push("/_next/static/chunks/a1.js")'));
  });

  it('leaves everything else as it was: images, nomodule, other hosts, inline scripts, text', () => {
    for (const kept of [
      '<link rel="preload" as="image" href="/storage/live/media/banners/a.webp" fetchPriority="high"/>',
      `<script src="/_next/static/chunks/polyfill.js" noModule="" nonce="${NONCE}"></script>`,
      `<script src="https://cdn.example.test/tag.js" async="" nonce="${NONCE}"></script>`,
      `<script type="application/ld+json" nonce="${NONCE}">{"@type":"Organization"}</script>`,
      '<h1>Lucky Star — ยินดีต้อนรับ 欢迎</h1>',
      'self.__next_f.push([1,"\\u003cscript src=',
    ])
      expect(out).toContain(kept);
  });

  it('gives the same page however the stream is cut', () => {
    for (const size of [1, 2, 3, 7, 13, 64, 100, 257, 1000]) {
      const rewriter = createPaintFirstRewriter();
      let streamed = '';
      for (let at = 0; at < PAGE.length; at += size) streamed += rewriter.write(PAGE.slice(at, at + size));
      expect(streamed + rewriter.end(), `chunks of ${size}`).toBe(out);
    }
  });

  it('holds back no more than the start of a tag', () => {
    const rewriter = createPaintFirstRewriter();
    expect(rewriter.write('<main>Welcome</main><scr')).toBe('<main>Welcome</main>');
    expect(rewriter.write('ipt src="/_next/static/chunks/a1.js" async=""></script><p>')).toContain(
      '__paintFirst.push("/_next/static/chunks/a1.js")',
    );
    // A long inline script that spans chunks goes out as it comes.
    const long = `<script>self.__next_f.push([1,"${'x'.repeat(5000)}`;
    expect(rewriter.write(long)).toBe(long);
    expect(rewriter.end()).toBe('');
  });

  it('repeats the nonce as it was written, and a chunk without one gets none', () => {
    expect(rewriteWhole('<script src="/_next/static/chunks/a.js" async="" nonce="x&amp;y"></script>')).toMatch(/^<script nonce="x&amp;y">/);
    expect(rewriteWhole('<script src="/_next/static/chunks/a.js" async=""></script>')).toMatch(/^<script>\(function/);
  });
});

describe('paintFirstLoader', () => {
  it('waits no longer than it is told', () => {
    expect(paintFirstLoader(1234)).toContain('setTimeout(go,1234)');
  });
});
