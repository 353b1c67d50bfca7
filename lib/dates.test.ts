import { COUNTRIES } from './test-fixtures';
import { countryOfLocale, DASH, formatDate, formatDateTime, timeZoneOfCountry } from './dates';

const ZONES = {
  MY: { zone: 'Asia/Kuala_Lumpur', offsetHours: 8, locale: 'en-my' },
  SG: { zone: 'Asia/Singapore', offsetHours: 8, locale: 'en-sg' },
  TH: { zone: 'Asia/Bangkok', offsetHours: 7, locale: 'th-th' },
  VN: { zone: 'Asia/Ho_Chi_Minh', offsetHours: 7, locale: 'vi-vn' },
  ID: { zone: 'Asia/Jakarta', offsetHours: 7, locale: 'id-id' },
} as const;

describe('formatDate: both sides of local midnight in each country’s zone', () => {
  for (const [country, { zone, offsetHours, locale }] of Object.entries(ZONES)) {
    it(`${country} (${zone}, UTC+${offsetHours})`, () => {
      // Local midnight between 24 and 25 Nov 2026 is (24 - offset):00 UTC on the 24th.
      const midnight = Date.UTC(2026, 10, 24, 24 - offsetHours, 0, 0);
      const before = formatDateTime(midnight - 60_000, 'en', zone);
      const after = formatDateTime(midnight, 'en', zone);
      expect(before).toBe('24 Nov 2026, 23:59');
      expect(after).toBe('25 Nov 2026, 00:00');
      expect(formatDate(midnight - 1, locale, zone).startsWith('24 ')).toBe(true);
      expect(formatDate(midnight, locale, zone).startsWith('25 ')).toBe(true);
      // The same instants in UTC are both still the 24th.
      expect(formatDate(midnight, 'en', 'UTC')).toBe('24 Nov 2026');
    });
  }
});

it('writes dd Mon yyyy on the Gregorian calendar in every language, Thai included', () => {
  const instant = '2026-11-05T04:00:00Z';
  expect(formatDate(instant, 'en-my', 'Asia/Kuala_Lumpur')).toBe('05 Nov 2026');
  expect(formatDate(instant, 'th-th', 'Asia/Bangkok')).toBe('05 พ.ย. 2026');
  expect(formatDate(instant, 'vi-vn', 'Asia/Ho_Chi_Minh')).toMatch(/^05 .+ 2026$/);
  expect(formatDate(instant, 'zh-my', 'Asia/Kuala_Lumpur')).toMatch(/^05 11月 2026$/);
  expect(formatDateTime(instant, 'th-th', 'Asia/Bangkok')).toBe('05 พ.ย. 2026, 11:00');
});

it('shows a dash for a missing or invalid date', () => {
  for (const value of [null, undefined, '', 'not a date', Number.NaN]) {
    expect(formatDate(value, 'en', 'UTC')).toBe(DASH);
    expect(formatDateTime(value, 'en', 'UTC')).toBe(DASH);
  }
});

it('falls back to English in UTC for an unknown zone instead of throwing', () => {
  expect(formatDate('2026-11-24T20:30:00Z', 'en', 'Mars/Olympus')).toBe('24 Nov 2026');
});

it('finds the country’s zone from the locale segment', () => {
  expect(countryOfLocale('th-th')).toBe('TH');
  expect(timeZoneOfCountry(COUNTRIES, countryOfLocale('th-th'))).toBe('Asia/Bangkok');
  expect(timeZoneOfCountry(COUNTRIES, 'my')).toBe('Asia/Kuala_Lumpur');
  expect(timeZoneOfCountry(COUNTRIES, 'ZZ')).toBe('UTC');
  expect(timeZoneOfCountry(COUNTRIES, undefined)).toBe('UTC');
});
