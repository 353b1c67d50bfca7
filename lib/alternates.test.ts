import { hreflangOf, pageAlternates, pageUrl } from './alternates';

describe('hreflangOf', () => {
  it('writes the segment as language-REGION', () => {
    expect(hreflangOf('en-my')).toBe('en-MY');
    expect(hreflangOf('zh-sg')).toBe('zh-SG');
    expect(hreflangOf('th')).toBe('th');
  });
});

describe('pageAlternates', () => {
  const base = { origin: 'https://casino.example/', defaultSegment: 'en-my' };

  it('names every segment of the page and x-default, the canonical being this segment', () => {
    const result = pageAlternates({ ...base, path: '/slots', segment: 'th-th', segments: ['en-my', 'zh-my', 'th-th'] });
    expect(result).toEqual({
      canonical: 'https://casino.example/th-th/slots',
      languages: {
        'en-MY': 'https://casino.example/en-my/slots',
        'zh-MY': 'https://casino.example/zh-my/slots',
        'th-TH': 'https://casino.example/th-th/slots',
        'x-default': 'https://casino.example/en-my/slots',
      },
    });
  });

  it('writes home without a trailing slash, adds the own segment, and falls back to the first segment for x-default', () => {
    const result = pageAlternates({ ...base, path: '', segment: 'vi-vn', segments: ['th-th'] });
    expect(result.canonical).toBe('https://casino.example/vi-vn');
    expect(result.languages).toEqual({
      'th-TH': 'https://casino.example/th-th',
      'vi-VN': 'https://casino.example/vi-vn',
      'x-default': 'https://casino.example/th-th',
    });
    expect(pageUrl('http://localhost:3000', 'en-my', '/')).toBe('http://localhost:3000/en-my');
  });
});
