type Params = Record<string, string | number>;
type Translator = { (key: string, params?: Params): string; has(key: string): boolean };

/** Where refusal keys are looked up, most specific first. validation.* texts need params, so ours stand in for them. */
const NAMESPACES: readonly string[] = ['wallet', 'account', 'promotions', 'verification', 'limits', 'common'];

/** A refusal's `output` carries its message's values (error_min → { n }, turnover_required → { outstanding }). */
export function messageParams(output: unknown): Params | undefined {
  if (!output || typeof output !== 'object' || Array.isArray(output)) return undefined;
  const entries = Object.entries(output).filter(
    (e): e is [string, string | number] => typeof e[1] === 'string' || typeof e[1] === 'number',
  );
  return entries.length > 0 ? Object.fromEntries(entries) : undefined;
}

/**
 * A platform msg is a key (insufficient_balance, pin_incorrect …), a field refusal
 * ("amount: error_amount") or plain text; show the member the translated text when there is one.
 * A text whose placeholders the answer did not fill comes back as its key: then the next one is tried.
 */
export function serverMessage(
  t: Translator,
  msg: string,
  { namespaces = NAMESPACES, params }: { namespaces?: readonly string[]; params?: Params } = {},
): string {
  const field = /^[\w.]+: (\w+)$/.exec(msg)?.[1];
  for (const key of field ? [msg, field] : [msg]) {
    for (const namespace of namespaces) {
      const full = `${namespace}.${key}`;
      if (!t.has(full)) continue;
      const text = safely(() => t(full, params));
      if (text && text !== full) return text;
    }
  }
  if (/^error_\w+$/.test(field ?? msg) && t.has('wallet.error_invalid')) return t('wallet.error_invalid');
  return msg || t('common.something_went_wrong');
}

function safely(render: () => string): string | null {
  try {
    return render();
  } catch {
    return null;
  }
}
