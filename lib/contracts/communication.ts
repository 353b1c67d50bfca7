import { z } from 'zod';
import { newPassword } from './auth';
import { FORGOT_PASSWORD_METHODS } from './forgot-password-methods';
import { INBOX_PAGE_SIZE, INBOX_TABS, MESSAGE_CATEGORIES } from './inbox-tabs';

/**
 * Member communication (docs/communication.md): the inbox, the operator's messages, pop-ups,
 * contact channels, help topics, terms and the password reset.
 */

const id = z.number().int().positive().max(2_147_483_647);
const languageCode = z.string().trim().min(2).max(5);
const currencyCode = z.string().trim().length(3);

export * from './forgot-password-methods';
export * from './inbox-tabs';

export const messageListInput = z.object({
  memberLanguage: languageCode,
  tab: z.enum(INBOX_TABS).default('all'),
  /** the noticeId of the last message already shown: the page after it (older messages) */
  cursor: id.optional(),
  limit: z.number().int().min(1).max(50).default(INBOX_PAGE_SIZE),
});

export const messageSchema = z.object({
  noticeId: z.number().int(),
  category: z.enum(MESSAGE_CATEGORIES),
  title: z.string(),
  /** sanitised HTML */
  body: z.string(),
  is_read: z.union([z.literal(0), z.literal(1)]),
  /** ISO time (UTC); the site formats it in the member's language and time zone */
  created: z.string(),
});
export type InboxMessage = z.infer<typeof messageSchema>;

export const unreadCountsSchema = z.object({ all: z.number().int(), inbox: z.number().int(), promotions_events: z.number().int() });
export type UnreadCounts = z.infer<typeof unreadCountsSchema>;

export const messageListSchema = z.object({
  items: z.array(messageSchema),
  unread: unreadCountsSchema,
  /** pass as cursor for the next (older) page; null: no more */
  nextCursor: z.number().int().nullable(),
});
export type MessageList = z.infer<typeof messageListSchema>;

/** member/message-update: one message read (id), or every message read (all: true) in one update. */
export const messageUpdateInput = z
  .object({ id: id.optional(), all: z.literal(true).optional() })
  .strict()
  .refine((v) => (v.id === undefined) !== (v.all === undefined), 'id or all');

/** Title and body per language; bodies are HTML the platform sanitises before storing. */
const perLanguageTexts = z
  .record(languageCode, z.object({ title: z.string().trim().min(1).max(200), body: z.string().max(20_000) }))
  .refine((map) => Object.keys(map).length > 0 && Object.keys(map).length <= 20, 'one language at least');

/** Who gets a message. A segment's fields narrow together (all of them must match). */
export const messageAudienceInput = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('member'), username: z.string().trim().min(1).max(32) }),
  z
    .object({
      kind: z.literal('segment'),
      currency: currencyCode.optional(),
      country: z.string().trim().length(2).optional(),
      vipTier: z.string().trim().min(1).max(40).optional(),
    })
    .refine((s) => s.currency !== undefined || s.country !== undefined || s.vipTier !== undefined, 'a segment needs a field'),
  z.object({ kind: z.literal('all') }),
]);
export type MessageAudienceInput = z.infer<typeof messageAudienceInput>;

export const operatorMessageSendInput = z.object({
  audience: messageAudienceInput,
  category: z.enum(MESSAGE_CATEGORIES).default('inbox'),
  languages: perLanguageTexts,
});
export const operatorMessageSendOutput = z.object({ messageId: z.number().int(), recipients: z.number().int() });

/** operator/popup-save: an announcement pop-up (new without id). */
export const operatorPopupSaveInput = z.object({
  id: id.optional(),
  currency: currencyCode,
  title: z.record(languageCode, z.string().trim().min(1).max(200)),
  content: z.record(languageCode, z.string().max(20_000)),
  img: z.string().trim().max(300).default(''),
  /** where a click goes: a path inside the site (/promotions/…, /game/…) or '' */
  link: z.string().trim().max(300).default(''),
  hidePeriod: z.number().int().min(0).max(365).default(1),
  enabled: z.boolean().default(true),
});

/** The channels the contact dialog knows; `{name}_url_label` keys carry a link's label. */
export const CONTACT_CHANNELS = [
  'phone',
  'whatsapp',
  'email',
  'line',
  'telegram',
  'wechat',
  'skype',
  'yahoo',
  'kakao',
  'facebook_url',
  'instagram_url',
  'youtube_url',
  'twitter_url',
] as const;

/** operator/contact-save: a country's channels; an empty value switches the channel off. */
export const operatorContactSaveInput = z.object({
  countryCode: z.string().trim().length(2),
  data: z.record(z.string().trim().min(1).max(40), z.string().trim().max(300)),
});

/** One help-centre topic: a slug and, per language, a title and sanitised HTML. */
export const helpTopicSchema = z.object({
  slug: z.string(),
  title: z.record(z.string(), z.string()),
  content: z.record(z.string(), z.string()),
});
export type HelpTopic = z.infer<typeof helpTopicSchema>;

export const operatorHelpTopicSaveInput = z.object({
  slug: z
    .string()
    .trim()
    .regex(/^[a-z0-9][a-z0-9-]{0,39}$/, 'lower-case letters, digits and dashes'),
  title: z.record(languageCode, z.string().trim().min(1).max(120)),
  content: z.record(languageCode, z.string().max(50_000)),
  /** false removes the topic */
  enabled: z.boolean().default(true),
});

/** operator/terms-set: the current terms version and how long an acceptance lasts, for every currency or one. */
export const operatorTermsSetInput = z.object({
  currency: currencyCode.optional(),
  version: z.string().trim().min(1).max(40),
  expiryDays: z.number().int().min(1).max(3650),
});

/** operator/outbox: the newest mail and SMS, optionally for one recipient. */
export const operatorOutboxInput = z
  .object({ recipient: z.string().trim().min(1).max(200).optional(), limit: z.number().int().min(1).max(100).default(20) })
  .optional()
  .transform((v) => v ?? { limit: 20 });
export const outboxItemSchema = z.object({
  id: z.number().int(),
  channel: z.enum(['email', 'sms']),
  recipient: z.string(),
  subject: z.string(),
  body: z.string(),
  created: z.string(),
});
export const operatorOutboxOutput = z.array(outboxItemSchema);

/** auth/forgot-password: the username and the channel; the answer never says whether it exists. */
export const forgotPasswordInput = z.object({
  username: z.string().trim().min(1, 'error_required').max(32),
  method: z.enum(FORGOT_PASSWORD_METHODS),
  /** the language segment the link in the message opens, e.g. en-my */
  lang: z
    .string()
    .trim()
    .regex(/^[a-z]{2}-[a-z]{2}$/),
});

/** auth/reset-password: the token from the message and the new password (the registration rules). */
export const resetPasswordInput = z.object({
  token: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9_-]{20,100}$/, 'reset_token_invalid'),
  password: newPassword,
});
