/** A pop-up's title or content: JSON of texts per language; the page's language, else English, else any. */
export function popupText(json: string, language: string): string {
  try {
    const texts = JSON.parse(json) as Record<string, unknown>;
    const value = texts[language] ?? texts.en ?? Object.values(texts)[0];
    return typeof value === 'string' ? value : '';
  } catch {
    return '';
  }
}
