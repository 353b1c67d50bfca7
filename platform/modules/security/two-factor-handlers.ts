import type { Handler } from '../../endpoints/handler';
import type { MemberContext } from '../../endpoints/context';
import { done, fail, ok, tooManyRequests } from '../../endpoints/result';
import { checkTotp, newTotpSecret, openTotpSecret, sealTotpSecret, totpUri } from '../common';
import { accountKey, loginSucceeded, takeLoginAttempt, throttleLimits, verifyPassword } from '../members';
import { codeAccepted, takeCodeAttempt } from './code-throttle';
import { qrSvg } from './qr';
import { newRecoveryCodes, replaceRecoveryCodes, unusedRecoveryCodes } from './recovery-codes';
import { isOn, MEMBER_TOTP, readTwoFactor, removeTwoFactor, saveSetup, takeStep, TOTP_ISSUER, spendCode } from './two-factor';

export const securityOverview: Handler<'security/overview'> = async (_input, { db, member }) => {
  const row = await readTwoFactor(db, member.id);
  const on = isOn(row);
  return ok({
    twoFactor: {
      enabled: on,
      enabledAt: on ? row.enabledAt.toISOString() : null,
      recoveryCodesLeft: on ? await unusedRecoveryCodes(db, member.id) : 0,
    },
  });
};

/**
 * Starts a setup: the password again (a borrowed session must not tie the account to someone
 * else's phone), counted with the login throttle; then a new secret, as a QR code and as text.
 * Nothing is asked at sign-in until a first code confirms it.
 */
export const twoFactorSetup: Handler<'security/two-factor-setup'> = async ({ password }, ctx) => {
  const { db, member } = ctx;
  const keys = { account: accountKey(member.username), ip: ctx.ip };
  if (!(await takeLoginAttempt(db, keys, ctx.now, throttleLimits(ctx.env)))) return tooManyRequests();
  if (!(await verifyPassword(member.passwordHash, password))) return fail('password_incorrect');
  await loginSucceeded(db, keys);

  if (isOn(await readTwoFactor(db, member.id))) return fail('two_factor_already_on');
  const secret = newTotpSecret();
  if (!(await saveSetup(db, member.id, sealTotpSecret(secret, ctx.env.sessionSecret, MEMBER_TOTP), ctx.now))) {
    return fail('two_factor_already_on');
  }
  const uri = totpUri(secret, member.username, TOTP_ISSUER);
  return ok({ qrSvg: await qrSvg(uri), secret, uri });
};

/** Turns two-factor on with the app's first code, and answers the ten recovery codes (shown this once). */
export const twoFactorConfirm: Handler<'security/two-factor-confirm'> = async ({ code }, ctx) => {
  const { db, member } = ctx;
  const row = await readTwoFactor(db, member.id);
  if (!row) return fail('two_factor_not_started');
  if (isOn(row)) return fail('two_factor_already_on');
  if (!(await takeCodeAttempt(db, member.id, ctx.now, ctx.env))) return tooManyRequests();

  const secret = openTotpSecret(row.secretSealed, ctx.env.sessionSecret, MEMBER_TOTP);
  const step = secret ? await checkTotp(secret, code.replace(/\s/g, ''), ctx.now, row.lastStep) : null;
  if (step === null) return fail('two_factor_invalid');
  const codes = newRecoveryCodes();
  const turnedOn = await db.transaction(async (tx) => {
    if (!(await takeStep(tx, member.id, step, ctx.now, true))) return false;
    await replaceRecoveryCodes(tx, member.id, codes, ctx.env.sessionSecret);
    return true;
  });
  if (!turnedOn) return fail('two_factor_invalid');
  await codeAccepted(db, member.id);
  return ok({ recoveryCodes: codes });
};

/** A current code or a recovery code, throttled: null when it was right, else the answer to give. */
async function proveSecondFactor(ctx: MemberContext, code: string) {
  const row = await readTwoFactor(ctx.db, ctx.member.id);
  if (!isOn(row)) return fail('two_factor_not_on');
  if (!(await takeCodeAttempt(ctx.db, ctx.member.id, ctx.now, ctx.env))) return tooManyRequests();
  if ((await spendCode(ctx.db, row, code, ctx.now, ctx.env.sessionSecret)) === 'wrong') return fail('two_factor_invalid');
  await codeAccepted(ctx.db, ctx.member.id);
  return null;
}

export const twoFactorDisable: Handler<'security/two-factor-disable'> = async ({ code }, ctx) => {
  const refusal = await proveSecondFactor(ctx, code);
  if (refusal) return refusal;
  await removeTwoFactor(ctx.db, ctx.member.id);
  return done();
};

/** Ten new recovery codes for a code: the old ones stop working. */
export const recoveryCodesRenew: Handler<'security/recovery-codes'> = async ({ code }, ctx) => {
  const refusal = await proveSecondFactor(ctx, code);
  if (refusal) return refusal;
  const codes = newRecoveryCodes();
  await replaceRecoveryCodes(ctx.db, ctx.member.id, codes, ctx.env.sessionSecret);
  return ok({ recoveryCodes: codes });
};
