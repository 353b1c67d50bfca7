import { PREVIEW_CSS_MAX_LENGTH, sanitizePreviewCss } from './css-sanitizer';

describe('sanitizePreviewCss', () => {
  it('keeps ordinary CSS as it is', () => {
    const css = `h1 { color: rgb(255, 0, 0); letter-spacing: 2px; }\n.card > p:hover { background: url(/storage/x.png) no-repeat; }\na::after { content: "Note: read the terms"; }`;
    expect(sanitizePreviewCss(css)).toBe(css);
  });

  it('cannot close the style element', () => {
    const out = sanitizePreviewCss('h1{color:red}</style><script>alert(1)</script>');
    expect(out).not.toContain('<');
    expect(out).not.toMatch(/<\/style/i);
  });

  it('drops every @import, however it is written', () => {
    for (const css of [
      '@import url(https://evil.test/x.css); h1{color:red}',
      "@import 'https://evil.test/x.css';h1{color:red}",
      '@IMPORT "/local.css"; h1{color:red}',
      '@im/**/port "https://evil.test/x.css"; h1{color:red}',
      '@\\69mport "https://evil.test/x.css"; h1{color:red}',
      '@im@importport "x"; h1{color:red}',
    ]) {
      const out = sanitizePreviewCss(css);
      expect(out, css).not.toMatch(/@import/i);
      expect(out, css).not.toContain('evil.test');
      expect(out, css).toContain('h1{color:red}');
    }
  });

  it('loads nothing from another origin through url() or a string', () => {
    for (const css of [
      'body{background:url(https://evil.test/a.png)}',
      'body{background:url("https://evil.test/a.png")}',
      "body{background:URL( '//evil.test/a.png' )}",
      'body{background:u\\72l(https://evil.test/a.png)}',
      'body{background:u/**/rl(https://evil.test/a.png)}',
      'body{background:url(ht\ntps://evil.test/a.png)}',
      'body{background-image:image-set("https://evil.test/a.png" 1x)}',
      '@font-face{font-family:x;src:url(https://evil.test/f.woff2)}',
      'body{background:url(javascript:alert(1))}',
      'body{background:url(data:image/svg+xml;utf8,x)}',
    ]) {
      const out = sanitizePreviewCss(css);
      // Nothing that loads names it: no url() and no string (image-set, src) with it.
      expect(out, css).not.toMatch(/url\([^)]*(evil|javascript|svg)|["'][^"']*(evil|svg)/i);
    }
    expect(sanitizePreviewCss('a{background:url(https://evil.test/a.png) red}')).toBe('a{background:none red}');
  });

  it('keeps site-relative URLs and raster data images', () => {
    const css = 'a{background:url("/storage/live/a.png")} b{background:url(data:image/png;base64,AAAA)}';
    expect(sanitizePreviewCss(css)).toBe(css);
  });

  it('cuts CSS beyond the limit', () => {
    expect(sanitizePreviewCss('a'.repeat(PREVIEW_CSS_MAX_LENGTH + 50))).toHaveLength(PREVIEW_CSS_MAX_LENGTH);
  });
});
