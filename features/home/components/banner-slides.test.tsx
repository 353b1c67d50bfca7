import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BannerSlides } from './banner-slides';

const labels = {
  region: 'แบนเนอร์',
  prev: 'ก่อนหน้า',
  next: 'ถัดไป',
  goTo: (i: number) => `แบนเนอร์ที่ ${i}`,
  tag: () => 'แนะนำ',
};

describe('BannerSlides', () => {
  it('prints each title over its wordless art, as the name of the slide’s link', () => {
    render(
      <BannerSlides
        storageBase="https://cdn.example/assets/"
        labels={labels}
        slides={[
          { id: 1, title: 'โบนัสต้อนรับสูงสุด 100%', img: 'https://cdn.example/a.webp', href: '/th-th/promotions', label: 'home' },
          { id: 2, title: 'สล็อตนับพันในล็อบบี้เดียว', img: 'https://cdn.example/b.webp', href: null, label: 'slots' },
        ]}
      />,
    );
    const region = screen.getByRole('region', { name: 'แบนเนอร์' });
    expect(within(region).getByRole('link', { name: /^โบนัสต้อนรับสูงสุด 100%/ })).toHaveAttribute('href', '/th-th/promotions');
    expect(within(region).getByText('สล็อตนับพันในล็อบบี้เดียว')).toBeVisible();
    // The art is decoration: the words are the page's, not the image's.
    for (const img of region.querySelectorAll('img')) expect(img).toHaveAttribute('alt', '');
  });
});
