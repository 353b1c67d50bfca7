import { cliRunner } from './testing/cli-runner';
import { registerMember, testPlatform, type TestPlatform } from './test-support';

/** Member care from the command line: the same endpoints as the console, with the operator key. */
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

describe('operator CLI: members', () => {
  it('finds a member, locks them out with a reason, ends sessions, clears the PIN lock and unlocks', async () => {
    const member = await registerMember(platform);
    const id = String(member.profile.id);
    const found = await run(['members', member.username, '--currency', 'myr']);
    expect(found.code).toBe(0);
    expect(found.out).toMatch(new RegExp(`#${id} {2}${member.username} {2}60-\\d+ {2}MYR {2}active {2}last login 20`));
    expect(found.out).toMatch(/page 1, 1 members/);

    const locked = await run(['lock-member', id, 'suspected', 'account', 'sharing']);
    expect(locked.out).toBe(`member #${id} ${member.username} (MYR)  locked: suspected account sharing  0 session(s)  no PIN`);
    expect((await run(['members', member.username, '--status', 'locked'])).out).toContain('locked');
    expect((await platform.call('auth/login', { username: member.username, password: 'Secret@123' })).body.msg).toBe('account_locked');

    expect((await run(['end-sessions', id])).code).toBe(0);
    const noPin = await run(['clear-pin', id]);
    expect(noPin).toMatchObject({ code: 1, err: 'operator/member-clear-pin: pin_not_set' });
    expect((await run(['unlock-member', id])).out).toMatch(/ {2}active {2}/);
    expect((await run(['audit-log', '--action', 'operator/member-lock'])).out).toMatch(
      new RegExp(`operator-key {2}key {2}operator/member-lock {2}member ${member.username} #${id} {2}ok`),
    );
  });

  it('answers the usage for a missing reason or a bad id or flag', async () => {
    expect((await run(['lock-member', '12'])).code).toBe(2);
    expect((await run(['unlock-member', 'abc'])).code).toBe(2);
    expect((await run(['members', '--sort', 'x'])).code).toBe(2);
  });
});
