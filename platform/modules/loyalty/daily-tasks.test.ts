import { manualClock, testPlatform, type TestPlatform } from '../../test-support';
import { assertLedgerConsistent } from '../../../tests/reliability/invariants';
import { insertCatalogFixture } from '../games/testing/catalog-fixture';
import type { Wagers } from '../wagers';
import { balance, key, readyMember, type ReadyMember } from '../wallet/testing/wallet-fixture';
import { loyaltyWagers, playRound, relogin, setMyrTasks } from './testing/loyalty-fixture';

/**
 * Daily tasks on UTC+8 days (local midnight is 16:00 UTC): progress from the real events, claims
 * once, refusals with reasons, and the reset on both sides of the boundary with the injected clock.
 */
const clock = manualClock(new Date('2026-11-20T15:00:00Z')); // 23:00 local, 2026-11-20
let platform: TestPlatform;
let wagers: Wagers;

beforeAll(async () => {
  platform = await testPlatform({ clock: clock.now });
  await insertCatalogFixture(platform.db);
  wagers = loyaltyWagers(platform.db);
  await setMyrTasks(platform);
});
afterAll(async () => {
  await assertLedgerConsistent(platform.db, 'after the daily-task tests');
  await platform.close();
});

type Task = { taskId: number; kind: string; progress: string; target: string; percent: number; completed: boolean; claimed: boolean };
type Tasks = { day: string; resetsAt: string; streak: number; tasks: Task[]; allTasksBonus: { completed: boolean; claimed: boolean } };
const list = async (member: ReadyMember) => (await member.call<Tasks>('daily-task/list', { language: 'en-my' })).body.output!;
const task = (tasks: Tasks, kind: string) => tasks.tasks.find((t) => t.kind === kind)!;
const claim = (member: ReadyMember, taskId: number, day: string) => member.call<{ amount: string }>('daily-task/claim', { taskId, day });
const deposit = (member: ReadyMember, amount: string) =>
  member.call('wallet/deposit', { method: 'gateway', gatewayId: 'demo-pay', amount, idempotencyKey: key() });

describe('daily tasks', () => {
  it('shows today’s tasks with progress from real events and the time to the reset', async () => {
    const member = await readyMember(platform, '0');
    const today = await list(member);
    expect(today).toMatchObject({ day: '2026-11-20', resetsAt: '2026-11-20T16:00:00.000Z', streak: 1 });
    expect(today.tasks.map((t) => [t.kind, t.progress, t.target, t.completed])).toEqual([
      ['login', '1', '1', true],
      ['deposit', '0.00', '50.00', false],
      ['turnover', '0.00', '20.00', false],
      ['games', '0', '2', false],
    ]);

    expect((await deposit(member, '30.00')).body.status).toBe(true);
    await playRound(wagers, member.profile.id, 1500n, { now: clock.now() });
    await playRound(wagers, member.profile.id, 1000n, { game: 'table', now: clock.now() });
    const later = await list(member);
    expect(task(later, 'deposit')).toMatchObject({ progress: '30.00', percent: 60, completed: false });
    // Only slots count towards the slots task; both games count as different games.
    expect(task(later, 'turnover')).toMatchObject({ progress: '15.00', completed: false });
    expect(task(later, 'games')).toMatchObject({ progress: '2', completed: true });
  });

  it('refuses a claim before completion, pays a completed task once however many claims race, and refuses the repeat', async () => {
    const member = await readyMember(platform, '0');
    const { day, tasks } = await list(member);
    const depositTask = tasks.find((t) => t.kind === 'deposit')!;
    expect((await claim(member, depositTask.taskId, day)).body).toMatchObject({ status: false, msg: 'task_not_completed' });

    expect((await deposit(member, '50.00')).body.status).toBe(true);
    const claims = await Promise.all(Array.from({ length: 6 }, () => claim(member, depositTask.taskId, day)));
    expect(claims.filter((c) => c.body.status).map((c) => c.body.output!.amount)).toEqual(['2.00']);
    expect(claims.filter((c) => !c.body.status).every((c) => c.body.msg === 'task_already_claimed')).toBe(true);
    expect(await balance(member)).toBe('52.00');
    expect(task(await list(member), 'deposit')).toMatchObject({ completed: true, claimed: true });
    expect((await claim(member, 999_999, day)).body.msg).toBe('task_not_found');
  });

  it('pays the all-tasks bonus only when every task is done', async () => {
    const member = await readyMember(platform, '100.00');
    const { day } = await list(member);
    expect((await claim(member, 0, day)).body.msg).toBe('task_not_completed');
    expect((await deposit(member, '50.00')).body.status).toBe(true);
    await playRound(wagers, member.profile.id, 2000n, { now: clock.now() });
    await playRound(wagers, member.profile.id, 100n, { game: 'table', now: clock.now() });
    expect((await list(member)).allTasksBonus).toEqual({ reward: '3.00', completed: true, claimed: false });
    expect((await claim(member, 0, day)).body).toMatchObject({ status: true, output: { amount: '3.00' } });
    expect((await claim(member, 0, day)).body.msg).toBe('task_already_claimed');
  });

  it('resets at local midnight: a page left open refuses the old day, the new day starts empty, the streak grows', async () => {
    const member = await readyMember(platform, '0');
    expect((await deposit(member, '60.00')).body.status).toBe(true);
    clock.advance(59 * 60_000); // 15:59 UTC: still 2026-11-20 locally
    await relogin(platform, member); // past the session's idle limit
    const before = await list(member);
    expect(before.day).toBe('2026-11-20');
    expect(task(before, 'deposit').completed).toBe(true);
    const depositTask = task(before, 'deposit').taskId;

    clock.advance(60_000); // 16:00 UTC: 2026-11-21 00:00 locally
    expect((await claim(member, depositTask, before.day)).body).toMatchObject({ status: false, msg: 'task_day_over' });
    const after = await list(member);
    expect(after).toMatchObject({ day: '2026-11-21', resetsAt: '2026-11-21T16:00:00.000Z', streak: 2 });
    expect(task(after, 'deposit')).toMatchObject({ progress: '0.00', completed: false, claimed: false });
    expect((await claim(member, depositTask, '2026-11-22')).body.msg).toBe('task_day_not_started');

    clock.advance(2 * 24 * 3_600_000); // a day skipped: the streak starts again
    await relogin(platform, member);
    expect((await list(member)).streak).toBe(1);
    clock.advance(-(2 * 24 * 3_600_000 + 60 * 60_000));
  });
});
