'use client';

import { forwardRef, useId, type SelectHTMLAttributes } from 'react';
import styles from './form.module.css';

type Props = SelectHTMLAttributes<HTMLSelectElement> & { label: string; options: { value: string; label: string }[] };

export const SelectField = forwardRef<HTMLSelectElement, Props>(function SelectField({ label, options, id, ...select }, ref) {
  const autoId = useId();
  const selectId = id ?? autoId;
  return (
    <div className={styles.field}>
      <label htmlFor={selectId}>{label}</label>
      <div className={styles.control}>
        <select ref={ref} id={selectId} {...select}>
          {options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
      </div>
    </div>
  );
});
