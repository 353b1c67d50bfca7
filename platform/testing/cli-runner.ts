import { runCli, type CliTransport } from '../cli';
import type { TestPlatform } from '../test-support';

/**
 * The operator CLI against a test platform in-process: its HTTP calls go through app.inject, its
 * output is collected. `run(args)` resolves to the exit code and the printed lines.
 */
export function cliRunner(platform: () => TestPlatform) {
  const transport: CliTransport = async (endpoint, body, headers) => {
    const res = await platform().app.inject({ method: 'POST', url: `/api/${endpoint}`, headers, payload: JSON.stringify(body) });
    return { status: res.statusCode, body: res.json() };
  };
  return async function run(args: string[], operatorKey = platform().env.operatorKey) {
    const out: string[] = [];
    const err: string[] = [];
    const code = await runCli(args, { transport, operatorKey, io: { out: (l) => out.push(l), err: (l) => err.push(l) } });
    return { code, out, err };
  };
}
