import Pusher from 'pusher-js';
import type { Channel } from 'pusher-js';

/** A real pusher-js client (its Node build) on the embedded server at `port`; auth through `authorize`. */
export function pusherClient(
  port: number,
  key: string,
  authorize: (socketId: string, channelName: string) => Promise<{ auth: string } | Error>,
  options: { activityTimeout?: number } = {},
): Pusher {
  return new Pusher(key, {
    cluster: 'ap1',
    wsHost: '127.0.0.1',
    wsPort: port,
    forceTLS: false,
    enabledTransports: ['ws'],
    disableStats: true,
    ...(options.activityTimeout ? { activityTimeout: options.activityTimeout } : {}),
    channelAuthorization: {
      customHandler: ({ socketId, channelName }, callback) => {
        authorize(socketId, channelName).then(
          (answer) => (answer instanceof Error ? callback(answer, null) : callback(null, answer)),
          (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), null),
        );
      },
    },
  });
}

export function connected(client: Pusher): Promise<string> {
  return new Promise((resolve) => {
    if (client.connection.state === 'connected') return resolve(client.connection.socket_id);
    client.connection.bind('connected', () => resolve(client.connection.socket_id));
  });
}

/** Subscribes and resolves on success, rejects with the subscription error. */
export function subscribed(client: Pusher, name: string): Promise<Channel> {
  return new Promise((resolve, reject) => {
    const channel = client.subscribe(name);
    channel.bind('pusher:subscription_succeeded', () => resolve(channel));
    channel.bind('pusher:subscription_error', (error: unknown) =>
      reject(Object.assign(new Error('subscription_error'), { detail: error })),
    );
  });
}

/** The next `event` on the channel. */
export function nextEvent<T = unknown>(channel: Channel, event: string, timeoutMs = 5000): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no ${event} within ${timeoutMs} ms`)), timeoutMs);
    const handler = (data: T) => {
      clearTimeout(timer);
      channel.unbind(event, handler);
      resolve(data);
    };
    channel.bind(event, handler);
  });
}
