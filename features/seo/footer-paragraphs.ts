type FooterEntry = { category: string; lang: string; content: string };

/**
 * The operator's SEO text for a page category in a language (English when the language has none),
 * as plain paragraphs (separated by blank lines); none when neither exists.
 */
export function footerParagraphs(footer: readonly FooterEntry[], category: string, language: string): string[] {
  const entry =
    footer.find((f) => f.category === category && f.lang === language) ?? footer.find((f) => f.category === category && f.lang === 'en');
  return (entry?.content ?? '')
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean);
}
