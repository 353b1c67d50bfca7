type Translator = { (key: string): string; has(key: string): boolean };

/** The platform's msg is a translation key (error_date, error_range, not_logged_in …) or text: the translation when there is one. */
export function errorMessage(t: Translator, msg: string): string {
  for (const key of [`timeline.${msg}`, `common.${msg}`, `validation.${msg}`]) if (t.has(key)) return t(key);
  return t('timeline.error_load');
}
