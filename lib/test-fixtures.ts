import type { CountryItem } from './contracts/common';

/** Countries as the platform seeds them; for unit tests of the pure rules. */
export const COUNTRIES: CountryItem[] = [
  {
    country: 'Malaysia',
    countryCode: 'MY',
    currency: 'MYR',
    language: 'en',
    languages: { en: 'English', zh: '中文', ms: 'Bahasa Melayu' },
    mobileno_length: 10,
    input_decimal: 2,
    dialCode: '60',
    timeZone: 'Asia/Kuala_Lumpur',
  },
  {
    country: 'Singapore',
    countryCode: 'SG',
    currency: 'SGD',
    language: 'en',
    languages: { en: 'English', zh: '中文' },
    mobileno_length: 8,
    input_decimal: 2,
    dialCode: '65',
    timeZone: 'Asia/Singapore',
  },
  {
    country: 'Thailand',
    countryCode: 'TH',
    currency: 'THB',
    language: 'th',
    languages: { th: 'ไทย', en: 'English' },
    mobileno_length: 9,
    input_decimal: 2,
    dialCode: '66',
    timeZone: 'Asia/Bangkok',
  },
  {
    country: 'Vietnam',
    countryCode: 'VN',
    currency: 'VND',
    language: 'vi',
    languages: { vi: 'Tiếng Việt', en: 'English' },
    mobileno_length: 9,
    input_decimal: 0,
    dialCode: '84',
    timeZone: 'Asia/Ho_Chi_Minh',
  },
];
