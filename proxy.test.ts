// @vitest-environment node
import { NextRequest } from 'next/server';
import { unstable_doesMiddlewareMatch } from 'next/experimental/testing/server';
import { cleanRequestHeaders, config, proxy } from './proxy';

/** What NextResponse.next({ request: { headers } }) hands the app: the overridden request headers. */
function forwardedHeaders(res: Response): Record<string, string> {
  const names = (res.headers.get('x-middleware-override-headers') ?? '').split(',').filter(Boolean);
  return Object.fromEntries(names.map((name) => [name, res.headers.get(`x-middleware-request-${name}`) ?? '']));
}

const forged = {
  'x-member': encodeURIComponent(JSON.stringify({ id: 1, username: 'victim' })),
  'x-member-extra': '1',
  'x-next-intl-locale': 'th-th',
  'x-original-path': '/admin',
  'x-live-chat-script': 'https://evil.test/chat.js',
  'content-security-policy': "script-src 'nonce-chosen'",
  'content-security-policy-report-only': "script-src 'nonce-chosen'",
};

describe('proxy', () => {
  it('strips every header it sets itself from what a client sent', () => {
    const clean = cleanRequestHeaders(new Headers({ ...forged, accept: 'text/html' }));
    expect([...clean.keys()]).toEqual(['accept']);
  });

  it('runs on every page path, dotted ones included, and not on streamed routes or Next’s files', () => {
    const runs = (url: string) => unstable_doesMiddlewareMatch({ config, url });
    for (const url of ['/', '/en-my', '/en-my/slots/game.1', '/en-my/x.y', '/favicon.ico']) expect(runs(url)).toBe(true);
    for (const url of [
      '/api/auth/login',
      '/console/api/staff/login',
      '/s3/private/k',
      '/storage/live/a.json',
      '/_next/static/chunks/a.js',
      '/builds/latest.json',
    ])
      expect(runs(url)).toBe(false);
  });

  it('strips forged headers on dotted paths too, without asking the platform anything', async () => {
    for (const path of ['/favicon.ico', '/en-my/x.y', '/en-my/slots/game.1', '/brand/logo.svg']) {
      const res = await proxy(new NextRequest(`http://localhost${path}`, { headers: forged }));
      const seen = forwardedHeaders(res);
      for (const name of ['x-member', 'x-member-extra', 'x-next-intl-locale', 'x-original-path', 'content-security-policy-report-only']) {
        expect(seen).not.toHaveProperty(name);
      }
      // The app sees the proxy's own policy (its fresh nonce), never the client's chosen one.
      expect(seen['content-security-policy']).toMatch(/'nonce-[A-Za-z0-9+/]{22}=='/);
      expect(seen['content-security-policy']).not.toContain('chosen');
      expect(res.headers.get('content-security-policy')).toBe(seen['content-security-policy']);
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    }
  });

  it('passes console pages on without a language, member or guard, unindexed and uncached, forged headers stripped', async () => {
    for (const path of ['/console', '/console/login', '/console/payments']) {
      const res = await proxy(new NextRequest(`http://localhost${path}`, { headers: forged }));
      expect(res.headers.get('location')).toBeNull();
      const seen = forwardedHeaders(res);
      expect(seen).not.toHaveProperty('x-member');
      expect(seen['x-next-intl-locale']).toBe('en-my');
      expect(seen['x-original-path']).toBe(path);
      expect(res.headers.get('x-robots-tag')).toBe('noindex, nofollow');
      expect(res.headers.get('cache-control')).toBe('no-store');
      expect(res.headers.get('content-security-policy')).toMatch(/frame-ancestors/);
    }
  });
});
