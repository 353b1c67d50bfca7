import { act, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { liveBus } from '@/features/realtime';
import { renderInApp, stubApi, TEST_MEMBER } from '@/tests/render-app';
import { LimitAlerts } from './limit-alerts';

describe('LimitAlerts', () => {
  beforeEach(() => void stubApi({ 'limits/list': () => ({ body: { status: true, msg: 'success', output: null } }) }));

  it('toasts a bet a loss limit refused, naming the limit as money', async () => {
    renderInApp(<LimitAlerts />, { member: TEST_MEMBER });
    act(() =>
      liveBus.emitEvent('bet-refused', {
        reason: 'loss_limit_reached',
        output: { kind: 'loss', period: 'day', limit: '50.00', remaining: '0.00', currency: 'MYR', resetsAt: '2026-03-02T16:00:00.000Z' },
      }),
    );
    expect(await screen.findByText('Bet refused')).toBeInTheDocument();
    expect(await screen.findByText('It would go over your daily loss limit of MYR 50.00.')).toBeInTheDocument();
  });

  it('toasts a bet refused during a cool-off or self-exclusion, and one refused at the session time limit', async () => {
    renderInApp(<LimitAlerts />, { member: TEST_MEMBER });
    act(() => liveBus.emitEvent('bet-refused', { reason: 'on_break' }));
    expect(await screen.findByText('Not available during a cool-off or self-exclusion.')).toBeInTheDocument();
    act(() => liveBus.emitEvent('bet-refused', { reason: 'session_limit_reached' }));
    expect(await screen.findByText('Your session time limit has been reached. Log in again to play.')).toBeInTheDocument();
  });

  it('warns at 80 % of a limit with the amounts in the currency', async () => {
    renderInApp(<LimitAlerts />, { member: TEST_MEMBER });
    act(() =>
      liveBus.emitEvent('limit-warning', {
        kind: 'deposit',
        period: 'month',
        percent: 80,
        used: '800.00',
        limit: '1000.00',
        currency: 'MYR',
      }),
    );
    expect(await screen.findByText('You have used 80% of your monthly deposit limit (MYR 800.00 of MYR 1,000.00).')).toBeInTheDocument();
  });
});
