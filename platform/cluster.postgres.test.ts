import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { memberChannel } from '@/lib/contracts/realtime';
import type Pusher from 'pusher-js';
import { workerPlan } from './cluster';
import { parseEnv } from './env';
import { pusherSender } from './realtime/pusher-sender';
import { channelAuth } from './realtime/signatures';
import { connected, nextEvent, pusherClient, subscribed } from './realtime/testing/clients';
import { freshDatabase, type DatabaseTarget } from './test-support';

/**
 * `npm run platform` with PLATFORM_WORKERS=2 on one PostgreSQL: two worker processes share the
 * port (node:cluster hands connections round-robin), so of four sockets opened one after another
 * each worker holds two. One event published through the events API lands on one worker; every
 * socket hears it, the other worker's through LISTEN/NOTIFY. Only the PostgreSQL pass runs it.
 */
const MAIN = fileURLToPath(new URL('./main.ts', import.meta.url));
const PORT = 4251;
const S3_PORT = 4252;

describe('PLATFORM_WORKERS', () => {
  it('asks for PostgreSQL before it runs more than one process, and refuses nonsense', () => {
    expect(workerPlan({})).toEqual({ workers: 1 });
    expect(workerPlan({ PLATFORM_WORKERS: '3', DATABASE_URL: 'postgres://x/db' })).toEqual({ workers: 3 });
    expect(workerPlan({ PLATFORM_WORKERS: '3' })).toMatchObject({ workers: 1, reason: expect.stringContaining('DATABASE_URL') });
    expect(() => workerPlan({ PLATFORM_WORKERS: '0', DATABASE_URL: 'postgres://x/db' })).toThrow('PLATFORM_WORKERS');
    expect(() => workerPlan({ PLATFORM_WORKERS: 'many', DATABASE_URL: 'postgres://x/db' })).toThrow('PLATFORM_WORKERS');
  });
});

describe('two platform worker processes on one PostgreSQL', () => {
  let target: DatabaseTarget;
  let dir: string;
  let primary: ChildProcess;
  let output = '';
  const clients: Pusher[] = [];

  beforeAll(async () => {
    target = await freshDatabase();
    dir = await mkdtemp(join(tmpdir(), 'platform-workers-'));
    primary = spawn(process.execPath, ['--import', 'tsx', MAIN], {
      env: {
        ...process.env,
        NODE_ENV: 'test',
        PLATFORM_WORKERS: '2',
        DATABASE_URL: target.databaseUrl,
        DATA_DIR: dir,
        PLATFORM_HOST: '127.0.0.1',
        PLATFORM_PORT: String(PORT),
        PROVIDER_PORT: '0',
        // A fixed port: the primary runs the one embedded S3 server (a second on the port would fail).
        EMBEDDED_S3_PORT: String(S3_PORT),
        EMBEDDED_SMTP_PORT: '0',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    primary.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    await new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`workers did not start:\n${output}`)), 120_000);
      primary.stdout!.on('data', (chunk: Buffer) => {
        output += chunk.toString();
        if ((output.match(/listening on/g) ?? []).length >= 2) {
          clearTimeout(timer);
          resolve();
        }
      });
      primary.once('exit', (code) => reject(new Error(`platform exited (${code}):\n${output}`)));
    });
  }, 150_000);

  afterAll(async () => {
    for (const client of clients) client.disconnect();
    if (primary && primary.exitCode === null) {
      primary.kill('SIGTERM');
      await once(primary, 'exit');
    }
    await target?.drop();
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  it('delivers one published event to sockets held by both workers', async () => {
    expect(output).toContain('2 worker processes on one PostgreSQL');
    expect(output).not.toContain('EADDRINUSE');
    const realtime = parseEnv({ NODE_ENV: 'test' }).realtime;
    const heard: Promise<unknown>[] = [];
    for (let i = 0; i < 4; i++) {
      const client = pusherClient(PORT, realtime.key, async (socketId, channelName) => ({
        auth: channelAuth(realtime, socketId, channelName),
      }));
      clients.push(client);
      await connected(client);
      heard.push(nextEvent(await subscribed(client, memberChannel(7)), 'balance-changed', 10_000));
    }
    await pusherSender(
      realtime,
      `http://127.0.0.1:${PORT}`,
    )([{ channel: memberChannel(7), name: 'balance-changed', data: JSON.stringify({ reason: 'bet' }) }]);
    expect(await Promise.all(heard)).toEqual([{ reason: 'bet' }, { reason: 'bet' }, { reason: 'bet' }, { reason: 'bet' }]);
  });

  it('stops every worker on SIGTERM', async () => {
    primary.kill('SIGTERM');
    const [code] = (await once(primary, 'exit')) as [number | null];
    expect(code).toBe(0);
  });
});
