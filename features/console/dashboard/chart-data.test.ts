import { describe, expect, it } from 'vitest';
import type { DashboardCurrency } from '@/lib/contracts/console';
import { dayBars, weekLines } from './chart-data';

const row = (currency: string, deposits: string, ggr = '0.00'): DashboardCurrency => ({
  currency,
  deposits,
  depositCount: 1,
  withdrawals: '10.00',
  withdrawalCount: 1,
  bets: '100.00',
  wins: '90.00',
  ggr,
  rounds: 3,
  newMembers: 1,
  activeMembers: 2,
  pendingDeposits: 0,
  pendingWithdrawals: 0,
});

describe('dashboard chart data', () => {
  it('draws the day as one bar per money figure of the currency, none for a currency not on the board', () => {
    expect(dayBars(row('MYR', '1234.50', '10.00'))).toEqual([
      { label: 'Deposits', value: 1234.5 },
      { label: 'Withdrawals', value: 10 },
      { label: 'Bets', value: 100 },
      { label: 'Wins', value: 90 },
      { label: 'GGR', value: 10 },
    ]);
    expect(dayBars(undefined)).toEqual([]);
  });

  it('draws the week as a line per figure, a point a day, zero where the day has no row for the currency', () => {
    const week = weekLines(
      [
        { day: '2026-11-30', currencies: [row('MYR', '5.00'), row('THB', '700.00')] },
        { day: '2026-12-01', currencies: undefined },
        { day: '2026-12-02', currencies: [row('THB', '800.00', '-20.00')] },
      ],
      'THB',
      ['deposits', 'ggr'],
    );
    expect(week.labels).toEqual(['11-30', '12-01', '12-02']);
    expect(week.lines).toEqual([
      { figure: 'deposits', label: 'Deposits', values: [700, 0, 800] },
      { figure: 'ggr', label: 'GGR', values: [0, 0, -20] },
    ]);
  });
});
