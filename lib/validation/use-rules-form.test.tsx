import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { ValidationMode } from './activation';
import type { FormSchema } from './field-rules';
import type { Translate } from './messages';
import type { UsernameChecker } from './rules';
import { englishTranslate } from './testing';
import { useRulesForm } from './use-rules-form';

type Values = { username: string };
const SCHEMA: FormSchema<Values> = { username: { required: true, minlength: 6 } };

type Props = {
  mode: ValidationMode;
  onValid?: (values: Values) => void;
  schema?: FormSchema<Values>;
  checkUsername?: UsernameChecker;
  translate?: Translate;
};

function TinyForm({ mode, onValid = () => {}, schema = SCHEMA, checkUsername, translate = englishTranslate }: Props) {
  const { register, handleSubmit, reset, trigger, formState } = useRulesForm<Values>({
    schema,
    mode,
    defaultValues: { username: '' },
    checkUsername,
    translate,
  });
  const error = formState.errors.username;
  return (
    <form onSubmit={handleSubmit(onValid)} noValidate>
      <label>
        Username
        <input {...register('username')} />
      </label>
      {error ? <p role="alert">{error.message}</p> : null}
      <button type="submit">Submit</button>
      <button type="button" onClick={() => reset()}>
        Reset
      </button>
      <button type="button" onClick={() => void trigger()}>
        Check
      </button>
    </form>
  );
}

const TOO_SHORT = 'Input must be at least 6 characters.';
const REQUIRED = 'This field is required.';

function setup(props: Props) {
  const user = userEvent.setup();
  const view = render(<TinyForm {...props} />);
  return {
    user,
    view,
    input: () => screen.getByLabelText('Username'),
    submit: () => user.click(screen.getByRole('button', { name: 'Submit' })),
  };
}

/** Lets pending (async) validation finish, so "no error shown" is checked after it could have appeared. */
async function settle() {
  await act(() => new Promise((resolve) => setTimeout(resolve, 10)));
}

const shownError = () => screen.queryByRole('alert')?.textContent ?? null;

