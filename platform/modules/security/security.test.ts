import { generate } from 'otplib';
import { manualClock, registerMember, testPlatform, type TestPlatform } from '../../test-support';
import { purgeLoginHistory } from './login-history';

const clock = manualClock(new Date('2026-11-25T08:00:05Z'));
let platform: TestPlatform;
beforeAll(async () => {
  platform = await testPlatform({ clock: clock.now });
});
afterAll(() => platform.close());

const PASSWORD = 'Secret@123';
const STEP_MS = 30_000;
const codeNow = (secret: string) => generate({ secret, epoch: Math.floor(clock.now().getTime() / 1000) });
type Challenge = { challenge: string };
type Codes = { recoveryCodes: string[] };

/** A member with two-factor on: their session, secret and recovery codes. The clock moves past the step the confirmation used. */
async function memberWithTwoFactor() {
  const member = await registerMember(platform);
  const setup = await platform.call<{ secret: string; qrSvg: string }>(
    'security/two-factor-setup',
    { password: PASSWORD },
    { sid: member.sid },
  );
  const secret = setup.body.output!.secret;
  const confirmed = await platform.call<Codes>('security/two-factor-confirm', { code: await codeNow(secret) }, { sid: member.sid });
  clock.advance(STEP_MS);
  return { ...member, secret, recoveryCodes: confirmed.body.output!.recoveryCodes };
}

async function passwordStep(username: string, ip?: string) {
  const res = await platform.call<Challenge>('auth/login', { username, password: PASSWORD }, ip ? { ip } : {});
  expect(res.body).toMatchObject({ status: false, msg: 'two_factor_required' });
  expect(res.sid).toBeUndefined();
  return res.body.output!.challenge;
}

describe('turning two-factor on', () => {
  it('asks for the password, shows a QR code, and turns on only with a right code, answering ten recovery codes once', async () => {
    const { sid } = await registerMember(platform);
    expect((await platform.call('security/two-factor-setup', { password: 'Wrong@123' }, { sid })).body.msg).toBe('password_incorrect');
    expect((await platform.call('security/two-factor-confirm', { code: '123456' }, { sid })).body.msg).toBe('two_factor_not_started');

    const setup = await platform.call<{ secret: string; qrSvg: string; uri: string }>(
      'security/two-factor-setup',
      { password: PASSWORD },
      { sid },
    );
    expect(setup.body.output!.qrSvg).toMatch(/^<svg/);
    expect(setup.body.output!.uri).toMatch(/^otpauth:\/\/totp\/.+secret=/);
    // Not on until confirmed: a setup alone asks nothing at sign-in.
    expect((await platform.call('security/overview', undefined, { sid })).body.output).toMatchObject({ twoFactor: { enabled: false } });

    expect((await platform.call('security/two-factor-confirm', { code: '000000' }, { sid })).body.msg).toBe('two_factor_invalid');
    const confirmed = await platform.call<Codes>(
      'security/two-factor-confirm',
      { code: await codeNow(setup.body.output!.secret) },
      { sid },
    );
    expect(confirmed.body.status).toBe(true);
    const codes = confirmed.body.output!.recoveryCodes;
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    expect(codes[0]).toMatch(/^[0-9a-z]{5}-[0-9a-z]{5}$/);
    expect((await platform.call('security/overview', undefined, { sid })).body.output).toMatchObject({
      twoFactor: { enabled: true, recoveryCodesLeft: 10 },
    });
    // A second setup cannot replace a secret that is on.
    expect((await platform.call('security/two-factor-setup', { password: PASSWORD }, { sid })).body.msg).toBe('two_factor_already_on');
    clock.advance(STEP_MS);
  });
});

