/**
 * Where each kind of content shows on the member site, as a preview address: a language segment
 * of a country that uses the content's currency (or is the content's country), in the language
 * being edited when that country speaks it, and `preview=true`.
 */
export type SiteCountry = { countryCode: string; currency: string; languages: readonly string[] };

export function siteSegment(
  countries: readonly SiteCountry[],
  want: { currency?: string | null; country?: string; language?: string },
): string | null {
  const fits = countries.filter(
    (c) => (!want.country || c.countryCode === want.country.toUpperCase()) && (!want.currency || c.currency === want.currency),
  );
  const country = fits.find((c) => want.language && c.languages.includes(want.language)) ?? fits[0];
  if (!country) return null;
  const language = want.language && country.languages.includes(want.language) ? want.language : (country.languages[0] ?? 'en');
  return `${language}-${country.countryCode.toLowerCase()}`;
}

/** `/en-my/help-center/faq?preview=true`; null when no country fits. */
export function previewUrl(segment: string | null, path: string): string | null {
  if (!segment) return null;
  const [pathname, query] = path.split('?');
  return `/${segment}${pathname === '/' ? '' : pathname}?${query ? `${query}&` : ''}preview=true`;
}
