import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderInApp, stubApi } from '@/tests/render-app';
import { callsTo, member, ok, refused, walletSettings } from '../../wallet-test-fixtures';
import { PinManager } from './pin-manager';

describe('account page: withdrawal PIN', () => {
  beforeEach(() => vi.clearAllMocks());

  it('changes an existing PIN with the current one', async () => {
    const api = stubApi({ 'common/status-list': ok([]), 'wallet/settings': ok(walletSettings({ hasPin: true })), 'member/pin-set': ok() });
    renderInApp(<PinManager />, { member });
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Current PIN'), '111111');
    await user.type(screen.getByLabelText('New PIN'), '222222');
    await user.type(screen.getByLabelText('Confirm PIN'), '222222');
    await user.click(screen.getByRole('button', { name: 'Change PIN' }));
    expect(await screen.findByText('Your withdrawal PIN has been changed.')).toBeInTheDocument();
    expect(callsTo(api, 'member/pin-set')).toEqual([{ pin: '222222', confirmPin: '222222', currentPin: '111111' }]);
  });

  it('shows a wrong current PIN as the server says', async () => {
    stubApi({
      'common/status-list': ok([]),
      'wallet/settings': ok(walletSettings({ hasPin: true })),
      'member/pin-set': refused('pin_incorrect'),
    });
    renderInApp(<PinManager />, { member });
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Current PIN'), '999999');
    await user.type(screen.getByLabelText('New PIN'), '222222');
    await user.type(screen.getByLabelText('Confirm PIN'), '222222');
    await user.click(screen.getByRole('button', { name: 'Change PIN' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The withdrawal PIN is incorrect.');
  });
});
