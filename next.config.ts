import type { NextConfig } from 'next';
import createNextIntlPlugin from 'next-intl/plugin';
import { baseSecurityHeaders } from './lib/security-headers';

const withNextIntl = createNextIntlPlugin('./features/i18n/request.ts');

/** One id per build: inlined into the client and served by /builds/latest.json, so open pages see new deploys. */
const buildId = process.env.BUILD_ID ?? `b${Date.now().toString(36)}`;

const nextConfig: NextConfig = {
  poweredByHeader: false,
  generateBuildId: async () => buildId,
  env: { NEXT_PUBLIC_BUILD_ID: buildId },
  reactStrictMode: true,
  // The platform is a separate program; keep its server-only packages out of the site bundle.
  serverExternalPackages: ['@electric-sql/pglite', 'pg', '@node-rs/argon2'],
  experimental: { optimizePackageImports: ['primereact'] },
  // Next's own files (/_next/…) are not seen by the proxy or a route handler: they get the headers
  // every response carries here. Pages, public files and route handlers set theirs (lib/security-headers).
  async headers() {
    const base = baseSecurityHeaders({ production: process.env.SITE_ENV === 'production', gameOrigins: [] });
    return [{ source: '/_next/:path*', headers: Object.entries(base).map(([key, value]) => ({ key, value })) }];
  },
  // The same lint runs in CI (`npm run lint`); Next 16 no longer lints during build.
  typescript: { ignoreBuildErrors: false },
};

export default withNextIntl(nextConfig);