describe('signing in with two-factor', () => {
  it('gives no session for the password alone; a right code finishes the sign-in', async () => {
    const { username, secret } = await memberWithTwoFactor();
    const challenge = await passwordStep(username);
    const wrong = await platform.call('auth/login-code', { challenge, code: '000000' });
    expect(wrong.body).toMatchObject({ status: false, msg: 'two_factor_invalid' });
    const signedIn = await platform.call<{ username: string }>('auth/login-code', { challenge, code: await codeNow(secret) });
    expect(signedIn.body).toMatchObject({ status: true, output: { username } });
    expect((await platform.call('member/profile', undefined, { sid: signedIn.sid })).statusCode).toBe(200);
    // The challenge is spent.
    expect((await platform.call('auth/login-code', { challenge, code: await codeNow(secret) })).body.msg).toBe('two_factor_expired');
  });

  it('accepts a code once: again on a new challenge, and twice in parallel, one of them fails', async () => {
    const { username, secret } = await memberWithTwoFactor();
    const code = await codeNow(secret);
    const first = await platform.call('auth/login-code', { challenge: await passwordStep(username), code });
    expect(first.body.status).toBe(true);
    const replay = await platform.call('auth/login-code', { challenge: await passwordStep(username), code });
    expect(replay.body.msg).toBe('two_factor_invalid');

    clock.advance(STEP_MS);
    const next = await codeNow(secret);
    const challenges = [await passwordStep(username), await passwordStep(username)];
    const answers = await Promise.all(challenges.map((challenge) => platform.call('auth/login-code', { challenge, code: next })));
    expect(answers.map((a) => a.body.status).sort()).toEqual([false, true]);
    clock.advance(STEP_MS);
  });

  it('takes a recovery code once (in any case, with or without its dash), also in parallel', async () => {
    const { username, recoveryCodes, sid } = await memberWithTwoFactor();
    const [first, second] = recoveryCodes;
    const used = await platform.call('auth/login-code', {
      challenge: await passwordStep(username),
      code: first!.toUpperCase().replace('-', ' '),
    });
    expect(used.body.status).toBe(true);
    expect((await platform.call('auth/login-code', { challenge: await passwordStep(username), code: first })).body.msg).toBe(
      'two_factor_invalid',
    );

    const challenges = [await passwordStep(username), await passwordStep(username)];
    const answers = await Promise.all(challenges.map((challenge) => platform.call('auth/login-code', { challenge, code: second })));
    expect(answers.map((a) => a.body.status).sort()).toEqual([false, true]);
    expect((await platform.call('security/overview', undefined, { sid })).body.output).toMatchObject({
      twoFactor: { recoveryCodesLeft: 8 },
    });
  });

  it('expires a challenge after five minutes, and after five codes', async () => {
    const { username, secret } = await memberWithTwoFactor();
    const late = await passwordStep(username);
    clock.advance(5 * 60_000);
    expect((await platform.call('auth/login-code', { challenge: late, code: await codeNow(secret) })).body.msg).toBe('two_factor_expired');

    const tried = await passwordStep(username);
    for (let i = 0; i < 4; i++) await platform.call('auth/login-code', { challenge: tried, code: `00000${i}` });
    // The fifth try is still counted (and right); a sixth would find the challenge spent.
    const fifth = await platform.call('auth/login-code', { challenge: tried, code: await codeNow(secret) });
    expect(fifth.body.status).toBe(true);

    clock.advance(STEP_MS);
    const spent = await passwordStep(username);
    for (let i = 0; i < 5; i++) await platform.call('auth/login-code', { challenge: spent, code: `11111${i}` });
    expect((await platform.call('auth/login-code', { challenge: spent, code: await codeNow(secret) })).body.msg).toBe('two_factor_expired');
    clock.advance(STEP_MS);
  });

  it('throttles wrong codes per member across challenges (429), and a later right code works again', async () => {
    const { username, secret } = await memberWithTwoFactor();
    const limit = platform.env.loginMaxFailsPerAccount;
    for (let i = 0; i < limit; i++) {
      const res = await platform.call('auth/login-code', { challenge: await passwordStep(username), code: `22222${i}` });
      expect(res.body.msg).toBe('two_factor_invalid');
    }
    const blocked = await platform.call('auth/login-code', { challenge: await passwordStep(username), code: await codeNow(secret) });
    expect(blocked.statusCode).toBe(429);
    clock.advance(platform.env.loginWindowMinutes * 60_000);
    const again = await platform.call('auth/login-code', { challenge: await passwordStep(username), code: await codeNow(secret) });
    expect(again.body.status).toBe(true);
    clock.advance(STEP_MS);
  });
});

describe('a code again for turning off and for a new password', () => {
  it('changes the password only with a code when two-factor is on', async () => {
    const { sid, secret } = await memberWithTwoFactor();
    const change = (code?: string) =>
      platform.call('member/change-password', { currentPassword: PASSWORD, password: 'Newer@456', ...(code ? { code } : {}) }, { sid });
    expect((await change()).body.msg).toBe('two_factor_required');
    expect((await change('000000')).body.msg).toBe('two_factor_invalid');
    expect((await change(await codeNow(secret))).body.status).toBe(true);
    clock.advance(STEP_MS);
  });

  it('turns off with a recovery code; then the password alone signs in', async () => {
    const { sid, username, recoveryCodes } = await memberWithTwoFactor();
    expect((await platform.call('security/two-factor-disable', { code: '000000' }, { sid })).body.msg).toBe('two_factor_invalid');
    expect((await platform.call('security/two-factor-disable', { code: recoveryCodes[3] }, { sid })).body.status).toBe(true);
    expect((await platform.call('auth/login', { username, password: PASSWORD })).body.status).toBe(true);
  });
});

