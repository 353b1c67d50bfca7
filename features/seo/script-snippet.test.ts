import { nonceOf, parseSnippet, reactProps } from './script-snippet';

describe('parseSnippet', () => {
  it('keeps meta, link, script and noscript elements with their attributes', () => {
    const html = `<meta name="generator" content="lucky-star-platform">
      <link rel='preconnect' href=https://cdn.example crossorigin />
      <script async src="https://tag.example/t.js?id=1&x=2"></script>
      <script>window.dataLayer = window.dataLayer || [];</script>
      <noscript><img src="https://tag.example/p.gif" alt=""></noscript>`;
    expect(parseSnippet(html)).toEqual([
      { tag: 'meta', attributes: { name: 'generator', content: 'lucky-star-platform' } },
      { tag: 'link', attributes: { rel: 'preconnect', href: 'https://cdn.example', crossorigin: '' } },
      { tag: 'script', attributes: { async: '', src: 'https://tag.example/t.js?id=1&x=2' }, code: '' },
      { tag: 'script', attributes: {}, code: 'window.dataLayer = window.dataLayer || [];' },
      { tag: 'noscript', html: '<img src="https://tag.example/p.gif" alt="">' },
    ]);
  });

  it('drops other elements, event handlers and a nonce of its own', () => {
    const html =
      '<style>body{display:none}</style><div onclick="x()">hi</div><meta name="a" content="b" onload="evil()"><script nonce="guess">1</script>';
    expect(parseSnippet(html)).toEqual([
      { tag: 'meta', attributes: { name: 'a', content: 'b' } },
      { tag: 'script', attributes: {}, code: '1' },
    ]);
    expect(parseSnippet('')).toEqual([]);
  });
});

describe('reactProps and nonceOf', () => {
  it('renames attributes React spells differently and makes flags booleans', () => {
    expect(reactProps({ charset: 'utf-8', 'http-equiv': 'x', async: '', src: 's', 'data-id': '1' })).toEqual({
      charSet: 'utf-8',
      httpEquiv: 'x',
      async: true,
      src: 's',
      'data-id': '1',
    });
  });

  it('reads the nonce of a CSP', () => {
    expect(nonceOf("default-src 'self'; script-src 'self' 'nonce-AbC+/9==' 'strict-dynamic'")).toBe('AbC+/9==');
    expect(nonceOf(null)).toBeUndefined();
  });
});
