import { describe, expect, it } from 'vitest';
import { PAGE_SIZE, historyPayload, readHistoryQuery, writeHistoryQuery } from './query-state';

const TODAY = '2026-11-21';
const read = (search: string, type: Parameters<typeof readHistoryQuery>[1] = 'deposit') =>
  readHistoryQuery(new URLSearchParams(search), type, TODAY);

describe('readHistoryQuery', () => {
  it('defaults to the last 90 days, every status, page 1', () => {
    expect(read('')).toEqual({ from: '2026-08-24', to: TODAY, status: '', page: 1 });
  });

  it('keeps a usable query from the URL', () => {
    expect(read('from=2026-10-01&to=2026-10-31&status=approved&page=3')).toEqual({
      from: '2026-10-01',
      to: '2026-10-31',
      status: 'approved',
      page: 3,
    });
  });

  it('replaces a broken or reversed range, a foreign status and a bad page', () => {
    expect(read('from=2026-10-31&to=2026-10-01')).toMatchObject({ from: '2026-08-24', to: TODAY });
    expect(read('from=2026-10-01')).toMatchObject({ from: '2026-08-24', to: TODAY });
    expect(read('status=settled')).toMatchObject({ status: '' });
    expect(read('status=settled', 'bet-history')).toMatchObject({ status: 'settled' });
    expect(read('status=approved', 'adjustment')).toMatchObject({ status: '' });
    for (const page of ['0', '-2', '1.5', 'two']) expect(read(`page=${page}`).page).toBe(1);
  });
});

describe('writeHistoryQuery', () => {
  it('writes the range always, status and page only when set, and keeps other keys', () => {
    expect(writeHistoryQuery({ from: '2026-10-01', to: '2026-10-31', status: '', page: 1 }, '?action=deposit&page=4')).toBe(
      'action=deposit&from=2026-10-01&to=2026-10-31',
    );
    expect(writeHistoryQuery({ from: '2026-10-01', to: '2026-10-31', status: 'pending', page: 2 }, '')).toBe(
      'from=2026-10-01&to=2026-10-31&status=pending&page=2',
    );
  });

  it('reads back what it wrote', () => {
    const query = { from: '2026-09-01', to: '2026-09-30', status: 'rejected', page: 5 };
    expect(read(writeHistoryQuery(query, ''), 'withdrawal')).toEqual(query);
  });
});

describe('historyPayload', () => {
  it('is the contract’s input, with status only when filtered', () => {
    expect(historyPayload('deposit', { from: '2026-10-01', to: '2026-10-31', status: '', page: 2 })).toEqual({
      type: 'deposit',
      from: '2026-10-01',
      to: '2026-10-31',
      page: 2,
      pageSize: PAGE_SIZE,
    });
    expect(historyPayload('deposit', { from: '2026-10-01', to: '2026-10-31', status: 'pending', page: 1 }).status).toBe('pending');
  });
});
