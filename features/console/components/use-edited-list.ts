'use client';

import { useState } from 'react';

/**
 * A list edited row by row in a form (VIP tiers, daily tasks, whitelisted domains): change one
 * row's fields, remove a row, add one at the end. Nothing is saved until the form is.
 */
export function useEditedList<T>(initial: T[] | (() => T[])) {
  const [rows, setRows] = useState<T[]>(initial);
  return {
    rows,
    change: (index: number, patch: Partial<T>) => setRows(rows.map((row, i) => (i === index ? { ...row, ...patch } : row))),
    remove: (index: number) => setRows(rows.filter((_, i) => i !== index)),
    add: (row: T) => setRows([...rows, row]),
  };
}
