import { registerMember, testPlatform, type TestPlatform } from '../../test-support';

let platform: TestPlatform;
beforeAll(async () => {
  platform = await testPlatform();
});
afterAll(() => platform.close());

const PASSWORD = 'Secret@123';

describe('member/change-password', () => {
  it('checks the current password, rehashes, and ends the member’s other sessions only', async () => {
    const { sid, username } = await registerMember(platform);
    const otherDevice = (await platform.call('auth/login', { username, password: PASSWORD })).sid!;
    const bystander = await registerMember(platform);

    const changed = await platform.call('member/change-password', { currentPassword: PASSWORD, password: 'Newer@456' }, { sid });
    expect(changed.body).toMatchObject({ status: true });

    expect((await platform.call('member/profile', undefined, { sid })).statusCode).toBe(200);
    expect((await platform.call('member/profile', undefined, { sid: otherDevice })).statusCode).toBe(401);
    expect((await platform.call('member/profile', undefined, { sid: bystander.sid })).statusCode).toBe(200);

    expect((await platform.call('auth/login', { username, password: PASSWORD })).body).toMatchObject({
      status: false,
      msg: 'invalid_credentials',
    });
    expect((await platform.call('auth/login', { username, password: 'Newer@456' })).body).toMatchObject({ status: true });
  });

  it('refuses a wrong current password, and a new one equal to it', async () => {
    const { sid } = await registerMember(platform);
    expect(
      (await platform.call('member/change-password', { currentPassword: 'Wrong@123', password: 'Newer@456' }, { sid })).body,
    ).toMatchObject({
      status: false,
      msg: 'password_incorrect',
    });
    expect((await platform.call('member/change-password', { currentPassword: PASSWORD, password: PASSWORD }, { sid })).body).toMatchObject({
      status: false,
      msg: 'error_notequalto',
    });
  });

  it('validates the new password with the register rules', async () => {
    const { sid } = await registerMember(platform);
    const weak = await platform.call('member/change-password', { currentPassword: PASSWORD, password: 'abcdefgh' }, { sid });
    expect(weak.statusCode).toBe(400);
    expect(weak.body.msg).toContain('error_passwordcond');
  });

  it('counts wrong current passwords with the login throttle', async () => {
    const { sid } = await registerMember(platform);
    const limit = platform.env.loginMaxFailsPerAccount;
    for (let i = 0; i < limit; i++) {
      await platform.call('member/change-password', { currentPassword: `Wrong@${i}00`, password: 'Newer@456' }, { sid });
    }
    const blocked = await platform.call('member/change-password', { currentPassword: PASSWORD, password: 'Newer@456' }, { sid });
    expect(blocked.statusCode).toBe(429);
  });
});
