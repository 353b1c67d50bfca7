import { describe, expect, it } from 'vitest';
import {
  allowedSegments,
  fallbackSegment,
  parseLangSegment,
  pathAfterLang,
  segmentCurrency,
  resolveLanguage,
  swapLangInPath,
} from './language';
import { COUNTRIES } from './test-fixtures';

const base = { countries: COUNTRIES, defaultLang: 'en-my' };

describe('language segment', () => {
  it('parses {language}-{country} in lower case only', () => {
    expect(parseLangSegment('en-my')).toEqual({ language: 'en', country: 'my', segment: 'en-my' });
    expect(parseLangSegment('english')).toBeNull();
    expect(parseLangSegment(undefined)).toBeNull();
  });

  it('offers every country language to a visitor and only the currency countries to a member', () => {
    expect(allowedSegments(COUNTRIES)).toContain('th-th');
    expect(allowedSegments(COUNTRIES, 'THB')).toEqual(['th-th', 'en-th']);
  });

  it('accepts an allowed segment', () => {
    expect(resolveLanguage('zh-my', base)).toMatchObject({ ok: true, segment: { segment: 'zh-my' } });
  });

  it('redirects an unknown or upper-case segment to the stored, else the default one', () => {
    expect(resolveLanguage('xx-zz', base)).toEqual({ ok: false, redirectTo: 'en-my' });
    expect(resolveLanguage('EN-MY', { ...base, storedLang: 'th-th' })).toEqual({ ok: false, redirectTo: 'th-th' });
    expect(resolveLanguage(undefined, { ...base, storedLang: 'nope' })).toEqual({ ok: false, redirectTo: 'en-my' });
  });

  it("moves a member to their own country's segment, keeping the language when offered", () => {
    const member = { currency: 'THB', countryCode: 'TH' };
    expect(resolveLanguage('en-my', { ...base, member })).toEqual({ ok: false, redirectTo: 'en-th' });
    expect(resolveLanguage('zh-my', { ...base, member })).toEqual({ ok: false, redirectTo: 'th-th' });
    expect(resolveLanguage('th-th', { ...base, member })).toMatchObject({ ok: true });
  });

  it('uses the stored segment for a member only when their currency allows it', () => {
    const member = { currency: 'MYR', countryCode: 'MY' };
    expect(fallbackSegment({ ...base, member, storedLang: 'ms-my' })).toBe('ms-my');
    expect(fallbackSegment({ ...base, member, storedLang: 'th-th' })).toBe('en-my');
  });

  it('swaps and strips the language in paths', () => {
    expect(swapLangInPath('/en-my/slots/12', 'th-th')).toBe('/th-th/slots/12');
    expect(swapLangInPath('/en-my', 'zh-my')).toBe('/zh-my');
    expect(swapLangInPath('/slots', 'zh-my')).toBe('/zh-my/slots');
    expect(pathAfterLang('/en-my/slots')).toBe('/slots');
    expect(pathAfterLang('/en-my')).toBe('/');
  });
});

describe('segmentCurrency', () => {
  it('answers the currency of the segment’s country, and nothing for an unknown or malformed one', () => {
    expect(segmentCurrency(COUNTRIES, 'th-th')).toBe('THB');
    expect(segmentCurrency(COUNTRIES, 'en-MY')).toBe('MYR');
    expect(segmentCurrency(COUNTRIES, 'en-zz')).toBe('');
    expect(segmentCurrency(COUNTRIES, 'nonsense')).toBe('');
  });
});
