import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';

/**
 * Starts tests/reliability/serve.ts (the platform) or platform/providers/demo/standalone.ts (the demo
 * game provider on its own) as its own process (node --import tsx, so SIGKILL hits the process itself,
 * not a wrapper) and resolves once it prints READY with its bound URLs.
 */
export type ChildProcessHandle<Ready> = Ready & {
  process: ChildProcess;
  /** What it printed (stdout and stderr), for failure messages. */
  output(): string;
  /** SIGKILL: no shutdown code runs, in-flight transactions die with the process. */
  kill(): Promise<void>;
  /** SIGTERM: it closes its servers and database cleanly. */
  stop(): Promise<void>;
};

export type ChildPlatform = ChildProcessHandle<{ url: string; providerUrl: string; engine: 'pglite' | 'postgres' }>;
export type ChildProvider = ChildProcessHandle<{ url: string }>;

const SERVE = fileURLToPath(new URL('./serve.ts', import.meta.url));
const STANDALONE_PROVIDER = fileURLToPath(new URL('../../platform/providers/demo/standalone.ts', import.meta.url));
const ROOT = fileURLToPath(new URL('../..', import.meta.url));

export function startChildPlatform(env: Record<string, string>, timeoutMs = 90_000): Promise<ChildPlatform> {
  return startChild('platform', SERVE, env, timeoutMs);
}

/** The demo provider in a process of its own: DATABASE_URL, PROVIDER_PORT, PLATFORM_URL, PROVIDER_STATE_DIR (standalone.ts). */
export function startChildProvider(env: Record<string, string>, timeoutMs = 30_000): Promise<ChildProvider> {
  return startChild('demo provider', STANDALONE_PROVIDER, env, timeoutMs);
}

/** A port free right now, for a process that must come back on the same address after a kill. */
export async function freePort(): Promise<number> {
  const server = createServer();
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const address = server.address();
  server.close();
  await once(server, 'close');
  if (typeof address !== 'object' || !address) throw new Error('no port');
  return address.port;
}

async function startChild<Ready>(
  name: string,
  script: string,
  env: Record<string, string>,
  timeoutMs: number,
): Promise<ChildProcessHandle<Ready>> {
  const child = spawn(process.execPath, ['--import', 'tsx', script], {
    cwd: ROOT,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = once(child, 'exit');

  const ready = await new Promise<Ready>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`${name} did not start within ${timeoutMs} ms:\n${output}`)), timeoutMs);
    child.stdout!.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const line = /^READY (.*)$/m.exec(output);
      if (line) {
        clearTimeout(timer);
        resolve(JSON.parse(line[1]!) as Ready);
      }
    });
    child.once('exit', (code, signal) => {
      clearTimeout(timer);
      reject(new Error(`${name} exited (${code ?? signal}) before it was ready:\n${output}`));
    });
  });

  const finish = async (signal: NodeJS.Signals) => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    child.kill(signal);
    await exited;
  };
  return {
    ...ready,
    process: child,
    output: () => output,
    kill: () => finish('SIGKILL'),
    stop: () => finish('SIGTERM'),
  };
}
