import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { navigation, renderInApp, router, stubApi } from '@/tests/render-app';
import { LoginForm } from './login-form';

const profile = {
  id: 4,
  username: 'demomy01',
  currency: 'MYR',
  countryCode: 'MY',
  language: 'en',
  mobileno: '60-1000000001',
  email: '',
  tncAcceptedAt: '2026-11-01T00:00:00Z',
  createdAt: '2026-11-01T00:00:00Z',
};
const statuses = () => ({ body: { status: true, msg: 'success', output: [] } });
const bodiesOf = (api: ReturnType<typeof stubApi>, name: string) =>
  api.mock.calls.filter(([url]) => String(url).endsWith(name)).map(([, init]) => JSON.parse(String(init?.body)));

describe('the login dialog with two-step sign-in', () => {
  beforeEach(() => {
    vi.clearAllMocks();
    navigation.search = new URLSearchParams();
  });

  it('asks for the code after the password, and signs in with the challenge and the code', async () => {
    const codes = ['000000', '123456'];
    const api = stubApi({
      'common/status-list': statuses,
      'auth/login': () => ({ body: { status: false, msg: 'two_factor_required', output: { challenge: 'c'.repeat(43) } } }),
      'auth/login-code': (body) =>
        (body as { code: string }).code === codes[1]
          ? { body: { status: true, msg: 'success', output: profile } }
          : { body: { status: false, msg: 'two_factor_invalid' } },
    });
    renderInApp(<LoginForm />);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Username'), 'demomy01');
    await user.type(screen.getByLabelText('Password'), 'Secret@123');
    await user.click(screen.getByRole('button', { name: 'Log In' }));

    const code = await screen.findByLabelText('Code or recovery code');
    await user.type(code, codes[0]!);
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('That code is wrong or was already used.');
    await user.type(screen.getByLabelText('Code or recovery code'), codes[1]!);
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(router.replace).toHaveBeenCalled());
    expect(bodiesOf(api, 'auth/login-code')).toEqual([
      { challenge: 'c'.repeat(43), code: '000000' },
      { challenge: 'c'.repeat(43), code: '123456' },
    ]);
  });

  it('goes back to the password when the challenge has run out', async () => {
    stubApi({
      'common/status-list': statuses,
      'auth/login': () => ({ body: { status: false, msg: 'two_factor_required', output: { challenge: 'c'.repeat(43) } } }),
      'auth/login-code': () => ({ body: { status: false, msg: 'two_factor_expired' } }),
    });
    renderInApp(<LoginForm />);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Username'), 'demomy01');
    await user.type(screen.getByLabelText('Password'), 'Secret@123');
    await user.click(screen.getByRole('button', { name: 'Log In' }));
    await user.type(await screen.findByLabelText('Code or recovery code'), '123456');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('That took too long.');
    expect(screen.getByLabelText('Password')).toBeInTheDocument();
  });

  it('is a form the browser posts when the form path sent the page to the code step (the challenge is in its cookie)', () => {
    stubApi({ 'common/status-list': statuses });
    navigation.search = new URLSearchParams('action=login&step=code&error=two_factor_invalid');
    const { container } = renderInApp(<LoginForm />);
    const form = screen.getByRole('form', { name: 'Two-step sign-in' });
    expect(form).toHaveAttribute('method', 'post');
    expect(form).toHaveAttribute('action', '/api/form/login');
    expect(screen.getByLabelText('Code or recovery code')).toHaveAttribute('name', 'code');
    expect(container.querySelector('input[name="back"]')).toHaveValue('/en-my?action=login&step=code&error=two_factor_invalid');
    expect(screen.getByRole('alert')).toHaveTextContent('That code is wrong or was already used.');
    expect(screen.getByRole('link', { name: 'Back to password' })).toHaveAttribute('href', '/en-my?action=login');
  });
});
