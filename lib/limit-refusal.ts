import { LIMIT_REFUSALS, type LimitRefusal } from './contracts/limit-choices';
import { VERIFICATION_REFUSAL } from './contracts/verification-refusal';
import { formatCurrencyAmount } from './format-money';

const REASONS: readonly string[] = Object.values(LIMIT_REFUSALS);
const DECIMAL = /^\d+(\.\d+)?$/;

/** Whether a platform msg is a refusal by a deposit, loss or wager limit (its output is a LimitRefusal). */
export function isLimitRefusal(msg: string): boolean {
  return REASONS.includes(msg);
}

/**
 * A limit refusal's message values (the `limits` texts' {period}, {limit} and {remaining}), the
 * amounts as money in the member's currency ("MYR 40.00"); undefined when the output is not one.
 * An answer without a known currency keeps its figures, grouped for the locale.
 */
export function limitRefusalValues(output: unknown, locale: string): { period: string; limit: string; remaining: string } | undefined {
  if (!output || typeof output !== 'object') return undefined;
  const refusal = output as Partial<Record<keyof LimitRefusal, unknown>>;
  const { period, limit, remaining, currency } = refusal;
  if (typeof period !== 'string' || typeof limit !== 'string' || typeof remaining !== 'string') return undefined;
  if (!DECIMAL.test(limit) || !DECIMAL.test(remaining)) return undefined;
  const money = (amount: string) => formatCurrencyAmount(amount, typeof currency === 'string' ? currency : '', locale);
  return { period, limit: money(limit), remaining: money(remaining) };
}

/**
 * The verification threshold's refusal of a withdrawal (wallet `verification_required`): its
 * {threshold} as money in the member's currency, as the limits' refusals show theirs.
 */
export function verificationRefusalValues(output: unknown, locale: string): { threshold: string } | undefined {
  if (!output || typeof output !== 'object') return undefined;
  const { threshold, currency } = output as Partial<Record<'threshold' | 'currency', unknown>>;
  if (typeof threshold !== 'string' || !DECIMAL.test(threshold)) return undefined;
  return { threshold: formatCurrencyAmount(threshold, typeof currency === 'string' ? currency : '', locale) };
}

/** A refusal's money values when `msg` is a refusal by a limit or by the verification threshold; else undefined. */
export function refusalValues(msg: string, output: unknown, locale: string): Record<string, string> | undefined {
  if (isLimitRefusal(msg)) return limitRefusalValues(output, locale);
  if (msg === VERIFICATION_REFUSAL) return verificationRefusalValues(output, locale);
  return undefined;
}
