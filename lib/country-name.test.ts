import { countryName } from './country-name';

it('names a country in the page’s language', () => {
  expect(countryName('TH', 'en-my', 'Thailand')).toBe('Thailand');
  expect(countryName('th', 'th-th', 'Thailand')).toBe('ไทย');
  expect(countryName('MY', 'zh-my', 'Malaysia')).toBe('马来西亚');
  expect(countryName('VN', 'vi-vn', 'Vietnam')).toBe('Việt Nam');
});

it('falls back to the platform’s name for a code or locale Intl cannot use', () => {
  expect(countryName('XX', 'en', 'Nowhere')).toBe('Nowhere');
  expect(countryName('not a code', 'en', 'Somewhere')).toBe('Somewhere');
  expect(countryName('TH', 'not a locale!', 'Thailand')).toBe('Thailand');
});
