import { z } from 'zod';
import { helpTopicSchema } from './communication';

/**
 * The game catalogue as the static files carry it (docs/PRODUCT.md §3 Game, Provider, Maintenance, Banner,
 * Dashboard). Flags are 0/1 numbers as the spec gives them.
 */
const flag = z.union([z.literal(0), z.literal(1)]);
/** 0: opens in the same tab (play layout, iframe); 1: the URL opens in a new tab. */
export const launchMethodSchema = z.union([z.literal(0), z.literal(1)]);

export const providerSchema = z.object({
  providerId: z.string(),
  name: z.string(),
  /** JSON of names per language, falling back to en (like category memberDisplay) */
  memberDisplay: z.string(),
  method: launchMethodSchema,
  /** transfer-type providers keep their own wallet: play-transfer fills it, restore-balance empties it */
  transfer: flag,
  /** a provider logo (SVG) in public storage */
  img: z.string(),
});
export type Provider = z.infer<typeof providerSchema>;

export const gameSchema = z.object({
  gameId: z.string(),
  providerId: z.string(),
  name: z.string(),
  displayName: z.string(),
  providerDisplay: z.string(),
  popular: flag,
  new: flag,
  mobile: flag,
  web: flag,
  /** null falls back to the provider's method (docs/PRODUCT.md §4) */
  method: launchMethodSchema.nullable(),
  /** thumbnail URL (public storage), 4:3 */
  img: z.string(),
  /** the category this game is listed under: slots, live-casino, fishing, table, lottery, sports */
  type: z.string(),
  priority: z.number().int(),
  /** 1: not a game but a door to the provider's own lobby — launching goes to the provider page */
  redirect: flag,
});
export type Game = z.infer<typeof gameSchema>;

/** {env}/{currency}/game/provider.json.gz: provider lists keyed by category */
export const providerFileSchema = z.record(z.string(), z.array(providerSchema));
/** {env}/{currency}/game/{category}.json.gz */
export const categoryFileSchema = z.array(gameSchema);

export const maintenanceSchema = z.object({
  games: z.array(z.object({ id: z.string() })),
  providers: z.array(z.object({ id: z.string() })),
});
export type Maintenance = z.infer<typeof maintenanceSchema>;

/** {env}/version.json: one version for everything published; files are cached under it */
export const versionFileSchema = z.object({ version: z.string(), publishedAt: z.string() });
export type VersionFile = z.infer<typeof versionFileSchema>;

export const bannerSchema = z.object({
  id: z.number().int(),
  /** one of the bannerType constants' values */
  type: z.string(),
  /** JSON of titles per language */
  title: z.string(),
  img: z.string(),
  /** where the banner goes: a path inside the site, e.g. /slots or /promotions */
  link: z.string(),
  priority: z.number().int(),
});
export type Banner = z.infer<typeof bannerSchema>;
/** {env}/{currency}/banner.json: the published banners of a currency with their windows (ISO, UTC; null: open). */
export const bannerFileSchema = z.array(bannerSchema.extend({ startsAt: z.string().nullable(), endsAt: z.string().nullable() }));

export const dashboardSchema = z.object({
  popupList: z.array(
    z.object({
      id: z.number().int(),
      /** link: a path inside the site (a promotion, a game) the pop-up opens, or '' */
      data: z.object({ title: z.string(), content: z.string(), img: z.string(), link: z.string() }),
      period: z.object({ hide_period: z.number().int() }),
    }),
  ),
  forgotPasswordSendMethod: z.array(z.string()),
  recommendDisplayList: z.array(z.string()),
});
export type Dashboard = z.infer<typeof dashboardSchema>;

export const generalInfoSchema = z.object({
  siteName: z.string(),
  currency: z.string(),
  /** marquee announcement per language (JSON) */
  announcement: z.string(),
  minDeposit: z.string(),
  maxDeposit: z.string(),
  minWithdrawal: z.string(),
  maxWithdrawal: z.string(),
  /** the help centre's topics: slug, and title and sanitised HTML per language */
  helpTopics: z.array(helpTopicSchema),
});
export type GeneralInfo = z.infer<typeof generalInfoSchema>;

/** docs/PRODUCT.md §3 Contact data, per country */
export const contactSchema = z.object({
  setting: z.record(z.string(), z.boolean()),
  data: z.record(z.string(), z.string()),
});
export type Contact = z.infer<typeof contactSchema>;

/** docs/PRODUCT.md §3 SEO entry (per language, keyed by route id) and footer entry */
export const seoEntrySchema = z.object({ display: z.string(), title: z.string(), description: z.string() });
export const seoMetaFileSchema = z.record(z.string(), seoEntrySchema);
export const seoFooterSchema = z.array(z.object({ category: z.string(), lang: z.string(), content: z.string() }));
export const seoScriptSchema = z.object({ head: z.string(), body: z.string() });

export const currencyInput = z.object({ currency: z.string().trim().min(3).max(3) });
export const dashboardInput = z.object({
  type: z.literal(-2),
  device: z.enum(['web', 'mobile', 'app']),
  currency: z.string().trim().min(3).max(3),
});

/** operator/catalog-publish: republish the static catalogue after an operator changed it. */
export const catalogPublishInput = z
  .object({
    /** publish even when nothing changed */
    force: z.boolean().optional(),
    /** re-render every thumbnail/logo/banner image, not only the missing ones (after renaming games) */
    redrawArtwork: z.boolean().optional(),
  })
  .strict()
  .optional()
  .transform((v) => v ?? {});
export const catalogPublishOutput = z.object({
  published: z.boolean(),
  reason: z.enum(['unchanged', 'changed', 'version-missing', 'forced']),
  version: z.string(),
  uploads: z.number().int(),
  images: z.number().int(),
  files: z.number().int(),
  ms: z.number().int(),
});
