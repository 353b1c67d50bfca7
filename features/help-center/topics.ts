import type { HelpTopic } from '@/lib/contracts/communication';

export type LocalizedTopic = { slug: string; title: string; content: string };

const inLanguage = (texts: Record<string, string>, language: string) => texts[language] ?? texts.en ?? Object.values(texts)[0] ?? '';

/** The topics in the page's language (English, then any language, when one has no text in it). */
export function localizedTopics(topics: readonly HelpTopic[], language: string): LocalizedTopic[] {
  return topics.map((t) => ({ slug: t.slug, title: inLanguage(t.title, language) || t.slug, content: inLanguage(t.content, language) }));
}
