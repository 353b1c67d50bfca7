import { describe, expect, it } from 'vitest';
import { clientIpOf, isSameSiteRequest, isValidEndpointName, onlyCookie, siteOriginOf } from './forwarding';

const h = (values: Record<string, string>) => new Headers(values);

describe('api forwarding rules', () => {
  it('accepts endpoint names and refuses path tricks', () => {
    expect(isValidEndpointName('auth/login')).toBe(true);
    expect(isValidEndpointName('common/get-category-setting')).toBe(true);
    expect(isValidEndpointName('preview')).toBe(true);
    for (const bad of ['../admin', 'auth//login', 'Auth/Login', 'a/b/c/d/e', '', 'auth/login?x=1'])
      expect(isValidEndpointName(bad)).toBe(false);
  });

  it('accepts same-origin and refuses cross-site and null origins', () => {
    const site = 'http://localhost:3000';
    expect(isSameSiteRequest(h({ origin: site }), site)).toBe(true);
    expect(isSameSiteRequest(h({ origin: 'http://evil.test' }), site)).toBe(false);
    expect(isSameSiteRequest(h({ origin: 'null' }), site)).toBe(false);
    expect(isSameSiteRequest(h({ 'sec-fetch-site': 'cross-site' }), site)).toBe(false);
    expect(isSameSiteRequest(h({}), site)).toBe(true);
  });

  it('derives the public origin from forwarded headers', () => {
    expect(siteOriginOf(h({ host: 'localhost:3000' }), 'http://localhost:3000')).toBe('http://localhost:3000');
    expect(siteOriginOf(h({ host: 'internal', 'x-forwarded-host': 'casino.test', 'x-forwarded-proto': 'https' }), 'http://x')).toBe(
      'https://casino.test',
    );
  });

  it('reads the one client address the site server resolved', () => {
    expect(clientIpOf('1.1.1.1')).toBe('1.1.1.1');
    expect(clientIpOf(null)).toBeNull();
  });
});

describe('onlyCookie', () => {
  it('keeps the one named cookie of a Cookie header', () => {
    expect(onlyCookie('sid=m1; csid=c2; lang=en-my', 'csid')).toBe('csid=c2');
    expect(onlyCookie('xcsid=1; csid=2', 'csid')).toBe('csid=2');
    expect(onlyCookie('sid=m1', 'csid')).toBeNull();
    expect(onlyCookie(null, 'csid')).toBeNull();
  });
});
