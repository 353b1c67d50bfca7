/**
 * "a, b and c" in the page's language. Thai's conjunction pattern glues the word to what follows
 * ("สล็อต 100%และคาสิโนสด 10%"), which misreads after a figure; its unit pattern spaces it.
 */
export function formatList(parts: readonly string[], locale: string): string {
  const type = locale.toLowerCase().startsWith('th') ? 'unit' : 'conjunction';
  try {
    return new Intl.ListFormat(locale, { style: 'long', type }).format(parts);
  } catch {
    return parts.join(', ');
  }
}
