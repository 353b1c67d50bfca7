import type { MemberHooks } from '../members';
import { createChallenge } from './challenges';
import { codeAccepted, takeCodeAttempt } from './code-throttle';
import { recordLoginAttempt } from './login-history';
import { isOn, readTwoFactor, spendCode } from './two-factor';

/** What security adds to the members' sign-in and password change (members/hooks.ts; platform/app.ts sets them). */
export const securityMemberHooks: Pick<MemberHooks, 'loginAttempted' | 'secondFactorChallenge' | 'secondFactorRefusal'> = {
  loginAttempted: recordLoginAttempt,

  async secondFactorChallenge(ctx, memberId) {
    if (!isOn(await readTwoFactor(ctx.db, memberId))) return null;
    return { challenge: await createChallenge(ctx.db, memberId, ctx.now, ctx.env.sessionSecret) };
  },

  async secondFactorRefusal(ctx, memberId, code) {
    const row = await readTwoFactor(ctx.db, memberId);
    if (!isOn(row)) return null;
    if (!code) return 'two_factor_required';
    if (!(await takeCodeAttempt(ctx.db, memberId, ctx.now, ctx.env))) return 'too_many_requests';
    if ((await spendCode(ctx.db, row, code, ctx.now, ctx.env.sessionSecret)) === 'wrong') return 'two_factor_invalid';
    await codeAccepted(ctx.db, memberId);
    return null;
  },
};
