/**
 * The embedded realtime server's budgets (bench/README.md):
 *   npx tsx bench/realtime.ts [--connections 5000] [--subscribers 1000] [--rounds 20]
 *
 * By default builds the platform as production runs it (`npm run build:platform`) and starts it as a
 * process of its own (PGlite in a temp directory, or DATABASE_URL); --in-process starts it inside
 * this process through tsx instead (and also measures the publisher's CPU per event); --standalone
 * starts only the embedded realtime server, no database. Clients run in a child process, so their
 * memory and event loop are not the server's. With --in-process or --standalone run it with
 * --expose-gc so the RSS figures are taken after a collection:
 *   node --expose-gc --import tsx bench/realtime.ts [--in-process | --standalone]
 * 1. opens --connections websockets (the Pusher protocol handshake each), and reports the platform
 *    process's RSS before and with them open (budget: ≤ 300 MB with 5,000);
 * 2. subscribes --subscribers of them to their own private channel (signed as realtime/auth signs)
 *    and publishes to each channel with the official pusher SDK, --rounds times, one round after
 *    another; the receivers measure publish-to-receive on the shared clock (budget: p99 ≤ 50 ms).
 */
import { fork } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import Pusher from 'pusher';
import WebSocket from 'ws';
import { startPlatform, type RunningPlatform } from '../platform/app';
import { parseEnv } from '../platform/env';
import { channelAuth } from '../platform/realtime/signatures';
import { standaloneRealtime, type Standalone } from '../platform/realtime/testing/standalone';
import { buildPlatform, startCompiledPlatform, type CompiledPlatform } from '../scripts/build-platform';

const option = (name: string, fallback: number) => {
  const at = process.argv.indexOf(`--${name}`);
  return at >= 0 && process.argv[at + 1] ? Number(process.argv[at + 1]) : fallback;
};
const now = () => performance.timeOrigin + performance.now();
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

/** Linux: resident memory by mapping (file, [heap], or anonymous), the five largest; '' elsewhere. */
async function largestMappings(): Promise<string> {
  let text: string;
  try {
    text = await (await import('node:fs/promises')).readFile('/proc/self/smaps', 'utf8');
  } catch {
    return '';
  }
  const byName = new Map<string, number>();
  let name = '';
  for (const line of text.split('\n')) {
    const header = /^[0-9a-f]+-[0-9a-f]+ \S+ \S+ \S+ \S+\s*(.*)$/.exec(line);
    if (header) name = header[1] || '[anonymous]';
    const rss = /^Rss:\s+(\d+) kB/.exec(line);
    if (rss) byName.set(name, (byName.get(name) ?? 0) + Number(rss[1]) * 1024);
  }
  return [...byName.entries()]
    .sort((a, b) => b[1] - a[1])
    .slice(0, 5)
    .map(([n, bytes]) => `${n.split('/').pop()} ${mb(bytes)}`)
    .join(', ');
}

/** Resident memory of another process (Linux /proc), in bytes. */
async function rssOf(pid: number): Promise<number> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+) kB/.exec(status)![1]) * 1024;
}

type FromClients =
  | { type: 'connected'; count: number; ms: number }
  | { type: 'subscribed'; count: number }
  | { type: 'latencies'; values: number[] }
  | { type: 'error'; message: string };
type ToClients =
  { type: 'open'; url: string; count: number } | { type: 'subscribe'; count: number; key: string; secret: string } | { type: 'report' };

