import { generate } from 'otplib';
import { cliRunner } from './testing/cli-runner';
import { testPlatform, type TestPlatform } from './test-support';

/** The first owner comes from the CLI: it prints a generated password and the TOTP secret, and the owner can sign in with them. */
let platform: TestPlatform;
beforeAll(async () => {
  platform = await testPlatform();
});
afterAll(() => platform.close());

const runner = cliRunner(() => platform);
async function run(args: string[]) {
  const { code, out, err } = await runner(args);
  return { code, out: out.join('\n'), err: err.join('\n') };
}

describe('operator CLI: console operators', () => {
  it('creates the first owner, who signs in with the printed password and a code from the printed secret', async () => {
    const created = await run(['create-operator', 'firstowner', 'owner']);
    expect(created.code).toBe(0);
    const password = /password: (\S+)/.exec(created.out)![1]!;
    const secret = /TOTP secret: (\S+)/.exec(created.out)![1]!;
    expect(created.out).toMatch(/TOTP URI \(scan as a QR code\): otpauth:\/\/totp\//);

    const login = await platform.call('staff/login', { username: 'firstowner', password, totp: await generate({ secret }) });
    expect(login.body).toMatchObject({ status: true, output: { role: 'owner' } });

    const listed = await run(['operators']);
    expect(listed.out).toMatch(/#\d+ {2}firstowner {2}owner {2}active {2}totp/);
    const log = await run(['audit-log', '--action', 'staff/create']);
    expect(log.out).toMatch(/operator-key {2}key {2}staff\/create {2}staff firstowner {2}ok/);
  });

  it('refuses an unknown role or a bad flag with the usage', async () => {
    expect((await run(['create-operator', 'someone', 'admin'])).code).toBe(2);
    expect((await run(['audit-log', '--who', 'x'])).code).toBe(2);
  });
});
