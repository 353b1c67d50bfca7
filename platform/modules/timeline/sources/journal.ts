import { and, desc, eq, gte, inArray, lt, sql, type SQL } from 'drizzle-orm';
import { providers } from '../../../db/schema-catalog';
import { journalEntries, ledgerAccounts, postings } from '../../../db/schema-ledger';
import { promotions } from '../../../db/schema-promotions';
import type { Database } from '../../../db/connection';
import { formatMinor } from '../../ledger';
import { journalPlacement } from '../kinds';
import { atText, idKey, isoOf, keyDesc, olderThan, type TimelineQuery, type TimelineSource } from './shared';

const entryKey = idKey('j', journalEntries.id);

/** The query of one page of journal entries of `kinds` (exported for the query-plan test). */
export function journalQuery(db: Database, q: TimelineQuery, kinds: readonly string[]) {
  return db
    .select({
      id: journalEntries.id,
      at: atText(journalEntries.createdAt),
      key: entryKey,
      kind: journalEntries.kind,
      meta: journalEntries.meta,
    })
    .from(journalEntries)
    .where(
      and(
        eq(journalEntries.memberId, q.memberId),
        inArray(journalEntries.kind, [...kinds]),
        gte(journalEntries.createdAt, q.start),
        lt(journalEntries.createdAt, q.end),
        olderThan(journalEntries.createdAt, entryKey, q.cursor),
      ) as SQL,
    )
    .orderBy(desc(journalEntries.createdAt), keyDesc(entryKey))
    .limit(q.limit);
}

/** What each entry moved on the member's cash (member_main) and bonus (member_bonus) balances. */
async function movedPerEntry(db: Database, memberId: number, ids: number[]) {
  const moved = new Map<number, { cash: bigint; bonus: bigint }>();
  if (ids.length === 0) return moved;
  const rows = await db
    .select({ entryId: postings.entryId, account: ledgerAccounts.kind, amount: sql<string>`sum(${postings.amount})::text` })
    .from(postings)
    .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, postings.accountId))
    .where(and(inArray(postings.entryId, ids), eq(ledgerAccounts.memberId, memberId)))
    .groupBy(postings.entryId, ledgerAccounts.kind);
  for (const row of rows) {
    const sums = moved.get(row.entryId) ?? { cash: 0n, bonus: 0n };
    if (row.account === 'member_main') sums.cash += BigInt(row.amount);
    if (row.account === 'member_bonus') sums.bonus += BigInt(row.amount);
    moved.set(row.entryId, sums);
  }
  return moved;
}

const text = (value: unknown) => (typeof value === 'string' || typeof value === 'number' ? String(value) : '');

/** Provider names for transfers, promotion titles (in the member's language) for bonus steps. */
async function namesFor(db: Database, language: string, rows: { meta: Record<string, unknown> }[]) {
  const providerIds = [...new Set(rows.map((r) => text(r.meta.providerId)).filter(Boolean))];
  const promotionIds = [...new Set(rows.map((r) => Number(r.meta.promotionId)).filter((id) => Number.isInteger(id) && id > 0))];
  const [providerRows, promotionRows] = await Promise.all([
    providerIds.length
      ? db.select({ id: providers.providerId, name: providers.name }).from(providers).where(inArray(providers.providerId, providerIds))
      : [],
    promotionIds.length
      ? db.select({ id: promotions.id, languages: promotions.languages }).from(promotions).where(inArray(promotions.id, promotionIds))
      : [],
  ]);
  const base = language.slice(0, 2);
  return {
    provider: new Map(providerRows.map((p) => [p.id, p.name])),
    promotion: new Map(
      promotionRows.map((p) => [
        String(p.id),
        (p.languages[language] ?? p.languages[base] ?? p.languages.en ?? Object.values(p.languages)[0])?.title ?? '',
      ]),
    ),
  };
}

/**
 * Transfers, bonus steps, loyalty rewards, rebates and adjustments: one line per journal entry,
 * its amount what the entry moved on the balance its kind moves (kinds.ts), signed.
 */
export function journalLines(kinds: readonly string[]): TimelineSource {
  return async (db, q) => {
    const rows = await journalQuery(db, q, kinds);
    const [moved, names] = await Promise.all([
      movedPerEntry(
        db,
        q.memberId,
        rows.map((r) => r.id),
      ),
      namesFor(db, q.language, rows),
    ]);
    return rows.map((row) => {
      const placement = journalPlacement(row.kind) ?? { kind: 'adjustment', balance: 'cash' };
      const sums = moved.get(row.id) ?? { cash: 0n, bonus: 0n };
      const providerId = text(row.meta.providerId);
      const description =
        placement.kind === 'transfer'
          ? (names.provider.get(providerId) ?? providerId)
          : placement.kind === 'bonus'
            ? (names.promotion.get(text(row.meta.promotionId)) ?? '')
            : text(row.meta.note);
      return {
        cursor: { at: row.at, key: row.key },
        id: row.key,
        at: isoOf(row.at),
        kind: placement.kind,
        entry: row.kind,
        amount: formatMinor(placement.balance === 'bonus' ? sums.bonus : sums.cash, q.decimals),
        balance: placement.balance,
        status: 'done',
        description,
        stake: null,
        win: null,
      };
    });
  };
}
