import { resolveClientIp, trustedProxyCheck } from './client-ip';

const loopback = trustedProxyCheck('127.0.0.0/8, ::1');
const behindLoadBalancer = trustedProxyCheck('127.0.0.1, 10.0.0.0/8');

describe('client IP', () => {
  it('ignores X-Forwarded-For from a peer that is not a trusted proxy', () => {
    // The previous release took any client's header: a spoofed address reset every per-IP throttle.
    expect(resolveClientIp('198.51.100.7', '192.0.2.1', loopback)).toBe('198.51.100.7');
    expect(resolveClientIp('198.51.100.7', ['192.0.2.1', '127.0.0.1'], loopback)).toBe('198.51.100.7');
  });

  it('takes the right-most untrusted address behind trusted proxies', () => {
    expect(resolveClientIp('10.0.0.2', '6.6.6.6, 203.0.113.9, 10.0.0.7', behindLoadBalancer)).toBe('203.0.113.9');
    expect(resolveClientIp('127.0.0.1', '203.0.113.9', loopback)).toBe('203.0.113.9');
    expect(resolveClientIp('::ffff:127.0.0.1', '203.0.113.9', loopback)).toBe('203.0.113.9');
  });

  it('falls back to the left-most address when every hop is trusted, and to the peer without a header', () => {
    expect(resolveClientIp('127.0.0.1', undefined, loopback)).toBe('127.0.0.1');
    expect(resolveClientIp('127.0.0.1', '127.0.0.5', loopback)).toBe('127.0.0.5');
    expect(resolveClientIp(undefined, undefined, loopback)).toBeNull();
  });

  it('refuses a list entry that is not an address', () => {
    expect(() => trustedProxyCheck('localhost')).toThrow(/TRUSTED_PROXIES/);
  });
});
