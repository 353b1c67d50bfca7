import { generate } from 'otplib';
import { sql } from 'drizzle-orm';
import { manualClock, operatorCall, registerMember, testPlatform, uploadedReceipt, type TestPlatform } from '../../test-support';

/** Operator accounts: sign-in with a second factor, console sessions, role checks and the audit log. */
const clock = manualClock(new Date('2026-11-25T08:00:00Z'));
let platform: TestPlatform;
beforeAll(async () => {
  platform = await testPlatform({ clock: clock.now, env: { STAFF_SESSION_IDLE_MINUTES: '30', STAFF_SESSION_ABSOLUTE_HOURS: '10' } });
});
afterAll(() => platform.close());

const PASSWORD = 'Console#Pass2026';
type Created = { staff: { id: number; username: string; role: string }; totp: { secret: string; uri: string } | null };
let n = 0;
const uniqueName = (role: string) => `${role}${Date.now() % 100000}${++n}`;

async function createStaff(role: string, options: { totp?: boolean } = {}) {
  const username = uniqueName(role);
  const res = await operatorCall<Created>(platform, 'staff/create', { username, password: PASSWORD, role, ...options });
  expect(res.body.status, res.body.msg).toBe(true);
  return { username, ...res.body.output! };
}

const csidOf = (res: { response: { cookies: Array<{ name: string; value: string; path?: string; sameSite?: string }> } }) =>
  res.response.cookies.find((c) => c.name === 'csid');

async function code(secret: string, at = clock.now()) {
  return generate({ secret, epoch: Math.floor(at.getTime() / 1000) });
}

async function signIn(username: string, secret: string | null) {
  const res = await platform.call('staff/login', { username, password: PASSWORD, ...(secret ? { totp: await code(secret) } : {}) });
  expect(res.body.status, res.body.msg).toBe(true);
  return csidOf(res)!.value;
}

const asStaff = <T = unknown>(csid: string, name: string, body?: unknown) =>
  platform.call<T>(name, body, { headers: { cookie: `csid=${csid}` } });

describe('console sign-in', () => {
  it('gives a finance operator a TOTP secret at creation and asks for the code only after the right password', async () => {
    const finance = await createStaff('finance');
    expect(finance.totp?.uri).toMatch(/^otpauth:\/\/totp\/.+secret=/);

    const wrong = await platform.call('staff/login', { username: finance.username, password: 'Wrong#Pass2026' });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.body.msg).toBe('invalid_credentials');
    const noCode = await platform.call('staff/login', { username: finance.username, password: PASSWORD });
    expect(noCode.body.msg).toBe('totp_required');
    expect(csidOf(noCode)).toBeUndefined();
    const badCode = await platform.call('staff/login', { username: finance.username, password: PASSWORD, totp: '000000' });
    expect(badCode.body.msg).toBe('totp_invalid');

    clock.advance(60_000);
    const good = await platform.call('staff/login', {
      username: finance.username,
      password: PASSWORD,
      totp: await code(finance.totp!.secret),
    });
    expect(good.body).toMatchObject({ status: true, output: { username: finance.username, role: 'finance', totpEnabled: true } });
    const cookie = csidOf(good)!;
    expect(cookie).toMatchObject({ path: '/console', sameSite: 'Strict', httpOnly: true });
    // The member cookie is untouched: the console has a session of its own.
    expect(good.sid).toBeUndefined();

    // The same code again (a replay within its 30 s) is refused.
    const replay = await platform.call('staff/login', {
      username: finance.username,
      password: PASSWORD,
      totp: await code(finance.totp!.secret),
    });
    expect(replay.body.msg).toBe('totp_invalid');
  });

  it('stores the TOTP secret sealed, never as given', async () => {
    const owner = await createStaff('owner');
    const rows = (await platform.db.execute(sql`select totp_secret from staff_accounts where username = ${owner.username}`)) as unknown as {
      rows: Array<{ totp_secret: string }>;
    };
    expect(rows.rows[0]!.totp_secret).toMatch(/^v1\./);
    expect(rows.rows[0]!.totp_secret).not.toContain(owner.totp!.secret);
  });

  it('ends a console session after the idle limit and on disabling the operator', async () => {
    const support = await createStaff('support');
    expect(support.totp).toBeNull();
    const csid = await signIn(support.username, null);
    expect((await asStaff(csid, 'staff/me')).body).toMatchObject({ status: true, output: { role: 'support' } });
    clock.advance(31 * 60_000);
    const idle = await asStaff(csid, 'staff/me');
    expect(idle.statusCode).toBe(401);
    expect(idle.body.msg).toBe('operator_login_required');

    const again = await signIn(support.username, null);
    const disabled = await operatorCall(platform, 'staff/update', { staffId: support.staff.id, active: false });
    expect(disabled.body.status).toBe(true);
    expect((await asStaff(again, 'staff/me')).statusCode).toBe(401);
    expect((await platform.call('staff/login', { username: support.username, password: PASSWORD })).body.msg).toBe('invalid_credentials');
  });

  it('does not let a member session call operator endpoints, nor a console cookie reach member endpoints', async () => {
    const member = await registerMember(platform);
    const res = await platform.call('operator/pending', {}, { sid: member.sid });
    expect(res.statusCode).toBe(401);
    const readonly = await createStaff('readonly');
    const csid = await signIn(readonly.username, null);
    expect((await asStaff(csid, 'member/profile')).statusCode).toBe(401);
  });
});

