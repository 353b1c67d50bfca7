import { z } from 'zod';
import { helpTopicSchema } from './communication';

/**
 * The console's Content pages (docs/console.md): banners with draft → publish, and the readers and
 * writers of the other published content (pop-ups, sent messages, help topics, contact channels,
 * SEO meta, footer and script, terms). Writes are audited; reads are not.
 */

const id = z.number().int().positive().max(2_147_483_647);
const languageCode = z
  .string()
  .trim()
  .regex(/^[a-z]{2}(-[a-z]{2})?$/, 'error_language');
const currencyCode = z
  .string()
  .trim()
  .regex(/^[A-Za-z]{3}$/, 'error_currency')
  .transform((c) => c.toUpperCase());
const page = z.number().int().min(1).max(100_000).default(1);
const pageSize = z.number().int().min(1).max(100).default(25);
const sortOrder = z.union([z.literal(1), z.literal(-1)]).default(1);

/** A path inside the site (`/slots`, `/promotions/3`) or nothing: never a scheme or another host. */
export const SITE_PATH = /^(\/(?!\/)[^\s\\]*)?$/;

/* ---------- Banners ---------- */

export const BANNER_STATES = ['draft', 'published', 'changed'] as const;
export type BannerState = (typeof BANNER_STATES)[number];

/** What an operator edits: one banner for one currency (or every currency: null), titled per language. */
export const bannerFieldsSchema = z.object({
  currency: currencyCode.nullable(),
  type: z.string().trim().min(1).max(40),
  title: z
    .record(languageCode, z.string().trim().min(1).max(120))
    .refine((m) => Object.keys(m).length > 0 && Object.keys(m).length <= 20, 'error_title_language'),
  /** a key in public storage from operator/image-upload (`media/banners/…`), or a site path (`/brand/x.svg`) */
  img: z.string().trim().min(1).max(300),
  /** where a click goes: a path inside the site, or '' */
  link: z.string().trim().max(300).regex(SITE_PATH, 'error_site_path'),
  priority: z.number().int().min(0).max(9999),
  /** ISO times (UTC); null: no limit on that side */
  startsAt: z.iso.datetime({ offset: true }).nullable(),
  endsAt: z.iso.datetime({ offset: true }).nullable(),
  enabled: z.boolean(),
});
export type BannerFields = z.infer<typeof bannerFieldsSchema>;

export const operatorBannerSaveInput = bannerFieldsSchema
  .extend({ id: id.optional() })
  .refine((b) => !b.startsAt || !b.endsAt || Date.parse(b.endsAt) > Date.parse(b.startsAt), {
    message: 'error_banner_window',
    path: ['endsAt'],
  });

export const BANNER_SORT_FIELDS = ['priority', 'id', 'updatedAt'] as const;
export const operatorBannerListInput = z
  .object({
    page,
    pageSize,
    /** a currency, or 'ALL' for the banners shown in every currency */
    currency: z
      .string()
      .trim()
      .regex(/^([A-Za-z]{3}|ALL)$/)
      .transform((c) => c.toUpperCase())
      .optional(),
    state: z.enum(BANNER_STATES).optional(),
    sortField: z.enum(BANNER_SORT_FIELDS).default('priority'),
    sortOrder,
  })
  .optional()
  .transform((v) => v ?? { page: 1, pageSize: 25, sortField: 'priority' as const, sortOrder: 1 as const });

/** A banner as the console sees it: the draft when it has one (`fields`), and what members see now (`live`, null before the first publish). */
export const operatorBannerSchema = z.object({
  id: z.number().int(),
  state: z.enum(BANNER_STATES),
  fields: bannerFieldsSchema,
  live: bannerFieldsSchema.nullable(),
  /** the image as a browser reaches it */
  imgUrl: z.string(),
  updatedAt: z.string().nullable(),
});
export type OperatorBanner = z.infer<typeof operatorBannerSchema>;

export const operatorBannerListOutput = z.object({
  items: z.array(operatorBannerSchema),
  total: z.number().int(),
  /** the bannerType constants (value and label) */
  types: z.array(z.object({ value: z.string(), label: z.string() })),
  currencies: z.array(z.string()),
  languages: z.array(z.string()),
});
export type OperatorBannerList = z.infer<typeof operatorBannerListOutput>;

export const operatorBannerIdInput = z.object({ id });

export const operatorBannerPublishOutput = z.object({ id: z.number().int(), version: z.string(), published: z.boolean() });

