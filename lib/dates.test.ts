import { COUNTRIES } from './test-fixtures';
import {
  countryOfLocale,
  DASH,
  formatDate,
  formatDateTime,
  formatIsoDay,
  formatTime,
  formatTimeZoneName,
  isoDayIn,
  timeZoneOfCountry,
} from './dates';
import { LANGUAGE_CODES } from './contracts/languages';

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

describe("each language's own order, on the Gregorian calendar, Thai included", () => {
  const instant = '2026-11-05T04:00:00Z';
  const cases = [
    ['en-my', 'Asia/Kuala_Lumpur', '05 Nov 2026', '05 Nov 2026, 12:00'],
    ['ms-my', 'Asia/Kuala_Lumpur', '05 Nov 2026', '05 Nov 2026, 12:00'],
    ['zh-my', 'Asia/Kuala_Lumpur', '2026年11月5日', '2026年11月5日 12:00'],
    ['th-th', 'Asia/Bangkok', '05 พ.ย. 2026', '05 พ.ย. 2026 11:00'],
    ['vi-vn', 'Asia/Ho_Chi_Minh', '05 thg 11, 2026', '11:00 05 thg 11, 2026'],
    ['id-id', 'Asia/Jakarta', '05 Nov 2026', '05 Nov 2026, 11.00'],
  ] as const;
  it.each(cases)('%s', (locale, zone, date, dateTime) => {
    expect(formatDate(instant, locale, zone)).toBe(date);
    expect(formatDateTime(instant, locale, zone)).toBe(dateTime);
  });

  it.each(cases)('%s: both sides of local midnight', (locale, zone) => {
    const offsetHours = zone === 'Asia/Kuala_Lumpur' ? 8 : 7;
    const midnight = Date.UTC(2026, 10, 24, 24 - offsetHours, 0, 0);
    expect(formatDate(midnight - 1, locale, zone)).toMatch(/24/);
    expect(formatDate(midnight, locale, zone)).toMatch(/25/);
  });

  it('a bare language (the console) reads day first, never the US order', () => {
    expect(formatDate(instant, 'en', 'UTC')).toBe('05 Nov 2026');
  });
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

it("formats a time alone on the member's clock, not the browser's", () => {
  expect(formatTime('2026-11-26T08:00:00Z', 'en-my', 'Asia/Kuala_Lumpur')).toBe('16:00');
  expect(formatTime('2026-11-26T16:59:00Z', 'th-th', 'Asia/Bangkok')).toBe('23:59');
  expect(formatTime('2026-11-26T17:00:00Z', 'th-th', 'Asia/Bangkok')).toBe('00:00');
  expect(formatTime('nope', 'en-my', 'UTC')).toBe(DASH);
});

describe('formatIsoDay: a calendar day without a zone', () => {
  it.each([
    ['en-my', '02 Dec 2026'],
    ['zh-my', '2026年12月2日'],
    ['th-th', '02 ธ.ค. 2026'],
  ])('%s', (locale, shown) => {
    expect(formatIsoDay('2026-12-02', locale)).toBe(shown);
  });

  it('shows a dash for anything but yyyy-mm-dd', () => {
    for (const value of ['', '2026-12', 'tomorrow']) expect(formatIsoDay(value, 'en-my')).toBe(DASH);
  });
});

describe("formatTimeZoneName: the zone by its name in the member's language, never its id", () => {
  it.each([
    ['en-my', 'Asia/Kuala_Lumpur', 'Malaysia Time'],
    ['ms-my', 'Asia/Kuala_Lumpur', 'Waktu Malaysia'],
    ['zh-my', 'Asia/Kuala_Lumpur', '马来西亚时间'],
    ['th-th', 'Asia/Bangkok', 'เวลาอินโดจีน'],
    ['vi-vn', 'Asia/Ho_Chi_Minh', 'Giờ Đông Dương'],
    ['id-id', 'Asia/Jakarta', 'Waktu Indonesia Barat'],
  ] as const)('%s %s', (locale, zone, name) => {
    expect(formatTimeZoneName(zone, locale)).toBe(name);
  });

  it("reads an unknown zone as UTC's name rather than throwing or echoing the id", () => {
    expect(formatTimeZoneName('Mars/Olympus', 'en-my')).toBe('GMT+00:00');
  });
});

describe('every language on both sides of midnight in the member’s zone (New Year’s Eve: day, month and year turn)', () => {
  // [locale, zone, hours ahead of UTC, then 23:59:59 and 00:00:00 local as formatDate, formatDateTime, formatTime]
  const cases = [
    ['en-my', 'Asia/Kuala_Lumpur', 8, ['31 Dec 2026', '31 Dec 2026, 23:59', '23:59'], ['01 Jan 2027', '01 Jan 2027, 00:00', '00:00']],
    ['en-sg', 'Asia/Singapore', 8, ['31 Dec 2026', '31 Dec 2026, 23:59', '23:59'], ['01 Jan 2027', '01 Jan 2027, 00:00', '00:00']],
    ['zh-my', 'Asia/Kuala_Lumpur', 8, ['2026年12月31日', '2026年12月31日 23:59', '23:59'], ['2027年1月1日', '2027年1月1日 00:00', '00:00']],
    ['zh-cn', 'Asia/Shanghai', 8, ['2026年12月31日', '2026年12月31日 23:59', '23:59'], ['2027年1月1日', '2027年1月1日 00:00', '00:00']],
    ['ms-my', 'Asia/Kuala_Lumpur', 8, ['31 Dis 2026', '31 Dis 2026, 23:59', '23:59'], ['01 Jan 2027', '01 Jan 2027, 00:00', '00:00']],
    ['th-th', 'Asia/Bangkok', 7, ['31 ธ.ค. 2026', '31 ธ.ค. 2026 23:59', '23:59'], ['01 ม.ค. 2027', '01 ม.ค. 2027 00:00', '00:00']],
    [
      'vi-vn',
      'Asia/Ho_Chi_Minh',
      7,
      ['31 thg 12, 2026', '23:59 31 thg 12, 2026', '23:59'],
      ['01 thg 1, 2027', '00:00 01 thg 1, 2027', '00:00'],
    ],
    ['id-id', 'Asia/Jakarta', 7, ['31 Des 2026', '31 Des 2026, 23.59', '23.59'], ['01 Jan 2027', '01 Jan 2027, 00.00', '00.00']],
  ] as const;

  it('covers every language the site speaks', () => {
    const covered = new Set(cases.map(([locale]) => locale.split('-')[0]));
    expect([...LANGUAGE_CODES].filter((code) => !covered.has(code))).toEqual([]);
  });

  it.each(cases)('%s in %s', (locale, zone, hoursAhead, before, after) => {
    // Local midnight starting 1 Jan 2027 is (24 - offset):00 UTC on 31 Dec 2026.
    const midnight = Date.UTC(2026, 11, 31, 24 - hoursAhead, 0, 0);
    const lastSecond = new Date(midnight - 1000);
    const firstSecond = new Date(midnight);
    expect([formatDate(lastSecond, locale, zone), formatDateTime(lastSecond, locale, zone), formatTime(lastSecond, locale, zone)]).toEqual(
      before,
    );
    expect([
      formatDate(firstSecond, locale, zone),
      formatDateTime(firstSecond, locale, zone),
      formatTime(firstSecond, locale, zone),
    ]).toEqual(after);
    expect([isoDayIn(lastSecond, zone), isoDayIn(firstSecond, zone)]).toEqual(['2026-12-31', '2027-01-01']);
    // The same two instants are both still 31 Dec in UTC: the day shown is the member's, not the server's.
    expect([isoDayIn(lastSecond, 'UTC'), isoDayIn(firstSecond, 'UTC')]).toEqual(['2026-12-31', '2026-12-31']);
  });
});
