import { and, eq, ne } from 'drizzle-orm';
import type { Database } from '../../db/connection';
import { members, sessions } from '../../db/schema';
import type { Handler } from '../../endpoints/handler';
import { done, fail, tooManyRequests } from '../../endpoints/result';
import { accountKey, loginSucceeded, takeLoginAttempt, throttleLimits } from './login-throttle';
import { isCommonPassword } from './common-passwords';
import { memberHooks } from './hooks';
import { hashPassword, verifyPassword } from './password';
import { hashSessionToken } from './session-token';

/**
 * member/change-password. Wrong current passwords count as failed logins of the account (same
 * throttle, so a stolen session is no way around it). On success every other session of the
 * member ends: whoever else knew the old password is signed out; this browser stays in. With
 * two-factor on it also takes a current code or a recovery code (security, through members' hooks).
 */
export const changePassword: Handler<'member/change-password'> = async ({ currentPassword, password, code }, ctx) => {
  const { db, member } = ctx;
  const limits = throttleLimits(ctx.env);
  const keys = { account: accountKey(member.username), ip: ctx.ip };
  if (!(await takeLoginAttempt(db, keys, ctx.now, limits))) return tooManyRequests();

  if (!(await verifyPassword(member.passwordHash, currentPassword))) return fail('password_incorrect');
  await loginSucceeded(db, keys);
  if (currentPassword === password) return fail('error_notequalto');
  if (isCommonPassword(password)) return fail('password: error_password_common');
  // With two-factor on, a code too; checked last, so a refused new password does not spend it.
  const refusal = await memberHooks().secondFactorRefusal(ctx, member.id, code);
  if (refusal === 'too_many_requests') return tooManyRequests();
  if (refusal) return fail(refusal);

  await db
    .update(members)
    .set({ passwordHash: await hashPassword(password) })
    .where(eq(members.id, member.id));
  await endOtherSessions(db, member.id, ctx.cookie.token, ctx.env.sessionSecret);
  return done();
};

async function endOtherSessions(db: Database, memberId: number, currentToken: string | undefined, secret: string): Promise<void> {
  const others = currentToken
    ? and(eq(sessions.memberId, memberId), ne(sessions.tokenHash, hashSessionToken(currentToken, secret)))
    : eq(sessions.memberId, memberId);
  await db.delete(sessions).where(others);
}
