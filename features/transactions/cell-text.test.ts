import { describe, expect, it } from 'vitest';
import type { HistoryRow } from '@/lib/contracts/wallet';
import { extraCellText, type CellContext } from './cell-text';
import { extraColumns } from './columns';

const names: Record<string, string> = { wallet_main: 'Main wallet', method_gateway: 'Online payment' };
const ctx: CellContext = { locale: 'en-my', timeZone: 'UTC', decimals: 2, translate: (key) => names[key] };
const row = (extra: Record<string, string>): HistoryRow => ({
  id: '1',
  createdAt: '',
  amount: '0',
  status: 'approved',
  description: '',
  extra,
});
const cells = (type: Parameters<typeof extraColumns>[0], extra: Record<string, string>) => {
  const r = row(extra);
  return Object.fromEntries(extraColumns(type, [r]).map((c) => [c.key, extraCellText(r, c, ctx)]));
};

describe('extraCellText', () => {
  it('formats money and numbers in the member currency', () => {
    expect(cells('bet-history', { game: 'Zeus', provider: 'Demo', bet: '1000', win: '0', roundId: 'r1' })).toEqual({
      game: 'Zeus',
      provider: 'Demo',
      bet: '1,000.00',
      win: '0.00',
      roundId: 'r1',
    });
    expect(cells('rebate', { turnover: '12500.5', rate: '0.50' })).toEqual({ turnover: '12,500.50', rate: '0.50' });
  });

  it('names wallets and methods we know, else shows the readable name or the value', () => {
    expect(cells('transfer', { from: 'main', to: 'pt', fromName: 'main', toName: 'Playtech' })).toEqual({
      from: 'Main wallet',
      to: 'Playtech',
    });
    expect(cells('deposit', { method: 'gateway', bank: 'DemoPay', reference: 'D00000001', reason: '' })).toEqual({
      method: 'Online payment',
      bank: 'DemoPay',
      reference: 'D00000001',
      reason: '—',
    });
    expect(cells('deposit', { method: 'crypto' }).method).toBe('crypto');
  });

  it('shows unknown time values as moments, missing values as a dash', () => {
    expect(cells('rebate', { since: '2026-11-05T10:00:00.000Z' }).since).toBe('05 Nov 2026, 10:00');
    expect(cells('bet-history', {}).bet).toBe('—');
  });
});
