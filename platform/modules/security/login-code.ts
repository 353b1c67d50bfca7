import type { Handler } from '../../endpoints/handler';
import { fail, ok, tooManyRequests } from '../../endpoints/result';
import { completeLogin, findMemberById, isLocked } from '../members';
import { consumeChallenge, takeChallengeAttempt } from './challenges';
import { codeAccepted, takeCodeAttempt } from './code-throttle';
import { recordLoginAttempt } from './login-history';
import { isOn, readTwoFactor, spendCode } from './two-factor';

/**
 * auth/login-code: the sign-in's second step. The challenge auth/login answered takes a few codes
 * for a few minutes; each code also counts against the member's code throttle. A right code (its
 * time step taken once) or an unused recovery code ends the challenge and starts the session.
 */
export const loginCode: Handler<'auth/login-code'> = async ({ challenge, code }, ctx) => {
  const secret = ctx.env.sessionSecret;
  const memberId = await takeChallengeAttempt(ctx.db, challenge, ctx.now, secret);
  // Expired, spent or unknown alike: the member signs in with the password again.
  if (memberId === null) return fail('two_factor_expired');
  const member = await findMemberById(ctx.db, memberId);
  if (!member) return fail('two_factor_expired');
  if (!(await takeCodeAttempt(ctx.db, member.id, ctx.now, ctx.env))) {
    await recordLoginAttempt(ctx, member.id, 'throttled');
    return tooManyRequests();
  }
  if (await isLocked(ctx.db, member.id)) {
    await recordLoginAttempt(ctx, member.id, 'locked');
    return fail('account_locked');
  }
  const row = await readTwoFactor(ctx.db, member.id);
  // Turned off since the password step: that step now signs in by itself.
  if (!isOn(row)) return fail('two_factor_expired');
  const proof = await spendCode(ctx.db, row, code, ctx.now, secret);
  if (proof === 'wrong') {
    await recordLoginAttempt(ctx, member.id, 'wrong_code');
    return fail('two_factor_invalid');
  }
  // One challenge, one session: of two right codes racing on it, one signs in.
  if (!(await consumeChallenge(ctx.db, challenge, secret))) return fail('two_factor_expired');
  await codeAccepted(ctx.db, member.id);
  return ok(await completeLogin(ctx, member, proof));
};
