import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import type { LightMyRequestResponse } from 'fastify';
import type { ApiResult } from '@/lib/contracts/envelope';
import { createPlatform, type Platform, type PlatformOptions } from './app';
import { parseEnv } from './env';
import type { DemoProvider } from './providers/demo';
import { markCredentialUsed } from './modules/uploads';
import { artworkBucket } from './testing/artwork-bucket';
import { pgliteSnapshot } from './testing/pglite-snapshot';

/**
 * Test helpers. Each test file gets its own database: in-memory PGlite by
 * default, or, when DATABASE_URL is set, a fresh PostgreSQL database created for
 * the file and dropped afterwards, so the same suite proves both engines.
 * freshDatabase() is empty; testPlatform() starts PGlite from the migrated
 * snapshot (testing/pglite-snapshot.ts), which skips initdb, and its object
 * store with the catalogue's images already drawn (testing/artwork-bucket.ts).
 */

export type DatabaseTarget = { databaseUrl?: string; dataDir?: string; drop(): Promise<void> };

export async function freshDatabase(): Promise<DatabaseTarget> {
  const adminUrl = process.env.DATABASE_URL;
  if (!adminUrl) return { dataDir: 'memory', drop: async () => {} };

  const name = `test_${randomBytes(6).toString('hex')}`;
  await withAdminClient(adminUrl, (client) => client.query(`create database ${name}`));
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    databaseUrl: url.toString(),
    async drop() {
      await withAdminClient(adminUrl, (client) => client.query(`drop database if exists ${name} with (force)`));
    },
  };
}

async function withAdminClient<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** A clock tests move by hand: expiry is tested by advancing it, not by sleeping. */
export function manualClock(start = new Date('2026-03-01T00:00:00Z')) {
  let current = start.getTime();
  return {
    now: () => new Date(current),
    advance(ms: number) {
      current += ms;
    },
  };
}

export type TestPlatform = Platform & {
  /** A test platform embeds its demo provider (no remoteProvider). */
  provider: DemoProvider;
  /** POST /api/{name}; `ip` is sent the way the site's proxy sends it. */
  call<T = unknown>(name: string, body?: unknown, options?: CallOptions): Promise<CallResult<T>>;
};
export type CallOptions = { sid?: string | undefined; ip?: string; headers?: Record<string, string> };
export type CallResult<T> = { statusCode: number; body: ApiResult<T>; sid: string | undefined; response: LightMyRequestResponse };

/** A platform on a fresh database; env values are the platform's variables (strings), defaults otherwise. */
export async function testPlatform(
  options: { env?: Record<string, string>; clock?: () => Date } & Pick<PlatformOptions, 'logger' | 'listenProvider' | 'wagerHooks'> = {},
): Promise<TestPlatform> {
  const target = await freshDatabase();
  // Suites register many members from one address; the per-IP limits have tests of their own.
  const env = parseEnv({ NODE_ENV: 'test', REGISTER_MAX_PER_IP: '100000', AVAILABILITY_MAX_PER_IP: '100000', ...options.env });
  // The snapshot holds the small catalogue, which is what a platform under NODE_ENV=test seeds.
  const snapshot = target.dataDir === 'memory' && env.nodeEnv === 'test' ? await pgliteSnapshot() : undefined;
  const bucket = await artworkBucket(env);
  let platform: Platform;
  try {
    platform = await createPlatform({
      env,
      databaseUrl: target.databaseUrl,
      dataDir: target.dataDir,
      pgliteSnapshot: snapshot,
      storage: bucket && { directory: bucket.directory },
      clock: options.clock,
      logger: options.logger,
      listenProvider: options.listenProvider,
      wagerHooks: options.wagerHooks,
    });
  } catch (error) {
    await bucket?.remove();
    await target.drop();
    throw error;
  }
  await bucket?.keep();
  const { provider } = platform;
  if (!provider) throw new Error('a test platform embeds its demo provider');
  return {
    ...platform,
    provider,
    async close() {
      await platform.close();
      await bucket?.remove();
      await target.drop();
    },
    async call<T>(name: string, body?: unknown, callOptions: CallOptions = {}) {
      const headers: Record<string, string> = { ...callOptions.headers };
      if (callOptions.ip) headers['x-forwarded-for'] = callOptions.ip;
      if (callOptions.sid) headers.cookie = `sid=${callOptions.sid}`;
      const response = await platform.app.inject({
        method: 'POST',
        url: `/api/${name}`,
        headers,
        ...(body === undefined ? {} : { payload: body as object }),
      });
      return { statusCode: response.statusCode, body: response.json<ApiResult<T>>(), sid: sidFrom(response), response };
    },
  };
}

