import type { DashboardCurrency } from '@/lib/contracts/console';

/**
 * The dashboard's figures as chart series for one currency. Charts draw numbers, so the decimal
 * strings become numbers here (display only: every figure a table or tooltip prints goes through
 * consoleMoney with the string as it came).
 */

export const MONEY_FIGURES = [
  ['deposits', 'Deposits'],
  ['withdrawals', 'Withdrawals'],
  ['bets', 'Bets'],
  ['wins', 'Wins'],
  ['ggr', 'GGR'],
] as const satisfies ReadonlyArray<readonly [keyof DashboardCurrency, string]>;

export type MoneyFigure = (typeof MONEY_FIGURES)[number][0];

/** The day's money figures of a currency, one bar each (none for a currency not on the board). */
export function dayBars(row: DashboardCurrency | undefined): Array<{ label: string; value: number }> {
  return row ? MONEY_FIGURES.map(([key, label]) => ({ label, value: Number(row[key]) })) : [];
}

/** A week's line per figure: one point a day, zero for a day the currency had no board row or that failed to load. */
export function weekLines(
  days: ReadonlyArray<{ day: string; currencies: readonly DashboardCurrency[] | undefined }>,
  currency: string,
  figures: readonly MoneyFigure[] = ['deposits', 'withdrawals', 'ggr'],
): { labels: string[]; lines: Array<{ figure: MoneyFigure; label: string; values: number[] }> } {
  const rows = days.map((d) => d.currencies?.find((c) => c.currency === currency));
  return {
    labels: days.map((d) => d.day.slice(5)),
    lines: figures.map((figure) => ({
      figure,
      label: MONEY_FIGURES.find(([key]) => key === figure)![1],
      values: rows.map((row) => (row ? Number(row[figure]) : 0)),
    })),
  };
}
