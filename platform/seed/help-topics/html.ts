import type { LanguageCode, PerLanguage } from '@/lib/contracts/languages';

/**
 * The few tags the seeded help topics are written with, every one on the list the operator's saves
 * keep (platform/modules/common/sanitize-html.ts), so a topic reads the same after an operator
 * saves it again. Texts are HTML already: an ampersand is written `&amp;`.
 */
export const p = (text: string) => `<p>${text}</p>`;
export const h3 = (text: string) => `<h3>${text}</h3>`;
export const b = (text: string) => `<strong>${text}</strong>`;
export const ul = (...items: string[]) => `<ul>${items.map((item) => `<li>${item}</li>`).join('')}</ul>`;
export const ol = (...items: string[]) => `<ol>${items.map((item) => `<li>${item}</li>`).join('')}</ol>`;

/** One seeded topic: its address and, in every language (one left out fails the compiler), its title and HTML. */
export type SeedHelpTopic = { slug: string; title: PerLanguage<string>; content: PerLanguage<string> };

/** A topic whose content is written as parts (paragraphs, headings, lists) per language. */
export function topic(slug: string, title: PerLanguage<string>, parts: Readonly<Record<LanguageCode, readonly string[]>>): SeedHelpTopic {
  const content = Object.fromEntries(Object.entries(parts).map(([language, html]) => [language, html.join('')])) as PerLanguage<string>;
  return { slug, title, content };
}
