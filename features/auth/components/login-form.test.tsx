import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { navigation, renderInApp, router, stubApi } from '@/tests/render-app';
import { LoginForm } from './login-form';

const profile = {
  id: 3,
  username: 'demoth01',
  currency: 'THB',
  countryCode: 'TH',
  language: 'th',
  mobileno: '66-810000001',
  email: '',
  tncAcceptedAt: '2026-11-01T00:00:00Z',
  createdAt: '2026-11-01T00:00:00Z',
};
const statuses = () => ({ body: { status: true, msg: 'success', output: [] } });

async function fillAndSubmit(username: string, password: string) {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('Username'), username);
  await user.type(screen.getByLabelText('Password'), password);
  await user.click(screen.getByRole('button', { name: 'Log In' }));
}

describe('LoginForm', () => {
  beforeEach(() => {
    vi.clearAllMocks();
    navigation.search = new URLSearchParams();
  });

  it('is a real form: before the scripts run the browser posts it to the site, with the page to come back to', () => {
    stubApi({ 'common/status-list': statuses });
    navigation.search = new URLSearchParams('action=login&redirect=/en-my/account');
    const { container } = renderInApp(<LoginForm />);
    const form = screen.getByRole('form', { name: 'Log In' });
    expect(form).toHaveAttribute('method', 'post');
    expect(form).toHaveAttribute('action', '/api/form/login');
    expect(screen.getByLabelText('Username')).toHaveAttribute('name', 'username');
    expect(screen.getByLabelText('Password')).toHaveAttribute('name', 'password');
    expect(container.querySelector('input[name="back"]')).toHaveValue('/en-my?action=login&redirect=%2Fen-my%2Faccount');
    expect(screen.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/en-my\?action=forgot-password/),
    );
  });

  it('shows the refusal a posted form came back with, in words, and only for a message key', () => {
    stubApi({ 'common/status-list': statuses });
    navigation.search = new URLSearchParams('action=login&error=invalid_credentials');
    const { unmount } = renderInApp(<LoginForm />);
    expect(screen.getByRole('alert')).toHaveTextContent('The username or password is incorrect.');
    unmount();
    navigation.search = new URLSearchParams('action=login&error=Call+0800+now');
    renderInApp(<LoginForm />);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows required errors only after the first submit, without calling the server', async () => {
    const api = stubApi({ 'common/status-list': statuses });
    renderInApp(<LoginForm />);
    expect(screen.queryByText('This field is required.')).toBeNull();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Log In' }));
    expect(await screen.findAllByText('This field is required.')).toHaveLength(2);
    expect(api.mock.calls.some(([url]) => String(url).includes('auth/login'))).toBe(false);
  });

  it("shows the server's refusal in the member's language", async () => {
    stubApi({ 'common/status-list': statuses, 'auth/login': () => ({ body: { status: false, msg: 'invalid_credentials' } }) });
    renderInApp(<LoginForm />);
    await fillAndSubmit('demomy01', 'nope');
    expect(await screen.findByRole('alert')).toHaveTextContent('The username or password is incorrect.');
  });

  it('sends trimmed credentials and moves a Thai member to their own language segment', async () => {
    const api = stubApi({
      'common/status-list': statuses,
      'auth/login': () => ({ body: { status: true, msg: 'success', output: profile } }),
    });
    renderInApp(<LoginForm />);
    await fillAndSubmit('  demoth01 ', 'Demo@1234');
    await waitFor(() => expect(router.replace).toHaveBeenCalledWith('/en-th'));
    const login = api.mock.calls.find(([url]) => String(url).endsWith('auth/login'));
    expect(JSON.parse(String(login?.[1]?.body))).toEqual({ username: 'demoth01', password: 'Demo@1234' });
    expect(await screen.findByText('Welcome back, demoth01!')).toBeInTheDocument();
  });

  it('tells the member to wait when the server throttles (HTTP 429)', async () => {
    stubApi({
      'common/status-list': statuses,
      'auth/login': () => ({ status: 429, body: { status: false, code: 429, msg: 'too_many_requests' } }),
    });
    renderInApp(<LoginForm />);
    await fillAndSubmit('demomy01', 'whatever');
    expect(await screen.findByText('Too many attempts. Please wait a few minutes and try again.')).toBeInTheDocument();
    expect(screen.queryByText('The username or password is incorrect.')).toBeNull();
  });
});
