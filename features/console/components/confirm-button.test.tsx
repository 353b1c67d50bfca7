import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ConfirmButton } from './confirm-button';
import { ConfirmHost } from './confirm-host';

describe('ConfirmButton', () => {
  it('acts only after a yes: Cancel leaves everything as it was, the dialog’s own button acts once', async () => {
    const act = vi.fn();
    render(
      <ConfirmHost>
        <ConfirmButton label="Disable" severity="danger" header="Disable alice?" question="alice can no longer sign in." onConfirm={act} />
      </ConfirmHost>,
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

  it('keeps its question open when the row it sits in is drawn again (a queue read again above it)', async () => {
    const approve = vi.fn();
    const row = (key: string) => (
      <ConfirmHost>
        <div key={key}>
          <ConfirmButton label="Approve" header="Approve deposit #2?" question="Approve deposit #2 of MYR 10.00?" onConfirm={approve} />
        </div>
      </ConfirmHost>
    );
    const { rerender } = render(row('1_decision'));
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Approve' }));
    await screen.findByRole('dialog', { name: 'Approve deposit #2?' });
    rerender(row('0_decision'));
    const ask = screen.getByRole('dialog', { name: 'Approve deposit #2?' });
    await user.click(within(ask).getByRole('button', { name: 'Approve' }));
    expect(approve).toHaveBeenCalledTimes(1);
  });
});
