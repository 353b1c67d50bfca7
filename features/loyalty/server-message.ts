type Translator = { (key: string, params?: Record<string, string | number>): string; has(key: string): boolean };

/** A loyalty refusal (task_not_completed, referral_below_minimum …) in the member's language; `fallback` is a `loyalty` key. */
export function loyaltyMessage(t: Translator, msg: string, fallback: string, params?: Record<string, string | number>): string {
  const key = /^[\w.]+: (\w+)$/.exec(msg)?.[1] ?? msg;
  for (const namespace of ['loyalty', 'common']) if (t.has(`${namespace}.${key}`)) return t(`${namespace}.${key}`, params);
  return t(`loyalty.${fallback}`);
}