/** Image types a banner, pop-up or promotion may use; the platform checks the bytes, not only the name. */
export const CONTENT_IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;
/** 1.5 MB of image, as base64 (4/3 of it) */
export const CONTENT_IMAGE_MAX_BYTES = 1_500_000;
/** What an uploaded image is for: it is stored under `media/{use}s/` and only that kind's save accepts it. */
export const CONTENT_IMAGE_USES = ['banner', 'popup', 'promotion'] as const;
export type ContentImageUse = (typeof CONTENT_IMAGE_USES)[number];
export const operatorImageUploadInput = z.object({
  use: z.enum(CONTENT_IMAGE_USES),
  filename: z.string().trim().min(1).max(120),
  contentType: z.enum(CONTENT_IMAGE_TYPES),
  data: z
    .string()
    .max(Math.ceil((CONTENT_IMAGE_MAX_BYTES * 4) / 3) + 4)
    .regex(/^[A-Za-z0-9+/]+={0,2}$/, 'error_base64'),
});
export const operatorImageUploadOutput = z.object({ img: z.string(), url: z.string() });

/* ---------- Pop-ups, messages, help, contact, terms (lists for the console) ---------- */

export const operatorPopupSchema = z.object({
  id: z.number().int(),
  currency: z.string(),
  title: z.record(z.string(), z.string()),
  content: z.record(z.string(), z.string()),
  img: z.string(),
  link: z.string(),
  hidePeriod: z.number().int(),
  enabled: z.boolean(),
});
export type OperatorPopup = z.infer<typeof operatorPopupSchema>;
export const operatorPopupListOutput = z.array(operatorPopupSchema);

export const operatorMessageListInput = z
  .object({
    page,
    pageSize,
    category: z.enum(['inbox', 'promotions_events']).optional(),
    /** newest first (-1) or oldest first (1) */
    sortOrder: sortOrder.default(-1),
  })
  .optional()
  .transform((v) => v ?? { page: 1, pageSize: 25, sortOrder: -1 as const });
export const sentMessageSchema = z.object({
  id: z.number().int(),
  category: z.string(),
  title: z.record(z.string(), z.string()),
  audience: z.unknown(),
  recipients: z.number().int(),
  read: z.number().int(),
  createdAt: z.string(),
});
export type SentMessage = z.infer<typeof sentMessageSchema>;
export const operatorMessageListOutput = z.object({ items: z.array(sentMessageSchema), total: z.number().int() });

export const operatorHelpTopicListOutput = z.array(helpTopicSchema);

export const operatorContactListOutput = z.array(
  z.object({
    countryCode: z.string(),
    country: z.string(),
    currency: z.string(),
    languages: z.array(z.string()),
    data: z.record(z.string(), z.string()),
  }),
);

export const operatorTermsListOutput = z.object({
  shared: z.object({ version: z.string(), expiryDays: z.number().int() }),
  currencies: z.array(z.object({ currency: z.string(), version: z.string(), expiryDays: z.number().int(), own: z.boolean() })),
});

/* ---------- SEO ---------- */

export const operatorSeoOutput = z.object({
  meta: z.array(z.object({ language: z.string(), routeKey: z.string(), display: z.string(), title: z.string(), description: z.string() })),
  footer: z.array(z.object({ category: z.string(), lang: z.string(), content: z.string() })),
  script: z.object({ head: z.string(), body: z.string() }),
  /** the route keys the site asks for, the categories and the languages on offer: the editors' choices */
  routeKeys: z.array(z.string()),
  categories: z.array(z.string()),
  languages: z.array(z.string()),
});
export type OperatorSeo = z.infer<typeof operatorSeoOutput>;

const routeKey = z
  .string()
  .trim()
  .regex(/^[a-z0-9][a-z0-9_./-]{0,59}$/, 'error_route_key');

export const operatorSeoMetaSaveInput = z.object({
  language: languageCode,
  routeKey,
  display: z.string().trim().max(120).default(''),
  title: z.string().trim().max(200),
  description: z.string().trim().max(500),
  /** true removes this language's entry (the route then falls back to English) */
  remove: z.boolean().default(false),
});

export const operatorSeoFooterSaveInput = z.object({
  category: z
    .string()
    .trim()
    .regex(/^[a-z0-9][a-z0-9-]{0,39}$/, 'error_category'),
  lang: languageCode,
  /** HTML, sanitised before it is stored */
  content: z.string().max(20_000),
  remove: z.boolean().default(false),
});

/** The operator's snippets for <head> and the end of <body> (analytics, verification tags). */
export const operatorSeoScriptSaveInput = z.object({ head: z.string().max(20_000), body: z.string().max(20_000) });
