import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

/**
 * The platform's single schema. It must run unchanged on PGlite (PostgreSQL 18)
 * and Debian's PostgreSQL 15, so it sticks to plain types, identity columns and
 * expression indexes that both support. Change it, then `npm run db:generate`.
 */

const tstz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** A language a country offers; an ordered array so "the first language" is well defined. */
export type CountryLanguage = { code: string; name: string };

export const countries = pgTable('countries', {
  code: text('code').primaryKey(), // ISO 3166-1 alpha-2, upper case
  name: text('name').notNull(),
  currency: text('currency').notNull(),
  languages: jsonb('languages').$type<CountryLanguage[]>().notNull(),
  mobilenoLength: integer('mobileno_length').notNull(),
  inputDecimal: integer('input_decimal').notNull(),
  dialCode: text('dial_code').notNull(),
  /** IANA zone the site shows this country's members their times in (stored times stay UTC). */
  timeZone: text('time_zone').notNull().default('UTC'),
  enabled: boolean('enabled').notNull().default(true),
  sort: integer('sort').notNull().default(0),
});

export const statuses = pgTable('statuses', {
  id: integer('id').primaryKey(),
  code: text('code').notNull().unique(),
  name: text('name').notNull(),
});

/** Free-form site configuration (title, logos, whitelist …), one JSON value per key. */
export const siteConfig = pgTable('site_config', {
  key: text('key').primaryKey(),
  value: jsonb('value').$type<unknown>().notNull(),
});

/** One device part of a module setting (docs/PRODUCT.md §3): who sees the module on web or mobile. */
export type ModuleVisibility = {
  action: 'is_show' | 'is_hide';
  is_show: { exclude_user: number[] };
  is_hide: { exclude_user: number[] };
};

export const moduleSettings = pgTable(
  'module_settings',
  {
    name: text('name').notNull(),
    // '' for a main module; sub-modules repeat names across parents (deposit under wallet and transactions).
    parentName: text('parent_name').notNull().default(''),
    web: jsonb('web').$type<ModuleVisibility>().notNull(),
    mobile: jsonb('mobile').$type<ModuleVisibility>().notNull(),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [primaryKey({ name: 'module_settings_pkey', columns: [t.parentName, t.name] })],
);

export const categorySettings = pgTable(
  'category_settings',
  {
    currency: text('currency').notNull(),
    type: text('type').notNull(),
    memberDisplay: jsonb('member_display').$type<Record<string, string>>().notNull(),
    img: text('img').notNull().default(''),
    priority: integer('priority').notNull().default(999), // docs/PRODUCT.md §9
    enabled: boolean('enabled').notNull().default(true),
  },
  (t) => [primaryKey({ name: 'category_settings_pkey', columns: [t.currency, t.type] })],
);

export const constants = pgTable(
  'constants',
  {
    group: text('group').notNull(),
    label: text('label').notNull(),
    value: text('value').notNull(),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [primaryKey({ name: 'constants_pkey', columns: [t.group, t.value] })],
);

export const members = pgTable(
  'members',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    username: text('username').notNull(),
    passwordHash: text('password_hash').notNull(),
    mobileno: text('mobileno').notNull(),
    email: text('email').notNull().default(''),
    countryCode: text('country_code')
      .notNull()
      .references(() => countries.code),
    currency: text('currency').notNull(),
    language: text('language').notNull(),
    tncAcceptedAt: tstz('tnc_accepted_at'),
    /** the terms version accepted at tncAcceptedAt (null: before versions were recorded) */
    tncVersion: text('tnc_version'),
    createdAt: tstz('created_at').notNull().defaultNow(),
  },
  (t) => [
    // Usernames are unique regardless of case: "DemoMY01" must not coexist with "demomy01".
    uniqueIndex('members_username_lower_key').on(sql`lower(${t.username})`),
    uniqueIndex('members_mobileno_key').on(t.mobileno),
  ],
);

/** Only the sha256 of a session token is stored, so a database leak does not hand out live sessions. */
export const sessions = pgTable(
  'sessions',
  {
    tokenHash: text('token_hash').primaryKey(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    createdAt: tstz('created_at').notNull(),
    lastSeenAt: tstz('last_seen_at').notNull(),
    ip: text('ip').notNull().default(''),
    userAgent: text('user_agent').notNull().default(''),
    /** What the member's sessions list names a session by (never the token's digest). */
    publicId: uuid('public_id').notNull().defaultRandom(),
    /** The visitor's country as the ingress reported it (cf-ipcountry / x-country), if any. */
    country: text('country'),
  },
  (t) => [index('sessions_member_id_idx').on(t.memberId), uniqueIndex('sessions_public_id_idx').on(t.publicId)],
);

/**
 * Failed logins, one row each. Kept in the database (not memory) so the limit
 * holds when several platform processes serve the same members.
 */
