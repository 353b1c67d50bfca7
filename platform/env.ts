import { randomBytes } from 'node:crypto';
import { z } from 'zod';
import { SECRETS, type GivenSecrets } from './production-secrets';

/**
 * The platform's environment, read and validated in one place. Everything else
 * receives a `PlatformEnv` so tests can pass their own values instead of mutating
 * process.env.
 *
 * Production is SITE_ENV=production (the deployment setting the site reads too); NODE_ENV is
 * only the build mode — `npm start` runs a production build of the demo casino.
 */
export const DEV_OPERATOR_KEY = 'dev-operator-key';
export const DEV_PROVIDER_SECRET = 'dev-provider-secret';
export const DEV_SESSION_SECRET = 'dev-session-secret';
/** The demo payment gateway's confirmation secret outside production (production: DEMO_PAY_SECRET, async mode). */
export const DEV_DEMO_PAY_SECRET = 'dev-demo-pay-secret';
/** The embedded realtime server's development app (Pusher-style id, key and secret). */
export const DEV_REALTIME_APP = { appId: 'lucky-star', key: 'lucky-star-key', secret: 'dev-realtime-secret' } as const;
/** s3rver's fixed key id, the default for the embedded storage (an id, not a secret). */
const EMBEDDED_S3_ACCESS_KEY_ID = 'S3RVER';

const int = (fallback: number, min = 1) => z.coerce.number().int().min(min).default(fallback);

// Env values are strings; "true"/"1"/"yes" turn a flag on, anything else off.
const flag = z
  .string()
  .trim()
  .toLowerCase()
  .transform((v) => v === 'true' || v === '1' || v === 'yes')
  .optional();

const optionalString = z.string().trim().optional();

const rawEnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  SITE_ENV: z.enum(['development', 'staging', 'production']).default('development'),
  /** Production only: also seed the demo members, their balances, the demo gateway and demo banks. */
  DEMO_CONTENT: flag,
  SESSION_SECRET: optionalString,
  PLATFORM_HOST: z.string().trim().min(1).default('127.0.0.1'),
  PLATFORM_PORT: int(4000, 0).pipe(z.number().max(65535)),
  DATABASE_URL: optionalString.pipe(
    z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL')
      .optional(),
  ),
  DATA_DIR: z.string().trim().min(1).default('.data'),
  COOKIE_SECURE: flag,
  SESSION_IDLE_MINUTES: int(30),
  SESSION_ABSOLUTE_HOURS: int(12),
  STAFF_SESSION_IDLE_MINUTES: int(30),
  STAFF_SESSION_ABSOLUTE_HOURS: int(10),
  OPERATOR_KEY: optionalString,
  LOGIN_MAX_FAILS_PER_ACCOUNT: int(5),
  LOGIN_MAX_FAILS_PER_IP: int(20),
  LOGIN_WINDOW_MINUTES: int(15),
  API_BODY_LIMIT_BYTES: int(1024 * 1024, 1024),
  TRUSTED_PROXIES: z.string().trim().default('127.0.0.0/8, ::1'),
  MAX_PENDING_DEPOSITS: int(3),
  /** How often the platform sweeps expired bonuses (each member's own is also expired on sight). */
  BONUS_EXPIRY_SWEEP_SECONDS: int(60),
  /** A round open (bet taken, no win or rollback) longer than this is asked about with the provider's round status call. */
  ROUND_SWEEP_AFTER_SECONDS: int(300),
  /** How often the platform sweeps open rounds (also once at start). */
  ROUND_SWEEP_INTERVAL_SECONDS: int(60),
  /** Loyalty days (daily tasks, turnover days) start at local midnight of this UTC offset, in hours. */
  LOYALTY_DAY_OFFSET_HOURS: z.coerce.number().int().min(-12).max(14).default(8),
  AVAILABILITY_MAX_PER_IP: int(30),
  AVAILABILITY_WINDOW_MINUTES: int(15),
  REGISTER_MAX_PER_IP: int(10),
  REGISTER_WINDOW_MINUTES: int(60),
  UPLOAD_CREDENTIALS_PER_DAY: int(50),
  UPLOAD_BYTES_PER_DAY: int(100 * 1024 * 1024),
  // Object storage: an S3 endpoint, or (unset) the embedded S3-compatible server under DATA_DIR/s3.
  S3_ENDPOINT: optionalString,
  S3_REGION: z.string().trim().min(1).default('us-east-1'),
  S3_ACCESS_KEY_ID: optionalString,
  S3_SECRET_ACCESS_KEY: optionalString,
  S3_PUBLIC_BUCKET: z.string().trim().min(1).default('public'),
  S3_PRIVATE_BUCKET: z.string().trim().min(1).default('private'),
  EMBEDDED_S3_PORT: int(4569, 0).pipe(z.number().max(65535)),
  // Set by the cluster's primary for its workers: the one embedded S3 server it runs for them all, and its secret.
  EMBEDDED_S3_ENDPOINT: optionalString,
  EMBEDDED_S3_SECRET: optionalString,
  /** How browsers reach the public bucket (the site serves /storage from it by default). */
  PUBLIC_STORAGE_URL: z.string().trim().min(1).default('/storage'),
  /** The {env} segment of the static catalogue keys (docs/PRODUCT.md §7). */
  CATALOG_ENV: z
    .string()
    .trim()
    .regex(/^[a-z0-9-]+$/)
    .default('live'),
  // Mail: a real SMTP host, or (unset) the embedded SMTP server that keeps messages in the outbox table.
  SMTP_HOST: optionalString,
  SMTP_PORT: int(587).pipe(z.number().max(65535)),
  SMTP_SECURE: flag,
  SMTP_USER: optionalString,
  SMTP_PASSWORD: optionalString,
  MAIL_FROM: z.string().trim().min(3).default('Lucky Star <no-reply@luckystar.example>'),
  EMBEDDED_SMTP_PORT: int(2525, 0).pipe(z.number().max(65535)),
  /** The channels a member may reset a password by (comma-separated: email, sms); production defaults to none. */
  FORGOT_PASSWORD_METHODS: z
    .string()
    .trim()
    .regex(/^((email|sms)(\s*,\s*(email|sms))*)?$/, 'a comma-separated list of email and sms')
    .optional(),
  PASSWORD_RESET_MAX_PER_IP: int(10),
  PASSWORD_RESET_MAX_PER_ACCOUNT: int(3),
  PASSWORD_RESET_WINDOW_MINUTES: int(60),
  // The embedded demo game provider: its own origin (port), and the secret of its launch tokens and wallet callbacks.
  PROVIDER_HOST: z.string().trim().min(1).default('127.0.0.1'),
  PROVIDER_PORT: int(4001, 0).pipe(z.number().max(65535)),
  PROVIDER_PUBLIC_URL: optionalString,
  PROVIDER_SECRET: optionalString,
  GAME_TOKEN_TTL_SECONDS: int(120),
  /** A pending gateway deposit closes for the member after this long (a late confirmation still credits it). */
  GATEWAY_DEPOSIT_MINUTES: int(30),
  /** The demo gateway (demo content only): instant credits at once; async confirms through POST /gateway/demo-pay/confirm. */
  DEMO_PAY_MODE: z.enum(['instant', 'async']).default('instant'),
  DEMO_PAY_SECRET: optionalString,
  /** async: how long after a deposit starts the demo gateway sends its confirmation. */
  DEMO_PAY_CONFIRM_DELAY_MS: int(1500, 0),
  /** The site origins that may frame the demo games and receive their balance messages, comma-separated (`npm start` sets its own). */
  SITE_ORIGINS: z
    .string()
    .trim()
    .default('http://localhost:3000, http://127.0.0.1:3000')
    .transform((list) =>
      list
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean),
    )
    .pipe(z.array(z.string().regex(/^https?:\/\/[^/\s]+\/?$/, 'must be origins like https://casino.example'))),
  // Realtime (docs/realtime.md): the embedded Pusher-protocol server, or Pusher / Soketi with PUSHER_HOST or PUSHER_CLUSTER.
  PUSHER_APP_ID: optionalString,
  PUSHER_KEY: optionalString,
  PUSHER_SECRET: optionalString,
  PUSHER_CLUSTER: optionalString,
  PUSHER_HOST: optionalString,
  PUSHER_PORT: z.coerce.number().int().min(1).max(65535).optional(),
  PUSHER_USE_TLS: flag,
  /** Where browsers open the socket when it is not the site's own origin (`/realtime`), e.g. ws://127.0.0.1:4000 under next dev. */
  REALTIME_PUBLIC_URL: optionalString.pipe(
    z
      .string()
      .regex(/^wss?:\/\/[^/\s]+$/, 'must be a ws:// or wss:// origin')
      .optional(),
  ),
  REALTIME_ACTIVITY_TIMEOUT_SECONDS: int(120),
  REALTIME_PONG_TIMEOUT_SECONDS: int(30),
  REALTIME_MAX_EVENT_BYTES: int(10 * 1024, 256),
  REALTIME_MAX_CHANNELS_PER_EVENT: int(100),
  REALTIME_TIMESTAMP_WINDOW_SECONDS: int(600),
});

