import { describe, expect, it } from 'vitest';
import { trustedProxyCheck } from './client-ip';
import { applyIngressHeaders } from './ingress-headers';

const trusted = trustedProxyCheck('127.0.0.0/8, ::1');
const forged = () => ({
  host: 'casino.test',
  'x-forwarded-for': '1.2.3.4',
  'x-forwarded-host': 'evil.test',
  'x-forwarded-proto': 'https',
  'cf-ipcountry': 'MY',
});

describe('applyIngressHeaders', () => {
  it('drops forwarded host, scheme and country from a client that is not a trusted proxy', () => {
    const headers = forged();
    applyIngressHeaders(headers, '203.0.113.9', trusted);
    expect(headers).toEqual({ host: 'casino.test', 'x-forwarded-for': '203.0.113.9' });
  });

  it('keeps what a trusted proxy says, and the client it names', () => {
    const headers = forged();
    applyIngressHeaders(headers, '127.0.0.1', trusted);
    expect(headers).toMatchObject({ 'x-forwarded-for': '1.2.3.4', 'x-forwarded-host': 'evil.test', 'x-forwarded-proto': 'https' });
  });
});
