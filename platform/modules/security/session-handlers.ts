import type { Handler } from '../../endpoints/handler';
import { done, fail, ok } from '../../endpoints/result';
import { sessionPolicy } from '../members';
import { endOtherSessions, endSession, listActiveSessions } from './active-sessions';
import { listLoginHistory } from './login-history';

export const activeSessions: Handler<'security/sessions'> = async (_input, ctx) => {
  const items = await listActiveSessions(ctx.db, ctx.member.id, ctx.cookie.token, ctx.now, sessionPolicy(ctx.env));
  return ok({ items });
};

/**
 * Ending a session deletes it: its next request finds none and is logged out. The push tells the
 * member's open pages at once (each asks for its profile; the ended one is answered 401).
 */
export const sessionEnd: Handler<'security/session-end'> = async ({ id }, ctx) => {
  if (!(await endSession(ctx.db, ctx.member.id, id, ctx.cookie.token, ctx.env.sessionSecret))) return fail('session_not_found');
  ctx.realtime.publishToMember(ctx.member.id, 'sessions-changed', { reason: 'ended' });
  return done();
};

export const sessionsEndOthers: Handler<'security/sessions-end-others'> = async (_input, ctx) => {
  const ended = await endOtherSessions(ctx.db, ctx.member.id, ctx.cookie.token, ctx.env.sessionSecret);
  if (ended > 0) ctx.realtime.publishToMember(ctx.member.id, 'sessions-changed', { reason: 'ended' });
  return ok({ ended });
};

export const loginHistoryList: Handler<'security/login-history'> = async (page, ctx) =>
  ok(await listLoginHistory(ctx.db, ctx.member.id, ctx.now, page));
