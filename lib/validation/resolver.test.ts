import type { ResolverOptions } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import type { ActivationState } from './activation';
import type { FormSchema } from './field-rules';
import { rulesResolver, toHookFormErrors } from './resolver';
import type { UsernameChecker } from './rules';
import { englishTranslate as translate } from './testing';

type Values = { username: string; amount: string };
const schema: FormSchema<Values> = {
  username: { required: true, minlength: 6 },
  amount: { min: 10 },
};
const options: ResolverOptions<Values> = { fields: {}, shouldUseNativeValidation: false };
const invalid: Values = { username: 'abc', amount: '5' };

describe('rulesResolver', () => {
  it('returns the values untouched when the form is valid', async () => {
    const values = { username: 'player01', amount: '10' };
    await expect(rulesResolver(schema, { translate })(values, undefined, options)).resolves.toEqual({ values, errors: {} });
  });

  it('returns react-hook-form errors keyed by field, with the key as type and the text as message', async () => {
    const result = await rulesResolver(schema, { translate })(invalid, undefined, options);
    expect(result.values).toEqual({});
    expect(result.errors).toEqual({
      username: { type: 'error_minlength', message: 'Input must be at least 6 characters.' },
      amount: { type: 'error_min', message: 'Minimum value is 10.' },
    });
  });

  it('renders messages with the translator', async () => {
    const thai = vi.fn((key: string, params?: Record<string, string | number>) => `${key}:${params?.n ?? ''}`);
    const result = await rulesResolver(schema, { translate: thai })(invalid, undefined, options);
    expect(result.errors.username?.message).toBe('error_minlength:6');
  });

  it('consults the activation state on every call', async () => {
    const state: ActivationState = { mode: 'first_submit', phase: 'change', submitCount: 0 };
    const resolver = rulesResolver(schema, { translate, activation: () => state });
    await expect(resolver(invalid, undefined, options)).resolves.toEqual({ values: invalid, errors: {} });
    state.phase = 'submit';
    state.submitCount = 1;
    expect(Object.keys((await resolver(invalid, undefined, options)).errors)).toEqual(['username', 'amount']);
  });

  it('treats everything as valid in never mode', async () => {
    const resolver = rulesResolver(schema, { translate, activation: () => ({ mode: 'never', phase: 'submit', submitCount: 1 }) });
    await expect(resolver(invalid, undefined, options)).resolves.toEqual({ values: invalid, errors: {} });
  });

  it('hands the username checker to validUsername', async () => {
    const check = vi.fn<UsernameChecker>(async () => ({ status: false, msg: 'username_has_been_taken' }));
    const resolver = rulesResolver<{ username: string }>({ username: { validUsername: 'username' } }, { translate, checkUsername: check });
    const result = await resolver({ username: 'player01' }, undefined, { fields: {}, shouldUseNativeValidation: false });
    expect(result.errors.username).toMatchObject({ type: 'username_has_been_taken', message: 'This username has been taken.' });
  });
});

describe('toHookFormErrors', () => {
  it('skips fields without an error', () => {
    expect(toHookFormErrors({ a: undefined, b: { key: 'error_required' } }, translate)).toEqual({
      b: { type: 'error_required', message: 'This field is required.' },
    });
  });
});
