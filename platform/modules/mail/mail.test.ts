import nodemailer from 'nodemailer';
import { parseEnv } from '../../env';
import { outbox } from '../../db/schema-communication';
import { testPlatform, type TestPlatform } from '../../test-support';
import { EMBEDDED_SMTP_MAX_BYTES, startEmbeddedSmtp } from './embedded-smtp';
import { mailSettingProblems } from './mail-settings';

const production = (extra: Record<string, string> = {}) => parseEnv({ SITE_ENV: 'production', ...extra });

describe('mail settings in production', () => {
  it('sends nothing by default, and refuses email without SMTP_HOST and sms without a gateway', () => {
    expect(production().passwordReset.methods).toEqual([]);
    expect(mailSettingProblems(production())).toEqual([]);
    expect(mailSettingProblems(production({ FORGOT_PASSWORD_METHODS: 'email' }))).toEqual([
      'FORGOT_PASSWORD_METHODS includes email but SMTP_HOST is not set (set SMTP_HOST, SMTP_USER, SMTP_PASSWORD, MAIL_FROM)',
    ]);
    expect(mailSettingProblems(production({ FORGOT_PASSWORD_METHODS: 'email', SMTP_HOST: 'smtp.example' }))).toEqual([]);
    expect(mailSettingProblems(production({ FORGOT_PASSWORD_METHODS: 'sms' }))[0]).toMatch(/sms but no SMS gateway/);
    expect(mailSettingProblems(parseEnv({ FORGOT_PASSWORD_METHODS: 'email' }))).toEqual([]);
    expect(parseEnv({}).passwordReset.methods).toEqual(['email', 'sms']);
    expect(() => parseEnv({ FORGOT_PASSWORD_METHODS: 'pigeon' })).toThrow(/FORGOT_PASSWORD_METHODS/);
  });
});

describe('the embedded SMTP server', () => {
  let platform: TestPlatform;
  beforeAll(async () => {
    platform = await testPlatform();
  });
  afterAll(() => platform.close());

  it('listens on loopback, wants its password, caps the size, and parses what it takes into the outbox', async () => {
    const server = await startEmbeddedSmtp({ db: platform.db, port: 0, clock: () => new Date('2026-11-25T00:00:00Z') });
    try {
      expect(server.host).toBe('127.0.0.1');
      const transport = (pass: string) =>
        nodemailer.createTransport({
          host: server.host,
          port: server.port,
          secure: false,
          ignoreTLS: true,
          auth: { user: server.user, pass },
        });
      await expect(transport('wrong').sendMail({ from: 'a@x.example', to: 'b@x.example', subject: 's', text: 't' })).rejects.toThrow();
      const big = 'x'.repeat(EMBEDDED_SMTP_MAX_BYTES + 1024);
      await expect(
        transport(server.password).sendMail({ from: 'a@x.example', to: 'big@x.example', subject: 's', text: big }),
      ).rejects.toThrow();
      await transport(server.password).sendMail({ from: 'a@x.example', to: 'Reader@X.example', subject: 'Hello', text: 'Body text' });
      const rows = await platform.db.select().from(outbox);
      const mine = rows.filter((r) => r.recipient === 'reader@x.example');
      expect(mine).toHaveLength(1);
      expect(mine[0]).toMatchObject({ channel: 'email', subject: 'Hello', body: 'Body text\n' });
      expect(rows.some((r) => r.recipient === 'big@x.example')).toBe(false);
    } finally {
      await server.close();
    }
  });
});

describe('the production refusal', () => {
  it('names an unfit mail setting with the secrets, and only secrets get the secret advice', async () => {
    const { productionRefusal } = await import('../../production-secrets');
    const strong = 'x'.repeat(40);
    const given = { OPERATOR_KEY: `o${strong}`, PROVIDER_SECRET: `p${strong}`, SESSION_SECRET: `s${strong}`, PUSHER_SECRET: `r${strong}` };
    expect(productionRefusal(given, [])).toBeNull();
    const refusal = productionRefusal(given, mailSettingProblems(production({ FORGOT_PASSWORD_METHODS: 'email' })));
    expect(refusal).toBe(
      'Refusing to start in production (SITE_ENV=production): FORGOT_PASSWORD_METHODS includes email but SMTP_HOST is not set (set SMTP_HOST, SMTP_USER, SMTP_PASSWORD, MAIL_FROM).',
    );
  });
});
