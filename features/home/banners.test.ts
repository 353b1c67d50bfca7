import { describe, expect, it } from 'vitest';
import { bannerHref, bannerLabelKey, bannerSlides, bannerTypeLabel, slideHref } from './banners';

describe('bannerTypeLabel', () => {
  it('maps fish, live and promotions to their labels (docs/PRODUCT.md §9)', () => {
    expect(bannerTypeLabel('fish')).toBe('fishing');
    expect(bannerTypeLabel('live')).toBe('live casino');
    expect(bannerTypeLabel('promotions')).toBe('promotion');
    expect(bannerTypeLabel('slots')).toBe('slots');
  });

  it("prefers the operator's constants", () => {
    expect(bannerTypeLabel('fish', [{ label: 'fish hunter', value: 'fish' }])).toBe('fish hunter');
    expect(bannerLabelKey('live casino')).toBe('banner_type_live_casino');
  });
});

describe('bannerHref', () => {
  it('puts site paths under the page language', () => {
    expect(bannerHref('th-th', '/slots')).toBe('/th-th/slots');
    expect(bannerHref('th-th', '/en-my/promotions?x=1')).toBe('/th-th/promotions?x=1');
    expect(bannerHref('en-my', '/')).toBe('/en-my');
  });

  it('refuses links that leave the site', () => {
    expect(bannerHref('en-my', 'https://evil.test/')).toBeNull();
    expect(bannerHref('en-my', '//evil.test')).toBeNull();
    expect(bannerHref('en-my', 'javascript:alert(1)')).toBeNull();
    expect(bannerHref('en-my', '')).toBeNull();
  });
});

describe('bannerSlides', () => {
  it('orders by priority and titles in the language with en fallback', () => {
    const banners = [
      { id: 2, type: 'live', title: JSON.stringify({ en: 'Live', th: 'สด' }), img: 'b.png', link: '/live-casino', priority: 2 },
      { id: 1, type: 'fish', title: JSON.stringify({ en: 'Fish' }), img: 'a.png', link: '/fishing', priority: 1 },
    ];
    expect(bannerSlides(banners, 'th-th', 'th')).toEqual([
      { id: 1, title: 'Fish', img: 'a.png', href: '/th-th/fishing', label: 'fishing' },
      { id: 2, title: 'สด', img: 'b.png', href: '/th-th/live-casino', label: 'live casino' },
    ]);
  });
});

describe('promotion banners', () => {
  it('open the promotions page of the page language, whatever their link', () => {
    expect(slideHref('th-th', 'promotion', '/promotions/7')).toBe('/th-th/promotions');
    expect(slideHref('en-my', 'promotion', 'https://elsewhere.test')).toBe('/en-my/promotions');
    expect(slideHref('en-my', 'slots', '/slots')).toBe('/en-my/slots');
    const banners = [{ id: 3, type: 'promotions', title: JSON.stringify({ en: 'Promo' }), img: 'p.png', link: '', priority: 1 }];
    expect(bannerSlides(banners, 'en-my', 'en')[0]).toMatchObject({ label: 'promotion', href: '/en-my/promotions' });
    expect(bannerSlides(banners, 'en-my', 'en', [{ label: 'promotion', value: 'promotions' }])[0]?.href).toBe('/en-my/promotions');
  });
});
