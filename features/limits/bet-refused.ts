import { isLimitRefusal, limitRefusalValues } from '@/lib/limit-refusal';

type Params = Record<string, string | number>;
type Translator = { (key: string, params?: Params): string; has(key: string): boolean };

/**
 * What the site's toast says of a stake a bet-time guard refused (realtime `bet-refused`), in the
 * page's language: a loss or wager limit names the limit as money in the member's currency; a
 * cool-off, self-exclusion or session time limit says so (their `errors` texts). A reason the site
 * has no text for still tells the member a bet was refused (the title alone).
 */
export function betRefusedDetail(t: Translator, reason: string, output: unknown, locale: string): string | undefined {
  if (isLimitRefusal(reason)) {
    const values = limitRefusalValues(output, locale);
    return values && t.has(`limits.${reason}_bet`) ? t(`limits.${reason}_bet`, values) : undefined;
  }
  return t.has(`errors.${reason}`) ? t(`errors.${reason}`) : undefined;
}
