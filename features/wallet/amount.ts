import type { FieldRules } from '@/lib/validation';

/**
 * Amounts stay decimal strings end to end (the contract's amountString); these helpers only
 * reshape the text, so no float ever decides what is sent.
 */

/** Cuts a decimal string to `decimals` places without rounding up: "All" must never exceed the balance. */
export function truncateAmount(amount: string, decimals: number): string {
  const [whole = '0', fraction = ''] = amount.trim().replace(/^-/, '').split('.');
  const places = Math.max(0, Math.floor(decimals));
  const kept = fraction.slice(0, places).replace(/0+$/, '');
  return kept ? `${whole || '0'}.${kept}` : whole || '0';
}

/** What the typed value means on the wire: "12." is 12, a trailing fraction of zeros adds nothing. */
export function payloadAmount(typed: string): string {
  const text = typed.trim();
  if (!text.includes('.')) return text;
  const [whole = '0', fraction = ''] = text.split('.');
  const kept = fraction.replace(/0+$/, '');
  return kept ? `${whole || '0'}.${kept}` : whole || '0';
}

/** The smallest amount the currency can express: 0.01 with two decimals, 1 with none. */
export function smallestAmount(decimals: number): number {
  return 1 / 10 ** Math.max(0, Math.floor(decimals));
}

/**
 * required + min/max as numbers (the validation library compares numbers and shows them in
 * error_min / error_max). A missing or unparsable bound is left out rather than blocking everything.
 */
export function amountRules(min: string | number | undefined, max: string | number | undefined): FieldRules {
  const rules: FieldRules = { required: true };
  const low = Number(min);
  const high = Number(max);
  if (min !== undefined && min !== '' && Number.isFinite(low)) rules.min = low;
  if (max !== undefined && max !== '' && Number.isFinite(high)) rules.max = high;
  return rules;
}

/** Whether a decimal string is above zero, read from its digits (no float). */
export function isPositiveAmount(amount: string): boolean {
  return /[1-9]/.test(amount) && !amount.trim().startsWith('-');
}
