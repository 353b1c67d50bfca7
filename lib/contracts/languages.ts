/**
 * The site's languages: the one list. Each has `messages/<code>.json`; the platform offers only these
 * on a country, seeds its demo words in them, and the console edits content in them.
 */
export const LANGUAGE_CODES = ['en', 'zh', 'ms', 'th', 'vi', 'id'] as const;
export type LanguageCode = (typeof LANGUAGE_CODES)[number];

/** Each language's name for itself, as a language picker shows it. */
export const LANGUAGE_NAMES: Readonly<Record<LanguageCode, string>> = {
  en: 'English',
  zh: '中文',
  ms: 'Bahasa Melayu',
  th: 'ไทย',
  vi: 'Tiếng Việt',
  id: 'Bahasa Indonesia',
};

/** What a page falls back to for a missing message, and the language of a code we have no messages for. */
export const FALLBACK_LANGUAGE: LanguageCode = 'en';

export function isLanguageCode(value: string | undefined): value is LanguageCode {
  return (LANGUAGE_CODES as readonly string[]).includes(value ?? '');
}

/** A text table with one entry per language: a language left out fails the compiler. */
export type PerLanguage<T> = Readonly<Record<LanguageCode, T>>;
