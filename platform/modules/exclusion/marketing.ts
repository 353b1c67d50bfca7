import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { memberBreaks } from '../../db/schema-exclusion';

/**
 * Marketing stops while a break is in force: the inbox's promotional fan-out adds this condition
 * (true for members with no break in force at `now`) to its recipients; promotions ask isOnBreak
 * before a grant.
 */
export function notOnBreakSql(memberIdColumn: AnyPgColumn | SQL, now: Date): SQL {
  const at = now.toISOString();
  return sql`not exists (select 1 from ${memberBreaks} where ${memberBreaks.memberId} = ${memberIdColumn}
    and ${memberBreaks.startedAt} <= ${at}::timestamptz
    and (${memberBreaks.endsAt} is null or ${memberBreaks.endsAt} > ${at}::timestamptz))`;
}