describe('active sessions', () => {
  it('lists the member’s sessions with the current one first; ending one logs it out at its next request', async () => {
    const { sid, username } = await registerMember(platform);
    const phoneUa =
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';
    const phone = await platform.call(
      'auth/login',
      { username, password: PASSWORD },
      { ip: '203.0.113.9', headers: { 'user-agent': phoneUa, 'x-country': 'th' } },
    );
    const third = await platform.call('auth/login', { username, password: PASSWORD });

    const list = await platform.call<{ items: { id: string; current: boolean; ip: string; country: string | null; device: object }[] }>(
      'security/sessions',
      undefined,
      { sid },
    );
    const items = list.body.output!.items;
    expect(items).toHaveLength(3);
    expect(items[0]!.current).toBe(true);
    const phoneRow = items.find((s) => s.ip === '203.0.113.9')!;
    expect(phoneRow).toMatchObject({ current: false, country: 'TH', device: { kind: 'mobile', browser: 'Safari 17', os: 'iOS 17.4' } });

    // This session cannot be ended from the list (that is logging out).
    expect((await platform.call('security/session-end', { id: items[0]!.id }, { sid })).body.msg).toBe('session_not_found');
    expect((await platform.call('security/session-end', { id: phoneRow.id }, { sid })).body.status).toBe(true);
    expect((await platform.call('member/profile', undefined, { sid: phone.sid })).statusCode).toBe(401);
    expect((await platform.call('member/profile', undefined, { sid: third.sid })).statusCode).toBe(200);

    expect((await platform.call('security/sessions-end-others', undefined, { sid })).body.output).toEqual({ ended: 1 });
    expect((await platform.call('member/profile', undefined, { sid: third.sid })).statusCode).toBe(401);
    expect((await platform.call('member/profile', undefined, { sid })).statusCode).toBe(200);
  });

  it('does not end another member’s session', async () => {
    const me = await registerMember(platform);
    const other = await registerMember(platform);
    const theirs = await platform.call<{ items: { id: string }[] }>('security/sessions', undefined, { sid: other.sid });
    const id = theirs.body.output!.items[0]!.id;
    expect((await platform.call('security/session-end', { id }, { sid: me.sid })).body.msg).toBe('session_not_found');
    expect((await platform.call('member/profile', undefined, { sid: other.sid })).statusCode).toBe(200);
  });
});

describe('login history', () => {
  type History = { items: { outcome: string; method: string | null; ip: string }[]; total: number };

  it('keeps refused attempts (wrong password, wrong code) and successes, newest first, with the address', async () => {
    const { sid, username, secret } = await memberWithTwoFactor();
    await platform.call('auth/login', { username, password: 'Wrong@123' }, { ip: '198.51.100.7' });
    const challenge = await passwordStep(username);
    await platform.call('auth/login-code', { challenge, code: '000000' });
    await platform.call('auth/login-code', { challenge, code: await codeNow(secret) });

    const history = await platform.call<History>('security/login-history', {}, { sid });
    // Registering signs in without an attempt to record: these three are all.
    expect(history.body.output!.items.map((i) => [i.outcome, i.method])).toEqual([
      ['success', 'code'],
      ['wrong_code', null],
      ['wrong_password', null],
    ]);
    expect(history.body.output!.items[2]!.ip).toBe('198.51.100.7');
  });

  it('shows nothing older than 90 days, and purges it on later sign-ins', async () => {
    const { username } = await registerMember(platform);
    await platform.call('auth/login', { username, password: 'Wrong@123' });
    clock.advance(91 * 86_400_000);
    const fresh = await platform.call('auth/login', { username, password: PASSWORD });
    const history = await platform.call<History>('security/login-history', {}, { sid: fresh.sid });
    expect(history.body.output).toMatchObject({ total: 1, items: [{ outcome: 'success', method: 'password' }] });
    // The sign-in's write already purged the old rows: nothing is left for a sweep.
    expect(await purgeLoginHistory(platform.db, clock.now(), 1000)).toBe(0);
  });

  it('records a throttled attempt on a known account', async () => {
    const { sid, username } = await registerMember(platform);
    const limit = platform.env.loginMaxFailsPerAccount;
    for (let i = 0; i < limit; i++) await platform.call('auth/login', { username, password: `Wrong@${i}00` });
    expect((await platform.call('auth/login', { username, password: PASSWORD })).statusCode).toBe(429);
    const history = await platform.call<History>('security/login-history', {}, { sid });
    expect(history.body.output!.items[0]!.outcome).toBe('throttled');
    expect(history.body.output!.total).toBe(limit + 1);
  });
});
