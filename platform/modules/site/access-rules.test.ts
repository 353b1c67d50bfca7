import { DEFAULT_SITE_ACCESS, type SiteAccess } from '@/lib/contracts/seo';
import { addressMatcher, decideAccess } from './access-rules';

const rules = (over: Partial<SiteAccess>): SiteAccess => ({ ...DEFAULT_SITE_ACCESS, ...over });

describe('addressMatcher', () => {
  it('matches addresses and blocks, IPv4 and IPv6, and IPv4-mapped addresses', () => {
    const match = addressMatcher(['203.0.113.7', '198.51.100.0/24', '2001:db8::/32']);
    expect(match('203.0.113.7')).toBe(true);
    expect(match('203.0.113.8')).toBe(false);
    expect(match('198.51.100.255')).toBe(true);
    expect(match('198.51.101.0')).toBe(false);
    expect(match('::ffff:198.51.100.4')).toBe(true);
    expect(match('2001:db8::1')).toBe(true);
    expect(match('2001:db9::1')).toBe(false);
    expect(match('not an ip')).toBe(false);
  });
});

describe('decideAccess', () => {
  it('is open by default', () => {
    expect(decideAccess(DEFAULT_SITE_ACCESS, '203.0.113.7', 'MY')).toEqual({ state: 'open' });
  });

  it('restricts a blocked address or a blocked country, before maintenance', () => {
    const access = rules({ maintenance: true, blockedIps: ['203.0.113.0/24'], blockedCountries: ['US'] });
    expect(decideAccess(access, '203.0.113.9', null)).toEqual({ state: 'restricted' });
    expect(decideAccess(access, '198.51.100.1', 'us')).toEqual({ state: 'restricted' });
    expect(decideAccess(access, '198.51.100.1', 'MY')).toEqual({ state: 'maintenance', retryAfterSeconds: 3600 });
  });

  it('lets the allowed addresses through maintenance, and nobody else', () => {
    const access = rules({ maintenance: true, retryAfterSeconds: 600, allowedIps: ['127.0.0.1', '::1'] });
    expect(decideAccess(access, '127.0.0.1', null)).toEqual({ state: 'open' });
    expect(decideAccess(access, '::1', null)).toEqual({ state: 'open' });
    expect(decideAccess(access, '127.0.0.2', null)).toEqual({ state: 'maintenance', retryAfterSeconds: 600 });
  });
});
