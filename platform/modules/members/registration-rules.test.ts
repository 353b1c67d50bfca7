import { isValidMobile, resolveLanguage, type CountryRules } from './registration-rules';

const my: CountryRules = {
  code: 'MY',
  enabled: true,
  dialCode: '60',
  mobilenoLength: 10,
  languages: [
    { code: 'en', name: 'English' },
    { code: 'zh', name: '中文' },
  ],
};

describe('isValidMobile', () => {
  it('accepts the country dial code with exactly its number length', () => {
    expect(isValidMobile('60-0123456789', my)).toBe(true);
  });
  it.each(['65-0123456789', '60-012345678', '60-01234567890', '600123456789', '60-01234a6789'])('refuses %s', (m) => {
    expect(isValidMobile(m, my)).toBe(false);
  });
});

describe('resolveLanguage', () => {
  it('accepts an offered base language or its segment for this country', () => {
    expect(resolveLanguage('zh', my)).toBe('zh');
    expect(resolveLanguage('EN-my', my)).toBe('en');
  });
  it('refuses a language the country does not offer, or another country segment', () => {
    expect(resolveLanguage('th', my)).toBeUndefined();
    expect(resolveLanguage('en-th', my)).toBeUndefined();
  });
});
