import { randomUUID } from 'node:crypto';
import { pathToFileURL } from 'node:url';
import { platformEnv } from './env';
import { loopbackHost } from './providers/demo';

/**
 * `npm run operator -- <command>`: operator actions against a running platform, over its HTTP
 * API with the operator key (PGlite allows one process per data directory, so the CLI never opens
 * the database itself).
 *
 *   adjust <username> <amount> [note]   credit (or, with a minus sign, debit) a member's main wallet
 *   call <endpoint> [json]              any operator endpoint, e.g. call operator/adjust '{"username":…}'
 *
 * --url <platform url> overrides http://PLATFORM_HOST:PLATFORM_PORT; OPERATOR_KEY is read from the env.
 */
export type CliTransport = (endpoint: string, body: unknown, headers: Record<string, string>) => Promise<{ status: number; body: unknown }>;
export type CliOutput = { out(line: string): void; err(line: string): void };

export const USAGE = `usage: npm run operator -- [--url <platform url>] <command>
  adjust <username> <amount> [note]   credit (negative: debit) a member's main wallet
  call <endpoint> [json]              call any operator endpoint with a JSON payload`;

/** Runs one command; returns the process exit code. */
export async function runCli(args: string[], deps: { transport: CliTransport; operatorKey: string; io: CliOutput }): Promise<number> {
  const [command, ...rest] = args;
  const headers = { 'x-operator-key': deps.operatorKey, 'content-type': 'application/json' };
  const send = async (endpoint: string, body: unknown) => {
    const res = await deps.transport(endpoint, body, headers);
    const answer = res.body as { status?: boolean; msg?: string; output?: unknown };
    if (answer?.status) {
      deps.io.out(JSON.stringify(answer.output ?? null, null, 2));
      return 0;
    }
    deps.io.err(`${endpoint}: ${answer?.msg ?? `HTTP ${res.status}`}`);
    return 1;
  };

  if (command === 'adjust' && rest.length >= 2) {
    const [username, amount, ...note] = rest;
    // A fresh key per invocation: running the command twice means adjusting twice.
    return send('operator/adjust', { username, amount, note: note.join(' '), idempotencyKey: `cli-${randomUUID()}` });
  }
  if (command === 'call' && rest.length >= 1) {
    const [endpoint, json] = rest;
    let body: unknown = {};
    try {
      body = json ? JSON.parse(json) : {};
    } catch {
      deps.io.err('call: the payload must be JSON');
      return 2;
    }
    return send(endpoint!, body);
  }
  deps.io.err(USAGE);
  return 2;
}

export function httpTransport(baseUrl: string): CliTransport {
  return async (endpoint, body, headers) => {
    const res = await fetch(`${baseUrl.replace(/\/+$/, '')}/api/${endpoint}`, { method: 'POST', headers, body: JSON.stringify(body) });
    return { status: res.status, body: await res.json().catch(() => null) };
  };
}

async function main(): Promise<void> {
  const env = platformEnv();
  const args = process.argv.slice(2);
  const urlFlag = args.indexOf('--url');
  const url = urlFlag >= 0 ? args.splice(urlFlag, 2)[1] : `http://${loopbackHost(env.host)}:${env.port}`;
  const code = await runCli(args, {
    transport: httpTransport(url ?? ''),
    operatorKey: env.operatorKey,
    io: { out: (l) => console.log(l), err: (l) => console.error(l) },
  });
  process.exit(code);
}

// Run only as a program, not when a test imports runCli.
if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  main().catch((error: unknown) => {
    console.error(`[operator] ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  });
}
