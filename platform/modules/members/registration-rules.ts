import type { CountryLanguage } from '../../db/schema';

/** The parts of a country that decide whether a registration is acceptable. */
export type CountryRules = {
  code: string;
  enabled: boolean;
  dialCode: string;
  mobilenoLength: number;
  languages: CountryLanguage[];
};

/** mobileno is "{dialCode}-{digits}": the country's own dial code and exactly its number length. */
export function isValidMobile(mobileno: string, country: CountryRules): boolean {
  const match = /^(\d+)-(\d+)$/.exec(mobileno.trim());
  if (!match) return false;
  const [, dialCode, digits] = match;
  return dialCode === country.dialCode && digits?.length === country.mobilenoLength;
}

/**
 * The base language code to store, or undefined when the country does not offer it.
 * Accepts "th" and the site's segment form "th-th" (whose country part must match).
 */
export function resolveLanguage(language: string, country: CountryRules): string | undefined {
  const [base = '', region] = language.trim().toLowerCase().split('-');
  if (region !== undefined && region !== country.code.toLowerCase()) return undefined;
  return country.languages.some((l) => l.code === base) ? base : undefined;
}
