import { previewUrl, siteSegment } from './preview-paths';

const countries = [
  { countryCode: 'MY', currency: 'MYR', languages: ['en', 'ms', 'zh'] },
  { countryCode: 'TH', currency: 'THB', languages: ['th', 'en'] },
];

describe('preview paths', () => {
  it('picks a country of the currency, in the edited language when it speaks it', () => {
    expect(siteSegment(countries, { currency: 'THB', language: 'th' })).toBe('th-th');
    expect(siteSegment(countries, { currency: 'THB', language: 'ms' })).toBe('th-th');
    expect(siteSegment(countries, { currency: 'MYR', language: 'zh' })).toBe('zh-my');
    expect(siteSegment(countries, { currency: null, language: 'th' })).toBe('th-th');
    expect(siteSegment(countries, { country: 'my' })).toBe('en-my');
    expect(siteSegment(countries, { currency: 'SGD' })).toBeNull();
  });

  it('adds preview=true to the page, keeping its own query', () => {
    expect(previewUrl('en-my', '/')).toBe('/en-my?preview=true');
    expect(previewUrl('en-my', '/help-center/faq')).toBe('/en-my/help-center/faq?preview=true');
    expect(previewUrl('en-my', '/?action=contact-us')).toBe('/en-my?action=contact-us&preview=true');
    expect(previewUrl(null, '/')).toBeNull();
  });
});
