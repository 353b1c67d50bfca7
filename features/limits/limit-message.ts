type Params = Record<string, string | number>;
type Translator = { (key: string, params?: Params): string; has(key: string): boolean };

/** A platform msg as the member reads it on the Limits page: the limits namespace first, then validation and common. */
export function limitMessage(t: Translator, msg: string, params?: Params): string {
  for (const key of [`limits.${msg}`, `validation.${msg}`, `common.${msg}`]) if (t.has(key)) return t(key, params);
  const field = /^[a-zA-Z]+: (\w+)$/.exec(msg)?.[1];
  if (field && t.has(`limits.${field}`)) return t(`limits.${field}`);
  return t('common.something_went_wrong');
}
