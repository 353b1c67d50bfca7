/**
 * Where the platform publishes the static catalogue in public storage (docs/PRODUCT.md §7), and where the
 * site reads it. One place for both, so the keys can never drift apart.
 */
export const staticKeys = {
  version: (env: string) => `${env}/version.json`,
  providers: (env: string, currency: string) => `${env}/${currency}/game/provider.json.gz`,
  category: (env: string, currency: string, category: string) => `${env}/${currency}/game/${category}.json.gz`,
  recommended: (env: string, currency: string) => `${env}/${currency}/game/recommended.json.gz`,
  maintenance: (env: string, currency: string) => `${env}/${currency}/game/maintenance.json`,
  generalInfo: (env: string, currency: string) => `${env}/${currency}/general-info.json`,
  banners: (env: string, currency: string) => `${env}/${currency}/banner.json`,
  contact: (env: string, countryCode: string) => `${env}/contact/${countryCode.toLowerCase()}.json`,
  seoMeta: (env: string, language: string) => `${env}/seo/meta/${language}.json`,
  seoFooter: (env: string) => `${env}/seo/footer.json`,
  seoScript: (env: string) => `${env}/seo/script.json`,
  // The illustrated art's own keys (the text-drawn art before it was under thumbs/ and providers/):
  // an install that had the old art draws the new on its next publish, and no browser keeps the old.
  thumbnail: (env: string, gameId: string) => `${env}/game-art/${gameId}.webp`,
  providerLogo: (env: string, providerId: string) => `${env}/provider-marks/${providerId}.svg`,
} as const;
