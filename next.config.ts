import type { NextConfig } from 'next';
import createNextIntlPlugin from 'next-intl/plugin';
import { resourceHeaderRules } from './lib/security-headers';

const withNextIntl = createNextIntlPlugin({
  requestConfig: './features/i18n/request.ts',
  // messages/*.json are compiled at build time (icu-minify), so the browser gets the small
  // format-only runtime instead of the ICU parser (intl-messageformat, 12 KB gzip of first-load JS).
  // Every message the site formats must come from these files: none is parsed at run time.
  experimental: { messages: { path: './messages', format: 'json', locales: 'infer', precompile: true } },
});

/** One id per build: inlined into the client and served by /builds/latest.json, so open pages see new deploys. */
const buildId = process.env.BUILD_ID ?? `b${Date.now().toString(36)}`;

const nextConfig: NextConfig = {
  poweredByHeader: false,
  // .next/standalone: the site as one folder to run with plain Node behind any ingress (docs/deploy.md).
  output: 'standalone',
  // The ingress compresses: scripts/site-server.ts (brotli or gzip) or nginx (docs/deploy.md).
  compress: false,
  generateBuildId: async () => buildId,
  env: { NEXT_PUBLIC_BUILD_ID: buildId },
  reactStrictMode: true,
  // The platform is a separate program; keep its server-only packages out of the site bundle.
  serverExternalPackages: ['@electric-sql/pglite', 'pg', '@node-rs/argon2'],
  // No `inlineCss`: Next puts inlined styles in the HTML twice or three times (the <style>, and React's
  // flight data, the global sheet twice there): 334 of home's 446 KB. As files they are fetched once,
  // kept for good and shared by every page (docs/page-speed.md, "Page weight").
  experimental: { optimizePackageImports: ['primereact'] },
  // Metadata (title, description, canonical, alternates) always in <head>, for every client: Next
  // would otherwise stream it into <body> when generateMetadata finishes after the shell, which
  // crawlers that do not run scripts, link previews and Lighthouse do not read.
  htmlLimitedBots: /.*/,
  // Paths the proxy does not run for (route handlers, Next's files) get the no-run policy here; the
  // proxy sets the pages' (lib/security-headers). Fixed at build time: the route handlers set the
  // same headers again at run time, so HSTS follows the running SITE_ENV.
  async headers() {
    return resourceHeaderRules({ production: process.env.SITE_ENV === 'production' });
  },
  // Types and lint are their own steps (`npm run typecheck`, `npm run lint`, both in .ci/run before any
  // test): the build does not check the whole tree's types a second time (a minute of each build here).
  typescript: { ignoreBuildErrors: true },
};

export default withNextIntl(nextConfig);
