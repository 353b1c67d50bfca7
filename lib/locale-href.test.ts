import { localeHref } from './locale-href';

describe('localeHref', () => {
  it('joins the language segment and a path, a query or nothing', () => {
    expect(localeHref('en-my')).toBe('/en-my');
    expect(localeHref('en-my', '/')).toBe('/en-my');
    expect(localeHref('th-th', '/vip')).toBe('/th-th/vip');
    expect(localeHref('th-th', 'vip')).toBe('/th-th/vip');
    expect(localeHref('en-my', '?action=login')).toBe('/en-my?action=login');
    expect(localeHref('en-my', '/slots?sort=popular')).toBe('/en-my/slots?sort=popular');
  });
});
