import { pageAlternates } from './alternates';

/**
 * robots.txt and sitemap.xml (pure). Crawlers may index only when lib/indexing.ts says so; otherwise
 * robots.txt closes everything and the pages carry `noindex`.
 */

/** Paths no crawler needs even on an indexed site: the API, the console, storage uploads, build files. */
const NEVER_CRAWLED = ['/api/', '/console', '/s3/', '/builds/', '/error', '/page-not-found'];

export function robotsTxt(options: { indexable: boolean; origin: string }): string {
  if (!options.indexable) return 'User-agent: *\nDisallow: /\n';
  return [
    'User-agent: *',
    'Allow: /',
    ...NEVER_CRAWLED.map((p) => `Disallow: ${p}`),
    '',
    `Sitemap: ${options.origin.replace(/\/+$/, '')}/sitemap.xml`,
    '',
  ].join('\n');
}

const escapeXml = (text: string) =>
  text.replace(/[<>&'"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c]!);

/**
 * One <url> per page and segment, each listing every segment the same page exists under (and
 * x-default), as search engines ask for localised pages. `pages` maps a segment to its paths.
 */
export function sitemapXml(options: { origin: string; pages: ReadonlyMap<string, readonly string[]>; defaultSegment: string }): string {
  const segmentsOf = new Map<string, string[]>();
  for (const [segment, paths] of options.pages) {
    for (const path of new Set(paths)) segmentsOf.set(path, [...(segmentsOf.get(path) ?? []), segment]);
  }
  const urls: string[] = [];
  for (const [path, segments] of segmentsOf) {
    for (const segment of segments) {
      const { canonical, languages } = pageAlternates({
        origin: options.origin,
        path,
        segment,
        segments,
        defaultSegment: options.defaultSegment,
      });
      const links = Object.entries(languages).map(
        ([hreflang, href]) => `    <xhtml:link rel="alternate" hreflang="${hreflang}" href="${escapeXml(href)}"/>`,
      );
      urls.push(['  <url>', `    <loc>${escapeXml(canonical)}</loc>`, ...links, '  </url>'].join('\n'));
    }
  }
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}
