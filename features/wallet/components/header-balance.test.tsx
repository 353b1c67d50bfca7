import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderInApp, stubApi } from '@/tests/render-app';
import { member, ok } from '../wallet-test-fixtures';
import { HeaderBalance } from './header-balance';

const balance = (amount: string) => ({ body: { status: true, msg: 'success', output: { balance: amount, minor: 0, currency: 'MYR' } } });

describe('header balance', () => {
  beforeEach(() => vi.clearAllMocks());

  it('shows the balance query and spins while it refetches', async () => {
    let release: () => void = () => undefined;
    const answers = [() => balance('100.00'), () => balance('80.50')];
    const api = stubApi({ 'common/status-list': ok([]), 'member/wallet-balance': () => answers.shift()?.() ?? balance('0') });
    renderInApp(<HeaderBalance />, { member });
    expect(await screen.findByText('100.00')).toBeInTheDocument();

    // hold the refetch so the refreshing state can be seen
    const held = new Promise<void>((resolve) => (release = resolve));
    const plain = api.getMockImplementation()!;
    api.mockImplementationOnce(async (...args) => {
      await held;
      return plain(...args);
    });
    const refresh = screen.getByRole('button', { name: 'Refresh balance' });
    await userEvent.setup().click(refresh);
    expect(refresh).toBeDisabled();
    release();
    expect(await screen.findByText('80.50')).toBeInTheDocument();
    await waitFor(() => expect(refresh).toBeEnabled());
  });

  it('shows a dash for a visitor and asks nothing', () => {
    const api = stubApi({ 'common/status-list': ok([]) });
    renderInApp(<HeaderBalance />);
    expect(screen.getByTestId('balance')).toHaveTextContent('—');
    expect(api.mock.calls.filter(([url]) => String(url).endsWith('/api/member/wallet-balance'))).toHaveLength(0);
  });
});
