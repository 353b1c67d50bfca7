import { manualClock, testPlatform, type TestPlatform } from '../../test-support';

const clock = manualClock();
let platform: TestPlatform;
beforeAll(async () => {
  platform = await testPlatform({
    clock: clock.now,
    env: { LOGIN_MAX_FAILS_PER_ACCOUNT: '3', LOGIN_MAX_FAILS_PER_IP: '5', LOGIN_WINDOW_MINUTES: '15' },
  });
});
afterAll(() => platform.close());

const TOO_MANY = { status: false, code: 429, msg: 'too_many_requests' };
let ipCounter = 0;
const freshIp = () => `203.0.113.${++ipCounter}`;

async function register(username: string, mobileno: string) {
  const res = await platform.call('auth/register', {
    username,
    password: 'Secret@123',
    mobileno,
    countryCode: 'MY',
    language: 'en',
  });
  expect(res.body.status).toBe(true);
}

const login = (username: string, password: string, ip: string) => platform.call('auth/login', { username, password }, { ip });

describe('login throttle', () => {
  it('blocks an account after N failures, from any address, even with the right password', async () => {
    await register('victim0001', '60-1000000001');
    for (let i = 0; i < 3; i++) {
      expect((await login('victim0001', 'Wrong@123', freshIp())).body.msg).toBe('invalid_credentials');
    }
    const blocked = await login('VICTIM0001', 'Secret@123', freshIp());
    expect(blocked.statusCode).toBe(429);
    expect(blocked.body).toEqual(TOO_MANY);
    expect(blocked.sid).toBeUndefined();
  });

  it('lets the account in again once the window has passed', async () => {
    await register('victim0002', '60-1000000002');
    for (let i = 0; i < 3; i++) await login('victim0002', 'Wrong@123', freshIp());
    expect((await login('victim0002', 'Secret@123', freshIp())).statusCode).toBe(429);
    clock.advance(15 * 60_000 + 1);
    expect((await login('victim0002', 'Secret@123', freshIp())).body.status).toBe(true);
  });

  it('forgets an account failures after a successful login', async () => {
    await register('victim0003', '60-1000000003');
    for (let i = 0; i < 2; i++) await login('victim0003', 'Wrong@123', freshIp());
    expect((await login('victim0003', 'Secret@123', freshIp())).body.status).toBe(true);
    for (let i = 0; i < 2; i++) {
      expect((await login('victim0003', 'Wrong@123', freshIp())).body.msg).toBe('invalid_credentials');
    }
  });

  it('blocks an address after N failures across different usernames, while others still log in', async () => {
    const attacker = freshIp();
    for (let i = 0; i < 5; i++) {
      expect((await login(`guess${1000 + i}`, 'Wrong@123', attacker)).body.msg).toBe('invalid_credentials');
    }
    const blocked = await login('demomy01', 'Demo@1234', attacker);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.body).toEqual(TOO_MANY);
    expect((await login('demomy01', 'Demo@1234', freshIp())).body.status).toBe(true);
  });

  it('ignores x-forwarded-for from a client that is not the local proxy', async () => {
    // A direct client rotating forged addresses is still counted under its own address.
    const direct = (n: number) =>
      platform.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        remoteAddress: '198.51.100.7',
        headers: { 'x-forwarded-for': `192.0.2.${n}` },
        payload: { username: `spoof${1000 + n}`, password: 'Wrong@123' },
      });
    for (let n = 0; n < 5; n++) expect((await direct(n)).json()).toMatchObject({ msg: 'invalid_credentials' });
    expect((await direct(99)).statusCode).toBe(429);
  });

  it('lets exactly the allowed number of 60 parallel wrong logins be checked, then locks the account', async () => {
    await register('victim0004', '60-1000000004');
    const answers = await Promise.all(Array.from({ length: 60 }, () => login('victim0004', 'Wrong@123', freshIp())));
    expect(answers.filter((a) => a.body.msg === 'invalid_credentials')).toHaveLength(3);
    expect(answers.filter((a) => a.statusCode === 429)).toHaveLength(57);
    expect((await login('victim0004', 'Secret@123', freshIp())).statusCode).toBe(429);
  });

  it('never refuses a right password sent in parallel with fewer wrong ones than the limit', async () => {
    await register('victim0005', '60-1000000005');
    const answers = await Promise.all([
      login('victim0005', 'Wrong@123', freshIp()),
      login('victim0005', 'Secret@123', freshIp()),
      login('victim0005', 'Wrong@123', freshIp()),
    ]);
    expect(answers[1]!.body.status).toBe(true);
  });
});

describe('availability and registration throttles', () => {
  let limited: TestPlatform;
  beforeAll(async () => {
    limited = await testPlatform({ clock: clock.now, env: { AVAILABILITY_MAX_PER_IP: '4', REGISTER_MAX_PER_IP: '2' } });
  });
  afterAll(() => limited.close());

  it('answers a few availability checks per address, then 429, so the member list cannot be walked', async () => {
    const ip = freshIp();
    const check = (value: string, from = ip) => limited.call('auth/check-username', { field: 'username', value }, { ip: from });
    const answers = await Promise.all(
      ['demomy01', 'demoth01', 'nobody0001', 'nobody0002', 'nobody0003', 'nobody0004'].map((v) => check(v)),
    );
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(4);
    expect(answers.filter((a) => a.statusCode === 429)).toHaveLength(2);
    expect((await check('demomy01', freshIp())).body.msg).toBe('username_has_been_taken');
    clock.advance(15 * 60_000 + 1);
    expect((await check('demomy01')).statusCode).toBe(200);
  });

  it('limits registrations per address', async () => {
    const ip = freshIp();
    const attempt = (n: number) =>
      limited.call(
        'auth/register',
        {
          username: `newbie${1000 + n}`,
          password: 'Secret@123',
          mobileno: `60-12${String(n).padStart(8, '0')}`,
          countryCode: 'MY',
          language: 'en',
        },
        { ip },
      );
    expect((await attempt(1)).body.status).toBe(true);
    expect((await attempt(2)).body.status).toBe(true);
    expect((await attempt(3)).statusCode).toBe(429);
  });
});
