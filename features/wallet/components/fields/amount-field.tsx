'use client';

import { useLocale, useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import type { Control, FieldValues, Path } from 'react-hook-form';
import { amountInput, blockSpaceKey } from '@/lib/input-filters';
import { formatMoney } from '../../format-money';
import { FilteredField } from './filtered-field';

type Props<T extends FieldValues> = {
  control: Control<T>;
  name: Path<T>;
  currency: string;
  /** the country's input_decimal (settings.decimals) */
  decimals: number;
  limits?: { min: string; max: string };
  label?: string;
  suffix?: ReactNode;
};

/** An amount in the member's currency: digits (and the country's decimals) only, limits shown under it. */
export function AmountField<T extends FieldValues>({ control, name, currency, decimals, limits, label, suffix }: Props<T>) {
  const t = useTranslations('wallet');
  const locale = useLocale();
  const hint = limits
    ? t('amount_hint', { min: formatMoney(limits.min, locale, decimals), max: formatMoney(limits.max, locale, decimals) })
    : undefined;
  return (
    <FilteredField
      control={control}
      name={name}
      filter={(raw) => amountInput(raw, { decimals })}
      label={label ?? t('amount')}
      inputMode={decimals > 0 ? 'decimal' : 'numeric'}
      autoComplete="off"
      prefix={currency}
      hint={hint}
      suffix={suffix}
      onKeyDown={blockSpaceKey}
    />
  );
}
