import { eq } from 'drizzle-orm';
import { outbox, passwordResetTokens } from '../../db/schema-communication';
import { manualClock, operatorCall, registerMember, testPlatform, type TestPlatform } from '../../test-support';
import { RESET_TOKEN_TTL_MS } from './password-reset';

const clock = manualClock(new Date('2026-11-20T00:00:00Z'));
let platform: TestPlatform;
beforeAll(async () => {
  platform = await testPlatform({ clock: clock.now, env: { PASSWORD_RESET_MAX_PER_IP: '1000' } });
});
afterAll(async () => {
  await platform.close();
});

/** Waits for the message the platform sends after answering (it goes out through the embedded SMTP server). */
async function messageTo(recipient: string): Promise<{ subject: string; body: string }> {
  for (let i = 0; i < 100; i++) {
    const res = await operatorCall<{ subject: string; body: string }[]>(platform, 'operator/outbox', { recipient, limit: 1 });
    if (res.body.output?.length) return res.body.output[0]!;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`no message to ${recipient}`);
}
const tokenIn = (body: string) => /token=([A-Za-z0-9_-]+)/.exec(body)![1]!;

async function memberWithEmail() {
  const member = await registerMember(platform);
  const email = `${member.username}@mail.example`;
  const { members } = await import('../../db/schema');
  await platform.db.update(members).set({ email }).where(eq(members.username, member.username));
  return { ...member, email };
}

describe('forgot and reset password', () => {
  it('mails a single-use link (hashed at rest) that sets the password and ends every session', async () => {
    const member = await memberWithEmail();
    const other = await platform.call('auth/login', { username: member.username, password: 'Secret@123' });
    const asked = await platform.call('auth/forgot-password', { username: member.username, method: 'email', lang: 'en-my' });
    expect(asked.body).toMatchObject({ status: true, msg: 'forgot_password_sent' });
    const mail = await messageTo(member.email);
    expect(mail.subject).toBe('Reset your Lucky Star password');
    const token = tokenIn(mail.body);
    expect(mail.body).toContain('/en-my?action=reset-password&token=');
    const stored = await platform.db.select().from(passwordResetTokens);
    expect(stored.some((t) => t.tokenHash === token)).toBe(false);

    const reset = await platform.call('auth/reset-password', { token, password: 'Newpass@456' });
    expect(reset.body).toMatchObject({ status: true, msg: 'password_reset_done' });
    expect((await platform.call('member/profile', {}, { sid: member.sid })).statusCode).toBe(401);
    expect((await platform.call('member/profile', {}, { sid: other.sid })).statusCode).toBe(401);
    expect((await platform.call('auth/login', { username: member.username, password: 'Newpass@456' })).body.status).toBe(true);
    expect((await platform.call('auth/reset-password', { token, password: 'Other@7890' })).body).toMatchObject({
      status: false,
      msg: 'reset_token_invalid',
    });
  });

  it('answers the same for an unknown account and sends nothing', async () => {
    const before = await platform.db.select().from(outbox);
    const asked = await platform.call('auth/forgot-password', { username: 'nosuchuser1', method: 'email', lang: 'en-my' });
    expect(asked.body).toMatchObject({ status: true, msg: 'forgot_password_sent' });
    await new Promise((r) => setTimeout(r, 200));
    expect(await platform.db.select().from(outbox)).toHaveLength(before.length);
  });

  it('sends by SMS to the mobile number through the outbox', async () => {
    const member = await registerMember(platform);
    const profile = member.profile as unknown as { mobileno: string };
    await platform.call('auth/forgot-password', { username: member.username, method: 'sms', lang: 'th-th' });
    const sms = await messageTo(profile.mobileno);
    expect(sms.body).toContain('Lucky Star: รีเซ็ตรหัสผ่าน');
  });

  it('refuses a link after 15 minutes, and common or weak passwords', async () => {
    const member = await memberWithEmail();
    await platform.call('auth/forgot-password', { username: member.username, method: 'email', lang: 'en-my' });
    const token = tokenIn((await messageTo(member.email)).body);
    expect((await platform.call('auth/reset-password', { token, password: 'Password1!' })).body.msg).toBe(
      'password: error_password_common',
    );
    expect((await platform.call('auth/reset-password', { token, password: 'short' })).statusCode).toBe(400);
    clock.advance(RESET_TOKEN_TTL_MS);
    expect((await platform.call('auth/reset-password', { token, password: 'Newpass@456' })).body).toMatchObject({
      msg: 'reset_token_invalid',
    });
  });

  it('accepts a link a moment before 15 minutes', async () => {
    const member = await memberWithEmail();
    await platform.call('auth/forgot-password', { username: member.username, method: 'email', lang: 'en-my' });
    const token = tokenIn((await messageTo(member.email)).body);
    clock.advance(RESET_TOKEN_TTL_MS - 1000);
    expect((await platform.call('auth/reset-password', { token, password: 'Newpass@456' })).body.status).toBe(true);
  });

  it('lets parallel uses of one link succeed once', async () => {
    const member = await memberWithEmail();
    await platform.call('auth/forgot-password', { username: member.username, method: 'email', lang: 'en-my' });
    const token = tokenIn((await messageTo(member.email)).body);
    const answers = await Promise.all(
      Array.from({ length: 5 }, (_, i) => platform.call('auth/reset-password', { token, password: `Parallel@${i}9x` })),
    );
    expect(answers.filter((a) => a.body.status)).toHaveLength(1);
  });

  it('throttles per account, whether or not it exists', async () => {
    const answers = [];
    for (let i = 0; i < 4; i++)
      answers.push(await platform.call('auth/forgot-password', { username: 'ghostuser9', method: 'email', lang: 'en-my' }));
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200, 429]);
  });
});

describe('the per-IP reset throttle', () => {
  let strict: TestPlatform;
  beforeAll(async () => {
    strict = await testPlatform({ env: { PASSWORD_RESET_MAX_PER_IP: '2' } });
  });
  afterAll(() => strict.close());

  it('answers 429 past the limit for one address, across accounts, and lets another address through', async () => {
    const ask = (username: string, ip: string) => strict.call('auth/forgot-password', { username, method: 'email', lang: 'en-my' }, { ip });
    expect((await ask('someone01', '203.0.113.7')).statusCode).toBe(200);
    expect((await ask('someone02', '203.0.113.7')).statusCode).toBe(200);
    expect((await ask('someone03', '203.0.113.7')).statusCode).toBe(429);
    expect((await ask('someone03', '203.0.113.8')).statusCode).toBe(200);
  });
});
