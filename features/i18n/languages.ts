/** Base languages we ship messages for (messages/<code>.json). English is the fallback. */
export const MESSAGE_LANGUAGES = ['en', 'zh', 'ms', 'th', 'vi', 'id'] as const;
export type MessageLanguage = (typeof MESSAGE_LANGUAGES)[number];
export const FALLBACK_LANGUAGE: MessageLanguage = 'en';

export function messageLanguageOf(language: string | undefined): MessageLanguage {
  return (MESSAGE_LANGUAGES as readonly string[]).includes(language ?? '') ? (language as MessageLanguage) : FALLBACK_LANGUAGE;
}
