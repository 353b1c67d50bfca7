import { randomBytes, timingSafeEqual } from 'node:crypto';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import type { Database } from '../../db/connection';
import { writeOutbox } from './outbox';

/** The largest message the embedded server takes; a reset mail is a few kB. */
export const EMBEDDED_SMTP_MAX_BYTES = 256 * 1024;

export type EmbeddedSmtp = {
  host: string;
  port: number;
  /** credentials generated at start: only this process's mailer knows them */
  user: string;
  password: string;
  close(): Promise<void>;
};

/**
 * The default mail server: an SMTP server inside the platform, bound to 127.0.0.1 and asking for
 * a password made at start, that parses every message (mailparser) into the outbox table, one row
 * per recipient. Messages over EMBEDDED_SMTP_MAX_BYTES are refused.
 */
export async function startEmbeddedSmtp(options: { db: Database; port: number; clock: () => Date }): Promise<EmbeddedSmtp> {
  const user = 'platform';
  const password = randomBytes(24).toString('base64url');
  const server = new SMTPServer({
    secure: false,
    // Loopback only, so plain-text AUTH never leaves the machine.
    allowInsecureAuth: true,
    disabledCommands: ['STARTTLS'],
    authMethods: ['PLAIN', 'LOGIN'],
    size: EMBEDDED_SMTP_MAX_BYTES,
    banner: 'Lucky Star platform outbox',
    logger: false,
    onAuth(auth, _session, callback) {
      const ok = auth.username === user && sameSecret(auth.password ?? '', password);
      callback(ok ? null : new Error('Invalid username or password'), ok ? { user } : undefined);
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      let size = 0;
      stream.on('data', (chunk: Buffer) => {
        size += chunk.length;
        if (size <= EMBEDDED_SMTP_MAX_BYTES) chunks.push(chunk);
      });
      stream.on('end', () => {
        if (stream.sizeExceeded || size > EMBEDDED_SMTP_MAX_BYTES) {
          callback(Object.assign(new Error('Message too large'), { responseCode: 552 }));
          return;
        }
        const raw = Buffer.concat(chunks);
        void store(
          options,
          raw,
          session.envelope.rcptTo.map((r) => r.address),
        ).then(
          () => callback(),
          (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
        );
      });
    },
  });
  const host = '127.0.0.1';
  const port = await new Promise<number>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, host, () => {
      server.off('error', reject);
      const address = server.server.address();
      resolve(typeof address === 'object' && address ? address.port : options.port);
    });
  });
  return { host, port, user, password, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

async function store(options: { db: Database; clock: () => Date }, raw: Buffer, recipients: string[]): Promise<void> {
  const parsed = await simpleParser(raw);
  const body = parsed.text ?? '';
  for (const recipient of recipients) {
    await writeOutbox(
      options.db,
      { channel: 'email', recipient: recipient.toLowerCase(), subject: parsed.subject ?? '', body, raw: raw.toString('utf8') },
      options.clock(),
    );
  }
}

function sameSecret(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}
