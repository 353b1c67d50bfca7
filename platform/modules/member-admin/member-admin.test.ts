import { generate } from 'otplib';
import { manualClock, operatorCall, registerMember, testPlatform, type TestPlatform } from '../../test-support';
import { checkPin } from '../members';

/** The console's member pages on the platform: search, records, and the audited member actions with their roles. */
const clock = manualClock(new Date('2026-11-26T08:00:00Z'));
let platform: TestPlatform;
beforeAll(async () => {
  platform = await testPlatform({ clock: clock.now });
});
afterAll(() => platform.close());

const PASSWORD = 'Console#Pass2026';
let n = 0;
type Detail = {
  id: number;
  username: string;
  locked: boolean;
  lockReason: string;
  balance: { cash: string; bonus: string };
  pin: { set: boolean; lockedUntil: string | null; failedTries: number };
  activeSessions: number;
  lastLoginAt: string | null;
};
type AuditItem = { actor: string; action: string; target: string; outcome: string; before: unknown; after: unknown };

/** A signed-in console operator of the role: their cookie. */
async function operatorOf(role: string): Promise<string> {
  const username = `${role}${Date.now() % 100000}${++n}`;
  const created = await operatorCall<{ totp: { secret: string } | null }>(platform, 'staff/create', { username, password: PASSWORD, role });
  expect(created.body.status, created.body.msg).toBe(true);
  const secret = created.body.output!.totp?.secret;
  clock.advance(31_000); // a fresh TOTP step for every sign-in: a code is accepted once
  const totp = secret ? { totp: await generate({ secret, epoch: Math.floor(clock.now().getTime() / 1000) }) } : {};
  const res = await platform.call('staff/login', { username, password: PASSWORD, ...totp });
  expect(res.body.status, res.body.msg).toBe(true);
  return res.response.cookies.find((c) => c.name === 'csid')!.value;
}

const as = <T = Detail>(csid: string, name: string, body?: unknown) =>
  platform.call<T>(name, body, { headers: { cookie: `csid=${csid}` } });

async function lastAudit(action: string): Promise<AuditItem> {
  const res = await operatorCall<{ items: AuditItem[] }>(platform, 'staff/audit-log', { action });
  return res.body.output!.items[0]!;
}

let support: string;
let finance: string;
let readonly: string;
beforeAll(async () => {
  [support, finance, readonly] = [await operatorOf('support'), await operatorOf('finance'), await operatorOf('readonly')];
});

describe('finding members', () => {
  it('finds a member by username prefix, by mobile digits and by id, and filters by currency and lock', async () => {
    const member = await registerMember(platform);
    const mobile = member.profile as unknown as { mobileno: string; id: number };
    type Page = { items: Array<{ id: number; username: string; locked: boolean }>; total: number };
    const byName = await as<Page>(readonly, 'operator/member-search', { query: member.username.slice(0, 8).toUpperCase() });
    expect(byName.body.output!.items.map((m) => m.username)).toContain(member.username);
    const digits = mobile.mobileno.replace(/\D/g, '').slice(-8);
    const byMobile = await as<Page>(readonly, 'operator/member-search', { query: digits });
    expect(byMobile.body.output!.items.map((m) => m.id)).toEqual([mobile.id]);
    const byId = await as<Page>(readonly, 'operator/member-search', { query: String(mobile.id), currency: 'MYR' });
    expect(byId.body.output!.items[0]).toMatchObject({ id: mobile.id, locked: false });
    const otherCurrency = await as<Page>(readonly, 'operator/member-search', { query: member.username, currency: 'THB' });
    expect(otherCurrency.body.output!.total).toBe(0);
    const lockedOnly = await as<Page>(readonly, 'operator/member-search', { query: member.username, status: 'locked' });
    expect(lockedOnly.body.output!.total).toBe(0);
  });

  it('pages and sorts on the platform, and refuses an unknown sort field', async () => {
    for (let i = 0; i < 3; i++) await registerMember(platform);
    type Page = { items: Array<{ id: number; username: string }>; total: number };
    const first = await as<Page>(readonly, 'operator/member-search', { sortField: 'id', sortOrder: 'asc', pageSize: 2, page: 1 });
    const second = await as<Page>(readonly, 'operator/member-search', { sortField: 'id', sortOrder: 'asc', pageSize: 2, page: 2 });
    const ids = [...first.body.output!.items, ...second.body.output!.items].map((m) => m.id);
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
    expect(new Set(ids).size).toBe(4);
    expect(first.body.output!.total).toBeGreaterThanOrEqual(4);
    const bad = await as(readonly, 'operator/member-search', { sortField: 'password' });
    expect(bad.statusCode).toBe(400);
  });
});

