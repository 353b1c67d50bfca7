import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderInApp, stubApi, TEST_MEMBER as member, okAnswer as ok } from '@/tests/render-app';
import type { DailyTasks } from '@/lib/contracts/loyalty';
import { DailyTasksView } from './daily-tasks-view';

const refused = (msg: string) => () => ({ body: { status: false, msg } });

function today(patch: Partial<DailyTasks> = {}): DailyTasks {
  const task = (
    taskId: number,
    kind: DailyTasks['tasks'][number]['kind'],
    name: string,
    progress: string,
    target: string,
    completed: boolean,
  ) => ({
    taskId,
    kind,
    name,
    description: '',
    category: null,
    target,
    progress,
    percent: completed ? 100 : 40,
    reward: '2.00',
    completed,
    claimed: false,
  });
  return {
    day: '2026-11-20',
    resetsAt: new Date(Date.now() + 3 * 3_600_000 + 5_000).toISOString(),
    streak: 3,
    tasks: [task(1, 'login', 'Daily sign-in', '1', '1', true), task(2, 'deposit', 'Make a deposit', '20.00', '50.00', false)],
    allTasksBonus: { reward: '3.00', completed: false, claimed: false },
    ...patch,
  };
}

const base = { 'common/status-list': ok([]), 'member/wallet-balance': ok({ balance: '1.00', minor: 100, currency: 'MYR' }) };

describe('daily tasks page', () => {
  beforeEach(() => vi.clearAllMocks());

  it('shows progress, the streak and the time to the reset; only a completed task can be claimed', async () => {
    stubApi({ ...base, 'daily-task/list': ok(today()) });
    renderInApp(<DailyTasksView />, { member });
    const deposit = await screen.findByTestId('task-deposit');
    expect(within(deposit).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '40');
    expect(within(deposit).getByText('MYR 20.00 of MYR 50.00')).toBeInTheDocument();
    expect(within(deposit).getByRole('button', { name: 'Not done yet: Make a deposit' })).toBeDisabled();
    expect(within(screen.getByTestId('task-login')).getByRole('button', { name: 'Claim: Daily sign-in' })).toBeEnabled();
    expect(screen.getByTestId('task-streak')).toHaveTextContent('3 days in a row');
    expect(screen.getByText(/New tasks in 03:00:0\d/)).toBeInTheDocument();
  });

  it('sends the day the page showed and says why a claim was refused', async () => {
    const api = stubApi({ ...base, 'daily-task/list': ok(today()), 'daily-task/claim': refused('task_day_over') });
    renderInApp(<DailyTasksView />, { member });
    await userEvent.click(await screen.findByRole('button', { name: 'Claim: Daily sign-in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('That day is over: the tasks have reset.');
    const claim = api.mock.calls.find(([url]) => String(url).endsWith('/api/daily-task/claim'));
    expect(JSON.parse(String((claim![1] as RequestInit).body))).toEqual({ taskId: 1, day: '2026-11-20' });
  });

  it('asks a visitor to log in', async () => {
    stubApi(base);
    renderInApp(<DailyTasksView />);
    expect(await screen.findByText('Log in to see today’s tasks and collect their rewards.')).toBeInTheDocument();
  });
});
