import { countryFromHeaders } from './visitor-country';

describe('countryFromHeaders', () => {
  const headers = (values: Record<string, string>) => new Headers(values);

  it('reads the CDN country, upper-cased, Cloudflare first', () => {
    expect(countryFromHeaders(headers({ 'cf-ipcountry': 'my' }))).toBe('MY');
    expect(countryFromHeaders(headers({ 'x-country': 'SG' }))).toBe('SG');
    expect(countryFromHeaders(headers({ 'cf-ipcountry': 'TH', 'x-country': 'SG' }))).toBe('TH');
  });

  it('ignores unknown, Tor and malformed values', () => {
    expect(countryFromHeaders(headers({}))).toBeNull();
    expect(countryFromHeaders(headers({ 'cf-ipcountry': 'XX' }))).toBeNull();
    expect(countryFromHeaders(headers({ 'cf-ipcountry': 'T1', 'x-country': 'us' }))).toBe('US');
    expect(countryFromHeaders(headers({ 'x-country': 'USA' }))).toBeNull();
  });
});
