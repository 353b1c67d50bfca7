'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { useCurrencyAmount } from '@/components/i18n/use-currency-amount';
import { useToast } from '@/components/providers/toast-provider';
import type { DailyTask, DailyTasks } from '@/lib/contracts/loyalty';
import { useDailyTasks, useLoyaltyCurrency, useTaskClaim } from '../hooks';
import { loyaltyMessage } from '../server-message';
import { timeLeft } from '../time-left';
import { MembersOnly } from './login-call';
import { Empty, LoadFailed, Loading, ProgressBar } from './states';
import styles from './loyalty.module.css';

/** /{lang}/daily-tasks: today's tasks with progress and claims, the time to the reset and the streak. */
export function DailyTasksView() {
  const t = useTranslations('loyalty');
  return (
    <MembersOnly text={t('tasks_login_cta')}>
      <MemberTasks />
    </MembersOnly>
  );
}

function MemberTasks() {
  const t = useTranslations('loyalty');
  const tasks = useDailyTasks();
  if (tasks.isPending) return <Loading count={3} />;
  if (tasks.isError) return <LoadFailed error={tasks.error} onRetry={() => void tasks.refetch()} />;
  const today = tasks.data;
  return (
    <div className={styles.stack}>
      <div className={styles.spread}>
        <ResetCountdown resetsAt={today.resetsAt} onReset={() => void tasks.refetch()} />
        <p className={styles.done} data-testid="task-streak">
          <i className="pi pi-bolt" aria-hidden /> {t('tasks_streak', { days: today.streak })}
        </p>
      </div>
      {today.tasks.length === 0 ? (
        <Empty title={t('tasks_none')} icon="pi-check-square" />
      ) : (
        <>
          <div className={styles.grid}>
            {today.tasks.map((task) => (
              <TaskCard key={task.taskId} task={task} day={today.day} />
            ))}
          </div>
          <AllTasksCard today={today} />
        </>
      )}
    </div>
  );
}

function ResetCountdown({ resetsAt, onReset }: { resetsAt: string; onReset: () => void }) {
  const t = useTranslations('loyalty');
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  const left = timeLeft(Date.parse(resetsAt) - now);
  useEffect(() => {
    if (left.done) onReset();
  }, [left.done, onReset]);
  return (
    <p className={styles.muted} aria-live="off">
      <i className="pi pi-clock" aria-hidden /> {t('tasks_reset_in', { time: left.text })}
    </p>
  );
}

function ClaimButton({
  taskId,
  day,
  completed,
  claimed,
  label,
}: {
  taskId: number;
  day: string;
  completed: boolean;
  claimed: boolean;
  label: string;
}) {
  const t = useTranslations('loyalty');
  const tAll = useTranslations();
  const money = useCurrencyAmount(useLoyaltyCurrency());
  const claim = useTaskClaim();
  const toast = useToast();
  const [error, setError] = useState('');
  if (claimed) return <span className={styles.done}>{t('claimed')}</span>;
  const onClaim = async () => {
    setError('');
    const answer = await claim.mutateAsync({ taskId, day });
    if (!answer) return;
    if (answer.status && answer.output)
      toast({ severity: 'success', summary: t('task_reward_paid', { amount: money(answer.output.amount) }) });
    else setError(loyaltyMessage(tAll, answer.msg, 'claim_failed'));
  };
  return (
    <>
      <button
        type="button"
        className={styles.primary}
        disabled={!completed || claim.isPending}
        onClick={() => void onClaim()}
        // The name starts with the button's own words, then names the task.
        aria-label={`${completed ? t('claim') : t('task_in_progress')}: ${label}`}
      >
        {completed ? t('claim') : t('task_in_progress')}
      </button>
      {error ? (
        <p className={styles.error} role="alert">
          {error}
        </p>
      ) : null}
    </>
  );
}

function TaskCard({ task, day }: { task: DailyTask; day: string }) {
  const t = useTranslations('loyalty');
  const money = useCurrencyAmount(useLoyaltyCurrency());
  const amounts = task.kind === 'deposit' || task.kind === 'turnover';
  const show = (value: string) => (amounts ? money(value) : value);
  return (
    <section className={styles.card} aria-label={task.name} data-testid={`task-${task.kind}`}>
      <div className={styles.spread}>
        <h2 className={styles.cardTitle}>{task.name}</h2>
        <span className={styles.badgeSmall}>+{money(task.reward)}</span>
      </div>
      {task.description ? <p className={styles.muted}>{task.description}</p> : null}
      <ProgressBar percent={task.percent} label={t('task_progress', { name: task.name })} />
      <p className={styles.muted}>{t('task_progress_of', { progress: show(task.progress), target: show(task.target) })}</p>
      <ClaimButton taskId={task.taskId} day={day} completed={task.completed} claimed={task.claimed} label={task.name} />
    </section>
  );
}

function AllTasksCard({ today }: { today: DailyTasks }) {
  const t = useTranslations('loyalty');
  const money = useCurrencyAmount(useLoyaltyCurrency());
  if (Number(today.allTasksBonus.reward) <= 0) return null;
  const done = today.tasks.filter((task) => task.completed).length;
  return (
    <section className={styles.card} aria-label={t('tasks_all_bonus')}>
      <div className={styles.spread}>
        <h2 className={styles.cardTitle}>{t('tasks_all_bonus')}</h2>
        <span className={styles.badgeSmall}>+{money(today.allTasksBonus.reward)}</span>
      </div>
      <ProgressBar percent={(done / Math.max(1, today.tasks.length)) * 100} label={t('tasks_all_bonus')} />
      <p className={styles.muted}>{t('tasks_done_of', { done, total: today.tasks.length })}</p>
      <ClaimButton
        taskId={0}
        day={today.day}
        completed={today.allTasksBonus.completed}
        claimed={today.allTasksBonus.claimed}
        label={t('tasks_all_bonus')}
      />
    </section>
  );
}
