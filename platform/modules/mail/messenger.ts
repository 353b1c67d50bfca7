import nodemailer from 'nodemailer';
import type { Database } from '../../db/connection';
import type { Messenger } from '../../endpoints/context';
import type { PlatformEnv } from '../../env';
import { startEmbeddedSmtp } from './embedded-smtp';
import { writeOutbox } from './outbox';

/**
 * Mail goes through nodemailer over SMTP: to SMTP_HOST when set, else to the embedded SMTP server
 * (whose messages land in the outbox). SMS has no gateway yet: the adapter writes to the same
 * outbox, and production refuses sms as a reset channel (mail-settings.ts).
 */
export async function createMessenger(options: { db: Database; env: PlatformEnv; clock: () => Date }): Promise<Messenger> {
  const { mail } = options.env;
  const embedded = mail.smtpHost
    ? undefined
    : await startEmbeddedSmtp({ db: options.db, port: options.env.nodeEnv === 'test' ? 0 : mail.embeddedPort, clock: options.clock });
  const transport = embedded
    ? nodemailer.createTransport({
        host: embedded.host,
        port: embedded.port,
        secure: false,
        ignoreTLS: true,
        auth: { user: embedded.user, pass: embedded.password },
      })
    : nodemailer.createTransport({
        host: mail.smtpHost,
        port: mail.smtpPort,
        secure: mail.smtpSecure,
        ...(mail.smtpUser ? { auth: { user: mail.smtpUser, pass: mail.smtpPassword ?? '' } } : {}),
      });
  return {
    async sendMail({ to, subject, text }) {
      await transport.sendMail({ from: mail.from, to, subject, text });
    },
    async sendSms({ to, text }) {
      await writeOutbox(options.db, { channel: 'sms', recipient: to, subject: '', body: text }, options.clock());
    },
    async close() {
      transport.close();
      await embedded?.close();
    },
  };
}
