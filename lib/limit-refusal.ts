import { LIMIT_REFUSALS, type LimitRefusal } from './contracts/limit-choices';
import { CURRENCY_MINOR_UNITS } from './contracts/currencies';
import { formatCurrencyAmount, formatMoney } from './format-money';

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
  const money =
    typeof currency === 'string' && Object.hasOwn(CURRENCY_MINOR_UNITS, currency)
      ? (amount: string) => formatCurrencyAmount(amount, currency, locale)
      : (amount: string) => formatMoney(amount, locale, amount.split('.')[1]?.length ?? 0);
  return { period, limit: money(limit), remaining: money(remaining) };
}
