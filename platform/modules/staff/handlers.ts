import { eq } from 'drizzle-orm';
import { ROLES_NEEDING_TOTP } from '@/lib/contracts/staff';
import { staffAccounts } from '../../db/schema-staff';
import type { Handler } from '../../endpoints/handler';
import { done, fail, ok, tooManyRequests } from '../../endpoints/result';
import { checkTotp, newTotpSecret, openTotpSecret, sealTotpSecret, totpUri } from '../common';
import { isUniqueViolation } from '../ledger';
import {
  isCommonPassword,
  loginSucceeded,
  takeLoginAttempt,
  throttleLimits,
  hashPassword,
  spendVerifyTime,
  verifyPassword,
} from '../members';
import { activeOwnerCount, findStaffById, findStaffByUsername, takeTotpStep, toStaffProfile } from './accounts';
import { listAudit } from './audit';
import { createStaffSession, deleteStaffSession, endStaffSessions, staffSessionPolicy } from './sessions';

/**
 * Console sign-in: password, then (for accounts with a second factor) the authenticator's code.
 * Attempts are throttled per account and per address like members' logins (own counters). The
 * answer to a wrong username, a wrong password or a disabled account is the same.
 */
/** The key staff secrets are sealed under (unchanged since staff had TOTP alone). */
const STAFF_TOTP = 'staff-totp';

export const staffLogin: Handler<'staff/login'> = async ({ username, password, totp }, ctx) => {
  const keys = { account: `staff:${username.trim().toLowerCase()}`, ip: `staff:${ctx.ip}` };
  if (!(await takeLoginAttempt(ctx.db, keys, ctx.now, throttleLimits(ctx.env)))) return tooManyRequests();

  const account = await findStaffByUsername(ctx.db, username);
  const valid = account ? await verifyPassword(account.passwordHash, password) : (await spendVerifyTime(password), false);
  if (!account || !valid || !account.active) return fail('invalid_credentials', { httpStatus: 401 });

  if (account.totpSecret !== null) {
    // Only now, with the right password, does the caller learn that a code is needed.
    if (!totp) return fail('totp_required', { httpStatus: 401 });
    const secret = openTotpSecret(account.totpSecret, ctx.env.sessionSecret, STAFF_TOTP);
    const step = secret ? await checkTotp(secret, totp, ctx.now, account.totpLastStep ?? null) : null;
    if (step === null || !(await takeTotpStep(ctx.db, account.id, step))) return fail('totp_invalid', { httpStatus: 401 });
  } else if (ROLES_NEEDING_TOTP.includes(account.role)) {
    return fail('totp_not_enrolled', { httpStatus: 403 });
  }

  await loginSucceeded(ctx.db, keys);
  const token = await createStaffSession(ctx.db, {
    staffId: account.id,
    now: ctx.now,
    ip: ctx.ip,
    userAgent: ctx.userAgent,
    policy: staffSessionPolicy(ctx.env),
  });
  ctx.consoleCookie.set(token);
  return ok(toStaffProfile(account));
};

export const staffLogout: Handler<'staff/logout'> = async (_input, ctx) => {
  if (ctx.consoleCookie.token) await deleteStaffSession(ctx.db, ctx.consoleCookie.token, staffSessionPolicy(ctx.env));
  ctx.consoleCookie.clear();
  return done();
};

export const staffMe: Handler<'staff/me'> = async (_input, ctx) => {
  if (ctx.operator.kind === 'key') return fail('console_login_required', { httpStatus: 401 });
  const account = await findStaffById(ctx.db, ctx.operator.id);
  return account ? ok(toStaffProfile(account)) : fail('console_login_required', { httpStatus: 401 });
};

export const staffList: Handler<'staff/list'> = async (_input, ctx) => {
  const rows = await ctx.db.select().from(staffAccounts).orderBy(staffAccounts.id);
  return ok(rows.map(toStaffProfile));
};

export const staffCreate: Handler<'staff/create'> = async (input, ctx) => {
  if (isCommonPassword(input.password)) return fail('password: error_password_common');
  const withTotp = input.totp || ROLES_NEEDING_TOTP.includes(input.role);
  const secret = withTotp ? newTotpSecret() : null;
  try {
    const [row] = await ctx.db
      .insert(staffAccounts)
      .values({
        username: input.username,
        passwordHash: await hashPassword(input.password),
        role: input.role,
        totpSecret: secret ? sealTotpSecret(secret, ctx.env.sessionSecret, STAFF_TOTP) : null,
        createdAt: ctx.now,
        createdBy: ctx.operator.kind === 'key' ? 'operator-key' : ctx.operator.username,
      })
      .returning();
    const staff = toStaffProfile(row!);
    ctx.audit({ target: `staff ${staff.username}`, before: null, after: staff });
    return ok({ staff, totp: secret ? { secret, uri: totpUri(secret, input.username, 'Casino console') } : null });
  } catch (error) {
    if (isUniqueViolation(error, 'staff_accounts_username_key')) return fail('staff_username_taken');
    throw error;
  }
};

/** Changes an operator's role or disables them (their sessions end); the last active owner stays. */
export const staffUpdate: Handler<'staff/update'> = async ({ staffId, role, active }, ctx) => {
  const account = await findStaffById(ctx.db, staffId);
  if (!account) return fail('staff_not_found');
  const losesOwner = account.role === 'owner' && account.active && ((role && role !== 'owner') || active === false);
  if (losesOwner && (await activeOwnerCount(ctx.db)) <= 1) return fail('last_owner');
  if (role && ROLES_NEEDING_TOTP.includes(role) && account.totpSecret === null) return fail('totp_not_enrolled');
  const [row] = await ctx.db
    .update(staffAccounts)
    .set({ ...(role ? { role } : {}), ...(active !== undefined ? { active } : {}) })
    .where(eq(staffAccounts.id, staffId))
    .returning();
  if (active === false) await endStaffSessions(ctx.db, staffId);
  const after = toStaffProfile(row!);
  ctx.audit({ target: `staff ${account.username}`, before: toStaffProfile(account), after });
  return ok(after);
};

export const staffAuditLog: Handler<'staff/audit-log'> = async (input, ctx) => {
  const { items, total } = await listAudit(ctx.db, input);
  return ok({ items, total, page: input.page, pageSize: input.pageSize });
};
