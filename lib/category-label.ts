/** docs/PRODUCT.md §3: memberDisplay is JSON of names per language, falling back to en; invalid JSON is an empty object (docs/PRODUCT.md §8). */
export function parseJsonObject(value: string | null | undefined): Record<string, unknown> {
  try {
    const parsed: unknown = JSON.parse(value ?? '');
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

export function categoryLabel(memberDisplay: string, language: string, fallback: string): string {
  const names = parseJsonObject(memberDisplay);
  const name = names[language] ?? names.en;
  return typeof name === 'string' && name ? name : fallback;
}
