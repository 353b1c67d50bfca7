import { z } from 'zod';

/** docs/PRODUCT.md §3 Country (server list item). `languages` maps a base language code to its own name. */
export const countryItemSchema = z.object({
  country: z.string(),
  countryCode: z.string(),
  currency: z.string(),
  language: z.string(),
  languages: z.record(z.string(), z.string()),
  mobileno_length: z.number().int(),
  input_decimal: z.number().int(),
  dialCode: z.string(),
  /** IANA time zone the country's members see times in. */
  timeZone: z.string(),
});
export type CountryItem = z.infer<typeof countryItemSchema>;

export const statusItemSchema = z.object({ id: z.number().int(), code: z.string(), name: z.string() });
export type StatusItem = z.infer<typeof statusItemSchema>;

/** docs/PRODUCT.md §3 Module setting: settings_json is a JSON string {web:{action,exclude_user}, mobile:{…}}. */
export const moduleSettingSchema = z.object({
  name: z.string(),
  parent_name: z.string(),
  settings_json: z.string(),
});
export type ModuleSetting = z.infer<typeof moduleSettingSchema>;

/** docs/PRODUCT.md §3 Config: logos, whitelist (domain, index) for search-engine indexing, and the module settings. */
export const configSchema = z.object({
  siteTitle: z.string(),
  logo: z.object({ favicon: z.string(), desktop: z.string(), mobile: z.string() }),
  whitelist: z.array(z.object({ domain: z.string(), index: z.boolean() })),
  contact: z.object({ email: z.string(), phone: z.string() }).partial().optional(),
  defaultLang: z.string(),
  modules: z.array(moduleSettingSchema),
  version: z.string(),
  /** The site title that shows the live-chat widget in production (operator setting; '' → the site's LIVE_CHAT_SITE_TITLE). */
  liveChatSiteTitle: z.string().optional(),
});
export type SiteConfig = z.infer<typeof configSchema>;

/** docs/PRODUCT.md §3 Category setting. memberDisplay is JSON of names per language, falling back to en. */
export const categorySettingSchema = z.object({
  type: z.string(),
  memberDisplay: z.string(),
  img: z.string(),
  priority: z.number().int(),
});
export type CategorySetting = z.infer<typeof categorySettingSchema>;

export const constantListInput = z.object({ constants: z.array(z.string().min(1)).min(1).max(20) });
export const categorySettingInput = z.object({ currency: z.string().trim().min(3).max(3) });
export const tacExpiryInput = z.object({ currency: z.string().trim().min(3).max(3) });
export const tacExpiryOutput = z.object({ tacExpiry: z.number().int(), tacVersion: z.string() });

/** common/constant-list answer: every requested group → its {label, value} pairs (an unknown group → []). */
export const constantItemSchema = z.object({ label: z.string(), value: z.string() });
export type ConstantItem = z.infer<typeof constantItemSchema>;
export const constantListOutput = z.record(z.string(), z.array(constantItemSchema));
