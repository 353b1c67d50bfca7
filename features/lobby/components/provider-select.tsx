'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useId, useRef, useState } from 'react';
import styles from './lobby.module.css';

export type ProviderOption = { id: string; label: string };

/**
 * A multi-select as a disclosure of checkboxes: native inputs keep it accessible without a
 * widget library, and the panel closes on Escape or a click outside.
 */
export function ProviderSelect({
  options,
  selected,
  onChange,
}: {
  options: ProviderOption[];
  selected: string[];
  onChange: (ids: string[]) => void;
}) {
  const t = useTranslations('lobby');
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const panelId = useId();

  useEffect(() => {
    if (!open) return;
    const onPointer = (e: PointerEvent) => {
      if (!root.current?.contains(e.target as Node)) setOpen(false);
    };
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') setOpen(false);
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  const chosen = new Set(selected);
  const toggle = (id: string) => onChange(chosen.has(id) ? selected.filter((s) => s !== id) : [...selected, id]);
  const summary =
    selected.length === 0
      ? t('providers_all')
      : selected.length === 1
        ? (options.find((o) => o.id === selected[0])?.label ?? t('providers_selected', { count: 1 }))
        : t('providers_selected', { count: selected.length });

  return (
    <div className={styles.providerSelect} ref={root}>
      <button
        type="button"
        className={selected.length ? `${styles.control} ${styles.controlActive}` : styles.control}
        aria-expanded={open}
        aria-controls={panelId}
        // the label is cut with an ellipsis when a provider's name outgrows a phone's half row
        title={summary}
        onClick={() => setOpen((o) => !o)}
      >
        <i className="pi pi-building" aria-hidden />
        <span className={styles.controlLabel}>
          <span className="visually-hidden">{t('providers_label')}: </span>
          {summary}
        </span>
        <i className={open ? 'pi pi-chevron-up' : 'pi pi-chevron-down'} aria-hidden />
      </button>
      <div id={panelId} className={styles.panel} role="group" aria-label={t('providers_label')} hidden={!open}>
        <div className={styles.panelList}>
          {options.map((o) => (
            <label key={o.id} className={styles.option}>
              <input type="checkbox" checked={chosen.has(o.id)} onChange={() => toggle(o.id)} />
              <span>{o.label}</span>
            </label>
          ))}
        </div>
        {selected.length ? (
          <button type="button" className={styles.linkButton} onClick={() => onChange([])}>
            {t('providers_clear')}
          </button>
        ) : null}
      </div>
    </div>
  );
}
