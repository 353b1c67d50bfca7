import { describe, expect, it } from 'vitest';
import { COUNTRIES } from '@/lib/test-fixtures';
import { afterLoginPath } from './after-login';

const base = { countries: COUNTRIES, defaultLang: 'en-my' };
const thai = { currency: 'THB', countryCode: 'TH' };
const malaysian = { currency: 'MYR', countryCode: 'MY' };

describe('afterLoginPath', () => {
  it('stays on the page for a member of the same currency', () => {
    expect(afterLoginPath({ ...base, pathname: '/zh-my/slots', redirect: null, member: malaysian })).toBe('/zh-my/slots');
  });

  it("switches to the member's country, keeping the language it offers", () => {
    expect(afterLoginPath({ ...base, pathname: '/en-my', redirect: null, member: thai })).toBe('/en-th');
    expect(afterLoginPath({ ...base, pathname: '/zh-my/slots', redirect: null, member: thai })).toBe('/th-th/slots');
  });

  it('returns to the guarded page, and never off-site', () => {
    expect(afterLoginPath({ ...base, pathname: '/en-my', redirect: '/en-my/account', member: malaysian })).toBe('/en-my/account');
    expect(afterLoginPath({ ...base, pathname: '/en-my', redirect: '/en-my/account', member: thai })).toBe('/en-th/account');
    expect(afterLoginPath({ ...base, pathname: '/en-my', redirect: '//evil.test', member: malaysian })).toBe('/en-my');
  });
});
