/**
 * Declarative per-field rules and the functions that apply them to one field or a whole form.
 */
import { RULE_TYPES, type FieldError, type RuleType } from './messages';
import * as rules from './rules';
import type { UsernameChecker, UsernameField } from './rules';

/** The rules of one field. String-valued cross-field rules name the other field. */
export type FieldRules = {
  required?: boolean;
  minlength?: number;
  maxlength?: number;
  /** Name of the field this one must repeat. */
  equalto?: string;
  /** Name of the field this one must differ from. */
  notequalto?: string;
  validemail?: boolean;
  min?: number;
  max?: number;
  /** Extensions (".png", "png") or mime types ("image/png", "image/*"). */
  accept?: string[];
  maxfile?: number;
  /** Megabytes per file. */
  maxsize?: number;
  alphaNum?: boolean;
  /** `{ length }` is the country's mobileno_length. */
  validphone?: boolean | { length: number };
  passwordcond?: boolean;
  /** Name of the field holding the previous value. */
  moreThanPrevious?: string;
  /** The promotion's minimum deposit. */
  promoMinDepo?: number;
  alphaNumCheck?: boolean;
  /** Which server check to run; needs `ctx.checkUsername`. */
  validUsername?: UsernameField;
};

/** Rules per field name. */
export type FormSchema<TValues = Record<string, unknown>> = { [K in keyof TValues & string]?: FieldRules };

/** The first error of each failing field. */
export type FormErrors = Partial<Record<string, FieldError>>;

export type ValidationContext = { checkUsername?: UsernameChecker };

type SyncRuleName = Exclude<keyof FieldRules, 'validUsername'>;

/**
 * The order rules are tried in (RULE_TYPES lists them in that order); the first failure is the
 * one shown. The server check (validUsername) always runs last, once everything local passes.
 */
export const RULE_ORDER = RULE_TYPES satisfies readonly SyncRuleName[];
/** Compile-time check that every local rule of FieldRules has its place in the order. */
const everyRuleOrdered: Exclude<SyncRuleName, RuleType> extends never ? true : never = true;
void everyRuleOrdered;

type Values = Record<string, unknown>;

function runRule(name: SyncRuleName, value: unknown, fieldRules: FieldRules, allValues: Values): FieldError | null {
  switch (name) {
    case 'required':
      return fieldRules.required ? rules.required(value) : null;
    case 'minlength':
      return fieldRules.minlength === undefined ? null : rules.minlength(value, fieldRules.minlength);
    case 'maxlength':
      return fieldRules.maxlength === undefined ? null : rules.maxlength(value, fieldRules.maxlength);
    case 'equalto':
      return fieldRules.equalto === undefined ? null : rules.equalto(value, allValues[fieldRules.equalto]);
    case 'notequalto':
      return fieldRules.notequalto === undefined ? null : rules.notequalto(value, allValues[fieldRules.notequalto]);
    case 'validemail':
      return fieldRules.validemail ? rules.validemail(value) : null;
    case 'min':
      return fieldRules.min === undefined ? null : rules.min(value, fieldRules.min);
    case 'max':
      return fieldRules.max === undefined ? null : rules.max(value, fieldRules.max);
    case 'accept':
      return fieldRules.accept === undefined ? null : rules.accept(value, fieldRules.accept);
    case 'maxfile':
      return fieldRules.maxfile === undefined ? null : rules.maxfile(value, fieldRules.maxfile);
    case 'maxsize':
      return fieldRules.maxsize === undefined ? null : rules.maxsize(value, fieldRules.maxsize);
    case 'alphaNum':
      return fieldRules.alphaNum ? rules.alphaNum(value) : null;
    case 'validphone': {
      const phone = fieldRules.validphone;
      if (!phone) return null;
      return rules.validphone(value, phone === true ? {} : { length: phone.length });
    }
    case 'passwordcond':
      return fieldRules.passwordcond ? rules.passwordcond(value) : null;
    case 'moreThanPrevious':
      return fieldRules.moreThanPrevious === undefined ? null : rules.moreThanPrevious(value, allValues[fieldRules.moreThanPrevious]);
    case 'promoMinDepo':
      return fieldRules.promoMinDepo === undefined ? null : rules.promoMinDepo(value, fieldRules.promoMinDepo);
    case 'alphaNumCheck':
      return fieldRules.alphaNumCheck ? rules.alphaNumCheck(value) : null;
  }
}

function validateLocally(value: unknown, fieldRules: FieldRules, allValues: Values): FieldError | null {
  for (const name of RULE_ORDER) {
    const error = runRule(name, value, fieldRules, allValues);
    if (error) return error;
  }
  return null;
}

/**
 * The first failing rule of one field, or null. Synchronous unless the field has
 * validUsername, which needs the server and so makes the answer a Promise.
 */
export function validateField(
  value: unknown,
  fieldRules: FieldRules & { validUsername: UsernameField },
  allValues?: Values,
  ctx?: ValidationContext,
): Promise<FieldError | null>;
export function validateField(
  value: unknown,
  fieldRules: FieldRules & { validUsername?: undefined },
  allValues?: Values,
  ctx?: ValidationContext,
): FieldError | null;
export function validateField(
  value: unknown,
  fieldRules: FieldRules,
  allValues?: Values,
  ctx?: ValidationContext,
): FieldError | null | Promise<FieldError | null>;
export function validateField(
  value: unknown,
  fieldRules: FieldRules,
  allValues: Values = {},
  ctx: ValidationContext = {},
): FieldError | null | Promise<FieldError | null> {
  const local = validateLocally(value, fieldRules, allValues);
  const field = fieldRules.validUsername;
  if (field === undefined) return local;
  if (local) return Promise.resolve(local);
  const check = ctx.checkUsername;
  // A schema asking for a server check without a checker is a wiring mistake; failing loudly
  // beats silently letting taken usernames through.
  if (!check) return Promise.reject(new Error(`validUsername on a ${field} field needs ctx.checkUsername`));
  return rules.validUsername(value, field, check);
}

/** The first error of every failing field in `schema`; fields are checked concurrently. */
export async function validateForm<TValues extends Values>(
  values: TValues,
  schema: FormSchema<TValues>,
  ctx: ValidationContext = {},
): Promise<FormErrors> {
  const names = Object.keys(schema) as (keyof TValues & string)[];
  const results = await Promise.all(
    names.map(async (name) => {
      const fieldRules = schema[name];
      return [name, fieldRules ? await validateField(values[name], fieldRules, values, ctx) : null] as const;
    }),
  );
  const errors: FormErrors = {};
  for (const [name, error] of results) {
    if (error) errors[name] = error;
  }
  return errors;
}
