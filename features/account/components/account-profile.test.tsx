import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { TEST_MEMBER, okAnswer, renderInApp, stubApi } from '@/tests/render-app';
import { AccountProfile } from './account-profile';

vi.mock('./vip-badge', () => ({ AccountVipBadge: () => null }));

describe('account profile', () => {
  beforeEach(() => vi.clearAllMocks());

  it('renders the labels with placeholders, then the member’s profile from the client', async () => {
    stubApi({ 'common/status-list': okAnswer([]), 'member/profile': okAnswer(TEST_MEMBER) });
    const { container } = renderInApp(<AccountProfile />, { signedIn: true });
    expect(screen.getByText('Username')).toBeInTheDocument();
    expect(container.querySelector('dl')).toHaveAttribute('aria-busy', 'true');
    expect(screen.queryByText('demomy01')).not.toBeInTheDocument();
    expect(await screen.findByText('demomy01')).toBeInTheDocument();
    expect(screen.getByText('+60-123456789')).toBeInTheDocument();
    expect(screen.getByText('01 Nov 2026')).toBeInTheDocument();
    expect(container.querySelector('dl')).toHaveAttribute('aria-busy', 'false');
  });

  it('says when the profile could not load and tries again', async () => {
    const answers = [() => ({ status: 500, body: { status: false, msg: 'down' } }), okAnswer(TEST_MEMBER)];
    stubApi({ 'common/status-list': okAnswer([]), 'member/profile': () => answers.shift()!() });
    renderInApp(<AccountProfile />, { signedIn: true });
    expect(await screen.findByRole('alert')).toHaveTextContent('Your profile could not be loaded.');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByText('demomy01')).toBeInTheDocument();
  });
});
