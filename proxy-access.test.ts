// @vitest-environment node
import { NextRequest } from 'next/server';
import type { SiteConfig } from '@/lib/contracts/common';
import type { SiteAccessDecision } from '@/lib/contracts/seo';
import { COUNTRIES } from '@/lib/test-fixtures';
import { proxy } from './proxy';

/**
 * Site access and indexing in the proxy, against a platform answering over fetch: maintenance is
 * a 503 error screen with Retry-After, a restricted visitor a 403, an open one the page — which
 * says noindex, since tests never run as production.
 */
const config: SiteConfig = {
  siteTitle: 'Test',
  logo: { favicon: '', desktop: '', mobile: '' },
  whitelist: [{ domain: 'localhost', index: true }],
  defaultLang: 'en-my',
  modules: [],
  version: '1',
};
/** The platform's decision per client address (the proxy passes it in x-forwarded-for). */
const decisions: Record<string, SiteAccessDecision> = {
  '203.0.113.1': { state: 'maintenance', retryAfterSeconds: 900 },
  '203.0.113.2': { state: 'restricted' },
  '203.0.113.3': { state: 'open' },
};
const countriesAsked: Array<string | null> = [];

beforeEach(() => {
  vi.stubGlobal('fetch', async (input: string, init: RequestInit) => {
    const endpoint = new URL(input).pathname.replace(/^\/api\//, '');
    const ip = new Headers(init.headers).get('x-forwarded-for') ?? '';
    if (endpoint === 'site/access') countriesAsked.push((JSON.parse(String(init.body)) as { country: string | null }).country);
    const output =
      endpoint === 'general/config'
        ? config
        : endpoint === 'common/country-list'
          ? COUNTRIES
          : endpoint === 'common/get-category-setting'
            ? [{ type: 'slots', memberDisplay: '{}', img: '', priority: 1 }]
            : endpoint === 'site/access'
              ? decisions[ip]
              : undefined;
    const body = output === undefined ? { status: false, msg: 'unavailable' } : { status: true, msg: '', output };
    return new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });
  });
});
afterEach(() => vi.unstubAllGlobals());

const visit = (path: string, ip: string, headers: Record<string, string> = {}) =>
  proxy(new NextRequest(`http://localhost${path}`, { headers: { 'x-forwarded-for': ip, ...headers } }));

describe('proxy site access', () => {
  it('answers maintenance with the 503 screen in the asked language and Retry-After', async () => {
    const res = await visit('/th-th/slots', '203.0.113.1');
    expect(res.status).toBe(503);
    expect(new URL(res.headers.get('x-middleware-rewrite')!).pathname + new URL(res.headers.get('x-middleware-rewrite')!).search).toBe(
      '/error?status=503',
    );
    expect(res.headers.get('x-middleware-request-x-next-intl-locale')).toBe('th-th');
    expect(res.headers.get('retry-after')).toBe('900');
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.headers.get('x-robots-tag')).toContain('noindex');
  });

  it('answers a restricted visitor with the 403 screen, whatever the path', async () => {
    for (const path of ['/en-my', '/', '/error', '/no-language/here']) {
      const res = await visit(path, '203.0.113.2');
      expect(res.status, path).toBe(403);
      expect(res.headers.get('x-middleware-rewrite'), path).toContain('/error?status=403');
      expect(res.headers.get('retry-after')).toBeNull();
    }
  });

  it('passes an open visitor on, says noindex outside production, and sends the country only as a CDN gives it', async () => {
    countriesAsked.length = 0;
    const res = await visit('/en-my/slots', '203.0.113.3', { 'cf-ipcountry': 'my' });
    expect(res.status).toBe(200);
    expect(res.headers.get('x-middleware-rewrite')).toBeNull();
    expect(res.headers.get('x-robots-tag')).toBe('noindex, nofollow');
    expect(countriesAsked).toEqual(['MY']);
  });

  it('fails open when the platform does not answer the access question', async () => {
    const res = await visit('/en-my', '198.51.100.9');
    expect(res.status).toBe(200);
    expect(res.headers.get('x-middleware-rewrite')).toBeNull();
  });
});