export type PlatformEnv = {
  nodeEnv: 'development' | 'production' | 'test';
  siteEnv: 'development' | 'staging' | 'production';
  /** SITE_ENV=production: demo parts are off unless demoContent, and real secrets are required. */
  production: boolean;
  /** Demo members with balances, the demo payment gateway and demo operator banks. */
  demoContent: boolean;
  /** HMAC key of the stored session-token digests. */
  sessionSecret: string;
  /** The secret variables exactly as given (unset → undefined), for the production check. */
  givenSecrets: GivenSecrets;
  host: string;
  port: number;
  databaseUrl: string | undefined;
  dataDir: string;
  /** Where PGlite keeps its files when no DATABASE_URL is given. */
  pgliteDir: string;
  cookieSecure: boolean;
  sessionIdleMinutes: number;
  sessionAbsoluteHours: number;
  /** Console sessions: idle and absolute limits (shorter than a member's working day allows). */
  staffSessionIdleMinutes: number;
  staffSessionAbsoluteHours: number;
  operatorKey: string;
  /** True when OPERATOR_KEY was not set and the well-known dev value is in use. */
  operatorKeyIsDefault: boolean;
  loginMaxFailsPerAccount: number;
  loginMaxFailsPerIp: number;
  loginWindowMinutes: number;
  /** Who may tell the platform the client's address in X-Forwarded-For: the site's hosts (IPs/CIDRs). */
  trustedProxies: string[];
  /** Bank-transfer deposits one member may have waiting for an operator at once. */
  maxPendingDeposits: number;
  /** Seconds between two sweeps of expired bonuses. */
  bonusExpirySweepSeconds: number;
  /** Seconds a round stays open before the sweep asks its provider about it. */
  roundSweepAfterSeconds: number;
  /** Seconds between two sweeps of open rounds. */
  roundSweepIntervalSeconds: number;
  /** The UTC offset (hours) whose local midnight starts a loyalty day: daily tasks reset then. */
  loyaltyDayOffsetHours: number;
  /** The largest API request body (bytes), like the site proxy's cap. */
  apiBodyLimitBytes: number;
  /** auth/check-username answers per client IP and window (they reveal who is a member). */
  availabilityMaxPerIp: number;
  availabilityWindowMinutes: number;
  /** auth/register attempts per client IP and window. */
  registerMaxPerIp: number;
  registerWindowMinutes: number;
  /** common/sts-token credentials and uploaded bytes per member per day. */
  uploadCredentialsPerDay: number;
  uploadBytesPerDay: number;
  s3: {
    /** undefined: start the embedded S3-compatible server */
    endpoint: string | undefined;
    region: string;
    accessKeyId: string;
    secretAccessKey: string;
    publicBucket: string;
    privateBucket: string;
    embeddedPort: number;
    /** a cluster worker's: the embedded server its primary runs for all workers */
    sharedEmbeddedEndpoint: string | undefined;
  };
  publicStorageUrl: string;
  catalogEnv: string;
  mail: {
    /** undefined: the embedded SMTP server on 127.0.0.1:embeddedPort, whose messages land in the outbox */
    smtpHost: string | undefined;
    smtpPort: number;
    smtpSecure: boolean;
    smtpUser: string | undefined;
    smtpPassword: string | undefined;
    from: string;
    embeddedPort: number;
  };
  /** password-reset channels (common/dashboard's forgotPasswordSendMethod) and their throttle */
  passwordReset: { methods: ('email' | 'sms')[]; maxPerIp: number; maxPerAccount: number; windowMinutes: number };
  /** Minutes a pending gateway deposit waits for its confirmation before it closes for the member. */
  gatewayDepositMinutes: number;
  /** The demo payment gateway (offered with demo content only). */
  demoPay: { mode: 'instant' | 'async'; secret: string; confirmDelayMs: number };
  provider: {
    host: string;
    port: number;
    publicUrl: string | undefined;
    secret: string;
    tokenTtlSeconds: number;
    /** Site origins that may frame the games and receive their balance messages. */
    siteOrigins: string[];
  };
  realtime: RealtimeEnv;
};

