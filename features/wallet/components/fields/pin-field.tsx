'use client';

import type { Control, FieldValues, Path } from 'react-hook-form';
import { blockSpaceKey, PIN_LENGTH, pinInput } from '@/lib/input-filters';
import { FilteredField } from './filtered-field';

/** A withdrawal PIN: masked, numeric keypad on phones, digits only, at most 6, no spaces. */
export function PinField<T extends FieldValues>({
  control,
  name,
  label,
  hint,
  autoComplete = 'off',
}: {
  control: Control<T>;
  name: Path<T>;
  label: string;
  hint?: string;
  autoComplete?: string;
}) {
  return (
    <FilteredField
      control={control}
      name={name}
      filter={pinInput}
      label={label}
      hint={hint}
      type="password"
      inputMode="numeric"
      pattern="[0-9]*"
      maxLength={PIN_LENGTH}
      autoComplete={autoComplete}
      onKeyDown={blockSpaceKey}
    />
  );
}
