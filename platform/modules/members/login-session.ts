import type { PublicContext } from '../../endpoints/context';
import { recordLogin } from './member-status';
import { createSession, deleteSession, sessionPolicy } from './sessions';

/**
 * Logs a member in on this request: a fresh token every time (no fixation),
 * the browser's previous session, if any, ended, and the cookie set.
 */
export async function startSession(ctx: PublicContext, memberId: number): Promise<void> {
  const policy = sessionPolicy(ctx.env);
  if (ctx.cookie.token) await deleteSession(ctx.db, ctx.cookie.token, policy);
  const token = await createSession(ctx.db, { memberId, now: ctx.now, ip: ctx.ip, userAgent: ctx.userAgent, policy });
  ctx.cookie.set(token);
  await recordLogin(ctx.db, memberId, ctx.now);
}
