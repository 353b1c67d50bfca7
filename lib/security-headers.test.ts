import { contentSecurityPolicy, pageSecurityHeaders, parseOrigins, resourceSecurityHeaders, type SecurityConfig } from './security-headers';

const config: SecurityConfig = {
  production: false,
  frameAncestors: ['https://cms.operator.test'],
  gameOrigins: ['http://127.0.0.1:4001'],
  storageOrigin: 'https://cdn.operator.test',
};

describe('security headers', () => {
  it('lets only the nonce’s scripts run, frames only games, and is framed only by the site and preview origins', () => {
    const csp = contentSecurityPolicy(config, 'abc123');
    expect(csp).toContain("script-src 'self' 'nonce-abc123' 'strict-dynamic'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).not.toMatch(/script-src[^;]*unsafe-eval/);
    expect(csp).toContain("frame-src 'self' http://127.0.0.1:4001");
    expect(csp).toContain("frame-ancestors 'self' https://cms.operator.test");
    expect(csp).toContain("img-src 'self' data: blob: https://cdn.operator.test");
    expect(csp).toContain("object-src 'none'");
  });

  it('adds HSTS in production only, and the same base headers everywhere', () => {
    expect(pageSecurityHeaders(config, 'n')).not.toHaveProperty('strict-transport-security');
    const prod = pageSecurityHeaders({ ...config, production: true }, 'n');
    expect(prod['strict-transport-security']).toBe('max-age=63072000; includeSubDomains');
    expect(prod).toMatchObject({ 'x-content-type-options': 'nosniff', 'referrer-policy': 'strict-origin-when-cross-origin' });
    expect(prod['permissions-policy']).toContain('camera=()');
    expect(prod['permissions-policy']).toContain('fullscreen=(self "http://127.0.0.1:4001")');
  });

  it('gives API answers and files a policy under which nothing runs and nothing frames them', () => {
    expect(resourceSecurityHeaders(config)['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
  });

  it('reads origin lists, dropping what is not an origin', () => {
    expect(parseOrigins('https://a.test/x, http://127.0.0.1:4001 , not a url,')).toEqual(['https://a.test', 'http://127.0.0.1:4001']);
  });
});