/** The child: plain ws clients speaking the protocol (lighter than pusher-js per connection, same frames). */
function runClients(): void {
  const sockets: { ws: WebSocket; socketId: string }[] = [];
  const latencies: number[] = [];
  const send = (message: FromClients) => process.send!(message);
  process.on('message', (message: ToClients) => {
    if (message.type === 'open') {
      const started = now();
      let open = 0;
      for (let i = 0; i < message.count; i += 1) {
        const ws = new WebSocket(message.url, { perMessageDeflate: false });
        const entry = { ws, socketId: '' };
        sockets.push(entry);
        ws.on('message', (raw) => {
          const text = raw.toString();
          const frame = JSON.parse(text) as { event: string; data: string };
          if (frame.event === 'pusher:connection_established') {
            entry.socketId = (JSON.parse(frame.data) as { socket_id: string }).socket_id;
            open += 1;
            if (open === message.count) send({ type: 'connected', count: open, ms: now() - started });
          } else if (frame.event === 'bench') {
            latencies.push(now() - (JSON.parse(frame.data) as { sentAt: number }).sentAt);
          }
        });
        ws.on('error', (error) => send({ type: 'error', message: error.message }));
      }
    } else if (message.type === 'subscribe') {
      let done = 0;
      for (let i = 0; i < message.count; i += 1) {
        const { ws, socketId } = sockets[i]!;
        const channel = `private-member-${i + 1}`;
        ws.on('message', (raw) => {
          if (raw.toString().includes('subscription_succeeded') && ++done === message.count) send({ type: 'subscribed', count: done });
        });
        ws.send(JSON.stringify({ event: 'pusher:subscribe', data: { channel, auth: channelAuth(message, socketId, channel) } }));
      }
    } else {
      send({ type: 'latencies', values: latencies });
      setTimeout(() => process.exit(0), 100);
    }
  });
}

