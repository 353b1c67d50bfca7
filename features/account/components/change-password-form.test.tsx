import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderInApp, stubApi } from '@/tests/render-app';
import { ChangePasswordForm } from './change-password-form';

const ok = () => ({ body: { status: true, msg: 'success' } });
const statuses = () => ({ body: { status: true, msg: 'success', output: [] } });

function sentBodies(api: ReturnType<typeof stubApi>) {
  return api.mock.calls.filter(([url]) => String(url).endsWith('member/change-password')).map(([, init]) => JSON.parse(String(init?.body)));
}

async function fill(current: string, next: string, confirm: string) {
  const user = userEvent.setup();
  if (current) await user.type(screen.getByLabelText('Current password'), current);
  if (next) await user.type(screen.getByLabelText('New password'), next);
  if (confirm) await user.type(screen.getByLabelText('Confirm new password'), confirm);
  await user.click(screen.getByRole('button', { name: 'Update password' }));
  return user;
}

describe('ChangePasswordForm', () => {
  beforeEach(() => vi.clearAllMocks());

  it('stays quiet until the first submit, then applies the password rules', async () => {
    const api = stubApi({ 'common/status-list': statuses });
    renderInApp(<ChangePasswordForm />);
    expect(screen.queryByText('This field is required.')).toBeNull();
    const user = await fill('', '', '');
    expect(await screen.findAllByText('This field is required.')).toHaveLength(3);

    await user.type(screen.getByLabelText('New password'), 'short');
    expect(await screen.findByText('Input must be at least 8 characters.')).toBeInTheDocument();
    await user.clear(screen.getByLabelText('New password'));
    await user.type(screen.getByLabelText('New password'), 'abcdefgh1');
    expect(await screen.findByText('Password must contain a digit, a letter and a symbol.')).toBeInTheDocument();
    await user.clear(screen.getByLabelText('New password'));
    // Long passphrases are welcome up to 128 characters (OWASP ASVS asks for at least 64).
    await user.click(screen.getByLabelText('New password'));
    await user.paste(`${'Abc@1234'.repeat(16)}x`);
    expect(await screen.findByText('Input cannot be more than 128 characters.')).toBeInTheDocument();
    await user.clear(screen.getByLabelText('New password'));
    await user.type(screen.getByLabelText('New password'), 'Better@123');
    await user.type(screen.getByLabelText('Confirm new password'), 'Better@124');
    expect(await screen.findByText('Input value does not match.')).toBeInTheDocument();
    expect(sentBodies(api)).toHaveLength(0);
  });

  it('sends the current and the new password and confirms', async () => {
    const api = stubApi({ 'common/status-list': statuses, 'member/change-password': ok });
    renderInApp(<ChangePasswordForm />);
    await fill('Demo@1234', 'Better@123', 'Better@123');
    expect(await screen.findByText('Your password has been changed.')).toBeInTheDocument();
    expect(sentBodies(api)).toEqual([{ currentPassword: 'Demo@1234', password: 'Better@123' }]);
    expect(screen.getByLabelText('Current password')).toHaveValue('');
  });

  it('says so when the current password is wrong', async () => {
    stubApi({ 'common/status-list': statuses, 'member/change-password': () => ({ body: { status: false, msg: 'invalid_credentials' } }) });
    renderInApp(<ChangePasswordForm />);
    await fill('Wrong@1234', 'Better@123', 'Better@123');
    expect(await screen.findByRole('alert')).toHaveTextContent('The current password is incorrect.');
  });
});
