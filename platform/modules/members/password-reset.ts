import { randomBytes } from 'node:crypto';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Database } from '../../db/connection';
import { members, sessions } from '../../db/schema';
import { passwordResetTokens } from '../../db/schema-communication';
import type { Handler } from '../../endpoints/handler';
import { done, fail, tooManyRequests } from '../../endpoints/result';
import { addToCounter } from '../throttle';
import { isCommonPassword } from './common-passwords';
import { accountKey } from './login-throttle';
import { hashPassword } from './password';
import { findMemberByUsername } from './repository';
import { resetTexts } from './reset-messages';
import { hashSessionToken } from './session-token';

/** A reset link works for 15 minutes, once. */
export const RESET_TOKEN_TTL_MS = 15 * 60_000;

/**
 * auth/forgot-password. Every request counts against the IP and the account (existing or not)
 * before anything is looked up, and the answer is the same whether or not the account exists or
 * has the channel; the message goes out after the answer, so timing tells nothing either.
 * Only the token's HMAC is stored.
 */
export const forgotPassword: Handler<'auth/forgot-password'> = async ({ username, method, lang }, ctx) => {
  const { db, env, now } = ctx;
  if (!env.passwordReset.methods.includes(method)) return fail('forgot_password_method_unavailable');
  const window = { now, windowMs: env.passwordReset.windowMinutes * 60_000 };
  const [byIp, byAccount] = await Promise.all([
    addToCounter(db, { scope: 'reset-ip', key: ctx.ip }, window),
    addToCounter(db, { scope: 'reset-account', key: accountKey(username) }, window),
  ]);
  if (byIp > env.passwordReset.maxPerIp || byAccount > env.passwordReset.maxPerAccount) return tooManyRequests();

  const member = await findMemberByUsername(db, username);
  const to = member ? (method === 'email' ? member.email : member.mobileno) : '';
  if (member && to) {
    const token = randomBytes(32).toString('base64url');
    await db.insert(passwordResetTokens).values({
      tokenHash: hashSessionToken(token, env.sessionSecret),
      memberId: member.id,
      createdAt: now,
      expiresAt: new Date(now.getTime() + RESET_TOKEN_TTL_MS),
    });
    const link = `${env.provider.siteOrigins[0] ?? ''}/${lang}?action=reset-password&token=${token}`;
    const texts = resetTexts(lang);
    const minutes = RESET_TOKEN_TTL_MS / 60_000;
    const sending =
      method === 'email'
        ? ctx.messenger.sendMail({ to, subject: texts.subject, text: texts.body(link, minutes) })
        : ctx.messenger.sendSms({ to, text: texts.sms(link, minutes) });
    sending.catch((error: unknown) => ctx.log.error({ err: error, memberId: member.id, method }, 'password reset message not sent'));
  }
  return done('forgot_password_sent');
};

/**
 * auth/reset-password: the token is spent in the same transaction that sets the password (a
 * conditional UPDATE, so two parallel uses succeed once), every other open token of the member is
 * dropped, and every session of the member ends.
 */
export const resetPassword: Handler<'auth/reset-password'> = async ({ token, password }, { db, env, now }) => {
  if (isCommonPassword(password)) return fail('password: error_password_common');
  const passwordHash = await hashPassword(password);
  const tokenHash = hashSessionToken(token, env.sessionSecret);
  const reset = await db.transaction(async (tx) => {
    const [spent] = await tx
      .update(passwordResetTokens)
      .set({ usedAt: now })
      .where(and(eq(passwordResetTokens.tokenHash, tokenHash), isNull(passwordResetTokens.usedAt), gt(passwordResetTokens.expiresAt, now)))
      .returning({ memberId: passwordResetTokens.memberId });
    if (!spent) return false;
    await tx.update(members).set({ passwordHash }).where(eq(members.id, spent.memberId));
    await tx.delete(passwordResetTokens).where(and(eq(passwordResetTokens.memberId, spent.memberId), isNull(passwordResetTokens.usedAt)));
    await endAllSessions(tx as unknown as Database, spent.memberId);
    return true;
  });
  return reset ? done('password_reset_done') : fail('reset_token_invalid');
};

async function endAllSessions(db: Database, memberId: number): Promise<void> {
  await db.delete(sessions).where(eq(sessions.memberId, memberId));
}
