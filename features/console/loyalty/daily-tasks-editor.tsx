'use client';

import { Button } from 'primereact/button';
import { InputText } from 'primereact/inputtext';
import { useState, type FormEvent } from 'react';
import type { EndpointOutput } from '@/lib/contracts/endpoints';
import { DAILY_TASK_KINDS } from '@/lib/contracts/loyalty';
import { filledNames, LanguageNames, type LanguageText } from './language-names';
import { SaveStatus } from '../components/save-status';
import { useConsoleSave } from '../components/use-console-save';
import styles from '../console.module.css';
import { loyaltyKey, saveDailyTasks } from './api';
import { Options } from '../components/options';

type Loyalty = EndpointOutput<'operator/loyalty'>;
type Kind = (typeof DAILY_TASK_KINDS)[number];
type TaskForm = { kind: Kind; target: string; category: string; reward: string; languages: Record<string, LanguageText> };

const TARGET_LABEL: Record<Kind, string> = {
  login: 'Target (not used)',
  deposit: 'Deposit at least',
  turnover: 'Turnover at least',
  games: 'Different games',
};

/** The day's tasks of a currency and the bonus for finishing them all. */
export function DailyTasksEditor({ loyalty, languages, mayEdit }: { loyalty: Loyalty; languages: string[]; mayEdit: boolean }) {
  const [bonus, setBonus] = useState(loyalty.allTasksBonus);
  const [tasks, setTasks] = useState<TaskForm[]>(() =>
    loyalty.tasks.map((t) => ({ kind: t.kind, target: t.target, category: t.category ?? '', reward: t.reward, languages: t.languages })),
  );
  const save = useConsoleSave(saveDailyTasks, loyaltyKey);
  const change = (index: number, patch: Partial<TaskForm>) => setTasks(tasks.map((t, i) => (i === index ? { ...t, ...patch } : t)));

  function submit(event: FormEvent) {
    event.preventDefault();
    save.mutate({
      currency: loyalty.currency,
      allTasksBonus: bonus,
      tasks: tasks.map((t) => ({
        kind: t.kind,
        target: t.kind === 'login' ? '0' : t.target,
        category: t.kind === 'turnover' && t.category.trim() ? t.category.trim() : null,
        reward: t.reward,
        languages: filledNames(t.languages),
      })),
    });
  }

  return (
    <form className={styles.form} aria-label="Daily tasks" onSubmit={submit}>
      <label className={styles.field}>
        Bonus for finishing every task of the day
        <InputText value={bonus} disabled={!mayEdit} onChange={(e) => setBonus(e.target.value)} />
      </label>
      {tasks.length === 0 ? <p className={styles.muted}>No daily tasks for this currency.</p> : null}
      {tasks.map((task, index) => (
        <fieldset key={index} className={styles.card} aria-label={`Task ${index + 1}`}>
          <legend>
            Task {index + 1} · {task.languages.en?.name ?? task.kind}
          </legend>
          <div className={styles.limitFields}>
            <label className={styles.field}>
              Kind
              <select value={task.kind} disabled={!mayEdit} onChange={(e) => change(index, { kind: e.target.value as Kind })}>
                <Options values={DAILY_TASK_KINDS} />
              </select>
            </label>
            <label className={styles.field}>
              {TARGET_LABEL[task.kind]}
              <InputText
                value={task.target}
                disabled={!mayEdit || task.kind === 'login'}
                onChange={(e) => change(index, { target: e.target.value })}
              />
            </label>
            <label className={styles.field}>
              Only in category (turnover)
              <InputText
                value={task.category}
                disabled={!mayEdit || task.kind !== 'turnover'}
                placeholder="any"
                onChange={(e) => change(index, { category: e.target.value })}
              />
            </label>
            <label className={styles.field}>
              Reward
              <InputText value={task.reward} disabled={!mayEdit} onChange={(e) => change(index, { reward: e.target.value })} />
            </label>
          </div>
          <LanguageNames
            label="Task name"
            languages={languages}
            value={task.languages}
            onChange={(value) => change(index, { languages: value })}
            disabled={!mayEdit}
          />
          {mayEdit ? (
            <Button
              type="button"
              label={`Remove task ${index + 1}`}
              size="small"
              text
              severity="danger"
              onClick={() => setTasks(tasks.filter((_, i) => i !== index))}
            />
          ) : null}
        </fieldset>
      ))}
      {mayEdit ? (
        <div className={styles.actions}>
          <Button
            type="button"
            label="Add a task"
            size="small"
            outlined
            disabled={tasks.length >= 20}
            onClick={() =>
              setTasks([
                ...tasks,
                { kind: 'login', target: '0', category: '', reward: '1.00', languages: { en: { name: 'Log in today' } } },
              ])
            }
          />
          <Button type="submit" label="Save tasks" size="small" loading={save.isPending} />
          <SaveStatus saved={save.isSuccess} error={save.error} />
        </div>
      ) : null}
    </form>
  );
}
