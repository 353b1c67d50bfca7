import type { MemberProfile } from '@/lib/contracts/auth';
import type { Member, PublicContext } from '../../endpoints/context';
import { memberHooks, type LoginMethod } from './hooks';
import { toProfile } from './member';
import { recordLogin } from './member-status';
import { createSession, deleteSession, sessionPolicy } from './sessions';

/**
 * Logs a member in on this request: a fresh token every time (no fixation),
 * the browser's previous session, if any, ended, and the cookie set.
 */
export async function startSession(ctx: PublicContext, memberId: number): Promise<void> {
  const policy = sessionPolicy(ctx.env);
  if (ctx.cookie.token) await deleteSession(ctx.db, ctx.cookie.token, policy);
  const token = await createSession(ctx.db, {
    memberId,
    now: ctx.now,
    ip: ctx.ip,
    userAgent: ctx.userAgent,
    country: ctx.country,
    policy,
  });
  ctx.cookie.set(token);
  await recordLogin(ctx.db, memberId, ctx.now);
}

/**
 * The end of every sign-in, once the member has proven who they are (the password, and the code
 * when two-factor is on): the session, the login history's success, the day's visit.
 */
export async function completeLogin(ctx: PublicContext, member: Member, method: LoginMethod): Promise<MemberProfile> {
  await startSession(ctx, member.id);
  await memberHooks().loginAttempted(ctx, member.id, 'success', method);
  const device = { fingerprint: ctx.fingerprint, ip: ctx.ip, userAgent: ctx.userAgent };
  await memberHooks().signedIn(ctx.db, member.id, { now: ctx.now, device, dayOffsetHours: ctx.env.loyaltyDayOffsetHours });
  return toProfile(member);
}
