'use client';

import { Dialog } from 'primereact/dialog';
import { InputText } from 'primereact/inputtext';
import { useState, type FormEvent } from 'react';
import type { ConsoleGame } from '@/lib/contracts/console-catalog';
import { MaintenanceSwitch } from './maintenance-switch';
import { useConsoleSave } from '../components/use-console-save';
import styles from '../console.module.css';
import { catalogKey, saveGame } from './api';
import { SaveOrCancel } from '../components/save-or-cancel';

const FLAGS = [
  ['popular', 'Popular (the lobby’s popular row and sort)'],
  ['new', 'New (the lobby’s new row and badge)'],
  ['web', 'Offered on desktop'],
  ['mobile', 'Offered on phones and the app'],
  ['enabled', 'Listed at all'],
] as const;
type Flags = Pick<ConsoleGame, (typeof FLAGS)[number][0]>;

/** A game's flags, devices and priority; its maintenance switch. */
export function GameEditor({ game, onClose }: { game: ConsoleGame; onClose: () => void }) {
  const [flags, setFlags] = useState<Flags>({
    popular: game.popular,
    new: game.new,
    web: game.web,
    mobile: game.mobile,
    enabled: game.enabled,
  });
  const [priority, setPriority] = useState(String(game.priority));
  const save = useConsoleSave(saveGame, catalogKey, onClose);

  function submit(event: FormEvent) {
    event.preventDefault();
    save.mutate({ gameId: game.gameId, ...flags, priority: Number(priority) });
  }

  return (
    <Dialog header={game.name} visible onHide={onClose} style={{ width: 'min(30rem, 95vw)' }}>
      <p className={styles.muted}>
        {game.gameId} · {game.providerId} · {game.type}
      </p>
      <form className={styles.form} onSubmit={submit} aria-label={`Edit game ${game.name}`}>
        {FLAGS.map(([flag, label]) => (
          <label key={flag} className={styles.check}>
            <input type="checkbox" checked={flags[flag]} onChange={(e) => setFlags({ ...flags, [flag]: e.target.checked })} /> {label}
          </label>
        ))}
        <label className={styles.field}>
          Priority (lower comes first)
          <InputText type="number" min={0} max={9999} value={priority} onChange={(e) => setPriority(e.target.value)} required />
        </label>
        <SaveOrCancel error={save.error} label="Save and publish" busy={save.isPending} onCancel={onClose} />
      </form>
      <h2 className={styles.heading}>Maintenance</h2>
      <MaintenanceSwitch kind="game" id={game.gameId} until={game.maintenanceUntil} mayEdit />
    </Dialog>
  );
}
