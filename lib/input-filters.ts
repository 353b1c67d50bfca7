/**
 * Input filters (docs/PRODUCT.md §5 "Inputs"): pure functions that turn whatever was typed or pasted into
 * what the field allows, meant to run in onChange so the field never holds a disallowed value.
 */

/** docs/PRODUCT.md §9: withdrawal PINs are 6 digits. */
export const PIN_LENGTH = 6;

/** Number formatting caps decimals at 20 (docs/PRODUCT.md §9); more would also exceed what JS numbers hold. */
const MAX_DECIMALS = 20;

/** Digits only, at most PIN_LENGTH of them. */
export function pinInput(raw: string): string {
  return raw.replace(/\D/g, '').slice(0, PIN_LENGTH);
}

/** "007" → "7" and "00" → "0": zeros in front of another digit go, a lone zero stays. */
function stripLeadingZeros(digits: string): string {
  return digits.replace(/^0+(?=\d)/, '');
}

/**
 * An amount as it is being typed. With `decimals` 0 (the default) only digits are kept; with
 * a country's input_decimal > 0, one dot and at most that many decimals are allowed too.
 * Leading zeros are stripped, but "0." survives (and "." becomes "0.") so "0.5" stays typeable.
 * Grouping commas and any other characters are dropped.
 */
export function amountInput(raw: string, { decimals = 0 }: { decimals?: number } = {}): string {
  const places = Number.isFinite(decimals) ? Math.min(MAX_DECIMALS, Math.max(0, Math.floor(decimals))) : 0;
  if (places === 0) return stripLeadingZeros(raw.replace(/\D/g, ''));
  const kept = raw.replace(/[^\d.]/g, '');
  const dot = kept.indexOf('.');
  if (dot < 0) return stripLeadingZeros(kept);
  const whole = stripLeadingZeros(kept.slice(0, dot)) || '0';
  const fraction = kept
    .slice(dot + 1)
    .replace(/\./g, '')
    .slice(0, places);
  return `${whole}.${fraction}`;
}

/**
 * A person's name with special characters stripped. Letters of every script are kept together
 * with their combining marks (Thai vowels and tone marks, Vietnamese diacritics typed as
 * separate marks), plus spaces and the . ' - found in real names. Digits go too. Typographic
 * apostrophes become ' because phone keyboards insert them for the plain one ("O’Brien").
 */
export function nameInput(raw: string): string {
  return raw.replace(/[\u2018\u2019]/g, "'").replace(/[^\p{L}\p{M} .'-]/gu, '');
}

/** Removes all whitespace: the paste-side companion of blockSpaceKey, which only stops typing. */
export function noSpaceInput(raw: string): string {
  return raw.replace(/\s/g, '');
}

/** keydown handler for fields where a space is not allowed ('Spacebar' is what old Edge/IE report). */
export function blockSpaceKey(event: { key: string; preventDefault: () => void }): void {
  if (event.key === ' ' || event.key === 'Spacebar') event.preventDefault();
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null) return false;
  const proto: unknown = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
}

/**
 * A copy of a request payload with every string trimmed, however deeply nested (docs/PRODUCT.md §5
 * "String fields are trimmed before sending"). Only plain objects and arrays are walked;
 * Files, Dates and other instances pass through untouched. The input is not modified.
 */
export function trimStrings<T>(value: T): T {
  if (typeof value === 'string') return value.trim() as T;
  if (Array.isArray(value)) return value.map((item: unknown) => trimStrings(item)) as T;
  if (isPlainObject(value)) {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, trimStrings(item)])) as T;
  }
  return value;
}
