/**
 * Form validation activation modes (docs/PRODUCT.md §4): when a form's rules are allowed to run.
 * Pure, so the policy is testable without React; the hook and resolver only consult it.
 */

export const VALIDATION_MODES = ['always', 'first_submit', 'only_submit', 'never'] as const;
export type ValidationMode = (typeof VALIDATION_MODES)[number];

/** What asked for validation: a user edit (or blur/trigger), or a submit. */
export type ValidationPhase = 'change' | 'submit';

/** Everything the policy needs to know about a form at the moment it is asked to validate. */
export type ActivationState = { mode: ValidationMode; phase: ValidationPhase; submitCount: number };

export function isValidationMode(value: unknown): value is ValidationMode {
  return typeof value === 'string' && (VALIDATION_MODES as readonly string[]).includes(value);
}

/**
 * Whether rules run now.
 * - always: on every change from the start, and on submit.
 * - first_submit: quiet until the first submit, then on every change too.
 * - only_submit: on submit only; after it validation is off again, so edits never re-validate.
 * - never: not at all, so every submit goes through as valid.
 */
export function shouldValidate(mode: ValidationMode, phase: ValidationPhase, submitCount: number): boolean {
  switch (mode) {
    case 'always':
      return true;
    case 'first_submit':
      return phase === 'submit' || submitCount > 0;
    case 'only_submit':
      return phase === 'submit';
    case 'never':
      return false;
  }
}

/** The react-hook-form trigger settings that make it call the resolver exactly when the mode wants. */
export type HookFormModes = { mode: 'onChange' | 'onSubmit'; reValidateMode: 'onChange' | 'onSubmit' };

export function hookFormModes(mode: ValidationMode): HookFormModes {
  switch (mode) {
    case 'always':
      return { mode: 'onChange', reValidateMode: 'onChange' };
    case 'first_submit':
      return { mode: 'onSubmit', reValidateMode: 'onChange' };
    case 'only_submit':
    case 'never':
      // Re-validating "on submit" is react-hook-form's way of not re-validating on edits, so the
      // errors of the last submit stay visible, unchanged, until the next one.
      return { mode: 'onSubmit', reValidateMode: 'onSubmit' };
  }
}

/**
 * Where a form stands for the activation policy. A resolver reads it when it runs; the form's
 * submit wrapper moves it. Lives as long as the form (held in useState).
 */
export function createActivationTracker() {
  let phase: ValidationPhase = 'change';
  let submitCount = 0;
  return {
    snapshot: (): { phase: ValidationPhase; submitCount: number } => ({ phase, submitCount }),
    beginSubmit: () => {
      phase = 'submit';
      submitCount += 1;
    },
    endSubmit: () => {
      phase = 'change';
    },
    forgetSubmits: () => {
      submitCount = 0;
    },
  };
}
