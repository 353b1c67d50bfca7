/**
 * Form message keys and their English defaults (docs/PRODUCT.md §5 "Form messages" and "Custom rules").
 *
 * Rules never produce display text: they produce a FieldError (a translation key plus
 * interpolation params), so the text follows the visitor's language at render time.
 */

/** A failed rule: the translation key and the values its `{placeholders}` need. */
export type FieldError = { key: string; params?: Record<string, string | number> };

/** Anything shaped like next-intl's `t`: returns the text for a key, or the key itself when missing. */
export type Translate = (key: string, params?: Record<string, string | number>) => string;

/** Every built-in rule that reports through an `error_{type}` key. */
export const RULE_TYPES = [
  'required',
  'minlength',
  'maxlength',
  'equalto',
  'notequalto',
  'validemail',
  'min',
  'max',
  'accept',
  'maxfile',
  'maxsize',
  'alphaNum',
  'validphone',
  'passwordcond',
  'moreThanPrevious',
  'promoMinDepo',
  'alphaNumCheck',
] as const;
export type RuleType = (typeof RULE_TYPES)[number];

/** validUsername does not follow the `error_{type}` scheme: the server's msg names the outcome. */
export const USERNAME_TAKEN = 'username_has_been_taken';
export const MOBILENO_TAKEN = 'mobileno_has_been_taken';

export type MessageKey = `error_${RuleType}` | typeof USERNAME_TAKEN | typeof MOBILENO_TAKEN;

/** The translation key of a rule type, e.g. `minlength` → `error_minlength`. */
export function errorKey(type: RuleType): `error_${RuleType}` {
  return `error_${type}`;
}

/**
 * English texts. The first eleven are docs/PRODUCT.md §5's table verbatim (its grammar included, so
 * screenshots and existing translations keep matching); the custom-rule texts are ours.
 */
export const DEFAULT_MESSAGES: Readonly<Record<MessageKey, string>> = Object.freeze({
  error_required: 'This field is required.',
  error_minlength: 'Input must be at least {n} characters.',
  error_maxlength: 'Input cannot be more than {n} characters.',
  error_equalto: 'Input value does not match.',
  error_notequalto: 'Input value cannot be the same.',
  error_validemail: 'Please enter a valid email.',
  error_min: 'Minimum value is {n}.',
  error_max: 'Maximum value is {n}.',
  error_accept: 'File(s) extension is not accepted.',
  error_maxfile: 'Please select not more than {n} files.',
  error_maxsize: 'File(s) must less than {n}Mb.',
  error_alphaNum: 'Only letters and digits are allowed.',
  error_validphone: 'Please enter a valid mobile number.',
  error_passwordcond: 'Password must contain a digit, a letter and a symbol.',
  error_moreThanPrevious: 'Value must be greater than {n}.',
  error_promoMinDepo: 'Minimum deposit for this promotion is {n}.',
  error_alphaNumCheck: 'Input must be letters with digits, or digits only.',
  username_has_been_taken: 'This username has been taken.',
  mobileno_has_been_taken: 'This mobile number has been taken.',
});

/** Replaces `{name}` placeholders; unknown placeholders stay visible rather than vanish silently. */
export function formatMessage(template: string, params?: Record<string, string | number>): string {
  if (!params) return template;
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    Object.prototype.hasOwnProperty.call(params, name) ? String(params[name]) : whole,
  );
}

function isDefaultKey(key: string): key is MessageKey {
  return Object.prototype.hasOwnProperty.call(DEFAULT_MESSAGES, key);
}

/** next-intl's default fallback is the key, or `namespace.key` when a namespace is bound. */
function isMissingTranslation(text: string, key: string): boolean {
  return text === key || text.endsWith(`.${key}`);
}

/**
 * The display text of a FieldError. The translator wins; when it has no entry (it returns
 * the key or `namespace.key`, an empty string, or throws — next-intl does each depending on
 * its onError/getMessageFallback setup)
 * the English default is used, and an unknown key is shown as-is so nothing renders blank.
 */
export function renderFieldError(error: FieldError, translate?: Translate): string {
  if (translate) {
    let text: string | undefined;
    try {
      text = translate(error.key, error.params);
    } catch {
      text = undefined;
    }
    if (text && !isMissingTranslation(text, error.key)) return text;
  }
  const template = isDefaultKey(error.key) ? DEFAULT_MESSAGES[error.key] : error.key;
  return formatMessage(template, error.params);
}
