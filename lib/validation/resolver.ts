/**
 * react-hook-form Resolver over FieldRules schemas, gated by the activation mode.
 */
import { toNestErrors, validateFieldsNatively } from '@hookform/resolvers';
import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';
import { shouldValidate, type ActivationState } from './activation';
import { validateForm, type FormErrors, type FormSchema } from './field-rules';
import { renderFieldError, type Translate } from './messages';
import type { UsernameChecker } from './rules';

export type RulesResolverOptions = {
  /** Read on every call so the mode, phase and submit count are current; omitted means "always". */
  activation?: () => ActivationState;
  checkUsername?: UsernameChecker;
  /** Renders messages (next-intl's `validation` texts; englishTranslate in tests). */
  translate: Translate;
};

/**
 * Our FieldErrors as react-hook-form errors: `type` is the message key (so UIs can branch on
 * it) and `message` the rendered text (so `errors.x?.message` is ready to display).
 */
export function toHookFormErrors(errors: FormErrors, translate: Translate): FieldErrors {
  const result: FieldErrors = {};
  for (const [name, error] of Object.entries(errors)) {
    if (error) result[name] = { type: error.key, message: renderFieldError(error, translate) };
  }
  return result;
}

export function rulesResolver<TValues extends FieldValues>(schema: FormSchema<TValues>, options: RulesResolverOptions): Resolver<TValues> {
  return async (values, _context, resolverOptions) => {
    const state = options.activation?.();
    const active = state ? shouldValidate(state.mode, state.phase, state.submitCount) : true;
    const errors = active ? await validateForm(values, schema, { checkUsername: options.checkUsername }) : {};
    const hookErrors = toHookFormErrors(errors, options.translate);
    if (Object.keys(hookErrors).length === 0) {
      // Clears any browser validity messages left from an earlier failed run.
      if (resolverOptions.shouldUseNativeValidation) validateFieldsNatively({}, resolverOptions);
      return { values, errors: {} };
    }
    if (resolverOptions.shouldUseNativeValidation) validateFieldsNatively(hookErrors, resolverOptions);
    return { values: {}, errors: toNestErrors(hookErrors, resolverOptions) };
  };
}
