import type { CountryItem } from '@/lib/contracts/common';

/**
 * Canonical and hreflang links are absolute: they must name the site's configured origin, never
 * whatever Host (or X-Forwarded-Host) a request arrived with — a forged Host would otherwise be
 * written into the page and any cache in front of it.
 */
const env = vi.hoisted(() => ({
  siteEnv: { SITE_ENV: 'production', SITE_URL: 'https://casino.example' as string | undefined, PUBLIC_STORAGE_URL: '/storage' },
}));
const forged = vi.hoisted(() => ({
  headers: new Headers({ host: 'evil.example', 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'https' }),
}));

vi.mock('server-only', () => ({}));
vi.mock('@/lib/env', () => env);
vi.mock('next/headers', () => ({ headers: async () => forged.headers }));
vi.mock('next-intl/server', () => ({ getLocale: async () => 'en-my' }));
vi.mock('./seo-files', () => ({ getSeoMeta: async () => ({ home: { title: 'Lucky Star', description: 'Play' } }) }));
vi.mock('@/lib/site-data', () => {
  const country = (countryCode: string, languages: Record<string, string>) =>
    ({ countryCode, currency: 'MYR', languages }) as unknown as CountryItem;
  return {
    getConfig: async () => ({ siteTitle: 'Lucky Star', defaultLang: 'en-my', logo: { desktop: 'logo.png' } }),
    getCountries: async () => [country('MY', { en: 'English', ms: 'Melayu' })],
    getCategories: async () => [],
  };
});

const { seoMetadata } = await import('./page-metadata');

const allUrls = (metadata: Awaited<ReturnType<typeof seoMetadata>>) => [
  String(metadata.alternates?.canonical),
  ...Object.values(metadata.alternates?.languages ?? {}).map(String),
  String((metadata.openGraph as { url?: unknown } | undefined)?.url),
];

it('writes canonical, hreflang and Open Graph URLs on SITE_URL, whatever Host the request names', async () => {
  const metadata = await seoMetadata({ key: 'home', path: '' });
  expect(metadata.alternates).toEqual({
    canonical: 'https://casino.example/en-my',
    languages: {
      'en-MY': 'https://casino.example/en-my',
      'ms-MY': 'https://casino.example/ms-my',
      'x-default': 'https://casino.example/en-my',
    },
  });
  for (const url of allUrls(metadata)) expect(url).not.toContain('evil.example');
});

it('uses the request’s own origin only outside production, when no SITE_URL is set', async () => {
  env.siteEnv.SITE_ENV = 'development';
  env.siteEnv.SITE_URL = undefined;
  forged.headers = new Headers({ host: 'localhost:3000' });
  const metadata = await seoMetadata({ key: 'home', path: '/slots' });
  expect(metadata.alternates?.canonical).toBe('http://localhost:3000/en-my/slots');
});
