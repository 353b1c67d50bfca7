type Translator = { (key: string): string; has(key: string): boolean };

/** A platform msg as the member reads it: the safety namespace first, then errors, validation and common. */
export function safetyMessage(t: Translator, msg: string): string {
  for (const key of [`safety.${msg}`, `errors.${msg}`, `validation.${msg}`, `common.${msg}`]) if (t.has(key)) return t(key);
  const field = /^[a-zA-Z]+: (\w+)$/.exec(msg)?.[1];
  if (field && t.has(`validation.${field}`)) return t(`validation.${field}`);
  return t('common.something_went_wrong');
}