/**
 * One platform started again and again on the same database and object store, for what must survive
 * a restart: PGlite in a fresh directory on disk (or a fresh PostgreSQL database), and a store that
 * starts with the catalogue's images, as testPlatform's does. Each start may add its own variables.
 */
export async function restartablePlatform(baseEnv: Record<string, string> = {}) {
  let target = await freshDatabase();
  let tempDir: string | undefined;
  if (target.dataDir === 'memory') {
    tempDir = await mkdtemp(join(tmpdir(), 'platform-restart-'));
    target = { dataDir: join(tempDir, 'pglite'), drop: async () => {} };
  }
  const envOf = (extra: Record<string, string> = {}) => parseEnv({ NODE_ENV: 'test', ...baseEnv, ...extra });
  const bucket = await artworkBucket(envOf());
  const { databaseUrl, dataDir } = target;
  return {
    async start(options: { env?: Record<string, string>; clock?: () => Date } = {}): Promise<Platform> {
      const platform = await createPlatform({
        env: envOf(options.env),
        databaseUrl,
        dataDir,
        clock: options.clock,
        storage: bucket && { directory: bucket.directory },
      });
      await bucket?.keep();
      return platform;
    },
    async remove() {
      await bucket?.remove();
      await target.drop();
      if (tempDir) await rm(tempDir, { recursive: true, force: true });
    },
  };
}

/** The sid value a response sets ('' when it clears the cookie), or undefined when it does not touch it. */
export function sidFrom(response: LightMyRequestResponse): string | undefined {
  const cookie = response.cookies.find((c) => c.name === 'sid');
  return cookie?.value;
}

let counter = 0;
/** Unique, register-valid usernames and mobile numbers, so tests in one file do not collide. */
export function uniqueMember(country: { dialCode: string; length: number } = { dialCode: '60', length: 10 }) {
  counter += 1;
  const suffix = `${Date.now() % 100_000}${counter}`.padStart(6, '0');
  return {
    username: `user${suffix}`.slice(0, 16),
    mobileno: `${country.dialCode}-${suffix.padStart(country.length, '1').slice(-country.length)}`,
  };
}

/** Registers (and so logs in) a fresh member; MY by default. Returns the session and the profile. */
export async function registerMember(
  platform: TestPlatform,
  country: { countryCode: string; language: string; dialCode: string; length: number } = {
    countryCode: 'MY',
    language: 'en',
    dialCode: '60',
    length: 10,
  },
) {
  const { username, mobileno } = uniqueMember(country);
  const res = await platform.call<{ id: number; username: string; currency: string }>('auth/register', {
    username,
    password: 'Secret@123',
    mobileno,
    email: '',
    countryCode: country.countryCode,
    language: country.language,
  });
  if (!res.body.status || !res.sid || !res.body.output) throw new Error(`registerMember: ${res.body.msg}`);
  return { sid: res.sid, username, profile: res.body.output };
}

/** POST /api/{name} with the operator key (the dev key unless the test platform set OPERATOR_KEY). */
export function operatorCall<T = unknown>(platform: TestPlatform, name: string, body?: unknown) {
  return platform.call<T>(name, body, { headers: { 'x-operator-key': platform.env.operatorKey } });
}

/** The 8 bytes every PNG starts with, plus a little: enough to pass the receipt's type check. */
export const PNG_BYTES = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);

/**
 * A receipt the member uploaded, as a deposit needs it: a credential from common/sts-token and
 * the object written under it (straight to storage here; the gateway has tests of its own).
 */
export async function uploadedReceipt(platform: TestPlatform, sid: string, bytes: Buffer = PNG_BYTES): Promise<string> {
  const res = await platform.call<{ field: { AccessKeyId: string }; body: { bucket: string; key: string } }>(
    'common/sts-token',
    { filename: 'receipt.png', filetype: 'image/png', folder: 'receipts', bucket: 1 },
    { sid },
  );
  if (!res.body.status || !res.body.output) throw new Error(`sts-token: ${res.body.msg}`);
  const { field, body } = res.body.output;
  await platform.storage.putObject(body.bucket, body.key, bytes, 'image/png');
  await markCredentialUsed(platform.db, field.AccessKeyId);
  return body.key;
}
