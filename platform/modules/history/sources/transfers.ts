import { inArray } from 'drizzle-orm';
import type { Database } from '../../../db/connection';
import { providers } from '../../../db/schema-catalog';
import { MAIN_WALLET } from '../../wallet';
import { journalHistory, type JournalRow } from './journal';

/** Every main ↔ provider move: wallet/transfer, game/play-transfer and member/restore-balance post these kinds. */
export const TRANSFER_KINDS = ['transfer_to_provider', 'transfer_from_provider'] as const;

const providerOf = (row: JournalRow) => String(row.meta.providerId ?? '');

export function transferHistory(db: Database) {
  return journalHistory(
    TRANSFER_KINDS,
    (row, names) => {
      const provider = providerOf(row);
      const [from, to] = row.kind === 'transfer_to_provider' ? [MAIN_WALLET, provider] : [provider, MAIN_WALLET];
      const label = (wallet: string) => (wallet === MAIN_WALLET ? MAIN_WALLET : (names.get(wallet) ?? wallet));
      return { description: `${label(from)} → ${label(to)}`, extra: { from, to, fromName: label(from), toName: label(to) } };
    },
    async (rows) => {
      const ids = [...new Set(rows.map(providerOf).filter(Boolean))];
      if (ids.length === 0) return new Map();
      const found = await db
        .select({ id: providers.providerId, name: providers.name })
        .from(providers)
        .where(inArray(providers.providerId, ids));
      return new Map(found.map((p) => [p.id, p.name]));
    },
  );
}
