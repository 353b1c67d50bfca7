import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { okAnswer, renderInApp, stubApi, TEST_MEMBER } from '@/tests/render-app';
import { RealityCheck } from './reality-check';

const MIN = 60_000;

/** The platform's answer: a session that began `playedMs` ago by its own clock. */
function sessionAnswer(playedMs: number, realityCheckMinutes = 15) {
  const now = Date.now();
  return okAnswer({
    startedAt: new Date(now - playedMs).toISOString(),
    now: new Date(now).toISOString(),
    realityCheckMinutes,
    sessionLimitMinutes: null,
    currency: 'MYR',
    net: '-12.50',
    stakes: '20.00',
    wins: '7.50',
  });
}

describe('RealityCheck', () => {
  afterEach(() => {
    vi.useRealTimers();
    localStorage.clear();
  });

  it('stays away until the interval, then shows the time played and the net result in a modal dialog', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    stubApi({ 'safety/session': sessionAnswer(15 * MIN - 5_000), 'common/status-list': okAnswer([]) });
    renderInApp(<RealityCheck />, { member: TEST_MEMBER });
    await act(() => vi.advanceTimersByTimeAsync(3_000));
    expect(screen.queryByTestId('reality-check')).toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(3_000));
    const dialog = await screen.findByTestId('reality-check');
    expect(dialog).toHaveAttribute('open');
    expect(dialog).toHaveTextContent('You have played for 15 min since you logged in.');
    expect(screen.getByTestId('reality-check-net')).toHaveTextContent('-MYR 12.50');

    vi.useRealTimers();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Keep playing' }));
    await waitFor(() => expect(screen.queryByTestId('reality-check')).toBeNull());
    // Answered: the browser remembers it for this session, so a reload does not ask again.
    expect(Object.values({ ...localStorage })).toContain('1');
  });

  it('says nothing while the reminder is off', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    stubApi({ 'safety/session': sessionAnswer(500 * MIN, 0), 'common/status-list': okAnswer([]) });
    renderInApp(<RealityCheck />, { member: TEST_MEMBER });
    await act(() => vi.advanceTimersByTimeAsync(60 * MIN));
    expect(screen.queryByTestId('reality-check')).toBeNull();
  });
});
