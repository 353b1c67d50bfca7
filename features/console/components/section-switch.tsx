'use client';

import { Button } from 'primereact/button';
import styles from '../console.module.css';

/** A row of toggle buttons choosing which section of a page shows. */
export function SectionSwitch<S extends string>(props: {
  label: string;
  sections: ReadonlyArray<readonly [S, string]>;
  value: S;
  onChange: (section: S) => void;
}) {
  return (
    <div className={styles.actions} role="group" aria-label={props.label}>
      {props.sections.map(([id, text]) => (
        <Button
          key={id}
          aria-pressed={props.value === id}
          label={text}
          size="small"
          outlined={props.value !== id}
          onClick={() => props.onChange(id)}
        />
      ))}
    </div>
  );
}
