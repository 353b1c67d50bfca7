import { memberProfileSchema, walletBalanceSchema, type MemberProfile } from '@/lib/contracts/auth';
import { manualClock, testPlatform, uniqueMember, type TestPlatform } from '../../test-support';

const clock = manualClock();
let platform: TestPlatform;
beforeAll(async () => {
  platform = await testPlatform({ clock: clock.now, env: { SESSION_IDLE_MINUTES: '30', SESSION_ABSOLUTE_HOURS: '12' } });
});
afterAll(() => platform.close());

const PASSWORD = 'Secret@123';

function registration(overrides: Record<string, unknown> = {}) {
  const { username, mobileno } = uniqueMember();
  return { username, password: PASSWORD, mobileno, email: '', countryCode: 'MY', language: 'en', ...overrides };
}

async function registered(overrides: Record<string, unknown> = {}) {
  const input = registration(overrides);
  const res = await platform.call<MemberProfile>('auth/register', input);
  expect(res.body.status).toBe(true);
  return { input, sid: res.sid!, profile: res.body.output! };
}

describe('auth/register', () => {
  it('creates the member with the country currency, accepts the terms, logs in and returns the profile', async () => {
    const input = registration({ countryCode: 'th', language: 'th', mobileno: '66-812345678' });
    const res = await platform.call<MemberProfile>('auth/register', input);
    expect(res.statusCode).toBe(200);
    expect(res.body.status).toBe(true);
    const profile = memberProfileSchema.parse(res.body.output);
    expect(profile).toMatchObject({ username: input.username, countryCode: 'TH', currency: 'THB', language: 'th' });
    expect(profile.tncAcceptedAt).toBe(clock.now().toISOString());
    expect(res.sid).toBeTruthy();

    const me = await platform.call<MemberProfile>('member/profile', undefined, { sid: res.sid });
    expect(me.body.output?.id).toBe(profile.id);
  });

  it('refuses a username taken in another letter case', async () => {
    const { input } = await registered();
    const res = await platform.call('auth/register', registration({ username: input.username.toUpperCase() }));
    expect(res.statusCode).toBe(200);
    expect(res.body).toMatchObject({ status: false, msg: 'username_has_been_taken' });
  });

  it('refuses a mobile number already in use', async () => {
    const { input } = await registered();
    const res = await platform.call('auth/register', registration({ mobileno: input.mobileno }));
    expect(res.body).toMatchObject({ status: false, msg: 'mobileno_has_been_taken' });
  });

  it('settles concurrent registrations of one username at the unique index', async () => {
    const username = uniqueMember().username;
    const results = await Promise.all([
      platform.call('auth/register', registration({ username })),
      platform.call('auth/register', registration({ username: username.toUpperCase() })),
    ]);
    expect(results.map((r) => r.body.status).sort()).toEqual([false, true]);
    expect(results.find((r) => !r.body.status)?.body.msg).toBe('username_has_been_taken');
  });

  it.each([
    ['another country dial code', '65-0123456789'],
    ['too few digits for the country', '60-012345678'],
  ])('refuses a phone number with %s', async (_why, mobileno) => {
    const res = await platform.call('auth/register', registration({ mobileno }));
    expect(res.body).toMatchObject({ status: false, msg: 'error_validphone' });
  });

  it('refuses a language the country does not offer', async () => {
    const res = await platform.call('auth/register', registration({ language: 'th' }));
    expect(res.body).toMatchObject({ status: false, msg: 'invalid_language' });
  });

  it('refuses an unknown country', async () => {
    const res = await platform.call('auth/register', registration({ countryCode: 'ZZ' }));
    expect(res.body).toMatchObject({ status: false, msg: 'invalid_country' });
  });

  it('applies the password rule of the contract', async () => {
    const res = await platform.call('auth/register', registration({ password: 'onlyletters' }));
    expect(res.statusCode).toBe(400);
    expect(res.body.msg).toBe('password: error_passwordcond');
  });
});

describe('auth/check-username', () => {
  it('says whether a username or mobile number is free', async () => {
    const { input } = await registered();
    expect((await platform.call('auth/check-username', { field: 'username', value: 'freename99' })).body.status).toBe(true);
    expect((await platform.call('auth/check-username', { field: 'username', value: input.username.toUpperCase() })).body).toMatchObject({
      status: false,
      msg: 'username_has_been_taken',
    });
    expect((await platform.call('auth/check-username', { field: 'mobileno', value: input.mobileno })).body).toMatchObject({
      status: false,
      msg: 'mobileno_has_been_taken',
    });
  });
});