describe('a member page', () => {
  it('shows the profile, balance and records of every tab, and answers member_not_found for no member', async () => {
    const member = await registerMember(platform);
    const id = member.profile.id;
    await operatorCall(platform, 'operator/adjust', {
      username: member.username,
      amount: '40.00',
      note: 'welcome',
      idempotencyKey: `console-fund-${id}`,
    });
    const detail = await as(readonly, 'operator/member-detail', { memberId: id });
    expect(detail.body.output).toMatchObject({
      username: member.username,
      balance: { cash: '40.00', bonus: '0.00' },
      locked: false,
      activeSessions: 1,
      pin: { set: false, lockedUntil: null },
    });
    expect(detail.body.output!.lastLoginAt).toBe(clock.now().toISOString());

    type Records = { items: Array<{ cells: Record<string, string> }>; total: number; summary: string };
    const ledger = await as<Records>(readonly, 'operator/member-records', { memberId: id, tab: 'ledger' });
    expect(ledger.body.output!.items[0]!.cells).toMatchObject({
      kind: 'adjustment',
      wallet: 'cash',
      amount: '40.00',
      balanceAfter: '40.00',
      note: 'welcome',
    });
    const sessions = await as<Records>(readonly, 'operator/member-records', { memberId: id, tab: 'sessions' });
    expect(sessions.body.output!.total).toBe(1);
    expect(sessions.body.output!.items[0]!.cells).toHaveProperty('userAgent');
    for (const tab of ['bets', 'deposits', 'withdrawals', 'bonuses', 'referrals']) {
      const res = await as<Records>(readonly, 'operator/member-records', { memberId: id, tab });
      expect(res.body.status, `${tab}: ${res.body.msg}`).toBe(true);
    }
    const referrals = await as<Records>(readonly, 'operator/member-records', { memberId: id, tab: 'referrals' });
    expect(referrals.body.output!.summary).toMatch(/claimed 0\.00/);
    expect((await as(readonly, 'operator/member-detail', { memberId: 2_000_000 })).body).toMatchObject({
      status: false,
      msg: 'member_not_found',
    });
  });
});

