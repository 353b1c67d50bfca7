import { and, desc, eq, gte, inArray, lt, sql, type SQL } from 'drizzle-orm';
import { journalEntries, ledgerAccounts, postings } from '../../../db/schema-ledger';
import { promotions } from '../../../db/schema-promotions';
import { formatMinor } from '../../ledger';
import type { HistorySource } from '../query';

/** The bonus engine's ledger steps, one history row each. */
export const PROMOTION_ENTRY_KINDS = ['bonus_grant', 'bonus_convert', 'bonus_forfeit', 'bonus_expire'] as const;

/** What the site shows as a row's status, and the entries behind each. */
const STATUS_FILTERS: Record<string, SQL> = {
  granted: sql`${journalEntries.kind} = 'bonus_grant'`,
  converted: sql`${journalEntries.kind} = 'bonus_convert'`,
  expired: sql`${journalEntries.kind} = 'bonus_expire'`,
  left: sql`${journalEntries.kind} = 'bonus_forfeit' and ${journalEntries.meta}->>'reason' = 'left'`,
  forfeited: sql`${journalEntries.kind} = 'bonus_forfeit' and coalesce(${journalEntries.meta}->>'reason', '') <> 'left'`,
};

function statusOf(kind: string, reason: unknown): string {
  if (kind === 'bonus_grant') return 'granted';
  if (kind === 'bonus_convert') return 'converted';
  if (kind === 'bonus_expire') return 'expired';
  return reason === 'left' ? 'left' : 'forfeited';
}

/** What moved on one of the member's accounts of this kind in the entry. */
const movedOn = (kind: 'member_main' | 'member_bonus') => sql<string>`(
  select coalesce(sum(p.amount), 0) from ${postings} p join ${ledgerAccounts} a on a.id = p.account_id
  where p.entry_id = ${journalEntries}.id and a.kind = ${kind})::text`;

/**
 * transaction/list type promotion: every bonus step of the member, newest first — granted (+ bonus
 * money), converted (+ cash), forfeited, left and expired (− the bonus money removed). The
 * description is the promotion's title in the member's language (else English); `extra` names
 * the bonus, the promotion, which balance moved (bonus or cash) and why.
 */
export const promotionHistory: HistorySource = async (db, q) => {
  const statusFilter = q.status === undefined ? undefined : (STATUS_FILTERS[q.status] ?? sql`false`);
  const where = and(
    eq(journalEntries.memberId, q.memberId),
    inArray(journalEntries.kind, [...PROMOTION_ENTRY_KINDS]),
    gte(journalEntries.createdAt, q.start),
    lt(journalEntries.createdAt, q.end),
    statusFilter,
  ) as SQL;
  const [total, page] = await Promise.all([
    db.$count(journalEntries, where),
    db
      .select({
        id: journalEntries.id,
        kind: journalEntries.kind,
        createdAt: journalEntries.createdAt,
        meta: journalEntries.meta,
        cash: movedOn('member_main'),
        bonus: movedOn('member_bonus'),
      })
      .from(journalEntries)
      .where(where)
      .orderBy(desc(journalEntries.createdAt), desc(journalEntries.id))
      .limit(q.limit)
      .offset(q.offset),
  ]);
  const ids = [...new Set(page.map((r) => Number(r.meta.promotionId)).filter((id) => Number.isInteger(id) && id > 0))];
  const titled = ids.length
    ? await db.select({ id: promotions.id, languages: promotions.languages }).from(promotions).where(inArray(promotions.id, ids))
    : [];
  const titleOf = (id: number) => {
    const languages = titled.find((p) => p.id === id)?.languages ?? {};
    return (languages[q.language] ?? languages.en ?? Object.values(languages)[0])?.title ?? '';
  };
  return {
    total,
    rows: page.map((row) => {
      const moved = row.kind === 'bonus_convert' ? 'cash' : 'bonus';
      const promotionId = Number(row.meta.promotionId ?? 0);
      return {
        id: String(row.id),
        createdAt: row.createdAt.toISOString(),
        amount: formatMinor(BigInt(moved === 'cash' ? row.cash : row.bonus), q.decimals),
        status: statusOf(row.kind, row.meta.reason),
        description: titleOf(promotionId),
        extra: {
          bonusId: String(row.meta.bonusId ?? ''),
          promotionId: String(promotionId || ''),
          balance: moved,
          reason: String(row.meta.reason ?? ''),
        },
      };
    }),
  };
};