describe('auth/login', () => {
  it('logs the seeded demo member in with an httpOnly, SameSite=Lax session cookie', async () => {
    const res = await platform.call<MemberProfile>('auth/login', { username: 'demomy01', password: 'Demo@1234' });
    expect(res.body.status).toBe(true);
    expect(memberProfileSchema.parse(res.body.output)).toMatchObject({ username: 'demomy01', currency: 'MYR', language: 'en' });
    const cookie = res.response.cookies.find((c) => c.name === 'sid');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/', maxAge: 12 * 3600 });
    // NODE_ENV=test and COOKIE_SECURE unset: plain-http development must keep working.
    expect(cookie?.secure).toBeFalsy();
  });

  it('gives a new token on every login and accepts the username in any case', async () => {
    const { input } = await registered();
    const first = await platform.call('auth/login', { username: input.username, password: PASSWORD });
    const second = await platform.call('auth/login', { username: input.username.toUpperCase(), password: PASSWORD });
    expect(first.sid).toBeTruthy();
    expect(second.sid).toBeTruthy();
    expect(second.sid).not.toBe(first.sid);
  });

  it('ends the browser previous session when it logs in again', async () => {
    const { input, sid } = await registered();
    const again = await platform.call('auth/login', { username: input.username, password: PASSWORD }, { sid });
    expect(again.body.status).toBe(true);
    expect((await platform.call('member/profile', undefined, { sid })).statusCode).toBe(401);
    expect((await platform.call('member/profile', undefined, { sid: again.sid })).statusCode).toBe(200);
  });

  it('answers a wrong password or an unknown user the same way, with no cookie', async () => {
    const { input } = await registered();
    const wrong = await platform.call('auth/login', { username: input.username, password: 'Wrong@123' }, { ip: '10.0.0.1' });
    const unknown = await platform.call('auth/login', { username: 'nobody4242', password: 'Wrong@123' }, { ip: '10.0.0.1' });
    for (const res of [wrong, unknown]) {
      expect(res.statusCode).toBe(200);
      expect(res.body).toEqual({ status: false, msg: 'invalid_credentials' });
      expect(res.sid).toBeUndefined();
    }
  });
});

describe('sessions', () => {
  it('logout ends the session: the profile then answers 401', async () => {
    const { sid } = await registered();
    const out = await platform.call('auth/logout', undefined, { sid });
    expect(out.body.status).toBe(true);
    expect(out.sid).toBe('');
    expect((await platform.call('member/profile', undefined, { sid })).statusCode).toBe(401);
  });

  it('logout without a session still succeeds', async () => {
    expect((await platform.call('auth/logout')).body.status).toBe(true);
  });

  it('expires after the idle limit, and activity keeps it alive', async () => {
    const { sid } = await registered();
    clock.advance(20 * 60_000);
    expect((await platform.call('member/profile', undefined, { sid })).statusCode).toBe(200);
    clock.advance(20 * 60_000); // 40 min since login but only 20 idle
    expect((await platform.call('member/profile', undefined, { sid })).statusCode).toBe(200);
    clock.advance(30 * 60_000);
    expect((await platform.call('member/profile', undefined, { sid })).statusCode).toBe(401);
  });

  it('expires at the absolute limit even when active', async () => {
    const { sid } = await registered();
    for (let minutes = 0; minutes < 12 * 60 - 20; minutes += 20) {
      clock.advance(20 * 60_000);
      expect((await platform.call('member/profile', undefined, { sid })).statusCode).toBe(200);
    }
    clock.advance(20 * 60_000);
    expect((await platform.call('member/profile', undefined, { sid })).statusCode).toBe(401);
  });
});

describe('member endpoints', () => {
  it('member/accept-tnc records the acceptance time', async () => {
    const { sid } = await registered();
    clock.advance(60_000);
    const res = await platform.call<MemberProfile>('member/accept-tnc', undefined, { sid });
    expect(res.body.status).toBe(true);
    expect(res.body.output?.tncAcceptedAt).toBe(clock.now().toISOString());
  });

  it('member/wallet-balance is zero in the member currency for a new member', async () => {
    const my = await registered();
    const res = await platform.call('member/wallet-balance', undefined, { sid: my.sid });
    expect(walletBalanceSchema.parse(res.body.output)).toEqual({ balance: '0.00', minor: 0, currency: 'MYR', inGame: [] });

    const vn = await registered({ countryCode: 'VN', language: 'vi', mobileno: `84-${String(Date.now()).slice(-9)}` });
    const vnd = await platform.call('member/wallet-balance', undefined, { sid: vn.sid });
    expect(vnd.body.output).toEqual({ balance: '0', minor: 0, currency: 'VND', inGame: [] });
  });

  it('refuses the most common breached passwords, even dressed up with a symbol, and accepts long passphrases', async () => {
    const base = { mobileno: '60-1999999001', email: '', countryCode: 'MY', language: 'en' };
    const common = await platform.call('auth/register', { ...base, username: 'common0001', password: 'Password1!' });
    expect(common.body).toMatchObject({ status: false, msg: 'password: error_password_common' });
    const long = await platform.call('auth/register', {
      ...base,
      username: 'passphrase01',
      password: `correct horse battery staple 7!${'x'.repeat(40)}`,
    });
    expect(long.body.status).toBe(true);
  });
});
