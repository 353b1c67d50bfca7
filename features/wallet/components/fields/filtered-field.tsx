'use client';

import type { ComponentProps } from 'react';
import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';
import { TextField } from '@/components/form';

type Props<T extends FieldValues> = Omit<ComponentProps<typeof TextField>, 'name' | 'value' | 'onChange' | 'onBlur' | 'error'> & {
  control: Control<T>;
  name: Path<T>;
  /** an input filter from lib/input-filters: the field never holds what it drops */
  filter: (raw: string) => string;
};

/**
 * A TextField whose value is filtered on every change (typing and pasting alike), so what the
 * rules check and what is sent is exactly what the member sees. The error comes from the form.
 */
export function FilteredField<T extends FieldValues>({ control, name, filter, ...input }: Props<T>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <TextField
          {...input}
          ref={field.ref}
          name={field.name}
          value={typeof field.value === 'string' ? field.value : ''}
          onBlur={field.onBlur}
          onChange={(e) => field.onChange(filter(e.target.value))}
          error={fieldState.error?.message}
        />
      )}
    />
  );
}
