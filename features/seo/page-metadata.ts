import 'server-only';
import type { Metadata } from 'next';
import { hreflangOf, pageAlternates } from '@/lib/alternates';
import { assetUrl } from '@/lib/asset-url';
import { siteEnv } from '@/lib/env';
import { getConfig } from '@/lib/site-data';
import { getSeoMeta } from './seo-files';
import { getPageLanguage, getCanonicalOrigin, getSiteSegments } from './site-pages';

export type SeoPage = {
  /** the SEO meta entry: a route id of lib/routes.ts (home, promotions …) or a category type (slots …) */
  key: string;
  /** the entry to use when `key` has none (a category without its own: 'category') */
  fallbackKey?: string;
  /** what follows the language segment: '' for home, '/slots' */
  path: string;
  /** the page's own name (a game, a promotion): the title becomes "{title} | {site}" */
  title?: string;
  description?: string;
  /** the segments the page exists under; every segment of the site when omitted */
  segments?: readonly string[];
};

/**
 * A page's metadata from the published SEO meta of its language (English when the language has no
 * entry): title, description, the canonical URL, hreflang alternates for every segment the page
 * exists under plus x-default, and Open Graph. Whether it may be indexed is the root layout's.
 */
export async function seoMetadata(page: SeoPage): Promise<Metadata> {
  const [{ segment, language, defaultSegment }, origin, config, all] = await Promise.all([
    getPageLanguage(),
    getCanonicalOrigin(),
    getConfig(),
    getSiteSegments(),
  ]);
  const [meta, english] = await Promise.all([getSeoMeta(language), language === 'en' ? null : getSeoMeta('en')]);
  const entry =
    meta[page.key] ??
    (page.fallbackKey ? meta[page.fallbackKey] : undefined) ??
    english?.[page.key] ??
    (page.fallbackKey ? english?.[page.fallbackKey] : undefined);
  const siteTitle = config?.siteTitle ?? '';
  const title = page.title ? [page.title, siteTitle].filter(Boolean).join(' | ') : (entry?.title ?? siteTitle);
  const description = page.description || entry?.description || undefined;
  const segments = page.segments ?? all.map((s) => s.segment);
  const alternates = pageAlternates({ origin, path: page.path, segment, segments, defaultSegment });
  const logoPath = config?.logo.desktop ? assetUrl(siteEnv.PUBLIC_STORAGE_URL, config.logo.desktop) : '';
  const logo = logoPath ? new URL(logoPath, origin).href : undefined;
  return {
    title: { absolute: title },
    description,
    alternates,
    openGraph: {
      type: 'website',
      url: alternates.canonical,
      siteName: siteTitle || undefined,
      title,
      description,
      locale: hreflangOf(segment).replace('-', '_'),
      images: logo ? [{ url: logo }] : undefined,
    },
    twitter: { card: 'summary', title, description },
  };
}
