import { z } from 'zod';

/**
 * The console's catalogue calls: categories per currency, games' flags and priority, providers,
 * and maintenance switches. Every save republishes the static catalogue (version.json last), so
 * the site's version-keyed cache picks the change up without a restart.
 */

const currency = z
  .string()
  .trim()
  .regex(/^[A-Za-z]{3}$/, 'error_currency')
  .transform((c) => c.toUpperCase());
/** Catalogue ids are short slugs (game ids, provider ids, category types). */
const catalogId = z
  .string()
  .trim()
  .min(1)
  .max(64)
  .regex(/^[A-Za-z0-9_.-]+$/, 'error_catalog_id');
const priority = z.number().int().min(0).max(9999);
const languageCode = z
  .string()
  .trim()
  .regex(/^[a-z]{2}$/, 'error_language');
/** Names per language: at least English, each a short line. */
const names = z
  .record(languageCode, z.string().trim().min(1).max(80))
  .refine((r) => Object.keys(r).length <= 12, 'error_too_many_languages')
  .refine((r) => 'en' in r, 'error_english_required');
/** An image inside the site (a public storage path or an absolute https URL), or none. */
const imagePath = z
  .string()
  .trim()
  .max(300)
  .regex(/^$|^\/[A-Za-z0-9_./-]*$|^https:\/\/[A-Za-z0-9.-]+(:\d+)?\/[A-Za-z0-9_./%-]*$/, 'error_image_path')
  .refine((p) => !p.includes('..') && !p.replace(/^https:\/\//, '').includes('//'), 'error_image_path');

export const catalogOverviewInput = z.object({ currency: currency.optional() });

export const consoleCategorySchema = z.object({
  currency: z.string(),
  type: z.string(),
  names: z.record(z.string(), z.string()),
  img: z.string(),
  priority: z.number().int(),
  enabled: z.boolean(),
  games: z.number().int(),
});
export type ConsoleCategory = z.infer<typeof consoleCategorySchema>;

export const consoleProviderSchema = z.object({
  providerId: z.string(),
  name: z.string(),
  currencies: z.array(z.string()),
  priority: z.number().int(),
  enabled: z.boolean(),
  games: z.number().int(),
  /** ISO time the maintenance ends, '' until further notice, null when open. */
  maintenanceUntil: z.string().nullable(),
});
export type ConsoleProvider = z.infer<typeof consoleProviderSchema>;

export const catalogOverviewSchema = z.object({
  currencies: z.array(z.string()),
  languages: z.array(z.string()),
  categories: z.array(consoleCategorySchema),
  providers: z.array(consoleProviderSchema),
  version: z.string(),
  publishedAt: z.string().nullable(),
});

export const gameListInput = z.object({
  search: z.string().trim().max(64).default(''),
  providerId: catalogId.optional(),
  type: catalogId.optional(),
  flag: z.enum(['popular', 'new', 'disabled', 'maintenance']).optional(),
  sort: z.enum(['priority', 'name', 'provider']).default('priority'),
  order: z.enum(['asc', 'desc']).default('asc'),
  page: z.number().int().min(1).max(100_000).default(1),
  pageSize: z.number().int().min(1).max(100).default(25),
});

export const consoleGameSchema = z.object({
  gameId: z.string(),
  name: z.string(),
  providerId: z.string(),
  type: z.string(),
  popular: z.boolean(),
  new: z.boolean(),
  web: z.boolean(),
  mobile: z.boolean(),
  enabled: z.boolean(),
  priority: z.number().int(),
  maintenanceUntil: z.string().nullable(),
});
export type ConsoleGame = z.infer<typeof consoleGameSchema>;

export const gamePageSchema = z.object({ items: z.array(consoleGameSchema), total: z.number().int(), page: z.number().int() });

export const categorySaveInput = z.object({
  currency,
  type: catalogId,
  names,
  img: imagePath.default(''),
  priority,
  enabled: z.boolean(),
});

export const gameSaveInput = z.object({
  gameId: catalogId,
  popular: z.boolean(),
  new: z.boolean(),
  web: z.boolean(),
  mobile: z.boolean(),
  enabled: z.boolean(),
  priority,
});

export const providerSaveInput = z.object({ providerId: catalogId, priority, enabled: z.boolean() });

/** Open or close a game or a provider; `until` (ISO, in the future) ends it by itself, absent: until reopened. */
export const maintenanceSetInput = z.object({
  kind: z.enum(['game', 'provider']),
  id: catalogId,
  closed: z.boolean(),
  until: z.iso.datetime({ offset: true }).optional(),
});

/** What a save changed in storage: the version the site will read next. */
export const catalogSaveOutput = z.object({ version: z.string(), published: z.boolean() });
