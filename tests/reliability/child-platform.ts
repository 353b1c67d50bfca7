import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { fileURLToPath } from 'node:url';

/**
 * Starts tests/reliability/serve.ts as its own process (node --import tsx, so SIGKILL hits
 * the platform itself, not a wrapper) and resolves once it prints READY with its bound URLs.
 */
export type ChildPlatform = {
  url: string;
  providerUrl: string;
  engine: 'pglite' | 'postgres';
  process: ChildProcess;
  /** What it printed (stdout and stderr), for failure messages. */
  output(): string;
  /** SIGKILL: no shutdown code runs, in-flight transactions die with the process. */
  kill(): Promise<void>;
  /** SIGTERM: the platform closes its server and database cleanly. */
  stop(): Promise<void>;
};

const SERVE = fileURLToPath(new URL('./serve.ts', import.meta.url));
const ROOT = fileURLToPath(new URL('../..', import.meta.url));

export async function startChildPlatform(env: Record<string, string>, timeoutMs = 90_000): Promise<ChildPlatform> {
  const child = spawn(process.execPath, ['--import', 'tsx', SERVE], {
    cwd: ROOT,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = once(child, 'exit');

  const ready = await new Promise<{ url: string; providerUrl: string; engine: 'pglite' | 'postgres' }>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`platform did not start within ${timeoutMs} ms:\n${output}`)), timeoutMs);
    child.stdout!.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const line = /^READY (.*)$/m.exec(output);
      if (line) {
        clearTimeout(timer);
        resolve(JSON.parse(line[1]!));
      }
    });
    child.once('exit', (code, signal) => {
      clearTimeout(timer);
      reject(new Error(`platform exited (${code ?? signal}) before it was ready:\n${output}`));
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