describe('member actions', () => {
  it('locks a member: sessions end, login is refused with account_locked, the audit row has before and after; unlock lets them in', async () => {
    const member = await registerMember(platform);
    const id = member.profile.id;
    const noReason = await as(support, 'operator/member-lock', { memberId: id, reason: '' });
    expect(noReason.statusCode).toBe(400);

    const locked = await as(support, 'operator/member-lock', { memberId: id, reason: 'chargeback review' });
    expect(locked.body.output).toMatchObject({ locked: true, lockReason: 'chargeback review', activeSessions: 0 });
    expect((await platform.call('member/profile', undefined, { sid: member.sid })).statusCode).toBe(401);
    const login = await platform.call('auth/login', { username: member.username, password: 'Secret@123' });
    expect(login.body).toMatchObject({ status: false, msg: 'account_locked' });
    expect(login.sid).toBeUndefined();
    // A wrong password still says only that the credentials are wrong.
    expect((await platform.call('auth/login', { username: member.username, password: 'Wrong@1234' })).body.msg).toBe('invalid_credentials');
    expect((await as(support, 'operator/member-lock', { memberId: id, reason: 'again please' })).body.msg).toBe('member_already_locked');

    const audit = await lastAudit('operator/member-lock');
    expect(audit).toMatchObject({
      action: 'operator/member-lock',
      target: `member ${member.username} #${id}`,
      outcome: 'refused',
    });
    const ok = (await operatorCall<{ items: AuditItem[] }>(platform, 'staff/audit-log', { action: 'operator/member-lock', outcome: 'ok' }))
      .body.output!.items[0]!;
    expect(ok).toMatchObject({
      before: { locked: false, activeSessions: 1 },
      after: { locked: true, reason: 'chargeback review', endedSessions: 1 },
    });

    const unlocked = await as(support, 'operator/member-unlock', { memberId: id });
    expect(unlocked.body.output).toMatchObject({ locked: false });
    expect((await lastAudit('operator/member-unlock')).before).toMatchObject({ locked: true, reason: 'chargeback review' });
    const again = await platform.call('auth/login', { username: member.username, password: 'Secret@123' });
    expect(again.body.status).toBe(true);
    expect((await as(support, 'operator/member-unlock', { memberId: id })).body.msg).toBe('member_not_locked');
  });

  it('refuses a session that a login racing the lock created', async () => {
    const member = await registerMember(platform);
    await as(support, 'operator/member-lock', { memberId: member.profile.id, reason: 'race check' });
    // The lock row exists; any session of the member (here the pre-lock cookie) is not honoured.
    expect((await platform.call('member/wallet-balance', undefined, { sid: member.sid })).statusCode).toBe(401);
  });

  it('ends all sessions of a member, who may log in again', async () => {
    const member = await registerMember(platform);
    const second = await platform.call('auth/login', { username: member.username, password: 'Secret@123' });
    expect(second.sid).toBeTruthy();
    const ended = await as(support, 'operator/member-end-sessions', { memberId: member.profile.id });
    expect(ended.body.output).toMatchObject({ activeSessions: 0 });
    expect((await lastAudit('operator/member-end-sessions')).before).toEqual({ activeSessions: 2 });
    expect((await platform.call('member/profile', undefined, { sid: second.sid })).statusCode).toBe(401);
    expect((await platform.call('auth/login', { username: member.username, password: 'Secret@123' })).body.status).toBe(true);
  });

  it('clears a PIN lock so the right PIN works again, and says pin_not_set without a PIN', async () => {
    const member = await registerMember(platform);
    const id = member.profile.id;
    expect((await as(support, 'operator/member-clear-pin', { memberId: id })).body.msg).toBe('pin_not_set');
    expect((await platform.call('member/pin-set', { pin: '135790', confirmPin: '135790' }, { sid: member.sid })).body.status).toBe(true);
    for (let i = 0; i < 5; i++) await checkPin(platform.db, id, '000000', clock.now());
    expect(await checkPin(platform.db, id, '135790', clock.now())).toMatchObject({ ok: false, msg: 'pin_locked' });
    const before = await as(readonly, 'operator/member-detail', { memberId: id });
    expect(before.body.output!.pin).toMatchObject({ set: true, failedTries: 5 });
    expect(before.body.output!.pin.lockedUntil).not.toBeNull();

    const cleared = await as(support, 'operator/member-clear-pin', { memberId: id });
    expect(cleared.body.output!.pin).toEqual({ set: true, lockedUntil: null, failedTries: 0 });
    expect((await lastAudit('operator/member-clear-pin')).before).toMatchObject({ failedTries: 5 });
    expect(await checkPin(platform.db, id, '135790', clock.now())).toEqual({ ok: true });
  });

  it('adjusts with a mandatory reason, once per idempotency key, through the ledger', async () => {
    const member = await registerMember(platform);
    const id = member.profile.id;
    const body = { memberId: id, amount: '25.00', reason: 'goodwill credit', idempotencyKey: `console-${id}-1` };
    expect((await as(finance, 'operator/member-adjust', { ...body, reason: '' })).statusCode).toBe(400);
    const first = await as(finance, 'operator/member-adjust', body);
    expect(first.body.output!.balance.cash).toBe('25.00');
    const replay = await as(finance, 'operator/member-adjust', body);
    expect(replay.body.output!.balance.cash).toBe('25.00');
    const overdraw = await as(finance, 'operator/member-adjust', { ...body, amount: '-99.00', idempotencyKey: `console-${id}-2` });
    expect(overdraw.body).toMatchObject({ status: false, msg: 'insufficient_balance' });
    const audit = (
      await operatorCall<{ items: AuditItem[] }>(platform, 'staff/audit-log', { action: 'operator/member-adjust', outcome: 'ok' })
    ).body.output!.items[1]!;
    expect(audit).toMatchObject({ before: { cash: '0.00' }, after: { cash: '25.00', amount: '25.00', reason: 'goodwill credit' } });
    const ledger = await as<{ items: Array<{ cells: Record<string, string> }> }>(readonly, 'operator/member-records', {
      memberId: id,
      tab: 'ledger',
    });
    expect(ledger.body.output!.items).toHaveLength(1);
    expect(ledger.body.output!.items[0]!.cells).toMatchObject({ note: 'goodwill credit', balanceAfter: '25.00' });
  });

  it('refuses the actions to roles without them with 403 and records the attempt', async () => {
    const member = await registerMember(platform);
    const id = member.profile.id;
    const cases: Array<[string, string, object]> = [
      [readonly, 'operator/member-lock', { memberId: id, reason: 'not mine to do' }],
      [finance, 'operator/member-unlock', { memberId: id }],
      [readonly, 'operator/member-clear-pin', { memberId: id }],
      [finance, 'operator/member-end-sessions', { memberId: id }],
      [support, 'operator/member-adjust', { memberId: id, amount: '5', reason: 'not finance', idempotencyKey: `nope-${id}` }],
      [support, 'operator/bank-add', { currency: 'MYR', bankName: 'Hong Leong', accountName: 'Lucky Star', accountNumber: '9999 0000' }],
    ];
    for (const [csid, name, body] of cases) {
      const res = await as(csid, name, body);
      expect(res.statusCode, name).toBe(403);
      expect((await lastAudit(name)).outcome, name).toBe('forbidden');
    }
  });
});

