import {
  contentSecurityPolicy,
  newNonce,
  pageSecurityHeaders,
  parseOrigins,
  resourceHeaderRules,
  resourceSecurityHeaders,
  type SecurityConfig,
} from './security-headers';

const config: SecurityConfig = {
  production: false,
  frameAncestors: ['https://cms.operator.test'],
  gameOrigins: ['http://127.0.0.1:4001'],
  storageOrigin: 'https://cdn.operator.test',
};

/** One directive's sources, e.g. sources(csp, 'script-src'). */
function sources(csp: string, directive: string): string[] {
  const found = csp.split('; ').find((d) => d.startsWith(`${directive} `));
  return found ? found.split(' ').slice(1) : [];
}

describe('security headers', () => {
  it('lets only the nonce’s scripts run, frames only games, and is framed only by the site and preview origins', () => {
    const csp = contentSecurityPolicy(config, 'abc123');
    expect(sources(csp, 'script-src')).toEqual(["'self'", "'nonce-abc123'", "'strict-dynamic'"]);
    expect(sources(csp, 'frame-src')).toEqual(["'self'", 'http://127.0.0.1:4001']);
    expect(sources(csp, 'frame-ancestors')).toEqual(["'self'", 'https://cms.operator.test']);
    expect(sources(csp, 'img-src')).toEqual(["'self'", 'data:', 'blob:', 'https://cdn.operator.test']);
    expect(sources(csp, 'connect-src')).toEqual(["'self'", 'https://cdn.operator.test']);
    expect(sources(csp, 'object-src')).toEqual(["'none'"]);
    expect(sources(csp, 'base-uri')).toEqual(["'self'"]);
  });

  it('lets sockets reach an external realtime service only when one is configured', () => {
    const pusher = contentSecurityPolicy({ ...config, realtimeOrigins: parseOrigins('wss://ws-ap1.pusher.com') }, 'n');
    expect(sources(pusher, 'connect-src')).toEqual(["'self'", 'https://cdn.operator.test', 'wss://ws-ap1.pusher.com']);
    // The embedded server is on the site's own origin: 'self' covers its socket.
    expect(sources(contentSecurityPolicy(config, 'n'), 'connect-src')).not.toContain('ws:');
  });

  it('allows a third party only on the pages that load it', () => {
    const plain = contentSecurityPolicy(config, 'n');
    const chat = contentSecurityPolicy(config, 'n', ['https://chat.vendor.test']);
    for (const directive of ['script-src', 'connect-src', 'frame-src', 'img-src', 'style-src', 'font-src']) {
      expect(sources(chat, directive)).toContain('https://chat.vendor.test');
      expect(sources(plain, directive)).not.toContain('https://chat.vendor.test');
    }
    expect(sources(chat, 'frame-ancestors')).not.toContain('https://chat.vendor.test');
    const tool = contentSecurityPolicy({ ...config, thirdPartyOrigins: ['https://cdn.tool.test'] }, 'n', ['https://cdn.tool.test']);
    expect(sources(tool, 'script-src').filter((s) => s === 'https://cdn.tool.test')).toHaveLength(1);
  });

  it('never lets a script run on being inline or evaluated, outside development', () => {
    const scripts = sources(contentSecurityPolicy(config, 'n'), 'script-src');
    expect(scripts).not.toContain("'unsafe-inline'");
    expect(scripts).not.toContain("'unsafe-eval'");
    expect(sources(contentSecurityPolicy({ ...config, development: true }, 'n'), 'script-src')).toContain("'unsafe-eval'");
  });

  it('needs no storage origin when storage is the site itself, and frames nothing but the site without games', () => {
    const csp = contentSecurityPolicy({ production: false, frameAncestors: [], gameOrigins: [], storageOrigin: null }, 'n');
    expect(sources(csp, 'img-src')).toEqual(["'self'", 'data:', 'blob:']);
    expect(sources(csp, 'frame-src')).toEqual(["'self'"]);
    expect(sources(csp, 'frame-ancestors')).toEqual(["'self'"]);
  });

  it('adds HSTS in production only, and the same base headers everywhere', () => {
    expect(pageSecurityHeaders(config, 'n')).not.toHaveProperty('strict-transport-security');
    expect(resourceSecurityHeaders(config)).not.toHaveProperty('strict-transport-security');
    const prod = pageSecurityHeaders({ ...config, production: true }, 'n');
    expect(prod['strict-transport-security']).toBe('max-age=63072000; includeSubDomains');
    expect(resourceSecurityHeaders({ production: true })['strict-transport-security']).toBe('max-age=63072000; includeSubDomains');
    expect(prod).toMatchObject({ 'x-content-type-options': 'nosniff', 'referrer-policy': 'strict-origin-when-cross-origin' });
    for (const feature of ['camera=()', 'microphone=()', 'geolocation=()', 'payment=()'])
      expect(prod['permissions-policy']).toContain(feature);
    expect(prod['permissions-policy']).toContain('fullscreen=(self "http://127.0.0.1:4001")');
  });

  it('gives API answers and files a policy under which nothing runs and nothing frames them', () => {
    expect(resourceSecurityHeaders(config)['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
  });

  it('puts the resource headers on every path the proxy skips (next.config headers())', () => {
    const rules = resourceHeaderRules({ production: true });
    expect(rules.map((r) => r.source)).toEqual(['/api/:path*', '/storage/:path*', '/s3/:path*', '/builds/:path*', '/_next/:path*']);
    for (const rule of rules) {
      expect(rule.headers).toContainEqual({ key: 'content-security-policy', value: "default-src 'none'; frame-ancestors 'none'" });
      expect(rule.headers).toContainEqual({ key: 'x-content-type-options', value: 'nosniff' });
      expect(rule.headers).toContainEqual({ key: 'strict-transport-security', value: 'max-age=63072000; includeSubDomains' });
    }
  });

  it('makes a new 128-bit nonce every time', () => {
    const a = newNonce();
    expect(Buffer.from(a, 'base64')).toHaveLength(16);
    expect(newNonce()).not.toBe(a);
  });

  it('reads origin lists, dropping what is not an origin', () => {
    expect(parseOrigins('https://a.test/x, http://127.0.0.1:4001 , not a url,')).toEqual(['https://a.test', 'http://127.0.0.1:4001']);
  });
});
