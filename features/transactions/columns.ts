import type { HistoryRow } from '@/lib/contracts/wallet';
import type { TransactionType } from '@/lib/routes';

/** money and number align right; an id (a round's UUID) is shortened on screen, whole when copied. */
export type ColumnKind = 'money' | 'number' | 'text' | 'id';
export type ExtraColumn = {
  key: string;
  kind: ColumnKind;
  /** another extra key with the readable name of this column's id (transfer: fromName for from) */
  labelKey?: string;
  /** translation prefix for values we can name (method_gateway, wallet_main) */
  valuePrefix?: string;
};

type Layout = {
  /** false where the platform builds the description from the columns shown (it would repeat them) */
  description: boolean;
  columns: readonly ExtraColumn[];
  /** keys that only repeat something shown (ids behind names, the note that is the description) */
  hidden: readonly string[];
};

const text = (key: string, more: Partial<ExtraColumn> = {}): ExtraColumn => ({ key, kind: 'text', ...more });
const money = (key: string): ExtraColumn => ({ key, kind: 'money' });
const id = (key: string): ExtraColumn => ({ key, kind: 'id' });
const NAMED_GAME = ['gameId', 'providerId'];

/**
 * What each history shows, from the `extra` keys platform/modules/history sends. Any key not
 * listed here still gets a column (extraColumns), so a new back-end field shows up at once.
 */
export const HISTORY_LAYOUTS: Record<TransactionType, Layout> = {
  adjustment: { description: true, columns: [], hidden: ['note'] },
  'bet-history': {
    description: false,
    columns: [text('game'), text('provider'), money('bet'), money('win'), id('roundId')],
    hidden: [...NAMED_GAME, 'settledAt'],
  },
  deposit: {
    description: false,
    columns: [text('method', { valuePrefix: 'method_' }), text('bank'), text('reference'), text('reason')],
    hidden: [],
  },
  'outstanding-bet': {
    description: false,
    columns: [text('game'), text('provider'), money('bet'), id('roundId')],
    hidden: [...NAMED_GAME, 'win', 'settledAt'],
  },
  // The promotion's title is the description and the status names the step (granted, converted, …);
  // the ids and the reason only repeat them.
  promotion: { description: true, columns: [text('balance', { valuePrefix: 'balance_' })], hidden: ['bonusId', 'promotionId', 'reason'] },
  rebate: { description: false, columns: [money('turnover'), { key: 'rate', kind: 'number' }], hidden: [] },
  referral: { description: false, columns: [{ key: 'rate', kind: 'number' }], hidden: [] },
  transfer: {
    description: false,
    columns: [text('from', { labelKey: 'fromName', valuePrefix: 'wallet_' }), text('to', { labelKey: 'toName', valuePrefix: 'wallet_' })],
    hidden: ['fromName', 'toName'],
  },
  vip: { description: true, columns: [money('bonus')], hidden: ['level'] },
  withdrawal: {
    description: false,
    columns: [text('method', { valuePrefix: 'method_' }), text('bank'), text('reference'), text('reason')],
    hidden: [],
  },
};

/** The type's columns, then any other key the rows carry (as text), in the order first seen. */
export function extraColumns(type: TransactionType, rows: readonly HistoryRow[]): ExtraColumn[] {
  const layout = HISTORY_LAYOUTS[type];
  const columns = [...layout.columns];
  const seen = new Set([...columns.map((c) => c.key), ...layout.hidden]);
  for (const row of rows) {
    for (const key of Object.keys(row.extra)) {
      if (seen.has(key)) continue;
      seen.add(key);
      columns.push(text(key));
    }
  }
  return columns;
}

export function showsDescription(type: TransactionType): boolean {
  return HISTORY_LAYOUTS[type].description;
}
