import type { Handler } from '../../endpoints/handler';
import { fail, ok } from '../../endpoints/result';
import { memberBreaks } from '../../db/schema-exclusion';
import { findCountry } from '../common';
import { endMemberSessions, verifyPassword } from '../members';
import { toBreak } from './breaks';
import { recordMemberChange } from './member-audit';
import { breakEnd } from './periods';

/**
 * safety/take-break: a cool-off or a self-exclusion, confirmed with the member's password, in force
 * at once: the break, its audit-log row and the end of every one of the member's sessions commit
 * together, and this browser's cookie goes with them.
 */
export const takeBreak: Handler<'safety/take-break'> = async ({ kind, period, password }, ctx) => {
  const { member } = ctx;
  if (!(await verifyPassword(member.passwordHash, password))) return fail('password_incorrect');
  const startedAt = ctx.now;
  const endsAt = breakEnd(kind, period, startedAt);
  const row = await ctx.db.transaction(async (tx) => {
    const [inserted] = await tx.insert(memberBreaks).values({ memberId: member.id, kind, period, startedAt, endsAt }).returning();
    await recordMemberChange(tx, {
      at: ctx.now,
      member,
      action: `member/${kind === 'cool_off' ? 'cool-off' : 'self-exclusion'}`,
      before: null,
      after: { kind, period, startedAt: startedAt.toISOString(), endsAt: endsAt?.toISOString() ?? 'permanent' },
      ip: ctx.ip,
    });
    await endMemberSessions(tx, member.id);
    return inserted!;
  });
  ctx.cookie.clear();
  const country = await findCountry(ctx.db, member.countryCode);
  return ok(toBreak(row, country?.timeZone ?? 'UTC'));
};
