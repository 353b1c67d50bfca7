import { z } from 'zod';

/** The site's server-side environment, read and validated once (one module per program). */
const schema = z.object({
  API_UPSTREAM_URL: z.string().url().default('http://127.0.0.1:4000'),
  /** 'production' enables search-engine indexing for whitelisted domains (docs/PRODUCT.md §5). */
  SITE_ENV: z.enum(['development', 'staging', 'production']).default('development'),
  /**
   * The site's own origin (https://casino.example): canonical, hreflang, sitemap and robots.txt
   * URLs are written on it, never on the Host a request names. Required in production; elsewhere,
   * unset, those URLs follow the request (localhost, a preview host).
   */
  SITE_URL: z
    .string()
    .trim()
    .regex(/^https?:\/\/[^/\s?#@]+\/?$/, 'must be an origin like https://casino.example')
    .transform((url) => new URL(url).origin)
    .optional(),
  /** the site title that shows the live-chat widget in production: the default of the operator's setting (docs/chat.md) */
  LIVE_CHAT_SITE_TITLE: z.string().default(''),
  /** how long the proxy trusts cached countries/config/categories, in ms */
  SITE_DATA_TTL_MS: z.coerce.number().int().min(0).default(30_000),
  /**
   * Proxies (IPs and CIDRs, comma-separated) whose X-Forwarded-For the site's server believes;
   * the right-most address not in the list is the client. Default: loopback only.
   */
  TRUSTED_PROXIES: z.string().default('127.0.0.0/8, ::1'),
  /** The largest /api request body the proxy passes on (bytes); the platform has the same cap. */
  API_BODY_LIMIT_BYTES: z.coerce
    .number()
    .int()
    .min(1024)
    .default(1024 * 1024),
  /** Where the site's server reads public storage (the static catalogue); `npm start` points it at the embedded one. */
  STORAGE_URL: z.string().url().default('http://127.0.0.1:4569/public'),
  /** How browsers reach public storage: '/storage' (served by the site from STORAGE_URL) or a CDN URL. */
  PUBLIC_STORAGE_URL: z.string().min(1).default('/storage'),
  /** Operator origins allowed to show the site in an iframe (preview), comma-separated. */
  PREVIEW_ORIGINS: z.string().default(''),
  /** Realtime origins the browser may open sockets to besides the site (Pusher: wss://ws-ap1.pusher.com), comma-separated. */
  REALTIME_ORIGINS: z.string().default(''),
  /**
   * The translation tool's in-context script (off when empty), e.g.
   * `https://cdn.example/tool@{version}/in-context.js`; `{version}` becomes the pinned 5.32.0.
   */
  TRANSLATION_TOOL_URL: z.string().default(''),
  /** Game provider origins the game page may embed, comma-separated (`npm start` adds the demo provider's). */
  GAME_ORIGINS: z.string().default(''),
  /** The {env} segment of the static catalogue keys (docs/PRODUCT.md §7); the platform's CATALOG_ENV. */
  CATALOG_ENV: z
    .string()
    .regex(/^[a-z0-9-]+$/)
    .default('live'),
});

export type SiteEnv = z.infer<typeof schema>;

/** Throws (the site refuses to start) on a bad value, or on production without SITE_URL. */
export function parseSiteEnv(source: Record<string, string | undefined>): SiteEnv {
  // An empty value (`SITE_URL=` in a .env file) means unset.
  const env = schema.parse({ ...source, SITE_URL: source.SITE_URL?.trim() || undefined });
  if (env.SITE_ENV === 'production' && !env.SITE_URL) {
    throw new Error(
      'Refusing to start in production (SITE_ENV=production): SITE_URL is not set. Set it to the site’s own origin (e.g. https://casino.example): canonical and hreflang links are written on it.',
    );
  }
  return env;
}

export const siteEnv: SiteEnv = parseSiteEnv(process.env);
