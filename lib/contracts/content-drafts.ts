import { z } from 'zod';
import { bannerSchema, contactSchema, dashboardSchema, seoEntrySchema, seoFooterSchema } from './catalog';
import {
  helpTopicSchema,
  operatorContactSaveInput,
  operatorHelpTopicSaveInput,
  operatorMessageSendInput,
  operatorMessageSendOutput,
  operatorPopupSaveInput,
  operatorTermsSetInput,
} from './communication';
import { operatorSeoFooterSaveInput, operatorSeoMetaSaveInput, operatorSeoScriptSaveInput } from './content';
import { previewKeyString } from './preview';

/**
 * Drafts of the operator's content (docs/console.md, "Drafts"): one mechanism for every kind. A
 * draft is the document the kind's save endpoint takes, stored until it is published (replayed
 * through that endpoint, then the public files are written and version.json moves on) or discarded.
 * Inbox messages are drafts too: sending one is its publish.
 */

export const CONTENT_DRAFT_KINDS = ['popup', 'help', 'contact', 'seo-meta', 'seo-footer', 'seo-script', 'terms'] as const;
export type ContentDraftKind = (typeof CONTENT_DRAFT_KINDS)[number];
export const DRAFT_KINDS = [...CONTENT_DRAFT_KINDS, 'message'] as const;
export type DraftKind = (typeof DRAFT_KINDS)[number];

/** A draft's key within its kind: a pop-up id (or `new-…`), a help address, a country, `route:lang` … */
export const draftKey = z
  .string()
  .trim()
  .min(1)
  .max(120)
  .regex(/^[A-Za-z0-9:_./-]+$/, 'error_draft_key');

/** What each kind's draft holds: exactly its save endpoint's input. */
export const draftDocumentSchemas = {
  popup: operatorPopupSaveInput,
  help: operatorHelpTopicSaveInput,
  contact: operatorContactSaveInput,
  'seo-meta': operatorSeoMetaSaveInput,
  'seo-footer': operatorSeoFooterSaveInput,
  'seo-script': operatorSeoScriptSaveInput,
  terms: operatorTermsSetInput,
  message: operatorMessageSendInput,
} as const satisfies Record<DraftKind, z.ZodType>;
export type DraftDocument<K extends DraftKind> = z.output<(typeof draftDocumentSchemas)[K]>;
export type DraftDocumentInput<K extends DraftKind> = z.input<(typeof draftDocumentSchemas)[K]>;

/**
 * operator/content-draft-save: one union member per kind, so the document is checked by its own
 * schema. `key` names an existing draft of something not yet published (a new pop-up's `new-…`).
 */
export const contentDraftSaveInput = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('popup'), key: draftKey.optional(), document: operatorPopupSaveInput }),
  z.object({ kind: z.literal('help'), document: operatorHelpTopicSaveInput }),
  z.object({ kind: z.literal('contact'), document: operatorContactSaveInput }),
  z.object({ kind: z.literal('seo-meta'), document: operatorSeoMetaSaveInput }),
  z.object({ kind: z.literal('seo-footer'), document: operatorSeoFooterSaveInput }),
  z.object({ kind: z.literal('seo-script'), document: operatorSeoScriptSaveInput }),
  z.object({ kind: z.literal('terms'), document: operatorTermsSetInput }),
]);
export const draftSavedOutput = z.object({ kind: z.enum(DRAFT_KINDS), key: z.string() });

export const contentDraftRefInput = z.object({ kind: z.enum(CONTENT_DRAFT_KINDS), key: draftKey });
export const contentDraftListInput = z.object({ kind: z.enum(DRAFT_KINDS) });

export const draftSchema = z.object({
  key: z.string(),
  /** the kind's save input (see draftDocumentSchemas) */
  document: z.record(z.string(), z.unknown()),
  updatedAt: z.string(),
  updatedBy: z.string(),
});
export type Draft = z.infer<typeof draftSchema>;
export const contentDraftListOutput = z.array(draftSchema);

/** A publish: the version the site reads next (`published` false: the public files did not change). */
export const contentPublishOutput = z.object({
  kind: z.enum(CONTENT_DRAFT_KINDS),
  key: z.string(),
  version: z.string(),
  published: z.boolean(),
});

/* ---------- Inbox message drafts (support may write them too) ---------- */

export const messageDraftSaveInput = z.object({ key: draftKey.optional(), document: operatorMessageSendInput });
export const messageDraftRefInput = z.object({ key: draftKey });
export const messageDraftSendOutput = operatorMessageSendOutput;

/* ---------- The site's preview reader ---------- */

/** What a preview page shows with drafts: the home (banners, pop-ups), help, contact, SEO, terms. */
export const PREVIEW_CONTENT = ['home', 'help', 'contact', 'seo', 'terms'] as const;
export type PreviewContent = (typeof PREVIEW_CONTENT)[number];

export const previewContentInput = z.object({
  key: previewKeyString,
  content: z.enum(PREVIEW_CONTENT),
  /** home, help, terms: the page's currency */
  currency: z
    .string()
    .trim()
    .regex(/^[A-Za-z]{3}$/)
    .transform((c) => c.toUpperCase())
    .optional(),
  /** contact: the page's country */
  country: z
    .string()
    .trim()
    .regex(/^[A-Za-z]{2}$/)
    .transform((c) => c.toUpperCase())
    .optional(),
});

/** The content "with drafts", in the shapes members' readers get; only what was asked for is set. */
export const previewContentOutput = z.object({
  banners: z.array(bannerSchema).optional(),
  popups: dashboardSchema.shape.popupList.optional(),
  helpTopics: z.array(helpTopicSchema).optional(),
  contact: contactSchema.optional(),
  seoFooter: seoFooterSchema.optional(),
  /** per language, per route */
  seoMeta: z.record(z.string(), z.record(z.string(), seoEntrySchema)).optional(),
  terms: z.object({ version: z.string(), expiryDays: z.number().int() }).optional(),
});
export type PreviewContentOutput = z.infer<typeof previewContentOutput>;
