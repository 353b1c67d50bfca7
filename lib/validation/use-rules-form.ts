'use client';
/**
 * useForm wired to FieldRules and a docs/PRODUCT.md §4 activation mode.
 */
import { useCallback, useMemo, useState, type BaseSyntheticEvent } from 'react';
import {
  useForm,
  type FieldValues,
  type SubmitErrorHandler,
  type SubmitHandler,
  type UseFormHandleSubmit,
  type UseFormProps,
  type UseFormReset,
  type UseFormReturn,
} from 'react-hook-form';
import { createActivationTracker, hookFormModes, type ValidationMode } from './activation';
import type { FormSchema } from './field-rules';
import type { Translate } from './messages';
import { rulesResolver } from './resolver';
import { memoizeChecker, type UsernameChecker } from './rules';

export type UseRulesFormOptions<TValues extends FieldValues> = Omit<UseFormProps<TValues>, 'resolver' | 'mode' | 'reValidateMode'> & {
  schema: FormSchema<TValues>;
  mode: ValidationMode;
  /** Needed when the schema uses validUsername. Keep it the same function across renders: answers are cached until it changes. */
  checkUsername?: UsernameChecker;
  /** useValidationTranslate() in components: the texts come from messages/, never from here. */
  translate: Translate;
};

/**
 * react-hook-form's `useForm` with a rules resolver. `handleSubmit` and `reset` are wrapped
 * because the activation policy has to know when a submit is running and whether the form
 * has been submitted — react-hook-form does not tell a resolver either. Anything else that
 * validates (`trigger()`, `isValid`) counts as an edit and follows the mode the same way.
 *
 * The returned object is a fresh spread each render (so `formState` stays live); use its
 * members, not the object itself, as effect dependencies.
 */
export function useRulesForm<TValues extends FieldValues>({
  schema,
  mode,
  checkUsername,
  translate,
  ...formProps
}: UseRulesFormOptions<TValues>): UseFormReturn<TValues> {
  const [activation] = useState(createActivationTracker);

  const cachedCheck = useMemo(() => (checkUsername ? memoizeChecker(checkUsername) : undefined), [checkUsername]);
  const resolver = useMemo(
    () =>
      rulesResolver(schema, {
        activation: () => ({ mode, ...activation.snapshot() }),
        checkUsername: cachedCheck,
        translate,
      }),
    [schema, mode, cachedCheck, translate, activation],
  );

  const form = useForm<TValues>({ ...formProps, resolver, ...hookFormModes(mode) });
  const { handleSubmit: submitWithHookForm, reset: resetHookForm } = form;

  const handleSubmit: UseFormHandleSubmit<TValues> = useCallback(
    <TResult>(onValid: SubmitHandler<TValues, TResult>, onInvalid?: SubmitErrorHandler<TValues>) =>
      async (event?: BaseSyntheticEvent): Promise<Awaited<TResult> | undefined> => {
        activation.beginSubmit();
        // Back to 'change' as soon as validation is done, so edits made while onValid awaits
        // the server are judged as edits, not as part of this submit.
        const leaveSubmitPhase = activation.endSubmit;
        const submit = submitWithHookForm<TResult>(
          (data, submitEvent) => {
            leaveSubmitPhase();
            return onValid(data, submitEvent);
          },
          (errors, submitEvent) => {
            leaveSubmitPhase();
            return onInvalid?.(errors, submitEvent);
          },
        );
        try {
          return await submit(event);
        } finally {
          leaveSubmitPhase();
        }
      },
    [submitWithHookForm, activation],
  );

  const reset = useCallback<UseFormReset<TValues>>(
    (values, keepStateOptions) => {
      // Mirrors react-hook-form, which forgets the submit (and so stops re-validating) on reset.
      if (!keepStateOptions?.keepSubmitCount && !keepStateOptions?.keepIsSubmitted) {
        activation.forgetSubmits();
      }
      resetHookForm(values, keepStateOptions);
    },
    [resetHookForm, activation],
  );

  return { ...form, handleSubmit, reset };
}
