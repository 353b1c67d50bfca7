import { readTermsSetting, findCountry } from '../common';
import type { PublicContext } from '../../endpoints/context';
import type { Handler } from '../../endpoints/handler';
import { done, fail, ok, tooManyRequests } from '../../endpoints/result';
import { takeAttempt } from '../throttle';
import { accountKey, loginSucceeded, takeLoginAttempt, throttleLimits } from './login-throttle';
import { isCommonPassword } from './common-passwords';
import { completeLogin, startSession } from './login-session';
import { toProfile } from './member';
import { isLocked } from './member-status';
import { hashPassword, spendVerifyTime, verifyPassword } from './password';
import { isValidMobile, resolveLanguage } from './registration-rules';
import { findMemberByMobile, findMemberByUsername, insertMember } from './repository';
import { deleteSession, memberForSession, sessionPolicy } from './sessions';
import { memberHooks } from './hooks';

/** The device facts the self-referral check keeps and compares (loyalty, through members/hooks.ts). */
const deviceOf = (ctx: PublicContext) => ({ fingerprint: ctx.fingerprint, ip: ctx.ip, userAgent: ctx.userAgent });

const TAKEN = { username: 'username_has_been_taken', mobileno: 'mobileno_has_been_taken' } as const;

export const login: Handler<'auth/login'> = async ({ username, password }, ctx) => {
  const limits = throttleLimits(ctx.env);
  const keys = { account: accountKey(username), ip: ctx.ip };
  // Counted before the password is touched, so a blocked attacker learns nothing more.
  if (!(await takeLoginAttempt(ctx.db, keys, ctx.now, limits))) {
    // The member's history shows the blocked attempt (the answer stays the same for everyone).
    const blocked = await findMemberByUsername(ctx.db, username);
    if (blocked) await memberHooks().loginAttempted(ctx, blocked.id, 'throttled');
    return tooManyRequests();
  }

  const member = await findMemberByUsername(ctx.db, username);
  const valid = member ? await verifyPassword(member.passwordHash, password) : (await spendVerifyTime(password), false);
  if (!member || !valid) {
    if (member) await memberHooks().loginAttempted(ctx, member.id, 'wrong_password');
    return fail('invalid_credentials');
  }
  // Only after the right password: the lock tells nothing to someone guessing.
  if (await isLocked(ctx.db, member.id)) {
    await memberHooks().loginAttempted(ctx, member.id, 'locked');
    return fail('account_locked');
  }
  // A time-out or self-exclusion in force: refused with its end date (safety namespace keys).
  const onBreak = await memberHooks().signInRefusal(ctx.db, member.id, ctx.now);
  if (onBreak) {
    await memberHooks().loginAttempted(ctx, member.id, 'refused');
    return fail(onBreak.msg, { output: onBreak.output });
  }

  await loginSucceeded(ctx.db, keys);
  // Two-factor on: no session yet. The answer carries a short-lived challenge for auth/login-code;
  // as a refusal, so no caller that knows only this step can take it for a login.
  const second = await memberHooks().secondFactorChallenge(ctx, member.id);
  if (second) return fail('two_factor_required', { output: second });
  return ok(await completeLogin(ctx, member, 'password'));
};

export const logout: Handler<'auth/logout'> = async (_input, ctx) => {
  // Succeeds without a session too: the site clears its state either way.
  if (ctx.cookie.token) await deleteSession(ctx.db, ctx.cookie.token, sessionPolicy(ctx.env));
  ctx.cookie.clear();
  return done();
};

/**
 * Availability answers tell who is a member, so each address gets a few per window: enough for a
 * person filling in the form, too few to walk the member list.
 */
export const checkUsername: Handler<'auth/check-username'> = async ({ field, value }, { db, env, ip, now }) => {
  const window = { now, windowMs: env.availabilityWindowMinutes * 60_000 };
  if (!(await takeAttempt(db, { scope: 'availability-ip', key: ip }, window, env.availabilityMaxPerIp))) return tooManyRequests();
  const existing = field === 'username' ? await findMemberByUsername(db, value) : await findMemberByMobile(db, value);
  return existing ? fail(TAKEN[field]) : done();
};

export const register: Handler<'auth/register'> = async (input, ctx) => {
  // Registration answers availability too (username_has_been_taken), and each account costs a hash.
  const window = { now: ctx.now, windowMs: ctx.env.registerWindowMinutes * 60_000 };
  if (!(await takeAttempt(ctx.db, { scope: 'register-ip', key: ctx.ip }, window, ctx.env.registerMaxPerIp))) return tooManyRequests();
  if (isCommonPassword(input.password)) return fail('password: error_password_common');
  const country = await findCountry(ctx.db, input.countryCode);
  if (!country || !country.enabled) return fail('invalid_country');
  const language = resolveLanguage(input.language, country);
  if (!language) return fail('invalid_language');
  if (!isValidMobile(input.mobileno, country)) return fail('error_validphone');

  // Cheap pre-checks give the precise key; the unique indexes still decide under races.
  if (await findMemberByUsername(ctx.db, input.username)) return fail(TAKEN.username);
  if (await findMemberByMobile(ctx.db, input.mobileno)) return fail(TAKEN.mobileno);
  // A link's referral code must name a member, and not the referrer on their own device or session.
  const signedIn =
    input.referralCode && ctx.cookie.token ? await memberForSession(ctx.db, ctx.cookie.token, ctx.now, sessionPolicy(ctx.env)) : undefined;
  const referral = await memberHooks().checkReferral(ctx.db, {
    code: input.referralCode,
    device: deviceOf(ctx),
    signedInAs: signedIn?.id ?? null,
    username: input.username,
    now: ctx.now,
  });
  if (!referral.ok) return fail(referral.msg);

  const inserted = await insertMember(ctx.db, {
    username: input.username,
    passwordHash: await hashPassword(input.password),
    mobileno: input.mobileno,
    email: input.email ?? '',
    countryCode: country.code,
    // The country fixes the currency; the member never chooses it.
    currency: country.currency,
    language,
    // Registering accepts the terms the form showed: the current version.
    tncAcceptedAt: ctx.now,
    tncVersion: (await readTermsSetting(ctx.db, country.currency)).version,
    createdAt: ctx.now,
  });
  if (!inserted.ok) return fail(TAKEN[inserted.taken]);

  await memberHooks().recordReferral(ctx.db, inserted.member.id, referral.referrerId, deviceOf(ctx), ctx.now);
  await startSession(ctx, inserted.member.id);
  await memberHooks().signedIn(ctx.db, inserted.member.id, { now: ctx.now, device: null, dayOffsetHours: ctx.env.loyaltyDayOffsetHours });
  // A register link's cmsID opts the new member in to that promotion (never fails the registration).
  await memberHooks().registered(ctx.db, inserted.member, input.cmsID, ctx.now, ctx.log);
  return ok(toProfile(inserted.member));
};
