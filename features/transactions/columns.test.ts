import { describe, expect, it } from 'vitest';
import type { HistoryRow } from '@/lib/contracts/wallet';
import { TRANSACTION_TYPES } from '@/lib/routes';
import { HISTORY_LAYOUTS, extraColumns, showsDescription } from './columns';

const row = (extra: Record<string, string>): HistoryRow => ({
  id: '1',
  createdAt: '',
  amount: '0',
  status: 'settled',
  description: '',
  extra,
});

describe('extraColumns', () => {
  it('has an entry for every history', () => {
    for (const type of TRANSACTION_TYPES) expect(HISTORY_LAYOUTS[type]).toBeDefined();
  });

  it('lists the known columns of a type, in order, even for an empty page', () => {
    expect(extraColumns('bet-history', []).map((c) => `${c.key}:${c.kind}`)).toEqual([
      'game:text',
      'provider:text',
      'bet:money',
      'win:money',
      'roundId:id',
    ]);
    expect(extraColumns('rebate', []).map((c) => c.kind)).toEqual(['money', 'number']);
  });

  it('adds keys it does not know, once, as text, leaving out ones that repeat a shown value', () => {
    const rows = [row({ game: 'Zeus', gameId: 'zeus', batch: 'x' }), row({ batch: 'y', ip: '1.2.3.4' })];
    expect(extraColumns('bet-history', rows).map((c) => c.key)).toEqual(['game', 'provider', 'bet', 'win', 'roundId', 'batch', 'ip']);
    expect(extraColumns('adjustment', [row({ level: 'Gold' })])).toEqual([{ key: 'level', kind: 'text' }]);
    expect(extraColumns('vip', [row({ level: '2', bonus: '5.00' })])).toEqual([{ key: 'bonus', kind: 'money' }]);
    expect(extraColumns('adjustment', [row({ note: 'the description' })])).toEqual([]);
  });

  it("shows a promotion step's wallet, named, and not the ids and reason behind its title and status", () => {
    const step = row({ bonusId: '7', promotionId: '3', balance: 'bonus', reason: 'granted' });
    expect(extraColumns('promotion', [step])).toEqual([{ key: 'balance', kind: 'text', valuePrefix: 'balance_' }]);
  });

  it('names transfer wallets from their readable names', () => {
    expect(extraColumns('transfer', [row({ from: 'main', to: 'pt', fromName: 'main', toName: 'Playtech' })])).toEqual([
      { key: 'from', kind: 'text', labelKey: 'fromName', valuePrefix: 'wallet_' },
      { key: 'to', kind: 'text', labelKey: 'toName', valuePrefix: 'wallet_' },
    ]);
  });

  it('shows the description only where it is not built from the columns', () => {
    expect(showsDescription('adjustment')).toBe(true);
    expect(showsDescription('promotion')).toBe(true);
    expect(showsDescription('bet-history')).toBe(false);
    expect(showsDescription('deposit')).toBe(false);
  });
});
