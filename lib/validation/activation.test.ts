import { describe, expect, it } from 'vitest';
import { hookFormModes, isValidationMode, shouldValidate, VALIDATION_MODES } from './activation';

describe('shouldValidate', () => {
  it('always: on every change from the start, and on submit', () => {
    expect(shouldValidate('always', 'change', 0)).toBe(true);
    expect(shouldValidate('always', 'submit', 0)).toBe(true);
    expect(shouldValidate('always', 'change', 3)).toBe(true);
  });

  it('first_submit: quiet on changes until the first submit, then on every change', () => {
    expect(shouldValidate('first_submit', 'change', 0)).toBe(false);
    expect(shouldValidate('first_submit', 'submit', 1)).toBe(true);
    expect(shouldValidate('first_submit', 'change', 1)).toBe(true);
  });

  it('only_submit: on submits only, never on changes, however many submits happened', () => {
    expect(shouldValidate('only_submit', 'change', 0)).toBe(false);
    expect(shouldValidate('only_submit', 'submit', 1)).toBe(true);
    expect(shouldValidate('only_submit', 'change', 1)).toBe(false);
    expect(shouldValidate('only_submit', 'submit', 2)).toBe(true);
  });

  it('never: not at all', () => {
    expect(shouldValidate('never', 'change', 0)).toBe(false);
    expect(shouldValidate('never', 'submit', 1)).toBe(false);
  });
});

describe('hookFormModes', () => {
  it('maps each mode onto react-hook-form triggers', () => {
    expect(hookFormModes('always')).toEqual({ mode: 'onChange', reValidateMode: 'onChange' });
    expect(hookFormModes('first_submit')).toEqual({ mode: 'onSubmit', reValidateMode: 'onChange' });
    expect(hookFormModes('only_submit')).toEqual({ mode: 'onSubmit', reValidateMode: 'onSubmit' });
    expect(hookFormModes('never')).toEqual({ mode: 'onSubmit', reValidateMode: 'onSubmit' });
  });
});

describe('isValidationMode', () => {
  it('accepts the four docs/PRODUCT.md §4 modes only', () => {
    for (const mode of VALIDATION_MODES) expect(isValidationMode(mode)).toBe(true);
    expect(VALIDATION_MODES).toHaveLength(4);
    for (const other of ['onChange', '', 'ALWAYS', undefined, 1]) expect(isValidationMode(other)).toBe(false);
  });
});
