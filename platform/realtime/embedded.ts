import type { FastifyInstance } from 'fastify';
import type { RealtimeEnv } from '../env';
import { registerEventsApi, type RealtimeEvent } from './events-api';
import { startFanOut, type FanOut, type NotifyChannel } from './fanout';
import { frame } from './protocol';
import { createSocketServer, type SocketServer } from './socket-server';

export type EmbeddedRealtime = {
  readonly sockets: SocketServer;
  /** Delivers to this process's sockets and tells the other processes (fan-out). */
  publish(events: RealtimeEvent[]): void;
  close(): Promise<void>;
};

export type EmbeddedRealtimeOptions = {
  env: RealtimeEnv;
  /** The Fastify app whose port serves the sockets (HTTP upgrade) and the events API. */
  app: FastifyInstance;
  /** LISTEN/NOTIFY of the database the processes share; without it, this process is alone. */
  fanOut?: NotifyChannel | undefined;
  log: { warn(obj: unknown, msg?: string): void };
};

/**
 * The embedded realtime server on the platform's own port: websockets on /app/{key} (the site's
 * server forwards /realtime/app/{key} here), the signed events API, and the fan-out between
 * processes. Replaced as a whole by Pusher or Soketi when PUSHER_HOST / PUSHER_CLUSTER is set.
 */
export async function startEmbeddedRealtime(options: EmbeddedRealtimeOptions): Promise<EmbeddedRealtime> {
  const { env, app } = options;
  const sockets = createSocketServer({
    app: { key: env.key, secret: env.secret },
    allowedOrigins: env.allowedOrigins,
    activityTimeoutSeconds: env.activityTimeoutSeconds,
    pongTimeoutSeconds: env.pongTimeoutSeconds,
  });

  const deliverLocally = (events: RealtimeEvent[]) => {
    for (const event of events) {
      for (const channel of event.channels) sockets.hub.deliver(channel, (c) => frame(event.name, event.data, c), event.socketId);
    }
  };
  const fanOut: FanOut | null = options.fanOut ? await startFanOut(options.fanOut, deliverLocally) : null;

  const publish = (events: RealtimeEvent[]) => {
    deliverLocally(events);
    fanOut?.send(events).catch((error: unknown) => options.log.warn({ err: error }, 'realtime fan-out failed'));
  };

  registerEventsApi(app, {
    app: { appId: env.appId, key: env.key, secret: env.secret },
    timestampWindowSeconds: env.timestampWindowSeconds,
    maxEventBytes: env.maxEventBytes,
    maxChannelsPerEvent: env.maxChannelsPerEvent,
    publish,
  });

  const onUpgrade = (
    request: Parameters<SocketServer['handleUpgrade']>[0],
    socket: Parameters<SocketServer['handleUpgrade']>[1],
    head: Buffer,
  ) => {
    if (!sockets.handleUpgrade(request, socket, head)) socket.destroy();
  };
  app.server.on('upgrade', onUpgrade);

  return {
    sockets,
    publish,
    async close() {
      app.server.off('upgrade', onUpgrade);
      await sockets.close();
      await fanOut?.close();
    },
  };
}
