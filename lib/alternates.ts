/**
 * Canonical URLs and `hreflang` alternates (pure). A page exists under some language segments
 * (`en-my`, `th-th`, …); each one names the others, and `x-default` is the site's default segment
 * (or the first one offering the page) for searchers whose language the site has not.
 */

/** `en-my` → `en-MY`, the BCP 47 form search engines expect in hreflang. */
export function hreflangOf(segment: string): string {
  const [language = '', country] = segment.split('-');
  return country ? `${language.toLowerCase()}-${country.toUpperCase()}` : language.toLowerCase();
}

/** The page's URL under a segment: `path` is what follows the segment ('' for home, '/slots'). */
export function pageUrl(origin: string, segment: string, path: string): string {
  return `${origin.replace(/\/+$/, '')}/${segment}${path === '/' ? '' : path}`;
}

export type PageAlternates = { canonical: string; languages: Record<string, string> };

export function pageAlternates(options: {
  origin: string;
  /** what follows the segment: '' for home, '/slots', '/promotions/12' */
  path: string;
  /** this request's segment */
  segment: string;
  /** every segment the page exists under (this one is added if missing) */
  segments: readonly string[];
  defaultSegment: string;
}): PageAlternates {
  const { origin, path, segment } = options;
  const segments = [...new Set([...options.segments, segment])];
  const languages: Record<string, string> = {};
  for (const s of segments) languages[hreflangOf(s)] = pageUrl(origin, s, path);
  const fallback = segments.includes(options.defaultSegment) ? options.defaultSegment : segments[0]!;
  languages['x-default'] = pageUrl(origin, fallback, path);
  return { canonical: pageUrl(origin, segment, path), languages };
}
