import { describe, expect, it } from 'vitest';
import { resolveNavigation, safeRedirectPath } from './safe-navigation';

const origin = 'https://casino.test';
const nav = (href: unknown, external = false, base?: string) => resolveNavigation(href, { origin, external, base });

describe('resolveNavigation: internal', () => {
  it.each([
    ['/en-my/deposit', '/en-my/deposit'],
    ['/en-my/slots?provider=1,2#top', '/en-my/slots?provider=1,2#top'],
    ['https://casino.test/en-my/vip?a=1', '/en-my/vip?a=1'],
    ['HTTPS://CASINO.TEST/en-my', '/en-my'],
    ['/en-my/./a/../vip', '/en-my/vip'],
    ['  /en-my\n ', '/en-my'],
    ['vip', '/vip'],
  ])('%s → %s', (href, path) => {
    expect(nav(href)).toEqual({ kind: 'internal', path });
  });

  it('resolves relative hrefs against the given base', () => {
    expect(nav('?action=login', false, '/en-my/vip')).toEqual({ kind: 'internal', path: '/en-my/vip?action=login' });
  });

  it('a same-origin URL stays internal even with the external flag', () => {
    expect(nav('https://casino.test/en-my', true)).toEqual({ kind: 'internal', path: '/en-my' });
  });

  it('another port or scheme is another origin', () => {
    expect(nav('https://casino.test:8443/x').kind).toBe('refused');
    expect(nav('http://casino.test/x')).toEqual({ kind: 'refused', reason: 'external-not-allowed' });
  });
});

describe('resolveNavigation: external', () => {
  it('needs the explicit external flag', () => {
    expect(nav('https://provider.example/play?t=1')).toEqual({ kind: 'refused', reason: 'external-not-allowed' });
    expect(nav('https://provider.example/play?t=1', true)).toEqual({
      kind: 'external',
      url: 'https://provider.example/play?t=1',
    });
  });

  it('allows mailto: and tel: with the flag, refuses unknown schemes', () => {
    expect(nav('mailto:help@casino.test', true)).toEqual({ kind: 'external', url: 'mailto:help@casino.test' });
    expect(nav('tel:+60123456789', true).kind).toBe('external');
    expect(nav('tel:+60123456789')).toEqual({ kind: 'refused', reason: 'external-not-allowed' });
    expect(nav('intent://scan#Intent;end', true)).toEqual({ kind: 'refused', reason: 'unsupported-protocol' });
    expect(nav('ftp://files.example/x', true)).toEqual({ kind: 'refused', reason: 'unsupported-protocol' });
  });
});

describe('resolveNavigation: refused', () => {
  it.each([
    'javascript:alert(1)',
    'JavaScript:alert(1)',
    ' javascript:alert(1)',
    'java\tscript:alert(1)',
    'java\nscript:alert(1)',
    '\u0000javascript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:msgbox(1)',
    'file:///etc/passwd',
    'blob:https://casino.test/uuid',
  ])('dangerous protocol %j even with the external flag', (href) => {
    expect(nav(href, true)).toEqual({ kind: 'refused', reason: 'dangerous-protocol' });
  });

  it.each(['//evil.com', '/\\evil.com', '\\\\evil.com', '\\/evil.com', ' //evil.com', '/\t/evil.com', '/a/..//evil.com'])(
    'protocol-relative trick %j even with the external flag',
    (href) => {
      expect(nav(href, true)).toEqual({ kind: 'refused', reason: 'protocol-relative' });
    },
  );

  it.each([
    ['', 'empty'],
    ['   ', 'empty'],
    [undefined, 'empty'],
    [42, 'empty'],
    ['/a\u0000b', 'invalid-url'],
    ['https://[bad', 'invalid-url'],
  ] as const)('%j → %s', (href, reason) => {
    expect(nav(href, true)).toEqual({ kind: 'refused', reason });
  });

  it('an invalid origin refuses everything', () => {
    expect(resolveNavigation('/x', { origin: 'not a url' })).toEqual({ kind: 'refused', reason: 'invalid-url' });
  });
});

describe('safeRedirectPath', () => {
  const fallback = '/en-my';

  it.each([
    ['/en-my/deposit', '/en-my/deposit'],
    ['/en-my/deposit?amount=10#x', '/en-my/deposit?amount=10#x'],
    ['/en-my/a/../vip', '/en-my/vip'],
    ['/', '/'],
  ])('keeps the same-site path %j', (value, expected) => {
    expect(safeRedirectPath(value, fallback)).toBe(expected);
  });

  it.each([
    null,
    undefined,
    ['/a', '/b'],
    '',
    'en-my/deposit',
    'https://evil.com/',
    'https://casino.test/en-my',
    '//evil.com',
    '/\\evil.com',
    '/\t/evil.com',
    '/a/..//evil.com',
    'javascript:alert(1)',
    '/x\ny',
  ])('falls back for %j', (value) => {
    expect(safeRedirectPath(value, fallback)).toBe(fallback);
  });
});
