const displayNames = new Map<string, Intl.DisplayNames | null>();

/**
 * A country's name in the page's language ("Thailand" → "ประเทศไทย" on a Thai page) from
 * Intl.DisplayNames; the platform's own name when the runtime has none for that code.
 */
export function countryName(countryCode: string, locale: string, fallback: string): string {
  let names = displayNames.get(locale);
  if (names === undefined) {
    try {
      names = new Intl.DisplayNames([locale, 'en'], { type: 'region', fallback: 'none' });
    } catch {
      names = null;
    }
    displayNames.set(locale, names);
  }
  try {
    return names?.of(countryCode.toUpperCase()) || fallback;
  } catch {
    return fallback;
  }
}
