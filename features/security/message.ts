type Translator = { (key: string, values?: Record<string, string | number>): string; has(key: string): boolean };

/** A platform answer's msg as the member reads it: security's own keys first, then the shared ones. */
export function securityMessage(t: Translator, msg: string): string {
  const field = /^[\w.]+: (\w+)$/.exec(msg)?.[1];
  for (const key of field ? [msg, field] : [msg]) {
    for (const namespace of ['security', 'account', 'validation', 'common']) {
      if (t.has(`${namespace}.${key}`)) return t(`${namespace}.${key}`);
    }
  }
  return t('security.something_failed');
}