describe('roles and the audit log', () => {
  it('lets finance approve a deposit, refuses read-only with 403, and records both with before and after', async () => {
    const member = await registerMember(platform);
    const settings = await platform.call<{ operatorBanks: Array<{ id: number }> }>('wallet/settings', undefined, { sid: member.sid });
    const deposit = await platform.call<{ id: number }>(
      'wallet/deposit',
      {
        method: 'bank',
        operatorBankId: settings.body.output!.operatorBanks[0]!.id,
        amount: '40.00',
        receiptKey: await uploadedReceipt(platform, member.sid),
        idempotencyKey: crypto.randomUUID(),
      },
      { sid: member.sid },
    );
    expect(deposit.body.status, deposit.body.msg).toBe(true);
    const depositId = deposit.body.output!.id;

    const readonly = await createStaff('readonly');
    const readonlyCsid = await signIn(readonly.username, null);
    expect((await asStaff(readonlyCsid, 'operator/pending', {})).body.status).toBe(true);
    const forbidden = await asStaff(readonlyCsid, 'operator/deposit-approve', { id: depositId });
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.body.msg).toBe('operator_role_forbidden');

    const finance = await createStaff('finance');
    clock.advance(60_000);
    const financeCsid = await signIn(finance.username, finance.totp!.secret);
    const approved = await asStaff<{ status: string }>(financeCsid, 'operator/deposit-approve', { id: depositId });
    expect(approved.body).toMatchObject({ status: true, output: { status: 'approved' } });

    const owner = await createStaff('owner');
    clock.advance(60_000);
    const ownerCsid = await signIn(owner.username, owner.totp!.secret);
    const log = await asStaff<{ items: Array<Record<string, unknown>> }>(ownerCsid, 'staff/audit-log', {
      action: 'operator/deposit-approve',
    });
    const rows = log.body.output!.items;
    expect(rows.find((r) => r.actor === readonly.username)).toMatchObject({
      outcome: 'forbidden',
      role: 'readonly',
      msg: 'operator_role_forbidden',
    });
    expect(rows.find((r) => r.actor === finance.username)).toMatchObject({
      outcome: 'ok',
      role: 'finance',
      target: `deposit #${depositId}`,
      before: { status: 'pending' },
      after: expect.objectContaining({ status: 'approved' }),
      ip: expect.any(String),
    });
    // Reading the log is not itself an action on record.
    expect((await asStaff<{ items: unknown[] }>(ownerCsid, 'staff/audit-log', { action: 'staff/audit-log' })).body.output!.items).toEqual(
      [],
    );
  });

  it('keeps passwords out of the log and the log itself append-only', async () => {
    const created = await createStaff('content');
    const owner = await createStaff('owner');
    clock.advance(60_000);
    const csid = await signIn(owner.username, owner.totp!.secret);
    const log = await asStaff<{ items: Array<{ input: Record<string, unknown>; target: string }> }>(csid, 'staff/audit-log', {
      action: 'staff/create',
    });
    const row = log.body.output!.items.find((r) => r.target === `staff ${created.username}`)!;
    expect(row.input).toMatchObject({ username: created.username, password: '[redacted]' });
    const refusal = (error: unknown) => String((error as { cause?: unknown }).cause ?? error);
    expect(await platform.db.execute(sql`update audit_log set actor = 'someone else'`).catch(refusal)).toMatch(/append-only/);
    expect(await platform.db.execute(sql`delete from audit_log`).catch(refusal)).toMatch(/append-only/);
  });

  it('lets only an owner manage operators, and never removes the last owner', async () => {
    const content = await createStaff('content');
    const contentCsid = await signIn(content.username, null);
    expect((await asStaff(contentCsid, 'staff/create', { username: uniqueName('x'), password: PASSWORD, role: 'owner' })).statusCode).toBe(
      403,
    );

    const owners = (await operatorCall<Array<{ id: number; role: string; active: boolean }>>(platform, 'staff/list')).body.output!.filter(
      (s) => s.role === 'owner' && s.active,
    );
    for (const o of owners.slice(1)) await operatorCall(platform, 'staff/update', { staffId: o.id, active: false });
    const last = await operatorCall(platform, 'staff/update', { staffId: owners[0]!.id, role: 'readonly' });
    expect(last.body.msg).toBe('last_owner');
  });

  it('refuses a duplicate username whatever its case, and a common password', async () => {
    const first = await createStaff('support');
    const dup = await operatorCall(platform, 'staff/create', {
      username: first.username.toUpperCase(),
      password: PASSWORD,
      role: 'support',
    });
    expect(dup.body.msg).toBe('staff_username_taken');
    const weak = await operatorCall(platform, 'staff/create', { username: uniqueName('w'), password: '123456qwerty', role: 'support' });
    expect(weak.body).toMatchObject({ status: false, msg: 'password: error_password_common' });
  });
});
