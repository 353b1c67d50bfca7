import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { countries } from './schema';

/**
 * Catalogue tables (providers, games, maintenance, banners, dashboard popups, contact, SEO) and
 * the publish state. The site never reads these directly: it reads the static files the
 * publisher builds from them (docs/PRODUCT.md §7), plus a few small endpoints.
 */

const tstz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** Names per language code; readers fall back to en. */
export type PerLanguage = Record<string, string>;

export const providers = pgTable(
  'providers',
  {
    providerId: text('provider_id').primaryKey(),
    name: text('name').notNull(),
    memberDisplay: jsonb('member_display').$type<PerLanguage>().notNull(),
    /** 0: same tab (iframe); 1: new tab. Games with method null inherit it. */
    method: integer('method').notNull().default(0),
    /** Transfer-type providers keep their own wallet (play-transfer / restore-balance). */
    transfer: boolean('transfer').notNull().default(false),
    /** Currencies the provider is offered in; jsonb so `@>` filters work the same on both engines. */
    currencies: jsonb('currencies').$type<string[]>().notNull(),
    priority: integer('priority').notNull().default(999),
    enabled: boolean('enabled').notNull().default(true),
  },
  (t) => [check('providers_method_check', sql`${t.method} in (0, 1)`)],
);

export const games = pgTable(
  'games',
  {
    gameId: text('game_id').primaryKey(),
    providerId: text('provider_id')
      .notNull()
      .references(() => providers.providerId),
    name: text('name').notNull(),
    displayName: text('display_name').notNull(),
    /** The category the game is listed under (category_settings.type). */
    type: text('type').notNull(),
    popular: boolean('popular').notNull().default(false),
    new: boolean('new').notNull().default(false),
    mobile: boolean('mobile').notNull().default(true),
    web: boolean('web').notNull().default(true),
    /** null: the provider's method applies (docs/PRODUCT.md §4). */
    method: integer('method'),
    priority: integer('priority').notNull().default(999),
    /** A door to the provider's own lobby rather than a single game. */
    redirect: boolean('redirect').notNull().default(false),
    enabled: boolean('enabled').notNull().default(true),
    // What the game's page states (game/detail); null: not stated.
    /** Return to player in hundredths of a percent (9650 is 96.50 %). */
    rtp: integer('rtp'),
    volatility: text('volatility').$type<'low' | 'medium' | 'high'>(),
    /** The largest win of one round, times the stake. */
    maxWin: integer('max_win'),
    /** Fixed paylines, or the ways to win of an all-ways game (at most one of the two). */
    lines: integer('lines'),
    ways: integer('ways'),
    /** Feature keys (lib/contracts/games.ts GAME_FEATURES), in the order the page lists them. */
    features: jsonb('features').$type<string[]>().notNull().default([]),
    /** The provider offers it for play money, without a member (game/demo). */
    demo: boolean('demo').notNull().default(false),
  },
  (t) => [
    check('games_method_check', sql`${t.method} is null or ${t.method} in (0, 1)`),
    check('games_rtp_check', sql`${t.rtp} is null or ${t.rtp} between 0 and 10000`),
    check('games_volatility_check', sql`${t.volatility} is null or ${t.volatility} in ('low', 'medium', 'high')`),
    index('games_provider_id_idx').on(t.providerId),
    index('games_type_priority_idx').on(t.type, t.priority),
  ],
);

/** A game or a provider closed for maintenance; `until` null means until further notice. */
export const maintenance = pgTable(
  'maintenance',
  {
    kind: text('kind').$type<'game' | 'provider'>().notNull(),
    id: text('id').notNull(),
    until: tstz('until'),
  },
  (t) => [
    primaryKey({ name: 'maintenance_pkey', columns: [t.kind, t.id] }),
    check('maintenance_kind_check', sql`${t.kind} in ('game', 'provider')`),
  ],
);

export const banners = pgTable('banners', {
  id: integer('id').primaryKey(),
  /** null: shown in every currency */
  currency: text('currency'),
  /** a bannerType constant value */
  type: text('type').notNull(),
  title: jsonb('title').$type<PerLanguage>().notNull(),
  img: text('img').notNull(),
  link: text('link').notNull(),
  priority: integer('priority').notNull().default(999),
  enabled: boolean('enabled').notNull().default(true),
  /** members see the banner only between these times (null: no limit on that side) */
  startsAt: tstz('starts_at'),
  endsAt: tstz('ends_at'),
  /**
   * Draft → publish (platform/modules/catalog/banner-content.ts): the columns above are what
   * members see once `published`; `draft` holds an operator's unpublished edit (null: none).
   * A new banner is a row with published false and its first draft.
   */
  published: boolean('published').notNull().default(true),
  draft: jsonb('draft').$type<BannerDraft | null>(),
  updatedAt: tstz('updated_at'),
});

/** A banner's editable fields as a draft keeps them (times as ISO strings). */
export type BannerDraft = {
  currency: string | null;
  type: string;
  title: PerLanguage;
  img: string;
  link: string;
  priority: number;
  startsAt: string | null;
  endsAt: string | null;
  enabled: boolean;
};

export const dashboardPopups = pgTable('dashboard_popups', {
  id: integer('id').primaryKey(),
  currency: text('currency').notNull(),
  title: jsonb('title').$type<PerLanguage>().notNull(),
  content: jsonb('content').$type<PerLanguage>().notNull(),
  img: text('img').notNull().default(''),
  /** where a click on the pop-up goes: a path inside the site (/promotions/…, /game/…) or '' */
  link: text('link').notNull().default(''),
  /** days the popup stays hidden after a member dismisses it */
  hidePeriod: integer('hide_period').notNull().default(1),
  enabled: boolean('enabled').notNull().default(true),
});

/** docs/PRODUCT.md §3 Contact data, one row per country. */
export const contacts = pgTable('contacts', {
  countryCode: text('country_code')
    .primaryKey()
    .references(() => countries.code),
  setting: jsonb('setting').$type<Record<string, boolean>>().notNull(),
  data: jsonb('data').$type<Record<string, string>>().notNull(),
});

export const seoMeta = pgTable(
  'seo_meta',
  {
    language: text('language').notNull(),
    routeKey: text('route_key').notNull(),
    display: text('display').notNull(),
    title: text('title').notNull(),
    description: text('description').notNull(),
  },
  (t) => [primaryKey({ name: 'seo_meta_pkey', columns: [t.language, t.routeKey] })],
);

export const seoFooter = pgTable(
  'seo_footer',
  {
    category: text('category').notNull(),
    lang: text('lang').notNull(),
    content: text('content').notNull(),
  },
  (t) => [primaryKey({ name: 'seo_footer_pkey', columns: [t.category, t.lang] })],
);

/** Operator-provided snippets injected in <head> and at the end of <body>; a single row. */
export const seoScript = pgTable(
  'seo_script',
  {
    id: integer('id').primaryKey().default(1),
    head: text('head').notNull().default(''),
    body: text('body').notNull().default(''),
  },
  (t) => [check('seo_script_single_row', sql`${t.id} = 1`)],
);

/** What was last published to storage: a single row, so processes agree on the current version. */
export const catalogState = pgTable(
  'catalog_state',
  {
    id: integer('id').primaryKey().default(1),
    version: text('version').notNull(),
    contentHash: text('content_hash').notNull(),
    publishedAt: tstz('published_at').notNull(),
  },
  (t) => [check('catalog_state_single_row', sql`${t.id} = 1`)],
);
