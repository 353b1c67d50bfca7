import type { PerLanguageText } from '../../db/schema-communication';

/** A text in the member's language: their base language, else English, else any language written. */
export function inLanguage(texts: PerLanguageText, language: string): string {
  const base = language.toLowerCase().split('-')[0] ?? '';
  return texts[base] ?? texts.en ?? Object.values(texts)[0] ?? '';
}
