import Pusher from 'pusher';
import type { RealtimeEnv } from '../env';
import type { EventSender } from './publisher';

/**
 * The official `pusher` SDK as the publisher's sender: to the embedded server's HTTP API on this
 * platform's own address, or to Pusher (PUSHER_CLUSTER, e.g. ap1) / Soketi (PUSHER_HOST) when set.
 */
export function pusherSender(env: RealtimeEnv, embeddedUrl?: string): EventSender {
  const target = embeddedUrl ? new URL(embeddedUrl) : undefined;
  const pusher = new Pusher({
    appId: env.appId,
    key: env.key,
    secret: env.secret,
    ...(target
      ? { host: target.hostname.replace(/^\[|\]$/g, ''), port: target.port, useTLS: target.protocol === 'https:' }
      : env.host
        ? { host: env.host, ...(env.port ? { port: String(env.port) } : {}), useTLS: env.useTLS }
        : { cluster: env.cluster ?? 'ap1', useTLS: true }),
  });
  return async (events) => {
    await pusher.triggerBatch(events);
  };
}
