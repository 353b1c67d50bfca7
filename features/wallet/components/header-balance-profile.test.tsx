import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderInApp, stubApi } from '@/tests/render-app';
import { member, ok } from '../wallet-test-fixtures';
import { HeaderBalance } from './header-balance';

const balance = { body: { status: true, msg: 'success', output: { balance: '42.00', minor: 4200, currency: 'MYR' } } };
const calls = (api: ReturnType<typeof stubApi>, endpoint: string) =>
  api.mock.calls.filter(([url]) => String(url).endsWith(`/api/${endpoint}`));

describe('header balance of a signed-in member whose profile loads on the client', () => {
  beforeEach(() => vi.clearAllMocks());

  it('shows the page’s currency at once, busy, then the balance once the profile is there', async () => {
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    const api = stubApi({ 'common/status-list': ok([]), 'member/profile': ok(member), 'member/wallet-balance': () => balance });
    const plain = api.getMockImplementation()!;
    api.mockImplementation(async (input, init) => {
      if (String(input).endsWith('/api/member/profile')) await held;
      return plain(input, init);
    });
    renderInApp(<HeaderBalance />, { signedIn: true });
    const box = screen.getByTestId('balance').parentElement!;
    expect(box).toHaveTextContent('MYR');
    expect(box).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByTestId('balance')).toHaveTextContent('—');
    expect(calls(api, 'member/wallet-balance')).toHaveLength(0); // no member id yet, nothing of theirs is asked
    release();
    expect(await screen.findByText('42.00')).toBeInTheDocument();
    expect(box).toHaveAttribute('aria-busy', 'false');
    expect(calls(api, 'member/profile')).toHaveLength(1);
  });

  it('offers to try again when the profile could not load', async () => {
    const answers = [() => ({ status: 500, body: { status: false, msg: 'down' } }), ok(member)];
    const api = stubApi({
      'common/status-list': ok([]),
      'member/profile': () => answers.shift()!(),
      'member/wallet-balance': () => balance,
    });
    renderInApp(<HeaderBalance />, { signedIn: true });
    const box = screen.getByTestId('balance').parentElement!;
    await waitFor(() => expect(box).toHaveAttribute('aria-busy', 'false'));
    expect(screen.getByTestId('balance')).toHaveTextContent('—');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Refresh balance' }));
    expect(await screen.findByText('42.00')).toBeInTheDocument();
    expect(calls(api, 'member/profile')).toHaveLength(2);
  });
});