async function main(): Promise<void> {
  const connections = option('connections', 5000);
  const subscribers = Math.min(option('subscribers', 1000), connections);
  const rounds = option('rounds', 20);
  const dir = await mkdtemp(join(tmpdir(), 'bench-realtime-'));
  const standalone = process.argv.includes('--standalone');
  const inProcess = process.argv.includes('--in-process');
  let platform: RunningPlatform | null = null;
  let server: Standalone | null = null;
  let compiled: CompiledPlatform | null = null;
  if (standalone) server = await standaloneRealtime();
  else if (!inProcess) compiled = await startCompiledPlatform(await buildPlatform(), dir);
  else {
    const env = parseEnv({
      ...process.env,
      DATA_DIR: dir,
      PLATFORM_PORT: '0',
      PROVIDER_PORT: '0',
      EMBEDDED_S3_PORT: '0',
      NODE_ENV: 'test',
    });
    // With DATABASE_URL the platform runs on that PostgreSQL (the process then holds no database).
    const database = env.databaseUrl ? { databaseUrl: env.databaseUrl } : { dataDir: join(dir, 'pglite') };
    platform = await startPlatform({ env, ...database, port: 0, host: '127.0.0.1', catalogSize: 'small' });
  }
  const port = compiled ? new URL(compiled.url).port : String(server ? server.port : new URL(platform!.url).port);
  // The compiled platform runs with this environment's realtime app (the development one unless PUSHER_* say otherwise).
  const rt = server ? server.env : platform ? platform.env.realtime : parseEnv({ ...process.env, NODE_ENV: 'test' }).realtime;
  const sockets = server ? server.realtime.sockets : platform?.embeddedRealtime!.sockets;
  const settledRss = async () => {
    // Another process cannot be made to collect: its RSS is read as it is, after a pause.
    if (compiled) {
      await new Promise((resolve) => setTimeout(resolve, 2000));
      return rssOf(compiled.pid);
    }
    for (let i = 0; i < 3; i += 1) {
      global.gc?.();
      await new Promise((resolve) => setTimeout(resolve, 300));
    }
    return process.memoryUsage().rss;
  };
  const database = process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite';
  const what = standalone
    ? 'embedded realtime server alone'
    : compiled
      ? `whole platform, compiled, in its own process (${database})`
      : `whole platform inside this process through tsx (${database})`;
  console.log(
    `${what}; load average ${(await import('node:os'))
      .loadavg()
      .map((n) => n.toFixed(1))
      .join(' ')}${global.gc || compiled ? '' : ' (no --expose-gc: RSS without a collection)'}`,
  );
  const child = fork(fileURLToPath(import.meta.url), ['--clients'], { execArgv: ['--import', 'tsx'] });
  const waitFor = <T extends FromClients['type']>(type: T) =>
    new Promise<Extract<FromClients, { type: T }>>((resolve, reject) => {
      const listener = (message: FromClients) => {
        if (message.type === 'error') return reject(new Error(message.message));
        if (message.type !== type) return;
        child.off('message', listener);
        resolve(message as Extract<FromClients, { type: T }>);
      };
      child.on('message', listener);
    });

  try {
    const before = await settledRss();
    child.send({
      type: 'open',
      url: `ws://127.0.0.1:${port}/app/${rt.key}?protocol=7&client=bench&version=1`,
      count: connections,
    } satisfies ToClients);
    const opened = await waitFor('connected');
    const withSockets = await settledRss();
    const counted = sockets ? ` (server counts ${sockets.connectionCount()})` : '';
    console.log(`connections: ${opened.count} open in ${(opened.ms / 1000).toFixed(1)} s${counted}`);
    console.log(`process RSS: ${mb(before)} before, ${mb(withSockets)} with them open (+${mb(withSockets - before)}; budget ≤ 300 MB)`);
    if (!compiled) {
      // Where the memory is: V8's heap, memory outside it (buffers), and the rest (code, native modules, allocator).
      const usage = process.memoryUsage();
      console.log(`  largest mappings: ${await largestMappings()}`);
      console.log(
        `  of which: V8 heap ${mb(usage.heapUsed)} used / ${mb(usage.heapTotal)} reserved, external ${mb(usage.external)} (array buffers ${mb(usage.arrayBuffers)}), rest ${mb(usage.rss - usage.heapTotal - usage.external)}`,
      );
    }

    child.send({ type: 'subscribe', count: subscribers, key: rt.key, secret: rt.secret } satisfies ToClients);
    await waitFor('subscribed');
    const sdk = new Pusher({ appId: rt.appId, key: rt.key, secret: rt.secret, host: '127.0.0.1', port, useTLS: false });
    for (let round = 0; round < rounds; round += 1) {
      // One event per subscriber's channel, in the SDK's batches of ten as the platform's publisher
      // sends them, one request after another: 1,000 events per round, stamped when each batch leaves.
      for (let i = 0; i < subscribers; i += 10) {
        const sentAt = now();
        const batch = [];
        for (let j = i; j < Math.min(i + 10, subscribers); j += 1)
          batch.push({ channel: `private-member-${j + 1}`, name: 'bench', data: { sentAt } });
        await sdk.triggerBatch(batch);
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
    child.send({ type: 'report' } satisfies ToClients);
    const { values } = await waitFor('latencies');
    values.sort((a, b) => a - b);
    const at = (q: number) => values[Math.min(values.length - 1, Math.floor(q * values.length))]!.toFixed(1);
    console.log(
      `publish-to-receive over ${values.length} events (${subscribers} subscribers × ${rounds} rounds): p50 ${at(0.5)} ms, p90 ${at(0.9)} ms, p99 ${at(0.99)} ms, max ${values.at(-1)!.toFixed(1)} ms (budget p99 ≤ 50 ms)`,
    );
    if (values.length !== subscribers * rounds) console.log(`MISSING: expected ${subscribers * rounds} events`);

    // What a push costs the process that publishes (the bet callback's process): queue and delivery
    // (the platform hands its own pushes to its embedded server in-process).
    if (!platform) return;
    const events = 5000;
    const cpu = process.cpuUsage();
    const wall = now();
    for (let i = 0; i < events; i += 1) platform.realtime.publishToMember((i % subscribers) + 1, 'balance-changed', { reason: 'win' });
    await platform.realtime.flush();
    const used = process.cpuUsage(cpu);
    console.log(
      `publishToMember: ${events} events in ${(now() - wall).toFixed(0)} ms, ${((used.user + used.system) / events).toFixed(0)} µs of platform CPU per event (publisher batches, delivered to ${subscribers} subscribers)`,
    );
  } finally {
    child.kill();
    compiled?.close();
    await platform?.close();
    await server?.close();
    await rm(dir, { recursive: true, force: true });
  }
}

if (process.argv.includes('--clients')) runClients();
else
  main().then(
    () => process.exit(0),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
