import { and, eq } from 'drizzle-orm';
import type { DailyTask } from '@/lib/contracts/loyalty';
import type { Database } from '../../db/connection';
import { dailyTaskClaims } from '../../db/schema-loyalty';
import type { Handler } from '../../endpoints/handler';
import { fail, ok } from '../../endpoints/result';
import type { Member } from '../../endpoints/context';
import { decimalsFor, formatMinor } from '../ledger';
import { loyaltyConfig, textIn, type DailyTaskRow } from './config';
import { LOYALTY_ENTRY_KINDS, payLoyalty } from './payout';
import { loyaltyDay, nextReset } from './rules/loyalty-day';
import { progressPercent } from './rules/vip-tier';
import { taskProgress, taskTarget } from './task-progress';
import { recordVisit, visitStreak } from './visits';

/** Task 0 in a claim is the bonus for completing every task of the day. */
export const ALL_TASKS_ID = 0;

type TaskState = { task: DailyTaskRow; progress: bigint; completed: boolean };

async function todaysState(db: Database, member: Member, day: string, dayOffsetHours: number) {
  const { settings, tasks } = await loyaltyConfig(db, member.currency);
  const [states, claims] = await Promise.all([
    Promise.all(
      tasks.map(async (task): Promise<TaskState> => {
        const progress = await taskProgress(db, member.id, task, day, dayOffsetHours);
        return { task, progress, completed: progress >= taskTarget(task) };
      }),
    ),
    db
      .select({ taskId: dailyTaskClaims.taskId })
      .from(dailyTaskClaims)
      .where(and(eq(dailyTaskClaims.memberId, member.id), eq(dailyTaskClaims.day, day))),
  ]);
  return { settings, states, claimed: new Set(claims.map((c) => c.taskId)) };
}

function taskView({ task, progress, completed }: TaskState, claimed: boolean, language: string, decimals: number): DailyTask {
  const text = textIn(task.languages, language);
  const money = task.kind === 'deposit' || task.kind === 'turnover';
  const show = (value: bigint) => (money ? formatMinor(value, decimals) : value.toString());
  const target = taskTarget(task);
  return {
    taskId: task.id,
    kind: task.kind,
    name: text?.name ?? task.kind,
    description: text?.description ?? '',
    category: task.category,
    target: show(target),
    progress: show(progress > target ? target : progress),
    percent: progressPercent(progress, 0n, target),
    reward: formatMinor(task.reward, decimals),
    completed,
    claimed,
  };
}

/** daily-task/list: today's tasks with progress, what is claimed, when the day resets, the streak. A look with a live session is a visit. */
export const dailyTaskList: Handler<'daily-task/list'> = async ({ language }, { db, member, now, env }) => {
  const offset = env.loyaltyDayOffsetHours;
  const day = loyaltyDay(now, offset);
  await recordVisit(db, member.id, day);
  const decimals = decimalsFor(member);
  const [{ settings, states, claimed }, streak] = await Promise.all([
    todaysState(db, member, day, offset),
    visitStreak(db, member.id, day),
  ]);
  return ok({
    day,
    resetsAt: nextReset(now, offset).toISOString(),
    streak,
    tasks: states.map((s) => taskView(s, claimed.has(s.task.id), language, decimals)),
    allTasksBonus: {
      reward: formatMinor(settings.allTasksBonus, decimals),
      completed: states.length > 0 && states.every((s) => s.completed),
      claimed: claimed.has(ALL_TASKS_ID),
    },
  });
};

/**
 * daily-task/claim: pays one completed task of today (or the all-tasks bonus) once. `day` is the
 * day the member's page showed: a claim from a page left open past the reset is refused, not paid
 * into the new day. The journal key and the claim's primary key are (member, day, task): parallel
 * claims pay once, the others answer task_already_claimed.
 */
export const dailyTaskClaim: Handler<'daily-task/claim'> = async ({ taskId, day }, { db, member, now, env }) => {
  const offset = env.loyaltyDayOffsetHours;
  const today = loyaltyDay(now, offset);
  if (day < today) return fail('task_day_over');
  if (day > today) return fail('task_day_not_started');
  const { settings, states, claimed } = await todaysState(db, member, today, offset);
  let amount: bigint;
  if (taskId === ALL_TASKS_ID) {
    if (settings.allTasksBonus <= 0n || states.length === 0) return fail('task_not_found');
    if (!states.every((s) => s.completed)) return fail('task_not_completed');
    amount = settings.allTasksBonus;
  } else {
    const state = states.find((s) => s.task.id === taskId);
    if (!state) return fail('task_not_found');
    if (!state.completed) return fail('task_not_completed');
    amount = state.task.reward;
  }
  if (claimed.has(taskId)) return fail('task_already_claimed');

  const result = await payLoyalty(db, member, {
    kind: LOYALTY_ENTRY_KINDS.dailyTask,
    idempotencyKey: `daily-task:${member.id}:${today}:${taskId}`,
    amount,
    meta: { day: today, taskId },
    within: async (tx, entryId) => {
      await tx.insert(dailyTaskClaims).values({ memberId: member.id, day: today, taskId, amount, entryId, claimedAt: now });
    },
  });
  if (!result.ok) return fail(result.msg === 'idempotency_conflict' ? 'task_already_claimed' : result.msg);
  if (result.replayed) return fail('task_already_claimed');
  return ok({ amount: formatMinor(amount, decimalsFor(member)) });
};
