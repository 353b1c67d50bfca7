import { robotsTxt, sitemapXml } from './crawler-files';
import { isIndexable } from './indexing';

describe('robotsTxt', () => {
  it('closes the whole site unless indexing is allowed', () => {
    expect(robotsTxt({ indexable: false, origin: 'https://casino.example' })).toBe('User-agent: *\nDisallow: /\n');
  });

  it('opens the pages, keeps the API and console out and names the sitemap when indexing is allowed', () => {
    const text = robotsTxt({ indexable: true, origin: 'https://casino.example/' });
    expect(text).toMatch(/^User-agent: \*\nAllow: \/\n/);
    expect(text).toContain('Disallow: /api/\n');
    expect(text).toContain('Disallow: /console\n');
    expect(text).not.toMatch(/^Disallow: \/$/m);
    expect(text).toContain('Sitemap: https://casino.example/sitemap.xml');
  });

  it('follows the indexing decision: production, whitelisted, index on', () => {
    const whitelist = [{ domain: 'casino.example', index: true }];
    const decide = (env: string, host: string) => robotsTxt({ indexable: isIndexable(env, host, whitelist), origin: `https://${host}` });
    expect(decide('production', 'casino.example')).toContain('Allow: /');
    expect(decide('staging', 'casino.example')).toBe('User-agent: *\nDisallow: /\n');
    expect(decide('production', 'mirror.example')).toBe('User-agent: *\nDisallow: /\n');
  });
});

describe('sitemapXml', () => {
  it('lists each page under each segment with the segments it shares, and escapes URLs', () => {
    const xml = sitemapXml({
      origin: 'https://casino.example',
      defaultSegment: 'en-my',
      pages: new Map([
        ['en-my', ['', '/slots', '/promotions/7']],
        ['th-th', ['', '/slots']],
      ]),
    });
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<urlset')).toBe(true);
    expect(xml.match(/<url>/g)).toHaveLength(5);
    expect(xml).toContain('<loc>https://casino.example/th-th/slots</loc>');
    expect(xml).toContain('<xhtml:link rel="alternate" hreflang="th-TH" href="https://casino.example/th-th/slots"/>');
    expect(xml).toContain('<xhtml:link rel="alternate" hreflang="x-default" href="https://casino.example/en-my"/>');
    // A promotion only the MYR site has names no Thai alternate.
    const promotion = xml.split('<url>').find((u) => u.includes('<loc>https://casino.example/en-my/promotions/7</loc>'))!;
    expect(promotion).not.toContain('th-TH');
    expect(sitemapXml({ origin: 'https://a.example', defaultSegment: 'en-my', pages: new Map([['en-my', ['/q?a=1&b=2']]]) })).toContain(
      '/en-my/q?a=1&amp;b=2',
    );
  });
});
