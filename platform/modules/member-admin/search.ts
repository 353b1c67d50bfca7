import { and, asc, desc, eq, isNotNull, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { memberSearchInput, MemberRow } from '@/lib/contracts/console-members';
import type { Database } from '../../db/connection';
import { countries, members } from '../../db/schema';
import { memberStatus } from '../../db/schema-member-admin';
import type { Handler } from '../../endpoints/handler';
import { ok } from '../../endpoints/result';
import type { Member } from '../../endpoints/context';
import type { MemberStatus } from '../members';

type SearchInput = z.output<typeof memberSearchInput>;

const escapeLike = (text: string) => text.replace(/[%_\\]/g, '\\$&');

/**
 * What the query matches: a member id exactly (all digits and short enough), a username by prefix
 * (case-insensitive, the lower(username) index), or a mobile number containing the digits typed
 * (operators have "0123…" or "60-123…" in front of them, the member's number is stored "60-123…").
 */
function matching(query: string): SQL | undefined {
  if (!query) return undefined;
  const digits = query.replace(/\D/g, '');
  const byName = sql`lower(${members.username}) like ${`${escapeLike(query.toLowerCase())}%`}`;
  const byMobile = digits.length >= 4 ? sql`replace(${members.mobileno}, '-', '') like ${`%${digits}%`}` : undefined;
  const byId = /^\d{1,9}$/.test(query) ? eq(members.id, Number(query)) : undefined;
  return or(byName, byMobile, byId);
}

const SORTS = {
  id: members.id,
  username: sql`lower(${members.username})`,
  createdAt: members.createdAt,
  lastLoginAt: memberStatus.lastLoginAt,
  currency: members.currency,
} as const;

export function toMemberRow(member: Member, status: Pick<MemberStatus, 'lastLoginAt' | 'lockedAt'> | null): MemberRow {
  return {
    id: member.id,
    username: member.username,
    mobileno: member.mobileno,
    currency: member.currency,
    countryCode: member.countryCode,
    createdAt: member.createdAt.toISOString(),
    lastLoginAt: status?.lastLoginAt ? status.lastLoginAt.toISOString() : null,
    locked: Boolean(status?.lockedAt),
  };
}

export async function searchMembers(db: Database, input: SearchInput) {
  const where = and(
    matching(input.query),
    input.currency ? eq(members.currency, input.currency) : undefined,
    input.status === 'locked' ? isNotNull(memberStatus.lockedAt) : input.status === 'active' ? isNull(memberStatus.lockedAt) : undefined,
  );
  const column = SORTS[input.sortField];
  const direction = input.sortOrder === 'asc' ? asc : desc;
  const base = () => db.select().from(members).leftJoin(memberStatus, eq(memberStatus.memberId, members.id));
  const [[counted], rows] = await Promise.all([
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(members)
      .leftJoin(memberStatus, eq(memberStatus.memberId, members.id))
      .where(where),
    base()
      .where(where)
      // Members who never logged in sort last either way; the id breaks ties so pages never overlap.
      .orderBy(
        input.sortField === 'lastLoginAt' ? sql`${column} ${sql.raw(input.sortOrder)} nulls last` : direction(column),
        desc(members.id),
      )
      .limit(input.pageSize)
      .offset((input.page - 1) * input.pageSize),
  ]);
  return { total: counted?.total ?? 0, items: rows.map((r) => toMemberRow(r.members, r.member_status)) };
}

/** operator/member-search: the console's member list, paged, sorted and filtered on the platform. */
export const operatorMemberSearch: Handler<'operator/member-search'> = async (input, { db }) => {
  const [{ items, total }, served] = await Promise.all([
    searchMembers(db, input),
    db.selectDistinct({ currency: countries.currency }).from(countries).orderBy(countries.currency),
  ]);
  return ok({ items, total, currencies: served.map((c) => c.currency), page: input.page, pageSize: input.pageSize });
};
