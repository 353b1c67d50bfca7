import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { LoadFailed } from './load-failed';

describe('LoadFailed', () => {
  it('says what failed with the platform’s reason in words, and Retry asks again', async () => {
    const retry = vi.fn();
    render(<LoadFailed what="The members" error={new Error('operator_role_forbidden')} retry={retry} />);
    expect(screen.getByRole('alert')).toHaveTextContent(
      'The members could not be loaded: Your role may not do this. The attempt was recorded.',
    );
    await userEvent.setup().click(screen.getByRole('button', { name: 'Retry' }));
    expect(retry).toHaveBeenCalledOnce();
  });

  it('shows a reason it has no words for as it is', () => {
    render(<LoadFailed what="Member #7" error={new Error('something_new')} retry={() => undefined} />);
    expect(screen.getByRole('alert')).toHaveTextContent(/^Member #7 could not be loaded: something.new/);
  });
});
