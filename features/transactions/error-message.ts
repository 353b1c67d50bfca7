type Translator = { (key: string): string; has(key: string): boolean };

/** The server's msg is a translation key (not_logged_in, error_date …) or plain text: show the translation when there is one. */
export function errorMessage(t: Translator, msg: string): string {
  for (const key of [`transactions.${msg}`, `common.${msg}`, `validation.${msg}`]) if (t.has(key)) return t(key);
  return msg || t('common.something_went_wrong');
}
