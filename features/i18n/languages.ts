import { FALLBACK_LANGUAGE, LANGUAGE_CODES, isLanguageCode, type LanguageCode } from '@/lib/contracts/languages';

/** Base languages we ship messages for (messages/<code>.json): the one list in lib/contracts. */
export const MESSAGE_LANGUAGES = LANGUAGE_CODES;
export type MessageLanguage = LanguageCode;
export { FALLBACK_LANGUAGE };

export function messageLanguageOf(language: string | undefined): MessageLanguage {
  return isLanguageCode(language) ? language : FALLBACK_LANGUAGE;
}
