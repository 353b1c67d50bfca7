// @vitest-environment node
import { NextRequest } from 'next/server';
import type { MemberProfile } from '@/lib/contracts/auth';
import type { SiteConfig } from '@/lib/contracts/common';
import { COUNTRIES } from '@/lib/test-fixtures';
import { proxy } from './proxy';

/**
 * The proxy's decisions without a browser: the language segment, and the auth, non-auth, gms,
 * general-tnc and query-redirect guards, against a platform that answers over fetch like the
 * real one (the answers are the contract's shapes; the decisions are the proxy's own).
 */
const member: MemberProfile = {
  id: 7,
  username: 'demomy01',
  currency: 'MYR',
  countryCode: 'MY',
  language: 'en',
  mobileno: '60-0100000001',
  email: '',
  tncAcceptedAt: null,
  tncVersion: '1',
  createdAt: '2026-01-01T00:00:00Z',
};
const config: SiteConfig = {
  siteTitle: 'Test',
  logo: { favicon: '', desktop: '', mobile: '' },
  whitelist: [],
  defaultLang: 'en-my',
  modules: [],
  version: '1',
};
const calls: string[] = [];

function platformAnswer(endpoint: string, cookie: string | null): unknown {
  switch (endpoint) {
    case 'general/config':
      return config;
    case 'common/country-list':
      return COUNTRIES;
    case 'member/profile':
      return cookie?.includes('sid=good') ? member : undefined;
    case 'common/get-category-setting':
      return [{ type: 'slots', memberDisplay: '{}', img: '', priority: 1 }];
    case 'common/tac-expiry-setting':
      return { tacExpiry: 365, tacVersion: '1' };
    default:
      return undefined;
  }
}

beforeEach(() => {
  calls.length = 0;
  member.tncAcceptedAt = new Date().toISOString();
  vi.stubGlobal('fetch', async (input: string, init: RequestInit) => {
    const endpoint = new URL(input).pathname.replace(/^\/api\//, '');
    calls.push(endpoint);
    const output = platformAnswer(endpoint, new Headers(init.headers).get('cookie'));
    const body = output === undefined ? { status: false, code: 401, msg: 'not_logged_in' } : { status: true, msg: '', output };
    return new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });
  });
});
afterEach(() => vi.unstubAllGlobals());

async function visit(path: string, { loggedIn = false, lang }: { loggedIn?: boolean; lang?: string } = {}) {
  const cookies = [loggedIn && 'sid=good', lang && `lang=${lang}`].filter(Boolean).join('; ');
  const res = await proxy(new NextRequest(`http://localhost${path}`, { headers: cookies ? { cookie: cookies } : {} }));
  const location = res.headers.get('location');
  return {
    status: res.status,
    to: location ? new URL(location).pathname + new URL(location).search : null,
    rewrite: res.headers.get('x-middleware-rewrite'),
    locale: res.headers.get('x-middleware-request-x-next-intl-locale'),
  };
}

describe('proxy guards', () => {
  it('sends a path without a language to the default one, and keeps a valid one', async () => {
    expect((await visit('/')).to).toBe('/en-my');
    expect((await visit('/slots')).to).toBe('/en-my/slots');
    expect((await visit('/en-th/slots')).locale).toBe('en-th');
    expect((await visit('/th-th')).locale).toBe('th-th');
  });

  it('keeps a member on their own currency’s languages', async () => {
    expect((await visit('/th-th/slots', { loggedIn: true })).to).toMatch(/^\/[a-z]{2}-my\/slots$/);
    expect((await visit('/zh-my', { loggedIn: true })).locale).toBe('zh-my');
  });

  it('auth: a visitor is sent home with the login dialog and a way back', async () => {
    const visitor = await visit('/en-my/account?tab=x');
    expect(visitor.to).toBe(`/en-my?action=login&redirect=${encodeURIComponent('/en-my/account?tab=x')}`);
    expect((await visit('/en-my/account', { loggedIn: true })).to).toBeNull();
  });

  it('non-auth and query-redirect: register opens its dialog for a visitor and sends a member home', async () => {
    expect((await visit('/en-my/register?cmsID=4')).to).toBe('/en-my?action=register&cmsID=4');
    expect((await visit('/en-my/register', { loggedIn: true })).to).toBe('/en-my');
    expect((await visit('/en-my/deposit', { loggedIn: true })).to).toBe('/en-my?action=deposit');
  });

  it('gms: an unknown category is a 404 page, a known one passes', async () => {
    expect((await visit('/en-my/not-a-category')).rewrite).toMatch(/\/page-not-found$/);
    const slots = await visit('/en-my/slots');
    expect(slots.rewrite).toBeNull();
    expect(slots.to).toBeNull();
    expect(calls).toContain('common/get-category-setting');
  });

  it('general-tnc: terms older than the operator allows must be accepted first', async () => {
    const daysAgo = (days: number) => new Date(Date.now() - days * 24 * 60 * 60 * 1000).toISOString();
    member.tncAcceptedAt = daysAgo(364);
    expect((await visit('/en-my/account', { loggedIn: true })).to).toBeNull();
    member.tncAcceptedAt = daysAgo(366);
    expect((await visit('/en-my/account', { loggedIn: true })).to).toBe(
      `/en-my?action=tnc&redirect=${encodeURIComponent('/en-my/account')}`,
    );
  });

  it('general-tnc: terms accepted in another version than the current one must be accepted first', async () => {
    member.tncAcceptedAt = new Date().toISOString();
    member.tncVersion = '0';
    expect((await visit('/en-my/account', { loggedIn: true })).to).toBe(
      `/en-my?action=tnc&redirect=${encodeURIComponent('/en-my/account')}`,
    );
    member.tncVersion = '1';
    expect((await visit('/en-my/account', { loggedIn: true })).to).toBeNull();
  });

  it('answers a preview page (?preview=true) unindexed and uncached, framed only by the console origins', async () => {
    const preview = await proxy(new NextRequest('http://localhost/en-my/promotions/5?preview=true'));
    expect(preview.headers.get('x-robots-tag')).toBe('noindex, nofollow');
    expect(preview.headers.get('cache-control')).toBe('no-store');
    expect(preview.headers.get('content-security-policy')).toMatch(/frame-ancestors 'self'(;| https?:)/);
    const ordinary = await proxy(new NextRequest('http://localhost/en-my/promotions/5'));
    expect(ordinary.headers.get('cache-control')).not.toBe('no-store');
    expect(ordinary.headers.get('content-security-policy')).toContain("frame-ancestors 'self';");
  });
});