describe('useRulesForm activation modes', () => {
  it('always: validates on change from the start', async () => {
    const onValid = vi.fn();
    const { user, input, submit } = setup({ mode: 'always', onValid });

    await user.type(input(), 'abc');
    expect(await screen.findByRole('alert')).toHaveTextContent(TOO_SHORT);

    await user.type(input(), 'def');
    await waitFor(() => expect(shownError()).toBeNull());

    await submit();
    await waitFor(() => expect(onValid).toHaveBeenCalledWith({ username: 'abcdef' }, expect.anything()));
  });

  it('first_submit: shows nothing until the first submit, then validates every change', async () => {
    const onValid = vi.fn();
    const { user, input, submit } = setup({ mode: 'first_submit', onValid });

    await user.type(input(), 'abc');
    await settle();
    expect(shownError()).toBeNull();

    await submit();
    expect(await screen.findByRole('alert')).toHaveTextContent(TOO_SHORT);
    expect(onValid).not.toHaveBeenCalled();

    await user.type(input(), 'def');
    await waitFor(() => expect(shownError()).toBeNull());

    await user.clear(input());
    await waitFor(() => expect(shownError()).toBe(REQUIRED));
  });

  it('first_submit: trigger() follows the mode like an edit does', async () => {
    const { user, submit } = setup({ mode: 'first_submit' });
    const check = () => user.click(screen.getByRole('button', { name: 'Check' }));

    await check();
    await settle();
    expect(shownError()).toBeNull();

    await submit();
    expect(await screen.findByRole('alert')).toHaveTextContent(REQUIRED);
  });

  it('first_submit: a reset makes the form quiet again until the next submit', async () => {
    const { user, input, submit } = setup({ mode: 'first_submit' });

    await submit();
    expect(await screen.findByRole('alert')).toHaveTextContent(REQUIRED);

    await user.click(screen.getByRole('button', { name: 'Reset' }));
    await user.type(input(), 'ab');
    await user.click(screen.getByRole('button', { name: 'Check' }));
    await settle();
    expect(shownError()).toBeNull();
  });

  it('only_submit: validates on submit only, and edits never re-validate', async () => {
    const onValid = vi.fn();
    const { user, input, submit } = setup({ mode: 'only_submit', onValid });

    await user.type(input(), 'abc');
    await settle();
    expect(shownError()).toBeNull();

    await submit();
    expect(await screen.findByRole('alert')).toHaveTextContent(TOO_SHORT);

    // Validation is switched off again: the submit's verdict stays, stale, while editing.
    await user.clear(input());
    await settle();
    expect(shownError()).toBe(TOO_SHORT);

    await submit();
    await waitFor(() => expect(shownError()).toBe(REQUIRED));

    await user.type(input(), 'abcdef');
    await settle();
    expect(shownError()).toBe(REQUIRED);

    await submit();
    await waitFor(() => expect(onValid).toHaveBeenCalledWith({ username: 'abcdef' }, expect.anything()));
    expect(shownError()).toBeNull();

    await user.clear(input());
    await user.type(input(), 'ab');
    await settle();
    expect(shownError()).toBeNull();

    await submit();
    expect(await screen.findByRole('alert')).toHaveTextContent(TOO_SHORT);
    expect(onValid).toHaveBeenCalledTimes(1);
  });

  it('never: submits as valid without checking', async () => {
    const onValid = vi.fn();
    const { user, input, submit } = setup({ mode: 'never', onValid });

    await submit();
    await waitFor(() => expect(onValid).toHaveBeenCalledWith({ username: '' }, expect.anything()));

    await user.type(input(), 'a');
    await submit();
    await waitFor(() => expect(onValid).toHaveBeenCalledTimes(2));
    expect(shownError()).toBeNull();
  });

  it('follows a mode change at runtime', async () => {
    const { user, input, view } = setup({ mode: 'never' });

    await user.type(input(), 'ab');
    await settle();
    expect(shownError()).toBeNull();

    view.rerender(<TinyForm mode="always" />);
    await user.type(input(), 'c');
    expect(await screen.findByRole('alert')).toHaveTextContent(TOO_SHORT);
  });
});

describe('useRulesForm messages and server checks', () => {
  it('renders messages through the translator', async () => {
    const translate: Translate = (key, params) => (key === 'error_required' ? 'กรุณากรอกข้อมูล' : `${key} ${params?.n}`);
    const { submit } = setup({ mode: 'first_submit', translate });

    await submit();
    expect(await screen.findByRole('alert')).toHaveTextContent('กรุณากรอกข้อมูล');
  });

  it('shows the validUsername outcome and asks the server once per value', async () => {
    const check = vi.fn<UsernameChecker>(async (_field, value) =>
      value === 'taken01' ? { status: false, msg: 'username_has_been_taken' } : { status: true, msg: '' },
    );
    const onValid = vi.fn();
    const { user, input, submit } = setup({
      mode: 'always',
      onValid,
      checkUsername: check,
      schema: { username: { required: true, minlength: 6, validUsername: 'username' } },
    });

    await user.type(input(), 'taken01');
    expect(await screen.findByRole('alert')).toHaveTextContent('This username has been taken.');

    await submit();
    await settle();
    expect(onValid).not.toHaveBeenCalled();
    // Too-short values never reach the server; the submit reuses the answer for "taken01".
    expect(check.mock.calls).toEqual([
      ['username', 'taken0'],
      ['username', 'taken01'],
    ]);

    await user.type(input(), '2');
    await waitFor(() => expect(shownError()).toBeNull());
    await submit();
    await waitFor(() => expect(onValid).toHaveBeenCalledWith({ username: 'taken012' }, expect.anything()));
  });
});
