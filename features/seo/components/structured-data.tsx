import 'server-only';
import { headers } from 'next/headers';
import { hreflangOf, pageUrl } from '@/lib/alternates';
import { assetUrl } from '@/lib/asset-url';
import { siteEnv } from '@/lib/env';
import { getConfig } from '@/lib/site-data';
import { nonceOf } from '../script-snippet';
import { getPageLanguage, getCanonicalOrigin } from '../site-pages';

/**
 * schema.org data for the home page: the organisation (name, URL, logo) and the web site (name,
 * URL, language). JSON in a non-executable script; it carries the nonce all the same, so a strict
 * CSP reporting tool finds nothing without one. `<` is escaped so the JSON cannot close the tag.
 */
export async function StructuredData() {
  const [config, origin, { segment }, requestHeaders] = await Promise.all([
    getConfig(),
    getCanonicalOrigin(),
    getPageLanguage(),
    headers(),
  ]);
  if (!config) return null;
  const home = pageUrl(origin, segment, '');
  const logoPath = assetUrl(siteEnv.PUBLIC_STORAGE_URL, config.logo.desktop);
  const data = {
    '@context': 'https://schema.org',
    '@graph': [
      {
        '@type': 'Organization',
        '@id': `${origin}/#organization`,
        name: config.siteTitle,
        url: `${origin}/`,
        ...(logoPath ? { logo: new URL(logoPath, origin).href } : {}),
      },
      {
        '@type': 'WebSite',
        '@id': `${origin}/#website`,
        name: config.siteTitle,
        url: home,
        inLanguage: hreflangOf(segment),
        publisher: { '@id': `${origin}/#organization` },
      },
    ],
  };
  return (
    <script
      type="application/ld+json"
      nonce={nonceOf(requestHeaders.get('content-security-policy'))}
      dangerouslySetInnerHTML={{ __html: JSON.stringify(data).replace(/</g, '\\u003c') }}
    />
  );
}
