import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { MessageAudienceInput } from '@/lib/contracts/communication';
import type { Database } from '../../db/connection';
import { members } from '../../db/schema';
import type { MessageAudience } from '../../db/schema-communication';
import { findMemberByUsername } from '../members';
import { membersInVipTier } from '../loyalty';

export type ResolvedAudience = { audience: MessageAudience; where: SQL };

/** Turns the operator's audience into the stored record and the member condition the fan-out uses. */
export async function resolveAudience(
  db: Database,
  input: MessageAudienceInput,
  at: { now: Date; dayOffsetHours: number },
): Promise<ResolvedAudience | 'member_not_found'> {
  if (input.kind === 'all') return { audience: { kind: 'all' }, where: sql`true` };
  if (input.kind === 'member') {
    const member = await findMemberByUsername(db, input.username);
    if (!member) return 'member_not_found';
    return { audience: { kind: 'member', memberId: member.id }, where: eq(members.id, member.id) };
  }
  const conditions: SQL[] = [];
  const audience: MessageAudience = { kind: 'segment' };
  if (input.currency) {
    audience.currency = input.currency.toUpperCase();
    conditions.push(eq(members.currency, audience.currency));
  }
  if (input.country) {
    audience.country = input.country.toUpperCase();
    conditions.push(eq(members.countryCode, audience.country));
  }
  if (input.vipTier) {
    audience.vipTier = input.vipTier;
    conditions.push(membersInVipTier(input.vipTier, at.now, at.dayOffsetHours));
  }
  return { audience, where: and(...conditions)! };
}
