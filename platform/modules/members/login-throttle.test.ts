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
});