/** The realtime service: the embedded Pusher-protocol server (default) or an external Pusher / Soketi. */
export type RealtimeEnv = {
  /** False when PUSHER_HOST or PUSHER_CLUSTER names an external service: then nothing is embedded. */
  embedded: boolean;
  appId: string;
  key: string;
  secret: string;
  /** Pusher's cluster (ap1) when the service is Pusher itself. */
  cluster: string | undefined;
  /** Soketi (or another Pusher-protocol server): its host, port and TLS. */
  host: string | undefined;
  port: number | undefined;
  useTLS: boolean;
  /** Where browsers open the embedded server's socket; undefined: the site's own origin under /realtime. */
  publicUrl: string | undefined;
  activityTimeoutSeconds: number;
  pongTimeoutSeconds: number;
  maxEventBytes: number;
  maxChannelsPerEvent: number;
  timestampWindowSeconds: number;
  /** Browser origins whose sockets the embedded server accepts (SITE_ORIGINS). */
  allowedOrigins: string[];
};

/** Parses an env object (process.env or a test's own); throws a readable error on bad values. */
export function parseEnv(source: Record<string, string | undefined>): PlatformEnv {
  // An empty value (`PLATFORM_PORT=` in a .env file) means "use the default".
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, v]) => v !== undefined && v.trim() !== ''));
  const parsed = rawEnvSchema.safeParse(cleaned);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid platform environment:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const production = e.SITE_ENV === 'production';
  return {
    nodeEnv: e.NODE_ENV,
    siteEnv: e.SITE_ENV,
    production,
    demoContent: production ? e.DEMO_CONTENT === true : true,
    sessionSecret: e.SESSION_SECRET ?? DEV_SESSION_SECRET,
    givenSecrets: Object.fromEntries(
      SECRETS.map((rule) => [rule.name, cleaned[rule.name]]).concat([
        ['S3_ENDPOINT', cleaned.S3_ENDPOINT],
        ['SMTP_HOST', cleaned.SMTP_HOST],
        ['DEMO_CONTENT', cleaned.DEMO_CONTENT],
        ['DEMO_PAY_MODE', cleaned.DEMO_PAY_MODE],
      ]),
    ),
    host: e.PLATFORM_HOST,
    port: e.PLATFORM_PORT,
    databaseUrl: e.DATABASE_URL,
    dataDir: e.DATA_DIR,
    pgliteDir: `${e.DATA_DIR.replace(/\/+$/, '')}/pglite`,
    // Browsers drop Secure cookies on plain http://localhost, so only production defaults to Secure.
    cookieSecure: e.COOKIE_SECURE ?? production,
    sessionIdleMinutes: e.SESSION_IDLE_MINUTES,
    sessionAbsoluteHours: e.SESSION_ABSOLUTE_HOURS,
    staffSessionIdleMinutes: e.STAFF_SESSION_IDLE_MINUTES,
    staffSessionAbsoluteHours: e.STAFF_SESSION_ABSOLUTE_HOURS,
    operatorKey: e.OPERATOR_KEY ?? DEV_OPERATOR_KEY,
    operatorKeyIsDefault: e.OPERATOR_KEY === undefined,
    loginMaxFailsPerAccount: e.LOGIN_MAX_FAILS_PER_ACCOUNT,
    loginMaxFailsPerIp: e.LOGIN_MAX_FAILS_PER_IP,
    loginWindowMinutes: e.LOGIN_WINDOW_MINUTES,
    apiBodyLimitBytes: e.API_BODY_LIMIT_BYTES,
    trustedProxies: e.TRUSTED_PROXIES.split(',')
      .map((s) => s.trim())
      .filter(Boolean),
    maxPendingDeposits: e.MAX_PENDING_DEPOSITS,
    bonusExpirySweepSeconds: e.BONUS_EXPIRY_SWEEP_SECONDS,
    roundSweepAfterSeconds: e.ROUND_SWEEP_AFTER_SECONDS,
    roundSweepIntervalSeconds: e.ROUND_SWEEP_INTERVAL_SECONDS,
    loyaltyDayOffsetHours: e.LOYALTY_DAY_OFFSET_HOURS,
    availabilityMaxPerIp: e.AVAILABILITY_MAX_PER_IP,
    availabilityWindowMinutes: e.AVAILABILITY_WINDOW_MINUTES,
    registerMaxPerIp: e.REGISTER_MAX_PER_IP,
    registerWindowMinutes: e.REGISTER_WINDOW_MINUTES,
    uploadCredentialsPerDay: e.UPLOAD_CREDENTIALS_PER_DAY,
    uploadBytesPerDay: e.UPLOAD_BYTES_PER_DAY,
    s3: {
      endpoint: e.S3_ENDPOINT,
      region: e.S3_REGION,
      accessKeyId: e.S3_ACCESS_KEY_ID ?? EMBEDDED_S3_ACCESS_KEY_ID,
      // The embedded store lets only this secret's signatures near its private bucket: unless given,
      // a fresh one per start (a cluster's workers get their primary's), known to no one else.
      secretAccessKey:
        e.S3_SECRET_ACCESS_KEY ??
        (e.S3_ENDPOINT ? EMBEDDED_S3_ACCESS_KEY_ID : (e.EMBEDDED_S3_SECRET ?? randomBytes(32).toString('base64url'))),
      publicBucket: e.S3_PUBLIC_BUCKET,
      privateBucket: e.S3_PRIVATE_BUCKET,
      embeddedPort: e.EMBEDDED_S3_PORT,
      sharedEmbeddedEndpoint: e.EMBEDDED_S3_ENDPOINT,
    },
    publicStorageUrl: e.PUBLIC_STORAGE_URL.replace(/\/+$/, ''),
    catalogEnv: e.CATALOG_ENV,
    mail: {
      smtpHost: e.SMTP_HOST,
      smtpPort: e.SMTP_PORT,
      smtpSecure: e.SMTP_SECURE ?? e.SMTP_PORT === 465,
      smtpUser: e.SMTP_USER,
      smtpPassword: e.SMTP_PASSWORD,
      from: e.MAIL_FROM,
      embeddedPort: e.EMBEDDED_SMTP_PORT,
    },
    passwordReset: {
      // Production sends nothing unless the operator names the channels (and configures them).
      methods: [
        ...new Set(
          (e.FORGOT_PASSWORD_METHODS ?? (production ? '' : 'email,sms'))
            .split(',')
            .map((m) => m.trim())
            .filter(Boolean),
        ),
      ] as ('email' | 'sms')[],
      maxPerIp: e.PASSWORD_RESET_MAX_PER_IP,
      maxPerAccount: e.PASSWORD_RESET_MAX_PER_ACCOUNT,
      windowMinutes: e.PASSWORD_RESET_WINDOW_MINUTES,
    },
    gatewayDepositMinutes: e.GATEWAY_DEPOSIT_MINUTES,
    demoPay: { mode: e.DEMO_PAY_MODE, secret: e.DEMO_PAY_SECRET ?? DEV_DEMO_PAY_SECRET, confirmDelayMs: e.DEMO_PAY_CONFIRM_DELAY_MS },
    provider: {
      host: e.PROVIDER_HOST,
      port: e.PROVIDER_PORT,
      publicUrl: e.PROVIDER_PUBLIC_URL,
      secret: e.PROVIDER_SECRET ?? DEV_PROVIDER_SECRET,
      tokenTtlSeconds: e.GAME_TOKEN_TTL_SECONDS,
      siteOrigins: e.SITE_ORIGINS.map((origin) => new URL(origin).origin),
    },
    realtime: {
      embedded: !e.PUSHER_HOST && !e.PUSHER_CLUSTER,
      appId: e.PUSHER_APP_ID ?? DEV_REALTIME_APP.appId,
      key: e.PUSHER_KEY ?? DEV_REALTIME_APP.key,
      secret: e.PUSHER_SECRET ?? DEV_REALTIME_APP.secret,
      cluster: e.PUSHER_CLUSTER,
      host: e.PUSHER_HOST,
      port: e.PUSHER_PORT,
      useTLS: e.PUSHER_USE_TLS ?? Boolean(e.PUSHER_CLUSTER),
      publicUrl: e.REALTIME_PUBLIC_URL,
      activityTimeoutSeconds: e.REALTIME_ACTIVITY_TIMEOUT_SECONDS,
      pongTimeoutSeconds: e.REALTIME_PONG_TIMEOUT_SECONDS,
      maxEventBytes: e.REALTIME_MAX_EVENT_BYTES,
      maxChannelsPerEvent: e.REALTIME_MAX_CHANNELS_PER_EVENT,
      timestampWindowSeconds: e.REALTIME_TIMESTAMP_WINDOW_SECONDS,
      allowedOrigins: e.SITE_ORIGINS.map((origin) => new URL(origin).origin),
    },
  };
}

/** Warnings worth printing at start; kept separate so parsing stays pure. */
export function envWarnings(env: PlatformEnv): string[] {
  const warnings: string[] = [];
  if (env.production && env.demoContent) {
    warnings.push('DEMO_CONTENT is on in production: demo members with balances, the demo payment gateway and demo banks exist.');
  }
  if (env.production && env.provider.siteOrigins.every((origin) => /\/\/(localhost|127\.0\.0\.1)(:|$)/.test(origin))) {
    warnings.push(
      'SITE_ORIGINS lists only local origins in production: the demo games cannot be shown on the real site. Set SITE_ORIGINS to its https origins.',
    );
  }
  if (env.production && !env.cookieSecure) {
    warnings.push('COOKIE_SECURE is off in production: session cookies will travel over plain HTTP.');
  }
  return warnings;
}

/** Lazily parsed so importing this module in tests never throws on the host's env. */
let cached: PlatformEnv | undefined;
export function platformEnv(): PlatformEnv {
  cached ??= parseEnv(process.env);
  return cached;
}
