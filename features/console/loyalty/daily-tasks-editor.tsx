'use client';

import { Button } from 'primereact/button';
import { useState, type FormEvent } from 'react';
import type { EndpointOutput } from '@/lib/contracts/endpoints';
import { DAILY_TASK_KINDS } from '@/lib/contracts/loyalty';
import { filledNames, LanguageNames, type LanguageText } from './language-names';
import { SaveStatus } from '../components/save-status';
import { TextField } from '../components/text-field';
import { useEditedList } from '../components/use-edited-list';
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

const NEW_TASK: TaskForm = { kind: 'login', target: '0', category: '', reward: '1.00', languages: { en: { name: 'Log in today' } } };

/** The day's tasks of a currency and the bonus for finishing them all. */
export function DailyTasksEditor({ loyalty, languages, mayEdit }: { loyalty: Loyalty; languages: string[]; mayEdit: boolean }) {
  const [bonus, setBonus] = useState(loyalty.allTasksBonus);
  const tasks = useEditedList<TaskForm>(() =>
    loyalty.tasks.map((t) => ({ kind: t.kind, target: t.target, category: t.category ?? '', reward: t.reward, languages: t.languages })),
  );
  const save = useConsoleSave(saveDailyTasks, loyaltyKey);

  function submit(event: FormEvent) {
    event.preventDefault();
    save.mutate({
      currency: loyalty.currency,
      allTasksBonus: bonus,
      tasks: tasks.rows.map((t) => ({
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
      <TextField label="Bonus for finishing every task of the day" value={bonus} disabled={!mayEdit} onText={setBonus} />
      {tasks.rows.length === 0 ? <p className={styles.muted}>No daily tasks for this currency.</p> : null}
      {tasks.rows.map((task, index) => (
        <fieldset key={index} className={styles.card} aria-label={`Task ${index + 1}`}>
          <legend>
            Task {index + 1} · {task.languages.en?.name ?? task.kind}
          </legend>
          <TaskFields task={task} mayEdit={mayEdit} onChange={(patch) => tasks.change(index, patch)} />
          <LanguageNames
            label="Task name"
            languages={languages}
            value={task.languages}
            onChange={(value) => tasks.change(index, { languages: value })}
            disabled={!mayEdit}
          />
          {mayEdit ? (
            <Button
              type="button"
              label={`Remove task ${index + 1}`}
              size="small"
              text
              severity="danger"
              onClick={() => tasks.remove(index)}
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
            disabled={tasks.rows.length >= 20}
            onClick={() => tasks.add(NEW_TASK)}
          />
          <Button type="submit" label="Save tasks" size="small" loading={save.isPending} />
          <SaveStatus saved={save.isSuccess} error={save.error} />
        </div>
      ) : null}
    </form>
  );
}

/** A task's kind, its target (none for a login), the category a turnover task counts, and its reward. */
function TaskFields({ task, mayEdit, onChange }: { task: TaskForm; mayEdit: boolean; onChange: (patch: Partial<TaskForm>) => void }) {
  return (
    <div className={styles.limitFields}>
      <label className={styles.field}>
        Kind
        <select value={task.kind} disabled={!mayEdit} onChange={(e) => onChange({ kind: e.target.value as Kind })}>
          <Options values={DAILY_TASK_KINDS} />
        </select>
      </label>
      <TextField
        label={TARGET_LABEL[task.kind]}
        value={task.target}
        disabled={!mayEdit || task.kind === 'login'}
        onText={(target) => onChange({ target })}
      />
      <TextField
        label="Only in category (turnover)"
        value={task.category}
        disabled={!mayEdit || task.kind !== 'turnover'}
        placeholder="any"
        onText={(category) => onChange({ category })}
      />
      <TextField label="Reward" value={task.reward} disabled={!mayEdit} onText={(reward) => onChange({ reward })} />
    </div>
  );
}
