import Fastify, { type FastifyInstance } from 'fastify';
import { parseEnv, type RealtimeEnv } from '../../env';
import { startEmbeddedRealtime, type EmbeddedRealtime } from '../embedded';
import type { NotifyChannel } from '../fanout';

export type Standalone = { app: FastifyInstance; realtime: EmbeddedRealtime; env: RealtimeEnv; port: number; close(): Promise<void> };

/** The embedded realtime server alone on a Fastify app (no database): protocol tests, restarts, the bench. */
export async function standaloneRealtime(
  options: { env?: Record<string, string>; port?: number; fanOut?: NotifyChannel } = {},
): Promise<Standalone> {
  const env = parseEnv({ NODE_ENV: 'test', SITE_ORIGINS: 'http://localhost:3000', ...options.env }).realtime;
  const app = Fastify({ logger: false });
  const realtime = await startEmbeddedRealtime({ env, app, fanOut: options.fanOut, log: { warn: () => {} } });
  await app.listen({ port: options.port ?? 0, host: '127.0.0.1' });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    app,
    realtime,
    env,
    port,
    async close() {
      await realtime.close();
      await app.close();
    },
  };
}
