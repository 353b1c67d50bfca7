import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ConfirmButton } from './confirm-button';

describe('ConfirmButton', () => {
  it('acts only after a yes: Cancel leaves everything as it was, the dialog’s own button acts once', async () => {
    const act = vi.fn();
    render(
      <ConfirmButton label="Disable" severity="danger" header="Disable alice?" question="alice can no longer sign in." onConfirm={act} />,
    );
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Disable' }));
    const ask = await screen.findByRole('dialog', { name: 'Disable alice?' });
    expect(ask.textContent).toContain('alice can no longer sign in.');
    await user.click(within(ask).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(act).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Disable' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Disable alice?' })).getByRole('button', { name: 'Disable' }));
    expect(act).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
