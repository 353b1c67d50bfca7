import type { HistoryRow } from '@/lib/contracts/wallet';
import type { ExtraColumn } from './columns';
import { DASH, formatMoment } from './format-day';
import { formatNumber, writtenDecimals } from './format-number';
import { isInstant } from './local-time';
import { plainMoney } from './signed-amount';

export type CellContext = {
  locale: string;
  /** the member's country's zone */
  timeZone: string;
  /** the member currency's decimals */
  decimals: number;
  /** a translation for a key, or undefined when there is none */
  translate: (key: string) => string | undefined;
};

/** The text of one extra column in one row: money, numbers and times formatted, known values named. */
export function extraCellText(row: HistoryRow, column: ExtraColumn, { locale, timeZone, decimals, translate }: CellContext): string {
  const raw = row.extra[column.key] ?? '';
  const value = (column.labelKey && row.extra[column.labelKey]) || raw;
  if (value === '') return DASH;
  if (column.kind === 'money') return plainMoney(value, locale, decimals);
  if (column.kind === 'number') return formatNumber(value, locale, undefined, writtenDecimals(value));
  const named = column.valuePrefix ? translate(`${column.valuePrefix}${raw}`) : undefined;
  if (named) return named;
  return isInstant(value) ? formatMoment(value, locale, timeZone) : value;
}
