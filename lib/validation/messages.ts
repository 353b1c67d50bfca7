/**
 * Form message keys (docs/PRODUCT.md §5 "Form messages" and "Custom rules"); their texts are in
 * messages/*.json under `validation`.
 *
 * Rules never produce display text: they produce a FieldError (a translation key plus
 * interpolation params), so the text follows the visitor's language at render time.
 */

/** A failed rule: the translation key and the values its `{placeholders}` need. */
export type FieldError = { key: string; params?: Record<string, string | number> };

/** Anything shaped like next-intl's `t`: returns the text for a key, or the key itself when missing. */
export type Translate = (key: string, params?: Record<string, string | number>) => string;

/**
 * Every built-in rule that reports through an `error_{type}` key, in the order a field tries them:
 * cheap presence and shape checks before comparisons.
 */
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

/** Replaces `{name}` placeholders; unknown placeholders stay visible rather than vanish silently. */
export function formatMessage(template: string, params?: Record<string, string | number>): string {
  if (!params) return template;
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    Object.prototype.hasOwnProperty.call(params, name) ? String(params[name]) : whole,
  );
}

/** next-intl's default fallback is the key, or `namespace.key` when a namespace is bound. */
function isMissingTranslation(text: string, key: string): boolean {
  return text === key || text.endsWith(`.${key}`);
}

/**
 * The display text of a FieldError, always through a translator: the texts live in messages/
 * (`validation` namespace), English in messages/en.json — the one copy — and every other
 * language merged over it. A key the translator does not know (it returns the key or
 * `namespace.key`, an empty string, or throws — next-intl does each depending on its
 * onError/getMessageFallback setup) is shown as the key itself, so nothing renders blank.
 * Tests without next-intl pass lib/validation/testing.ts's englishTranslate.
 */
export function renderFieldError(error: FieldError, translate: Translate): string {
  let text: string | undefined;
  try {
    text = translate(error.key, error.params);
  } catch {
    text = undefined;
  }
  if (text && !isMissingTranslation(text, error.key)) return text;
  return formatMessage(error.key, error.params);
}
