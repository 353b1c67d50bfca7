import type { Handler } from '../../endpoints/handler';
import { type OperatorContext, type Member } from '../../endpoints/context';
import { fail, ok } from '../../endpoints/result';
import {
  lockMember,
  statusOf,
  unlockMember,
  clearPinLock,
  findMemberById,
  endMemberSessions,
  liveSessions,
  sessionPolicy,
} from '../members';
import { adjustMember } from '../wallet';
import { memberDetail } from './detail';

/**
 * The console's actions on one member. Each names the member as the audit row's target and puts
 * the facts it changed in before/after; each answers the member as the page shows them afterwards.
 */
async function target(ctx: OperatorContext, memberId: number): Promise<Member | undefined> {
  const member = await findMemberById(ctx.db, memberId);
  if (member) ctx.audit({ target: `member ${member.username} #${member.id}` });
  return member;
}

const actorName = (ctx: OperatorContext) => (ctx.operator.kind === 'key' ? 'operator-key' : ctx.operator.username);

/** operator/member-adjust: the same idempotent ledger entry as operator/adjust, the reason as its note. */
export const operatorMemberAdjust: Handler<'operator/member-adjust'> = async ({ memberId, amount, reason, idempotencyKey }, ctx) => {
  const member = await target(ctx, memberId);
  if (!member) return fail('member_not_found');
  const before = (await memberDetail(member, ctx)).balance;
  const result = await adjustMember(ctx.db, member, { amount, note: reason, idempotencyKey });
  if (!result.ok) return result;
  ctx.realtime.publishToMember(member.id, 'balance-changed', { reason: 'adjustment' });
  const after = await memberDetail(member, ctx);
  ctx.audit({ target: `member ${member.username} #${member.id}`, before, after: { ...after.balance, amount, reason } });
  return ok(after);
};

/** operator/member-lock: the member cannot log in any more, and every session of theirs ends now. */
export const operatorMemberLock: Handler<'operator/member-lock'> = async ({ memberId, reason }, ctx) => {
  const member = await target(ctx, memberId);
  if (!member) return fail('member_not_found');
  const sessions = (await liveSessions(ctx.db, member.id, ctx.now, sessionPolicy(ctx.env), { limit: 1, offset: 0 })).total;
  if (!(await lockMember(ctx.db, member.id, { at: ctx.now, reason, by: actorName(ctx) }))) return fail('member_already_locked');
  const ended = await endMemberSessions(ctx.db, member.id);
  ctx.audit({
    target: `member ${member.username} #${member.id}`,
    before: { locked: false, activeSessions: sessions },
    after: { locked: true, reason, endedSessions: ended },
  });
  return ok(await memberDetail(member, ctx));
};

/** operator/member-unlock */
export const operatorMemberUnlock: Handler<'operator/member-unlock'> = async ({ memberId }, ctx) => {
  const member = await target(ctx, memberId);
  if (!member) return fail('member_not_found');
  const before = await statusOf(ctx.db, member.id);
  if (!(await unlockMember(ctx.db, member.id))) return fail('member_not_locked');
  ctx.audit({
    target: `member ${member.username} #${member.id}`,
    before: { locked: true, lockedAt: before.lockedAt?.toISOString() ?? null, reason: before.lockReason, lockedBy: before.lockedBy },
    after: { locked: false },
  });
  return ok(await memberDetail(member, ctx));
};

/** operator/member-clear-pin: forgives the wrong PIN tries and ends their lock; the PIN stays. */
export const operatorMemberClearPin: Handler<'operator/member-clear-pin'> = async ({ memberId }, ctx) => {
  const member = await target(ctx, memberId);
  if (!member) return fail('member_not_found');
  const before = await clearPinLock(ctx.db, member.id);
  if (!before) return fail('pin_not_set');
  ctx.audit({
    target: `member ${member.username} #${member.id}`,
    before: { failedTries: before.failedTries, lockedUntil: before.lockedUntil?.toISOString() ?? null },
    after: { failedTries: 0, lockedUntil: null },
  });
  return ok(await memberDetail(member, ctx));
};

/** operator/member-end-sessions: logs the member out everywhere (they may log in again). */
export const operatorMemberEndSessions: Handler<'operator/member-end-sessions'> = async ({ memberId }, ctx) => {
  const member = await target(ctx, memberId);
  if (!member) return fail('member_not_found');
  const live = (await liveSessions(ctx.db, member.id, ctx.now, sessionPolicy(ctx.env), { limit: 1, offset: 0 })).total;
  const ended = await endMemberSessions(ctx.db, member.id);
  ctx.audit({ target: `member ${member.username} #${member.id}`, before: { activeSessions: live }, after: { activeSessions: 0, ended } });
  return ok(await memberDetail(member, ctx));
};