describe("the operator's receiving banks", () => {
  type Bank = { id: number; currency: string; bankName: string; enabled: boolean };
  it('lists, adds and disables a bank; the member deposit form sees only enabled ones', async () => {
    const all = await as<{ currencies: string[]; banks: Bank[] }>(finance, 'operator/bank-list', { currency: 'MYR' });
    expect(all.body.output!.currencies).toContain('MYR');
    expect(all.body.output!.banks.length).toBeGreaterThanOrEqual(2);
    expect(all.body.output!.banks.every((b) => b.currency === 'MYR')).toBe(true);
    const added = await as<Bank>(finance, 'operator/bank-add', {
      currency: 'MYR',
      bankName: 'Public Bank',
      accountName: 'Lucky Star Entertainment',
      accountNumber: '3123 4567 89',
    });
    expect(added.body.output).toMatchObject({ bankName: 'Public Bank', enabled: true });
    expect((await lastAudit('operator/bank-add')).after).toMatchObject({ bankName: 'Public Bank' });
    const duplicate = await as(finance, 'operator/bank-add', {
      currency: 'MYR',
      bankName: 'Public Bank',
      accountName: 'Lucky Star Entertainment',
      accountNumber: '3123 4567 89',
    });
    expect(duplicate.body.msg).toBe('bank_account_exists');
    const badCurrency = await as(finance, 'operator/bank-add', {
      currency: 'EUR',
      bankName: 'Any',
      accountName: 'Any one',
      accountNumber: '1234',
    });
    expect(badCurrency.body.msg).toBe('currency_not_found');

    const member = await registerMember(platform);
    type Settings = { operatorBanks: Array<{ id: number }> };
    const seen = async () =>
      (await platform.call<Settings>('wallet/settings', undefined, { sid: member.sid })).body.output!.operatorBanks.map((b) => b.id);
    expect(await seen()).toContain(added.body.output!.id);
    const disabled = await as<Bank>(finance, 'operator/bank-state', { bankId: added.body.output!.id, enabled: false });
    expect(disabled.body.output!.enabled).toBe(false);
    expect((await lastAudit('operator/bank-state')).before).toEqual({ enabled: true });
    expect(await seen()).not.toContain(added.body.output!.id);
    expect((await as(finance, 'operator/bank-state', { bankId: 2_000_000, enabled: true })).body.msg).toBe('bank_not_found');
  });
});
