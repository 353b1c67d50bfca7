type Translator = { (key: string): string; has(key: string): boolean };

/**
 * A server msg is a translation key (invalid_credentials, username_has_been_taken, error_minlength …)
 * or plain text; show the member the translated text when we have one.
 */
export function serverMessage(t: Translator, msg: string): string {
  for (const key of [`auth.${msg}`, `security.${msg}`, `validation.${msg}`, `common.${msg}`]) if (t.has(key)) return t(key);
  const field = /^[a-zA-Z]+: (\w+)$/.exec(msg)?.[1];
  if (field && t.has(`validation.${field}`)) return t(`validation.${field}`);
  return msg || t('common.something_went_wrong');
}
